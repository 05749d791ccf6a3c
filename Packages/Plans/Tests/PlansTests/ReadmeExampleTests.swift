import CoreModels
import CoreModelsTesting
import Exercises
import Plans
import Testing

@Test("the README's example compiles, runs, and is the one the README shows")
func plansReadmeExample() async throws {
    // README begin
    let plans = PlanService(store: InMemoryPlanStore(), clock: SystemWallClock())
    let squat = PlanExercise(
        exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", restSeconds: 120,
        sets: Array(repeating: PlanSet(weight: Mass(100, .kilograms), reps: 5), count: 3))
    let plan = try await plans.create("Legs", exercises: [squat])
    print(try await plans.resolve("leg").name, plan.exercises[0].sets.count)  // Legs 3
    // README end
    #expect(try await plans.resolve("leg").id == plan.id)
    #expect(try ReadmeSnippet.isShown())
}
