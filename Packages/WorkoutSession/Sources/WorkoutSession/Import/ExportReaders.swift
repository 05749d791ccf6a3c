import CoreModels
import Foundation
import Plans

/// Reads Strong and Hevy CSV exports into workouts, column by header name, tolerating every
/// known header generation and quirk (see the import issue): set orders `W`/`D`/`F`, rest and
/// note rows, durations like `2h 38m`, decimal commas, float noise, empty weights and reps,
/// per-row units, Hevy's `15 Sep 2025, 07:48` times and 0-based set indexes.
public struct ExportReader: Sendable {
    let timeZone: TimeZone
    let unit: MassUnit?

    /// Creates a reader; local times are read in `timeZone`; `unit` applies when the file does not say.
    public init(timeZone: TimeZone, unit: MassUnit?) {
        self.timeZone = timeZone
        self.unit = unit
    }

    /// The workouts in `table` (rows grouped by workout, sets by exercise) and the rows skipped.
    ///
    /// - Throws: `WorkoutImportError` when required columns are missing.
    public func read(_ table: CSVTable, as format: WorkoutExportFormat) throws -> (
        [ImportedWorkout], [ImportProblem]
    ) {
        switch format {
        case .strong: return try readStrong(table)
        case .hevy: return try readHevy(table)
        }
    }

    func require(_ table: CSVTable, _ names: [String], _ label: String) throws -> Int {
        guard let index = table.column(names) else {
            throw WorkoutImportError(line: 1, reason: "the header has no '\(label)' column")
        }
        return index
    }

    /// A local date-time (`2024-11-28 17:36:08`, `15 Sep 2025, 07:48`) as an instant.
    func instant(_ text: String, order: CSVDate.Order = .dayMonthYear) -> Date? {
        Self.instant(text, order: order, timeZone: timeZone)
    }

    /// Like `instant(_:order:)`, remembering each distinct text (exports repeat a workout's
    /// date on every set row, so most rows are a dictionary hit).
    func instant(_ text: String, cache: inout [String: Date?]) -> Date? {
        if let known = cache[text] { return known }
        let value = instant(text)
        cache[text] = value
        return value
    }

    static func instant(_ text: String, order: CSVDate.Order, timeZone: TimeZone) -> Date? {
        guard let day = CSVDate.parse(text, order: order) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let seconds = CSVDate.timeOfDay(text) ?? 0
        let components = DateComponents(
            year: day.year, month: day.month, day: day.day, hour: seconds / 3600, minute: seconds / 60 % 60,
            second: seconds % 60)
        return calendar.date(from: components)
    }

    /// `2h 38m`, `31m`, `45s`, `1h`, or plain seconds; `nil` for anything else or over a week.
    static func duration(_ text: String) -> Int? {
        let trimmed = text.trimmingSpaces()
        if CSVNumber.parse(trimmed) != nil { return count(trimmed).flatMap { $0 <= week ? $0 : nil } }
        var total = 0
        var number = ""
        for character in trimmed.lowercased() {
            if character.isNumber {
                number.append(character)
            } else if let value = Int(number), value <= week {
                switch character {
                case "h": total += value * 3600
                case "m": total += value * 60
                case "s": total += value
                default: break
                }
                number = ""
            }
        }
        return (1...week).contains(total) ? total : nil
    }

    /// Seconds in a week: no workout, rest or duration is longer.
    static let week = 7 * 86_400

    /// A count such as `8`, `8.0` or `12,0`; `nil` when empty, negative or absurd (over 10 million).
    static func count(_ text: String?) -> Int? {
        guard let text, let value = CSVNumber.parse(text), (0...10_000_000).contains(value) else {
            return nil
        }
        return Int(value.rounded())
    }

    /// A weight in kg from a cell and its unit; float noise is rounded to 0.001 kg.
    static func kilograms(_ text: String?, unit: MassUnit) -> Double? {
        guard let text, let value = CSVNumber.parse(text), value >= 0 else { return nil }
        return (Mass(value, unit).kilograms * 1000).rounded() / 1000
    }

    /// A set's weight, reps and RPE read from their cells. An empty cell is no value; a cell that
    /// is not a plausible weight (0–10,000 kg) or rep count (0–10,000) makes the row a problem.
    static func setValues(weight: String?, reps: String?, rpe: String?, unit: MassUnit) -> Result<
        (kilograms: Double?, reps: Int?, rpe: Double?), SetValueProblem
    > {
        let weightText = weight?.trimmingSpaces() ?? ""
        let kilograms = weightText.isEmpty ? nil : Self.kilograms(weightText, unit: unit)
        if !weightText.isEmpty, !(0...10_000).contains(kilograms ?? -1) {
            return .failure(SetValueProblem(reason: "'\(weightText)' is not a weight"))
        }
        let repsText = reps?.trimmingSpaces() ?? ""
        let count = repsText.isEmpty ? nil : Self.count(repsText)
        if !repsText.isEmpty, !(0...10_000).contains(count ?? -1) {
            return .failure(SetValueProblem(reason: "'\(repsText)' is not a number of reps"))
        }
        return .success((kilograms, count, Self.rpe(rpe)))
    }

    /// Why a row's set values cannot be read.
    struct SetValueProblem: Error {
        let reason: String
    }

    static func text(_ value: String?) -> String? {
        guard let value = value?.trimmingSpaces(newlines: true), !value.isEmpty else {
            return nil
        }
        return value
    }
}
