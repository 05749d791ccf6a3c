import CoreModels

/// How a plan exercise's targets move from one session to the next. The rule is open: the
/// next target is always the result of replaying it over the sessions logged since it was set
/// (`WorkoutSession`'s `ProgressionReplay`), so every target comes with the sets that gave it.
public struct Progression: Hashable, Sendable, Codable {
    /// The kinds of rule.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable, NamedValue {
        /// Add `step` after a session in which every working set met its reps; after
        /// `deloadAfter` failed sessions in a row, take `deloadPercent` off.
        case linear
        /// A rep range: add reps (up to the top of the range on every set), then add `step` and
        /// go back to the bottom.
        case double
        /// Weeks of percentages of a training max (5/3/1); the last set of a week may be AMRAP;
        /// after each cycle the training max goes up by `step` when the final AMRAP met its reps,
        /// and down by `deloadPercent` when it did not.
        case percentage

        /// `Linear`, `Double progression`, `Percentage of a training max`.
        public var displayName: String {
            switch self {
            case .linear: return "Linear"
            case .double: return "Double progression"
            case .percentage: return "Percentage of a training max"
            }
        }

        public var aliases: [String] {
            switch self {
            case .linear: return ["lp"]
            case .double: return ["double-progression", "dp"]
            case .percentage: return ["531", "5/3/1", "tm", "training-max"]
            }
        }
    }

    /// One set of a percentage week.
    public struct PercentSet: Hashable, Sendable, Codable {
        /// Percent of the training max (65 for 65 %).
        public var percent: Double
        /// Reps (the minimum, for an AMRAP set).
        public var reps: Int
        /// As many reps as possible.
        public var amrap: Bool

        /// Creates a percentage set.
        public init(percent: Double, reps: Int, amrap: Bool = false) {
            self.percent = percent
            self.reps = reps
            self.amrap = amrap
        }
    }

    /// The kind of rule.
    public var kind: Kind
    /// The load added when the rule says so (shown in the user's unit, as typed).
    public var step: Mass
    /// Failed sessions in a row before a deload (linear).
    public var deloadAfter: Int
    /// The deload, in percent of the working weight (linear) or of the training max (percentage).
    public var deloadPercent: Double
    /// The bottom of the rep range (double progression).
    public var minReps: Int?
    /// The top of the rep range (double progression).
    public var maxReps: Int?
    /// The training max the first week starts from (percentage).
    public var trainingMax: Mass?
    /// The weeks of a cycle (percentage).
    public var weeks: [[PercentSet]]?
    /// Sessions before this day are not replayed: the day the rule was set (the day after a
    /// regeneration that carried what it earned when that includes a session of its day).
    public var since: LocalDate
    /// The unit loads are worked out and rounded in: the user's unit when the rule was set, so
    /// the targets do not change when the display unit does (`nil` in rules saved before it
    /// was kept: the unit in use).
    public var unit: MassUnit?

    /// Creates a rule; use the static makers for the usual ones.
    public init(
        kind: Kind, step: Mass, deloadAfter: Int = 3, deloadPercent: Double = 10, minReps: Int? = nil,
        maxReps: Int? = nil, trainingMax: Mass? = nil, weeks: [[PercentSet]]? = nil, since: LocalDate
    ) {
        self.kind = kind
        self.step = step
        self.deloadAfter = deloadAfter
        self.deloadPercent = deloadPercent
        self.minReps = minReps
        self.maxReps = maxReps
        self.trainingMax = trainingMax
        self.weeks = weeks
        self.since = since
    }

    /// Whether `other` is this rule moved to another unit (a program regenerated after the
    /// lifter changed units): the same in everything but its unit and its step.
    public func isMoved(to other: Progression) -> Bool {
        guard let unit, let otherUnit = other.unit, unit != otherUnit else { return false }
        var same = other
        same.unit = unit
        same.step = step
        return same == self
    }

    /// Linear progression: `step` after every session that met its reps.
    public static func linear(step: Mass, deloadAfter: Int = 3, deloadPercent: Double = 10, since: LocalDate)
        -> Progression
    {
        Progression(
            kind: .linear, step: step, deloadAfter: deloadAfter, deloadPercent: deloadPercent, since: since)
    }

    /// Double progression over `reps`.
    public static func double(reps: ClosedRange<Int>, step: Mass, since: LocalDate) -> Progression {
        Progression(
            kind: .double, step: step, minReps: reps.lowerBound, maxReps: reps.upperBound, since: since)
    }

    /// Percentages of `trainingMax`, 5/3/1's three weeks unless `weeks` are given.
    public static func percentage(
        trainingMax: Mass, step: Mass, weeks: [[PercentSet]] = fiveThreeOne, since: LocalDate
    ) -> Progression {
        Progression(kind: .percentage, step: step, trainingMax: trainingMax, weeks: weeks, since: since)
    }

    /// The rule a generated program gives its exercises: double progression from the goal's
    /// reps (a generated plan has no weights: the first session's weight is where it starts),
    /// three reps wide for strength (5–8), four otherwise (10–14, 12–16, 15–19).
    public static func generated(goal: TrainingGoal, reps: Int, step: Mass, since: LocalDate) -> Progression {
        double(reps: reps...(reps + (goal == .strength ? 3 : 4)), step: step, since: since)
    }

    /// 5/3/1's weeks: 65/75/85 % × 5, 5, 5+; 70/80/90 % × 3, 3, 3+; 75/85/95 % × 5, 3, 1+.
    public static let fiveThreeOne: [[PercentSet]] = [
        [.init(percent: 65, reps: 5), .init(percent: 75, reps: 5), .init(percent: 85, reps: 5, amrap: true)],
        [.init(percent: 70, reps: 3), .init(percent: 80, reps: 3), .init(percent: 90, reps: 3, amrap: true)],
        [.init(percent: 75, reps: 5), .init(percent: 85, reps: 3), .init(percent: 95, reps: 1, amrap: true)],
    ]

    /// What is wrong with the rule, or `nil`: every value is checked, since a rule is read from
    /// a file that may have been edited or damaged.
    public var problem: String? {
        guard step.kilograms.isFinite, step.kilograms > 0, step.kilograms <= 50 else {
            return "A progression step is more than 0 and at most 50 kg (110 lb)."
        }
        guard (1...20).contains(deloadAfter) else { return "A deload comes after 1 to 20 failed sessions." }
        guard deloadPercent.isFinite, (0...50).contains(deloadPercent) else {
            return "A deload takes 0 to 50 % off."
        }
        switch kind {
        case .linear:
            return nil
        case .double:
            guard let minReps, let maxReps, 1 <= minReps, minReps < maxReps, maxReps <= 100 else {
                return "A double progression needs a rep range such as 8-12 (from 1 to 100 reps)."
            }
            return nil
        case .percentage:
            guard let trainingMax, trainingMax.kilograms.isFinite, trainingMax.kilograms > 0,
                trainingMax.kilograms <= 1000
            else { return "A percentage rule needs a training max from more than 0 to 1,000 kg." }
            guard let weeks, !weeks.isEmpty, weeks.count <= 12,
                weeks.allSatisfy({ week in
                    !week.isEmpty && week.count <= 20
                        && week.allSatisfy {
                            $0.percent.isFinite && (1...150).contains($0.percent)
                                && (1...100).contains($0.reps)
                        }
                })
            else { return "A percentage rule needs 1 to 12 weeks of sets at 1–150 % for 1–100 reps." }
            return nil
        }
    }
}

