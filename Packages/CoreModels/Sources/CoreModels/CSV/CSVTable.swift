/// A parsed CSV file: the header and the records, each with the line it starts on.
public struct CSVTable: Sendable, Equatable {
    /// One record and where it starts.
    public struct Row: Sendable, Equatable {
        /// The 1-based line the record starts on (a quoted field may span lines).
        public let line: Int
        /// The fields.
        public let fields: [String]

        /// The field at `index`, or `nil` when there is no such column or the row is short.
        public func field(_ index: Int?) -> String? {
            guard let index, fields.indices.contains(index) else { return nil }
            return fields[index]
        }
    }

    /// The delimiter found: `,`, `;` or tab.
    public let delimiter: UInt8
    /// The header's fields, trimmed.
    public let header: [String]
    /// The records after the header (blank lines skipped).
    public let rows: [Row]
    /// `#` lines before the header, without the `#` (e.g. `Units: kg`).
    public var metadata: [String] = []

    /// The value of a `#Key: value` metadata line, if present.
    public func metadata(_ key: String) -> String? {
        for line in metadata {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, CSVTable.normalize(String(parts[0])) == CSVTable.normalize(key) {
                return parts[1].trimmingSpaces()
            }
        }
        return nil
    }

    /// The index of the first header field whose normalised name is one of `names`.
    ///
    /// Names are compared lower-cased with spaces, underscores and BOMs removed, so
    /// ` Weight(kg)`, `weight_kg` and `Weight (kg)` compare equal to `weightkg`.
    public func column(_ names: [String]) -> Int? {
        let wanted = Set(names.map(CSVTable.normalize))
        return header.firstIndex { wanted.contains(CSVTable.normalize($0)) }
    }

    /// A header name reduced for matching.
    public static func normalize(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !" _-\u{FEFF}\"".unicodeScalars.contains($0) })
    }
}
