import Exercises
import Foundation

// Regenerates the embedded system catalog from a free-exercise-db JSON file:
//   swift run --package-path Packages/Exercises exercise-catalog SOURCE.json OUTPUT.swift
// and compiles its search index into SystemCatalogSearchData.swift beside OUTPUT.swift.
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
    // The search index is compiled from the catalog as the program reads it back.
    let embedded = try CatalogCodec.parse(
        exercises.sorted { $0.id < $1.id }.map(CatalogCodec.line).joined(separator: "\n"))
    let index = URL(fileURLWithPath: output).deletingLastPathComponent().appendingPathComponent(
        "SystemCatalogSearchData.swift")
    try Data(CompiledCatalogSearch.generatedSource(for: embedded).utf8).write(to: index)
    print("Wrote the compiled search index to \(index.path)")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(65)
}
