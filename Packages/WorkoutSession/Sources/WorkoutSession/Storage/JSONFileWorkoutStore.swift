import CoreModels
import Dispatch
import Exercises
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `active-workout.json` (and each draft in `drafts/`), version 2.
struct ActiveWorkoutFile: VersionedDocument, Equatable {
    static let format = "fitshell.active-workout"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1
    var workout: Workout

    func validate() throws {
        if let problem = workout.problem { throw DocumentValidationError(problem) }
    }
}

/// `history/YYYY/ID.json`, version 2: one finished workout.
struct FinishedWorkoutFile: VersionedDocument, Equatable {
    static let format = "fitshell.workout"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1
    var workout: Workout

    func validate() throws {
        if let problem = workout.problem { throw DocumentValidationError(problem) }
        if workout.finishedAt == nil { throw DocumentValidationError("a finished workout has no end time") }
    }
}

/// `history/index-YYYY.json`, version 2: the year's summaries.
struct HistoryIndexFile: VersionedDocument, Equatable {
    static let format = "fitshell.history-index"
    /// Version 2 stores the summaries as text lines (`SummaryLineCodec`); version 1 as JSON objects.
    static let currentVersion = 2
    var year: Int
    var workouts: [WorkoutSummary]

    init(year: Int, workouts: [WorkoutSummary]) {
        self.year = year
        self.workouts = workouts
    }

    enum CodingKeys: String, CodingKey {
        case year, lines
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        year = try container.decode(Int.self, forKey: .year)
        workouts = try SummaryLineCodec.decode(try container.decode(String.self, forKey: .lines))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(year, forKey: .year)
        try container.encode(SummaryLineCodec.encode(workouts), forKey: .lines)
    }

