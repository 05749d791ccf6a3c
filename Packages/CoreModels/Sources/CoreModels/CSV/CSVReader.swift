#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads RFC 4180 CSV: quoted fields with `""` escapes and embedded delimiters or newlines,
/// CRLF or LF line ends, a UTF-8 byte-order mark, and a delimiter sniffed from the header
/// (`,`, `;` or tab). Lines starting with `#` before the header are metadata and skipped.
public enum CSVReader {
    /// Why a file could not be read as CSV.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The 1-based line where the problem is (0 for the whole file).
        public let line: Int
        /// What is wrong.
        public let reason: String

        /// `line N: reason`.
        public var description: String { line > 0 ? "line \(line): \(reason)" : reason }
    }

    /// Parses `data`.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - delimiter: force a delimiter instead of sniffing it.
    /// - Returns: the header and the records.
    /// - Throws: `Failure` for empty or binary input, invalid UTF-8, or an unclosed quote.
    public static func read(_ data: Data, delimiter: UInt8? = nil) throws(Failure) -> CSVTable {
        // Offsets into the records are 32-bit.
        guard data.count < Int(UInt32.max) else {
            throw Failure(line: 0, reason: "the file is larger than 4 GB, which no export is")
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard !bytes.isEmpty, bytes.contains(where: { !Self.isSpace($0) }) else {
            throw Failure(line: 0, reason: "the file is empty")
        }
        if containsZero(bytes) { throw Failure(line: 0, reason: "the file is binary, not text") }
        if let long = firstLongLine(bytes) {
            throw Failure(
                line: long,
                reason: "the line is longer than 1 MB, which no export has; this is not a CSV export")
        }
        // Checked in place: making a string of the whole file only to check it copied it again.
        guard (try? UTF8Span(validating: bytes.span)) != nil else {
            throw Failure(line: firstInvalidUTF8Line(bytes), reason: "the text is not valid UTF-8")
        }
        var (headerStart, headerLine, metadata) = readMetadata(bytes)
        // A last '#' line that holds delimiters is the header itself (Libra writes '#date;weight;…').
        if let last = metadata.last, last.contains(";") || last.contains(",") || last.contains("\t") {
            metadata.removeLast()
            let headerBytes = Array(last.utf8)
            let separator = delimiter ?? sniff(headerBytes[...])
            var none: [String]?
            let records = try split(
                bytes[headerStart...], separator: separator, firstLine: headerLine, header: &none)
            let line = try split(
                headerBytes[...], separator: separator, firstLine: headerLine - 1, header: &none)
            let header = CSVTable.Rows(storage: line).first?.fields ?? []
            return CSVTable(
                delimiter: separator, header: header.map { $0.trimmingSpaces() }, storage: records,
                metadata: metadata)
        }
        let separator = delimiter ?? sniff(bytes[headerStart...])
        var found: [String]? = []
        let records = try split(
            bytes[headerStart...], separator: separator, firstLine: headerLine, header: &found)
        // `found` stays empty when there is no record at all.
        guard let header = found, !header.isEmpty else {
            throw Failure(line: 0, reason: "the file has no header")
        }
        return CSVTable(
            delimiter: separator, header: header.map { $0.trimmingSpaces() }, storage: records,
            metadata: metadata)
    }

    /// Whether `bytes` holds a zero byte (`memchr`, not a loop over every byte).
    static func containsZero(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0, buffer.count) != nil
        }
    }

    /// The longest line a CSV file may have: 1 MiB.
    public static let longestLine = 1 << 20

    /// The 1-based number of the first line longer than `longestLine`, if any.
    static func firstLongLine(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var line = 1
            var start = 0
            // `memchr` to each line's end: a byte-by-byte loop was a visible part of an import.
            while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if index - start > longestLine { return line }
                line += 1
                start = index + 1
            }
            return buffer.count - start > longestLine ? line : nil
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Reads `#` metadata lines (without the `#`) and skips blank lines before the header.
    private static func readMetadata(_ bytes: [UInt8]) -> (Int, Int, [String]) {
        var index = 0
        var line = 1
        var metadata: [String] = []
        while index < bytes.count,
            bytes[index] == UInt8(ascii: "#") || bytes[index] == 0x0A || bytes[index] == 0x0D
        {
            let start = index
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            if bytes[start] == UInt8(ascii: "#") {
                let text = String(decoding: bytes[(start + 1)..<index], as: UTF8.self).trimmingSpaces(
                    newlines: true)
                metadata.append(text)
            }
            index += 1
            line += 1
        }
        return (min(index, bytes.count), line, metadata)
    }

    /// The delimiter that occurs most in the first line outside quotes (comma when none).
    private static func sniff(_ bytes: ArraySlice<UInt8>) -> UInt8 {
        var counts: [UInt8: Int] = [UInt8(ascii: ","): 0, UInt8(ascii: ";"): 0, 0x09: 0]
        var quoted = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted, byte == 0x0A { break }
            if !quoted, counts[byte] != nil { counts[byte, default: 0] += 1 }
        }
        let best = counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }
        return (best?.value ?? 0) > 0 ? (best?.key ?? UInt8(ascii: ",")) : UInt8(ascii: ",")
    }

    /// What `split` builds as it goes: the field being read is the tail of `storage.bytes`
    /// from `fieldStart`, so a field's bytes are copied once, from the file into the table.
    struct Records {
        var storage = CSVTable.Storage()
        var fieldStart = 0
        var fieldsInRecord = 0
        var wantsHeader: Bool
        var headerFields: [String] = []
        let capacity: Int

        init(wantsHeader: Bool, capacity: Int) {
            self.wantsHeader = wantsHeader
            self.capacity = capacity
            storage.bytes.reserveCapacity(capacity)
        }

        /// Whether the field read so far is empty or only spaces (a quote may still open it).
        var fieldIsBlank: Bool { storage.bytes[fieldStart...].allSatisfy { $0 == 0x20 } }

        /// Whether any byte of the field has been read.
        var fieldHasBytes: Bool { storage.bytes.count > fieldStart }

        mutating func dropField() { storage.bytes.removeSubrange(fieldStart...) }

        mutating func append(_ run: UnsafeBufferPointer<UInt8>) { storage.bytes.append(contentsOf: run) }

        mutating func endField() {
            storage.fieldEnds.append(UInt32(storage.bytes.count))
            fieldsInRecord += 1
            fieldStart = storage.bytes.count
        }

        mutating func endRecord(line: Int) {
            storage.endRecord(line: line)
            fieldsInRecord = 0
            // The header is the first record that is not blank.
            if wantsHeader, !storage.lines.isEmpty {
                headerFields = CSVTable.Rows(storage: storage)[0].fields
                wantsHeader = false
                storage = CSVTable.Storage()
                storage.bytes.reserveCapacity(capacity)
            }
            // A blank record's bytes were taken back, and a header's with the whole table.
            fieldStart = storage.bytes.count
        }

        /// Reads every record of `buffer`; the line of a quote never closed, if there is one.
        mutating func scan(_ buffer: UnsafeBufferPointer<UInt8>, separator: UInt8, firstLine: Int) -> Int? {
            guard let base = buffer.baseAddress else { return nil }
            let count = buffer.count
            let quote = UInt8(ascii: "\"")
            var line = firstLine
            var recordLine = firstLine
            var quoted = false
            var quoteLine = firstLine
            var index = 0
            while index < count {
                let byte = base[index]
                if quoted {
                    if byte == quote {
                        if index + 1 < count, base[index + 1] == quote {
                            append(UnsafeBufferPointer(start: base + index, count: 1))
                            index += 2
                            continue
                        }
                        quoted = false
                    } else if byte == 0x0A {
                        line += 1
                        append(UnsafeBufferPointer(start: base + index, count: 1))
                    } else if byte != 0x0D {
                        // The run of quoted bytes up to the next quote or line end, in one piece.
                        var end = index + 1
                        while end < count {
                            let next = base[end]
                            if next == quote || next == 0x0A || next == 0x0D { break }
                            end += 1
                        }
                        append(UnsafeBufferPointer(start: base + index, count: end - index))
                        index = end
                        continue
                    }
                } else if byte == quote, fieldIsBlank {
                    dropField()
                    quoted = true
                    quoteLine = line
                } else if byte == separator {
                    endField()
                } else if byte == 0x0A {
                    endField()
                    endRecord(line: recordLine)
                    line += 1
                    recordLine = line
                } else if byte != 0x0D {
                    // The run of plain bytes up to the next separator, line end, carriage return
                    // or quote, appended in one piece: most fields are such a run.
                    var end = index + 1
                    while end < count {
                        let next = base[end]
                        if next == separator || next == 0x0A || next == 0x0D || next == quote { break }
                        end += 1
                    }
                    append(UnsafeBufferPointer(start: base + index, count: end - index))
                    index = end
                    continue
                }
                index += 1
            }
            if quoted { return quoteLine }
            if fieldHasBytes || fieldsInRecord > 0 {
                endField()
                endRecord(line: recordLine)
            }
            return nil
        }
    }

    /// The records of `bytes` (blank ones skipped). When `header` is an empty array, the first
    /// record goes there instead, as the header; when it is `nil`, every record is a record.
    /// From `partsFrom` bytes (and unless `inParts` is false) the records are scanned in two
    /// parts on two cores, giving what one scan gives (`splitInParts`).
    static func split(
        _ bytes: ArraySlice<UInt8>, separator: UInt8, firstLine: Int, header: inout [String]?,
        inParts: Bool = true
    ) throws(Failure) -> CSVTable.Storage {
        if inParts, let wanted = header, wanted.isEmpty, bytes.count >= partsFrom,
            let scanned = try splitInParts(bytes, separator: separator, firstLine: firstLine)
        {
            header = scanned.header
            return scanned.storage
        }
        var records = Records(wantsHeader: header != nil, capacity: bytes.count)
        let unclosed = bytes.withUnsafeBufferPointer { buffer in
            records.scan(buffer, separator: separator, firstLine: firstLine)
        }
        if let unclosed { throw Failure(line: unclosed, reason: "a quoted field is never closed") }
        if header != nil { header = records.headerFields }
        return records.storage
    }

    private static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int {
        var line = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            if String(validating: bytes[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }
}
