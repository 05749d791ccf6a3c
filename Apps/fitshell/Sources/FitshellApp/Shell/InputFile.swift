import CommandKit
import CoreModels
import Foundation

/// Reads a user-named input file, or standard input for `-`, with clear errors.
enum InputFile {
    static func read(_ path: String, context: AppContext) throws -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : context.environment.workingDirectory.appendingPathComponent(
                (path as NSString).expandingTildeInPath)
        do {
            guard let data = try FileSystem.contents(of: url) else {
                throw CLIError("No file at \(path).", hint: "Check the path.", code: .ioError)
            }
            return data
        } catch let error as StorageError {
            throw CLIError("Cannot read \(path): \(error.failureReason ?? "\(error)")", code: .ioError)
        }
    }
}
