import Testing

@testable import Exercises

/// The search's typo distance is computed within a band around the table's diagonal; it must
/// decide "within the limit or not" exactly as the whole table does.
@Suite("Typo distance: the band gives the whole table's answer up to the limit")
struct EditDistanceTests {
    /// Optimal string alignment distance over the whole table, written plainly.
    static func reference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test("200,000 generated pairs over a small alphabet, limits 0 to 3")
    func againstTheWholeTable() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var within = 0
        for _ in 0..<200_000 {
            let a = (0..<next(11)).map { _ in UInt8(ascii: "a") + UInt8(next(4)) }
            var b = a
            // A few random edits, so that most pairs are near each other.
            for _ in 0..<next(4) {
                switch next(4) {
                case 0 where !b.isEmpty: b.remove(at: next(b.count))
                case 1: b.insert(UInt8(ascii: "a") + UInt8(next(4)), at: next(b.count + 1))
                case 2 where !b.isEmpty: b[next(b.count)] = UInt8(ascii: "a") + UInt8(next(4))
                case 3 where b.count > 1:
                    let at = next(b.count - 1)
                    b.swapAt(at, at + 1)
                default: break
                }
            }
            let limit = next(4)
            let expected = Self.reference(a, b)
            let found = SearchText.distance(a, b, limit: limit)
            if expected <= limit {
                within += 1
                #expect(found == expected, "\(a) \(b) limit \(limit)")
            } else {
                #expect(found > limit, "\(a) \(b) limit \(limit)")
            }
        }
        #expect(within > 50_000)
    }

    @Test("swaps, the catalog's words")
    func examples() {
        let cases: [(String, String, Int, Int)] = [
            ("sqaut", "squat", 1, 1), ("squat", "squat", 1, 0), ("benhc", "bench", 1, 1),
            ("deadlfit", "deadlift", 2, 1), ("curl", "crul", 1, 1), ("press", "prss", 1, 1),
            ("qwxzzy", "squats", 2, 3),
        ]
        for (a, b, limit, expected) in cases {
            let found = SearchText.distance(Array(a.utf8), Array(b.utf8), limit: limit)
            #expect(expected <= limit ? found == expected : found > limit, "\(a) \(b)")
        }
    }
}
