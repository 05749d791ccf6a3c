import CoreModels
import Plans

/// A progression rule replayed over logged sessions: the next target, and for every session
/// what was asked, what was done and what the rule made of it. Nothing is stored between
/// sessions: the rule, the plan's sets and the history are the whole state, so a target can
/// always be explained and a rule can be tried on past history (`--simulate`).
public struct ProgressionReplay: Sendable, Equatable {
    /// One working set asked for or done.
    public struct Load: Sendable, Equatable, Codable {
        /// The weight (`nil`: bodyweight).
        public var weight: Mass?
        /// The reps (the minimum, for an AMRAP set).
        public var reps: Int
        /// As many reps as possible.
        public var amrap: Bool

        /// Creates a load.
        public init(weight: Mass?, reps: Int, amrap: Bool = false) {
            self.weight = weight
            self.reps = reps
            self.amrap = amrap
        }
    }

    /// One logged session of the exercise.
    public struct Session: Sendable, Equatable, Codable {
        /// Its day.
        public var date: LocalDate
        /// Its working sets as done, in order.
        public var sets: [Load]
        /// Whether its check-in took a set off every exercise (low energy or knee pain): it is
        /// then asked one set fewer than the target, as the workout asked.
        public var trimmed: Bool
        /// Whether it was logged in a workout without a plan or a program day (an "Arms lunch"
        /// of 2×10 curls, or an import): one that falls short of the target while lighter than
        /// it is no attempt at it and is left out; at the target's weight it is a miss as any.
        public var unplanned: Bool
        /// Whether it is asked only as many sets as it did (a simulation over a history logged
        /// before the plan: its sessions' set counts were not the plan's, and judging three
        /// sets against today's four made every one a miss, and the rule a deload spiral).
        public var ownSetCount: Bool

        /// Creates a session.
        public init(
            date: LocalDate, sets: [Load], trimmed: Bool = false, unplanned: Bool = false,
            ownSetCount: Bool = false
        ) {
            self.date = date
            self.sets = sets
            self.trimmed = trimmed
            self.unplanned = unplanned
            self.ownSetCount = ownSetCount
        }

        enum CodingKeys: String, CodingKey { case date, sets, trimmed, unplanned, ownSetCount }

        /// Reads a session; one written without `trimmed` or `unplanned` was neither.
        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            date = try values.decode(LocalDate.self, forKey: .date)
            sets = try values.decode([Load].self, forKey: .sets)
            trimmed = try values.decodeIfPresent(Bool.self, forKey: .trimmed) ?? false
            unplanned = try values.decodeIfPresent(Bool.self, forKey: .unplanned) ?? false
            ownSetCount = try values.decodeIfPresent(Bool.self, forKey: .ownSetCount) ?? false
        }

