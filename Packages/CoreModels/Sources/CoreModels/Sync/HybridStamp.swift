#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A hybrid logical clock's reading: the wall time in milliseconds, a counter that orders edits
/// within the same millisecond (or made on a device whose clock is behind what it has seen),
/// and the device that made it. Stamps order edits across devices without trusting any one
/// clock: a new stamp is always later than every stamp the document already holds.
///
/// Written as `1732456789012.0003.laptop`, which sorts in the same order as the stamps.
public struct HybridStamp: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970 (UTC).
    public let millis: Int64
    /// Orders stamps of the same millisecond.
    public let counter: Int
    /// The device that made the edit.
    public let device: String

    /// The stamp of data older than stamping: earlier than every real edit.
    public static let zero = HybridStamp(millis: 0, counter: 0, device: "")

    /// Creates a stamp.
    public init(millis: Int64, counter: Int, device: String) {
        self.millis = millis
        self.counter = counter
        self.device = device
    }

    /// Reads a stamp written by `description`; `nil` for anything else.
    public init?(_ text: String) {
        // Read byte by byte: every save reads every stamp of the document it replaces.
        var millis: Int64 = 0
        var counter = 0
        var digits = 0
        var part = 0
        var deviceStart: String.Index?
        let utf8 = text.utf8
        for index in utf8.indices {
            let byte = utf8[index]
            if byte == UInt8(ascii: ".") {
                guard digits > 0 else { return nil }
                part += 1
                digits = 0
                if part == 2 {
                    deviceStart = utf8.index(after: index)
                    break
                }
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 18 else { return nil }
            digits += 1
            if part == 0 {
                millis = millis * 10 + Int64(byte - UInt8(ascii: "0"))
            } else {
                counter = counter * 10 + Int(byte - UInt8(ascii: "0"))
            }
        }
        guard let deviceStart else { return nil }
        self.init(millis: millis, counter: counter, device: String(text[deviceStart...]))
    }

    /// `millis.counter.device`, zero-padded so that text order is stamp order.
    public var description: String {
        guard millis >= 0, counter >= 0 else {
            let millisText = String(millis)
            let counterText = String(counter)
            return String(repeating: "0", count: max(0, 13 - millisText.count)) + millisText + "."
                + String(repeating: "0", count: max(0, 4 - counterText.count)) + counterText + "." + device
        }
        // Written as bytes: every stamp of a document is written on each of its saves.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24 + device.utf8.count)
        appendDigits(to: &bytes)
        bytes.append(contentsOf: device.utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `millis.counter.` (both not negative), zero-padded, appended to `bytes`.
    private func appendDigits(to bytes: inout [UInt8]) {
        func digits(_ value: UInt64, width: Int) {
            var count = 1
            var rest = value / 10
            while rest > 0 {
                count += 1
                rest /= 10
            }
            if count < width {
                bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - count))
            }
            let end = bytes.count + count
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
            rest = value
            for position in stride(from: end - 1, through: end - count, by: -1) {
                bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }
        digits(UInt64(millis), width: 13)
        bytes.append(UInt8(ascii: "."))
        digits(UInt64(counter), width: 4)
        bytes.append(UInt8(ascii: "."))
    }

    /// `description` as a JSON string (quoted, escaped), appended to `out` without making the
    /// text first: a save writes every stamp of the document it replaces.
    func appendJSON(to out: inout [UInt8]) {
        var device = device
        let plain = device.withUTF8 { utf8 in !utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } }
        guard millis >= 0, counter >= 0, plain else {
            JSONValue.quote(description, into: &out)
            return
        }
        out.append(UInt8(ascii: "\""))
        appendDigits(to: &out)
        device.withUTF8 { out.append(contentsOf: $0) }
        out.append(UInt8(ascii: "\""))
    }

    /// The stamp of an edit made at `now` on `device`: later than `latest` (the latest stamp
    /// the edited document holds), so an edit never sorts before what it changed, even when
    /// this device's clock is behind.
    public static func next(now: Date, device: String, after latest: HybridStamp?) -> HybridStamp {
        let wall = Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
        guard let latest, latest.millis >= wall else {
            return HybridStamp(millis: max(0, wall), counter: 0, device: device)
        }
        return HybridStamp(millis: latest.millis, counter: latest.counter + 1, device: device)
    }

    public static func < (lhs: HybridStamp, rhs: HybridStamp) -> Bool {
        (lhs.millis, lhs.counter, lhs.device) < (rhs.millis, rhs.counter, rhs.device)
    }
}
