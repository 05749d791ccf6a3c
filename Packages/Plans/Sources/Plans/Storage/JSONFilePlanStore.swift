import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `plans/UUID.json`, version 3: one plan.
struct PlanFile: VersionedDocument, Equatable {
    static let format = "fitshell.plan"
    /// Version 2 keeps the sync stamps beside the data; version 3 stamps each exercise (and
    /// its fields, and the exercises' order) where version 2 stamped the list whole, so a
    /// version-2 fitshell, which would merge the list whole and drop another device's
    /// exercise edits, refuses a version-3 file (sync stops before merging). Versions 1 and 2
    /// hold the same data.
    static let currentVersion = 3
    static let dataUnchangedSince = 1

    var plan: Plan

    func validate() throws {
        if let problem = plan.problem { throw DocumentValidationError(problem) }
    }
}

/// Stores each plan as its own file in the folder it is given (the app gives `PROFILE/plans`).
public actor JSONFilePlanStore: PlanStore {
    let folder: URL
    let context: StorageContext

    /// Creates a store in `folder`.
    public init(folder: URL, context: StorageContext) {
        self.folder = folder
        self.context = context
    }

    /// The formats this adapter writes (and where), for a check of the data folder.
    public static var documentFormats: [DocumentFormat] { [.of(PlanFile.self, files: ["*.json"])] }

    /// How many plan files make reading them on all cores worth its start-up.
    static let parallelFrom = 200

    /// Reads every plan file; a corrupt one is set aside and reported, the rest still load (V2.5).
    public func all() async throws -> [Plan] {
        // A name that is not UTF-8 is no plan file fitshell wrote.
        let files = planFileNames().map { DocumentFile<PlanFile>(path: path(of: $0), context: context) }
        // One file per plan. Starting worker threads costs more than reading a few dozen small
        // files (measured: 30 plans read in parallel took longer than one after another), so
        // only a large folder is decoded on all cores.
        if files.count < Self.parallelFrom {
            return try files.compactMap { try Self.load($0, context: context) }.sorted(by: Self.listed)
        }
        let plans = try await withThrowingTaskGroup(of: Plan?.self) { group in
            let context = self.context
            for file in files {
                group.addTask(executorPreference: globalConcurrentExecutor) {
                    try Self.load(file, context: context)
                }
            }
            var plans: [Plan] = []
            for try await plan in group { if let plan { plans.append(plan) } }
            return plans
        }
        return plans.sorted(by: Self.listed)
    }

    /// The order plans are listed in: by creation, then name, then id (`PlanSummary.listed`).
    static func listed(_ left: Plan, _ right: Plan) -> Bool {
        PlanSummary.listed(PlanSummary(left), PlanSummary(right))
    }

    /// The names of the plan files in the folder. A file syncer's conflict copy is not a plan of
    /// its own (`data doctor --fix` merges it).
    nonisolated func planFileNames() -> [String] {
        FileSystem.names(inFolder: folder.filePath).filter {
            $0.hasSuffix(".json") && !$0.hasPrefix(".") && ConflictCopies.original(of: $0) == nil
        }
    }

    /// The path of the file `name` in the folder (as text: a `URL` built and parsed again for
    /// each of dozens of files was a tenth of `plans list`).
    nonisolated func path(of name: String) -> String {
        let folderPath = folder.filePath
        return folderPath + (folderPath.hasSuffix("/") ? "" : "/") + name
    }

    /// One plan file; a newer-format one is reported and skipped, not fatal.
    static func load(_ file: DocumentFile<PlanFile>, context: StorageContext) throws -> Plan? {
        switch Result(catching: { () throws(StorageError) -> Plan? in try file.load()?.plan }) {
        case .success(let plan):
            return plan
        case .failure(.newerFormat(let path, let found, let supported)):
            // One plan from a newer fitshell must not hide the others; it stays untouched.
            context.corruptionLog.record(
                CorruptionReport(
                    file: path, movedTo: nil,
                    reason:
                        "written by a newer fitshell (format \(found); this one reads up to \(supported)); left untouched"
                ))
            return nil
        case .failure(let error):
            throw error
        }
    }

    /// Reads one plan file.
    public func plan(_ id: PlanID) async throws -> Plan? { try file(id).load()?.plan }

    /// Writes one plan file atomically.
    public func save(_ plan: Plan) async throws { try file(plan.id).save(PlanFile(plan: plan)) }

    /// Under a lock on the whole folder (`.names.lock`), reads every plan's name and writes
    /// `plan` only when none clashes.
    public func saveIfNameFree(_ plan: Plan) async throws -> Bool {
        try FileLock.withExclusiveLock(on: folder.appendingFileName("names")) {
            let names = FileSystem.names(inFolder: folder.filePath)
            for name in names
            where name.hasSuffix(".json") && !name.hasPrefix(".") && name != "\(plan.id).json"
                && ConflictCopies.original(of: name) == nil
            {
                let file = DocumentFile<PlanFile>(url: folder.appendingFileName(name), context: context)
                if let other = try Self.load(file, context: context),
                    other.name.lowercased() == plan.name.lowercased()
                {
                    return false
                }
            }
            try file(plan.id).save(PlanFile(plan: plan))
            return true
        }
    }

    /// Locked read-modify-write of one plan file.
    @discardableResult
    public func update(_ id: PlanID, _ change: @Sendable (Plan) throws -> Plan) async throws -> Plan {
        try file(id).update { current in
            guard let plan = current?.plan else { throw StorageError.notFound("The plan") }
            return PlanFile(plan: try change(plan))
        }.plan
    }

    /// Deletes one plan file.
    public func delete(_ id: PlanID) async throws { try file(id).delete() }

    private func file(_ id: PlanID) -> DocumentFile<PlanFile> {
        DocumentFile(url: folder.appendingFileName("\(id).json"), context: context)
    }
}

/// Each member of a plan (its name, when it was last used, …) merges on its own, and so does
/// each of its exercises (by exercise id) and each exercise's rest, sets, notes, progression and
/// superset, with the exercises' order as one more entry: a rename on one device, a new
/// exercise on another and a rest changed on a third all stay. An exercise the plan lists twice
/// is an entry each time (`MergeLayout.Part.keyed`'s `ordered`).
extension PlanFile {
    static let mergeLayout: MergeLayout? = MergeLayout([
        .keyed(
            path: ["plan", "exercises"], key: "exerciseID",
            fields: ["restSeconds", "notes", "sets", "progression", "superset"], ordered: true),
        .members(path: ["plan"]),
    ])
}
