import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Plans
import Synchronization
import Testing
import WorkoutSession

/// A clock the test moves forward.
final class TestClock: WallClock {
    private let time = Mutex(Date(timeIntervalSince1970: 1_795_500_000))  // 2026-11-23 13:20 UTC (Mon)
    var now: Date { time.withLock { $0 } }
    func advance(_ seconds: Double) { time.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// The package's tests name the two adapters by the shared `StoreAdapter`.
typealias Adapter = StoreAdapter

extension StoreAdapter {
    /// The workout store of the adapter, in `folder`.
    func make(_ folder: URL) -> any WorkoutStore {
        self == .inMemory
            ? InMemoryWorkoutStore() : JSONFileWorkoutStore(folder: folder, context: StorageContext())
    }
}

let utc = Zone.utc

func legPlan() -> Plan {
    Plan(
        id: PlanID(SequentialUUIDSource(start: 99).next()), name: "Day A",
        createdAt: Date(timeIntervalSince1970: 0),
        exercises: [
            PlanExercise(
                exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", restSeconds: 120,
                sets: Array(repeating: PlanSet(weight: Mass(100, .kilograms), reps: 5), count: 3)),
            PlanExercise(
                exerciseID: ExerciseID("barbell-curl"), name: "Barbell Curl", restSeconds: 60,
                sets: [
                    PlanSet(weight: Mass(30, .kilograms), reps: 10),
                    PlanSet(weight: Mass(30, .kilograms), reps: 10),
                ]),
        ])
}

let category: @Sendable (ExerciseID) -> ExerciseCategory = { $0.rawValue.contains("curl") ? .arms : .legs }

@Suite("Workout engine")
struct WorkoutEngineTests {
    /// A barbell squat, as the catalog has it.
    static let squat = Exercise(
        id: ExerciseID("barbell-squat"), name: "Barbell Squat", category: .legs, equipment: .barbell,
        primaryMuscles: [.quadriceps], kneeLoad: .high)
    /// A barbell bench press.
    static let bench = Exercise(
        id: ExerciseID("barbell-bench-press-medium-grip"), name: "Barbell Bench Press - Medium Grip",
        category: .chest, equipment: .barbell, primaryMuscles: [.chest], kneeLoad: .low)
    let temporary = TemporaryFolder()
    var folder: URL { temporary.url }
    let clock = TestClock()

    func engine(_ adapter: Adapter = .inMemory) -> WorkoutEngine {
        WorkoutEngine(store: adapter.make(folder), clock: clock, uuids: SequentialUUIDSource(), timeZone: utc)
    }

    @Test(
        "WORK-01..04 start from a plan: name, start time, exercises with category, sets with targets",
        arguments: Adapter.allCases)
    func start(adapter: Adapter) async throws {
        let engine = engine(adapter)
        let workout = try await engine.start(plan: legPlan(), checkIn: nil, category: category)
        #expect(workout.name == "Day A" && workout.startedAt == clock.now && workout.planID == legPlan().id)
        #expect(workout.exercises.map(\.category) == [.legs, .arms])
        #expect(
            workout.exercises[0].sets.first == WorkoutSet(targetWeight: Mass(100, .kilograms), targetReps: 5))
        #expect(try await engine.active() == workout)
        await #expect(throws: WorkoutError.alreadyActive("Day A")) {
            try await engine.start(plan: nil, name: "Other", checkIn: nil, category: category)
        }
    }

    @Test(
        "FR-007 / SC-002 energy <= 2 or knee pain >= 1 trims one set per exercise; skipping keeps the plan",
        arguments: [(2, 0, [2, 1]), (5, 2, [2, 1]), (4, 0, [3, 2]), (3, 1, [2, 1])])
    func checkIn(energy: Int, kneePain: Int, sets: [Int]) async throws {
        let checkIn = try #require(CheckIn(energy: energy, kneePain: kneePain))
        let workout = try await engine().start(plan: legPlan(), checkIn: checkIn, category: category)
        #expect(workout.exercises.map(\.sets.count) == sets)
        #expect(workout.checkIn == checkIn)
    }