        /// What the session was asked of `target`: its first sets only, as many as it did, when
        /// it is asked its own set count; one set fewer when its check-in trimmed it (never below
        /// one); else `target`.
        func asked(of target: [Load]) -> [Load] {
            if ownSetCount, sets.count < target.count { return Array(target.prefix(max(1, sets.count))) }
            return trimmed && target.count > 1 ? Array(target.dropLast()) : target
        }
    }

    /// What the rule made of one session.
    public struct Step: Sendable, Equatable, Codable {
        /// The session.
        public let session: Session
        /// The target it was asked to meet.
        public let target: [Load]
        /// Whether it met the target.
        public let met: Bool
        /// What the rule did, in words ("+2.5 kg", "2nd miss of 3", "deload −10 %").
        public let change: String
        /// The target after it.
        public let next: [Load]
        /// Whether the rule took its starting weight from this session (its plan had none):
        /// short of that weight on a set, it is neither met nor a miss, only the start.
        public let started: Bool

        /// Whether it is said as a start and nothing else (not met, and no miss counted).
        public var onlyStarted: Bool { started && !met }
    }

    /// The rule.
    public let rule: Progression
    /// The sessions replayed, oldest first.
    public let steps: [Step]
    /// The unplanned sessions lighter than their target that fell short of it, left out
    /// (`Session.unplanned`).
    public let skipped: [Session]
    /// The next target.
    public let next: [Load]
    /// The training max after the last session (percentage rules).
    public let trainingMax: Mass?

    /// Replays `rule` from the plan's working sets `base` over `sessions` (oldest first, only
    /// those the rule should see), rounding loads to multiples of `increment` (the smallest
    /// load change the gym can make) in `unit`; with `ladder` (the weights of the gym's fixed
    /// dumbbells, lightest first), loads are those weights instead, and a step up goes to the
    /// next one (a 2 kg step from 14 kg with 14, 17.5 and 20 kg dumbbells asks 17.5 kg).
    /// With `load` (how the gym in use loads a weight), every target is asked, and a session
    /// judged against it, as the gym loads it: 137.5 lb the plates cannot make is asked as 135 lb,
    /// and 135 lb done meets it.
    public init(
        rule: Progression, base: [Load], sessions: [Session], increment: Mass, unit: MassUnit,
        ladder: [Mass]? = nil, load: ((Mass) -> Mass)? = nil
    ) {
        var state = State(rule: rule, base: base, increment: increment, unit: unit, ladder: ladder)
        state.load = load
        var steps: [Step] = []
        var skipped: [Session] = []
        for session in sessions {
            let target = session.asked(of: state.asked)
            var after = state
            let (met, change, judged, started) = after.absorb(session)
            if session.unplanned && !met && Self.lighter(session.sets, than: target, grace: state.grace) {
                skipped.append(session)
                continue
            }
            state = after
            steps.append(
                Step(
                    session: session, target: judged, met: met, change: change, next: state.asked,
                    started: started))
        }
        self.rule = rule
        self.steps = steps
        self.skipped = skipped
        self.next = state.asked
        self.trainingMax = rule.kind == .percentage ? state.trainingMax : nil
    }

    /// Whether every set of `done` is lighter than the heaviest asked weight of `target` by more
    /// than `grace` (none without an asked weight).
    static func lighter(_ done: [Load], than target: [Load], grace: Mass) -> Bool {
        guard let asked = target.compactMap(\.weight).max() else { return false }
        let top = done.compactMap(\.weight).max()?.kilograms ?? 0
        return top + grace.kilograms < asked.kilograms
    }

    /// The reason for the next target in one line, such as "3×8 @ 60 kg met on 11-18 → +2.5 kg".
    public func reason(unit: MassUnit) -> String {
        guard let last = steps.last else {
            return rule.kind == .percentage
                ? "week 1 of the cycle, training max \(trainingMax.map { Self.text($0, unit) } ?? "–")"
                : "no session counted by the rule yet: the plan's targets"
        }
        let day = last.session.date
        let when = "\(PlainText.zeroPadded(day.month, 2))-\(PlainText.zeroPadded(day.day, 2))"
        let result = last.onlyStarted ? "" : last.met ? " met" : " missed"
        return "\(Self.describe(last.session.sets, unit: unit))\(result) on \(when) → \(last.change)"
    }

    /// Loads as people write them: "3×8 @ 60 kg", "5 @ 80 kg, 3 @ 90 kg, 1+ @ 95 kg"; a set
    /// without a weight, or with 0 (bodyweight), has no "@".
    public static func describe(_ loads: [Load], unit: MassUnit) -> String {
        guard let first = loads.first else { return "no working sets" }
        func load(_ weight: Mass?) -> String {
            weight.flatMap { $0.kilograms == 0 ? nil : " @ \(text($0, unit))" } ?? ""
        }
        if loads.allSatisfy({ $0 == first }) {
            return "\(loads.count)×\(first.reps)\(first.amrap ? "+" : "")\(load(first.weight))"
        }
        return loads.map { "\($0.reps)\($0.amrap ? "+" : "")\(load($0.weight))" }.joined(separator: ", ")
    }

    static func text(_ mass: Mass, _ unit: MassUnit) -> String { mass.formatted(in: unit) }

}

