#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A parsed CSV file: the header and the records, each with the line it starts on.
///
/// The records are kept compactly (every field's bytes in one buffer, with their end offsets)
/// and each `Row` is made when it is read, so a 100,000-row export costs about its own size in
/// memory rather than an array of strings per row.
public struct CSVTable: Sendable, Equatable {
    /// One record and where it starts.
    public struct Row: Sendable, Equatable {
        /// The 1-based line the record starts on (a quoted field may span lines).
        public let line: Int
        /// The fields.
        public let fields: [String]

        /// A record of `fields` starting on `line`.
        public init(line: Int, fields: [String]) {
            self.line = line
            self.fields = fields
        }

        /// The field at `index`, or `nil` when there is no such column or the row is short.
        public func field(_ index: Int?) -> String? {
            guard let index, fields.indices.contains(index) else { return nil }
            return fields[index]
        }
    }

    /// The records, each made into a `Row` when it is read.
    public struct Rows: RandomAccessCollection, Sendable, Equatable {
        let storage: Storage
        /// The records these rows are (all of them unless the table is a part of another).
        let window: Range<Int>

        init(storage: Storage, window: Range<Int>? = nil) {
            self.storage = storage
            self.window = window ?? 0..<storage.lines.count
        }

        public var startIndex: Int { window.lowerBound }
        public var endIndex: Int { window.upperBound }

        public subscript(position: Int) -> Row {
            let first = Int(storage.firstField[position])
            let last = Int(storage.firstField[position + 1])
            var fields: [String] = []
            fields.reserveCapacity(last - first)
            storage.bytes.withUnsafeBufferPointer { buffer in
                for field in first..<last {
                    let start = field == 0 ? 0 : Int(storage.fieldEnds[field - 1])
                    let end = Int(storage.fieldEnds[field])
                    fields.append(
                        String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
                }
            }
            return Row(line: Int(storage.lines[position]), fields: fields)
        }

        public static func == (lhs: Rows, rhs: Rows) -> Bool { lhs.elementsEqual(rhs) }

        /// Reads the rows in order, as the subscript does.
        public func makeIterator() -> Iterator { Iterator(storage: storage, window: window) }

        /// Reads the rows in order; a long field (one a string keeps out of line) whose bytes
        /// equal the same column's in the row before shares that row's string: exports repeat
        /// a workout's date, name and exercise on every set row, and making each again was a
        /// memory allocation per field per row.
        public struct Iterator: IteratorProtocol {
            let storage: Storage
            var position: Int
            let end: Int
            /// The last long field read in each column (the row before's, or one further back): where
            /// its bytes are, and its string.
            var previous: [(bytes: Range<Int>, text: String)?] = []

            init(storage: Storage, window: Range<Int>) {
                self.storage = storage
                position = window.lowerBound
                end = window.upperBound
            }

            public mutating func next() -> Row? {
                guard position < end else { return nil }
                defer { position += 1 }
                let first = Int(storage.firstField[position])
                let last = Int(storage.firstField[position + 1])
                var fields: [String] = []
                fields.reserveCapacity(last - first)
                if previous.count < last - first {
                    previous += Array(repeating: nil, count: last - first - previous.count)
                }
                storage.bytes.withUnsafeBufferPointer { buffer in
                    for field in first..<last {
                        let column = field - first
                        let start = field == 0 ? 0 : Int(storage.fieldEnds[field - 1])
                        let end = Int(storage.fieldEnds[field])
                        // Up to 15 bytes a string holds inline: made again, it costs no allocation.
                        guard end - start > 15, let base = buffer.baseAddress else {
                            fields.append(
                                String(
                                    decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]),
                                    as: UTF8.self))
                            continue
                        }
                        if let kept = previous[column], kept.bytes.count == end - start,
                            memcmp(base + kept.bytes.lowerBound, base + start, end - start) == 0
                        {
                            fields.append(kept.text)
                            continue
                        }
                        let text = String(
                            decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
                        previous[column] = (start..<end, text)
                        fields.append(text)
                    }
                }
                return Row(line: Int(storage.lines[position]), fields: fields)
            }
        }
    }

    /// Where the records' bytes are: every field's bytes one after another, where each field
    /// ends, and for each record its line and first field.
    struct Storage: Sendable {
        var bytes: [UInt8] = []
        var fieldEnds: [UInt32] = []
        /// One more than the records: the last entry is where the next record would start.
        var firstField: [UInt32] = [0]
        var lines: [UInt32] = []

        /// Adds a field's bytes to the record being built.
        mutating func appendField(_ field: some Collection<UInt8>) {
            bytes.append(contentsOf: field)
            fieldEnds.append(UInt32(bytes.count))
        }

        /// Ends the record being built (its fields since the last one), or drops it when every
        /// field is empty or spaces.
        mutating func endRecord(line: Int) {
            let first = Int(firstField[firstField.count - 1])
            let start = first == 0 ? 0 : Int(fieldEnds[first - 1])
            if bytes[start...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                bytes.removeSubrange(start...)
                fieldEnds.removeSubrange(first...)
                return
            }
            lines.append(UInt32(clamping: line))
            firstField.append(UInt32(fieldEnds.count))
        }
    }

    /// The delimiter found: `,`, `;` or tab.
    public let delimiter: UInt8
    /// The header's fields, trimmed.
    public let header: [String]
    /// The records after the header (blank lines skipped).
    public var rows: Rows { Rows(storage: storage, window: window) }
    /// `#` lines before the header, without the `#` (e.g. `Units: kg`).
    public var metadata: [String] = []
    let storage: Storage
    /// The records this table holds: all of them unless it is a part of another.
    private var window: Range<Int>? = nil

    init(delimiter: UInt8, header: [String], storage: Storage, metadata: [String]) {
        self.delimiter = delimiter
        self.header = header
        self.storage = storage
        self.metadata = metadata
    }

    /// The same table with only the records at `positions` (indexes of `rows`), which keep their
    /// positions and line numbers: parts of one table can be read on several cores.
    public func part(_ positions: Range<Int>) -> CSVTable {
        var part = self
        part.window = positions.clamped(to: rows.startIndex..<rows.endIndex)
        return part
    }

    /// A table of `rows` (for tests and for tables made in code).
    public init(delimiter: UInt8, header: [String], rows: [Row], metadata: [String] = []) {
        var storage = Storage()
        for row in rows {
            for field in row.fields { storage.appendField(Array(field.utf8)) }
            storage.lines.append(UInt32(clamping: row.line))
            storage.firstField.append(UInt32(storage.fieldEnds.count))
        }
        self.init(delimiter: delimiter, header: header, storage: storage, metadata: metadata)
    }

    public static func == (lhs: CSVTable, rhs: CSVTable) -> Bool {
        lhs.delimiter == rhs.delimiter && lhs.header == rhs.header && lhs.metadata == rhs.metadata
            && lhs.rows == rhs.rows
    }

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
