import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the real `fitshell` binary as a child process in a temporary data folder.
///
/// The binary is the one SwiftPM built beside this test bundle (or `FITSHELL_BIN`). The child
/// gets a minimal environment: its own data folder, a fake HOME, UTC, no colour.
struct Fitshell {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    let home: URL
    /// The fixed instant the child sees (`FITSHELL_NOW`), or `nil` for the real clock.
    var now: String?

    init(now: String? = nil) {
        home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fitshell-e2e-\(UUID().uuidString)")
        self.now = now
    }

    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["FITSHELL_BIN"] {
            return URL(fileURLWithPath: path)
        }
        let bundleDir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        return bundleDir.appendingPathComponent("fitshell")
    }

    var profileFolder: URL { home.appendingPathComponent("profiles/default") }

    func file(_ name: String) -> URL { profileFolder.appendingPathComponent(name) }

    var environment: [String: String] {
        var variables = [
            "FITSHELL_HOME": home.path, "HOME": home.appendingPathComponent("fake-home").path,
            "TZ": "UTC", "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
        ]
        variables["FITSHELL_NOW"] = now
        return variables
    }

    func process(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = environment
        return process
    }

    /// Runs `fitshell ARGUMENTS` to the end, feeding `input` on stdin.
    @discardableResult
    func run(_ arguments: String..., input: String = "") throws -> Result {
        try run(arguments, input: input)
    }

    @discardableResult
    func run(_ arguments: [String], input: String = "") throws -> Result {
        let process = process(arguments)
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    /// Runs a shell script with this fitshell's environment and `fitshell` on the PATH.
    func shell(_ script: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var environment = self.environment
        environment["PATH"] = Self.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func cleanUp() { try? FileManager.default.removeItem(at: home) }
}
