/// Decompresses a raw DEFLATE stream (RFC 1951: stored, fixed and dynamic Huffman blocks, a
/// 32 KiB window) read chunk by chunk from `source`, and hands the output out in chunks. Memory
/// stays at one input chunk, the window and one output chunk, whatever the stream's size.
/// Damaged or hostile data throws `ZipError.corrupt` or `.truncated`; it never traps.
public final class InflateReader: ByteChunkReader {
    private enum State {
        case blockHeader
        case stored(remaining: Int)
        case huffman(literals: HuffmanTable, distances: HuffmanTable)
        case done
    }

    private static let windowSize = 32 * 1024
    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195,
        227, 258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private let source: any ByteChunkReader
    private var state = State.blockHeader
    private var lastBlock = false

    // Input: the current compressed chunk, and the bits taken from it not yet used.
    private var input: UnsafeMutablePointer<UInt8>
    private var inputCapacity: Int
    private var inputCount = 0
    private var inputPosition = 0
    private var sourceEnded = false
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    /// Zero bits added past the end of the input so a final code can be peeked; using one of
    /// them means the stream was cut short.
    private var phantomBits = 0

    // Output: up to 32 KiB of history, then the bytes not yet handed out.
    private let window: UnsafeMutablePointer<UInt8>
    private let limit: Int
    private var filled = 0
    private var fresh = 0

    /// A decoder of the DEFLATE stream in `source`, handing out chunks of about `outputChunk` bytes.
    public init(source: any ByteChunkReader, outputChunk: Int = 1 << 18) {
        self.source = source
        limit = Self.windowSize + max(1024, outputChunk)
        window = .allocate(capacity: limit + 512)
        inputCapacity = 1 << 16
        input = .allocate(capacity: inputCapacity)
    }

    deinit {
        window.deallocate()
        input.deallocate()
    }

    /// The next chunk of decompressed bytes, or `nil` after the final block.
    ///
    /// - Throws: `ZipError.corrupt` or `.truncated` for damaged data; what the source throws.
    public func next() throws -> [UInt8]? {
        while filled - fresh == 0 {
            if case .done = state { return nil }
            try decode()
        }
        let chunk = Array(UnsafeBufferPointer(start: window + fresh, count: filled - fresh))
        if filled > Self.windowSize {
            // Keep the last 32 KiB as the history of back-references.
            window.update(from: window + (filled - Self.windowSize), count: Self.windowSize)
            filled = Self.windowSize
        }
        fresh = filled
        return chunk
    }

    /// Decodes until the window is full or the stream ends.
    private func decode() throws {
        while filled < limit {
            switch state {
            case .done:
                return
            case .blockHeader:
                try readBlockHeader()
            case .stored(let remaining):
                try copyStored(remaining)
            case .huffman(let literals, let distances):
                let ended = try literals.entries.withUnsafeBufferPointer { literalTable in
                    try distances.entries.withUnsafeBufferPointer { distanceTable in
                        try decodeHuffman(literalTable, literals.bits, distanceTable, distances.bits)
                    }
                }
                if ended { state = lastBlock ? .done : .blockHeader }
            }
        }
    }

    // MARK: Bits

    /// Brings the bit buffer to at least 48 bits (pulling the next chunk when this one is used
    /// up, padding with zero bits past the end of the stream).
    private func refill() throws {
        while bitCount <= 56 {
            if inputPosition < inputCount {
                bitBuffer |= UInt64(input[inputPosition]) << UInt64(bitCount)
                inputPosition += 1
                bitCount += 8
            } else if !sourceEnded, let chunk = try source.next() {
                take(chunk)
            } else {
                sourceEnded = true
                if bitCount >= 48 { return }
                phantomBits += 8
                bitCount += 8
            }
        }
    }

    private func take(_ chunk: [UInt8]) {
        if chunk.count > inputCapacity {
            input.deallocate()
            inputCapacity = chunk.count
            input = .allocate(capacity: inputCapacity)
        }
        chunk.withUnsafeBufferPointer { bytes in
            if let base = bytes.baseAddress { input.update(from: base, count: bytes.count) }
        }
        inputCount = chunk.count
        inputPosition = 0
    }

    private func bits(_ count: Int) throws -> Int {
        if bitCount < count { try refill() }
        let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
        try drop(count)
        return value
    }

    @inline(__always)
    private func drop(_ count: Int) throws {
        bitBuffer >>= UInt64(count)
        bitCount -= count
        if bitCount < phantomBits { throw ZipError.truncated }
    }

    private func decodeSymbol(_ table: HuffmanTable) throws -> Int {
        if bitCount < 48 { try refill() }
        let entry = table.entries[Int(bitBuffer & ((1 << UInt64(table.bits)) - 1))]
        guard entry & 15 != 0 else { throw ZipError.corrupt("an invalid Huffman code") }
        try drop(Int(entry & 15))
        return Int(entry >> 4)
    }

    // MARK: Blocks

