import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A UUID tagged with the kind of thing it names, so a `PlanID` can never be passed where a
/// `WorkoutID` is expected.
///
/// Each package declares its own alias, e.g. `public typealias PlanID = TypedID<Plan>`.
public struct TypedID<Tag>: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The underlying UUID.
    public let uuid: UUID

    /// Wraps an existing UUID.
    public init(_ uuid: UUID) {
        self.uuid = uuid
    }

    /// Parses a UUID string; `nil` when it is not one.
    public init?(_ text: String) {
        guard let uuid = UUIDText.parse(text) else { return nil }
        self.uuid = uuid
    }

    /// Parses UUID text from bytes; `nil` when they are not one.
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let uuid = UUIDText.parse(bytes) else { return nil }
        self.uuid = uuid
    }

    /// The lower-case UUID string.
    public var description: String { UUIDText.lowercased(uuid) }

    /// Decodes a UUID string.
    public init(from decoder: any Decoder) throws {
        self.uuid = try decoder.singleValueContainer().decode(UUID.self)
    }

    /// Encodes as a lower-case UUID string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// Makes new UUIDs; injected so tests and seeded runs are reproducible.
public protocol UUIDSource: Sendable {
    /// A new UUID.
    func next() -> UUID
}

/// Random UUIDs from the system.
public struct RandomUUIDSource: UUIDSource {
    /// Creates the system UUID source.
    public init() {}

    /// A new random UUID.
    public func next() -> UUID { UUID() }
}

/// Counts up from a fixed prefix: `00000000-0000-0000-0000-000000000001`, `…002`, …
public final class SequentialUUIDSource: UUIDSource, Sendable {
    private let counter: Mutex<UInt64>

    /// Creates a source whose first UUID ends in `start`.
    public init(start: UInt64 = 1) {
        self.counter = Mutex(start)
    }

    /// The next UUID in the sequence.
    public func next() -> UUID {
        let value = counter.withLock { counter in
            defer { counter += 1 }
            return counter
        }
        let digits = String(value & 0xFFFF_FFFF_FFFF, radix: 16)
        let hex = String(repeating: "0", count: 12 - digits.count) + digits
        return UUID(uuidString: "00000000-0000-4000-8000-\(hex)") ?? UUID()
    }
}
