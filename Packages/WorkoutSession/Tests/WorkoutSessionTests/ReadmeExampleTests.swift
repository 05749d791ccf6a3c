import CoreModels
import CoreModelsTesting
import Exercises
import Testing
import WorkoutSession

@Test("the README's example compiles, runs, and is the one the README shows")
func workoutSessionReadmeExample() async throws {
    let folder = TemporaryFolder("readme")
    // README begin
    let store = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .current)
    let engine = WorkoutEngine(store: store, clock: SystemWallClock(), timeZone: .current)
    try await engine.start(plan: nil, name: "Push", checkIn: nil, category: { _ in .chest })
    let catalog = ExerciseCollection(system: try SystemCatalog.loadCached(), custom: [])
    let bench = try catalog.resolve("barbell bench press")
    try await engine.addExercise(bench, sets: 3, reps: 8, weight: Mass(60, .kilograms), restSeconds: 90)
    try await engine.setValues(
        exercise: "1", set: 1, weight: Mass(60, .kilograms), reps: 8, rpe: nil, done: true)
    let finished = try await engine.finish(plan: nil)
    print(finished.summary.sets, finished.summary.volume)  // 1 480.0
    // README end
    #expect(finished.summary.sets == 1 && finished.summary.volume == 480)
    #expect(try await WorkoutHistory(store: store).summaries().count == 1)
    #expect(try ReadmeSnippet.isShown())
}
