import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How to read a weight CSV.
public struct WeightImportOptions: Sendable {
    /// Overwrite entries that exist for a day.
    public var replace = false
    /// Report without saving.
    public var dryRun = false
    /// How all-numeric days are ordered; decided from the data when `nil`.
    public var dateOrder: CSVDate.Order?
    /// The unit asked for (`--unit`) when the header does not say; before the layout's own.
    public var unit: MassUnit?
    /// The user's unit, for a file whose header does not say and whose layout has no unit of
    /// its own (`WeightCSVFormat.writtenUnit`); kilograms when `nil`, unless `unitUnknown`.
    public var preferredUnit: MassUnit?
    /// Whether the user's unit is not known (their settings were lost): a file that would be
    /// read in it is refused instead of read as kilograms.
    public var unitUnknown = false
    /// The day after which readings are refused as "in the future".
    public var today: LocalDate
    /// The time zone a reading whose time names an offset from UTC (`2024-03-01T03:00Z`, as
    /// some scales export) is moved into, to the day it was there; `nil` takes every day as
    /// written.
    public var timeZone: Zone?
    /// Which reading counts when a day has several.
    public var keep: Keep = .first
    /// The layout to use; detected from the header when `nil`.
    public var format: WeightCSVFormat?

    /// Which of several readings on one day is kept.
    public enum Keep: String, Sendable, CaseIterable {
        /// The earliest of the day.
        case first
        /// The latest of the day.
        case last
        /// Their mean.
        case mean
    }

    /// Creates options for an import on `today`.
    public init(today: LocalDate) {
        self.today = today
    }
}

/// What a weight import did (or, in a dry run, would do).
public struct WeightImportReport: Equatable, Sendable, Codable {
    /// A row that was not imported, and why.
    public struct Problem: Equatable, Sendable, Codable {
        /// The 1-based line of the file.
        public let line: Int
        /// Why.
        public let reason: String
    }

    /// The format that was recognised.
    public var format = ""
    /// The unit the weights were read in when the file does not name one (its header has a
    /// plain `weight` column): the one asked for, else the layout's, else the user's, else kg;
    /// `nil` when the header says it.
    public var assumedUnit: MassUnit?
    /// Whether `assumedUnit` is the one the layout's app always writes (openScale: kg).
    public var unitOfLayout = false
    /// The unit the header names when it differs from the one asked for (`--unit lb` on a file
    /// whose column says kg): the header's was used.
    public var headerUnitOverrode: MassUnit?
    /// Data rows read.
    public var rows = 0
    /// New days saved.
    public var imported = 0
    /// A note a row of the file carried (a scale app's comment), on its reading's day.
    public struct Note: Equatable, Sendable, Codable {
        /// The reading's day.
        public let date: LocalDate
        /// The text, trimmed.
        public let text: String

        /// Creates a note.
        public init(date: LocalDate, text: String) {
            self.date = date
            self.text = text
        }
    }

    /// The notes of the rows read, in day order, each once a day: a weight keeps none, so the
    /// caller says so or keeps them elsewhere (the journal).
    public var notes: [Note] = []
    /// Existing days overwritten (`--replace`) with another weight or other measures.
    public var replaced = 0
    /// Existing days `--replace` left as they were: the file holds the same reading.
    public var unchanged = 0
    /// Rows for days that already had a weight (kept).
    public var skippedExisting = 0
    /// Extra readings of a day already read from the file (merged by the keep rule).
    public var duplicatesInFile = 0
    /// Existing days that were the same reading saved without its measures, which were added.
    public var enriched = 0
    /// Rows that could not be read.
    public var invalid: [Problem] = []
    /// Composition measures left out as not plausible (their rows' weights were kept).
    public var droppedMeasures: [Problem] = []
    /// The first and last day imported.
    public var firstDate: LocalDate?
    /// The last day imported.
    public var lastDate: LocalDate?
}

/// Why a whole file could not be imported; nothing was saved.
public struct WeightImportError: Error, Equatable, Sendable, LocalizedError {
    /// The 1-based line (0 for the whole file).
    public let line: Int
    /// What is wrong.
    public let reason: String

    /// The message for the user.
    public var errorDescription: String? {
        line > 0 ? "Cannot import: line \(line): \(reason)." : "Cannot import: \(reason)."
    }
}
