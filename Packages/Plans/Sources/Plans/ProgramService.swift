import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Onboarding and the adaptive program: saves the profile, generates the week, saves each
/// day as a plan (V2.1) and remembers the program (FR-005, FR-014).
public struct ProgramService: Sendable {
    let store: any ProgramStore
    let plans: PlanService
    let clock: any WallClock

    /// Creates the service.
    public init(store: any ProgramStore, plans: PlanService, clock: any WallClock) {
        self.store = store
        self.plans = plans
        self.clock = clock
    }

    /// The saved profile, or `nil` before set-up.
    ///
    /// - Throws: `StorageError`.
    public func profile() async throws -> TrainingProfile? { try await store.profile() }

    /// Saves a changed profile without regenerating.
    ///
    /// - Throws: `StorageError`.
    public func saveProfile(_ profile: TrainingProfile) async throws { try await store.saveProfile(profile) }

    /// The current program, or `nil`.
    ///
    /// - Throws: `StorageError`.
    public func program() async throws -> Program? { try await store.program() }

    /// The progression rules of the current program's plans that work out their loads in
    /// another unit than `unit` (set up in kg by a lifter who now uses lb), day by day.
    ///
    /// - Throws: `StorageError`.
    public func rules(notIn unit: MassUnit) async throws -> [Progression] {
        guard let program = try await program() else { return [] }
        var rules: [Progression] = []
        for day in program.days {
            for exercise in try await plans.store.plan(day.planID)?.exercises ?? [] {
                if let rule = exercise.progression, let ruleUnit = rule.unit, ruleUnit != unit {
                    rules.append(rule)
                }
            }
        }
        return rules
    }

    /// Saves `profile` and generates a new program from it. The previous program's plans are
    /// replaced, except those a workout already used, which are kept.
    ///
    /// With `progression`, every exercise gets the goal's default rule (`Progression.generated`),
    /// its sessions counted from the day given.
    ///
    /// Unless `freshTargets`, an exercise a plan of the previous program had, for the same
    /// goal, keeps what it earned there: its progression rule with the day it was set (its
    /// sessions since still count) and notes; and, when that plan gave it weights (an edit or
    /// `--update-plan`), its sets and rest too; otherwise the new sets and rest, which fit the
    /// minutes now chosen. The same day's plan is looked at first, then any day's, then the
    /// used generated plans kept from earlier programs (newest first), so an exercise that comes
    /// back after a program without it keeps its rule too.
    ///
    /// - Returns: the program and its plans.
    /// - Throws: `GeneratorError` (nothing saved), `StorageError`.
    @discardableResult
    public func generate(
        profile: TrainingProfile, equipment: Set<EquipmentKind>, exercises: [Exercise],
        kneeFlags: [ExerciseID: Int],
        seed: UInt64, progression: (step: Mass, since: LocalDate, unit: MassUnit)? = nil,
        freshTargets: Bool = false
    ) async throws -> (Program, [Plan]) {
        let generation = try await generateKeepingEdits(
            profile: profile, equipment: equipment, exercises: exercises, kneeFlags: kneeFlags, seed: seed,
            progression: progression, freshTargets: freshTargets)
        return (generation.program, generation.plans)
    }

    /// What a generation made, and the user's edits of the previous program it kept.
    public struct Generation: Sendable {
        /// The program.
        public let program: Program
        /// Its plans, one a day.
        public let plans: [Plan]
        /// Exercises the generator chose that are left out because they were removed from the
        /// same day's plan of the previous program: (day label, exercise name).
        public let keptRemoved: [(day: String, name: String)]
        /// Exercises added to the same day's plan of the previous program, kept: (day label,
        /// exercise name).
        public let keptAdded: [(day: String, name: String)]
        /// Exercises added to a day of the previous program that the new week no longer has
        /// (fewer days a week): (day label, exercise name), for the command to say.
        public let addedToDroppedDays: [(day: String, name: String)]
        /// For each day label, the previous programs' exercise each of the day's exercises was
        /// carried from (its rule, notes and weighted sets) or kept as (an added one): what a
        /// command that reads history judges the rule's earned targets by.
        public var carriedFrom: [String: [ExerciseID: PlanExercise]] = [:]
    }

