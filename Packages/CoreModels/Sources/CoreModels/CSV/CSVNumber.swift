import Foundation

/// Reads numbers the way exports from other apps write them.
public enum CSVNumber {
    /// A finite number from `text`: trims spaces, accepts a decimal comma (`82,4`) and float
    /// noise (`12.900000000000034`); `nil` for empty, non-numeric, NaN or infinite text.
    public static func parse(_ text: String) -> Double? {
        var cleaned = text.trimmingCharacters(in: .whitespaces)
        guard !cleaned.isEmpty else { return nil }
        if cleaned.contains(","), !cleaned.contains(".") {
            cleaned = cleaned.replacingOccurrences(of: ",", with: ".")
        }
        guard
            cleaned.allSatisfy({
                $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E"
            }),
            let value = Double(cleaned), value.isFinite
        else { return nil }
        return value
    }
}
