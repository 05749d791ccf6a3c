import CoreModelsTesting
import Foundation
import Testing

@testable import CoreModels

@Suite("Archives: the read on all cores gives what one parse of the whole text gives")
struct DataArchiveParallelReadTests {
    /// The text of an archive of `count` documents (escapes, accents, emoji, brackets and quotes
    /// inside strings), as `data export` writes it.
    static func text(entries count: Int) throws -> String {
        let archive = try DataArchiveFastReadTests.archive(entries: count)
        return String(decoding: try archive.encoded(), as: UTF8.self)
    }

    /// The two reads agree: the parallel one gives the whole parse's result, or declines (`nil`).
    static func agree(_ text: String) -> Bool {
        let data = Data(text.utf8)
        guard let parallel = DataArchive.readInParallel(data) else { return true }
        return parallel == DataArchive.readWhole(data)
    }

    @Test(
        "generated archives: the same entries, in order, and the parallel read is taken",
        arguments: [0, 1, 2, 33, 400])
    func generated(count: Int) throws {
        let data = Data(try Self.text(entries: count).utf8)
        let whole = try #require(DataArchive.readWhole(data))
        #expect(whole.entries.count == count)
        #expect(DataArchive.readInParallel(data) == whole)
    }

    @Test("a compact archive, members in another order, and one over the size read in parallel")
    func layouts() throws {
        let compact =
            #"{"version":1,"format":"fitshell.archive","entries":[{"document":"{\"a\":\"]}\\\"[{\"}","path":"a.json"},{"path":"b.json","document":"x"}]}"#
        let read = try #require(DataArchive.readInParallel(Data(compact.utf8)))
        #expect(read == DataArchive.readWhole(Data(compact.utf8)))
        #expect(read.entries.map(\.path) == ["a.json", "b.json"])
        #expect(read.entries.first?.document == #"{"a":"]}\"[{"}"#)
        let entries = (0..<6_000).map { index in
            DataArchive.Entry(
                path: "notes/\(index % 7)/note-\(index).json",
                document:
                    #"{"data":{"name":"Day \#(index) \"A\" é 💪 [x] {y}\n","n":\#(index)},"format":"test.note","version":2}"#
            )
        }
        let large = String(
            decoding: try DataArchive(format: DataArchive.formatName, version: 1, entries: entries).encoded(),
            as: UTF8.self)
        #expect(large.utf8.count >= DataArchive.parallelReadFrom)
        #expect(DataArchive.readInParallel(Data(large.utf8))?.entries == entries)
        #expect(DataArchive.readFast(Data(large.utf8)) == DataArchive.readWhole(Data(large.utf8)))
    }

    @Test("damaged and unusual texts: the parallel read declines or agrees, never differs")
    func damaged() throws {
        let text = try Self.text(entries: 5)
        let variants: [String] = [
            text.replacingOccurrences(of: "\"entries\" :", with: "\"entries\" : [], \"entries\" :"),
            text.replacingOccurrences(of: "\"format\" :", with: "\"entries\" : [], \"format\" :"),
            text.replacingOccurrences(of: "\"entries\"", with: "\"entri\\u0065s\""),
            text.replacingOccurrences(of: "},\n    {", with: "}\n    {"),
            text.replacingOccurrences(of: "},\n    {", with: "},,\n    {"),
            text.replacingOccurrences(of: "\"path\" :", with: "\"path\" : \"x\", \"path\" :"),
            text.replacingOccurrences(of: "\"path\" :", with: "\"p\" :"),
            text.replacingOccurrences(of: "\"document\" :", with: "\"document\" : 1, \"d\" :"),
            text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 01"),
            text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 1.5"),
            text.replacingOccurrences(of: "{\n      \"document\"", with: "[\n      \"document\""),
            text.replacingOccurrences(of: "[\n    {", with: "[\n    7,\n    {"),
            text.replacingOccurrences(
                of: "[\n    {", with: "[\n    [[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]],\n    {"),
            text.replacingOccurrences(of: "\\\"", with: "\\q"),
            text + "x",
            text + " {}",
            String(text.dropLast(2)),
            String(text.dropFirst(1)),
            "[" + text + "]",
            "{}",
            "{\"entries\":[]}",
            "{\"entries\":[],\"format\":\"fitshell.archive\",\"version\":1}",
            "{\"entries\":[ ],\"format\":\"fitshell.archive\",\"version\":1,}",
            "{\"entries\":{},\"format\":\"fitshell.archive\",\"version\":1}",
            "{\"entries\":[{\"path\":\"a.json\",\"document\":\"x\"}],\"format\":\"fitshell.archive\",\"version\":1",
            "{\"entries\":[{\"path\":\"a.json\",\"document\":\"x\"}],\"format\":\"fitshell.archive\",\"version\":1}]",
            "{\"entries\":[{\"path\":\"a.json\",\"document\":\"x\"}]]],\"format\":\"fitshell.archive\",\"version\":1}",
            "{\"entries\":[{\"path\":\"a.json\",\"document\":\"x\"} ] ,\"format\":\"fitshell.archive\",\"version\":1}",
        ]
        for variant in variants {
            #expect(Self.agree(variant), "\(variant.prefix(300))")
        }
        // Cut anywhere, or one byte changed anywhere, in a small archive.
        let small = Array(try Self.text(entries: 2).utf8)
        for cut in stride(from: 0, to: small.count, by: 3) {
            #expect(Self.agree(String(decoding: small[..<cut], as: UTF8.self)), "cut at \(cut)")
        }
        for position in stride(from: 0, to: small.count, by: 2) {
            for replacement in [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "]"), UInt8(ascii: "{")]
            {
                var changed = small
                changed[position] = replacement
                #expect(Self.agree(String(decoding: changed, as: UTF8.self)), "\(replacement) at \(position)")
            }
        }
    }

    @Test("nesting deeper than the scan follows is left to the whole parse")
    func deep() {
        let deep = String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
        let text =
            #"{"entries":[{"path":"a.json","document":"x","extra":"# + deep
            + #"}],"format":"fitshell.archive","version":1}"#
        #expect(DataArchive.readInParallel(Data(text.utf8)) == nil)
        #expect(DataArchive.readWhole(Data(text.utf8)) != nil)
    }
}
