import CommandKit
import CoreModels

extension RunContext {
    /// Reads a named value (`--category arms`) from an option, if given.
    ///
    /// - Throws: `CLIError.usage` listing the accepted values and the nearest one.
    public func named<T: NamedValue>(_ option: String, as type: T.Type) throws -> T? {
        guard let text = invocation.value(option) else { return nil }
        return try Self.parseNamed(text, option: option, as: type)
    }

    /// Reads a comma-separated list of named values (`--muscles biceps,forearms`), if given.
    ///
    /// - Throws: `CLIError.usage` naming the first unknown value.
    public func namedList<T: NamedValue>(_ option: String, as type: T.Type) throws -> [T]? {
        guard let text = invocation.value(option) else { return nil }
        return try text.split(separator: ",").map {
            try Self.parseNamed(String($0), option: option, as: type)
        }
    }

    public static func parseNamed<T: NamedValue>(_ text: String, option: String, as type: T.Type) throws -> T
    {
        if let value = T(parsing: text) { return value }
        let suggestion = NearestMatch.suggestion(for: text, among: T.allRawValues).map {
            " Did you mean '\($0)'?"
        }
        throw CLIError.usage(
            "--\(option) does not accept '\(text)'.\(suggestion ?? "")",
            hint: "Choose one of: \(T.allRawValues.joined(separator: ", ")).")
    }
}
