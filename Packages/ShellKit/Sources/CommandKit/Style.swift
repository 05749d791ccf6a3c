/// Semantic text styles; plain text when colour is off.
public struct Style: Sendable {
    /// Whether ANSI colour codes are emitted.
    public let enabled: Bool

    /// Creates a style set.
    public init(enabled: Bool) {
        self.enabled = enabled
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Section titles.
    public func heading(_ text: String) -> String { wrap(text, "1") }
    /// Emphasis within a line.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// Done, saved, taken.
    public func success(_ text: String) -> String { wrap(text, "32") }
    /// Warnings and things that need attention.
    public func warning(_ text: String) -> String { wrap(text, "33") }
    /// Errors.
    public func error(_ text: String) -> String { wrap(text, "31;1") }
    /// Secondary information.
    public func muted(_ text: String) -> String { wrap(text, "2") }
    /// Commands to run and highlighted values.
    public func accent(_ text: String) -> String { wrap(text, "36") }
    /// The current selection in interactive lists.
    public func selected(_ text: String) -> String { wrap(text, "7") }
}
