import CoreModels
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A progress bar on standard error, drawn only when standard error is a terminal, at most
/// ten times a second, and erased when done.
public final class ProgressBar: Sendable {
    private struct State {
        var lastDraw = Date.distantPast
        var drawn = false
    }

    private let console: Console
    private let label: String
    private let state = Mutex(State())

    /// Creates a bar labelled `label` (nothing is drawn until `update`).
    public init(label: String, console: Console) {
        self.label = label
        self.console = console
    }

    /// Shows `done` of `total`.
    public func update(_ done: Int, of total: Int) {
        guard console.isErrorTerminal, total > 0 else { return }
        let now = Date()
        let shouldDraw = state.withLock { state -> Bool in
            guard done >= total || now.timeIntervalSince(state.lastDraw) >= 0.1 else { return false }
            state.lastDraw = now
            state.drawn = true
            return true
        }
        guard shouldDraw else { return }
        let width = max(10, min(40, console.width - label.count - 20))
        let fraction = min(1, Double(done) / Double(total))
        let filled = Int(fraction * Double(width))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        console.redrawErrorLine(
            "\(label) \(bar) \(Int(fraction * 100))% (\(Mass.grouped(Double(done)))/\(Mass.grouped(Double(total))))"
        )
    }

    /// Erases the bar.
    public func finish() {
        guard state.withLock({ $0.drawn }) else { return }
        console.eraseErrorLine()
    }
}
