import CoreModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Holds off Ctrl-C (SIGINT), SIGTERM and SIGHUP while work that must not stop halfway runs,
/// such as an import between its first write and the record that lets it be undone: a signal
/// that arrives is noted (and a notice written to standard error), and raised again once the
/// work is done, so the process then stops as the user asked, with the work whole. A signal
/// the process ignores (`nohup`, a background job) stays ignored and says nothing.
public enum InterruptDeferral {
    /// Runs `work` with the signals held; `notice` (one line) is written to standard error
    /// when the first arrives. Inside another hold, `work` just runs (the outer hold covers it).
    /// When `work` throws, the error is the outcome (it is reported; the process ends anyway),
    /// except `SignalHold.Stopped`, thrown by work that stopped before writing anything because
    /// a signal arrived: its message is written and the signal delivered.
    public static func hold<T>(notice: String, _ work: () async throws -> T) async throws -> T {
        guard SignalHold.begin(notice: notice + "\n") else { return try await work() }
        let outcome: Result<T, any Error>
        do {
            outcome = .success(try await work())
        } catch {
            outcome = .failure(error)
        }
        let arrived = SignalHold.end()
        if case .failure(let error as SignalHold.Stopped) = outcome, arrived != 0 {
            let line = Array((error.description + "\n").utf8)
            _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            raise(arrived)
        }
        let value = try outcome.get()
        // Delivered now, with the handler the program had: by default it ends the process.
        if arrived != 0 { raise(arrived) }
        return value
    }
}
