import CSystemCalls

/// SIGINT, SIGTERM and SIGHUP held while work that must not stop halfway runs (the handler is
/// C: it only notes the signal and writes a notice). A signal the process ignores stays
/// ignored. Programs use `InterruptDeferral` (CommandKit), which raises the signal again.
public enum SignalHold {
    /// Starts holding; `notice` (one line, up to 511 bytes) is written to standard error when
    /// the first signal arrives.
    ///
    /// - Returns: `false` when signals are already held (the hold under way covers the caller).
    public static func begin(notice: String) -> Bool {
        var text = Array(notice.utf8)
        return text.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                csystemcalls_hold_signals(chars.baseAddress, UInt(chars.count)) == 0
            }
        }
    }

    /// Whether a held signal has arrived (it stays held until `end()`): work that has not
    /// written anything yet may stop then instead of finishing, throwing `Stopped`.
    public static var arrived: Bool { csystemcalls_noted_signal() != 0 }

    /// Thrown by work held under a signal that stops before writing anything, because a signal
    /// arrived: the hold then says `message` and delivers the signal.
    public struct Stopped: Error, Sendable, CustomStringConvertible {
        /// What was left undone, such as "nothing was imported".
        public let message: String

        /// A stop saying `message`.
        public init(_ message: String) { self.message = message }

        /// "Stopped before writing anything: " and the message.
        public var description: String { "Stopped before writing anything: \(message)." }
    }

    /// Ends the hold; the handlers the process had come back.
    ///
    /// - Returns: the signal that arrived meanwhile, or 0.
    public static func end() -> Int32 {
        csystemcalls_release_signals()
    }
}
