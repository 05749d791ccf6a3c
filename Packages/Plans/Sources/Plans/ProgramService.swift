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

    /// Saves `profile` and generates a new program from it. The previous program's plans are
    /// replaced, except those a workout already used, which are kept.
    ///
    /// With `progression`, every exercise gets the goal's default rule (`Progression.generated`),
    /// its sessions counted from the day given.
    ///
    /// An exercise the previous program already had, for the same goal, keeps what it earned
    /// there unless `freshTargets`: its sets (weights and reps, with any edit made to the plan),
    /// rest, notes and progression rule with the day it was set, so regenerating for variety
    /// or after knee flags does not send its targets back to the start.
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
        var days = try PlanGenerator().generate(
            .init(
                profile: profile, equipment: equipment, exercises: exercises, kneeFlags: kneeFlags, seed: seed
            ))
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
        if let previous, !freshTargets, previous.profile.goal == profile.goal {
            let earned = try await earnedTargets(previous)
            days = days.map { day in
                day.withExercises(day.exercises.map { earned[$0.exerciseID]?.carried(into: $0) ?? $0 })
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
            programDays.append(Program.Day(label: day.label, weekday: day.weekday, planID: plan.id))
        }
        let program = Program(
            profile: profile, seed: seed, generatedAt: PlanService.wholeSeconds(clock.now), days: programDays)
        try await store.saveProgram(program)
        return (program, created)
    }

    /// Each exercise of `program`'s plans (the first day's, when two days have it), as saved.
    private func earnedTargets(_ program: Program) async throws -> [ExerciseID: PlanExercise] {
        var earned: [ExerciseID: PlanExercise] = [:]
        for day in program.days {
            guard let plan = try await plans.store.plan(day.planID) else { continue }
            for exercise in plan.exercises where earned[exercise.exerciseID] == nil {
                earned[exercise.exerciseID] = exercise
            }
        }
        return earned
    }

    /// Forgets the profile and program (the plans stay unless the whole profile is reset).
    ///
    /// - Throws: `StorageError`.
    public func reset() async throws { try await store.reset() }
}

extension PlanExercise {
    /// `generated` with this exercise's sets, rest, notes and progression rule (the generated
    /// name and superset stay); `generated` itself when this one has no set.
    fileprivate func carried(into generated: PlanExercise) -> PlanExercise {
        guard !sets.isEmpty else { return generated }
        var exercise = generated
        exercise.sets = sets
        exercise.restSeconds = restSeconds
        exercise.notes = notes
        exercise.progression = progression
        return exercise
    }
}
