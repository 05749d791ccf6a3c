import Foundation

/// The floor of this machine: a static Swift "hello" built by the bench in the same run, linked
/// as `make install` links fitshell (a fully static executable) and copied by install(1) as
/// fitshell is (the linker's output maps with more page faults), timed like every command
/// (`--version` is held to 1.3 × its time).
enum Hello {
    /// Builds `hello` (a `print`, fully static) in `folder` and returns its path,
    /// or `nil` when no `swiftc` is on the PATH (the row is then left out).
    static func build(in folder: URL) throws -> String? {
        let source = folder.appendingPathComponent("hello.swift")
        let binary = folder.appendingPathComponent("hello")
        try Data("print(\"hello\")\n".utf8).write(to: source)
        let compiler =
            ["/usr/bin/swiftc", "/usr/local/bin/swiftc"].first {
                FileManager.default.isExecutableFile(atPath: $0)
            } ?? which("swiftc")
        guard let compiler else { return nil }
        let linked = folder.appendingPathComponent("hello-linked")
        let sample = try ChildProcess.run(
            compiler, ["-O", "-static-executable", source.path, "-o", linked.path],
            environment: ProcessInfo.processInfo.environment)
        guard sample.status == 0 else { return nil }
        guard let install = which("install") else { return linked.path }
        let copied = try ChildProcess.run(
            install, ["-m", "0755", linked.path, binary.path],
            environment: ProcessInfo.processInfo.environment)
        return copied.status == 0 ? binary.path : linked.path
    }

    /// The first `name` on the PATH.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
