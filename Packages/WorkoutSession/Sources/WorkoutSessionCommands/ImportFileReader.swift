import CommandKit
import CoreModels
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads an export file into workouts: fitshell's JSON, or a Strong, Hevy or fitshell CSV
/// (detected from the header when not named), refusing body-weight files with the right command.
struct ImportFileReader {
    var format: WorkoutExportFormat
    var workouts: [ImportedWorkout]
    var problems: [ImportProblem]
    var rows: Int
    /// Set rows left empty in the app (not imported).
    var emptySets = 0

    static func read(
        _ data: Data, format named: WorkoutExportFormat?, refusing: [ForeignFile], context: RunContext
    ) throws
        -> ImportFileReader
    {
        if named == nil, data.first(where: { !$0.isWhitespace }) == UInt8(ascii: "[") {
            return try json(data)
        }
        let table: CSVTable
        do {
            table = try CSVReader.read(data)
        } catch {
            throw CLIError(
                "Cannot import: \(error.description).", hint: "Nothing was imported.", code: .dataError)
        }
        guard let format = named ?? WorkoutExportFormat.detect(table) else {
            let header = table.header.prefix(6).map { String($0.prefix(30)) }.joined(separator: ", ")
            try ForeignFile.refuse(
                data, among: refusing, expected: "a workout history (\(header))", program: context.program)
            throw CLIError(
                "Cannot import: line 1: the header (\(header)…) is neither a Strong, a Hevy nor a fitshell export.",
                hint: "Nothing was imported.", code: .dataError)
        }
        let reader = ExportReader(
            timeZone: context.environment.timeZone,
            unit: try context.invocation.value("unit").map { _ in try context.unit() })
        do {
            let (workouts, problems, emptySets) = try reader.readCounting(table, as: format)
            if workouts.isEmpty {
                let first = problems.first.map { "line \($0.line): \($0.reason)" } ?? "the file has no rows"
                throw CLIError(
                    "Cannot import: no workout could be read (\(first)).", hint: "Nothing was imported.",
                    code: .dataError)
            }
            return ImportFileReader(
                format: format, workouts: workouts, problems: problems, rows: table.rows.count,
                emptySets: emptySets)
        } catch let error as WorkoutImportError {
            // The file is another app's export than the one named: say which command reads it.
            if let named, let other = WorkoutExportFormat.detect(table), other != named {
                throw CLIError(
                    "Cannot import: this is a \(other.displayName) export, not a \(named.displayName) one.",
                    hint: "Nothing was imported. Run: \(context.program) import \(other.rawValue) FILE",
                    code: .dataError)
            }
            throw CLIError(
                error.errorDescription ?? "\(error)", hint: "Nothing was imported.", code: .dataError)
        }
    }

    /// `history export --format json`: finished workouts as fitshell stores them.
    static func json(_ data: Data) throws -> ImportFileReader {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let workouts: [Workout]
        do {
            workouts = try decoder.decode([Workout].self, from: data)
        } catch {
            throw CLIError(
                "Cannot import: the JSON is not a fitshell history export (\(DocumentCoder.explain(error))).",
                hint: "Nothing was imported.", code: .dataError)
        }
        var problems: [ImportProblem] = []
        var read: [ImportedWorkout] = []
        for (index, workout) in workouts.enumerated() {
            if let problem = workout.problem {
                problems.append(ImportProblem(line: index + 1, reason: "workout \(index + 1): \(problem)"))
                continue
            }
            read.append(ImportedWorkout(workout, line: index + 1))
        }
        guard !read.isEmpty else {
            throw CLIError(
                "Cannot import: no workout could be read from the JSON.", hint: "Nothing was imported.",
                code: .dataError)
        }
        return ImportFileReader(format: .fitshell, workouts: read, problems: problems, rows: workouts.count)
    }
}

extension UInt8 {
    fileprivate var isWhitespace: Bool { self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09 }
}
