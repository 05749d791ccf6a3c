import Exercises
import Foundation

// Regenerates the embedded system catalog from a free-exercise-db JSON file:
//   swift run --package-path Packages/Exercises exercise-catalog SOURCE.json OUTPUT.swift
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let source = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: exercise-catalog SOURCE.json OUTPUT.swift\n".utf8))
    exit(64)
}
do {
    let data = try Data(contentsOf: URL(fileURLWithPath: source))
    let entries = try JSONDecoder().decode([SourceExercise].self, from: data)
    let exercises = entries.map(\.exercise)
    let ids = Set(exercises.map(\.id))
    guard ids.count == exercises.count else {
        FileHandle.standardError.write(Data("error: two source ids give the same slug\n".utf8))
        exit(65)
    }
    if let bad = exercises.first(where: { $0.name.contains("|") || $0.name.contains("\n") }) {
        FileHandle.standardError.write(Data("error: '\(bad.name)' contains a separator\n".utf8))
        exit(65)
    }
    try Data(SystemCatalog.generatedSource(for: exercises).utf8).write(to: URL(fileURLWithPath: output))
    print("Wrote \(exercises.count) exercises to \(output)")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(65)
}
