import CoreModels

/// The compact text form of the embedded catalog: one exercise per line,
/// `id|name|kind|equipment|level|force|mechanic|primary,…|secondary,…|category|kneeLoad`,
/// with `-` for an unknown value. Compact, diff-friendly, and cheap to parse on first use.
public enum CatalogCodec {
    /// The problem with a catalog text.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The 1-based line number.
        public let line: Int
        /// What was wrong.
        public let reason: String

        /// `line N: reason`.
        public var description: String { "line \(line): \(reason)" }
    }

    /// One line for `exercise`.
    public static func line(for exercise: Exercise) -> String {
        [
            exercise.id.rawValue, exercise.name, exercise.kind.rawValue, exercise.equipment.rawValue,
            exercise.level.rawValue, exercise.force?.rawValue ?? "-", exercise.mechanic?.rawValue ?? "-",
            list(exercise.primaryMuscles), list(exercise.secondaryMuscles), exercise.category.rawValue,
            exercise.kneeLoad.rawValue,
        ].joined(separator: "|")
    }

    /// Parses a whole catalog text.
    ///
    /// - Throws: `ParseError` naming the first bad line.
    public static func parse(_ text: String) throws(ParseError) -> [Exercise] {
        var exercises: [Exercise] = []
        exercises.reserveCapacity(900)
        // Byte-level splitting: the catalog is parsed on every run that needs it.
        for (index, raw) in text.utf8.split(separator: UInt8(ascii: "\n")).enumerated() {
            exercises.append(try parseLine(raw, number: index + 1))
        }
        return exercises
    }

    private static func parseLine(_ raw: Substring.UTF8View, number: Int) throws(ParseError) -> Exercise {
        let f = raw.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard f.count == 11 else {
            throw ParseError(line: number, reason: "expected 11 fields, found \(f.count)")
        }
        func value<T: RawRepresentable>(_ text: String, _ type: T.Type) throws(ParseError) -> T
        where T.RawValue == String {
            guard let value = T(rawValue: text) else {
                throw ParseError(line: number, reason: "unknown value '\(text)'")
            }
            return value
        }
        func muscles(_ text: String) throws(ParseError) -> [MuscleGroup] {
            var result: [MuscleGroup] = []
            for name in text.utf8.split(separator: UInt8(ascii: ",")) where !name.elementsEqual("-".utf8) {
                result.append(try value(String(decoding: name, as: UTF8.self), MuscleGroup.self))
            }
            return result
        }
        return Exercise(
            id: ExerciseID(f[0]), name: f[1], category: try value(f[9], ExerciseCategory.self),
            equipment: try value(f[3], EquipmentKind.self), level: try value(f[4], ExerciseLevel.self),
            force: f[5] == "-" ? nil : try value(f[5], Force.self),
            mechanic: f[6] == "-" ? nil : try value(f[6], Mechanic.self),
            primaryMuscles: try muscles(f[7]), secondaryMuscles: try muscles(f[8]),
            kneeLoad: try value(f[10], KneeLoad.self), kind: try value(f[2], ExerciseKind.self))
    }

    private static func list(_ muscles: [MuscleGroup]) -> String {
        muscles.isEmpty ? "-" : muscles.map(\.rawValue).joined(separator: ",")
    }
}