    /// `generate(…)`, which also keeps the user's edits of the previous program's plans, day by
    /// day (unless `freshTargets`): an exercise the generator had given a day and the user
    /// removed from its plan stays out, and one the user added stays in (as it was). Only days
    /// whose generated exercises were recorded (programs from this version on) are compared.
    ///
    /// - Throws: `GeneratorError` (nothing saved), `StorageError`.
    public func generateKeepingEdits(
        profile: TrainingProfile, equipment: Set<EquipmentKind>, exercises: [Exercise],
        kneeFlags: [ExerciseID: Int],
        seed: UInt64, progression: (step: Mass, since: LocalDate, unit: MassUnit)? = nil,
        freshTargets: Bool = false
    ) async throws -> Generation {
        var days = try PlanGenerator().generate(
            .init(
                profile: profile, equipment: equipment, exercises: exercises, kneeFlags: kneeFlags, seed: seed
            ))
        // What the generator chose for each day, before any edit is carried over.
        let generatedByDay = Dictionary(
            days.map { ($0.label, $0.exercises.map(\.exerciseID)) }, uniquingKeysWith: { first, _ in first })
        if let progression {
            days = days.map { day in
                day.withExercises(
                    day.exercises.map { exercise in
                        var exercise = exercise
                        exercise.progression = Progression.generated(
                            goal: profile.goal, reps: exercise.sets.first?.reps ?? 10, step: progression.step,
                            since: progression.since)
                        exercise.progression?.unit = progression.unit
                        return exercise
                    })
            }
        }
        let previous = try await store.program()
        var carriedFrom: [String: [ExerciseID: PlanExercise]] = [:]
        if let previous, !freshTargets, previous.profile.goal == profile.goal {
            let earned = try await earnedTargets(previous)
            days = days.map { day in
                day.withExercises(
                    day.exercises.map { exercise in
                        let old =
                            earned.byDay[day.label]?[exercise.exerciseID] ?? earned.any[exercise.exerciseID]
                        if let old { carriedFrom[day.label, default: [:]][exercise.exerciseID] = old }
                        return old?.carried(into: exercise) ?? exercise
                    })
            }
        }
        var keptRemoved: [(day: String, name: String)] = []
        var keptAdded: [(day: String, name: String)] = []
        var addedToDroppedDays: [(day: String, name: String)] = []
        if let previous, !freshTargets {
            // An added exercise stays (whatever the equipment: the user chose it) unless the
            // knees have flagged it out, as the generator leaves such an exercise out.
            func stillFits(_ exercise: PlanExercise) -> Bool {
                (kneeFlags[exercise.exerciseID] ?? 0) < PlanGenerator.flagThreshold
            }
            // An exercise removed from every day it was generated for stays out of every day
            // (another seed may give it to another day); one removed from one day of several,
            // out of that day.
            var everywhere: Set<ExerciseID> = []
            var anywhere: Set<ExerciseID> = []
            var oldPlans: [String: Plan] = [:]
            for old in previous.days {
                guard let generated = old.generated, let plan = try await plans.store.plan(old.planID) else {
                    continue
                }
                oldPlans[old.label] = plan
                everywhere.formUnion(generated)
                anywhere.formUnion(plan.exercises.map(\.exerciseID))
            }
            let removedEverywhere = everywhere.subtracting(anywhere)
            let labels = Set(days.map(\.label))
            for old in previous.days where !labels.contains(old.label) {
                guard let generated = old.generated, let plan = oldPlans[old.label] else { continue }
                addedToDroppedDays += Self.edits(generated: generated, plan: plan.exercises).added.map {
                    (old.label, $0.name)
                }
            }
            for (index, day) in days.enumerated() {
                guard let old = previous.days.first(where: { $0.label == day.label }),
                    let generated = old.generated, let plan = oldPlans[day.label]
                else {
                    let kept = day.exercises.filter { !removedEverywhere.contains($0.exerciseID) }
                    guard !kept.isEmpty, kept.count < day.exercises.count else { continue }
                    keptRemoved += day.exercises.filter { removedEverywhere.contains($0.exerciseID) }.map {
                        (day.label, $0.name)
                    }
                    days[index] = day.withExercises(kept)
                    continue
                }
                var edits = Self.edits(generated: generated, plan: plan.exercises)
                edits.removed.formUnion(removedEverywhere)
                var kept = day.exercises.filter { !edits.removed.contains($0.exerciseID) }
                let added = edits.added.filter(stillFits)
                for exercise in added where !kept.contains(where: { $0.exerciseID == exercise.exerciseID }) {
                    // Kept as the user made it, its rule moved to the lifter's unit as the others'.
                    kept.append(
                        progression.map { exercise.movingRule(to: $0.unit, generatedStep: $0.step) }
                            ?? exercise)
                    carriedFrom[day.label, default: [:]][exercise.exerciseID] = exercise
                }
                // A day the user emptied of every generated exercise keeps what was generated.
                guard !kept.isEmpty else { continue }
                // A day the user put in another order (squat moved first) keeps that order: its
                // exercises where they were, exercises new to it after them in generated order.
                let oldOrder = plan.exercises.map(\.exerciseID)
                let inOld = Set(oldOrder)
                if oldOrder != generated.filter(inOld.contains) + edits.added.map(\.exerciseID) {
                    let place = Dictionary(oldOrder.enumerated().map { ($1, $0) }) { first, _ in first }
                    kept = kept.enumerated().sorted {
                        (place[$0.element.exerciseID] ?? oldOrder.count, $0.offset)
                            < (place[$1.element.exerciseID] ?? oldOrder.count, $1.offset)
                    }.map(\.element)
                }
                keptRemoved += day.exercises.filter { edits.removed.contains($0.exerciseID) }.map {
                    (day.label, $0.name)
                }
                keptAdded += added.filter { added in
                    !day.exercises.contains { $0.exerciseID == added.exerciseID }
                }.map { (day.label, $0.name) }
                days[index] = day.withExercises(kept)
            }
        }
        try await store.saveProfile(profile)
        if let previous {
            // Used plans stay (history points at them) under a name that says they were replaced,
            // so the new program's days get the plain names instead of piling up as "Day A (2)".
            let retired = "replaced \(LocalDate(clock.now, in: Zone.utc))"
            var taken = Set(try await plans.list().map { $0.name.lowercased() })
            for day in previous.days {
                guard let old = try await plans.store.plan(day.planID) else { continue }
                if old.lastUsedAt == nil {
                    try await plans.delete(old.id)
                } else if old.source == .generated, old.name.lowercased() == "day \(day.label)".lowercased() {
                    var name = "\(old.name) (\(retired))"
                    var counter = 2
                    while taken.contains(name.lowercased()) {
                        name = "\(old.name) (\(retired), \(counter))"
                        counter += 1
                    }
                    taken.insert(name.lowercased())
                    try await plans.rename(old.id, to: name)
                }
            }
        }
        var created: [Plan] = []
        var programDays: [Program.Day] = []
        let existingNames = Set(try await plans.list().map { $0.name.lowercased() })
        for day in days {
            var name = "Day \(day.label)"
            var counter = 2
            while existingNames.contains(name.lowercased()) {
                name = "Day \(day.label) (\(counter))"
                counter += 1
            }
            let plan = try await plans.create(name, source: .generated, exercises: day.exercises)
            created.append(plan)
            programDays.append(
                Program.Day(
                    label: day.label, weekday: day.weekday, planID: plan.id,
                    generated: generatedByDay[day.label]))
        }
        let program = Program(
            profile: profile, seed: seed, generatedAt: PlanService.wholeSeconds(clock.now), days: programDays)
        try await store.saveProgram(program)
        return Generation(
            program: program, plans: created, keptRemoved: keptRemoved, keptAdded: keptAdded,
            addedToDroppedDays: addedToDroppedDays, carriedFrom: carriedFrom)
    }

