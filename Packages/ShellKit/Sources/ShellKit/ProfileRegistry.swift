import CommandKit
import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Local profiles: isolated data folders under one root, and which one was used last.
public struct ProfileRegistry: Sendable {
    /// The profile used when none was ever chosen.
    public static let defaultProfile = "default"

    struct State: VersionedDocument, Equatable {
        static let format = "fitshell.state"
        static let currentVersion = 1
        var currentProfile: String

        func validate() throws {
            if ProfileRegistry.problem(with: currentProfile) != nil {
                throw DocumentValidationError("'\(currentProfile)' is not a valid profile name")
            }
        }
    }

    /// The data root.
    public let root: URL
    private let state: DocumentFile<State>

    /// The program's name, for hints.
    private let program: String

    /// Creates the registry for `root` of the program `identity`; the remembered profile is
    /// kept in `NAME.json` there, NAME being the program's folder name (`fitshell.json`).
    public init(root: URL, context: StorageContext, identity: ShellIdentity) {
        self.root = root
        self.program = identity.name
        self.state = DocumentFile(
            url: root.appendingFileName(identity.folderName + ".json"), context: context)
    }

    /// The formats the registry writes, for checking a data folder.
    public static var documentFormats: [DocumentFormat] { [.of(State.self)] }

    /// The remembered profile, or `default`.
    ///
    /// - Throws: `StorageError` when the state file cannot be read.
    public func current() throws -> String {
        try state.load()?.currentProfile ?? Self.defaultProfile
    }

    /// Remembers `name` as the profile to use from now on.
    ///
    /// - Throws: `CLIError` for a bad name, `StorageError` when saving fails.
    public func use(_ name: String) throws {
        try Self.validate(name)
        try state.save(State(currentProfile: name))
        try FileSystem.ensureFolder(DataLocation.folder(of: name, in: root))
    }

    /// Every profile that has a folder, plus the current one.
    ///
    /// - Throws: `StorageError` when the state file cannot be read.
    public func list() throws -> [String] {
        let folder = root.appendingFileName("profiles")
        let names = FileSystem.names(inFolder: folder.filePath)
        return Array(Set(names.filter { Self.problem(with: $0) == nil } + [try current()])).sorted()
    }

    /// Removes profile `name` and all its data; the current profile falls back to `default`.
    ///
    /// - Throws: `CLIError` when it does not exist; `StorageError` when it cannot be removed.
    public func remove(_ name: String) throws {
        try Self.validate(name)
        let folder = DataLocation.folder(of: name, in: root)
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw CLIError("There is no profile '\(name)'.", hint: "See '\(program) profile list'.")
        }
        do {
            try FileManager.default.removeItem(at: folder)
        } catch {
            throw StorageError.saveFailure(file: folder.path, reason: "\(error)")
        }
        if try current() == name { try state.delete() }
    }

    /// Why `name` cannot be a profile name, or `nil` when it can.
    public static func problem(with name: String) -> String? {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_")
        guard (1...32).contains(name.count) else { return "a profile name has 1 to 32 characters" }
        guard name.allSatisfy({ allowed.contains($0) }), name.first != "-", name.first != "_" else {
            return
                "a profile name uses lower-case letters, digits, '-' and '_', and starts with a letter or digit"
        }
        return nil
    }

    /// Checks a profile name.
    ///
    /// - Throws: `CLIError.usage` explaining the rule.
    public static func validate(_ name: String) throws(CLIError) {
        if let problem = problem(with: name) {
            throw .usage("'\(name)' is not a valid profile name: \(problem).")
        }
    }
}