    /// Reads a version 1 index (summaries as JSON objects).
    static func migrate(from version: Int, fileData: Data) throws -> HistoryIndexFile {
        struct V1: Decodable {
            struct Payload: Decodable {
                let year: Int
                let workouts: [WorkoutSummary]
            }
            let data: Payload
        }
        guard version == 1 else {
            throw DocumentValidationError("history index version \(version) is not known")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let old = try decoder.decode(V1.self, from: fileData).data
        return HistoryIndexFile(year: old.year, workouts: old.workouts)
    }

    func validate() throws {
        guard Set(workouts.map(\.id)).count == workouts.count else {
            throw DocumentValidationError("a workout is listed twice")
        }
        guard workouts.allSatisfy({ $0.date.year == year }) else {
            throw DocumentValidationError("a workout of another year")
        }
        for (number, summary) in workouts.enumerated() {
            if let problem = summary.problem {
                throw DocumentValidationError("line \(number + 1): \(problem)")
            }
        }
    }
}

/// Stores the active workout, one file per finished workout, and one index per year.
public actor JSONFileWorkoutStore: WorkoutStore {
    private let folder: URL
    private let context: StorageContext
    private let activeFile: DocumentFile<ActiveWorkoutFile>
    /// The path of the `history` folder, worked out once: year paths are asked for every year
    /// a command reads, and building each through `URL` cost more than the `stat` it is for.
    private let historyPathKept = LockedValue<String?>(nil)
    /// Indexes this process wrote, by year, with the identity of the file as written: a read of
    /// the same file (unchanged since, by that identity) takes the list instead of parsing it
    /// again, as finishing a workout does when it computes the year's records just after.
    private let writtenIndexes = LockedValue<[Int: (stamp: FileStamp, workouts: [WorkoutSummary])]>([:])
    /// The sources of the kept year digests, with the identity of the file they were read from
    /// (`keptSource(year:)`).
    let keptSources = LockedValue<(stamp: FileStamp?, sources: [Int: String])?>(nil)
    /// How many years `summaries(year:having:)` has read in this process.
    private let havingReads = LockedValue(0)
    /// The time zone workout days are counted in (for index lines rebuilt from workout files).
    let timeZone: Zone

    /// Creates a store in `folder` (the app gives `PROFILE/workouts`); `timeZone` decides the day
    /// of a workout when an index line has to be rebuilt from its file.
    public init(folder: URL, context: StorageContext, timeZone: Zone = .current) {
        self.folder = folder
        self.context = context
        self.timeZone = timeZone
        activeFile = DocumentFile(url: folder.appendingFileName("active-workout.json"), context: context)
    }

    /// The formats this adapter writes (and where), for a check of the data folder.
    public static var documentFormats: [DocumentFormat] {
        [
            .of(ActiveWorkoutFile.self, files: ["active-workout.json", "drafts/*.json"]),
            .of(FinishedWorkoutFile.self, files: ["history/*/*.json"]),
            .of(HistoryIndexFile.self, files: ["history/index-*.json"]),
            .of(HistoryDigestFile.self, files: ["history/digests.json"]),
        ]
    }

    /// Reads the active workout.
    public func active() async throws -> Workout? { try activeFile.load()?.workout }

    /// Locked read-modify-write of the active workout; `nil` deletes the file.
    @discardableResult
    public func updateActive(_ change: @Sendable (Workout?) throws -> Workout?) async throws -> Workout? {
        try FileLock.withExclusiveLock(on: activeFile.url) {
            guard let updated = try change(try activeFile.load()?.workout) else {
                try activeFile.delete()
                return nil
            }
            try activeFile.save(ActiveWorkoutFile(workout: updated))
            return updated
        }
    }

    /// Where drafts are kept (`drafts/`, beside the active workout).
    nonisolated public var draftsFolder: URL { ConflictCopies.draftsFolder(beside: activeFile.url) }

    /// The finished workout a path relative to this store's folder names
    /// (`history/YEAR/ID.json`), or `nil` for any other file.
    public static func finishedWorkout(atPath relative: some StringProtocol) -> (year: Int, id: WorkoutID)? {
        let parts = relative.split(separator: "/")
        guard parts.count == 3, parts[0] == "history", let year = Int(parts[1]), parts[2].hasSuffix(".json"),
            let id = WorkoutID(String(parts[2].dropLast(".json".count)))
        else { return nil }
        return (year, id)
    }

    /// The drafts in `drafts/`, each with its file; unreadable ones are set aside as usual.
    nonisolated private func draftFiles() throws -> [(
        file: DocumentFile<ActiveWorkoutFile>, workout: Workout
    )] {
        let folder = draftsFolder
        var found: [(DocumentFile<ActiveWorkoutFile>, Workout)] = []
        for name in FileSystem.subpaths(of: folder).sorted()
        where name.hasSuffix(".json") && !name.contains("/") && !name.hasPrefix(".") {
            let file = DocumentFile<ActiveWorkoutFile>(
                url: folder.appendingFileName(name), context: context)
            if let workout = try file.load()?.workout { found.append((file, workout)) }
        }
        return found
    }

    /// The drafts, oldest start first.
    public func drafts() async throws -> [Workout] {
        try draftFiles().map(\.workout).sorted { $0.startedAt < $1.startedAt }
    }

    /// Writes `workout` into `drafts/`, named as a sync names the drafts it keeps.
    public func keepDraft(_ workout: Workout) async throws {
        let file = ActiveWorkoutFile(workout: workout)
        try file.validate()
        try ConflictCopies.keepDraft(try DocumentCoder.encode(file), of: activeFile.url)
    }

    /// Under the active workout's lock: refuses while one is in progress, saves the draft as the
    /// active workout, then removes the draft file (a crash between leaves both, never neither).
    public func resumeDraft(_ id: WorkoutID) async throws -> Workout? {
        try FileLock.withExclusiveLock(on: activeFile.url) {
            if let current = try activeFile.load()?.workout { throw WorkoutError.alreadyActive(current.name) }
            // Of several drafts of one workout, the last named (the latest stamp).
            guard let draft = try draftFiles().last(where: { $0.workout.id == id }) else { return nil }
            try activeFile.save(ActiveWorkoutFile(workout: draft.workout))
            try draft.file.delete()
            return draft.workout
        }
    }

    /// Removes every draft file of the workout `id`, under the active workout's lock (the lock
    /// `resumeDraft` takes), so a discard and a resume of the same draft run one after the other.
    @discardableResult
    public func discardDraft(_ id: WorkoutID) async throws -> Bool {
        try FileLock.withExclusiveLock(on: activeFile.url) {
            let matching = try draftFiles().filter { $0.workout.id == id }
            for draft in matching { try draft.file.delete() }
            return !matching.isEmpty
        }
    }

    /// Writes the workout file, then the index entry, then removes the active file.
    public func finish(_ workout: Workout, summary: WorkoutSummary) async throws {
        try workoutFile(workout.id, year: summary.date.year).save(FinishedWorkoutFile(workout: workout))
        try addToIndex(summary)
        try FileLock.withExclusiveLock(on: activeFile.url) {
            if try activeFile.load()?.workout.id == workout.id { try activeFile.delete() }
        }
    }

    /// Puts `summary` in its year's index (replacing a line of the same workout), in start
    /// order, and keeps the index as written for the reads that follow when it was decoded.
    nonisolated private func addToIndex(_ summary: WorkoutSummary) throws {
        let year = summary.date.year
        // A workout finished now goes after every line of an index in the form fitshell
        // writes: its line is added to the file's text, which is checked for the workout's id
        // and the last line's start only (decoding the year's lines cost a millisecond at
        // ten years). Otherwise the index is read, changed and written; when its line only
        // goes after the others, the file's text still gets that line added instead of every
        // line encoded again.
        var appendsOnly = false
        let saved = try indexFile(year).rewrite(
            { HistoryIndexFile.appendingLast(summary, to: $0) },
            orUpdate: { current in
                let before = current?.workouts ?? []
                var list = before.filter { $0.id != summary.id }
                list.append(summary)
                list.sort { $0.startedAt < $1.startedAt }
                appendsOnly =
                    !before.isEmpty && list.count == before.count + 1 && list.last?.id == summary.id
                    && zip(before, list).allSatisfy { $0.id == $1.id }
                return HistoryIndexFile(year: year, workouts: list)
            }, encoding: { bytes in appendsOnly ? HistoryIndexFile.appending(summary, to: bytes) : nil },
            saved: { index in self.remember(index, adding: summary) })
        if saved == nil { writtenIndexes.update { $0[year] = nil } }
    }

    /// Holds the active workout's lock while the finished workout's file and index line are
    /// written and the active file is removed (lock order: active, then index; no writer takes
    /// them the other way round).
    public func finishActive(_ make: @Sendable (Workout) throws -> (Workout, WorkoutSummary)) async throws
        -> (active: Workout, finished: Workout, summary: WorkoutSummary)?
    {
        try FileLock.withExclusiveLock(on: activeFile.url) {
            guard let active = try activeFile.load()?.workout else { return nil }
            let (workout, summary) = try make(active)
            try workoutFile(workout.id, year: summary.date.year).save(FinishedWorkoutFile(workout: workout))
            try addToIndex(summary)
            try activeFile.delete()
            return (active, workout, summary)
        }
    }

    /// One year's summaries without exercise lines: read by the one-pass reader, which skips
    /// them; any file it does not take, or an index that disagrees with the year's workout
    /// files, goes through `summaries(year:)` (quarantine, migration, rebuild).
    nonisolated public func summaryHeads(year: Int) async throws -> [WorkoutSummary] {
        let file = indexFile(year)
        if let data = try? FileSystem.contents(atPath: file.path),
            let index = HistoryIndexFile.decodeFast(data, exercises: false), index.year == year,
            (try? index.validate()) != nil, Set(index.workouts.map(\.id)) == workoutIDs(year: year)
        {
            return index.workouts
        }
        return try await summaries(year: year).map(\.withoutExercises)
    }

    /// The newest `count` summaries of `year` without exercise lines: only their lines are
    /// read, the index checked against the year's files by the ids starting its lines; any
    /// file that does not take it goes through `summaryHeads(year:)`.
    nonisolated public func newestSummaryHeads(year: Int, count: Int) async throws -> [WorkoutSummary] {
        if let heads = indexPart(year: year, { HistoryIndexFile.newestHeads($0, count: count) }) {
            return heads
        }
        return Array(try await summaryHeads(year: year).suffix(max(0, count)))
    }

    /// The summaries of `year` dated `from` or later without exercise lines, read as
    /// `newestSummaryHeads(year:count:)` reads them.
    nonisolated public func summaryHeads(year: Int, from: LocalDate) async throws -> [WorkoutSummary] {
        if let heads = indexPart(year: year, { HistoryIndexFile.heads($0, from: from) }) { return heads }
        return try await summaryHeads(year: year).filter { $0.date >= from }
    }

    /// What `read` takes from `year`'s index without its other lines, when the file is of that
    /// year and the ids starting its lines are exactly the year's workout files (a line the
    /// part skips may still be damaged: the next full read sets the index aside). `nil` when
    /// there is no index, `read` declines, or the index does not list exactly the files.
    nonisolated private func indexPart<Value>(year: Int, _ read: (Data) -> IndexPart<Value>?) -> Value? {
        guard let data = try? FileSystem.contents(atPath: indexPath(year)), let part = read(data),
            part.year == year, part.ids == workoutIDs(year: year)
        else { return nil }
        return part.value
    }

    /// The summaries of `year` with only the lines of `exercises`, read from the index without
    /// the other lines when it is in the form fitshell writes and lists exactly the year's
    /// files; otherwise through `summaries(year:)`, which rebuilds it.
    nonisolated public func summaries(year: Int, keeping exercises: Set<ExerciseID>) async throws
        -> [WorkoutSummary]
    {
        let file = indexFile(year)
        if let data = try? FileSystem.contents(atPath: file.path),
            let index = HistoryIndexFile.decodeFast(data, selecting: .of(exercises)), index.year == year,
            (try? index.validate()) != nil, Set(index.workouts.map(\.id)) == workoutIDs(year: year)
        {
            return index.workouts
        }
        return try await summaries(year: year).map { $0.keeping(exercises) }
    }

    /// The summaries of `year` that have one of `exercises`: when the index is known to list
    /// exactly the year's files (`vouchedIndex(year:)`), only the lines naming one are read and
    /// the folder is not listed; otherwise through `summaries(year:keeping:)`.
    ///
    /// The kept digests that vouch for indexes are read from the second year read this way in
    /// a process: the first (the newest year, for an exercise's last sets or the dashboard's
    /// sparklines, often the year a finish just changed) costs less to list than that file,
    /// hundreds of kilobytes after thirty years, costs to read; a chart reads every year.
    nonisolated public func summaries(year: Int, having exercises: Set<ExerciseID>) async throws
        -> [WorkoutSummary]
    {
        try await summaries(year: year, having: exercises, newestOnly: false)
    }

    /// The newest summary of `year` that has `exercise`, read as `summaries(year:having:)`
    /// reads them, with only that line read where the index lets it be found alone.
    nonisolated public func newestSummary(year: Int, having exercise: ExerciseID) async throws
        -> WorkoutSummary?
    {
        try await summaries(year: year, having: [exercise], newestOnly: true).last
    }

    /// `summaries(year:having:)`, or with `newestOnly` at least its newest summary.
    nonisolated private func summaries(year: Int, having exercises: Set<ExerciseID>, newestOnly: Bool)
        async throws -> [WorkoutSummary]
    {
        var earlierReads = 0
        havingReads.update {
            earlierReads = $0
            $0 += 1
        }
        if earlierReads > 0 || keptSources.value != nil, let data = vouchedIndex(year: year),
            let index = HistoryIndexFile.decodeFast(data, having: exercises, newestOnly: newestOnly),
            index.year == year
        {
            return index.workouts
        }
        // The newest only, from an index no kept digest vouches for: its lines are read back
        // from the last to the newest that has one of the exercises, and it is checked against
        // the year's files by the ids that start its lines (an exercise's last sets, for
        // `workout status` and `done`, read the newest year's lines whole before).
        if newestOnly,
            let newest = indexPart(year: year, { HistoryIndexFile.newestHaving($0, exercises: exercises) })
        {
            return newest.map { [$0] } ?? []
        }
        return try await summaries(year: year, keeping: exercises).filter { !$0.exercises.isEmpty }
    }

    /// Reads one year's index; when it is missing, was set aside, or does not list exactly the
    /// year's workout files, it is rebuilt from them first (index lines are derived data).
    /// Not isolated to the actor: years are separate files, read in parallel by `WorkoutHistory`.
    nonisolated public func summaries(year: Int) async throws -> [WorkoutSummary] {
        if let written = writtenIndexes.value[year],
            written.stamp == FileStamp(path: indexPath(year)),
            Set(written.workouts.map(\.id)) == workoutIDs(year: year)
        {
            return written.workouts
        }
        let loaded = try indexFile(year).load()?.workouts
        if let loaded, Set(loaded.map(\.id)) == workoutIDs(year: year) { return loaded }
        return try rebuildIndex(year: year)
    }

    /// The ids of the workout files of `year` (hidden, temporary and set-aside files excluded).
    nonisolated func workoutIDs(year: Int) -> Set<WorkoutID> {
        var ids = Set<WorkoutID>()
        let suffix = Array(".json".utf8)
        // Names read as bytes: only `UUID.json` names a workout file (hidden, temporary and
        // set-aside files have other names).
        FileSystem.forEachEntry(inFolder: yearFolderPath(year)) { name in
            guard name.count == 36 + suffix.count, name[36...].elementsEqual(suffix),
                let id = WorkoutID(utf8: UnsafeBufferPointer(rebasing: name[0..<36]))
            else { return }
            ids.insert(id)
        }
        return ids
    }

    /// Rewrites the index of `year` from its workout files under the index lock: lines of
    /// workouts whose file is gone are dropped, files no line lists are summarised again
    /// (unreadable ones are set aside as usual), and so are the workouts in `refreshing`, whose
    /// files changed under the index (a sync brought another device's version).
    ///
    /// - Returns: the summaries now in the index.
    /// - Throws: `StorageError`.
    @discardableResult
    nonisolated public func rebuildIndex(year: Int, refreshing: Set<WorkoutID> = []) throws
        -> [WorkoutSummary]
    {
        let index = indexFile(year)
        return try FileLock.withExclusiveLock(on: index.url) {
            let current = try index.load()?.workouts ?? []
            let ids = workoutIDs(year: year)
            if refreshing.isEmpty, Set(current.map(\.id)) == ids { return current }
            var summaries = current.filter { ids.contains($0.id) && !refreshing.contains($0.id) }
            let known = Set(summaries.map(\.id))
            // A refreshed workout keeps the day its line had (the time zone may have changed since).
            let lines = Dictionary(current.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for id in ids.subtracting(known).sorted(by: { $0.description < $1.description }) {
                if let workout = try workoutFile(id, year: year).load()?.workout, workout.finishedAt != nil {
                    let summary =
                        lines[id].map { $0.edited(to: workout, timeZone: timeZone) }
                        ?? WorkoutSummary(workout, timeZone: timeZone)
                    if summary.date.year == year { summaries.append(summary) }
                }
            }
            summaries.sort { $0.startedAt < $1.startedAt }
            if summaries.isEmpty {
                try index.delete()
            } else {
                try index.save(HistoryIndexFile(year: year, workouts: summaries))
            }
            return summaries
        }
    }

    /// Re-points finished workouts year by year, each year under its index lock (files first,
    /// then the index lines rebuilt from them), then the active workout under its own lock. A
    /// crash part-way leaves whole files; running it again completes it.
    public func replaceExercise(_ replacement: ExerciseReplacement, dryRun: Bool) async throws
        -> ReplacementCounts
    {
        var counts = ReplacementCounts()
        for year in try await years() {
            _ = try await summaries(year: year)  // an index behind its files is rebuilt first
            let index = indexFile(year)
            try FileLock.withExclusiveLock(on: index.url) {
                guard let current = try index.load() else { return }
                let touched = Set(
                    current.workouts.filter { $0.exercises.contains { $0.exerciseID == replacement.from } }
                        .map(\.id))
                guard !touched.isEmpty else { return }
                var lines = current.workouts
                for id in touched.sorted(by: { $0.description < $1.description }) {
                    guard let workout = try workoutFile(id, year: year).load()?.workout,
                        let replaced = workout.replacing(replacement)
                    else { continue }
                    counts.workouts += 1
                    counts.sets += workout.setCount(of: replacement.from)
                    if dryRun { continue }
                    try workoutFile(id, year: year).save(FinishedWorkoutFile(workout: replaced))
                    let summary = WorkoutSummary(replaced, timeZone: timeZone)
                    lines = lines.map { $0.id == id ? summary : $0 }
                }
                if !dryRun { try index.save(HistoryIndexFile(year: year, workouts: lines)) }
            }
        }
        if dryRun {
            counts.activeWorkout = try activeFile.load()?.workout.replacing(replacement) != nil
        } else {
            try FileLock.withExclusiveLock(on: activeFile.url) {
                guard let active = try activeFile.load()?.workout,
                    let replaced = active.replacing(replacement)
                else { return }
                try activeFile.save(ActiveWorkoutFile(workout: replaced))
                counts.activeWorkout = true
            }
        }
        return counts
    }

    /// How each year's index disagrees with its workout files, without changing anything. With
    /// `comparingLines` (`data doctor`), every line is also compared with its file, which reads
    /// every workout file; otherwise only the ids listed and present are compared.
    public func indexIssues(comparingLines: Bool = false) async throws -> [IndexIssue] {
        var issues: [IndexIssue] = []
        for year in try await years() {
            let lines: [WorkoutSummary]
            if let data = try? FileSystem.contents(of: indexFile(year).url) {
                guard case .valid(let file) = DocumentCoder.decode(HistoryIndexFile.self, from: data) else {
                    issues.append(
                        IndexIssue(
                            year: year, unlisted: workoutIDs(year: year).count, missing: 0, unreadable: true))
                    continue
                }
                lines = file.workouts
            } else {
                lines = []
            }
            let listed = Set(lines.map(\.id))
            let files = workoutIDs(year: year)
            var stale: [WorkoutID] = []
            if comparingLines {
                for line in lines where files.contains(line.id) {
                    // An unreadable file is the folder check's to report (and is set aside when used).
                    guard let workout = try? workoutFile(line.id, year: year).load()?.workout else {
                        continue
                    }
                    if line.edited(to: workout, timeZone: timeZone) != line { stale.append(line.id) }
                }
            }
            if listed != files || !stale.isEmpty {
                issues.append(
                    IndexIssue(
                        year: year, unlisted: files.subtracting(listed).count,
                        missing: listed.subtracting(files).count,
                        unreadable: false, stale: stale))
            }
        }
        return issues
    }

    /// The years with an index or with workout files.
    public func years() async throws -> [Int] {
        // Listed from `readdir` as bytes; only the names that can be an index or a year's folder
        // become text (the folder also holds lock files, one per index, and the digests).
        var names: [String] = []
        FileSystem.forEachEntry(inFolder: historyPath) { name in
            let index = name.starts(with: Self.indexPrefix) && name.count > 11
            if index || name.count == 4 { names.append(String(decoding: name, as: UTF8.self)) }
        }
        let indexed = Set(
            names.compactMap { name -> Int? in
                guard name.hasPrefix("index-"), name.hasSuffix(".json") else { return nil }
                return Int(name.dropFirst(6).dropLast(5))
            })
        // A year folder without an index counts when it holds workouts (an interrupted import);
        // the folders of indexed years need not be listed.
        let unindexed = names.compactMap { name -> Int? in
            guard name.count == 4, let year = Int(name), !indexed.contains(year),
                !workoutIDs(year: year).isEmpty
            else { return nil }
            return year
        }
        return indexed.union(unindexed).sorted()
    }

    /// How an index file's name starts (`index-2025.json`).
    private static let indexPrefix = Array("index-".utf8)

    /// Reads one finished workout.
    public func finished(_ id: WorkoutID, year: Int) async throws -> Workout? {
        try workoutFile(id, year: year).load()?.workout
    }

    /// Writes every workout file, makes them durable in one pass, then updates each year's index
    /// once under its lock.
    ///
    /// Files are written whole and renamed into place without a flush each; one `syncfs` makes
    /// them all durable before any index line names them, which keeps large imports fast. A
    /// crash part-way leaves whole files only, and running the import again completes it.
    public func importFinished(_ items: [(Workout, WorkoutSummary)]) async throws {
        try await importFinished(items, progress: nil)
    }

    /// `importFinished(_:)`, saying how many workout files are written as they are.
    public func importFinished(
        _ items: [(Workout, WorkoutSummary)], progress: (@Sendable (Int, Int) -> Void)?
    ) async throws {
        // Each workout is its own file: encoded and written on all cores, one file at a time a
        // thread, whole years to a thread when that shares the work evenly (`WriteLanes`). The
        // order of these writes does not matter: none is durable, or named by the index, before
        // the flush below.
        // Each file's path is made by the thread that writes it, as text (a URL for each, made
        // before the writes on one core, was a tenth of a large import).
        let history = historyPath
        let written = Mutex(0)
        try WriteLanes.write(folders: items.map(\.1.date.year)) { index throws(StorageError) in
            let (workout, summary) = items[index]
            try FileSystem.writeAtomically(
                try Self.encoded(workout).get(), toPath: "\(history)/\(summary.date.year)/\(workout.id).json",
                durable: false)
            if let progress {
                progress(
                    written.withLock {
                        $0 += 1
                        return $0
                    }, items.count)
            }
        }
        // Group commit: every workout file, then one flush of the file system (their data and
        // their folder entries), then the index that points at them. A crash before the flush
        // leaves files the index does not name (found and listed by `data doctor`), never an
        // index line without its file.
        if !items.isEmpty { try FileSystem.syncFileSystem(of: folder) }
        // Each year's index is its own file under its own lock: they are updated on all cores
        // (each a locked read, an encoding and a durable write), and the first year's failure,
        // if any, is reported.
        let years = Dictionary(grouping: items.map(\.1), by: { $0.date.year }).sorted { $0.key < $1.key }
        let failures = ConcurrentResults<(any Error)?>(count: years.count, initial: nil)
        DispatchQueue.concurrentPerform(iterations: years.count) { position in
            let (year, group) = years[position]
            let ids = Set(group.map(\.id))
            do {
                try indexFile(year).update { current in
                    let kept = (current?.workouts ?? []).filter { !ids.contains($0.id) }
                    return HistoryIndexFile(
                        year: year, workouts: (kept + group).sorted { $0.startedAt < $1.startedAt })
                }
            } catch {
                failures.set(position, error)
            }
        }
        if let failure = failures.values.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// An exclusive lock on `.imports.lock` in the store's folder, across processes.
    public func holdImports(whileWaiting: (@Sendable () -> Void)?) async throws -> FileLock.Held? {
        // Waited for without blocking a thread: an import holds it across awaits.
        try await FileLock.holdWaiting(
            on: folder.appendingFileName("imports"), shared: false, whileWaiting: whileWaiting)
    }

    /// A workout as its finished-workout file, or why it is refused.
    static func encoded(_ workout: Workout) -> Result<Data, StorageError> {
        workout.problem.map { .failure(.invalid("Refusing to save invalid data: \($0)")) }
            ?? .success(workout.finishedFileData())
    }

    /// Removes the workout file, then its index line (a crash between them leaves a line
    /// without a file, which the next read drops; never a file that would come back).
    public func deleteFinished(_ id: WorkoutID, year: Int) async throws {
        try await deleteFinished([id], year: year)
    }

    /// Removes the files of `ids`, then their index lines, under the year's index lock (so an
    /// edit of one of them, which reads and saves its file under that lock, never brings it back).
    public func deleteFinished(_ ids: Set<WorkoutID>, year: Int) async throws {
        let index = indexFile(year)
        try FileLock.withExclusiveLock(on: index.url) {
            for id in ids { try workoutFile(id, year: year).delete() }
            guard let current = try index.load() else { return }
            let remaining = current.workouts.filter { !ids.contains($0.id) }
            if remaining.isEmpty {
                try index.delete()
            } else if remaining.count != current.workouts.count {
                try index.save(HistoryIndexFile(year: year, workouts: remaining))
            }
        }
    }

    /// Reads the workout file, saves the changed workout, then its index line (on the day the
    /// line had), holding the imports lock (imports and their undo write workout files outside
    /// the index lock) and then the year's index lock (every other writer of the year's files
    /// and index takes it). The new index is checked before either is written. A crash between
    /// the two saves leaves a line behind its file, which `data doctor` reports and
    /// `data doctor --fix` refreshes.
    public func editFinished(
        _ id: WorkoutID, year: Int, whileWaiting: (@Sendable () -> Void)?,
        _ change: @Sendable (Workout) throws -> Workout
    ) async throws -> Workout? {
        _ = try await summaries(year: year)  // an index behind its files is rebuilt first
        let hold = try await holdImports(whileWaiting: whileWaiting)
        defer { hold?.release() }
        let index = indexFile(year)
        return try FileLock.withExclusiveLock(on: index.url) { () throws -> Workout? in
            let file = workoutFile(id, year: year)
            guard let workout = try file.load()?.workout, let current = try index.load(),
                let line = current.workouts.first(where: { $0.id == id })
            else { return nil }
            let changed = try change(workout)
            try Self.checkEdit(changed, of: workout)
            let summary = line.edited(to: changed, timeZone: timeZone)
            let lines = HistoryIndexFile(
                year: year, workouts: current.workouts.map { $0.id == id ? summary : $0 })
            do {
                try lines.validate()
            } catch {
                throw StorageError.invalid("Refusing to save invalid data: \(error)")
            }
            try file.save(FinishedWorkoutFile(workout: changed))
            try index.save(lines)
            return changed
        }
    }

    /// The path of the `history` folder.
    nonisolated var historyPath: String {
        if let path = historyPathKept.value { return path }
        let path = folder.filePath + "/history"
        historyPathKept.update { $0 = path }
        return path
    }

    /// The path of the year's index, `history/index-YEAR.json`.
    nonisolated func indexPath(_ year: Int) -> String { historyPath + "/index-\(year).json" }

    /// The path of the year's folder of workout files, `history/YEAR`.
    nonisolated func yearFolderPath(_ year: Int) -> String { historyPath + "/\(year)" }

    /// The storage context (for the derived files kept beside the index).
    nonisolated var storageContext: StorageContext { context }

    /// Keeps the index just saved (called under its lock, so the stamp is of this text),
    /// when reading it back would give the same list: its other lines were read from the file
    /// in this format, and `summary`, the one added, must read back as it is (an instant the
    /// line's seconds cannot hold exactly, say, is not kept: the next read parses the file).
    nonisolated private func remember(_ index: HistoryIndexFile, adding summary: WorkoutSummary) {
        guard (try? SummaryLineCodec.decode(SummaryLineCodec.encode([summary]))) == [summary],
            let stamp = FileStamp(path: indexPath(index.year))
        else {
            writtenIndexes.update { $0[index.year] = nil }
            return
        }
        writtenIndexes.update { $0[index.year] = (stamp, index.workouts) }
    }

    /// Where the years' digests are kept (`history/digests.json`, derived).
    nonisolated var digestURL: URL { folder.appendingFileName("history/digests.json") }

    nonisolated private func indexFile(_ year: Int) -> DocumentFile<HistoryIndexFile> {
        DocumentFile(
            url: folder.appendingFileName("history/index-\(year).json"), context: context, compact: true)
    }

    nonisolated private func workoutFile(_ id: WorkoutID, year: Int) -> DocumentFile<FinishedWorkoutFile> {
        DocumentFile(
            url: folder.appendingFileName("history/\(year)/\(id).json"), context: context, compact: true)
    }
}

/// Two devices' active workouts are alternatives: the one changed last stays active, the
/// other is kept as a draft.
extension ActiveWorkoutFile {
    static let mergeLayout: MergeLayout? = .alternatives
}

/// A finished workout is one file: histories merge by the union of their files, and the same
/// workout changed on two devices by the later change.
extension FinishedWorkoutFile {
    static let mergeLayout: MergeLayout? = .whole
}