    /// The user's edits of a generated day: the generated exercises no longer in its plan, and
    /// the plan's exercises the generator had not given it (in the plan's order).
    static func edits(generated: [ExerciseID], plan: [PlanExercise]) -> (
        removed: Set<ExerciseID>, added: [PlanExercise]
    ) {
        let inPlan = Set(plan.map(\.exerciseID))
        let chosen = Set(generated)
        return (chosen.subtracting(inPlan), plan.filter { !chosen.contains($0.exerciseID) })
    }

    /// The exercises of `program`'s plans by day label, and by exercise alone: the first day's
    /// when two days have it, else the newest used generated plan's that has it with a rule.
    private func earnedTargets(_ program: Program) async throws
        -> (byDay: [String: [ExerciseID: PlanExercise]], any: [ExerciseID: PlanExercise])
    {
        var byDay: [String: [ExerciseID: PlanExercise]] = [:]
        var any: [ExerciseID: PlanExercise] = [:]
        var current = Set<PlanID>()
        for day in program.days {
            guard let plan = try await plans.store.plan(day.planID) else { continue }
            current.insert(plan.id)
            for exercise in plan.exercises {
                if byDay[day.label]?[exercise.exerciseID] == nil {
                    byDay[day.label, default: [:]][exercise.exerciseID] = exercise
                }
                if any[exercise.exerciseID] == nil { any[exercise.exerciseID] = exercise }
            }
        }
        let earlier = try await plans.list().filter {
            $0.source == .generated && $0.lastUsedAt != nil && !current.contains($0.id)
        }.sorted { ($0.lastUsedAt ?? .distantPast) > ($1.lastUsedAt ?? .distantPast) }
        for plan in earlier {
            for exercise in plan.exercises
            where exercise.progression != nil && any[exercise.exerciseID] == nil {
                any[exercise.exerciseID] = exercise
            }
        }
        return (byDay, any)
    }

