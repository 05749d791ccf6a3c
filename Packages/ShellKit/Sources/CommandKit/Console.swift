import Synchronization

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

/// Where a run's text goes and what the terminal can do: the only place that touches
/// stdin/stdout/stderr, so commands are testable with a capturing console.
public final class Console: Sendable {
    /// Whether standard output is a terminal.
    public let isOutputTerminal: Bool
    /// Whether standard error is a terminal (progress bars go there).
    public let isErrorTerminal: Bool
    /// Whether standard input is a terminal (prompts are allowed only then).
    public let isInputTerminal: Bool
    /// The terminal width in columns.
    public let width: Int
    /// The semantic styles, coloured only on a terminal and never with `NO_COLOR`.
    public let style: Style

    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void
    private let readInput: @Sendable () -> String?

    /// Creates a console with explicit parts (tests and embedding).
    public init(
        isOutputTerminal: Bool, isErrorTerminal: Bool, isInputTerminal: Bool, width: Int, colors: Bool,
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        input: @escaping @Sendable () -> String?
    ) {
        self.isOutputTerminal = isOutputTerminal
        self.isErrorTerminal = isErrorTerminal
        self.isInputTerminal = isInputTerminal
        self.width = width
        self.style = Style(enabled: colors)
        self.writeOut = out
        self.writeErr = err
        self.readInput = input
    }

    /// The process's real standard streams.
    ///
    /// - Parameters:
    ///   - environment: decides colour (`NO_COLOR`, `TERM=dumb`) and the fallback width (`COLUMNS`).
    ///   - noColor: the user's `--no-color`.
    /// - Returns: a console writing to the real stdout and stderr.
    public static func standard(environment: [String: String], noColor: Bool) -> Console {
        let outTTY = isatty(STDOUT_FILENO) == 1
        let colors =
            outTTY && !noColor && environment["NO_COLOR"].map(\.isEmpty) ?? true
            && environment["TERM"] != "dumb"
        return Console(
            isOutputTerminal: outTTY, isErrorTerminal: isatty(STDERR_FILENO) == 1,
            isInputTerminal: isatty(STDIN_FILENO) == 1,
            width: terminalWidth(environment: environment), colors: colors,
            out: { StandardStream.write($0, to: STDOUT_FILENO) },
            err: { StandardStream.write($0, to: STDERR_FILENO) },
            input: { Swift.readLine(strippingNewline: true) })
    }

    /// Writes a line to standard output, control characters from user data made visible.
    public func print(_ text: String = "") { writeOut(safe(text) + "\n") }

    /// Writes text to standard output without a newline, made safe like `print`.
    public func write(_ text: String) { writeOut(safe(text)) }

    /// Writes a data stream (an export to `-`, a completion script) to standard output as is.
    public func writeRaw(_ text: String) { writeOut(text) }

    /// Writes a line to standard error, made safe like `print`.
    public func printError(_ text: String) { writeErr(safe(text) + "\n") }

    /// Writes text to standard error without a newline (progress bars), made safe like `print`.
    public func writeError(_ text: String) { writeErr(safe(text)) }

    /// Writes a line of standard error that starts again at the left edge: a carriage return,
    /// `text` made safe like `print` (so a file's name cannot move the cursor), then an erase
    /// to the end of the line (a progress bar redrawn in place; its own control codes would be
    /// shown, not obeyed, by `writeError`).
    public func redrawErrorLine(_ text: String) { writeErr("\r" + safe(text) + "\u{1B}[K") }

    /// Erases the line of standard error the cursor is on (a finished progress bar).
    public func eraseErrorLine() { writeErr("\r\u{1B}[2K") }

    /// `text` safe for the terminal: only this console's own colour codes survive.
    private func safe(_ text: String) -> String { TerminalText.safe(text, keepingStyles: style.enabled) }

    /// Reads one line of input; `nil` at end of input.
    public func readLine() -> String? { readInput() }

    /// Whether the user can answer prompts (stdin and stdout are terminals).
    public var isInteractive: Bool { isInputTerminal && isOutputTerminal }

    private static func terminalWidth(environment: [String: String]) -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return environment["COLUMNS"].flatMap(Int.init).map { max(20, $0) } ?? 80
    }
}

/// A console that records what is written and answers prompts from a script, for tests.
public final class CapturingConsole: Sendable {
    private final class Buffer: Sendable {
        let text = Mutex("")
        let lines: Mutex<[String]>
        init(lines: [String]) { self.lines = Mutex(lines) }
    }

    private let outBuffer: Buffer
    private let errBuffer: Buffer
    /// The console to hand to code under test.
    public let console: Console

    /// Creates a capturing console whose input answers come from `input`.
    public init(interactive: Bool = false, width: Int = 80, input: [String] = []) {
        let out = Buffer(lines: input)
        let err = Buffer(lines: [])
        outBuffer = out
        errBuffer = err
        console = Console(
            isOutputTerminal: interactive, isErrorTerminal: interactive, isInputTerminal: interactive,
            width: width, colors: false,
            out: { text in out.text.withLock { $0 += text } },
            err: { text in err.text.withLock { $0 += text } },
            input: { out.lines.withLock { $0.isEmpty ? nil : $0.removeFirst() } })
    }

    /// Everything written to standard output.
    public var output: String { outBuffer.text.withLock { $0 } }
    /// Everything written to standard error.
    public var errors: String { errBuffer.text.withLock { $0 } }
}
