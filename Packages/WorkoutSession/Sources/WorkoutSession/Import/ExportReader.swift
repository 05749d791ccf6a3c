import CoreModels
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads Strong, Hevy and fitshell CSV exports into workouts, column by header name, tolerating
/// every known header generation and quirk: set orders `W`/`D`/`F`, rest and note rows,
/// durations like `2h 38m`, decimal commas, float noise, empty weights and reps, per-row units,
/// 12-hour times, Hevy's `15 Sep 2025, 07:48` times and 0-based set indexes.
///
/// Weights are kept as the file wrote them, with the unit the file or the row names (or the one
/// given here); a weight without any unit is decided for the whole file afterwards
/// (`UnitInference`).
public struct ExportReader: Sendable {
    let timeZone: Zone
    let unit: MassUnit?

    /// Creates a reader; local times are read in `timeZone`; `unit` applies to weights the file
    /// does not qualify (`nil`: leave them without a unit, to be inferred).
    public init(timeZone: Zone, unit: MassUnit?) {
        self.timeZone = timeZone
        self.unit = unit
    }

    /// The workouts in `table` (rows grouped by workout, sets by exercise) and the rows skipped.
    ///
    /// - Throws: `WorkoutImportError` when required columns are missing.
    public func read(_ table: CSVTable, as format: WorkoutExportFormat) throws -> (
        [ImportedWorkout], [ImportProblem]
    ) {
        let reading = try readCounting(table, as: format)
        return (reading.workouts, reading.problems)
    }

    /// `read(_:as:)`, with the number of set rows left empty in the app (no weight, reps,
    /// distance or time), which are not sets done and are not imported.
    ///
    /// - Throws: `WorkoutImportError` when required columns are missing.
    public func readCounting(_ table: CSVTable, as format: WorkoutExportFormat) throws -> (
        workouts: [ImportedWorkout], problems: [ImportProblem], emptySets: Int
    ) {
        switch format {
        case .strong:
            let reading = try inHalves(table, readStrong)
            return (reading.workouts, reading.problems, reading.emptySets)
        case .hevy:
            let reading = try inHalves(table, readHevy)
            return (reading.workouts, reading.problems, reading.emptySets)
        case .fitshell:
            let (workouts, problems) = try readPlain(table)
            return (workouts, problems, 0)
        }
    }

    func require(_ table: CSVTable, _ names: [String], _ label: String) throws -> Int {
        guard let index = table.column(names) else {
            throw WorkoutImportError(line: 1, reason: "the header has no '\(label)' column")
        }
        return index
    }

    /// Like `instant(_:order:timeZone:)`, remembering each distinct text (exports repeat a
    /// workout's date on every set row, so most rows are a dictionary hit).
    func instant(_ text: String, cache: inout [String: Date?]) -> Date? {
        if let known = cache[text] { return known }
        let value = Self.instant(text, order: .dayMonthYear, timeZone: timeZone)
        cache[text] = value
        return value
    }

    /// A date-time (`2024-11-28 17:36:08`, `2024-11-28 5:36:08 PM`, `15 Sep 2025, 07:48`,
    /// `2024-11-28T17:36:08Z`, `…+01:00`) as an instant: read in `timeZone` unless the text
    /// names its own offset.
    static func instant(_ text: String, order: CSVDate.Order, timeZone: Zone) -> Date? {
        guard let day = CSVDate.parse(text, order: order) else { return nil }
        let clock = CSVDate.timeOfDay(text)
        // A time that is no time (25:61:61) is no date-time: it was read as midnight, and a
        // Hevy end of 25:99 made a 553-minute workout.
        if clock == nil, text.contains(":") { return nil }
        let zone = CSVDate.utcOffset(text).map { Zone.fixed(secondsEast: $0) } ?? timeZone
        return zone.instant(day, secondsOfDay: clock ?? 0)
    }

    /// `2h 38m`, `31m`, `45s`, `1h`, `1:05:00`, or plain seconds, however long (the caller
    /// judges plausibility); `nil` for anything else, for zero, or past a year.
    static func duration(_ text: String) -> Int? {
        let trimmed = text.trimmingSpaces().lowercased()
        guard !trimmed.isEmpty else { return nil }
        let year = 366 * 86_400
        if let value = CSVNumber.parse(trimmed) {
            guard value.isFinite, value > 0, value < Double(year) else { return nil }
            return Int(value.rounded())
        }
        if trimmed.contains(":"), let clock = CSVDate.timeOfDay(trimmed) { return clock > 0 ? clock : nil }
        var total = 0
        var number = 0
        var digits = 0
        for character in trimmed {
            if let digit = character.wholeNumberValue, character.isASCII {
                guard digits < 7 else { return nil }
                number = number * 10 + digit
                digits += 1
                continue
            }
            guard digits > 0 else {
                if character == " " { continue }
                return nil
            }
            switch character {
            case "h": total += number * 3600
            case "m": total += number * 60
            case "s": total += number
            case "d": total += number * 86_400
            default: return nil
            }
            number = 0
            digits = 0
        }
        guard digits == 0, total > 0, total < year else { return nil }
        return total
    }

