import CoreModels
import Exercises
import Foundation
import Plans
import Testing

@testable import WorkoutSession

@Suite("A regenerated exercise with another number of sets keeps what its rule earned")
struct EarnedTargetsTests {
    static let squat = ExerciseID("barbell-squat")
    /// 2025-01-01, the rule's first day; sessions follow every other day.
    static let since = LocalDate(Date(timeIntervalSince1970: 1_735_689_600), in: .utc)

    /// A history of `sessions` squat sessions of 3 × 5 at 100, 102.5, 105 … kg (each met).
    static func history(sessions: Int) async throws -> WorkoutHistory {
        try await history(
            (0..<sessions).map { index in
                Array(repeating: (100 + 2.5 * Double(index), 5), count: 3)
            })
    }

    /// A history of squat sessions every other day from the rule's first, each of `sets`
    /// (kilograms, reps).
    static func history(_ sessions: [[(Double, Int)]]) async throws -> WorkoutHistory {
        let store = InMemoryWorkoutStore()
        for (index, sets) in sessions.enumerated() {
            let start = Date(timeIntervalSince1970: 1_735_722_000 + Double(2 * index + 1) * 86_400)
            var workout = Workout(
                id: WorkoutID(UUID()), name: "Day A", planID: nil, programDay: nil, startedAt: start,
                checkIn: nil,
                exercises: [
                    WorkoutExercise(
                        exerciseID: squat, name: "Barbell Squat", category: .legs, restSeconds: 120,
                        sets: sets.map {
                            WorkoutSet(
                                weight: Mass($0.0, .kilograms), reps: $0.1, done: true, completedAt: start)
                        })
                ])
            workout.finishedAt = start.addingTimeInterval(3_600)
            try await store.finish(workout, summary: WorkoutSummary(workout, timeZone: .utc))
        }
        return WorkoutHistory(store: store)
    }

    static func exercise(working: Int, warmUps: Int = 0, drops: Int = 0) -> PlanExercise {
        PlanExercise(
            exerciseID: squat, name: "Barbell Squat",
            sets: Array(
                repeating: PlanSet(weight: Mass(40, .kilograms), reps: 8, type: .warmUp), count: warmUps)
                + Array(
                    repeating: PlanSet(weight: Mass(100, .kilograms), reps: 5, type: .working), count: working
                )
                + Array(repeating: PlanSet(weight: Mass(80, .kilograms), reps: 10, type: .drop), count: drops),
            progression: .linear(step: Mass(2.5, .kilograms), since: since))
    }