extension ProgressionReplay {
    /// The rule's state between sessions.
    struct State {
        let rule: Progression
        var base: [Load]
        let increment: Mass
        let unit: MassUnit
        /// The only weights there are (fixed dumbbells), lightest first; `nil`: multiples of
        /// the increment.
        let ladder: [Mass]?
        /// Added to every base weight (linear, double), rounded to the increment: the plan's
        /// weights themselves stay as typed.
        var offset = Mass.zero
        /// With a ladder: how many weights up (or down, below zero) every base weight has
        /// moved, so a pyramid (10/12/14) keeps its shape one dumbbell up (12/14/17.5).
        var rungs = 0
        /// Failed sessions in a row (linear).
        var misses = 0
        /// The reps asked of every set (double).
        var reps: Int
        /// Sessions so far in the cycle (percentage).
        var week = 0
        var trainingMax: Mass
        /// How the gym in use loads a weight; `nil`: as the rule works it out.
        var load: ((Mass) -> Mass)?

        /// What the next session is asked: `target` as the gym in use loads it.
        var asked: [Load] {
            guard let load else { return target }
            return target.map { Load(weight: $0.weight.map(load), reps: $0.reps, amrap: $0.amrap) }
        }

        init(rule: Progression, base: [Load], increment: Mass, unit: MassUnit, ladder: [Mass]? = nil) {
            self.rule = rule
            self.base = base
            self.increment = increment
            let rungs = (ladder ?? []).filter { $0.kilograms > 0 && $0.kilograms.isFinite }.sorted()
            self.ladder = rungs.isEmpty ? nil : rungs
            self.unit = rule.unit ?? unit
            // The plan's reps stand while they are inside the rule's range.
            let planned = base.first?.reps
            if let low = rule.minReps, let high = rule.maxReps, let planned, low <= high {
                reps = min(max(planned, low), high)
            } else {
                reps = rule.minReps ?? planned ?? 1
            }
            trainingMax = rule.trainingMax ?? .zero
        }

        /// What the next session is asked to do.
        var target: [Load] {
            switch rule.kind {
            case .linear:
                return base.map { Load(weight: $0.weight.map(moved), reps: $0.reps) }
            case .double:
                return base.map { Load(weight: $0.weight.map(moved), reps: reps) }
            case .percentage:
                let weeks = rule.weeks ?? Progression.fiveThreeOne
                return weeks[week % weeks.count].map {
                    Load(
                        weight: round(Mass(kilograms: trainingMax.kilograms * $0.percent / 100)),
                        reps: $0.reps,
                        amrap: $0.amrap)
                }
            }
        }

        /// A base weight moved by the offset, never below zero (with a ladder: the weight
        /// `rungs` away from the one nearest to it, held at the ladder's ends).
        func moved(_ weight: Mass) -> Mass {
            if let ladder {
                let rung = min(max(rungIndex(of: weight, in: ladder) + rungs, 0), ladder.count - 1)
                return ladder[rung]
            }
            return Mass(kilograms: max(0, (weight + round(offset)).kilograms))
        }

        /// The index in `ladder` of the weight nearest `weight` (the lighter on a tie).
        func rungIndex(of weight: Mass, in ladder: [Mass]) -> Int {
            ladder.nearestIndex(to: weight) ?? 0
        }

        /// Sets `rungs` so the heaviest base weight moves to `weight` (a ladder's own).
        mutating func moveTop(to weight: Mass, in ladder: [Mass]) {
            rungs = rungIndex(of: weight, in: ladder) - rungIndex(of: baseTop, in: ladder)
        }

        /// The heaviest base weight (what a ladder's steps are measured from).
        var baseTop: Mass { base.compactMap(\.weight).max() ?? .zero }