    /// Longest believable workout: 24 hours; a longer duration is reported and kept as unknown.
    static let longestWorkout = 86_400

    /// A count such as `8`, `8.0` or `12,0`; `nil` when empty, negative or absurd (over 10 million).
    static func count(_ text: String?) -> Int? {
        guard let text, let value = CSVNumber.parse(text), value.isFinite, (0...10_000_000).contains(value)
        else {
            return nil
        }
        // A whole number, as apps write it (`8`, `8.0`, float noise `7.9999999`); `1.5` reps is
        // no count (it was stored as 2).
        let whole = value.rounded()
        guard abs(value - whole) < 0.001 else { return nil }
        return Int(whole)
    }

    /// A weight as written (any unit); float noise such as `12.900000000000034` is rounded to
    /// 0.000001 of the unit (what fitshell stores, so its own exports read back exactly).
    static func weight(_ text: String) -> Double? {
        guard let value = CSVNumber.parse(text), value.isFinite, value >= 0, value < 1e9 else { return nil }
        return (value * 1_000_000).rounded() / 1_000_000
    }

    /// The largest weight a set may carry as written: 10,000 kg in pounds.
    static let heaviestWeight = 22_046.0

    /// A set's weight, reps and RPE read from their cells. An empty cell is no value; a cell that
    /// is not a plausible weight or rep count (0–10,000) makes the row a problem.
    static func setValues(weight: String?, reps: String?, rpe: String?) -> Result<
        (weight: Double?, reps: Int?, rpe: Double?), SetValueProblem
    > {
        let weightText = weight?.trimmingSpaces() ?? ""
        let value = weightText.isEmpty ? nil : Self.weight(weightText)
        if !weightText.isEmpty, !(0...heaviestWeight).contains(value ?? -1) {
            return .failure(SetValueProblem(reason: "'\(weightText.prefix(40))' is not a weight"))
        }
        let repsText = reps?.trimmingSpaces() ?? ""
        let count = repsText.isEmpty ? nil : Self.count(repsText)
        if !repsText.isEmpty, !(0...10_000).contains(count ?? -1) {
            return .failure(SetValueProblem(reason: "'\(repsText.prefix(40))' is not a number of reps"))
        }
        return .success((value, count, Self.rpe(rpe)))
    }

    /// A distance cell in `unit` as metres; `nil` when empty, zero or not believable.
    static func meters(_ text: String?, unit: DistanceUnit) -> Double? {
        guard let text, let value = CSVNumber.parse(text), value.isFinite, value > 0 else { return nil }
        let meters = value * unit.meters
        return meters <= WorkoutSet.maximumDistanceMeters ? (meters * 1000).rounded() / 1000 : nil
    }

    /// A set's time in seconds; `nil` when empty, zero or over 24 hours.
    static func setSeconds(_ text: String?) -> Int? {
        // A fraction of a second is rounded (a count of reps must be whole; a time need not).
        guard let text, let value = CSVNumber.parse(text), value.isFinite, value > 0,
            value.rounded() <= Double(WorkoutSet.maximumDurationSeconds)
        else { return nil }
        let seconds = Int(value.rounded())
        return seconds > 0 ? seconds : nil
    }

    /// An RPE from 1 to 10, else `nil`.
    static func rpe(_ text: String?) -> Double? {
        text.flatMap(CSVNumber.parse).flatMap { (1...10).contains($0) ? $0 : nil }
    }

    /// Why a row's set values cannot be read.
    struct SetValueProblem: Error {
        let reason: String
    }

    /// Why a row whose fields do not match the header's is left out, or `nil` for a whole row.
    /// Fewer fields than the header: a
    /// file cut off in the middle of its last row would otherwise add a set without its weight
    /// or reps (Strong and Hevy write every field of every row, empty or not).
    /// A row with more fields than the header, beyond empty ones, is left out too: its values
    /// no longer sit under their columns (`1,5` unquoted in a comma-separated file made a set
    /// of "1 kg × 5 · 5 km").
    static func misshapen(_ row: CSVTable.Row, of table: CSVTable) -> ImportProblem? {
        if row.fields.count > table.header.count,
            row.fields[table.header.count...].contains(where: { !$0.trimmingSpaces().isEmpty })
        {
            return ImportProblem(
                line: row.line,
                reason:
                    "the row has \(row.fields.count) fields, the header \(table.header.count) (a decimal comma in a comma-separated file? a number with a comma needs quotes); left out"
            )
        }
        guard row.fields.count < table.header.count else { return nil }
        return ImportProblem(
            line: row.line,
            reason:
                "the row has \(row.fields.count) of the header's \(table.header.count) fields (is the file cut off?); left out"
        )
    }

    static func text(_ value: String?) -> String? {
        guard let value = value?.trimmingSpaces(newlines: true), !value.isEmpty else {
            return nil
        }
        return value
    }

    /// A note as Hevy writes it, its line breaks as the two characters `\n`: with real ones.
    static func note(_ value: String?) -> String? {
        guard let value = text(value) else { return nil }
        guard value.contains("\\n") else { return value }
        return text(value.replacing("\\r\\n", with: "\n").replacing("\\n", with: "\n"))
    }
}
