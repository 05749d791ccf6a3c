import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CSVReader {
    /// Files from this many bytes are scanned in two parts on two cores.
    static let partsFrom = 1 << 20

    /// What scanning one part gave: its records, the header when it looked for one, and the
    /// line of a quote left open at its end. A class, so the first part's records are joined
    /// to in place (a copy in a value would share its buffers, and appending would copy them).
    private final class PartScan: @unchecked Sendable {
        var storage: CSVTable.Storage
        let header: [String]?
        let unclosed: Int?

        init(storage: CSVTable.Storage, header: [String]?, unclosed: Int?) {
            self.storage = storage
            self.header = header
            self.unclosed = unclosed
        }
    }

    /// `split(bytes, header: &[])`'s records and header, scanned in two parts at once: scanning
    /// a 100,000-row export was a seventh of its import, on one core.
    ///
    /// The parts meet after a line end that looks outside quotes (an even number of quotes
    /// before it). A scan's state after a line end it read outside quotes is that of a scan
    /// starting there, so when the first part's scan ends outside quotes, having found the
    /// header, the two parts' records one after the other are exactly one scan's. Otherwise
    /// (a quote that never closes, or none of the first part's records is the header) this
    /// gives `nil` and the caller scans the whole in one pass.
    static func splitInParts(_ bytes: ArraySlice<UInt8>, separator: UInt8, firstLine: Int)
        throws(Failure) -> (storage: CSVTable.Storage, header: [String])?
    {
        let found: (cut: Int, lines: Int)? = bytes.withUnsafeBufferPointer { buffer in
            guard let cut = recordBoundary(buffer) else { return nil }
            return (cut, lineEnds(UnsafeBufferPointer(rebasing: buffer[..<cut])))
        }
        guard let found else { return nil }
        let cut = bytes.startIndex + found.cut
        let parts = [bytes[..<cut], bytes[cut...]]
        let scans = Mutex<[PartScan?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            // The first part's room holds the second's bytes too: they are joined to it after.
            var records = Records(
                wantsHeader: part == 0, capacity: part == 0 ? bytes.count : parts[part].count)
            let unclosed = parts[part].withUnsafeBufferPointer { buffer in
                records.scan(
                    buffer, separator: separator, firstLine: part == 0 ? firstLine : firstLine + found.lines)
            }
            let scan = PartScan(
                storage: records.storage, header: records.wantsHeader ? nil : records.headerFields,
                unclosed: unclosed)
            scans.withLock { $0[part] = scan }
        }
        let done = scans.withLock { $0 }
        guard let first = done[0], let second = done[1], first.unclosed == nil, let header = first.header
        else { return nil }
        if let line = second.unclosed { throw Failure(line: line, reason: "a quoted field is never closed") }
        join(&first.storage, second.storage)
        return (first.storage, header)
    }

    /// Appends `second`'s records to `storage` (offsets of the second moved past the first's
    /// bytes and fields).
    static func join(_ storage: inout CSVTable.Storage, _ second: CSVTable.Storage) {
        let byteOffset = UInt32(storage.bytes.count)
        let fieldOffset = UInt32(storage.fieldEnds.count)
        storage.bytes.append(contentsOf: second.bytes)
        storage.fieldEnds.reserveCapacity(storage.fieldEnds.count + second.fieldEnds.count)
        for end in second.fieldEnds { storage.fieldEnds.append(end + byteOffset) }
        storage.firstField.reserveCapacity(storage.firstField.count + second.firstField.count)
        for first in second.firstField.dropFirst() { storage.firstField.append(first + fieldOffset) }
        storage.lines.append(contentsOf: second.lines)
    }

    /// The offset just after the first line end from the middle of `buffer` on with an even
    /// number of quotes before it, or `nil` when none is found before the last eighth.
    static func recordBoundary(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let middle = buffer.count / 2
        let limit = buffer.count - buffer.count / 8
        var quotes = 0
        for index in 0..<middle where base[index] == UInt8(ascii: "\"") { quotes += 1 }
        var index = middle
        while index < limit {
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                quotes += 1
            } else if byte == 0x0A, quotes % 2 == 0 {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// How many line ends (`\n`) `buffer` holds.
    static func lineEnds(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var count = 0
        var start = 0
        while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
            count += 1
            start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return count
    }
}
