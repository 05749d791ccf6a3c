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
        func digits(_ value: UInt64, width: Int) {
            var reversed: [UInt8] = []
            var rest = value
            repeat {
                reversed.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            if reversed.count < width {
                bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - reversed.count))
            }
            bytes.append(contentsOf: reversed.reversed())
        }
        digits(UInt64(millis), width: 13)
        bytes.append(UInt8(ascii: "."))
        digits(UInt64(counter), width: 4)
        bytes.append(UInt8(ascii: "."))
        bytes.append(contentsOf: device.utf8)
        return String(decoding: bytes, as: UTF8.self)
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
