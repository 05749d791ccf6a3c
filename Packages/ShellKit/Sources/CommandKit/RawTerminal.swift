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

/// The terminal settings to restore, kept where a signal handler can reach them.
///
/// A C signal handler cannot capture Swift state, so the saved settings live in a global; it
/// is written once before the handlers are installed and only read afterwards.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var rawModeActive: sig_atomic_t = 0

/// Restores the terminal from any context, including a signal handler (async-signal-safe calls only).
private func restoreTerminal() {
    guard rawModeActive != 0 else { return }
    let leave = "\u{1B}[?25h\u{1B}[?1049l"
    _ = leave.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
    rawModeActive = 0
}

/// A full-screen session: raw keyboard input, the alternate screen, a hidden cursor — all
/// restored on exit, on Ctrl-C and on SIGTERM/SIGHUP.
public final class RawTerminal {
    private var pending: [UInt8] = []

    /// A key the user pressed.
    public enum Key: Equatable, Sendable {
        case character(Character)
        case enter, escape, backspace, up, down, left, right, interrupt
    }

    /// Enters raw mode and the alternate screen.
    ///
    /// - Throws: `CLIError` when standard input is not a terminal, saying `purpose` needs one
    ///   and giving `hint` (what to use in scripts instead).
    public init(purpose: String, hint: String? = nil) throws {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &savedSettings) == 0 else {
            throw CLIError("\(purpose) needs a terminal.", hint: hint)
        }
        var raw = savedSettings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        rawModeActive = 1
        for number in [SIGTERM, SIGHUP] {
            _ = signal(number) { code in
                restoreTerminal()
                _exit(128 + code)
            }
        }
        write("\u{1B}[?1049h\u{1B}[?25l")
    }

    deinit { restore() }

    /// Leaves raw mode and the alternate screen (safe to call twice).
    public func restore() { restoreTerminal() }

    /// Writes text as is.
    public func write(_ text: String) {
        StandardStream.write(text, to: STDOUT_FILENO)
    }

    /// Replaces the screen with `lines` (their colour codes kept, any other control character
    /// made visible, so a name cannot move the cursor or clear the screen).
    public func draw(_ lines: [String]) {
        write(
            "\u{1B}[H\u{1B}[2J"
                + lines.map { TerminalText.safe($0, keepingStyles: true) }.joined(separator: "\r\n"))
    }

    /// The next key, or `nil` when none arrives within `timeout` seconds. Several keys read at
    /// once (fast typing, pasted text) are kept and returned one by one.
    public func readKey(timeout: Double) -> Key? {
        if pending.isEmpty {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, 64) }
            guard count > 0 else { return .interrupt }
            pending = Array(buffer.prefix(count))
        }
        let length = Self.keyLength(pending)
        let bytes = Array(pending.prefix(length))
        pending.removeFirst(min(length, pending.count))
        return Self.decode(bytes)
    }

    /// How many bytes the first key in `bytes` takes: an arrow's escape sequence, one UTF-8
    /// character, or one control byte.
    static func keyLength(_ bytes: [UInt8]) -> Int {
        guard let first = bytes.first else { return 0 }
        if first == 0x1B, bytes.count >= 3, bytes[1] == 0x5B { return 3 }
        switch first {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }

    /// Turns the bytes of one key press into a key.
    public static func decode(_ bytes: [UInt8]) -> Key? {
        switch bytes {
        case [0x1B, 0x5B, 0x41]: return .up
        case [0x1B, 0x5B, 0x42]: return .down
        case [0x1B, 0x5B, 0x43]: return .right
        case [0x1B, 0x5B, 0x44]: return .left
        case [0x1B]: return .escape
        case [0x0D], [0x0A]: return .enter
        case [0x7F], [0x08]: return .backspace
        case [0x03], [0x04]: return .interrupt
        default:
            guard let text = String(bytes: bytes, encoding: .utf8), let first = text.first, !first.isNewline
            else { return nil }
            return .character(first)
        }
    }
}