    @Test(
        "3 sets earned 107.5 kg; the new 4 sets ask 107.5 × 5, the rule counts from today, warm-ups and drops kept"
    )
    func carried() async throws {
        let history = try await Self.history(sessions: 3)
        let today = Self.since.adding(days: 10)
        let carried = try #require(
            try await history.carryingEarnedTargets(
                to: Self.exercise(working: 4, warmUps: 1, drops: 1), from: Self.exercise(working: 3),
                increment: Mass(2.5, .kilograms), unit: .kilograms, today: today))
        #expect(carried.sets.map(\.type) == [.warmUp, .working, .working, .working, .working, .drop])
        #expect(
            carried.sets.filter { $0.type == .working }.map { $0.weight?.kilograms } == [
                107.5, 107.5, 107.5, 107.5,
            ])
        #expect(carried.sets.filter { $0.type == .working }.allSatisfy { $0.reps == 5 })
        #expect(carried.sets.first?.weight?.kilograms == 40 && carried.sets.last?.weight?.kilograms == 80)
        #expect(carried.progression?.since == today)
    }

    /// The squat's 3 working sets regenerated as 4 on `today`, carrying what `history` earned.
    static func threeToFour(_ history: WorkoutHistory, today: LocalDate) async throws -> PlanExercise? {
        try await history.carryingEarnedTargets(
            to: exercise(working: 4), from: exercise(working: 3), increment: Mass(2.5, .kilograms),
            unit: .kilograms, today: today)
    }

    @Test(
        "a session on the day of the regeneration is in what was earned, not judged again against the new count"
    )
    func sameDaySessionNotJudgedAgain() async throws {
        let history = try await Self.history(sessions: 3)
        // The third session was on the 6th; the program is regenerated that evening.
        let today = Self.since.adding(days: 5)
        let carried = try #require(try await Self.threeToFour(history, today: today))
        let replay = try #require(
            try await history.progression(of: carried, increment: Mass(2.5, .kilograms), unit: .kilograms))
        // Counted from today, the morning's 3 × 5 @ 105 kg was a miss of 4 × 5 @ 107.5 kg.
        #expect(carried.progression?.since == today.adding(days: 1))
        #expect(replay.steps.isEmpty, "\(replay.steps)")
        #expect(replay.next.map { $0.weight?.kilograms } == [107.5, 107.5, 107.5, 107.5])
    }

    @Test(
        "regenerated in the morning before training: the rule counts from today, so that day's session counts"
    )
    func regeneratedBeforeTraining() async throws {
        let history = try await Self.history(sessions: 2)
        // The second session was on the 4th; the program is regenerated on the morning of the 6th.
        let today = Self.since.adding(days: 5)
        let carried = try #require(try await Self.threeToFour(history, today: today))
        #expect(carried.progression?.since == today)
    }

    @Test("a rule moved to pounds: 107.5 kg earned is asked as 235 lb (5-lb steps), from today")
    func movedToPounds() async throws {
        let history = try await Self.history(sessions: 3)
        let today = Self.since.adding(days: 10)
        var old = Self.exercise(working: 3)
        old.progression?.unit = .kilograms
        var new = Self.exercise(working: 3)
        new.progression?.unit = .pounds
        new.progression?.step = Mass(5, .pounds)
        let moved = try #require(new.progression)
        #expect(old.progression?.isMoved(to: moved) == true)
        let carried = try #require(
            try await history.carryingEarnedTargets(
                to: new, from: old, increment: Mass(2.5, .kilograms), unit: .pounds, today: today))
        #expect(carried.sets.map { $0.weight?.value(in: .pounds) } == [235, 235, 235], "107.5 kg is 237 lb")
        #expect(carried.progression?.since == today && carried.progression?.unit == .pounds)
    }

    @Test("a 5/3/1 rule moved to pounds keeps the training max its cycle earned (100 → 105 kg)")
    func fiveThreeOneMoved() async throws {
        // One cycle met at a 100-kg training max: 65/75/85 × 5, 70/80/90 × 3, 75/85/95 × 5/3/1.
        let history = try await Self.history([
            [(65, 5), (75, 5), (85, 5)], [(70, 3), (80, 3), (90, 3)], [(75, 5), (85, 3), (95, 1)],
        ])
        let today = Self.since.adding(days: 10)
        var rule = Progression.percentage(
            trainingMax: Mass(100, .kilograms), step: Mass(5, .kilograms), since: Self.since)
        rule.unit = .kilograms
        let sets = (0..<3).map { _ in PlanSet(weight: nil, reps: 5, type: .working) }
        let old = PlanExercise(exerciseID: Self.squat, name: "Barbell Squat", sets: sets, progression: rule)
        var new = old
        new.progression?.unit = .pounds
        new.progression?.step = Mass(10, .pounds)
        let carried = try #require(
            try await history.carryingEarnedTargets(
                to: new, from: old, increment: Mass(2.5, .kilograms), unit: .pounds, today: today))
        #expect(
            carried.progression?.trainingMax == Mass(105, .kilograms),
            "\(String(describing: carried.progression))")
        #expect(carried.progression?.since == today && carried.progression?.unit == .pounds)
    }

    @Test("nothing to carry: same number of sets, no sessions yet, another rule, a rule set today")
    func nothingToCarry() async throws {
        let history = try await Self.history(sessions: 3)
        let today = Self.since.adding(days: 10)
        func carry(_ new: PlanExercise, _ old: PlanExercise, in history: WorkoutHistory, today: LocalDate)
            async throws -> PlanExercise?
        {
            try await history.carryingEarnedTargets(
                to: new, from: old, increment: Mass(2.5, .kilograms), unit: .kilograms, today: today)
        }
        #expect(
            try await carry(Self.exercise(working: 3), Self.exercise(working: 3), in: history, today: today)
                == nil)
        let empty = try await Self.history(sessions: 0)
        #expect(
            try await carry(Self.exercise(working: 4), Self.exercise(working: 3), in: empty, today: today)
                == nil)
        var other = Self.exercise(working: 3)
        other.progression = .linear(step: Mass(5, .kilograms), since: Self.since)
        #expect(try await carry(Self.exercise(working: 4), other, in: history, today: today) == nil)
        #expect(
            try await carry(
                Self.exercise(working: 4), Self.exercise(working: 3), in: history, today: Self.since) == nil)
    }
}

