#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// File paths of file URLs, and file URLs inside folders, made as text.
///
/// The first `URL.path`, `appendingPathComponent`, `deletingLastPathComponent` or
/// `lastPathComponent` of a process builds a set inside Foundation whose type the Swift runtime
/// makes at run time, searching all ~5,000 protocol conformances of the binary to do it: a
/// twentieth of a short command (`journal show`). Storage and the shell name their folders and
/// files through these instead, and the search never runs.
extension URL {
    /// The file-system path of a file URL, exactly as `path` gives it (percent-decoded, no
    /// trailing slash but for `/` itself). A URL relative to a base, or not a file URL, is
    /// read through `path`.
    public var filePath: String {
        guard isFileURL, baseURL == nil else { return path }
        var text = path(percentEncoded: false)
        while text.utf8.count > 1, text.utf8.last == UInt8(ascii: "/") { text.removeLast() }
        return text.isEmpty ? path : text
    }

    /// The file URL of `name` (one name, or several joined by `/`) inside this folder, as
    /// `appendingPathComponent(name, isDirectory: directory)` makes it.
    public func appendingFileName(_ name: String, directory: Bool = false) -> URL {
        let folder = filePath
        let joined = folder.utf8.last == UInt8(ascii: "/") ? folder + name : folder + "/" + name
        return URL(filePath: joined, directoryHint: directory ? .isDirectory : .inferFromPath)
    }

    /// The last name of the file path (`/a/b.json` → `b.json`), as `lastPathComponent`.
    public var fileName: String { FileSystem.split(filePath).name }

    /// The file URL of the folder holding this file, as `deletingLastPathComponent()`.
    public var folderURL: URL {
        URL(filePath: FileSystem.split(filePath).folder, directoryHint: .isDirectory)
    }
}