        /// A move along the ladder of fixed weights.
        enum LadderMove {
            /// No ladder: weights move by the increment.
            case none
            /// Moved; the change in words ("+3.5 kg").
            case moved(String)
            /// Already at the ladder's end that way: the weight stays (said in words).
            case atEnd(String)
        }

        /// The heaviest weight the next session is asked for (the base as it now is, moved).
        var currentTop: Mass { target.compactMap(\.weight).max() ?? .zero }

        /// Moves the offset so the heaviest target is the ladder's weight nearest the rule's step
        /// above the current one, at least one weight up.
        mutating func climb() -> LadderMove {
            guard let ladder else { return .none }
            let top = currentTop
            let above = ladder.filter { $0.kilograms > top.kilograms + 0.01 }
            guard let heaviest = above.last else {
                return .atEnd("the heaviest dumbbell already: same weight")
            }
            // The one nearest the step up (the lighter on a tie): 14 + 2 kg with 17.5 next goes to
            // 17.5; 20 + 5 lb with dumbbells every 4 lb goes to 24; 20 + 5 kg every 1 kg to 25.
            let goal = top.kilograms + rule.step.kilograms
            let next = above.nearest(to: Mass(kilograms: goal)) ?? heaviest
            moveTop(to: next, in: ladder)
            return .moved("+" + (next - top).formatted(in: unit))
        }

        /// Moves the offset so the heaviest target is the ladder's weight nearest a deload of the
        /// current one, at least one below it.
        mutating func descend() -> LadderMove {
            guard let ladder else { return .none }
            let top = currentTop
            guard let below = ladder.last(where: { $0.kilograms < top.kilograms - 0.01 }) else {
                return .atEnd("the lightest dumbbell already: same weight")
            }
            let cut = round(Mass(kilograms: top.kilograms * (1 - rule.deloadPercent / 100)), down: true)
            let lower = cut.kilograms < top.kilograms - 0.01 ? cut : below
            moveTop(to: lower, in: ladder)
            return .moved("−" + (top - lower).formatted(in: unit))
        }

        /// Takes in one session; returns whether it met its target, what changed, the target it
        /// was judged against (the start's weight, for a session that starts the rule and met
        /// it), and whether the rule started from it.
        mutating func absorb(_ session: Session) -> (met: Bool, change: String, judged: [Load], started: Bool)
        {
            let target = session.asked(of: asked)
            let met = Self.meets(session.sets, target, grace: grace, allowance: allowance)
            // A plan without weights ("choose on the day", as generated plans are) starts from the
            // first session that has one: its heaviest set of at least the reps asked (a heavy
            // single is a test, not a weight for sets of five), or its heaviest set when none
            // reached them.
            if rule.kind != .percentage, !base.isEmpty, base.allSatisfy({ $0.weight == nil }),
                let done = Self.startingWeight(session.sets, reps: target.map(\.reps).min() ?? 1)
            {
                // Rounded to what the gym can load in the rule's unit: a session logged in the other
                // unit (87.5 kg is 192.9 lb) gave targets no pound plates make (192.85 lb + 5).
                // A weight under one step (2 kg with 2.5-kg steps) is not rounded away to nothing.
                let down = round(done, down: true)
                let top = down.kilograms > 0 ? down : (round(done).kilograms > 0 ? round(done) : done)
                base = base.map { Load(weight: top, reps: $0.reps, amrap: $0.amrap) }
                rungs = 0
                // Judged at the weight it starts from: 50 × 5, 50 × 5, 45 × 6 met "3 × 5" and moved
                // on to 6 reps at 50 kg, which one set never reached. Short of it, the same target
                // is asked again, with no miss counted (nothing was asked at a weight yet).
                let weighted = target.map { Load(weight: $0.weight ?? top, reps: $0.reps, amrap: $0.amrap) }
                let metAtStart = Self.meets(session.sets, weighted, grace: grace, allowance: allowance)
                // Said when the start is not what was lifted: 137.5 lb with 5-lb plates starts at
                // 135 lb, which read as a mistake without the reason (2 kg with 2.5-kg steps is
                // rounded up, as no lighter load is there).
                let direction = top.kilograms < done.kilograms ? "down" : "up"
                let start =
                    "starts at \(top.formatted(in: unit)) from this session"
                    + (abs(top.kilograms - done.kilograms) > 0.001
                        ? " (\(done.formatted(in: unit)) lifted, \(direction) to a load the gym in use makes)"
                        : "")
                guard metAtStart else { return (false, "\(start); every set at it next time", target, true) }
                let result = advance(session, target: weighted, met: true)
                return (result.met, "\(start); \(result.change)", weighted, true)
            }
            let result = advance(session, target: target, met: met)
            return (result.met, result.change, target, false)
        }

