import Foundation

/// Keeps a README's code sample from going stale: the sample is a marked region of a test that
/// compiles and runs it, and the test checks that the README shows those lines verbatim.
///
/// Mark the region with a line `// README begin` and a line `// README end`; the lines between
/// (with their common indentation removed) must appear in `README.md` of the package whose
/// folder holds the test file.
public enum ReadmeSnippet {
    /// The marked lines of `file`, without their common indentation.
    ///
    /// - Throws: when the file cannot be read or has no marked region.
    public static func marked(in file: String) throws -> String {
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        guard
            let begin = lines.firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces) == "// README begin"
            }),
            let end = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// README end" }),
            begin < end
        else { throw ReadmeSnippetError("\(file) has no '// README begin' … '// README end' region") }
        let region = lines[(begin + 1)..<end]
        let indent =
            region.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return region.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }

    /// The README of the package whose folder holds `file` (the nearest folder above it with a
    /// `Package.swift`).
    ///
    /// - Throws: when there is no such package or README.
    public static func readme(of file: String) throws -> String {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
            }
            folder = folder.deletingLastPathComponent()
        }
        throw ReadmeSnippetError("no package folder above \(file)")
    }

    /// Whether the package's README shows the marked lines of `file` verbatim.
    ///
    /// - Throws: when a file cannot be read or the region is missing.
    public static func isShown(from file: String = #filePath) throws -> Bool {
        try readme(of: file).contains(marked(in: file))
    }
}

/// Why a README sample could not be checked.
public struct ReadmeSnippetError: Error, CustomStringConvertible {
    /// What was wrong.
    public let description: String

    init(_ description: String) { self.description = description }
}
