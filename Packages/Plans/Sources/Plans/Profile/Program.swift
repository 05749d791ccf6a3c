import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The generated week: one plan per training day, on fixed weekdays.
public struct Program: Hashable, Sendable, Codable {
    /// One training day of the week.
    public struct Day: Hashable, Sendable, Codable {
        /// `A`, `B` or `C`.
        public let label: String
        /// ISO weekday, 1 = Monday.
        public let weekday: Int
        /// The plan of that day.
        public let planID: PlanID
        /// The exercises the generator gave the day, before any edit of its plan (`nil` for a
        /// program saved before fitshell kept them): what a regeneration compares the plan with
        /// to keep the user's removals and additions.
        public let generated: [ExerciseID]?

        /// Creates a training day.
        public init(label: String, weekday: Int, planID: PlanID, generated: [ExerciseID]? = nil) {
            self.label = label
            self.weekday = weekday
            self.planID = planID
            self.generated = generated
        }
    }

    /// The profile it was generated from.
    public let profile: TrainingProfile
    /// The seed that made it (regenerate with another for variety).
    public let seed: UInt64
    /// When it was generated.
    public let generatedAt: Date
    /// The training days in week order.
    public let days: [Day]

    /// Creates a program.
    public init(profile: TrainingProfile, seed: UInt64, generatedAt: Date, days: [Day]) {
        self.profile = profile
        self.seed = seed
        self.generatedAt = generatedAt
        self.days = days
    }

    /// The training day on `date`, if it is one.
    public func day(on date: LocalDate) -> Day? { days.first { $0.weekday == date.isoWeekday } }
}

/// The storage port of the training profile and the current program.
public protocol ProgramStore: Sendable {
    /// The saved profile, or `nil` before onboarding.
    ///
    /// - Throws: `StorageError`.
    func profile() async throws -> TrainingProfile?
    /// Saves the profile.
    ///
    /// - Throws: `StorageError`.
    func saveProfile(_ profile: TrainingProfile) async throws
    /// The current program, or `nil`.
    ///
    /// - Throws: `StorageError`.
    func program() async throws -> Program?
    /// Saves the program.
    ///
    /// - Throws: `StorageError`.
    func saveProgram(_ program: Program) async throws
    /// Forgets profile and program.
    ///
    /// - Throws: `StorageError`.
    func reset() async throws
}

/// Keeps the profile and program in memory.
public actor InMemoryProgramStore: ProgramStore {
    private var savedProfile: TrainingProfile?
    private var savedProgram: Program?

    /// Creates an empty store.
    public init() {}

    /// The held profile.
    public func profile() async throws -> TrainingProfile? { savedProfile }
    /// Holds the profile.
    public func saveProfile(_ profile: TrainingProfile) async throws { savedProfile = profile }
    /// The held program.
    public func program() async throws -> Program? { savedProgram }
    /// Holds the program.
    public func saveProgram(_ program: Program) async throws { savedProgram = program }
    /// Forgets both.
    public func reset() async throws {
        savedProfile = nil
        savedProgram = nil
    }
}

/// `program/profile.json` and `program/program.json`, version 1.
struct ProfileFile: VersionedDocument, Equatable {
    static let format = "fitshell.training-profile"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1
    var profile: TrainingProfile

    func validate() throws {
        if TrainingProfile(
            goal: profile.goal, knees: profile.knees, daysPerWeek: profile.daysPerWeek,
            minutesPerSession: profile.minutesPerSession) == nil
        {
            throw DocumentValidationError("days per week must be 1–3 and minutes 20, 30 or 45")
        }
    }
}

struct ProgramFile: VersionedDocument, Equatable {
    static let format = "fitshell.program"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1
    var program: Program

    func validate() throws {
        // Weekdays index the week's names: one outside Monday–Sunday would trap a reader.
        if let day = program.days.first(where: { !(1...7).contains($0.weekday) }) {
            throw DocumentValidationError(
                "day \(day.label) falls on weekday \(day.weekday), not 1 (Monday) to 7")
        }
        if Set(program.days.map(\.weekday)).count != program.days.count {
            throw DocumentValidationError("two training days fall on one weekday")
        }
    }
}

/// Stores the profile and program as two small files in its folder (the app gives `PROFILE/program`).
public actor JSONFileProgramStore: ProgramStore {
    private let profileFile: DocumentFile<ProfileFile>
    private let programFile: DocumentFile<ProgramFile>

    /// Creates a store in `folder`.
    public init(folder: URL, context: StorageContext) {
        profileFile = DocumentFile(url: folder.appendingFileName("profile.json"), context: context)
        programFile = DocumentFile(url: folder.appendingFileName("program.json"), context: context)
    }

    /// The formats this adapter writes (and where), for a check of the data folder.
    public static var documentFormats: [DocumentFormat] {
        [.of(ProfileFile.self, files: ["profile.json"]), .of(ProgramFile.self, files: ["program.json"])]
    }

    /// Reads `profile.json`.
    public func profile() async throws -> TrainingProfile? { try profileFile.load()?.profile }
    /// Writes `profile.json`.
    public func saveProfile(_ profile: TrainingProfile) async throws {
        try profileFile.save(ProfileFile(profile: profile))
    }
    /// Reads `program.json`.
    public func program() async throws -> Program? { try programFile.load()?.program }
    /// Writes `program.json`.
    public func saveProgram(_ program: Program) async throws {
        try programFile.save(ProgramFile(program: program))
    }
    /// Deletes both files.
    public func reset() async throws {
        try profileFile.delete()
        try programFile.delete()
    }
}

/// The training profile and the program each merge as one entry.
extension ProfileFile {
    static let mergeLayout: MergeLayout? = .whole
}

extension ProgramFile {
    static let mergeLayout: MergeLayout? = .whole
}
