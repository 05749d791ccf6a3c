import CommandKit
import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What every command of one run needs, and nothing feature-specific: the invocation, the
/// console, the clock and time zone, the profile folder, the storage context, and the helpers
/// for JSON output, days and weights.
///
/// A plug-in builds its own services from it (its stores live in the profile folder); needs
/// that cross features are parameters of the plug-in, wired by the program that composes them.
public struct RunContext: Sendable {
    /// What the user asked for.
    public let invocation: Invocation
    /// The process environment.
    public let environment: AppEnvironment
    /// Who the program is (its name appears in hints).
    public let identity: ShellIdentity
    /// Where the data lives.
    public let location: DataLocation
    /// The storage context every JSON adapter shares (clock, corruption log, retries).
    public let storage: StorageContext
    /// The profile registry of the data root.
    public let profiles: ProfileRegistry

    /// Creates a context (the shell does this for each run; tests may too).
    public init(
        invocation: Invocation, environment: AppEnvironment, identity: ShellIdentity,
        location: DataLocation, storage: StorageContext, profiles: ProfileRegistry
    ) {
        self.invocation = invocation
        self.environment = environment
        self.identity = identity
        self.location = location
        self.storage = storage
        self.profiles = profiles
    }

    /// The program's name, for hints: `"\(context.program) journal show"`.
    public var program: String { identity.name }
    /// The console.
    public var console: Console { environment.console }
    /// The console's styles.
    public var style: Style { environment.console.style }
    /// The clock.
    public var clock: any WallClock { environment.clock }
    /// The user's time zone.
    public var timeZone: Zone { environment.timeZone }
    /// Whether output should be JSON.
    public var wantsJSON: Bool { invocation.flag("json") }
    /// Today in the user's time zone.
    public var today: LocalDate { LocalDate.today(in: environment.timeZone, clock: environment.clock) }

    /// The folder `name` inside the profile folder, where a store keeps its files.
    public func folder(_ name: String) -> URL {
        location.folder.appendingFileName(name, directory: true)
    }

    /// Whether `text` is written as a day, `YYYY-MM-DD` in ASCII digits (whether or not that
    /// day exists).
    public static func writtenAsDay(_ text: String) -> Bool {
        let parts = text.trimmingSpaces().split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [4, 2, 2]
            && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// Parses a day as people type it (`today`, `yesterday`, `-3`, `YYYY-MM-DD`), from 1900 on;
    /// `option` names it in messages (`--date`; an empty one: an argument, named by its text).
    ///
    /// - Throws: `CLIError.usage` naming the accepted forms.
    public func day(_ text: String, option: String = "date") throws -> LocalDate {
        let named = option.isEmpty ? "" : "--\(option) "
        guard let date = LocalDate.parse(text, today: today) else {
            // A date written as YYYY-MM-DD whose month or day does not exist says which.
            // Only an exact YYYY-MM-DD (digits alone) whose month or day is out of range.
            let parts = text.trimmingSpaces().split(separator: "-", omittingEmptySubsequences: false)
            if Self.writtenAsDay(text), let year = Int(parts[0]), let month = Int(parts[1]),
                let day = Int(parts[2]),
                !(1...12).contains(month) || day < 1 || day > LocalDate.daysIn(month: month, year: year)
            {
                let why =
                    !(1...12).contains(month)
                    ? "a month is 01 to 12"
                    : day < 1
                        ? "a day is 01 or later"
                        : "\(LocalDate.monthName(month)) \(year) has \(LocalDate.daysIn(month: month, year: year)) days"
                throw CLIError.usage(
                    "\(named)'\(text)' is not a day: \(why).",
                    hint: "Use today, yesterday, -3 (days ago) or YYYY-MM-DD.")
            }
            throw CLIError.usage(
                "\(named)'\(text)' is not a day.",
                hint: "Use today, yesterday, -3 (days ago) or YYYY-MM-DD.")
        }
        // As for workouts: a day before 1900 is a typing slip (1800 for 2018), not a record.
        guard date.year >= 1900 else {
            throw CLIError.usage(
                "\(named)\(date) is before 1900.", hint: "Check the year: days from 1900 on are taken.")
        }
        return date
    }

    /// `--from` and `--to` read as days (`nil` when not given); a range that ends before it
    /// starts is a usage error, as every command with the two options says.
    ///
    /// - Throws: `CLIError.usage` for a day that does not read or a reversed range.
    public func dayRange() throws -> (from: LocalDate?, to: LocalDate?) {
        let from = try invocation.value("from").map { try day($0, option: "from") }
        let to = try invocation.value("to").map { try day($0, option: "to") }
        if let from, let to, from > to {
            throw CLIError.usage(
                "--from \(from) is after --to \(to).", hint: "Give the earlier day to --from.")
        }
        return (from, to)
    }

    /// Prints `value` as pretty JSON with sorted keys and ISO-8601 instants.
    ///
    /// - Throws: `CLIError` if the value cannot be encoded.
    public func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        if let key = CodingUserInfoKey.forPeople { encoder.userInfo[key] = true }
        do {
            console.print(String(decoding: try encoder.encode(value), as: UTF8.self))
        } catch {
            throw CLIError("Could not write JSON output: \(error)")
        }
    }
}