    @Test(
        "a set added after the check-in took one off puts back the plan's count; only sets beyond it change the plan"
    )
    func checkInThenAddedSet() async throws {
        let checkIn = try #require(CheckIn(energy: 2, kneePain: 0))
        let engine = engine()
        try await engine.start(plan: legPlan(), checkIn: checkIn, category: category)
        try await engine.addSet(exercise: "2")
        var workout = try #require(try await engine.active())
        #expect(workout.exercises.map(\.sets.count) == [2, 2])
        #expect(
            PlanDiff(plan: legPlan(), workout: workout).setCounts.isEmpty, "the curl is back to the plan's 2")
        try await engine.addSet(exercise: "2")
        workout = try #require(try await engine.active())
        #expect(
            PlanDiff(plan: legPlan(), workout: workout).setCounts == [
                .init(name: "Barbell Curl", from: 2, to: 3)
            ])
        #expect(PlanDiff.apply(workout, to: legPlan()).exercises.map(\.sets.count) == [3, 3])
        // Removing one from the trimmed squats is a change: 3 planned, 2 started, 1 kept.
        try await engine.removeSet(exercise: "1", set: nil)
        workout = try #require(try await engine.active())
        #expect(
            PlanDiff(plan: legPlan(), workout: workout).setCounts.first
                == .init(name: "Barbell Squat", from: 3, to: 2))
    }

    @Test(
        "a plan doing the squat twice (3 sets, then 2) is no change when done as planned; a set added to the second is"
    )
    func exerciseTwice() async throws {
        var plan = legPlan()
        var second = plan.exercises[0]
        second.sets.removeLast()
        plan.exercises.append(second)
        let engine = engine()
        try await engine.start(plan: plan, checkIn: nil, category: category)
        var workout = try #require(try await engine.active())
        #expect(PlanDiff(plan: plan, workout: workout).isEmpty, "\(PlanDiff(plan: plan, workout: workout))")
        try await engine.addSet(exercise: "3")
        workout = try #require(try await engine.active())
        #expect(
            PlanDiff(plan: plan, workout: workout).setCounts == [.init(name: "Barbell Squat", from: 2, to: 3)]
        )
        #expect(PlanDiff.apply(workout, to: plan).exercises.map(\.sets.count) == [3, 2, 3])
    }

    @Test(
        "WORK-05 / WORK-11 done starts the rest timer as an end instant; +10/-10/skip adjust it",
        arguments: Adapter.allCases)
    func restTimer(adapter: Adapter) async throws {
        let engine = engine(adapter)
        try await engine.start(plan: legPlan(), checkIn: nil, category: category)
        let (workout, e, s) = try await engine.markNextDone(weight: nil, reps: nil, rpe: 8)
        #expect((e, s) == (0, 0))
        #expect(
            workout.exercises[0].sets[0].weight == Mass(100, .kilograms)
                && workout.exercises[0].sets[0].reps == 5)
        #expect(workout.rest?.remaining(at: clock.now) == 120)
        clock.advance(30)
        #expect(try await engine.active()?.rest?.remaining(at: clock.now) == 90)
        #expect(try await engine.adjustRest(by: 10).rest?.remaining(at: clock.now) == 100)
        #expect(try await engine.adjustRest(by: -10).rest?.remaining(at: clock.now) == 90)
        #expect(try await engine.adjustRest(by: nil).rest == nil)
        await #expect(throws: WorkoutError.invalid("No rest timer is running.")) {
            try await engine.adjustRest(by: 10)
        }
    }

    @Test("WORK-04 marking done uses given values, else targets, else the previous set's")
    func doneValues() async throws {
        let engine = engine()
        try await engine.start(plan: nil, name: "Free", checkIn: nil, category: category)
        // No exercise yet: said as such, not as every set being done.
        await #expect(throws: WorkoutError.noSets) {
            try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        }
        let squat = Self.squat
        try await engine.addExercise(squat, sets: 2, reps: nil, weight: nil, restSeconds: 0)
        let first = try await engine.markNextDone(weight: Mass(60, .kilograms), reps: 8, rpe: nil).0
        #expect(first.rest == nil)
        let second = try await engine.markNextDone(weight: nil, reps: nil, rpe: nil).0
        #expect(
            second.exercises[0].sets[1].weight == Mass(60, .kilograms)
                && second.exercises[0].sets[1].reps == 8)
        await #expect(throws: WorkoutError.allSetsDone) {
            try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        }
        await #expect(throws: WorkoutError.invalid("RPE is from 1 to 10, not 11.")) {
            try await engine.markNextDone(weight: nil, reps: nil, rpe: 11)
        }
    }

    @Test("finishing marks the plan used and updates it from the workout as edited, not as done")
    func finishWithPlan() async throws {
        let engine = engine()
        let plans = PlanService(store: InMemoryPlanStore(), clock: clock, uuids: SequentialUUIDSource())
        let plan = try await plans.create("Day A", exercises: legPlan().exercises)
        try await engine.start(plan: plan, checkIn: nil, category: category)
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        try await engine.removeExercise("curl")
        #expect(try await plans.plan(plan.id)?.lastUsedAt == nil, "starting is not using")
        let outcome = try await engine.finish(plans: plans) { _, _ in true }
        #expect(outcome.planUpdated && outcome.leftOut.sets == 2)
        let updated = try #require(try await plans.plan(plan.id))
        #expect(updated.exercises.map(\.name) == ["Barbell Squat"] && updated.exercises[0].sets.count == 3)
        #expect(updated.lastUsedAt != nil)
    }

    @Test("a cancelled workout does not mark its plan used")
    func cancelKeepsPlanUnused() async throws {
        let engine = engine()
        let plans = PlanService(store: InMemoryPlanStore(), clock: clock, uuids: SequentialUUIDSource())
        let plan = try await plans.create("Day A", exercises: legPlan().exercises)
        try await engine.start(plan: plan, checkIn: nil, category: category)
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        try await engine.cancel()
        #expect(try await plans.plan(plan.id)?.lastUsedAt == nil)
    }

    @Test("GAP-01 without values or a target weight, done takes last time's weight and reps of the same set")
    func lastTimeDefault() async throws {
        let engine = engine()
        let squat = Self.squat
        try await engine.start(plan: nil, name: "Monday", checkIn: nil, category: category)
        try await engine.addExercise(squat, sets: 3, reps: nil, weight: nil, restSeconds: 0)
        try await engine.markNextDone(weight: Mass(100, .kilograms), reps: 5, rpe: nil)
        try await engine.markNextDone(weight: Mass(105, .kilograms), reps: 3, rpe: nil)
        try await engine.finish(plan: nil)
        try await engine.start(plan: nil, name: "Thursday", checkIn: nil, category: category)
        try await engine.addExercise(squat, sets: 3, reps: 8, weight: nil, restSeconds: 0)
        let first = try await engine.markNextDone(weight: nil, reps: nil, rpe: nil).0.exercises[0].sets[0]
        #expect(
            first.weight == Mass(100, .kilograms) && first.reps == 8, "the target reps, last time's weight")
        let second = try await engine.markNextDone(weight: nil, reps: 6, rpe: nil).0.exercises[0].sets[1]
        #expect(second.weight == Mass(105, .kilograms) && second.reps == 6)
        let third = try await engine.markNextDone(weight: nil, reps: nil, rpe: nil).0.exercises[0].sets[2]
        #expect(third.weight == Mass(105, .kilograms), "past last time's sets: the set before it today")
    }

    @Test("undoing the set done last stops the rest it started; undoing an earlier one leaves the rest")
    func undoStopsRest() async throws {
        let engine = engine()
        try await engine.start(plan: nil, name: "Monday", checkIn: nil, category: category)
        try await engine.addExercise(
            Self.squat, sets: 3, reps: 5, weight: Mass(100, .kilograms), restSeconds: 90)
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        clock.advance(120)
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        let earlier = try await engine.setValues(
            exercise: "1", set: 1, weight: nil, reps: nil, rpe: nil, done: false)
        #expect(earlier.rest != nil, "set 2 started the rest")
        let last = try await engine.setValues(
            exercise: "1", set: 2, weight: nil, reps: nil, rpe: nil, done: false)
        #expect(last.rest == nil)
    }

    @Test(
        "undo marks the set done last not done, on whichever exercise, forgets its values, stops its rest, returns to it"
    )
    func undoLastDone() async throws {
        let engine = engine()
        try await engine.start(plan: nil, name: "Monday", checkIn: nil, category: category)
        await #expect(throws: WorkoutError.self) { try await engine.undoLastDone() }
        try await engine.addExercise(
            Self.squat, sets: 2, reps: 5, weight: Mass(100, .kilograms), restSeconds: 90)
        try await engine.addExercise(
            Self.bench, sets: 2, reps: 8, weight: Mass(60, .kilograms), restSeconds: 90)
        try await engine.markNextDone(weight: Mass(102.5, .kilograms), reps: 4, rpe: nil)
        clock.advance(60)
        // The bench's first set, done after the squat's.
        try await engine.setValues(
            exercise: "2", set: 1, weight: Mass(62.5, .kilograms), reps: 8, rpe: nil, done: true)
        let (logged, undone, e, s, _) = try await engine.undoLastDone()
        #expect(e == 1 && s == 0 && logged.weight == Mass(62.5, .kilograms))
        #expect(!undone.exercises[1].sets[0].done && undone.rest == nil)
        #expect(undone.exercises[1].sets[0].weight == nil, "the values logged are forgotten")
        #expect(undone.exercises[0].sets[0].done, "the squat's set stays done")
        let (first, again, e2, s2, _) = try await engine.undoLastDone()
        #expect(e2 == 0 && s2 == 0 && again.doneSets == 0 && first.reps == 4)
        #expect(again.currentExercise == 0, "the next done is the undone set again")
        // Done again without values, it takes its target, not the 102.5 × 4 undone.
        let (redone, _, _) = try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        #expect(redone.exercises[0].sets[0].weight == Mass(100, .kilograms))
        #expect(redone.exercises[0].sets[0].reps == 5)
    }

    @Test(
        "a drop set typed after an exercise's last set is an extra set of that exercise, not the next exercise's first; undo removes it"
    )
    func dropSetAfterTheLast() async throws {
        let engine = engine()
        try await engine.start(plan: nil, name: "Monday", checkIn: nil, category: category)
        try await engine.addExercise(
            Self.bench, sets: 2, reps: 8, weight: Mass(60, .kilograms), restSeconds: 90)
        try await engine.addExercise(
            Self.squat, sets: 1, reps: 5, weight: Mass(100, .kilograms), restSeconds: 90)
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        // Without its weight a drop set would copy the 60 kg it drops from.
        await #expect(throws: WorkoutError.self) {
            try await engine.markNextDone(weight: nil, reps: 12, rpe: nil, type: .drop)
        }
        await #expect(throws: WorkoutError.self) {
            try await engine.markNextDone(weight: Mass(40, .kilograms), reps: nil, rpe: nil, type: .drop)
        }
        let (workout, e, s) = try await engine.markNextDone(
            weight: Mass(40, .kilograms), reps: 12, rpe: nil, type: .drop)
        #expect(e == 0 && s == 2, "after the bench's last set")
        #expect(workout.exercises[0].sets.map(\.type) == [.working, .working, .drop])
        #expect(
            workout.exercises[0].sets[2].weight == Mass(40, .kilograms)
                && workout.exercises[0].sets[2].reps == 12)
        #expect(workout.exercises[1].sets[0].type == .working && !workout.exercises[1].sets[0].done)
        #expect(workout.nextSet.map { $0.exercise == 1 && $0.set == 0 } == true, "the squat is next")
        let (_, undone, _, _, removed) = try await engine.undoLastDone()
        #expect(removed && undone.exercises[0].sets.count == 2 && undone.exercises[0].sets.allSatisfy(\.done))
        // A failure set after the squat's only set takes the squat's weight and needs its reps.
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        let failure = try await engine.markNextDone(weight: nil, reps: 3, rpe: nil, type: .failure).0
        #expect(failure.exercises[1].sets.map(\.type) == [.working, .failure])
        #expect(failure.exercises[1].sets[1].weight == Mass(100, .kilograms))
    }

    @Test(
        "a drop or failure set typed while the exercise done last has sets to do logs the next set as one; sets added are marked and only they are removed by undo"
    )
    func extraSetsOnlyAfterTheLast() async throws {
        let engine = engine()
        try await engine.start(plan: nil, name: "Monday", checkIn: nil, category: category)
        try await engine.addExercise(
            Self.bench, sets: 2, reps: 5, weight: Mass(100, .kilograms), restSeconds: 90)
        try await engine.addExercise(
            Self.squat, sets: 2, reps: 8, weight: Mass(60, .kilograms), restSeconds: 90)
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        // Moved on to the squat with a bench set left: the squat's set is the failure set.
        try await engine.change { workout, _ in workout.currentExercise = 1 }
        let moved = try await engine.markNextDone(weight: nil, reps: 6, rpe: nil, type: .failure)
        #expect(moved.exercise == 1 && moved.set == 0)
        #expect(moved.0.exercises[0].sets.count == 2 && moved.0.exercises[1].sets[0].type == .failure)
        #expect(moved.0.exercises[1].sets[0].plannedType == .working && !moved.0.exercises[1].sets[0].isExtra)
        // A set given its type and values by hand is no added set: undo leaves it in place.
        try await engine.setValues(
            exercise: "2", set: 2, weight: Mass(60, .kilograms), reps: 5, rpe: nil, done: true, type: .failure
        )
        let (_, kept, _, _, removed) = try await engine.undoLastDone()
        #expect(!removed && kept.exercises[1].sets.count == 2)
        // add-set after an added drop set copies the exercise's own last set.
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        try await engine.markNextDone(weight: Mass(40, .kilograms), reps: 12, rpe: nil, type: .drop)
        let added = try await engine.addSet(exercise: "1")
        let copy = try #require(added.exercises[0].sets.last)
        #expect(copy.type == .working && copy.targetWeight == Mass(100, .kilograms) && !copy.isExtra)
        // The added drop set given a type by hand is the user's own set.
        let retyped = try await engine.setValues(
            exercise: "1", set: 3, weight: nil, reps: nil, rpe: nil, done: nil, type: .working)
        #expect(!retyped.exercises[0].sets[2].isExtra && retyped.exercises[0].sets[2].type == .working)
    }

    @Test("sets done --type added change neither the plan diff nor the plan an update writes")
    func extraSetsAreNotThePlans() async throws {
        let engine = engine()
        let plan = legPlan()
        try await engine.start(plan: plan, checkIn: nil, category: category)
        try await engine.markNextDone(weight: Mass(40, .kilograms), reps: 10, rpe: nil, type: .warmUp)
        var workout = try #require(try await engine.active())
        let counts = workout.exercises.map { $0.sets.count }
        #expect(counts[0] == plan.exercises[0].sets.count + 1, "the warm-up was added")
        #expect(PlanDiff(plan: plan, workout: workout).isEmpty)
        #expect(PlanDiff.apply(workout, to: plan) == plan)
        // A set added with add-set is a change of the plan's.
        workout = try await engine.addSet(exercise: "1")
        #expect(
            PlanDiff(plan: plan, workout: workout).setCounts.first?.to == plan.exercises[0].sets.count + 1)
        let updated = PlanDiff.apply(workout, to: plan)
        #expect(updated.exercises[0].sets.allSatisfy { $0.type == .working })
    }

    @Test("a planned set logged as a failure set is given its planned type back by undo")
    func undoGivesThePlannedTypeBack() async throws {
        let engine = engine()
        try await engine.start(plan: nil, name: "Monday", checkIn: nil, category: category)
        try await engine.addExercise(
            Self.bench, sets: 2, reps: 8, weight: Mass(60, .kilograms), restSeconds: 90)
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        let logged = try await engine.markNextDone(weight: nil, reps: 11, rpe: nil, type: .failure).0
        #expect(logged.exercises[0].sets[1].type == .failure)
        #expect(logged.exercises[0].sets[1].plannedType == .working)
        let (_, undone, _, s, removed) = try await engine.undoLastDone()
        #expect(!removed && s == 1, "a planned set is not removed")
        #expect(
            undone.exercises[0].sets[1].type == .working && undone.exercises[0].sets[1].plannedType == nil)
        #expect(undone.exercises[0].sets[1].targetReps == 8)
        // Done again as planned, it is a working set; kept across the store (the JSON adapter).
        let again = try await engine.markNextDone(weight: nil, reps: nil, rpe: nil).0
        #expect(again.exercises[0].sets[1].type == .working && again.exercises[0].sets[1].reps == 8)
    }

    @Test("a set's planned type survives the JSON files adapter while the workout is active")
    func plannedTypeIsStored() async throws {
        let first = engine(.jsonFile)
        try await first.start(plan: nil, name: "Monday", checkIn: nil, category: category)
        try await first.addExercise(
            Self.bench, sets: 2, reps: 8, weight: Mass(60, .kilograms), restSeconds: 90)
        try await first.markNextDone(weight: nil, reps: 9, rpe: nil, type: .failure)
        let second = engine(.jsonFile)
        let (_, undone, _, _, _) = try await second.undoLastDone()
        #expect(undone.exercises[0].sets[0].type == .working)
    }

    @Test(
        "undo racing done from another store on the same folder, 25 rounds: every acknowledged one counts once"
    )
    func undoRacesDone() async throws {
        let first = engine(.jsonFile)
        let second = engine(.jsonFile)
        try await first.start(plan: nil, name: "Race", checkIn: nil, category: category)
        try await first.addExercise(
            Self.squat, sets: 50, reps: 5, weight: Mass(100, .kilograms), restSeconds: 0)
        try await first.markNextDone(weight: nil, reps: nil, rpe: nil)
        var acknowledged = 1
        for _ in 0..<25 {
            async let done = try? first.markNextDone(weight: nil, reps: nil, rpe: nil)
            async let undone = try? second.undoLastDone().workout
            let (d, u) = await (done, undone)
            acknowledged += (d == nil ? 0 : 1) - (u == nil ? 0 : 1)
        }
        let workout = try #require(try await first.active())
        #expect(workout.doneSets == acknowledged)
    }

    @Test("time away: pauses over 3 hours between the start, the sets done and the end are left out")
    func timeAway() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        func set(_ minutes: Double, done: Bool = true) -> WorkoutSet {
            WorkoutSet(
                weight: Mass(100, .kilograms), reps: 5, done: done,
                completedAt: start.addingTimeInterval(minutes * 60))
        }
        var workout = Workout(
            id: WorkoutID(UUID()), name: "W", planID: nil, programDay: nil, startedAt: start, checkIn: nil,
            exercises: [
                WorkoutExercise(
                    exerciseID: Self.squat.id, name: "Squat", category: .legs, restSeconds: 0,
                    sets: [set(10), set(24 * 60 + 5), set(20)])
            ])
        let end = start.addingTimeInterval((24 * 60 + 35) * 60)
        // Sets in any order: 0 → 10 → 20 min, then 23 h 45 min away, then 30 min to the end.
        #expect(WorkoutEngine.timeAway(workout, until: end) == (23 * 60 + 45) * 60)
        // A pause of exactly 3 hours is still one session; a set not done is no moment.
        workout.exercises[0].sets = [set(180), set(600, done: false)]
        #expect(WorkoutEngine.timeAway(workout, until: start.addingTimeInterval(190 * 60)) == 0)
        // Left open after the last set done, finished 7 hours later.
        #expect(WorkoutEngine.timeAway(workout, until: start.addingTimeInterval(600 * 60)) == 420 * 60)
        // Left open before the first set.
        workout.exercises[0].sets = [set(300)]
        #expect(WorkoutEngine.timeAway(workout, until: start.addingTimeInterval(310 * 60)) == 300 * 60)
    }

    @Test(
        "last time's weights are taken as loadable says the gym loads them; a weight typed is kept as typed")
    func lastTimeLoadable() async throws {
        let engine = engine()
        let squat = Self.squat
        try await engine.start(plan: nil, name: "Monday", checkIn: nil, category: category)
        try await engine.addExercise(squat, sets: 3, reps: nil, weight: nil, restSeconds: 0)
        try await engine.markNextDone(weight: Mass(57.5, .kilograms), reps: 5, rpe: nil)
        try await engine.markNextDone(weight: Mass(57.5, .kilograms), reps: 5, rpe: nil)
        try await engine.finish(plan: nil)
        try await engine.start(plan: nil, name: "Thursday", checkIn: nil, category: category)
        try await engine.addExercise(squat, sets: 3, reps: nil, weight: nil, restSeconds: 0)
        let toFivePounds: WorkoutEngine.LoadableWeights = { id in
            #expect(id == squat.id)
            return { $0.nearest(multipleOf: Mass(5, .pounds), in: .pounds) }
        }
        let first = try await engine.markNextDone(weight: nil, reps: nil, rpe: nil, loadable: toFivePounds)
        #expect(first.0.exercises[0].sets[0].weight == Mass(125, .pounds))
        let second = try await engine.markNextDone(weight: nil, reps: nil, rpe: nil, loadable: toFivePounds)
        #expect(second.0.exercises[0].sets[1].weight == Mass(125, .pounds), "still following last time")
        let typed = try await engine.markNextDone(
            weight: Mass(57.5, .kilograms), reps: 5, rpe: nil, loadable: toFivePounds)
        #expect(typed.0.exercises[0].sets[2].weight == Mass(57.5, .kilograms))
    }

    @Test(
        "without targets: a working set takes last time's working set (never its warm-up); once today's weight differs, the set before it today"
    )
    func earlierSetRule() {
        func set(_ kilograms: Double, _ reps: Int, _ type: SetType = .working, done: Bool = true)
            -> WorkoutSet
        {
            WorkoutSet(weight: Mass(kilograms, .kilograms), reps: reps, type: type, done: done)
        }
        let lastTime = [set(8, 12, .warmUp), set(10, 10), set(12, 8)]
        func exercise(_ sets: [WorkoutSet]) -> WorkoutExercise {
            WorkoutExercise(
                exerciseID: ExerciseID("dumbbell-flyes"), name: "Dumbbell Flyes", category: .chest,
                restSeconds: 60, sets: sets)
        }
        let open = WorkoutSet()
        // The first working set: last time's first working set, 10 kg, not its 8-kg warm-up.
        #expect(
            WorkoutEngine.earlierSet(of: exercise([open, open]), set: 0, lastTime: lastTime)
                == .lastTime(set(10, 10)))
        // Today's first as last time's: the second follows last time's second (a pyramid).
        #expect(
            WorkoutEngine.earlierSet(of: exercise([set(10, 9), open]), set: 1, lastTime: lastTime)
                == .lastTime(set(12, 8)))
        // Today's first as last time's, as a file keeps it (130 lb to 1e-6 kg) against last
        // time's worked out afresh: still last time's.
        let loaded = [WorkoutSet(weight: Mass(130, .pounds), reps: 8, done: true), set(61.23, 8)]
        let kept = WorkoutSet(
            weight: Mass(kilograms: Mass(130, .pounds).storedKilograms), reps: 8, done: true)
        #expect(Mass(130, .pounds) != Mass(kilograms: Mass(130, .pounds).storedKilograms))
        #expect(
            WorkoutEngine.earlierSet(of: exercise([kept, open]), set: 1, lastTime: loaded)
                == .lastTime(set(61.23, 8)))
        // Today's first at 25 lb: the second follows it, not last time's 12 kg.
        let heavier = WorkoutSet(weight: Mass(25, .pounds), reps: 10, done: true)
        #expect(
            WorkoutEngine.earlierSet(of: exercise([heavier, open]), set: 1, lastTime: lastTime)
                == .before(heavier))
        // A warm-up takes last time's warm-up; with no history, nothing before the first set.
        var warmUp = WorkoutSet()
        warmUp.type = .warmUp
        #expect(
            WorkoutEngine.earlierSet(of: exercise([warmUp, open]), set: 0, lastTime: lastTime)
                == .lastTime(set(8, 12, .warmUp)))
        #expect(WorkoutEngine.earlierSet(of: exercise([open]), set: 0, lastTime: []) == nil)
        // A drop set last time is no working set's: the third working set has nothing last time
        // and follows today's second working set; a working set never follows a warm-up today.
        let withDrop = [set(20, 8), set(20, 8), set(12, 10, .drop)]
        #expect(
            WorkoutEngine.earlierSet(
                of: exercise([set(20, 8), set(20, 8), open]), set: 2, lastTime: withDrop)
                == .before(set(20, 8)))
        #expect(
            WorkoutEngine.earlierSet(of: exercise([set(8, 12, .warmUp), open]), set: 1, lastTime: []) == nil)
    }

    @Test(
        "a free-weight set with no weight given, on it or to take is refused and nothing is saved; given one, logged"
    )
    func weightNeeded() async throws {
        let engine = engine()
        try await engine.start(plan: nil, name: "Monday", checkIn: nil, category: category)
        try await engine.addExercise(Self.squat, sets: 2, reps: 5, weight: nil, restSeconds: 0)
        let barbell: @Sendable (ExerciseID) async throws -> Bool = { _ in true }
        await #expect(throws: WorkoutError.weightNeeded("Barbell Squat", set: 1)) {
            try await engine.markNextDone(weight: nil, reps: nil, rpe: nil, needsWeight: barbell)
        }
        #expect(try await engine.active()?.doneSets == 0, "nothing saved")
        // Without the question (a caller that does not know the equipment) it is logged as before.
        #expect(try await engine.markNextDone(weight: nil, reps: nil, rpe: nil).0.doneSets == 1)
        try await engine.cancel()
        try await engine.start(plan: nil, name: "Tuesday", checkIn: nil, category: category)
        try await engine.addExercise(Self.squat, sets: 2, reps: 5, weight: nil, restSeconds: 0)
        let first = try await engine.markNextDone(
            weight: Mass(60, .kilograms), reps: nil, rpe: nil, needsWeight: barbell)
        #expect(first.0.exercises[0].sets[0].weight == Mass(60, .kilograms))
        // The second takes the first's weight: nothing to refuse.
        let second = try await engine.markNextDone(weight: nil, reps: nil, rpe: nil, needsWeight: barbell)
        #expect(second.0.exercises[0].sets[1].weight == Mass(60, .kilograms))
    }

    @Test("a set marked done by number without values takes last time's, as done does")
    func setDoneTakesLastTime() async throws {
        let engine = engine()
        let squat = Self.squat
        try await engine.start(plan: nil, name: "Monday", checkIn: nil, category: category)
        try await engine.addExercise(squat, sets: 2, reps: nil, weight: nil, restSeconds: 0)
        try await engine.markNextDone(weight: Mass(100, .kilograms), reps: 5, rpe: nil)
        try await engine.markNextDone(weight: Mass(105, .kilograms), reps: 3, rpe: nil)
        try await engine.finish(plan: nil)
        try await engine.start(plan: nil, name: "Thursday", checkIn: nil, category: category)
        try await engine.addExercise(squat, sets: 2, reps: nil, weight: nil, restSeconds: 0)
        // The second set first, by number: last time's second set, not nothing.
        let second = try await engine.setValues(
            exercise: nil, set: 2, weight: nil, reps: nil, rpe: nil, done: true
        ).exercises[0].sets[1]
        #expect(second.weight == Mass(105, .kilograms) && second.reps == 3 && second.done)
    }

    @Test("past last time's sets, done follows today's set before it, not last time's last set")
    func pastLastTime() async throws {
        let engine = engine()
        let press = Exercise(
            id: ExerciseID("leg-press"), name: "Leg Press", category: .legs, equipment: .machine,
            primaryMuscles: [.quadriceps], kneeLoad: .moderate)
        try await engine.start(plan: nil, name: "Friday", checkIn: nil, category: category)
        try await engine.addExercise(press, sets: 1, reps: 5, weight: nil, restSeconds: 0)
        try await engine.markNextDone(weight: Mass(40, .kilograms), reps: 5, rpe: nil)
        try await engine.finish(plan: nil)
        try await engine.start(plan: nil, name: "Monday", checkIn: nil, category: category)
        try await engine.addExercise(press, sets: 3, reps: 5, weight: nil, restSeconds: 0)
        try await engine.markNextDone(weight: Mass(100, .kilograms), reps: 5, rpe: nil)
        let second = try await engine.markNextDone(weight: nil, reps: nil, rpe: nil).0.exercises[0].sets[1]
        #expect(second.weight == Mass(100, .kilograms) && second.reps == 5)
    }

    @Test(
        "values no set can have are refused with the limit, and nothing is saved",
        arguments: [
            (
                Mass(kilograms: 1e9), 5,
                "A set's weight is from 0 to 1,000 kg (2,204.6 lb), not 1,000,000,000 kg (2,204,622,621.85 lb)."
            ),
            (
                Mass(kilograms: -5), 5,
                "A set's weight is from 0 to 1,000 kg (2,204.6 lb), not -5 kg (-11.02 lb)."
            ),
            (Mass(kilograms: 100), 0, "Reps are from 1 to 1,000, not 0."),
            (Mass(kilograms: 100), 100_000, "Reps are from 1 to 1,000, not 100000."),
        ])
    func limits(weight: Mass, reps: Int, message: String) async throws {
        let engine = engine()
        try await engine.start(plan: legPlan(), checkIn: nil, category: category)
        await #expect(throws: WorkoutError.invalid(message)) {
            try await engine.markNextDone(weight: weight, reps: reps, rpe: nil)
        }
        await #expect(throws: WorkoutError.invalid(message)) {
            try await engine.setValues(
                exercise: nil, set: 1, weight: weight, reps: reps, rpe: nil, done: true)
        }
        #expect(try await engine.active()?.doneSets == 0)
    }

    @Test("WORK-06..09 / WORK-13 add and remove sets and exercises; removing an exercise stops its rest")
    func editing() async throws {
        let engine = engine(.jsonFile)
        try await engine.start(plan: legPlan(), checkIn: nil, category: category)
        #expect(try await engine.addSet(exercise: "curl").exercises[1].sets.count == 3)
        #expect(try await engine.removeSet(exercise: "2", set: 1).exercises[1].sets.count == 2)
        await #expect(throws: WorkoutError.noSuchSet(7, exercise: "Barbell Curl", count: 2)) {
            try await engine.removeSet(exercise: "curl", set: 7)
        }
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        #expect(try await engine.active()?.rest != nil)
        let removed = try await engine.removeExercise("barbell squat")
        #expect(removed.exercises.map(\.name) == ["Barbell Curl"] && removed.rest == nil)
        await #expect(throws: WorkoutError.noSuchExercise("deadlift")) {
            try await engine.removeExercise("deadlift")
        }
        // A typo of one word of a name is pointed at it.
        await #expect(throws: WorkoutError.noSuchExercise("crul", suggestion: "Barbell Curl")) {
            try await engine.removeExercise("crul")
        }
        #expect(
            WorkoutError.noSuchExercise("crul", suggestion: "Barbell Curl").errorDescription
                == "The workout has no exercise 'crul'. Did you mean 'Barbell Curl'?")
    }

    @Test("WORK-18 / SC-006 every change is on disk; a new engine resumes at the last completed set")
    func resume() async throws {
        try await engine(.jsonFile).start(plan: legPlan(), checkIn: nil, category: category)
        try await engine(.jsonFile).markNextDone(weight: nil, reps: nil, rpe: nil)
        clock.advance(200)
        try await engine(.jsonFile).markNextDone(weight: Mass(105, .kilograms), reps: 4, rpe: nil)
        let resumed = try #require(try await engine(.jsonFile).active())
        #expect(resumed.lastCompleted?.exercise == 0 && resumed.lastCompleted?.set == 1)
        #expect(resumed.nextSet?.exercise == 0 && resumed.nextSet?.set == 2)
        #expect(resumed.exercises[0].sets[1].weight == Mass(105, .kilograms))
    }

    @Test("WORK-14 / WORK-15 finish saves to history with duration; the plan diff lists changes and applies")
    func finish() async throws {
        let engine = engine(.jsonFile)
        try await engine.start(plan: legPlan(), checkIn: nil, category: category)
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        try await engine.removeSet(exercise: "squat", set: nil)
        try await engine.removeExercise("curl")
        let press = Exercise(
            id: ExerciseID("dumbbell-shoulder-press"), name: "Dumbbell Shoulder Press", category: .shoulders,
            equipment: .dumbbell, primaryMuscles: [.shoulders], kneeLoad: .low)
        try await engine.addExercise(press, sets: 2, reps: 10, weight: Mass(20, .kilograms), restSeconds: 90)
        clock.advance(1800)
        let (workout, summary, diff, leftOut, asEdited) = try await engine.finish(plan: legPlan())
        #expect(summary.durationSeconds == 1800 && summary.sets == 1 && summary.volume == 500)
        #expect(diff.added == ["Dumbbell Shoulder Press"] && diff.removed == ["Barbell Curl"])
        #expect(diff.setCounts == [PlanDiff.SetCount(name: "Barbell Squat", from: 3, to: 2)])
        #expect(leftOut.sets == 3 && leftOut.exercises == ["Dumbbell Shoulder Press"])
        #expect(workout.exercises.map(\.name) == ["Barbell Squat"], "only what was done goes to history")
        #expect(workout.exercises[0].sets.count == 1 && workout.exercises[0].sets.allSatisfy(\.done))
        let updated = PlanDiff.apply(asEdited, to: legPlan())
        #expect(updated.exercises.map(\.name) == ["Barbell Squat", "Dumbbell Shoulder Press"])
        #expect(updated.exercises.map(\.sets.count) == [2, 2])
        #expect(try await engine.active() == nil)
        let history = WorkoutHistory(store: Adapter.jsonFile.make(folder))
        #expect(try await history.summaries().map(\.id) == [workout.id])
        #expect(try await history.workout(summary)?.finishedAt == workout.finishedAt)
    }

    @Test("finishing with nothing done is refused; WORK-16 cancel removes only the active workout")
    func cancel() async throws {
        let engine = engine()
        try await engine.start(plan: legPlan(), checkIn: nil, category: category)
        await #expect(throws: WorkoutError.nothingDone) { try await engine.finish(plan: nil) }
        #expect(try await engine.cancel().name == "Day A")
        #expect(try await engine.active() == nil)
        await #expect(throws: WorkoutError.noActiveWorkout) { try await engine.cancel() }
    }

    @Test("FR-013 knee flags are stored per session and counted across history")
    func kneeFlags() async throws {
        let store = Adapter.jsonFile.make(folder)
        let engine = WorkoutEngine(store: store, clock: clock, uuids: SequentialUUIDSource(), timeZone: utc)
        for round in 0..<3 {
            try await engine.start(plan: legPlan(), checkIn: nil, category: category)
            try await engine.toggleKneeFlag("squat")
            if round == 2 { try await engine.toggleKneeFlag("curl") }
            try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
            try await engine.finish(plan: nil)
            clock.advance(86_400)
        }
        let counts = try await WorkoutHistory(store: store).kneeFlagCounts()
        #expect(counts == [ExerciseID("barbell-squat"): 3, ExerciseID("barbell-curl"): 1])
    }

    @Test("FR-010 / SC-007 the week: ✓ completed, ● today, ○ planned, – missed, · rest")
    func week() throws {
        let today = try #require(LocalDate(iso: "2026-11-25"))  // Wednesday
        let plan = PlanID(SequentialUUIDSource().next())
        let profile = try #require(
            TrainingProfile(goal: .arms, knees: .healthy, daysPerWeek: 3, minutesPerSession: 30))
        let program = Program(
            profile: profile, seed: 1, generatedAt: Date(timeIntervalSince1970: 0),
            days: [
                .init(label: "A", weekday: 1, planID: plan), .init(label: "B", weekday: 3, planID: plan),
                .init(label: "C", weekday: 5, planID: plan),
            ])
        var days = WeekOverview.days(program: program, completed: [], today: today)
        #expect(days.map(\.status.symbol).joined() == "–·●·○··")
        days = WeekOverview.days(program: program, completed: [today.adding(days: -2), today], today: today)
        #expect(days.map(\.status.symbol).joined() == "✓·✓·○··")
        let labels: [String?] = ["A", nil, "B", nil, "C", nil, nil]
        #expect(days.map(\.label) == labels)
        // A program made on Tuesday: Monday was no training day of it, so not missed.
        days = WeekOverview.days(
            program: program, completed: [], today: today, programStart: today.adding(days: -1))
        #expect(days.map(\.status.symbol).joined() == "··●·○··")
        // A workout on a day off the program carries its name (week shows it, not "workout").
        let saturday = today.adding(days: 3)
        days = WeekOverview.days(
            program: program, completed: [saturday], today: today, names: [saturday: ["Day A"]])
        let named = days[5]
        #expect(named.status == .completed && named.label == nil && named.workouts == ["Day A"])
        let others = days.filter { $0.date != saturday }.map(\.workouts)
        #expect(others.allSatisfy { $0.isEmpty })
    }

    @Test("e1RM: Epley and Brzycki")
    func oneRepMax() {
        let epley: Double = 100 * (1 + 5.0 / 30)
        #expect(OneRepMax.epley(weight: 100, reps: 5) == epley)
        #expect(OneRepMax.epley(weight: 100, reps: 1) == 100)
        #expect(abs(OneRepMax.brzycki(weight: 100, reps: 5) - 112.5) < 0.0001)
        #expect(OneRepMax.brzycki(weight: 100, reps: 40) == 0)
    }
}

