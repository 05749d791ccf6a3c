import Exercises
import Foundation

// Searches the built-in catalog (typos forgiven) and prints the best matches with their equipment
// and knee load: the whole of what a program needs to adopt the Exercises package alone.
let query = CommandLine.arguments.dropFirst().joined(separator: " ")
guard !query.isEmpty else {
    print("usage: exercise-finder WORDS…   (e.g. exercise-finder benhc press)")
    exit(64)
}
let catalog = ExerciseCollection(system: try SystemCatalog.load(), custom: [])
let matches = catalog.search(query, limit: 5)
if matches.isEmpty {
    print("No exercise matches '\(query)'.")
    exit(1)
}
for exercise in matches {
    print(
        "\(exercise.name)  ·  \(exercise.equipment.displayName)  ·  knee load \(exercise.kneeLoad.rawValue)")
}
