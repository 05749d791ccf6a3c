import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One finished child process: how long it took, its peak resident memory, its exit status.
struct ProcessSample {
    /// Wall-clock seconds from spawn to reaped.
    let seconds: Double
    /// User plus system CPU seconds of the child.
    let cpuSeconds: Double
    /// Peak resident set size in bytes (`ru_maxrss`).
    let peakBytes: Int
    /// The exit status, or 128 + the signal that ended it.
    let status: Int32
}

/// Runs programs as child processes with `posix_spawn` and `wait4`, so the time and memory
/// measured are the child's alone.
enum ChildProcess {
    /// Spawns `executable` with `arguments` and `environment`, output to `/dev/null` (or to
    /// `outputPath`), and waits.
    ///
    /// - Throws: `BenchError` when the process cannot be started.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], outputPath: String? = nil
    ) throws -> ProcessSample {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, outputPath ?? "/dev/null", O_WRONLY | O_APPEND, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let start = monotonicSeconds()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw BenchError("Could not start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let seconds = monotonicSeconds() - start
        let signal = status & 0x7F
        let exit = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return ProcessSample(
            seconds: seconds, cpuSeconds: cpu, peakBytes: Int(usage.ru_maxrss) * 1024, status: exit)
    }

    /// The peak resident memory of `executable` run once, in bytes, measured by GNU time (a
    /// child spawned from this process would report this process's size as its own peak: the
    /// kernel carries the larger of the two across `exec`); `nil` without `/usr/bin/time`.
    static func peakBytes(
        _ executable: String, _ arguments: [String], environment: [String: String], scratch: URL
    ) throws -> Int? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let report = scratch.appendingPathComponent("peak-\(getpid()).txt")
        let sample = try run(
            time, ["-f", "%M", "-o", report.path, executable] + arguments, environment: environment)
        guard sample.status == 0, let text = try? String(contentsOf: report, encoding: .utf8),
            let kibibytes = Int(text.split(separator: "\n").last.map(String.init) ?? "")
        else { return nil }
        return kibibytes * 1024
    }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// A benchmark failure with a message for the terminal.
struct BenchError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    init(_ description: String) { self.description = description }
}
