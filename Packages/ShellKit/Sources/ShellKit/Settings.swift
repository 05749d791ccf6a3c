import CommandKit
import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The profile's preferences, stored in `settings.json`.
public struct Settings: VersionedDocument, Equatable {
    /// The format name in the file.
    public static let format = "fitshell.settings"
    /// The version this build writes.
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    public static let currentVersion = 2
    public static let dataUnchangedSince = 1

    /// The unit weights are shown and entered in.
    public var unit: MassUnit = .kilograms
    /// Whether the first-run set-up was offered (it is offered once).
    public var onboardingOffered: Bool? = nil

    /// Creates preferences (the defaults: kilograms, set-up not yet offered).
    public init(unit: MassUnit = .kilograms, onboardingOffered: Bool? = nil) {
        self.unit = unit
        self.onboardingOffered = onboardingOffered
    }

    /// The profile's settings file.
    public static func file(_ context: RunContext) -> DocumentFile<Settings> {
        DocumentFile(
            url: context.location.folder.appendingFileName("settings.json"), context: context.storage)
    }

    /// The name a damaged settings file was set aside under, when there is no settings file
    /// since (the preferences it held are lost until set again); `nil` otherwise.
    public static func setAside(_ context: RunContext) -> String? {
        let folder = context.location.folder.path
        guard !FileSystem.exists(atPath: folder + "/settings.json") else { return nil }
        return FileSystem.names(inFolder: folder).filter { $0.hasPrefix("settings.json" + Quarantine.marker) }
            .max()
    }
}

extension RunContext {
    /// The user's weight unit: `--unit` when the command has it, else the saved preference.
    ///
    /// - Throws: `CLIError.usage` for a bad `--unit`; `StorageError`.
    public func unit() throws -> MassUnit {
        if let text = invocation.value("unit") {
            guard let unit = MassUnit(parsing: text) else {
                throw CLIError.usage("--unit takes kg or lb, not '\(text)'.")
            }
            return unit
        }
        return try Settings.file(self).load()?.unit ?? .kilograms
    }

    /// The unit a number typed or imported without one is read in: `unit()`, refused when
    /// the profile's settings file was set aside as damaged and nothing has written it since,
    /// so the user's unit is not known. (A pound user's `weight add 179.5 --replace` was saved
    /// as 179.5 kg over the right weight in the run that found the file damaged.)
    ///
    /// - Throws: `CLIError` saying how to give the unit; what `unit()` throws.
    public func inputUnit() throws -> MassUnit {
        let unit = try unit()
        try refuseUnknownUnit()
        return unit
    }

    /// `unit()`, or `nil` when it is not known (`inputUnit()` would refuse): for a command
    /// that needs the user's unit only for some of its input (a file whose header may say it).
    ///
    /// - Throws: what `unit()` throws.
    public func knownUnit() throws -> MassUnit? {
        let unit = try unit()
        return unitSetAside == nil ? unit : nil
    }

    /// The name the damaged settings file was set aside under when the user's unit is not known
    /// for this run (no `--unit`, and no settings written since); `nil` when it is.
    public var unitSetAside: String? {
        invocation.value("unit") == nil ? Settings.setAside(self) : nil
    }

    /// Throws when no `--unit` is given and the settings were set aside (`inputUnit()`).
    private func refuseUnknownUnit() throws {
        guard let setAside = unitSetAside else { return }
        throw CLIError(
            "The weight unit is not known: settings.json could not be read and was set aside as \(setAside), so a number without its unit could be kilograms or pounds.",
            hint:
                "Say it once with '\(program) settings unit lb' (or kg), or write the unit after the number (179.5lb).",
            code: .usage)
    }