    /// Forgets the profile and program (the plans stay unless the whole profile is reset).
    ///
    /// - Throws: `StorageError`.
    public func reset() async throws { try await store.reset() }
}

extension PlanExercise {
    /// `generated` with this exercise's progression rule (when it has one) and notes, and, when
    /// its sets have weights or other reps than the generated ones (an edit, a workout's
    /// `--update-plan`, or reps a rule earned on a movement without load, carried by an earlier
    /// regeneration), its sets and rest; the generated name and superset stay. Plain generated
    /// sets are not carried: the new ones fit the minutes now chosen.
    ///
    /// A rule that counted in the other unit (set up in kg by a lifter in lb) moves to the
    /// generated rule's unit (`movingRule(to:generatedStep:)`). Its sessions and day stay here:
    /// the program command, which reads history, carries what they earned in the old unit
    /// into the new one and restarts the rule from that day (`Generation.carriedFrom`).
    fileprivate func carried(into generated: PlanExercise) -> PlanExercise {
        var exercise = generated
        let moved =
            generated.progression.flatMap { rule in
                rule.unit.map { movingRule(to: $0, generatedStep: rule.step) }
            } ?? self
        if let progression = moved.progression { exercise.progression = progression }
        if let notes { exercise.notes = notes }
        let generatedReps = Set(generated.sets.filter { $0.type == .working }.map(\.reps))
        let ownReps = Set(sets.filter { $0.type == .working }.map(\.reps))
        if !sets.isEmpty, sets.contains(where: { $0.weight != nil }) || ownReps != generatedReps {
            exercise.sets = moved.sets
            exercise.restSeconds = restSeconds
        }
        return exercise
    }

    /// This exercise with its rule moved to `unit` when it counted in the other one: the step
    /// becomes `generatedStep` where it was the old unit's usual one (2.5 kg's 5.51 lb asked
    /// weights no pound plates make), else the old converted; weights go to the nearest
    /// multiple of the step. Unchanged otherwise.
    func movingRule(to unit: MassUnit, generatedStep: Mass) -> PlanExercise {
        guard var rule = progression, let old = rule.unit, old != unit else { return self }
        rule.unit = unit
        rule.step = Self.step(rule.step, from: old, to: unit, generated: generatedStep)
        var exercise = self
        exercise.progression = rule
        exercise.sets = sets.map { set in
            var set = set
            set.weight = set.weight?.nearest(multipleOf: rule.step, in: unit)
            return set
        }
        return exercise
    }

    /// A rule's step in `unit`: the generated one where the old was its unit's usual step
    /// (2.5 kg, 5 lb), else the old converted to the nearest quarter of `unit` (at least one).
    static func step(_ step: Mass, from old: MassUnit, to unit: MassUnit, generated: Mass) -> Mass {
        let usual = old == .pounds ? 5.0 : 2.5
        if abs(step.value(in: old) - usual) < 1e-9 { return generated }
        return Mass(max(0.25, (step.value(in: unit) * 4).rounded() / 4), unit)
    }
}
