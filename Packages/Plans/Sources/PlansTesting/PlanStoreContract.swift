import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Plans
import Testing

/// The rules every `PlanStore` adapter meets. Run each check against a fresh, empty store:
///
/// ```swift
/// @Test(arguments: PlanStoreContract.checks)
/// func contract(_ check: ContractCheck<any PlanStore>) async throws {
///     try await check.run(MyPlanStore())
/// }
/// ```
public enum PlanStoreContract {
    /// A plan named `name` with `sets` sets of 5 × 100 kg squats; its id and creation time come
    /// from `id`, so the same arguments make the same plan.
    public static func samplePlan(_ name: String, id: UInt64, sets: Int = 3) -> Plan {
        Plan(
            id: PlanID(SequentialUUIDSource(start: id).next()), name: name,
            createdAt: Date(timeIntervalSince1970: Double(id)),
            exercises: [
                PlanExercise(
                    exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", restSeconds: 120,
                    sets: Array(repeating: PlanSet(weight: Mass(100, .kilograms), reps: 5), count: sets))
            ])
    }

    /// Every check of the contract.
    public static let checks: [ContractCheck<any PlanStore>] = [
        ContractCheck("any number of plans are kept and load back with every setting") {
            (store) async throws in
            #expect(try await store.all().isEmpty)
            for index in 1...5 { try await store.save(samplePlan("Plan \(index)", id: UInt64(index))) }
            #expect(try await store.all().map(\.name) == ["Plan 1", "Plan 2", "Plan 3", "Plan 4", "Plan 5"])
            let third = samplePlan("Plan 3", id: 3)
            #expect(try await store.plan(third.id) == third)
        },
        ContractCheck("update changes one plan; delete removes it; updating a missing plan throws") {
            (store) async throws in
            let plan = samplePlan("A", id: 1)
            try await store.save(plan)
            let renamed = try await store.update(plan.id) {
                var copy = $0
                copy.name = "B"
                return copy
            }
            #expect(renamed.name == "B")
            #expect(try await store.plan(plan.id)?.name == "B")
            try await store.delete(plan.id)
            #expect(try await store.plan(plan.id) == nil)
            await #expect(throws: StorageError.self) { try await store.update(plan.id) { $0 } }
        },
        ContractCheck("invalid plans are refused: no sets, zero reps, negative weight") {
            (store) async throws in
            var plan = samplePlan("x", id: 1, sets: 0)
            await #expect(throws: StorageError.self) { try await store.save(plan) }
            plan = samplePlan("x", id: 1)
            plan.exercises[0].sets[0].reps = 0
            await #expect(throws: StorageError.self) { try await store.save(plan) }
            plan.exercises[0].sets[0] = PlanSet(weight: Mass(kilograms: -1), reps: 5)
            await #expect(throws: StorageError.self) { try await store.save(plan) }
            #expect(try await store.all().isEmpty)
        },
        ContractCheck("saveIfNameFree saves a free name and refuses a taken one (any case)") {
            (store) async throws in
            #expect(try await store.saveIfNameFree(samplePlan("Push Day", id: 1)))
            #expect(try await store.saveIfNameFree(samplePlan("push day", id: 2)) == false)
            #expect(try await store.saveIfNameFree(samplePlan("Pull Day", id: 3)))
            var renamed = samplePlan("Push Day", id: 1)
            renamed.exercises = []
            #expect(try await store.saveIfNameFree(renamed), "a plan may keep its own name")
            #expect(try await store.all().map(\.name).sorted() == ["Pull Day", "Push Day"])
        },
        ContractCheck("summaries are the plans' own, in their order, after every save, update and delete") {
            (store) async throws in
            func same() async throws {
                #expect(try await store.summaries() == (try await store.all()).map(PlanSummary.init))
            }
            try await same()
            for index in [3, 1, 2] { try await store.save(samplePlan("Plan \(index)", id: UInt64(index))) }
            try await same()
            #expect(try await store.summaries().map(\.name) == ["Plan 1", "Plan 2", "Plan 3"])
            let first = samplePlan("Plan 1", id: 1)
            try await store.update(first.id) {
                var copy = $0
                copy.name = "Renamed"
                copy.lastUsedAt = Date(timeIntervalSinceReferenceDate: 812_345_678.123_456_7)
                copy.exercises += copy.exercises
                return copy
            }
            try await same()
            let renamed = try #require(try await store.summaries().first)
            #expect(renamed.name == "Renamed" && renamed.exerciseCount == 2)
            #expect(renamed.lastUsedAt == (try await store.plan(first.id))?.lastUsedAt)
            #expect(
                renamed.lastUsedAt.map { abs($0.timeIntervalSinceReferenceDate - 812_345_678.123) < 1 }
                    == true)
            try await store.delete(samplePlan("Plan 2", id: 2).id)
            try await same()
            #expect(try await store.summaries().count == 2)
        },
    ]
}

/// The rules every `ProgramStore` adapter meets, run like `PlanStoreContract.checks`.
public enum ProgramStoreContract {
    /// Every check of the contract.
    public static let checks: [ContractCheck<any ProgramStore>] = [
        ContractCheck("empty: no profile, no program") { (store) async throws in
            #expect(try await store.profile() == nil)
            #expect(try await store.program() == nil)
        },
        ContractCheck("the profile and the program round-trip, and reset forgets both") {
            (store) async throws in
            let profile = try #require(
                TrainingProfile(goal: .arms, knees: .sensitive, daysPerWeek: 3, minutesPerSession: 30))
            try await store.saveProfile(profile)
            let program = Program(
                profile: profile, seed: 4, generatedAt: Date(timeIntervalSince1970: 1_795_000_000),
                days: [.init(label: "A", weekday: 1, planID: PlanStoreContract.samplePlan("", id: 1).id)])
            try await store.saveProgram(program)
            #expect(try await store.profile() == profile)
            #expect(try await store.program() == program)
            try await store.reset()
            #expect(try await store.profile() == nil)
            #expect(try await store.program() == nil)
        },
    ]
}
