import CoreModels

/// What the user asked for: the command path and the values parsed for it.
public struct Invocation: Sendable, Equatable {
    /// The command words from the root, e.g. `["tool", "equipment", "select"]`.
    public var path: [String]
    /// Positional values by argument name.
    public var arguments: [String: [String]]
    /// Option values by long name (flags map to an empty list).
    public var options: [String: [String]]

    /// Creates an invocation (the parser does this).
    public init(path: [String], arguments: [String: [String]] = [:], options: [String: [String]] = [:]) {
        self.path = path
        self.arguments = arguments
        self.options = options
    }

    /// The full command name, e.g. `tool equipment select`.
    public var commandName: String { path.joined(separator: " ") }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool { options[name] != nil }

    /// The last value of an option, if given.
    public func value(_ name: String) -> String? { options[name]?.last }

    /// Every value of a repeatable option.
    public func values(_ name: String) -> [String] { options[name] ?? [] }

    /// The first value of a positional argument.
    public func argument(_ name: String) -> String? { arguments[name]?.first }

    /// Every value of a variadic argument.
    public func argumentList(_ name: String) -> [String] { arguments[name] ?? [] }

    /// An option's value as a whole number.
    ///
    /// - Throws: `CLIError.usage` when it is not one or outside `range`.
    public func integer(_ name: String, in range: ClosedRange<Int>? = nil) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.map({ $0.contains(number) }) ?? true else {
            let bounds = range.map { " from \($0.lowerBound) to \($0.upperBound)" } ?? ""
            throw CLIError.usage("--\(name) takes a whole number\(bounds), not '\(text)'.")
        }
        return number
    }

    /// An option's value as a typed decimal number (`TypedNumber`: a decimal comma is
    /// accepted; hexadecimal, exponents and a comma that may group thousands are not).
    ///
    /// - Throws: `CLIError.usage` when it is not a plain finite number.
    public func decimal(_ name: String) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = TypedNumber.parse(text) else {
            throw CLIError.usage(
                "--\(name) takes a number, not '\(text)'.", hint: TypedNumber.problem(in: text))
        }
        return number
    }
}