    private func readBlockHeader() throws {
        if lastBlock {
            state = .done
            return
        }
        lastBlock = try bits(1) == 1
        switch try bits(2) {
        case 0:
            try drop(bitCount % 8)
            let length = try bits(16)
            let complement = try bits(16)
            guard length == ~complement & 0xFFFF else {
                throw ZipError.corrupt("a stored block's length does not match its complement")
            }
            state = .stored(remaining: length)
        case 1:
            state = .huffman(literals: .fixedLiterals, distances: .fixedDistances)
        case 2:
            state = try dynamicTables()
        default:
            throw ZipError.corrupt("a block of the reserved type 3")
        }
    }

    private func dynamicTables() throws -> State {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw ZipError.corrupt("a dynamic block declares too many codes")
        }
        var codeLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[index]] = UInt8(try bits(3)) }
        let codeLengthTable = try HuffmanTable(lengths: codeLengths[...])
        var lengths = [UInt8]()
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try decodeSymbol(codeLengthTable)
            switch symbol {
            case 0...15:
                lengths.append(UInt8(symbol))
            case 16:
                guard let previous = lengths.last else {
                    throw ZipError.corrupt("a repeated code length with nothing before it")
                }
                lengths += repeatElement(previous, count: 3 + (try bits(2)))
            case 17:
                lengths += repeatElement(0, count: 3 + (try bits(3)))
            default:
                lengths += repeatElement(0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw ZipError.corrupt("code lengths run past their count")
        }
        guard lengths[256] != 0 else { throw ZipError.corrupt("a block without an end code") }
        return .huffman(
            literals: try HuffmanTable(lengths: lengths[0..<literalCount]),
            distances: try HuffmanTable(lengths: lengths[literalCount...]))
    }

    private func copyStored(_ remaining: Int) throws {
        var remaining = remaining
        // Whole bytes still in the bit buffer come first.
        while remaining > 0, bitCount >= 8, filled < limit {
            window[filled] = UInt8(truncatingIfNeeded: bitBuffer)
            filled += 1
            remaining -= 1
            try drop(8)
        }
        while remaining > 0, filled < limit {
            if inputPosition >= inputCount {
                guard !sourceEnded, let chunk = try source.next() else { throw ZipError.truncated }
                take(chunk)
                continue
            }
            let count = min(remaining, limit - filled, inputCount - inputPosition)
            (window + filled).update(from: input + inputPosition, count: count)
            filled += count
            inputPosition += count
            remaining -= count
        }
        state = remaining == 0 ? .blockHeader : .stored(remaining: remaining)
    }

    /// Decodes literals and matches until the window is full (returns `false`) or the block's
    /// end code (returns `true`).
    private func decodeHuffman(
        _ literals: UnsafeBufferPointer<UInt32>, _ literalBits: Int, _ distances: UnsafeBufferPointer<UInt32>,
        _ distanceBits: Int
    ) throws -> Bool {
        let literalMask = (UInt64(1) << UInt64(literalBits)) - 1
        let distanceMask = (UInt64(1) << UInt64(distanceBits)) - 1
        while filled < limit {
            if bitCount < 48 { try refill() }
            let entry = literals[Int(bitBuffer & literalMask)]
            let length = Int(entry & 15)
            guard length != 0 else { throw ZipError.corrupt("an invalid literal or length code") }
            bitBuffer >>= UInt64(length)
            bitCount -= length
            let symbol = Int(entry >> 4)
            if symbol < 256 {
                if bitCount < phantomBits { throw ZipError.truncated }
                window[filled] = UInt8(truncatingIfNeeded: symbol)
                filled += 1
                continue
            }
            if symbol == 256 {
                if bitCount < phantomBits { throw ZipError.truncated }
                return true
            }
            let lengthIndex = symbol - 257
            guard lengthIndex < 29 else { throw ZipError.corrupt("an invalid length code") }
            let lengthExtra = Self.lengthExtra[lengthIndex]
            let matchLength =
                Self.lengthBase[lengthIndex] + Int(bitBuffer & ((UInt64(1) << UInt64(lengthExtra)) - 1))
            bitBuffer >>= UInt64(lengthExtra)
            bitCount -= lengthExtra
            let distanceEntry = distances[Int(bitBuffer & distanceMask)]
            let distanceLength = Int(distanceEntry & 15)
            guard distanceLength != 0 else { throw ZipError.corrupt("an invalid distance code") }
            bitBuffer >>= UInt64(distanceLength)
            bitCount -= distanceLength
            let distanceIndex = Int(distanceEntry >> 4)
            guard distanceIndex < 30 else { throw ZipError.corrupt("an invalid distance code") }
            let distanceExtra = Self.distanceExtra[distanceIndex]
            let distance =
                Self.distanceBase[distanceIndex] + Int(bitBuffer & ((UInt64(1) << UInt64(distanceExtra)) - 1))
            bitBuffer >>= UInt64(distanceExtra)
            bitCount -= distanceExtra
            if bitCount < phantomBits { throw ZipError.truncated }
            guard distance <= filled else {
                throw ZipError.corrupt("a back-reference before the start of the data")
            }
            var from = window + (filled - distance)
            var to = window + filled
            if distance >= matchLength {
                to.update(from: from, count: matchLength)
            } else {
                for _ in 0..<matchLength {
                    to.pointee = from.pointee
                    to += 1
                    from += 1
                }
            }
            filled += matchLength
        }
        return false
    }
}
