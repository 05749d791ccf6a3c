import CoreModels
import Foundation
import Testing

/// Hands out a byte array in chunks of a fixed size.
final class ChunkedBytes: ByteChunkReader {
    private let bytes: [UInt8]
    private let size: Int
    private var position = 0

    init(_ text: String, size: Int) {
        bytes = Array(text.utf8)
        self.size = size
    }

    init(_ bytes: [UInt8], size: Int) {
        self.bytes = bytes
        self.size = size
    }

    func next() throws -> [UInt8]? {
        guard position < bytes.count else { return nil }
        let end = min(bytes.count, position + size)
        defer { position = end }
        return Array(bytes[position..<end])
    }
}

@Suite("XML element scanner")
struct XMLScannerTests {
    static let health = """
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 14 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>
        <!ATTLIST HealthData
          locale CDATA #REQUIRED
        >
        <!ATTLIST Record
          type          CDATA #REQUIRED
          note CDATA "a > b ]"
        >
        ]>
        <HealthData locale="en_GB">
         <ExportDate value="2024-03-01 07:12:00 +0100"/>
         <!-- a comment with <Record type="fake"/> inside -->
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Jo&apos;s &#x2019;Scale&#8217; &amp; co" unit="kg" value="81.5" startDate="2024-03-01 07:12:00 +0100" note='a > b'>
          <MetadataEntry key="HKWasUserEntered" value="1"/>
         </Record>
         <![CDATA[ <Record type="also fake"/> ]]>
         <Workout workoutActivityType="HKWorkoutActivityTypeTraditionalStrengthTraining" duration="45">
          <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" sum="250" unit="kcal"/>
         </Workout >
        </HealthData>

        """

    func tags(_ text: String, chunk: Int) throws -> [String] {
        var seen: [String] = []
        let scanner = XMLElementScanner(ChunkedBytes(text, size: chunk))
        try scanner.scan { tag in
            if tag.isEnd {
                seen.append("/\(tag.name)")
            } else {
                let attributes = tag.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
                seen.append("\(tag.name)\(tag.isSelfClosing ? "/" : "")[\(attributes)]")
            }
        }
        return seen
    }

    @Test(
        "the Health layout: declaration, DOCTYPE with an internal subset, comments, CDATA, entities, '>' in values; every chunk size gives the same tags"
    )
    func healthLayout() throws {
        let whole = try tags(Self.health, chunk: 1 << 20)
        #expect(whole.count == 9)
        #expect(whole.first == "HealthData[locale=en_GB]")
        #expect(
            whole[2]
                == "Record[type=HKQuantityTypeIdentifierBodyMass,sourceName=Jo's \u{2019}Scale\u{2019} & co,unit=kg,value=81.5,startDate=2024-03-01 07:12:00 +0100,note=a > b]"
        )
        #expect(whole[3] == "MetadataEntry/[key=HKWasUserEntered,value=1]")
        #expect(
            whole.suffix(3) == [
                "WorkoutStatistics/[type=HKQuantityTypeIdentifierActiveEnergyBurned,sum=250,unit=kcal]",
                "/Workout", "/HealthData",
            ])
        for size in [1, 2, 3, 7, 64, 333] {
            #expect(try tags(Self.health, chunk: size) == whole, "chunks of \(size)")
        }
    }

    @Test("hasName and attribute look-ups without building the whole list")
    func lookups() throws {
        var values: [String] = []
        try XMLElementScanner(ChunkedBytes(Self.health, size: 50)).scan { tag in
            guard !tag.isEnd, tag.hasName("Record") else { return }
            values.append(tag.attribute("value") ?? "-")
            values.append(tag.attribute("unit") ?? "-")
            values.append(tag.attribute("missing") ?? "-")
            #expect(!tag.hasName("Recor") && !tag.hasName("Records"))
        }
        #expect(values == ["81.5", "kg", "-"])
    }

    @Test("a stream cut anywhere inside the document is reported as cut short, never read as complete")
    func truncation() throws {
        let bytes = Array(Self.health.utf8)
        let end = bytes.lastIndex(of: UInt8(ascii: ">")) ?? bytes.count
        for cut in stride(from: 0, to: end, by: 3) {
            let scanner = XMLElementScanner(ChunkedBytes(Array(bytes[0..<cut]), size: 17))
            #expect(throws: XMLScanError.self, "cut at \(cut)") { try scanner.scan { _ in } }
        }
    }

    @Test(
        "malformed documents are refused with where and why",
        arguments: [
            ("<a><b></a></b>", "closes <a>"),
            ("<a></a><b/>", "second root"),
            ("<a>< b/></a>", "not followed by a name"),
            ("</a>", "closes nothing"),
            ("<a><!WHAT></a>", "unknown markup"),
            ("just text", "no XML element"),
            ("", "no XML element"),
        ])
    func malformed(text: String, message: String) throws {
        let scanner = XMLElementScanner(ChunkedBytes(text, size: 4))
        do {
            try scanner.scan { _ in }
            Issue.record("\(text) was accepted")
        } catch let error as XMLScanError {
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test("one construct longer than the limit is refused instead of growing the buffer without end")
    func oversized() throws {
        let text = "<a><!--" + String(repeating: "x", count: 5000) + "--></a>"
        let scanner = XMLElementScanner(ChunkedBytes(text, size: 100), maxMarkup: 1000)
        #expect(throws: XMLScanError.self) { try scanner.scan { _ in } }
    }

    @Test("random bytes and mutated documents never trap: they are read or refused")
    func fuzz() throws {
        var generator = SystemRandomNumberGenerator()
        let base = Array(Self.health.utf8)
        for _ in 0..<300 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[index] =
                    [0x3C, 0x3E, 0x22, 0x27, 0x2F, 0x21, 0x26, 0x00, 0xFF].randomElement(using: &generator)
                    ?? 0
            }
            let scanner = XMLElementScanner(
                ChunkedBytes(bytes, size: Int.random(in: 1...64, using: &generator)))
            _ = try? scanner.scan { tag in _ = tag.attributes }
        }
        for _ in 0..<100 {
            let bytes = (0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = try? XMLElementScanner(ChunkedBytes(bytes, size: 32)).scan { tag in _ = tag.attributes }
        }
    }

    @Test("'billion laughs' entities are not expanded")
    func entities() throws {
        let text = """
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
            <lolz a="&lol2;"/>
            """
        var value = ""
        try XMLElementScanner(ChunkedBytes(text, size: 9)).scan { value = $0.attribute("a") ?? "" }
        #expect(value == "&lol2;")
    }
}
