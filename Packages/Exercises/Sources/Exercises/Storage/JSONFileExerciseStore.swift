import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Stores custom exercises in `custom.json` and imported instructions in `instructions.json`,
/// inside the folder it is given (the app gives `PROFILE/exercises`).
public actor JSONFileExerciseStore: ExerciseStore {
    private let custom: DocumentFile<CustomExercisesFile>
    private let notes: DocumentFile<InstructionsFile>
    private let names: DocumentFile<ImportNamesFile>

    /// Creates a store in `folder`.
    public init(folder: URL, context: StorageContext) {
        custom = DocumentFile(url: folder.appendingFileName("custom.json"), context: context)
        notes = DocumentFile(
            url: folder.appendingFileName("instructions.json"), context: context, compact: true)
        names = DocumentFile(url: folder.appendingFileName("import-names.json"), context: context)
    }

    /// The formats this adapter writes (and where), for a check of the data folder.
    public static var documentFormats: [DocumentFormat] {
        [
            .of(CustomExercisesFile.self, files: ["custom.json"]),
            .of(InstructionsFile.self, files: ["instructions.json"]),
            .of(ImportNamesFile.self, files: ["import-names.json"]),
        ]
    }

    /// Reads `custom.json` (a corrupt file is set aside and reads as empty).
    public func customExercises() async throws -> [Exercise] {
        try custom.load()?.exercises ?? []
    }

    /// Locked read-modify-write of `custom.json`.
    @discardableResult
    public func updateCustomExercises(_ change: @Sendable ([Exercise]) throws -> [Exercise]) async throws
        -> [Exercise]
    {
        try custom.update { CustomExercisesFile(exercises: try change($0?.exercises ?? [])) }.exercises
    }

    /// Reads `instructions.json`.
    public func instructions() async throws -> [ExerciseID: [String]] {
        Self.typed(try notes.load()?.instructions ?? [:])
    }

    /// Locked read-modify-write of `instructions.json`.
    public func updateInstructions(
        _ change: @Sendable ([ExerciseID: [String]]) throws -> [ExerciseID: [String]]
    )
        async throws
    {
        try notes.update { file in
            let updated = try change(Self.typed(file?.instructions ?? [:]))
            return InstructionsFile(
                instructions: Dictionary(uniqueKeysWithValues: updated.map { ($0.key.rawValue, $0.value) }))
        }
    }

    /// Reads `import-names.json`.
    public func importNames() async throws -> [String: ExerciseID] {
        Self.keyed(try names.load()?.names ?? [:])
    }

    /// Names in their kept form (`SearchText.key`), whatever form a hand edit wrote them in;
    /// of two that become one, the one already in kept form wins (then the first in order).
    private static func keyed(_ raw: [String: String]) -> [String: ExerciseID] {
        var result: [String: ExerciseID] = [:]
        let ordered = raw.sorted { left, right in
            let a = left.key == SearchText.key(left.key) ? 0 : 1
            let b = right.key == SearchText.key(right.key) ? 0 : 1
            return a != b ? a < b : left.key < right.key
        }
        for (name, id) in ordered where result[SearchText.key(name)] == nil {
            result[SearchText.key(name)] = ExerciseID(id)
        }
        return result
    }

    /// Locked read-modify-write of `import-names.json`.
    public func updateImportNames(_ change: @Sendable ([String: ExerciseID]) throws -> [String: ExerciseID])
        async throws
    {
        try names.update { file in
            ImportNamesFile(
                names: try change(Self.keyed(file?.names ?? [:])).mapValues(\.rawValue),
                redirects: file?.redirects)
        }
    }

    /// Reads the redirects of `import-names.json`.
    public func exerciseRedirects() async throws -> [ExerciseID: ExerciseID] {
        Self.ids(try names.load()?.redirects ?? [:])
    }

    /// Locked read-modify-write of the redirects of `import-names.json`.
    public func updateExerciseRedirects(
        _ change: @Sendable ([ExerciseID: ExerciseID]) throws -> [ExerciseID: ExerciseID]
    ) async throws {
        try names.update { file in
            let updated = try change(Self.ids(file?.redirects ?? [:]))
            return ImportNamesFile(
                names: file?.names ?? [:],
                redirects: updated.isEmpty
                    ? nil
                    : Dictionary(uniqueKeysWithValues: updated.map { ($0.key.rawValue, $0.value.rawValue) }))
        }
    }

    private static func ids(_ raw: [String: String]) -> [ExerciseID: ExerciseID] {
        Dictionary(
            raw.map { (ExerciseID($0.key), ExerciseID($0.value)) }, uniquingKeysWith: { first, _ in first })
    }

    private static func typed(_ raw: [String: [String]]) -> [ExerciseID: [String]] {
        Dictionary(uniqueKeysWithValues: raw.map { (ExerciseID($0.key), $0.value) })
    }
}
