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

    /// `distance(a, b, limit: 1)` without the table (most query words allow one edit, and a
    /// search compares each with every word of the catalog): words of the same length are one
    /// edit apart when they differ in one place or by two neighbours swapped, words one letter
    /// apart in length when the longer is the shorter with one letter added.
    static func withinOneEdit(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        if a.count == b.count {
            var first = -1
            var differences = 0
            for position in 0..<a.count where a[position] != b[position] {
                differences += 1
                if differences > 2 { return 2 }
                if differences == 1 { first = position }
            }
            switch differences {
            case 0: return 0
            case 1: return 1
            default:
                let swapped =
                    first + 1 < a.count && a[first + 1] != b[first + 1] && a[first] == b[first + 1]
                    && a[first + 1] == b[first]
                return swapped ? 1 : 2
            }
        }
        guard abs(a.count - b.count) == 1 else { return 2 }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        var position = 0
        while position < short.count, short[position] == long[position] { position += 1 }
        // The letter added is at `position`: the rest must follow it unchanged.
        while position < short.count {
            if short[position] != long[position + 1] { return 2 }
            position += 1
        }
        return 1
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
        if limit == 1 { return withinOneEdit(a, b) }
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
