import Foundation
import Testing

@testable import CoreModels

@Suite("CSV reading and writing")
struct CSVTests {
    func read(_ text: String) throws -> CSVTable { try CSVReader.read(Data(text.utf8)) }

    @Test("RFC 4180: quotes, escaped quotes, embedded delimiters and newlines, CRLF, BOM")
    func rfc4180() throws {
        let table = try read("\u{FEFF}date,note\r\n2024-01-01,\"a, \"\"b\"\"\r\nc\"\r\n2024-01-02,plain\r\n")
        #expect(table.header == ["date", "note"])
        #expect(table.rows.map(\.fields) == [["2024-01-01", "a, \"b\"\nc"], ["2024-01-02", "plain"]])
        #expect(table.rows.map(\.line) == [2, 4])
    }

    @Test("2,000 generated tables of quotes, delimiters, line ends, spaces and accents read back as written")
    func generated() throws {
        var numbers = Numbers(seed: 17)
        func pick<T>(_ items: [T]) -> T { items[Int(numbers.next() % UInt64(items.count))] }
        let pieces = ["a", "b c", ",", "\"", "\n", " ", "é", "x\"y", "12.5", ";", "💪", "\"\"", " q"]
        for _ in 0..<2_000 {
            let columns = 1 + Int(numbers.next() % 5)
            let rows = (0..<(1 + Int(numbers.next() % 6))).map { row in
                ["r\(row)"]
                    + (1..<columns).map { _ in
                        (0..<Int(numbers.next() % 4)).map { _ in pick(pieces) }.joined()
                    }
            }
            let header = (0..<columns).map { "h\($0)" }
            let text = ([header] + rows).map { CSVWriter.line($0) + pick(["\n", "\r\n"]) }.joined()
            let table = try read(text)
            #expect(table.header == header)
            #expect(table.rows.map(\.fields) == rows, "\(text.debugDescription)")
        }
    }

    @Test(
        "the delimiter is sniffed from the header",
        arguments: [(",", UInt8(ascii: ",")), (";", UInt8(ascii: ";")), ("\t", 0x09)])
    func sniffing(separator: String, byte: UInt8) throws {
        let table = try read("Date\(separator)Weight\n2024-01-01\(separator)82,4\n")
        #expect(table.delimiter == byte)
        #expect(table.column(["weight"]) == 1)
    }

    @Test("metadata lines (#) before the header are skipped; blank lines are ignored")
    func metadata() throws {
        let table = try read("#Version:5\n#Units:kg\n\ndate;weight\n\n2021-01-01;80\n")
        #expect(table.header == ["date", "weight"])
        #expect(table.rows.map(\.line) == [6])
    }

    @Test("header names match ignoring case, spaces, underscores and a leading space")
    func headerMatching() throws {
        let table = try read("Time of Measurement, Weight(kg),Fat\n")
        #expect(table.column(["weight(kg)"]) == 1)
        #expect(table.column(["time of measurement"]) == 0)
        #expect(table.column(["missing"]) == nil)
    }

    @Test(
        "unreadable input: empty, binary, invalid UTF-8, unclosed quote",
        arguments: [
            (Data(), "the file is empty"), (Data([0x64, 0x00, 0x01]), "the file is binary, not text"),
            (Data("a,b\n1,2\n".utf8) + Data([0xFF, 0xFE]), "line 3: the text is not valid UTF-8"),
            (Data("a,b\n1,\"open\n2,3\n".utf8), "line 2: a quoted field is never closed"),
        ])
    func failures(data: Data, message: String) {
        #expect(throws: CSVReader.Failure.self) { try CSVReader.read(data) }
        do {
            _ = try CSVReader.read(data)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("numbers: decimal commas and float noise; NaN, infinity and words are not numbers")
    func numbers() {
        #expect(CSVNumber.parse(" 82,4 ") == 82.4)
        #expect(CSVNumber.parse("12.900000000000034") == 12.900000000000034)
        #expect(CSVNumber.parse("-3") == -3)
        for bad in ["", "nan", "NaN", "inf", "-infinity", "eighty", "1.2.3", "1e999"] {
            #expect(CSVNumber.parse(bad) == nil, "\(bad)")
        }
    }

    @Test(
        "dates in the forms exports use",
        arguments: [
            ("2024-03-05", "2024-03-05"), ("2024-03-05 07:48:00", "2024-03-05"),
            ("2024-03-05T07:48:00Z", "2024-03-05"),
            ("2024/03/05", "2024-03-05"), ("05/03/2024", "2024-03-05"), ("05.03.2024", "2024-03-05"),
            ("5 Mar 2024", "2024-03-05"), ("15 Sep 2025, 07:48", "2025-09-15"),
            ("23 Jun 2021 at 10:39:35", "2021-06-23"),
            ("March 5, 2024", "2024-03-05"),
        ])
    func dates(text: String, expected: String) {
        #expect(CSVDate.parse(text)?.description == expected)
    }

    @Test("month-first order, and impossible days are refused")
    func dateOrder() {
        #expect(CSVDate.parse("03/05/2024", order: .monthDayYear)?.description == "2024-03-05")
        #expect(CSVDate.parse("2023-02-30") == nil)
        #expect(CSVDate.parse("31/02/2024") == nil)
        #expect(CSVDate.parse("yesterday") == nil)
        #expect(CSVDate.numericParts("13/01/2024").map { [$0.0, $0.1, $0.2] } == [13, 1, 2024])
    }

    @Test("writing quotes where needed and neutralises formulas, not numbers")
    func writing() {
        #expect(CSVWriter.line(["2024-01-01", "82.4"]) == "2024-01-01,82.4")
        #expect(CSVWriter.line(["a,b", "say \"hi\"", "x\ny"]) == "\"a,b\",\"say \"\"hi\"\"\",\"x\ny\"")
        #expect(CSVWriter.escape("=SUM(A1)") == "'=SUM(A1)")
        #expect(CSVWriter.escape("@cmd") == "'@cmd")
        #expect(CSVWriter.escape("-5") == "-5")
        #expect(CSVWriter.escape("+1 set") == "'+1 set")
    }
}

@Suite("CSV: a line over 1 MB is refused with its number")
struct CSVLongLineTests {
    func text(lines: [Int], newlineAtEnd: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, length) in lines.enumerated() {
            bytes += [UInt8](repeating: UInt8(ascii: "a"), count: length)
            if index < lines.count - 1 || newlineAtEnd { bytes.append(0x0A) }
        }
        return bytes
    }

    @Test(
        "the limit itself passes; one byte more fails on that line, in the middle or last, with or without a final newline"
    )
    func limits() {
        let limit = CSVReader.longestLine
        for newline in [true, false] {
            #expect(CSVReader.firstLongLine(text(lines: [3, limit, 5], newlineAtEnd: newline)) == nil)
            #expect(CSVReader.firstLongLine(text(lines: [3, limit + 1, 5], newlineAtEnd: newline)) == 2)
            #expect(CSVReader.firstLongLine(text(lines: [3, 4, limit + 1], newlineAtEnd: newline)) == 3)
            #expect(CSVReader.firstLongLine(text(lines: [limit + 1], newlineAtEnd: newline)) == 1)
            #expect(CSVReader.firstLongLine(text(lines: [0, 0, limit], newlineAtEnd: newline)) == nil)
        }
        #expect(CSVReader.firstLongLine([]) == nil)
        #expect(throws: CSVReader.Failure.self) {
            try CSVReader.read(Data(text(lines: [10, limit + 7], newlineAtEnd: true)))
        }
    }
}