@Suite("Plan diff and the check-in")
struct PlanDiffCheckInTests {
    @Test(
        "WORK-15 sets the check-in removed are not a plan change, nor one added back; sets added on top are")
    func checkInIsNotAChange() async throws {
        let clock = TestClock()
        let engine = WorkoutEngine(
            store: InMemoryWorkoutStore(), clock: clock, uuids: SequentialUUIDSource(), timeZone: utc)
        try await engine.start(plan: legPlan(), checkIn: CheckIn(energy: 1, kneePain: 0), category: category)
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        let unchanged = try await engine.finish(plan: legPlan())
        #expect(unchanged.diff.isEmpty)
        #expect(PlanDiff.apply(unchanged.asEdited, to: legPlan()).exercises.map(\.sets.count) == [3, 2])
        // The first set added puts back the one the check-in took; the second is on top.
        try await engine.start(plan: legPlan(), checkIn: CheckIn(energy: 1, kneePain: 0), category: category)
        try await engine.addSet(exercise: "squat")
        try await engine.addSet(exercise: "squat")
        try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        let added = try await engine.finish(plan: legPlan())
        #expect(added.diff.setCounts == [PlanDiff.SetCount(name: "Barbell Squat", from: 3, to: 4)])
        #expect(PlanDiff.apply(added.asEdited, to: legPlan()).exercises.map(\.sets.count) == [4, 2])
    }
}