    /// `--weight` in the user's unit (or `--unit`), if given.
    ///
    /// - Throws: `CLIError.usage` for a value that is not a number or is outside 0 to
    ///   `Mass.heaviestSet`, said in the unit typed.
    public func weightOption() throws -> Mass? {
        guard let text = invocation.value("weight") else { return nil }
        let (value, unit) = try typedMass(text, what: "--weight")
        let mass = Mass(value, unit)
        // Checked here, in the unit typed, for logged and planned sets alike (a plan's 5,000 lb
        // set was logged by `workout done` without a number).
        guard mass.kilograms >= 0, mass.kilograms <= Mass.heaviestSet.kilograms else {
            let other: MassUnit = unit == .kilograms ? .pounds : .kilograms
            throw CLIError.usage(
                "--weight is from 0 to \(Mass.heaviestSet.formatted(in: unit)) (\(Mass.heaviestSet.formatted(in: other))), not \(Mass.grouped(value)) \(unit.symbol)."
            )
        }
        return mass
    }

    /// The number and unit of a typed weight (`82.4`, `181.5lb`, `82 kg`): the unit written after
    /// the number, else `--unit`, else the user's.
    ///
    /// - Throws: `CLIError.usage` for a text that is not a number with at most a unit after it,
    ///   or a unit after it that `--unit` contradicts.
    public func typedMass(_ text: String, what: String) throws -> (value: Double, unit: MassUnit) {
        let unit = try unit()  // a bad --unit is said as such first
        guard let (value, written) = TypedMass.parse(text) else {
            throw CLIError.usage(
                "\(what): '\(text)' is not a weight; write a number such as 82.5, or 181.5lb with its unit.",
                hint: TypedNumber.groupingHint(in: text))
        }
        if let written, let option = invocation.value("unit"), MassUnit(parsing: option) != written {
            throw CLIError.usage("\(what): '\(text)' is in \(written.symbol) but --unit says \(option).")
        }
        if written == nil { try refuseUnknownUnit() }
        return (value, written ?? unit)
    }

    /// The day of `--date`, or today.
    ///
    /// - Throws: `CLIError.usage` for a text that is not a day.
    public func dateOption(_ name: String = "date") throws -> LocalDate {
        try invocation.value(name).map { try day($0, option: name) } ?? today
    }

    /// The day of `--date`, or today, for recording something on it: a later day is refused,
    /// as weights and measurements are (a tag or a supplement taken in 2030 is a slip). Taking
    /// something away (untag, untake, a note cleared) reads `dateOption`, so an entry made on a
    /// later day before this rule can still be removed.
    ///
    /// - Throws: `CLIError.usage` for a text that is not a day, or a day after today.
    public func recordDateOption(_ name: String = "date") throws -> LocalDate {
        let date = try dateOption(name)
        guard date <= today else {
            throw CLIError.usage(
                "\(date) is in the future (today is \(today)); only today or an earlier day can be recorded.")
        }
        return date
    }

    /// `2026-11-23 (today)`, `2026-11-22 (yesterday)` or `Mon 2026-11-16`.
    public func describe(_ date: LocalDate) -> String {
        let offset = date.days(until: today)
        if offset == 0 { return "\(date) (today)" }
        if offset == 1 { return "\(date) (yesterday)" }
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        return "\(names[date.isoWeekday - 1]) \(date)"
    }
}

/// Options several plug-ins share.
public enum CommonOptions {
    /// `--unit kg|lb`, overriding the saved preference for one command.
    public static let unit = Option.value(
        "unit", "unit", help: "kg or lb (default: your setting)", choices: ["kg", "lb"])
}

/// Each setting merges on its own.
extension Settings {
    /// Every member of the settings is an entry.
    public static let mergeLayout: MergeLayout? = MergeLayout([.members(path: [])])
}

extension Settings {
    /// Reads current-version settings through the strict byte-level JSON reading
    /// (`DocumentBody`), as the standard path reads them: most commands read the unit, and
    /// `JSONDecoder`'s first use costs more than the rest of a short command's reading. Anything
    /// else returns `nil` and takes the standard path.
    public static func decodeFast(_ data: Data) -> Settings? {
        guard let body = DocumentBody.read(data, format: format, version: currentVersion),
            case .string(let unitText)? = body["unit"], let unit = MassUnit(rawValue: unitText),
            let offered = DocumentBody.optional(
                body["onboardingOffered"],
                { value -> Bool? in
                    if case .bool(let flag)? = value { return flag }
                    return nil
                })
        else { return nil }
        return Settings(unit: unit, onboardingOffered: offered)
    }
}
