import CommandKit
import ExercisesCommands
import PlansCommands
import ShellKit
import WorkoutSession

/// Where an exercise is used by plans and workouts: deleting a custom exercise in use is refused
/// (`exercises delete` without `--force`, and `import undo` for the ones its import made).
public enum ExerciseUses {
    /// The plans that use the exercise, how many finished workouts have it, and the workout in
    /// progress when it has it.
    public static let plansAndWorkouts: ExerciseUsage = { context, id in
        let workouts = try await context.history.summaries().filter {
            $0.exercises.contains { $0.exerciseID == id }
        }.count
        let active =
            try await context.workoutStore.active()?.exercises.contains { $0.exerciseID == id } == true
        return try await context.plans.usage(of: id)
            + (workouts > 0 ? ["\(Text.count(workouts, "workout")) in history"] : [])
            + (active ? ["the workout in progress"] : [])
    }
}
