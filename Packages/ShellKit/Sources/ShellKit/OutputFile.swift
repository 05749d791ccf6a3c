import CommandKit
import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes command output to a user-named file (atomically) or standard output for `-`.
public enum OutputFile {
    /// Writes `text` to `path` (`-`: standard output), asking before replacing a file unless
    /// `yes`. The file is replaced by a rename, so no reader sees it half written; with
    /// `durable` (exports, archives) it is also flushed to disk before "Wrote" is printed.
    /// A picture drawn again from the data at will (a chart, a report) passes `false`: the
    /// flush took longer than drawing it, and after a power cut such a file may be the old
    /// one or empty (`FileSystem.writeAtomically`).
    public static func write(
        _ text: String, to path: String, yes: Bool, durable: Bool = true, context: RunContext
    ) throws {
        if path == "-" {
            context.console.writeRaw(text)
            return
        }
        let url = URL(filePath: InputFile.fullPath(path, context: context), directoryHint: .inferFromPath)
        // A folder that does not exist is most likely a typo: it is not made (as `cp` and
        // shells' redirections do not), lest a mistyped path leave folders behind.
        let folder = url.folderURL.filePath
        guard FileSystem.isFolder(atPath: folder) else {
            throw CLIError(
                "Cannot write \(path): the folder \(folder) does not exist.",
                hint: "Check the path, or make the folder first (mkdir -p).", code: .ioError)
        }
        // A folder is no file to replace: asking to overwrite it only led to a failed write.
        if FileSystem.isFolder(atPath: url.filePath) {
            throw CLIError(
                "Cannot write \(path): it is a folder.",
                hint: "Give a file name in it, such as \(path.hasSuffix("/") ? path : path + "/")NAME.",
                code: .ioError)
        }
        if FileSystem.exists(atPath: url.filePath) {
            try Prompt.requireConfirmation("overwrite \(path)", yes: yes, console: context.console)
        }
        do {
            try FileSystem.writeAtomically(Data(utf8Of: text), to: url, durable: durable)
        } catch {
            throw CLIError(
                "Cannot write \(path): \(error.failureReason ?? "\(error)")",
                code: .ioError)
        }
        context.console.printError("Wrote \(path).")
    }
}
