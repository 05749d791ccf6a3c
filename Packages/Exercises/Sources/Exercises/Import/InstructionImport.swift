import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `exercises import` changed.
public struct InstructionImportReport: Equatable, Sendable, Codable {
    /// Entries in the file.
    public var entries = 0
    /// Exercises that got instructions they did not have (or different ones).
    public var instructionsAdded = 0
    /// Exercises whose instructions were already the same.
    public var unchanged = 0
    /// Entries that matched no exercise and were added as custom exercises.
    public var exercisesAdded: [String] = []
    /// Entries whose instructions were cut to the steps kept (`ExerciseLibrary.mostSteps` of
    /// `longestStep` characters at most).
    public var instructionsCut = 0

    /// Creates an empty report.
    public init() {}

    /// Whether the import changed anything.
    public var changedAnything: Bool { instructionsAdded > 0 || !exercisesAdded.isEmpty }
}

extension ExerciseLibrary {
    /// The most steps an exercise's instructions keep from an import (the catalog's longest has 13).
    public static let mostSteps = 40
    /// The most characters of one step kept from an import.
    public static let longestStep = 2_000

    /// `steps` within `mostSteps` and `longestStep`, and whether anything was cut.
    static func bounded(_ steps: [String]) -> (steps: [String], cut: Bool) {
        let kept = steps.prefix(mostSteps).map { String($0.prefix(longestStep)) }
        return (kept, kept.count < steps.count || zip(kept, steps).contains { $0.count < $1.count })
    }

    /// Imports a free-exercise-db JSON list (the user's own copy): adds instructions to the
    /// exercises they belong to, and adds entries that match no exercise as custom ones.
    /// Running it again changes nothing.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - dryRun: report without saving.
    /// - Returns: what changed (or would change).
    /// - Throws: `ExerciseError.invalidImport` when the file is not such a list; `StorageError`.
    public func importFreeExerciseDB(_ data: Data, dryRun: Bool = false) async throws
        -> InstructionImportReport
    {
        let entries: [SourceExercise]
        do {
            entries = try JSONDecoder().decode([SourceExercise].self, from: data)
        } catch {
            throw ExerciseError.invalidImport(DocumentCoder.explain(error))
        }
        let collection = try await collection()
        let existing = try await store.instructions()
        var report = InstructionImportReport()
        report.entries = entries.count
        var additions: [ExerciseID: [String]] = [:]
        var newExercises: [SourceExercise] = []
        var seenNames = Set(collection.all.map { SearchText.key($0.name) })
        for entry in entries {
            let target =
                collection.exercise(ExerciseID(slugging: entry.id)) ?? collection.exercise(named: entry.name)
            if let target {
                let (steps, cut) = Self.bounded(
                    entry.instructions.map { $0.trimmingSpaces(newlines: true) }.filter { !$0.isEmpty })
                guard !steps.isEmpty else { continue }
                if cut { report.instructionsCut += 1 }
                if existing[target.id] == steps {
                    report.unchanged += 1
                } else {
                    additions[target.id] = steps
                    report.instructionsAdded += 1
                }
            } else if (try? Self.validName(entry.name)) != nil,
                seenNames.insert(SearchText.key(entry.name)).inserted
            {
                newExercises.append(entry)
                report.exercisesAdded.append(entry.name)
            }
        }
        if dryRun || !report.changedAnything { return report }
        // The new exercises in one write of the custom file (one write each rewrote the whole
        // file each time: 2,000 entries took 49 s, and a kill left half of them).
        let drafts = newExercises.map { entry in
            let derived = entry.exercise
            return CustomExerciseDraft(
                name: entry.name, category: derived.category, equipment: derived.equipment,
                primaryMuscles: derived.primaryMuscles, secondaryMuscles: derived.secondaryMuscles,
                kneeLoad: derived.kneeLoad, mechanic: derived.mechanic)
        }
        let added = try await addCustom(drafts)
        for (entry, exercise) in zip(newExercises, added) {
            let (steps, cut) = Self.bounded(entry.instructions.filter { !$0.isEmpty })
            if cut { report.instructionsCut += 1 }
            if !steps.isEmpty { additions[exercise.id] = steps }
        }
        // Then their instructions; an import killed between the two writes is finished by
        // running it again (the exercises are there, their instructions are added).
        let final = additions
        try await store.updateInstructions { $0.merging(final) { _, new in new } }
        return report
    }
}