        /// The weight a plan without weights starts from: the heaviest of `sets` done for at
        /// least `reps` reps, else the heaviest; `nil` when no set has a weight.
        static func startingWeight(_ sets: [Load], reps: Int) -> Mass? {
            let weighted = sets.filter { ($0.weight?.kilograms ?? 0) > 0 }
            let enough = weighted.filter { $0.reps >= reps }
            return (enough.isEmpty ? weighted : enough).compactMap(\.weight).max()
        }

        /// Moves the rule on by one session, `met` or not, against `target`.
        mutating func advance(_ session: Session, target: [Load], met: Bool) -> (met: Bool, change: String) {
            let step = rule.step.formatted(in: unit)
            // The gym cannot add less than its smallest load change: a 2.5 kg step with only
            // 2.5 kg plates (5 kg a pair) adds 5 kg; the words say what is added.
            let loadable = increment.kilograms > rule.step.kilograms + 1e-9 ? increment : rule.step
            let before = round(offset)
            func added() -> String { "+" + (round(offset) - before).formatted(in: unit) }
            switch rule.kind {
            case .linear:
                if met {
                    misses = 0
                    switch climb() {
                    case .moved(let change), .atEnd(let change): return (true, change)
                    case .none:
                        offset = offset + loadable
                        return (true, added())
                    }
                }
                misses += 1
                guard misses >= rule.deloadAfter else {
                    return (false, "miss \(misses) of \(rule.deloadAfter) before a deload: same weight")
                }
                misses = 0
                let top = target.compactMap(\.weight).max() ?? .zero
                switch descend() {
                case .atEnd(let change): return (false, change)
                case .moved: break
                case .none: offset = offset - deload(from: top)
                }
                return (false, "deload −\(Mass.number(rule.deloadPercent)) %")
            case .double:
                let top = rule.maxReps ?? reps
                // Judged like `meets`, in any order: an extra set between the asked ones (a
                // heavier single) does not hide sets that reached the top of the range.
                let atTop = Self.meets(
                    session.sets, target.map { Load(weight: $0.weight, reps: top, amrap: $0.amrap) },
                    grace: grace, allowance: allowance)
                if met, atTop {
                    misses = 0  // a met session ends a run of misses, at the top of the range too
                    // Without a weight (bodyweight) there is nothing to add: the reps stay at the top.
                    if base.allSatisfy({ $0.weight == nil }) {
                        reps = top
                        return (true, "top of the range on every set: add load or a harder variation")
                    }
                    switch climb() {
                    case .atEnd(let change):
                        // No heavier weight to go to: the reps stay at the top, not back down.
                        reps = top
                        return (true, "top of the range on every set: \(change), \(reps) reps again")
                    case .moved(let change):
                        reps = rule.minReps ?? reps
                        return (true, "top of the range on every set: \(change), back to \(reps) reps")
                    case .none:
                        offset = offset + loadable
                        reps = rule.minReps ?? reps
                        return (true, "top of the range on every set: \(added()), back to \(reps) reps")
                    }
                }
                if met {
                    misses = 0
                    // The asked number of sets at the asked weight or more (within the grace, as
                    // `met` is judged), most reps first: the fewest reps among them is where the
                    // range goes on from.
                    let lightest = target.compactMap(\.weight).min() ?? .zero
                    let fewest =
                        session.sets.filter {
                            ($0.weight?.kilograms ?? 0) >= lightest.kilograms - allowance($0.weight, lightest)
                        }.map(
                            \.reps
                        )
                        .sorted(by: >).prefix(target.count).min() ?? reps
                    reps = min(top, max(reps, fewest) + 1)
                    return (true, "\(reps) reps next")
                }
                // Missed: the same target, until the rule's count of misses in a row lowers the
                // weight (as linear progression does) and starts the range again.
                misses += 1
                let weighted = target.compactMap(\.weight).max().map { $0.kilograms > 0 } ?? false
                guard weighted, misses >= rule.deloadAfter else {
                    return (
                        false,
                        weighted
                            ? "miss \(misses) of \(rule.deloadAfter) before a deload: same target"
                            : "same target"
                    )
                }
                misses = 0
                let heaviest = target.compactMap(\.weight).max() ?? .zero
                reps = rule.minReps ?? reps
                switch descend() {
                case .atEnd(let change): return (false, "\(change), back to \(reps) reps")
                case .moved: break
                case .none: offset = offset - deload(from: heaviest)
                }
                return (false, "deload −\(Mass.number(rule.deloadPercent)) %, back to \(reps) reps")
            case .percentage:
                let weeks = rule.weeks ?? Progression.fiveThreeOne
                week += 1
                guard week % weeks.count == 0 else { return (met, "week \(week % weeks.count + 1) next") }
                if met {
                    trainingMax = trainingMax + rule.step
                    return (true, "cycle done: training max +\(step) to \(trainingMax.formatted(in: unit))")
                }
                // The training max is a number the targets are worked out from, not a weight to
                // lift: rounded to the increment, never to one of the dumbbells.
                trainingMax = round(
                    Mass(kilograms: trainingMax.kilograms * (1 - rule.deloadPercent / 100)), toLadder: false)
                return (
                    false,
                    "final set short: training max −\(Mass.number(rule.deloadPercent)) % to \(trainingMax.formatted(in: unit))"
                )
            }
        }

