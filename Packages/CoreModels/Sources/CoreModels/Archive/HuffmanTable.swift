/// A DEFLATE Huffman code as one lookup table indexed by the next `bits` input bits (least
/// significant first, as DEFLATE packs them): each entry holds the symbol and its code length;
/// an entry of 0 is a bit pattern no code starts with.
struct HuffmanTable {
    /// `symbol << 4 | length`, or 0.
    private(set) var entries: [UInt32]
    /// The longest code's length: the bits to peek.
    private(set) var bits: Int

    /// The canonical code for `lengths` (0 = symbol unused).
    ///
    /// - Throws: `ZipError.corrupt` when the lengths over-subscribe the code space or exceed 15.
    init(lengths: ArraySlice<UInt8>) throws(ZipError) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths {
            guard length <= 15 else { throw ZipError.corrupt("a Huffman code longer than 15 bits") }
            counts[Int(length)] += 1
        }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left = left << 1 - counts[length]
            guard left >= 0 else { throw ZipError.corrupt("an over-subscribed Huffman code") }
        }
        let longest = (1...15).last { counts[$0] > 0 } ?? 1
        bits = longest
        entries = [UInt32](repeating: 0, count: 1 << longest)
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        var symbol = 0
        for length in lengths {
            defer { symbol += 1 }
            let size = Int(length)
            guard size > 0 else { continue }
            let canonical = next[size]
            next[size] += 1
            var reversed = 0
            for bit in 0..<size where canonical & (1 << bit) != 0 { reversed |= 1 << (size - 1 - bit) }
            let entry = UInt32(symbol) << 4 | UInt32(size)
            var index = reversed
            while index < entries.count {
                entries[index] = entry
                index += 1 << size
            }
        }
    }

    /// The fixed literal/length code of block type 1.
    static let fixedLiterals: HuffmanTable = {
        var lengths = [UInt8](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        return (try? HuffmanTable(lengths: lengths[...])) ?? HuffmanTable()
    }()

    /// The fixed distance code of block type 1.
    static let fixedDistances: HuffmanTable =
        (try? HuffmanTable(lengths: [UInt8](repeating: 5, count: 30)[...])) ?? HuffmanTable()

    /// A code with no symbols.
    init() {
        entries = [0, 0]
        bits = 1
    }
}
