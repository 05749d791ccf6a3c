import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DataArchive {
    /// Archives at least this large are read on all cores.
    static let parallelReadFrom = 1 << 20

    /// The archive read on all cores, with the same result as one strict parse of the whole
    /// text: its entries are found by a scan of the text's structure, each is parsed strictly
    /// on its own, and the rest of the text (the entries' list emptied) is parsed strictly to
    /// read and check everything else. `nil` whenever the scan or a parse finds anything it does
    /// not expect: the caller then reads the whole text in one parse, which decides.
    ///
    /// Reading an archive kept one core busy for a fifth of a restore, with the other idle.
    static func readInParallel(_ data: Data) -> DataArchive? {
        data.withUnsafeBytes { raw -> DataArchive? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let layout = ArchiveLayout(bytes) else { return nil }
            var rest = Array(bytes[0..<layout.list.lowerBound])
            rest.append(contentsOf: "[]".utf8)
            rest.append(contentsOf: bytes[layout.list.upperBound...])
            guard let root = try? JSONValue.parse(rest, strict: true), let envelope = envelope(of: root),
                envelope.items.isEmpty
            else { return nil }
            let elements = layout.elements
            // A few pieces a core: entries differ in size (a year's index, a day's journal).
            let pieces = min(elements.count, 32)
            let read = Mutex<[Int: [Entry]]>([:])
            // Set by the first piece that cannot be read: the others stop, as the whole text is
            // then read again in one parse.
            let failed = Atomic<Bool>(false)
            let shared = SharedBytes(buffer: bytes)
            DispatchQueue.concurrentPerform(iterations: pieces) { piece in
                let range = (elements.count * piece / pieces)..<(elements.count * (piece + 1) / pieces)
                var entries: [Entry] = []
                entries.reserveCapacity(range.count)
                for element in elements[range] {
                    guard !failed.load(ordering: .relaxed),
                        let item = try? JSONValue.parse(
                            UnsafeBufferPointer(rebasing: shared.buffer[element]), strict: true),
                        let entry = entry(item)
                    else {
                        failed.store(true, ordering: .relaxed)
                        return
                    }
                    entries.append(entry)
                }
                read.withLock { $0[piece] = entries }
            }
            guard !failed.load(ordering: .relaxed) else { return nil }
            let pieceEntries = read.withLock { $0 }
            guard pieceEntries.count == pieces else { return nil }
            var entries: [Entry] = []
            entries.reserveCapacity(elements.count)
            for piece in 0..<pieces { entries += pieceEntries[piece] ?? [] }
            return DataArchive(format: envelope.format, version: envelope.version, entries: entries)
        }
    }
}

/// The archive's bytes, shared with the threads that parse its entries: they are only read,
/// and only while the buffer is valid (`concurrentPerform` returns when every thread is done).
private struct SharedBytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
}

/// Where an archive's `entries` list and each of its elements are in its text, found by
/// following the text's structure (strings, with their escapes, and brackets) without reading
/// values. Made only when the text is an object with one `entries` member holding a list whose
/// elements nest no deeper than `deepest`; validity is left to the parses that follow.
struct ArchiveLayout {
    /// The list's bytes, brackets included.
    let list: Range<Int>
    /// Each element's bytes.
    let elements: [Range<Int>]

    /// How deep an element may nest: parsed on its own, an element starts two levels higher
    /// than in the whole text, so a deep one must be left to the whole text's parse.
    static let deepest = 16

    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var scanner = Scanner(bytes: bytes)
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        var found: (list: Range<Int>, elements: [Range<Int>])?
        while true {
            scanner.skipSpace()
            guard let key = scanner.string() else { return nil }
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ":")) else { return nil }
            scanner.skipSpace()
            if bytes[key].elementsEqual("\"entries\"".utf8) {
                guard found == nil, let list = scanner.list() else { return nil }
                found = list
            } else {
                guard scanner.skipValue(depth: 0) else { return nil }
            }
            scanner.skipSpace()
            if scanner.take(UInt8(ascii: ",")) { continue }
            guard scanner.take(UInt8(ascii: "}")) else { return nil }
            break
        }
        guard let found else { return nil }
        list = found.list
        elements = found.elements
    }

    /// Steps over JSON text by its structure.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count,
                bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D
                    || bytes[index] == 0x09
            {
                index += 1
            }
        }

        /// Steps over `byte` when it is next.
        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Steps over a string; its bytes with their quotes.
        mutating func string() -> Range<Int>? {
            let start = index
            guard take(UInt8(ascii: "\"")) else { return nil }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    return start..<index
                }
            }
            return nil
        }

        /// Steps over a list; its bytes and each element's.
        mutating func list() -> (list: Range<Int>, elements: [Range<Int>])? {
            let start = index
            guard take(UInt8(ascii: "[")) else { return nil }
            var elements: [Range<Int>] = []
            skipSpace()
            if take(UInt8(ascii: "]")) { return (start..<index, elements) }
            while true {
                skipSpace()
                let element = index
                guard skipValue(depth: 1) else { return nil }
                elements.append(element..<index)
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                guard take(UInt8(ascii: "]")) else { return nil }
                return (start..<index, elements)
            }
        }

        /// Steps over one value: a string, a bracketed value (to its matching bracket), or the
        /// bytes of a number or word up to the next delimiter.
        mutating func skipValue(depth: Int) -> Bool {
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return string() != nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var open = 0
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        guard string() != nil else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        open += 1
                        guard depth + open <= ArchiveLayout.deepest else { return false }
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        open -= 1
                        if open == 0 {
                            index += 1
                            return true
                        }
                    default: break
                    }
                    index += 1
                }
                return false
            default:
                let start = index
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
                        || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
                    {
                        break
                    }
                    index += 1
                }
                return index > start
            }
        }
    }
}
