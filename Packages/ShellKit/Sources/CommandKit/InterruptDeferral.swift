#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal that arrived while interrupts were held (0: none); set by the handler only.
nonisolated(unsafe) private var heldSignal: sig_atomic_t = 0
/// What the handler writes when the first signal arrives: made before the handler is set, so
/// the handler only calls `write(2)`, which is safe in a signal handler.
nonisolated(unsafe) private var heldNotice: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var heldNoticeCount = 0

/// Holds off Ctrl-C (SIGINT), SIGTERM and SIGHUP while work that must not stop halfway runs,
/// such as an import between its first write and the record that lets it be undone: a signal
/// that arrives is noted (and a notice written to standard error), and raised again once the
/// work is done, so the process then stops as the user asked, with the work whole.
public enum InterruptDeferral {
    /// The signals held.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `work` with the signals held; `notice` (one line) is written to standard error
    /// when the first arrives. Not nested: the work does not call this again.
    public static func hold<T>(notice: String, _ work: () async throws -> T) async rethrows -> T {
        let bytes = Array((notice + "\n").utf8)
        let text = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        text.initialize(from: bytes, count: bytes.count)
        heldNotice = text
        heldNoticeCount = bytes.count
        heldSignal = 0
        var previous: [sigaction] = []
        for number in signals {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = noteSignal
            #else
                action.__sigaction_handler.sa_handler = noteSignal
            #endif
            sigemptyset(&action.sa_mask)
            // A wait or a write the signal lands in goes on rather than failing.
            action.sa_flags = SA_RESTART
            var old = sigaction()
            sigaction(number, &action, &old)
            previous.append(old)
        }
        defer {
            for (number, old) in zip(signals, previous) {
                var old = old
                sigaction(number, &old, nil)
            }
            let arrived = heldSignal
            heldSignal = 0
            heldNotice = nil
            text.deallocate()
            // Delivered now, with the handler the program had: by default it ends the process.
            if arrived != 0 { raise(arrived) }
        }
        return try await work()
    }
}

/// The handler while signals are held: notes the signal, and says so the first time.
private func noteSignal(_ number: Int32) {
    if heldSignal == 0, let text = heldNotice {
        _ = write(STDERR_FILENO, text, heldNoticeCount)
    }
    heldSignal = number
}
