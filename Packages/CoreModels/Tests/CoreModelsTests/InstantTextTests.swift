import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@Suite("InstantText: ISO-8601 instants without Foundation's parser")
struct InstantTextTests {
    @Test("agrees with Foundation's ISO-8601 parser on 5,000 generated instants and offsets")
    func agreesWithFoundation() throws {
        var generator = SystemRandomNumberGenerator()
        let seed = UInt64.random(in: 0...UInt64.max, using: &generator)
        var random = ArchiveRandom(seed: seed)
        let formatter = ISO8601DateFormatter()
        for _ in 0..<5_000 {
            // 1900-01-02 … 2199-12-30, so every offset keeps the local day in range.
            let seconds = Int(random.next() % UInt64(300 * 365 * 86_400)) - 70 * 365 * 86_400 + 86_400
            let offsetMinutes = Int(random.next() % (14 * 60 * 2 + 1)) - 14 * 60
            let offsetText = formatOffset(offsetMinutes, colon: random.next() % 2 == 0)
            let local = Date(timeIntervalSince1970: Double(seconds + offsetMinutes * 60))
            formatter.timeZone = TimeZone(identifier: "UTC")
            let stem = String(formatter.string(from: local).dropLast())  // without the Z
            let text = stem + offsetText
            let expected = try #require(ISO8601DateFormatter().date(from: text), "\(text) (seed \(seed))")
            #expect(InstantText.parse(text) == expected, "\(text) (seed \(seed))")
            #expect(InstantText.parse(stem + "Z") == local, "\(stem)Z (seed \(seed))")
        }
    }

    @Test("fractions of a second and lower-case separators")
    func fractions() {
        #expect(InstantText.parse("2026-11-23T08:00:00.250Z")?.timeIntervalSince1970 == 1_795_420_800.25)
        #expect(InstantText.parse("2026-11-23t08:00:00z")?.timeIntervalSince1970 == 1_795_420_800)
        // To the microsecond (a `Date` counts from 2001, so it holds no more near 1970).
        let third = InstantText.parse("1970-01-01T00:00:00.3Z")?.timeIntervalSince1970 ?? -1
        #expect(abs(third - 0.3) < 1e-6)
        let long = InstantText.parse("2026-11-23T08:00:00.1234567891Z")?.timeIntervalSince1970 ?? -1
        #expect(abs(long - 1_795_420_800.123_456_789) < 1e-6)
    }

    @Test(
        "anything that is not a real instant is nil, never rolled over",
        arguments: [
            "", "2026-11-23", "2026-11-23T08:00:00", "2026-02-30T08:00:00Z", "2026-13-01T00:00:00Z",
            "10000-01-01T00:00:00Z", "1899-12-31T23:59:59Z", "2200-01-01T00:00:00Z", "2026-11-23T24:00:00Z",
            "2026-11-23T08:60:00Z", "2026-11-23T08:00:60Z", "2026-11-23T08:00:00+25:00",
            "2026-11-23T08:00:00.Z", "2026-11-23T08:00:00Z ", " 2026-11-23T08:00:00Z", "1e300",
            "2026-11-23 08:00:00Z", "２０２６-11-23T08:00:00Z",
        ])
    func refused(text: String) {
        #expect(InstantText.parse(text) == nil)
    }

    private func formatOffset(_ minutes: Int, colon: Bool) -> String {
        let sign = minutes < 0 ? "-" : "+"
        let hours = abs(minutes) / 60
        let rest = abs(minutes) % 60
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return sign + two(hours) + (colon ? ":" : "") + two(rest)
    }
}

@Suite("InstantText.format: as JSONEncoder's .iso8601 writes an instant")
struct InstantTextFormatTests {
    @Test("20,000 generated instants, with fractions and before 1970, written as the encoder writes them")
    func generated() throws {
        var numbers = SeededNumbers(seed: 0x1234_5678_9ABC_DEF1)
        func next(_ bound: UInt64) -> UInt64 { numbers.below(bound) }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        for index in 0..<20_000 {
            let whole = -2_208_988_800 + Double(next(9_467_000_000))
            let fraction = [0, 0.5, 0.999_999, 0.000_001, Double(next(1000)) / 1000][index % 5]
            let date = Date(timeIntervalSince1970: whole + fraction)
            let expected = String(decoding: try encoder.encode([date]), as: UTF8.self)
            #expect(
                InstantText.format(date).map { "[\"\($0)\"]" } == expected, "\(date.timeIntervalSince1970)")
        }
    }

    @Test("the first and last instants it writes, and none outside them")
    func bounds() {
        #expect(InstantText.format(Date(timeIntervalSince1970: -2_208_988_800)) == "1900-01-01T00:00:00Z")
        #expect(InstantText.format(Date(timeIntervalSince1970: 7_258_118_399.5)) == "2199-12-31T23:59:59Z")
        #expect(InstantText.format(Date(timeIntervalSince1970: -2_208_988_800.5)) == nil)
        #expect(InstantText.format(Date(timeIntervalSince1970: 7_258_118_400)) == nil)
        #expect(InstantText.format(Date(timeIntervalSince1970: .nan)) == nil)
    }
}
