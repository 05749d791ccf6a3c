import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `exercises/custom.json`, version 2: the custom exercises.
struct CustomExercisesFile: VersionedDocument, Equatable {
    static let format = "fitshell.custom-exercises"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1

    var exercises: [Exercise]

    func validate() throws {
        var ids = Set<ExerciseID>()
        var names = Set<String>()
        for exercise in exercises {
            guard !SearchText.key(exercise.name).isEmpty else {
                throw DocumentValidationError("an exercise has no name")
            }
            guard exercise.id.isStorable else {
                throw DocumentValidationError(
                    "'\(exercise.name)' has an id with a control character, '|', ';' or ','")
            }
            guard ids.insert(exercise.id).inserted else {
                throw DocumentValidationError("id \(exercise.id) is used twice")
            }
            guard names.insert(SearchText.key(exercise.name)).inserted else {
                throw DocumentValidationError("the name '\(exercise.name)' is used twice")
            }
            guard exercise.isCustom else {
                throw DocumentValidationError("'\(exercise.name)' is not marked custom")
            }
        }
    }
}

/// `exercises/instructions.json`, version 2: instructions imported by the user.
struct InstructionsFile: VersionedDocument, Equatable {
    static let format = "fitshell.exercise-instructions"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1

    var instructions: [String: [String]]
}

/// `exercises/import-names.json`, version 1: names from other apps' exports and the exercise
/// each is imported as, kept from `import --map` and `exercises merge` so that the next import of
/// the same name lands where the user put it (keys are `SearchText.key` of the name).
struct ImportNamesFile: VersionedDocument, Equatable {
    static let format = "fitshell.import-names"
    static let currentVersion = 1

    var names: [String: String]
    /// Exercises folded into others by `exercises merge` (id → id): an import that matches a
    /// name to the first lands in the second.
    var redirects: [String: String]?

    func validate() throws {
        for (from, into) in redirects ?? [:] {
            guard ExerciseID(from).isStorable, ExerciseID(into).isStorable, !from.isEmpty, !into.isEmpty,
                from != into
            else {
                throw DocumentValidationError(
                    "a folded exercise '\(from.prefix(60))' names an id that cannot be kept")
            }
        }
        for (name, id) in names {
            // A name written by hand in another form ("Lat Pulldown (Machine)") is read in its kept
            // form (`JSONFileExerciseStore.importNames`), not a reason to set the file aside.
            guard !SearchText.key(name).isEmpty else {
                throw DocumentValidationError("a kept name '\(name.prefix(60))' has no letters or digits")
            }
            guard !id.isEmpty, ExerciseID(id).isStorable else {
                throw DocumentValidationError("'\(name.prefix(60))' names an exercise id that cannot be kept")
            }
        }
    }
}

/// Each name merges on its own.
extension ImportNamesFile {
    static let mergeLayout: MergeLayout? = MergeLayout([
        .members(path: ["names"]), .members(path: ["redirects"]),
    ])
}

/// Each custom exercise merges on its own, and each exercise's instructions.
extension CustomExercisesFile {
    static let mergeLayout: MergeLayout? = MergeLayout([.keyed(path: ["exercises"], key: "id")])
}

extension InstructionsFile {
    static let mergeLayout: MergeLayout? = MergeLayout([.members(path: ["instructions"])])
}