@Suite("The sets a rule counts from a session")
struct RuleSessionSetsTests {
    @Test(
        "a planned working set logged as a failure set is still one of the working sets; an added one is not"
    )
    func failureOfAPlannedSet() async throws {
        let store = InMemoryWorkoutStore()
        let start = Date(timeIntervalSince1970: 1_735_722_000 + 86_400)
        func set(_ type: SetType, planned: SetType? = nil, reps: Int = 5, extra: Bool? = nil) -> WorkoutSet {
            WorkoutSet(
                weight: Mass(60, .kilograms), reps: reps, type: type, done: true, completedAt: start,
                plannedType: planned, extra: extra)
        }
        var workout = Workout(
            id: WorkoutID(UUID()), name: "Day A", planID: nil, programDay: nil, startedAt: start,
            checkIn: nil,
            exercises: [
                WorkoutExercise(
                    exerciseID: EarnedTargetsTests.squat, name: "Barbell Squat", category: .legs,
                    restSeconds: 120,
                    sets: [
                        set(.working), set(.working), set(.failure, planned: .working),
                        set(.failure, reps: 3, extra: true), set(.drop, reps: 12),
                    ])
            ])
        workout.finishedAt = start.addingTimeInterval(3_600)
        try await store.finish(workout, summary: WorkoutSummary(workout, timeZone: .utc))
        let sessions = try await WorkoutHistory(store: store).sessions(of: EarnedTargetsTests.squat)
        #expect(sessions.count == 1)
        #expect(sessions.first?.sets.map(\.reps) == [5, 5, 5], "the two working sets and the planned one")
        // So 3 × 5 @ 60 kg asked is met.
        let replay = try await WorkoutHistory(store: store).progression(
            of: PlanExercise(
                exerciseID: EarnedTargetsTests.squat, name: "Barbell Squat",
                sets: Array(repeating: PlanSet(weight: Mass(60, .kilograms), reps: 5), count: 3),
                progression: .linear(step: Mass(2.5, .kilograms), since: EarnedTargetsTests.since)),
            increment: Mass(2.5, .kilograms), unit: .kilograms)
        #expect(replay?.steps.first?.met == true)
    }

    @Test(
        "an imported set taken to failure (no plan named it) is a working set: 70×10, 70×10, 70×10 to failure meets 3×10"
    )
    func importedFailureSet() async throws {
        let store = InMemoryWorkoutStore()
        let start = Date(timeIntervalSince1970: 1_735_722_000 + 86_400)
        func set(_ type: SetType) -> WorkoutSet {
            WorkoutSet(weight: Mass(70, .kilograms), reps: 10, type: type, done: true, completedAt: start)
        }
        var workout = Workout(
            id: WorkoutID(UUID()), name: "Legs", planID: nil, programDay: nil, startedAt: start, checkIn: nil,
            exercises: [
                WorkoutExercise(
                    exerciseID: EarnedTargetsTests.squat, name: "Barbell Squat", category: .legs,
                    restSeconds: 120, sets: [set(.working), set(.working), set(.failure), set(.drop)])
            ])
        workout.finishedAt = start.addingTimeInterval(3_600)
        try await store.finish(workout, summary: WorkoutSummary(workout, timeZone: .utc))
        let sessions = try await WorkoutHistory(store: store).sessions(of: EarnedTargetsTests.squat)
        #expect(sessions.first?.sets.map(\.reps) == [10, 10, 10], "the drop set is not one")
    }
}
