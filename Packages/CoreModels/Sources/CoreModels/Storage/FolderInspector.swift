#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks every file in a data folder without changing anything (a data-folder check).
public struct FolderInspector: Sendable {
    /// What was found about one file or folder.
    public struct Finding: Equatable, Sendable, Codable {
        /// How serious a finding is.
        public enum Severity: String, Equatable, Sendable, Codable {
            /// Readable and valid.
            case ok
            /// Left over from earlier trouble; harmless but worth knowing.
            case note
            /// Needs attention: unreadable, invalid, newer format, wrong permissions.
            case problem
        }

        /// The path relative to the inspected folder.
        public let path: String
        /// How serious it is.
        public let severity: Severity
        /// What was found.
        public let detail: String

        /// Creates a finding (checks beyond file formats add their own, e.g. derived indexes).
        public init(path: String, severity: Severity, detail: String) {
            self.path = path
            self.severity = severity
            self.detail = detail
        }
    }

    private let formats: [String: DocumentFormat]
    private let derived: @Sendable (String) -> Bool

    /// Creates an inspector that knows `formats`; a file `derived` names (by its name) that is
    /// not a JSON document (a list kept beside the files it is made from) is not reported.
    public init(formats: [DocumentFormat], derived: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.formats = Dictionary(formats.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.derived = derived
    }

    /// Inspects every file below `folder` (missing folder: no findings).
    public func inspect(_ folder: URL) -> [Finding] {
        // The root itself may be a folder the user chose (and made); only what fitshell made is checked.
        var findings: [Finding] = []
        for relative in FileSystem.subpaths(of: folder) {
            let path = folder.appendingPathComponent(relative).path
            let name = PlainText.lastPathComponent(relative)
            // A synced folder's git repository and its settings are git's, not fitshell's files.
            let components = relative.split(separator: "/")
            if components.contains(".git") || name == ".gitignore" || name == ".gitattributes" { continue }
            findings += inspectEntry(path: path, relative: relative, name: name)
        }
        return findings.sorted { $0.path < $1.path }
    }

    /// The finding for one file at `relative` below `root`: whether it is a readable document of
    /// a known format (what `inspect` says of each file's content).
    public func checkDocument(_ relative: String, in root: URL) -> Finding {
        check(path: root.appendingPathComponent(relative).path, relative: relative)
    }

    private func inspectEntry(path: String, relative: String, name: String) -> [Finding] {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return [Finding(path: relative, severity: .problem, detail: "cannot be examined: \(errnoText())")]
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFLNK {
            let target = FileManager.default.fileExists(atPath: path) ? "" : " to a missing file"
            return [
                Finding(
                    path: relative, severity: .problem,
                    detail: "a symbolic link\(target); fitshell writes plain files")
            ]
        }
        if type == S_IFDIR {
            return permissionProblem(path, expected: FileSystem.folderMode).map {
                [Finding(path: relative, severity: .problem, detail: $0)]
            } ?? []
        }
        if name.hasSuffix(".lock") && name.hasPrefix(".") { return [] }
        if !name.hasSuffix(".json"), derived(name) { return [] }
        if Quarantine.isQuarantined(name), let marker = relative.ranges(of: Quarantine.marker).last {
            // Read as the file it was, to say why it was set aside and how to bring it back.
            let original = String(relative[..<marker.lowerBound])
            let why = check(path: path, relative: original)
            let name = PlainText.lastPathComponent(original)
            let state =
                why.severity == .problem
                ? "set aside as unreadable (\(why.detail))" : "set aside earlier (it reads as valid now)"
            // A file of that name written since holds newer data: renaming back would replace it.
            let back =
                FileManager.default.fileExists(atPath: String(path.dropLast(relative.count - original.count)))
                ? "\(name) has been written since, so copy what you need from it into that file by hand"
                : "mend it and rename it back to \(name) (then run 'data doctor --fix')"
            return [
                Finding(
                    path: relative, severity: .note,
                    detail:
                        "\(state); what it holds is not in use: \(back), or delete it when you no longer need it"
                )
            ]
        }
        if name.hasPrefix("."), name.contains(".tmp-") {
            return [
                Finding(
                    path: relative, severity: .note,
                    detail: "an unfinished write left by an interrupted run; safe to delete")
            ]
        }
        let finding = check(path: path, relative: relative)
        guard finding.severity != .note, let problem = permissionProblem(path, expected: FileSystem.fileMode)
        else {
            return [finding]
        }
        return [Finding(path: relative, severity: .problem, detail: problem), finding]
    }

    private func check(path: String, relative: String) -> Finding {
        let data: Data
        do {
            guard let read = try FileSystem.contents(of: URL(fileURLWithPath: path)) else {
                return Finding(path: relative, severity: .problem, detail: "vanished while checking")
            }
            data = read
        } catch {
            return Finding(path: relative, severity: .problem, detail: error.failureReason ?? "\(error)")
        }
        guard relative.hasSuffix(".json") else {
            return Finding(path: relative, severity: .note, detail: "not a fitshell file")
        }
        guard let header = try? JSONDecoder().decode(EnvelopeHeader.self, from: data) else {
            return Finding(
                path: relative, severity: .problem,
                detail: data.isEmpty
                    ? "the file is empty" : "not a fitshell document (damaged or foreign JSON)")
        }
        guard let format = formats[header.format] else {
            // Every fitshell file's format is declared by a plug-in: an unknown one is worth a look.
            return Finding(
                path: relative, severity: .problem,
                detail: "format '\(header.format.prefix(60))' is not known to this fitshell")
        }
        if let problem = format.problem(in: data) {
            return Finding(path: relative, severity: .problem, detail: problem)
        }
        return Finding(path: relative, severity: .ok, detail: "\(header.format) v\(header.version)")
    }

    private func permissionProblem(_ path: String, expected: mode_t) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let mode = info.st_mode & 0o777
        guard mode & ~expected != 0 else { return nil }
        func octal(_ value: mode_t) -> String {
            let digits = String(value, radix: 8)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        return "permissions \(octal(mode)) are wider than \(octal(expected)): others may read your data"
    }
}