        /// Whether `done` meets `target`: every asked set has a done set of its own with at least
        /// its reps at no less than its weight, in any order. Compared position by position,
        /// 225×5, 230.5×4, 225×5, 225×5 for 3×5 @ 225 was a miss (the heavier extra set stood in
        /// the second place). A weight short of the target by less than `grace` counts as at it.
        /// `allowance`, when given, says how far under an asked weight a done weight may be (in
        /// kilograms) instead of `grace`.
        static func meets(
            _ done: [Load], _ target: [Load], grace: Mass = Mass(kilograms: 0.01),
            allowance: ((Mass?, Mass) -> Double)? = nil
        ) -> Bool {
            guard done.count >= target.count else { return false }
            func covers(_ set: Load, _ asked: Load) -> Bool {
                set.reps >= asked.reps
                    && (asked.weight.map {
                        ($0.kilograms - (allowance?(set.weight, $0) ?? grace.kilograms))
                            <= (set.weight?.kilograms ?? 0)
                    } ?? true)
            }
            // A matching of asked sets to done sets (augmenting paths; the lists are a few sets):
            // taking the weakest covering set for each ask in turn could use up the one a later
            // ask needed (110×5 and 100×8 for 5 @ 100 and 8 @ 80).
            var owner = [Int?](repeating: nil, count: done.count)
            func assign(_ ask: Int, _ visited: inout [Bool]) -> Bool {
                for set in done.indices where !visited[set] && covers(done[set], target[ask]) {
                    visited[set] = true
                    if let current = owner[set], !assign(current, &visited) { continue }
                    owner[set] = ask
                    return true
                }
                return false
            }
            for ask in target.indices {
                var visited = [Bool](repeating: false, count: done.count)
                guard assign(ask, &visited) else { return false }
            }
            return true
        }