@Suite("Set types chosen while logging")
struct SetTypeLoggingTests {
    @Test("done and set take a kind; a warm-up never makes a record", arguments: StoreAdapter.allCases)
    func kinds(adapter: StoreAdapter) async throws {
        let temporary = TemporaryFolder("set-types")
        let clock = TestClock()
        let engine = WorkoutEngine(
            store: adapter.make(temporary.url), clock: clock, uuids: SequentialUUIDSource(), timeZone: utc)
        try await engine.start(plan: legPlan(), checkIn: nil, category: category)
        let (first, _, _) = try await engine.markNextDone(
            weight: Mass(150, .kilograms), reps: 10, rpe: nil, type: .warmUp)
        #expect(first.exercises[0].sets[0].type == .warmUp)
        // The warm-up is an extra set: the three planned working sets are all still to do.
        #expect(first.exercises[0].sets.count == 4)
        #expect(first.exercises[0].sets.filter { $0.type == .working && !$0.done }.count == 3)
        _ = try await engine.markNextDone(weight: Mass(100, .kilograms), reps: 5, rpe: nil)
        let edited = try await engine.setValues(
            exercise: "1", set: 3, weight: Mass(80, .kilograms), reps: 8, rpe: nil, done: true, type: .drop)
        #expect(edited.exercises[0].sets.map(\.type) == [.warmUp, .working, .drop, .working])
        clock.advance(600)
        let finished = try await engine.finish(plan: nil)
        let records = PersonalRecords.compute([finished.summary])
        #expect(
            records[ExerciseID("barbell-squat")]?.heaviest?.value == 100, "the 150 kg warm-up is not a record"
        )
    }
}

