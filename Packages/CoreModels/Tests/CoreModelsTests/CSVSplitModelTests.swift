import CoreModelsTesting
import Foundation
import Testing

@testable import CoreModels

/// The CSV reader's record splitter against a plain model of the same rules, byte by byte, on
/// generated text made of the bytes that matter (quotes, separators, line ends, spaces).
@Suite("CSV: the record splitter against a byte-by-byte model")
struct CSVSplitModelTests {
    struct Record: Equatable, CustomStringConvertible {
        let line: Int
        let fields: [String]
        var description: String { "\(line): \(fields)" }
    }

    enum Outcome: Equatable {
        case records(header: [String]?, [Record])
        case unclosed(line: Int)
    }

    /// The rules, one byte at a time: `""` inside quotes is a quote; a quote opens a field only
    /// when the field so far is empty or spaces (which it drops); a carriage return outside a
    /// quoted field's bytes is dropped, inside them too; a record of only spaces and tabs is
    /// skipped; with `wantsHeader`, the first record kept is the header.
    static func model(_ bytes: [UInt8], separator: UInt8, firstLine: Int, wantsHeader: Bool) -> Outcome {
        var records: [Record] = []
        var header: [String]? = wantsHeader ? [] : nil
        var fields: [[UInt8]] = []
        var field: [UInt8] = []
        var line = firstLine
        var recordLine = firstLine
        var quoted = false
        var quoteLine = firstLine
        func endRecord() {
            fields.append(field)
            field = []
            defer { fields = [] }
            if fields.joined().allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
            let strings = fields.map { String(decoding: $0, as: UTF8.self) }
            if header == [] && records.isEmpty && wantsHeader {
                header = strings
                return
            }
            records.append(Record(line: recordLine, fields: strings))
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if quoted {
                if byte == 0x22 {
                    if index + 1 < bytes.count, bytes[index + 1] == 0x22 {
                        field.append(0x22)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    if byte == 0x0A { line += 1 }
                    if byte != 0x0D { field.append(byte) }
                }
            } else if byte == 0x22, field.allSatisfy({ $0 == 0x20 }) {
                field = []
                quoted = true
                quoteLine = line
            } else if byte == separator {
                fields.append(field)
                field = []
            } else if byte == 0x0A {
                endRecord()
                line += 1
                recordLine = line
            } else if byte != 0x0D {
                field.append(byte)
            }
            index += 1
        }
        if quoted { return .unclosed(line: quoteLine) }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return .records(header: header, records)
    }

    static func split(_ bytes: [UInt8], separator: UInt8, firstLine: Int, wantsHeader: Bool) -> Outcome {
        var header: [String]? = wantsHeader ? [] : nil
        do {
            let storage = try CSVReader.split(
                bytes[...], separator: separator, firstLine: firstLine, header: &header)
            return .records(
                header: header,
                CSVTable.Rows(storage: storage).map { Record(line: $0.line, fields: $0.fields) })
        } catch {
            return .unclosed(line: error.line)
        }
    }

    @Test("20,000 generated texts split the same as the model", arguments: [1, 2, 3, 4])
    func generated(seed: UInt64) {
        var numbers = SeededNumbers(seed: seed &* 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { numbers.below(bound) }
        let alphabet: [[UInt8]] = [
            [0x61], [0x62], [0x20], [0x2C], [0x3B], [0x09], [0x22], [0x22, 0x22], [0x0A], [0x0D, 0x0A],
            [0x0D],
            Array("é".utf8), Array("12.5".utf8), [0x23],
        ]
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<next(60) { bytes += alphabet[next(alphabet.count)] }
            let separator: UInt8 = [0x2C, 0x3B, 0x09][next(3)]
            let wantsHeader = next(2) == 0
            let firstLine = 1 + next(3)
            let expected = Self.model(
                bytes, separator: separator, firstLine: firstLine, wantsHeader: wantsHeader)
            let found = Self.split(
                bytes, separator: separator, firstLine: firstLine, wantsHeader: wantsHeader)
            #expect(found == expected, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            if found != expected { return }
        }
    }

    @Test("rows read in order (sharing repeated long fields) equal rows read by position", arguments: [5, 6])
    func iteratorMatchesSubscript(seed: UInt64) throws {
        var numbers = SeededNumbers(seed: seed &* 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { numbers.below(bound) }
        // Long values of one length that differ in one byte, shorter ones, and empty ones.
        let values = [
            "15 Sep 2025, 07:48", "15 Sep 2025, 07:49", "Bench Press (Barbell)", "Bench Press (Barbelx)",
            "short", "", "a value of exactly 16", "a value of exactly 17!", "é💪 accents and emoji ok",
        ]
        for _ in 0..<500 {
            let columns = 1 + next(5)
            var text = (0..<columns).map { "h\($0)" }.joined(separator: ",") + "\n"
            for _ in 0..<next(30) {
                text += (0..<(1 + next(columns + 1))).map { _ in values[next(values.count)] }.joined(
                    separator: ",")
                text += "\n"
            }
            let rows = try CSVReader.read(Data(text.utf8)).rows
            var inOrder: [CSVTable.Row] = []
            for row in rows { inOrder.append(row) }
            #expect(inOrder == (0..<rows.count).map { rows[$0] }, "\(text)")
        }
    }

    @Test("the cases that matter, spelled out")
    func examples() {
        let cases: [(String, Outcome)] = [
            ("a,b\n1,2\n", .records(header: ["a", "b"], [Record(line: 2, fields: ["1", "2"])])),
            ("a\n  \"x,y\" ,z\n", .records(header: ["a"], [Record(line: 2, fields: ["x,y ", "z"])])),
            ("a\n\"say \"\"hi\"\"\"\n", .records(header: ["a"], [Record(line: 2, fields: ["say \"hi\""])])),
            (
                "a\n\"two\r\nlines\",b\nc\n",
                .records(
                    header: ["a"],
                    [Record(line: 2, fields: ["two\nlines", "b"]), Record(line: 4, fields: ["c"])])
            ),
            ("a\n \t \n\nb\r\n", .records(header: ["a"], [Record(line: 4, fields: ["b"])])),
            ("a\nx\"y\"\n", .records(header: ["a"], [Record(line: 2, fields: ["x\"y\""])])),
            ("a\n\"open\n", .unclosed(line: 2)),
        ]
        for (text, expected) in cases {
            let bytes = Array(text.utf8)
            #expect(
                Self.model(bytes, separator: 0x2C, firstLine: 1, wantsHeader: true) == expected, "\(text)")
            #expect(
                Self.split(bytes, separator: 0x2C, firstLine: 1, wantsHeader: true) == expected, "\(text)")
        }
    }
}
