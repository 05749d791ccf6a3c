/// Writes CSV fields safely: quotes where needed, and neutralises cells a spreadsheet would
/// run as a formula (`=`, `+`, `-`, `@`, tab or carriage return first), except plain numbers.
public enum CSVWriter {
    /// One CSV line (without the line end) from `fields`.
    public static func line(_ fields: [String], delimiter: Character = ",") -> String {
        fields.map { escape($0, delimiter: delimiter) }.joined(separator: String(delimiter))
    }

    /// A field quoted when it holds the delimiter, a quote or a line end; formula-like text is
    /// prefixed with `'`.
    public static func escape(_ raw: String, delimiter: Character = ",") -> String {
        var value = raw
        if let first = value.first, "=+-@\t\r".contains(first), Double(value) == nil {
            value = "'" + value
        }
        guard
            value.contains(delimiter) || value.contains("\"") || value.contains("\n") || value.contains("\r")
        else {
            return value
        }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }
}
