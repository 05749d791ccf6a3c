import CoreModelsTesting
import Foundation
import Testing

@testable import CoreModels

/// A large CSV file is scanned in two parts on two cores; the records, their line numbers, the
/// header and the errors must be exactly one scan's, whatever the file holds.
@Suite("CSV: scanning in two parts")
struct CSVPartsTests {
    /// About 1.5 MB of rows with quoted fields holding delimiters, `""` escapes and line ends,
    /// literal quotes inside unquoted fields (`5'10"`), blank lines, CRLF or LF line ends.
    static func file(seed: UInt64, separator: String, crlf: Bool, literalQuotes: Bool) -> String {
        var numbers = SeededNumbers(seed: seed)
        func next(_ bound: UInt64) -> Int { Int(numbers.below(bound)) }
        let end = crlf ? "\r\n" : "\n"
        var text =
            "Date\(separator)Workout Name\(separator)Exercise Name\(separator)Weight\(separator)Notes" + end
        let notes = [
            "", "\"felt \"\"heavy\"\"\"", "\"two\nlines\"", "\"a\(separator) b\"", "plain",
            "\"ends in quote \"\"\"",
            "\"three\r\nline\nnote\"",
        ]
        while text.utf8.count < 1_500_000 {
            let note =
                literalQuotes && next(40) == 0 ? "5'10\" tall" : notes[next(UInt64(notes.count))]
            text +=
                "2021-0\(1 + next(9))-1\(next(10)) 10:00:00\(separator)\"Day \(next(5))\"\(separator)Squat \(next(30))\(separator)\(next(200)).5\(separator)\(note)"
            text += end
            if next(50) == 0 { text += end }
        }
        return text
    }

    func expectOneScan(_ text: String, _ comment: Comment) throws {
        let bytes = Array(text.utf8)[...]
        let separator = UInt8(ascii: text.contains(";") && !text.contains(",") ? ";" : ",")
        var oneHeader: [String]? = []
        var partsHeader: [String]? = []
        let one = Result { () throws(CSVReader.Failure) in
            try CSVReader.split(bytes, separator: separator, firstLine: 1, header: &oneHeader, inParts: false)
        }
        let parts = Result { () throws(CSVReader.Failure) in
            try CSVReader.split(bytes, separator: separator, firstLine: 1, header: &partsHeader)
        }
        #expect(oneHeader == partsHeader, comment)
        switch (one, parts) {
        case (.success(let one), .success(let parts)):
            let table = { (storage: CSVTable.Storage) in
                CSVTable(delimiter: separator, header: [], storage: storage, metadata: [])
            }
            #expect(table(one).rows.count == table(parts).rows.count, comment)
            #expect(table(one) == table(parts), comment)
            #expect(Array(table(one).rows.map(\.line)) == Array(table(parts).rows.map(\.line)), comment)
            #expect(one.fieldEnds == parts.fieldEnds && one.firstField == parts.firstField, comment)
        case (.failure(let one), .failure(let parts)):
            #expect(one == parts, comment)
        default:
            Issue.record("one scan \(one), in parts \(parts): \(comment)")
        }
    }

    @Test(
        "generated files read in two parts as in one scan: LF and CRLF, ',' and ';', with and without literal quotes",
        arguments: 0..<8)
    func generated(seed: Int) throws {
        let text = Self.file(
            seed: UInt64(seed), separator: seed % 2 == 0 ? "," : ";", crlf: seed % 4 >= 2,
            literalQuotes: seed >= 4)
        #expect(text.utf8.count >= CSVReader.partsFrom)
        try expectOneScan(text, "seed \(seed)")
        if seed < 4 {
            // Without literal quotes the parts are always used.
            let separator = UInt8(ascii: seed % 2 == 0 ? "," : ";")
            #expect(
                try CSVReader.splitInParts(Array(text.utf8)[...], separator: separator, firstLine: 1) != nil)
        }
    }

    @Test("a quoted field over the middle, one never closed in either part, and a file of one record")
    func edges() throws {
        let base = Self.file(seed: 9, separator: ",", crlf: false, literalQuotes: false)
        let middle = base.index(base.startIndex, offsetBy: base.count / 2)
        // A literal quote just before the middle makes the count of quotes odd: the line end
        // picked is inside a quoted field, and the parts are not used.
        var fooled = base
        fooled.insert(contentsOf: "2021-01-01 10:00:00,Day,Squat,1,5'10\" x\n", at: middle)
        try expectOneScan(fooled, "odd quotes")
        // A quote never closed, in the first part and in the second.
        var early = base
        early.insert(
            contentsOf: "2021-01-01 10:00:00,Day,Squat,1,\"open\n",
            at: base.index(base.startIndex, offsetBy: 500))
        try expectOneScan(early, "unclosed early")
        try expectOneScan(base + "2021-01-01 10:00:00,Day,Squat,1,\"open\n", "unclosed late")
        // One huge quoted note: no line end outside quotes after the middle.
        try expectOneScan(
            "a,b\n1,\"" + String(repeating: "x\n", count: 700_000) + "\"\n", "one record")
    }

    @Test("a whole file read in parts gives the table read in one scan, header and lines included")
    func wholeRead() throws {
        let text =
            "\u{FEFF}# Units: kg\n" + Self.file(seed: 4, separator: ",", crlf: false, literalQuotes: true)
        let table = try CSVReader.read(Data(text.utf8))
        #expect(table.header == ["Date", "Workout Name", "Exercise Name", "Weight", "Notes"])
        #expect(table.metadata == ["Units: kg"])
        let rows = Array(table.rows)
        #expect(rows.first?.line == 3)
        #expect(rows.allSatisfy { $0.fields.count == 5 })
    }
}
