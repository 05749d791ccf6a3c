import CoreModelsTesting
import Exercises
import Testing

@Test("the README's example compiles, runs, and is the one the README shows")
func exercisesReadmeExample() throws {
    // README begin
    let catalog = ExerciseCollection(system: try SystemCatalog.load(), custom: [])
    for exercise in catalog.search("benhc press", limit: 5) { print(exercise.name) }
    // README end
    #expect(catalog.search("benhc press", limit: 5).first?.name == "Barbell Bench Press - Medium Grip")
    #expect(try ReadmeSnippet.isShown())
}