@Suite("Undone and done again")
struct UndoneAndDoneAgainTests {
    @Test(
        "a set marked not done and done again keeps what was logged; a weight given before done is kept",
        arguments: StoreAdapter.allCases)
    func keepsLoggedValues(adapter: StoreAdapter) async throws {
        let temporary = TemporaryFolder("undone-done")
        let engine = WorkoutEngine(
            store: adapter.make(temporary.url), clock: TestClock(), uuids: SequentialUUIDSource(),
            timeZone: utc)
        try await engine.start(plan: legPlan(), checkIn: nil, category: category)
        _ = try await engine.markNextDone(weight: Mass(102.5, .kilograms), reps: 4, rpe: nil)
        _ = try await engine.setValues(exercise: "1", set: 1, weight: nil, reps: nil, rpe: nil, done: false)
        let again = try await engine.setValues(
            exercise: "1", set: 1, weight: nil, reps: nil, rpe: nil, done: true)
        #expect(
            again.exercises[0].sets[0].weight == Mass(102.5, .kilograms)
                && again.exercises[0].sets[0].reps == 4)
        _ = try await engine.setValues(
            exercise: "1", set: 2, weight: Mass(90, .kilograms), reps: nil, rpe: nil, done: nil)
        let typed = try await engine.setValues(
            exercise: "1", set: 2, weight: nil, reps: nil, rpe: nil, done: true)
        #expect(typed.exercises[0].sets[1].weight == Mass(90, .kilograms))
        #expect(
            typed.exercises[0].sets[1].reps == typed.exercises[0].sets[1].targetReps, "reps from the target")
    }
}

@Suite("The set a done names")
struct DoneNamesItsSetTests {
    @Test(
        "done reports the set it completed, even when every set is done in the same second after skipping ahead"
    )
    func sameSecond() async throws {
        let temporary = TemporaryFolder("done-names")
        let engine = WorkoutEngine(
            store: StoreAdapter.inMemory.make(temporary.url), clock: TestClock(),
            uuids: SequentialUUIDSource(),
            timeZone: utc)
        try await engine.start(plan: legPlan(), checkIn: nil, category: category)
        let first = try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        #expect(first.exercise == 0 && first.set == 0)
        _ = try await engine.change { workout, _ in workout.currentExercise = 1 }
        let skipped = try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        #expect(skipped.exercise == 1 && skipped.set == 0)
        let next = try await engine.markNextDone(weight: nil, reps: nil, rpe: nil)
        #expect(next.exercise == 1 && next.set == 1)
    }
}
