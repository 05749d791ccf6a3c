import CommandKit
import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes command output to a user-named file (atomically) or standard output for `-`.
public enum OutputFile {
    public static func write(_ text: String, to path: String, yes: Bool, context: RunContext) throws {
        if path == "-" {
            context.console.writeRaw(text)
            return
        }
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : context.environment.workingDirectory.appendingPathComponent(
                PlainText.expandingTilde(path, home: context.environment.variables["HOME"]))
        if FileManager.default.fileExists(atPath: url.path) {
            try Prompt.requireConfirmation("overwrite \(path)", yes: yes, console: context.console)
        }
        do {
            try FileSystem.writeAtomically(Data(text.utf8), to: url)
        } catch {
            throw CLIError(
                "Cannot write \(path): \(error.failureReason ?? "\(error)")",
                code: .ioError)
        }
        context.console.printError("Wrote \(path).")
    }
}
