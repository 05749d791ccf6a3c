import CommandKit
import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where this run's data lives: the data root and the profile folder inside it.
///
/// The root comes from `--data-dir`, else the program's home variable (`FITSHELL_HOME`), else
/// `$XDG_DATA_HOME/NAME`, else `~/.local/share/NAME`, where NAME is the program's folder name.
/// Each profile is an isolated folder `profiles/NAME`.
public struct DataLocation: Sendable, Equatable {
    /// The data root holding every profile.
    public let root: URL
    /// Which setting chose the root, for showing the data path.
    public let rootSource: String
    /// The active profile's name.
    public let profile: String

    /// Creates a location.
    public init(root: URL, rootSource: String, profile: String) {
        self.root = root
        self.rootSource = rootSource
        self.profile = profile
    }

    /// The active profile's folder.
    public var folder: URL { Self.folder(of: profile, in: root) }

    /// The folder of profile `name` under `root`.
    public static func folder(of name: String, in root: URL) -> URL {
        root.appendingFileName("profiles/" + name, directory: true)
    }

    /// Finds the data root.
    ///
    /// - Throws: `CLIError` (exit 74) when no home folder is known and nothing else is set.
    public static func resolveRoot(
        dataDir: String?, environment: [String: String], workingDirectory: URL, identity: ShellIdentity
    ) throws -> (URL, String) {
        func absolute(_ path: String) -> URL {
            let expanded = PlainText.expandingTilde(path, home: environment["HOME"])
            let url =
                expanded.hasPrefix("/")
                ? URL(fileURLWithPath: expanded, isDirectory: true)
                : workingDirectory.appendingFileName(expanded, directory: true)
            // Standardizing costs a short command a visible share of its run: a path already
            // standard is taken as it is (the working folder, from `getcwd`, always is).
            return isStandard(expanded) ? url : url.standardizedFileURL
        }
        if let dataDir {
            // An empty path (an unset variable in a script: --data-dir "$DIR") names no folder:
            // falling back to the default one wrote where the script did not mean to.
            guard !dataDir.trimmingSpaces().isEmpty else {
                throw CLIError.usage(
                    "--data-dir was given an empty path.", hint: "Name a folder, or leave the option out.")
            }
            return (absolute(dataDir), "--data-dir")
        }
        if let home = environment[identity.homeVariable], !home.isEmpty {
            return (absolute(home), identity.homeVariable)
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return (
                URL(fileURLWithPath: xdg, isDirectory: true).appendingFileName(
                    identity.folderName, directory: true),
                "XDG_DATA_HOME"
            )
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw CLIError(
                "No data folder: HOME is not set.",
                hint: "Pass --data-dir PATH or set \(identity.homeVariable).",
                code: .ioError)
        }
        return (
            URL(fileURLWithPath: home, isDirectory: true).appendingFileName(
                ".local/share/\(identity.folderName)", directory: true),
            "~/.local/share"
        )
    }

    /// Whether `standardizedFileURL` leaves the path `path` names as it is (a relative one as
    /// it is joined to a standard working folder): see `FileSystem.isStandardPath`.
    static func isStandard(_ path: String) -> Bool {
        FileSystem.isStandardPath(path.hasPrefix("/") ? path : "/" + path)
    }
}
