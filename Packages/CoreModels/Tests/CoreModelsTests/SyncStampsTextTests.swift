import CoreModelsTesting
import Foundation
import Testing

@testable import CoreModels

/// The stamps block and each stamp are written straight as bytes on every save; the text must
/// be exactly what writing them through `JSONValue` (and the padded-number formula) gives, since
/// it is on disk and compared across devices.
@Suite("Sync stamps written as text")
struct SyncStampsTextTests {
    /// The stamp text as it was first written: millis padded to 13 digits, counter to 4.
    func formula(_ stamp: HybridStamp) -> String {
        let millisText = String(stamp.millis)
        let counterText = String(stamp.counter)
        return String(repeating: "0", count: max(0, 13 - millisText.count)) + millisText + "."
            + String(repeating: "0", count: max(0, 4 - counterText.count)) + counterText + "." + stamp.device
    }

    let devices = ["", "vm", "laptop \"home\"", "naïve\\pc", "tab\there", "日本", "a.b.c", "\u{1F}x"]

    @Test("a stamp's text is the padded formula, for every size of number, and reads back")
    func stampText() {
        var numbers = SeededNumbers(seed: 7)
        var values: [(Int64, Int)] = [
            (0, 0), (1, 1), (9_999_999_999_999, 9_999), (10_000_000_000_000, 10_000), (Int64.max, Int.max),
            (-1, 0), (5, -3), (1_795_420_800_000, 111),
        ]
        for _ in 0..<300 {
            values.append((Int64(numbers.below(1 << 60)) >> Int64(numbers.below(60)), numbers.below(100_000)))
        }
        for (millis, counter) in values {
            for device in devices {
                let stamp = HybridStamp(millis: millis, counter: counter, device: device)
                #expect(stamp.description == formula(stamp))
                var written: [UInt8] = []
                stamp.appendJSON(to: &written)
                var quoted: [UInt8] = []
                JSONValue.quote(formula(stamp), into: &quoted)
                #expect(written == quoted, "\(stamp)")
                if millis >= 0, counter >= 0, String(millis).count <= 18, String(counter).count <= 18 {
                    #expect(HybridStamp(stamp.description) == stamp)
                }
            }
        }
    }

    @Test("the stamps block is JSONValue's compact text of the same stamps")
    func blockText() {
        var numbers = SeededNumbers(seed: 11)
        let keys = [
            "entries\u{1F}2026-11-23", "entries\u{1F}2026-11-23\u{1F}tagIDs\u{1F}\"sore\"", "·", "Z", "a",
            "é", "e\u{301}", "\\", "日", "entries\u{1F}2026-01-02",
        ]
        for round in 0..<60 {
            var stamps = SyncStamps()
            for key in keys where numbers.below(3) > 0 {
                let stamp = HybridStamp(
                    millis: Int64(numbers.below(1 << 41)), counter: numbers.below(20),
                    device: devices[round % devices.count])
                if numbers.below(4) == 0 { stamps.deleted[key] = stamp } else { stamps.stamps[key] = stamp }
            }
            #expect(stamps.jsonBytes == stamps.json.textBytes)
        }
        #expect(SyncStamps().jsonBytes == SyncStamps().json.textBytes)
    }
}
