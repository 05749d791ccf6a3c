import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The stable id of an exercise: a slug such as `barbell-bench-press-medium-grip`.
///
/// Catalog ids never change between releases, so plans and history keep pointing at the same
/// exercise; custom exercises get a `custom-` prefix so they can never collide with the catalog.
public struct ExerciseID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The slug text.
    public let rawValue: String

    /// Wraps an existing slug.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Whether the id can be stored: not empty, and without a control character or the bytes
    /// the history index separates its fields with (`|`, `;`, `,`). Every id fitshell makes is
    /// a slug; one that is not came from a file edited by hand, and would break the index of
    /// every year it was trained in, so the files that name exercises refuse it.
    public var isStorable: Bool {
        !rawValue.isEmpty
            && !rawValue.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0x7C || $0 == 0x3B || $0 == 0x2C }
    }

    /// Derives a slug from a name: lower-case ASCII letters and digits joined by single dashes.
    public init(slugging name: String) {
        let folded = PlainText.foldingAccents(name.lowercased())
        var slug = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        self.rawValue = slug
    }

    /// The slug.
    public var description: String { rawValue }

    /// Orders by slug.
    public static func < (lhs: ExerciseID, rhs: ExerciseID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Decodes a bare string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes a bare string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
