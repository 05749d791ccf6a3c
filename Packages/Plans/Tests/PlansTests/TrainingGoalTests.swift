import Plans
import Testing

@Suite("TrainingGoal")
struct TrainingGoalTests {
    @Test(
        "FR-012 the arms goal asks for 2 arm exercises per session, every other goal for 1",
        arguments: TrainingGoal.allCases)
    func armFocus(goal: TrainingGoal) {
        #expect(goal.armExercisesPerSession == (goal == .arms ? 2 : 1))
    }

    @Test("raw values are the CLI's words")
    func words() {
        #expect(TrainingGoal(rawValue: "fat-loss") == .fatLoss)
        #expect(TrainingGoal.allCases.count == 5)
    }
}