        /// How far under a target weight a set may be and still be at it: less than half the
        /// gym's smallest load change (at least a hundredth of a kilogram). A set off the gym's
        /// steps by less than that comes from rounding between units or to the gym's weights, not
        /// from lifting less: 20 kg done against the 45 lb that 20 kg became in pounds (44.09 lb)
        /// was a miss, three of them a deload.
        var grace: Mass {
            Mass(kilograms: max(0.01, increment.kilograms / 2 - 0.001))
        }

        /// How far under `asked` the weight `done` may be and still be at it, in kilograms: the
        /// `grace` for a weight the gym in use has, or one as people type them in its unit (one
        /// of its dumbbells, or 42.5 lb against a rack every 5 lb; without a rack, in the rule's
        /// unit: 42.5 lb against 45 lb is a lighter weight lifted), and one whole step of the gym in use (the gap to its next lighter dumbbell,
        /// else its smallest load change) for a weight it does not have: lifted at another gym,
        /// whose targets were its own. 14 kg done at a kilogram gym was a miss against the 35 lb
        /// the pound gym's dumbbells made of the same rule.
        func allowance(_ done: Mass?, _ asked: Mass) -> Double {
            guard let done, done.kilograms > 0 else { return grace.kilograms }
            if let ladder {
                // One of the rack's weights, or one as people type them in the rack's unit (42.5
                // lb against a rack every 5 lb), was lifted lighter; a conversion was lifted elsewhere.
                let rackUnit: MassUnit =
                    ladder.allSatisfy { $0.readsAsTyped(in: .kilograms) } ? .kilograms : .pounds
                guard !ladder.contains(where: { abs($0.kilograms - done.kilograms) < 0.02 }),
                    !done.readsAsTyped(in: rackUnit),
                    let index = ladder.lastIndex(where: { $0.kilograms <= asked.kilograms + 0.01 }), index > 0
                else { return grace.kilograms }
                return max(grace.kilograms, ladder[index].kilograms - ladder[index - 1].kilograms + 0.001)
            }
            guard !done.readsAsTyped(in: unit) else { return grace.kilograms }
            return max(grace.kilograms, increment.kilograms + 0.001)
        }

        /// What a deload takes off `top`: the rule's percentage, and at least one of the gym's
        /// steps, so the rounded target does drop (10 % of 15 lb with 5-lb dumbbells rounded
        /// back to 15 lb while the text said "deload").
        func deload(from top: Mass) -> Mass {
            let cut = top.kilograms * rule.deloadPercent / 100
            guard top.kilograms > 0, rule.deloadPercent > 0 else { return Mass(kilograms: cut) }
            return Mass(kilograms: min(top.kilograms, max(cut, increment.kilograms)))
        }

        /// `mass` to the nearest multiple of the increment in the user's unit (with `down`, the
        /// nearest not above it: a start no heavier than what was done); with a ladder, to its
        /// nearest weight (the lighter on a tie; with `down`, the heaviest not above, else the
        /// lightest).
        func round(_ mass: Mass, down: Bool = false, toLadder: Bool = true) -> Mass {
            if toLadder, let ladder {
                if down { return ladder.last { $0.kilograms <= mass.kilograms + 0.01 } ?? ladder[0] }
                return ladder.nearest(to: mass) ?? mass
            }
            let step = increment.value(in: unit)
            guard step > 0 else { return mass }
            let steps = mass.value(in: unit) / step
            let value = (down ? (steps + 1e-9).rounded(.down) : steps.rounded()) * step
            return Mass((value * 100).rounded() / 100, unit)
        }
    }
}
