import CommandKit
import CoreModels

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

/// Reads a user-named input file, or standard input for `-`, with clear errors and bounds: only
/// regular files (a FIFO, device or folder is refused at once, without waiting on it), at most
/// `largestFile` bytes (a larger file is refused before it is read).
public enum InputFile {
    /// The largest file an import reads: 512 MiB.
    public static let largestFile = 512 << 20

    /// The file a person named: `~` or `~/…` under the home folder, a relative path under the
    /// working folder (a `~` path was once joined to the working folder once expanded). Trailing
    /// slashes are dropped (`scale.csv/` names the file `scale.csv`, as a file URL's path does),
    /// except for `/` itself.
    public static func fullPath(_ path: String, context: RunContext) -> String {
        var expanded = PlainText.expandingTilde(path, home: context.environment.variables["HOME"])
        while expanded.utf8.count > 1, expanded.utf8.last == UInt8(ascii: "/") { expanded.removeLast() }
        return expanded.hasPrefix("/")
            ? expanded : context.environment.workingDirectory.appendingFileName(expanded).filePath
    }

    public static func read(_ path: String, context: RunContext) throws -> Data {
        if path == "-" { return try readStandardInput() }
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        let fd = open(fullPath(path, context: context), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT {
                throw CLIError("No file at \(path).", hint: "Check the path.", code: .ioError)
            }
            throw CLIError("Cannot read \(path): \(String(cString: strerror(code))).", code: .ioError)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw CLIError("Cannot read \(path): \(String(cString: strerror(errno))).", code: .ioError)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw CLIError("Cannot read \(path): it is a folder, not a file.", code: .ioError)
        case S_IFIFO:
            throw CLIError(
                "Cannot read \(path): it is a pipe (FIFO), not a file.",
                hint: "Pipe data into '-' instead: … | \(context.program) … -", code: .ioError)
        default: throw CLIError("Cannot read \(path): it is a device or socket, not a file.", code: .ioError)
        }
        guard Int(info.st_size) <= largestFile else {
            throw CLIError(
                "Cannot read \(path): it is \(Int(info.st_size) >> 20) MB; imports read files up to 512 MB.",
                code: .dataError)
        }
        return try readAll(fd, limit: largestFile, name: path)
    }

    /// Standard input, up to `largestFile` bytes.
    public static func readStandardInput() throws -> Data {
        try readAll(STDIN_FILENO, limit: largestFile, name: "standard input", blocking: true)
    }

    /// Reads `fd` to its end, refusing more than `limit` bytes.
    static func readAll(_ fd: Int32, limit: Int, name: String, blocking: Bool = false) throws -> Data {
        if !blocking {
            // Back to blocking reads for a regular file (O_NONBLOCK only guarded the open).
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        }
        switch FileSystem.readToEnd(fd, limit: limit) {
        case .read(let data): return data
        case .failed(let code):
            throw CLIError("Cannot read \(name): \(String(cString: strerror(code))).", code: .ioError)
        case .tooLarge:
            throw CLIError(
                "Cannot read \(name): it is larger than 512 MB, the most an import reads.", code: .dataError)
        }
    }
}
