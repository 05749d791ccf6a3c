import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Text normalisation shared by search and name matching: case- and accent-insensitive words.
public enum SearchText {
    /// Lower-case, accent-free words of `text` (letters and digits only).
    public static func words(_ text: String) -> [String] {
        // Fast path for plain ASCII (nearly every name): no Unicode folding needed.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var words: [String] = []
            var current: [UInt8] = []
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    current.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
                default:
                    if !current.isEmpty {
                        words.append(String(decoding: current, as: UTF8.self))
                        current.removeAll(keepingCapacity: true)
                    }
                }
            }
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            return words
        }
        return PlainText.foldingAccents(text.lowercased())
            .split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    /// The key names are compared by: words joined by single spaces ("  Bench   PRESS" → "bench press").
    public static func key(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    /// Edit distance counting a swap of two neighbouring letters as one edit (optimal string
    /// alignment: "sqaut" is one edit from "squat"), giving up (returning `limit + 1`) once it
    /// must exceed `limit`.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in distance(a, b, limit: limit) } }
    }

    /// `distance` of bytes in place (a candidate's start is compared without copying it).
    ///
    /// Only the cells within `limit` of the diagonal are computed: a path through the table
    /// that leaves that band has made more than `limit` insertions or deletions, and a swap
    /// stays on its diagonal, so every distance up to `limit` is found exactly and anything
    /// beyond is `limit + 1` or more (a search compares a few letters with every word of the
    /// catalog, and the whole table cost a tenth of it). Cells just outside the band hold
    /// `limit + 1`.
    static func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int
    {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let beyond = limit + 1
        let width = b.count + 1
        // Three rows of the DP table in one stack buffer (the one before last for swaps).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: width * 3) { row -> Int in
            var older = 0
            var previous = width
            var current = width * 2
            for j in 0..<width { row[previous + j] = min(j, beyond) }
            for i in 1...a.count {
                let low = max(1, i - limit)
                let high = min(b.count, i + limit)
                row[current] = min(i, beyond)
                if low > 1 { row[current + low - 1] = beyond }
                if high < b.count { row[current + high + 1] = beyond }
                var rowMinimum = row[current]
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(
                        row[previous + j] + 1, row[current + j - 1] + 1, row[previous + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, row[older + j - 2] + 1)
                    }
                    row[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return beyond }
                (older, previous, current) = (previous, current, older)
            }
            return row[previous + b.count]
        }
    }
}