extension Progression {
    /// The rule in one line, in `unit`: "linear +2.5 kg, deload 10 % after 3 misses",
    /// "double progression 8–12 reps, then +2.5 kg, deload 10 % after 3 misses",
    /// "5/3/1 from a 100 kg training max, +2.5 kg a cycle".
    ///
    /// With `unloaded` (a bodyweight or band exercise), the step is said as added load, and a
    /// double progression's top of the range as a harder variation: "+2.5 kg" alone read as if
    /// push-ups had a weight to raise.
    public func summary(unit: MassUnit, unloaded: Bool = false) -> String {
        let step = self.step.formatted(in: unit)
        let deload =
            "deload \(Mass.number(deloadPercent)) % after \(deloadAfter) \(deloadAfter == 1 ? "miss" : "misses")"
        switch kind {
        case .linear:
            return unloaded ? "linear +\(step) of added load, \(deload)" : "linear +\(step), \(deload)"
        case .double:
            let then = unloaded ? "a harder variation or +\(step) of added load" : "+\(step)"
            return "double progression \(minReps ?? 0)–\(maxReps ?? 0) reps, then \(then), \(deload)"
        case .percentage:
            let weeks = self.weeks ?? Self.fiveThreeOne
            let name = weeks == Self.fiveThreeOne ? "5/3/1" : "\(weeks.count)-week percentages"
            return "\(name) from a \(trainingMax?.formatted(in: unit) ?? "–") training max, +\(step) a cycle"
        }
    }
}
