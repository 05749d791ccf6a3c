import CommandKit
import CoreModels
import ShellKit
import WorkoutSession
import WorkoutSessionCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sync`: the profile's data folder as a git work tree shared with a remote (a bare repository
/// on a USB stick, a NAS over ssh, any git host), with fitshell as the merge driver of its
/// documents, so two devices' edits merge entry by entry.
public enum SyncCommand {
    /// The plug-in; `formats` are the documents it may receive (one written by a newer
    /// fitshell stops a sync before anything is merged).
    public static func plugin(formats: @autoclosure @escaping @Sendable () -> [DocumentFormat]) -> Plugin {
        Plugin(name: "sync", commands: [command(formats: formats)])
    }

    /// `command` with `managesSyncLock` set on it and on every subcommand.
    static func managingLock(_ command: Command<RunContext>) -> Command<RunContext> {
        var command = command
        command.managesSyncLock = true
        command.transformSubcommands(managingLock)
        return command
    }

    static func command(formats: @escaping @Sendable () -> [DocumentFormat]) -> Command<RunContext> {
        managingLock(
            Command(
                "sync", summary: "Sync this profile with other devices through git",
                discussion: """
                    Commits what changed here, fetches, merges (each day's weight and journal, each supplement mark,
                    setting, chart, plan and workout keeps its latest change; deleted entries stay deleted), rebuilds
                    the history index, and pushes. Offline, it commits and pushes on the next sync. Set it up once
                    per device with 'sync setup REMOTE'; the remote is any git remote: a bare repository on a USB
                    stick (git init --bare /media/usb/fitshell.git) or a server over ssh. Credentials are git's.
                    A file that cannot be merged keeps this device's version; the other is kept beside it as a
                    conflict copy that 'data doctor' lists. Needs git (Debian: apt install git).
                    """,
                examples: ["sync setup /media/usb/fitshell.git", "sync", "sync status --json"],
                subcommands: [setup(formats: formats()), now(formats: formats()), status],
                defaultSubcommand: "now"))
    }

    static func setup(formats: [DocumentFormat]) -> Command<RunContext> {
        Command(
            "setup", summary: "Make this profile's data folder a git work tree shared with REMOTE",
            discussion: """
                Checks that REMOTE can be reached first (nothing changes when it cannot). An empty remote gets this
                profile's data; a remote that already holds a fitshell profile is merged with it.
                """,
            examples: [
                "sync setup /media/usb/fitshell.git", "sync setup ssh://nas/~/fitshell.git --device laptop",
            ],
            arguments: [.init("remote", help: "a git remote: a path or URL")],
            options: [
                .value(
                    "device", "name", help: "this device's name in commit messages (default: the host name)")
            ],
            action: { invocation, context in
                let remote = invocation.argument("remote") ?? ""
                let device =
                    invocation.value("device") ?? context.environment.variables[
                        "\(context.program.uppercased())_DEVICE"]
                    ?? StorageContext.hostName
                var repository = try repository(context)
                let reach = repository.run("ls-remote", "--heads", remote)
                guard reach.status == 0 else {
                    throw CLIError(
                        "Cannot reach \(remote): \(GitRepository.reason(reach)).",
                        hint: "Check the path or URL (and that git can log in); nothing was changed.",
                        code: .ioError)
                }
                let remoteHasMain = reach.output.contains("refs/heads/main")
                guard remoteHasMain || !reach.output.contains("refs/heads/") else {
                    throw CLIError(
                        "\(remote) holds other branches and no fitshell profile.",
                        hint: "Use an empty bare repository: git init --bare PATH; nothing was changed.",
                        code: .dataError)
                }
                let created = !repository.exists
                if !repository.exists {
                    try check(repository.run("init", "-q", "-b", "main"), "git init")
                }
                // From here commands in this folder take the sync lock shared: setting up holds it.
                let held = try holdExclusive(&repository, context: context)
                defer { held.release() }
                try writeIgnoreFiles(repository.folder)
                for (key, value) in [
                    ("merge.fitshell.name", "fitshell entry-by-entry merge"),
                    ("merge.fitshell.driver", driverCommand),
                    ("merge.fitshell.recursive", ancestorsDriverCommand),
                    // A link another device commits is checked out as a small file holding its
                    // target, which is no document and is set aside, never followed (a link to
                    // /dev/zero made every read hang).
                    ("core.symlinks", "false"),
                    ("fitshell.device", device), ("user.name", repository.config("user.name") ?? device),
                    ("user.email", repository.config("user.email") ?? "\(device)@fitshell.invalid"),
                ] {
                    try check(repository.run("config", key, value), "git config")
                }
                repository.run("remote", "remove", "origin")
                try check(repository.run("remote", "add", "origin", remote), "git remote add")
                try prepareLocal(repository, formats: formats, program: context.program)
                commitLocal(repository, device: device, context: context, message: "start syncing")
                if remoteHasMain {
                    try check(repository.run("fetch", "-q", "--no-auto-maintenance", "origin"), "git fetch")
                    do {
                        guard isFitshellFolder(repository) else {
                            throw CLIError(
                                "\(remote) holds something other than a fitshell profile.",
                                hint: "Use an empty bare repository: git init --bare PATH", code: .dataError)
                        }
                        try refuseNewer(repository, formats: formats, everything: true)
                    } catch {
                        // Nothing changes: a folder that was not a work tree does not become one.
                        if created {
                            for name in [".git", ".gitignore", ".gitattributes"] {
                                try? FileManager.default.removeItem(
                                    at: repository.folder.appendingPathComponent(name))
                            }
                        }
                        throw error
                    }
                    try merge(repository, device: device, formats: formats, context: context, unrelated: true)
                }
                try check(repository.run("push", "-q", "-u", "origin", "main"), "git push")
                try await rebuildDerived(context, years: [:])
                repository.run("config", "fitshell.lastsync", now(context))
                context.console.print(
                    "\(context.style.success("Set up")): \(repository.folder.path) syncs with \(remote) as \(device). Run '\(context.program) sync' to sync."
                )
            })
    }

    static func now(formats: [DocumentFormat]) -> Command<RunContext> {
        Command(
            "now", summary: "Commit, fetch, merge, rebuild and push",
            examples: ["sync", "sync now", "sync --json"],
            action: { _, context in
                var repository = try repository(context)
                guard repository.exists, repository.config("remote.origin.url") != nil else {
                    throw CLIError(
                        "This profile does not sync yet.", hint: "\(context.program) sync setup REMOTE",
                        code: .usage)
                }
                let device = repository.config("fitshell.device") ?? StorageContext.hostName
                // One sync at a time, to its last git command; the history index is rebuilt once
                // git is done.
                let held = try holdExclusive(&repository, context: context)
                defer { held.release() }
                let outcome = try exchange(repository, device: device, formats: formats, context: context)
                try await rebuildDerived(context, years: outcome.years)
                let remoteURL = repository.config("remote.origin.url") ?? "origin"
                guard outcome.offlineReason == nil else {
                    if context.wantsJSON { return try context.printJSON(Report(outcome, remote: remoteURL)) }
                    return context.console.print(
                        "\(outcome.committed ? "Committed here" : "Nothing new here"); cannot reach origin (\(outcome.offlineReason ?? "")): the next sync pushes."
                    )
                }
                let (conflicts, drafts) = (outcome.conflicts, outcome.drafts)
                // Entries are ordered by their stamps: a clock far behind the other devices' loses
                // edits made here before it has seen theirs.
                let localTime = Int(context.environment.clock.now.timeIntervalSince1970)
                // The latest commit date in recent history (the other devices' clocks).
                let dates = (repository.value("log", "-n", "50", "--format=%ct", "HEAD") ?? "").split(
                    separator: "\n")
                if let remote = dates.compactMap({ Int($0) }).max(),
                    remote - localTime > 600
                {
                    context.console.printError(
                        context.style.warning("warning:")
                            + " origin's last change is dated \(Self.duration(remote - localTime)) ahead of this device's clock; an edit made here before a sync can lose to an older one made elsewhere. Check this device's clock."
                    )
                }
                repository.run("config", "fitshell.lastsync", now(context))
                if context.wantsJSON { return try context.printJSON(Report(outcome, remote: remoteURL)) }
                context.console.print(
                    "\(context.style.success("Synced")) with \(remoteURL)"
                        + (conflicts > 0
                            ? "; \(Text.count(conflicts, "file")) could not be merged: kept as conflict copies ('\(context.program) data doctor' lists them)"
                            : "."))
                if !outcome.replaced.isEmpty {
                    let shown = outcome.replaced.prefix(10).map { "  \($0)" }
                    let more =
                        outcome.replaced.count > 10 ? ["  … and \(outcome.replaced.count - 10) more"] : []
                    context.console.print(
                        (["Edited on both devices since they last synced; the later edit of each was kept:"]
                            + shown
                            + more).joined(separator: "\n"))
                }
                if drafts > 0 {
                    context.console.print(
                        "\(drafts == 1 ? "A workout in progress was" : "\(drafts) workouts in progress were") kept as a draft: two devices had one each, or one finished it while the other logged sets. '\(context.program) workout drafts' lists them; 'workout drafts resume 1' goes on with one."
                    )
                }
            })
    }

    /// Commits, fetches, merges and pushes (retrying when another device pushed meanwhile);
    /// returns the files kept as conflict copies, the drafts that are new here (kept by the merge
    /// or arrived from another device) and the years whose workout files changed (their index is
    /// rebuilt), or `nil` when origin could not be reached.
    static func exchange(
        _ repository: GitRepository, device: String, formats: [DocumentFormat], context: RunContext
    ) throws -> Outcome {
        let draftFolder = context.workoutStore.draftsFolder
        let draftsBefore = Set(FileSystem.subpaths(of: draftFolder))
        recover(repository)
        try writeIgnoreFiles(repository.folder)
        // The merge driver is this program, wherever it is now (an update may have moved it).
        for (key, driver) in [
            ("merge.fitshell.driver", driverCommand), ("merge.fitshell.recursive", ancestorsDriverCommand),
        ] where repository.config(key) != driver {
            repository.run("config", key, driver)
        }
        // Profiles set up before links were checked out as files (see `setUp`).
        if repository.config("core.symlinks") != "false" {
            repository.run("config", "core.symlinks", "false")
        }
        try prepareLocal(repository, formats: formats, program: context.program)
        let committed = commitLocal(repository, device: device, context: context, message: nil)
        let before = repository.value("rev-parse", "-q", "--verify", "HEAD")
        var conflicts = 0
        // The driver adds the entries both devices changed to this file (read after the merges).
        let report = repository.folder.appendingPathComponent(".git/fitshell-merge-report")
        try? FileManager.default.removeItem(at: report)
        defer { try? FileManager.default.removeItem(at: report) }
        var merging = repository
        merging.environment[DocumentMerge.reportVariable] = report.path
        var recorded = 0
        for attempt in 1...3 {
            // Housekeeping comes after the commit and merge, which run under the lock; a fetch
            // does not hold it (see `GitRepository.lock`).
            let fetch = repository.run("fetch", "-q", "--no-auto-maintenance", "origin")
            guard fetch.status == 0 else {
                return Outcome(committed: committed, offlineReason: GitRepository.reason(fetch))
            }
            if repository.hasRemoteBranch {
                try refuseNewer(repository, formats: formats, everything: false)
                let head = repository.value("rev-parse", "-q", "--verify", "HEAD")
                conflicts += try merge(
                    merging, device: device, formats: formats, context: context, unrelated: false)
                // What this merge replaced goes in its commit message too, so the device whose
                // edit was replaced is told when it pulls the merge (it makes none of its own).
                let lines = Self.reportLines(report)
                if lines.count > recorded, repository.value("rev-parse", "-q", "--verify", "HEAD") != head {
                    let message =
                        (repository.value("log", "-1", "--format=%B") ?? "merged") + "\n\n"
                        + lines.dropFirst(recorded).map { Self.editedMarker + $0 }.joined(separator: "\n")
                    repository.run("commit", "--amend", "-q", "--no-verify", "-m", message)
                    recorded = lines.count
                }
            }
            let push = repository.run("push", "-q", "origin", "main")
            if push.status == 0 { break }
            guard attempt < 3 else {
                throw CLIError("Cannot push: \(GitRepository.reason(push)).", code: .ioError)
            }
        }
        // The finished workouts whose files the sync changed, by year (their index lines are redone).
        let workouts = RunContext.workoutsFolder + "/"
        let changed =
            before.flatMap { repository.value("diff", "--name-only", $0, "HEAD", "--", workouts) } ?? ""
        var years: [Int: Set<WorkoutID>] = [:]
        for path in changed.split(separator: "\n") {
            guard
                let (year, id) = JSONFileWorkoutStore.finishedWorkout(atPath: path.dropFirst(workouts.count))
            else { continue }
            years[year, default: []].insert(id)
        }
        let drafts = Set(FileSystem.subpaths(of: draftFolder)).subtracting(draftsBefore)
        // This sync's merges, then the other devices' merges it pulled (their commit messages).
        var replaced = Self.reportLines(report)
        let mine = repository.config("user.email") ?? ""
        for record
            in (before.flatMap { repository.value("log", "--format=%ae%x1f%B%x1e", "\($0)..HEAD") } ?? "")
            .split(separator: "\u{1E}")
        {
            let fields = record.split(separator: "\u{1F}", maxSplits: 1)
            guard fields.count == 2, fields[0].trimmingSpaces(newlines: true) != mine else { continue }
            for line in fields[1].split(separator: "\n") where line.hasPrefix(Self.editedMarker) {
                let entry = String(line.dropFirst(Self.editedMarker.count))
                if !replaced.contains(entry) { replaced.append(entry) }
            }
        }
        return Outcome(
            committed: committed, conflicts: conflicts, drafts: drafts.filter { $0.hasSuffix(".json") }.count,
            years: years, replaced: replaced)
    }

    /// What one exchange did.
    struct Outcome {
        /// Whether local changes were committed.
        var committed: Bool
        /// Why origin could not be reached; `nil` when it was.
        var offlineReason: String?
        /// Files kept as conflict copies.
        var conflicts = 0
        /// Drafts new here.
        var drafts = 0
        /// The workouts whose files changed, by year.
        var years: [Int: Set<WorkoutID>] = [:]
        /// The entries both devices had changed since they last synced ("weight/2026.json:
        /// 2026-11-24"): the later edit of each stays, the other is replaced.
        var replaced: [String] = []
    }

    /// How a merge commit's message names an entry both devices had changed.
    static let editedMarker = "Edited on both devices: "

    /// The merge driver's report (`DocumentMerge.report`) as people read it: "path: entry".
    static func reportLines(_ report: URL) -> [String] {
        guard let data = (try? FileSystem.contents(of: report)) ?? nil else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            $0.split(separator: "\t", maxSplits: 1).joined(separator: ": ")
        }
    }

    /// git's merge driver: this program's `data merge`, wherever it is now, given the
    /// document's path too (named in what `sync` reports).
    static var driverCommand: String { "'\(executablePath)' data merge %O %A %B %P" }

    /// The driver git uses to merge older common ancestors first (several merge bases, with
    /// three devices): without the path, so it reports nothing (those edits are not this sync's).
    static var ancestorsDriverCommand: String { "'\(executablePath)' data merge %O %A %B" }

    /// What `sync --json` prints.
    struct Report: Encodable {
        let remote: String
        let reached: Bool
        let committed: Bool
        let offlineReason: String?
        let conflictCopies: Int
        let newDrafts: Int
        /// The entries both devices had changed: the later edit of each stayed.
        let editedOnBoth: [String]

        init(_ outcome: Outcome, remote: String) {
            self.remote = remote
            reached = outcome.offlineReason == nil
            committed = outcome.committed
            offlineReason = outcome.offlineReason
            conflictCopies = outcome.conflicts
            newDrafts = outcome.drafts
            editedOnBoth = outcome.replaced
        }
    }

    /// What a sync killed part-way left behind (it runs under the sync lock, which a killed
    /// sync's git commands keep until they end, so no git of another sync is at work here):
    /// git's lock files are removed and an unfinished merge is started again.
    static func recover(_ repository: GitRepository) {
        let git = repository.folder.appendingPathComponent(".git")
        for name in [
            "index.lock", "HEAD.lock", "ORIG_HEAD.lock", "config.lock", "packed-refs.lock",
            "refs/heads/main.lock",
            "refs/remotes/origin/main.lock", "FETCH_HEAD.lock",
        ] {
            try? FileManager.default.removeItem(at: git.appendingPathComponent(name))
        }
        if FileManager.default.fileExists(atPath: git.appendingPathComponent("MERGE_HEAD").path) {
            // Commands may have saved edits since the sync was killed: the documents as they are
            // now (each one whole: every writer replaces files atomically) go back after the
            // abort and are committed as local changes; merging them again is harmless.
            var kept: [(URL, Data)] = []
            for path in (repository.value("diff", "--name-only", "HEAD") ?? "").split(separator: "\n")
            where path.hasSuffix(".json") {
                let url = repository.folder.appendingPathComponent(String(path))
                guard let data = (try? FileSystem.contents(of: url)) ?? nil,
                    (try? JSONValue.parse(data)) != nil
                else { continue }
                kept.append((url, data))
            }
            defer { for (url, data) in kept { try? FileSystem.writeAtomically(data, to: url) } }
            repository.run("merge", "--abort")
            if FileManager.default.fileExists(atPath: git.appendingPathComponent("MERGE_HEAD").path) {
                repository.run("reset", "-q", "--merge")
            }
        }
    }

    struct Status: Encodable {
        let remote: String?
        let device: String?
        let lastSync: String?
        let localChanges: Int
        let ahead: Int?
        let behind: Int?
        let conflictCopies: Int
    }

    static var status: Command<RunContext> {
        Command(
            "status",
            summary: "Local changes, commits to send and to receive, the last sync, conflict copies",
            examples: ["sync status", "sync status --json"],
            action: { _, context in
                var repository = try repository(context)
                guard repository.exists else {
                    throw CLIError(
                        "This profile does not sync yet.", hint: "\(context.program) sync setup REMOTE",
                        code: .usage)
                }
                // `git status` refreshes git's index: not while a sync works in the folder.
                let held = try SyncLock.shared(in: repository.folder) {
                    context.console.printError(SyncLock.waitingNotice)
                }
                defer { held?.release() }
                repository.lock = held
                let counts = repository.aheadBehind
                let status = Status(
                    remote: repository.config("remote.origin.url"),
                    device: repository.config("fitshell.device"),
                    lastSync: repository.config("fitshell.lastsync"), localChanges: repository.changes.count,
                    ahead: counts?.ahead, behind: counts?.behind,
                    conflictCopies: ConflictCopies.find(in: repository.folder).count)
                if context.wantsJSON { return try context.printJSON(status) }
                let rows = [
                    ("Remote", status.remote ?? "none"), ("Device", status.device ?? "–"),
                    ("Last sync", status.lastSync.map { localMinute($0, context) } ?? "never"),
                    ("Local changes", Text.count(status.localChanges, "file")),
                    ("To send", status.ahead.map { Text.count($0, "commit") } ?? "–"),
                    (
                        "To receive",
                        status.behind.map { "\(Text.count($0, "commit")) (as of the last fetch)" } ?? "–"
                    ),
                    ("Conflict copies", "\(status.conflictCopies)"),
                ]
                for (label, value) in rows { context.console.print(PlainText.fitted(label, to: 16) + value) }
            })
    }

    // MARK: Steps

    /// Takes the sync lock exclusive (saying so when another sync, or the git a killed sync
    /// left running, holds it) and gives it to the git commands `repository` runs.
    static func holdExclusive(_ repository: inout GitRepository, context: RunContext) throws -> FileLock.Held
    {
        let held = try FileLock.hold(on: SyncLock.url(in: repository.folder), shared: false) {
            context.console.printError(SyncLock.syncWaitingNotice)
        }
        repository.lock = held
        return held
    }

    static func repository(_ context: RunContext) throws -> GitRepository {
        guard var repository = GitRepository(folder: context.location.folder) else {
            throw CLIError(
                "git is not installed.", hint: "Install it (Debian: apt install git).", code: .failure)
        }
        repository.date = "@\(Int(context.environment.clock.now.timeIntervalSince1970)) +0000"
        // Made like every data folder: private (0700).
        try FileSystem.ensureFolder(repository.folder)
        return repository
    }

    static func check(_ outcome: Spawn.Outcome, _ step: String) throws {
        guard outcome.status == 0 else {
            throw CLIError("\(step) failed: \(GitRepository.reason(outcome)).", code: .ioError)
        }
    }

    /// Derived and temporary files stay out of git, and so do file syncers' conflict copies
    /// (each device folds its own with 'data doctor --fix'); every document merges with
    /// fitshell. Rewritten only when they differ.
    static func writeIgnoreFiles(_ folder: URL) throws {
        let ignore = """
            # fitshell: locks, derived files (rebuilt after every sync), files set aside, conflict copies
            .*.lock
            *.corrupt-*
            *.tmp*
            *.sync-conflict-*
            *conflicted copy*
            workouts/history/index-*.json
            workouts/history/digests.json
            plans/.plan-summaries

            """
        for (name, text) in [(".gitignore", ignore), (".gitattributes", "*.json merge=fitshell\n")] {
            let url = folder.appendingPathComponent(name)
            if (try? FileSystem.contents(of: url)) ?? nil != Data(text.utf8) {
                try FileSystem.writeAtomically(Data(text.utf8), to: url)
            }
        }
    }

    /// Before local changes are committed: a document that cannot be read (a hand edit gone
    /// wrong, a file from a newer fitshell) stops the sync, so it never reaches the other
    /// devices; a document set aside here as corrupt comes back as last synced instead of its
    /// removal being sent to every device, and one written again since it was set aside (a
    /// `weight add` after the notice) gets the last synced version's entries merged back in:
    /// written from nothing, it lacks them without deleting them, and committed as it is, its
    /// change would remove them from every device.
    static func prepareLocal(_ repository: GitRepository, formats: [DocumentFormat], program: String) throws {
        // Raw output: each line's first two columns are its status (a leading blank included).
        let status = repository.run("status", "--porcelain", "-uall")
        guard status.status == 0 else { return }
        let inspector = FolderInspector(formats: formats)
        // The names set aside as corrupt in each folder, listed once per folder (a sync after
        // an import has thousands of new files in one folder).
        var setAsideIn: [String: Set<String>] = [:]
        func isSetAside(_ url: URL) -> Bool {
            let folder = url.deletingLastPathComponent().path
            if setAsideIn[folder] == nil {
                setAsideIn[folder] = Set(
                    FileSystem.names(inFolder: folder).compactMap { name in
                        name.firstRange(of: Quarantine.marker).map { String(name[..<$0.lowerBound]) }
                    })
            }
            return setAsideIn[folder]?.contains(url.lastPathComponent) == true
        }
        for line in status.output.split(separator: "\n") {
            guard line.count > 3 else { continue }
            let code = line.prefix(2)
            var path = String(line.dropFirst(3))
            if let arrow = path.firstRange(of: " -> ") { path = String(path[arrow.upperBound...]) }
            if path.hasPrefix("\"") { continue }  // a name git had to quote: not one of fitshell's
            guard path.hasSuffix(".json"),
                ConflictCopies.original(of: PlainText.lastPathComponent(path)) == nil
            else { continue }
            let url = repository.folder.appendingPathComponent(path)
            if code.contains("D") {
                if isSetAside(url) { repository.run("checkout", "-q", "HEAD", "--", path) }
                continue
            }
            let finding = inspector.checkDocument(path, in: repository.folder)
            if finding.severity == .problem {
                throw CLIError(
                    "\(path) cannot be read (\(finding.detail)); nothing was synced.",
                    hint:
                        "Undo the edit, or set it aside: mv '\(url.path)' '\(url.path)\(Quarantine.marker)manual' (any command that reads it does the same); the last synced version then comes back on the next sync.",
                    code: .dataError)
            }
            if code.contains("M"), isSetAside(url) {
                try mergeLastSynced(repository, path: path, formats: formats, program: program)
            }
        }
    }

    /// Merges the last synced version of the document at `path` (HEAD's) into the one here,
    /// entry by entry as two devices' versions merge (stamps decide; an entry this one deleted
    /// keeps its tombstone), under the document's lock. A document whose format is not merged
    /// entry by entry (a workout in progress, a derived file) is left as it is.
    ///
    /// - Throws: `CLIError` (65, nothing synced) when the two cannot be merged: committed as it
    ///   is, the document would delete the entries it lacks on every device.
    static func mergeLastSynced(
        _ repository: GitRepository, path: String, formats: [DocumentFormat], program: String
    ) throws {
        let shown = repository.run("cat-file", "blob", "HEAD:\(path)")
        guard shown.status == 0 else { return }
        let synced = Data(shown.output.utf8)
        let url = repository.folder.appendingPathComponent(path)
        try FileLock.withExclusiveLock(on: url) {
            guard let here = try FileSystem.contents(of: url),
                let name = DataArchive.envelopeFormat(of: here),
                let format = formats.first(where: { $0.name == name }),
                format.mergeLayout.map({ !$0.keepsBoth }) == true
            else { return }
            let merged: Data
            do {
                merged = try format.merge(base: nil, ours: here, theirs: synced)
            } catch {
                throw CLIError(
                    "\(path) was set aside as corrupt and written again, and cannot be merged with its last synced version (\(error)); nothing was synced.",
                    hint:
                        "Its last synced version is in git (git -C \(repository.folder.path) show HEAD:\(path)); the set-aside copy is beside it. Mend or remove the file, then sync again (\(program) data doctor checks it).",
                    code: .dataError)
            }
            if merged != here { try FileSystem.writeAtomically(merged, to: url) }
        }
    }

    /// Commits every local change; `false` when there was none.
    @discardableResult
    static func commitLocal(
        _ repository: GitRepository, device: String, context: RunContext, message: String?
    )
        -> Bool
    {
        repository.run("add", "-A")
        let changed = repository.changes
        guard !changed.isEmpty else { return false }
        let areas = Set(
            changed.map { line -> String in
                let path = line.dropFirst(3)
                return String(path.split(separator: "/").first ?? path).replacing(".json", with: "")
            }
        ).sorted()
        let text =
            "\(device): \(message ?? "\(Text.count(changed.count, "file")) changed") (\(areas.joined(separator: ", ")))"
        return repository.run("commit", "-q", "-m", text).status == 0
    }

    /// Merges `origin/main`; files git cannot merge keep this device's version and the other is
    /// written beside it as a conflict copy, except alternatives (the active workout), of which
    /// the one changed last stays and the other is kept as a draft. Returns how many conflict
    /// copies were written.
    @discardableResult
    static func merge(
        _ repository: GitRepository, device: String, formats: [DocumentFormat], context: RunContext,
        unrelated: Bool
    ) throws -> Int {
        var arguments = ["merge", "-q", "--no-edit"]
        if unrelated { arguments.append("--allow-unrelated-histories") }
        let outcome = repository.run(arguments + ["origin/main"])
        guard outcome.status != 0 else { return 0 }
        let unmerged = (repository.value("diff", "--name-only", "--diff-filter=U") ?? "").split(
            separator: "\n")
        guard !unmerged.isEmpty else {
            repository.run("merge", "--abort")
            if outcome.output.contains("unrelated histories") {
                throw CLIError(
                    "origin's history is not this folder's: the remote was made again, or is another repository; nothing was merged.",
                    hint:
                        "If it holds this profile's data (or is empty), join it again: \(context.program) sync setup \(repository.config("remote.origin.url") ?? "REMOTE")",
                    code: .dataError)
            }
            throw CLIError("git merge failed: \(GitRepository.reason(outcome)).", code: .ioError)
        }
        let stamp = now(context).filter { $0.isNumber }.prefix(14)
        var copies = 0
        for path in unmerged.map(String.init) {
            let url = repository.folder.appendingPathComponent(path)
            let ours = repository.value("show", ":2:\(path)")
            let theirs = repository.value("show", ":3:\(path)")
            let alternatives = (ours ?? theirs).flatMap { text in
                let name = (try? JSONValue.parse(Array(text.utf8)))?["format"]?.string
                return formats.first { $0.name == name && $0.mergeLayout?.keepsBoth == true }
            }
            if let alternatives, let ours, let theirs,
                let (kept, draft) = try? alternatives.alternatives(
                    ours: Data(ours.utf8), theirs: Data(theirs.utf8))
            {
                // Two workouts in progress: the one changed last stays, the other is a draft.
                try FileSystem.writeAtomically(kept, to: url)
                if let draft { try ConflictCopies.keepDraft(draft, of: url) }
                repository.run("add", "--", path)
                continue
            }
            guard let ours, let theirs else {
                // Deleted on one side, changed on the other (a plan, a workout): the change stays
                // only when it was made after the commit that deleted the file.
                let changed = ours ?? theirs ?? ""
                let deletedBy = ours == nil ? "HEAD" : "origin/main"
                let deletedAt =
                    Int(repository.value("log", "-1", "--format=%ct", deletedBy, "--", path) ?? "") ?? 0
                let kept = latestEdit(in: changed) > deletedAt
                if let report = repository.environment[DocumentMerge.reportVariable] {
                    DocumentMerge.report(
                        [
                            kept
                                ? "deleted on one device and changed later on the other: kept, with the change"
                                : alternatives != nil
                                    ? "changed on one device and finished or cancelled on the other: kept as a draft"
                                    : "changed on one device and deleted later on the other: deleted"
                        ], of: path, document: Data(changed.utf8), to: report)
                }
                if kept {
                    repository.run("checkout", ours == nil ? "--theirs" : "--ours", "--", path)
                    repository.run("add", "--", path)
                } else {
                    // A workout in progress changed here and finished (or cancelled) there is
                    // kept as a draft: its sets may not all be in what the other device saved.
                    if alternatives != nil { try ConflictCopies.keepDraft(Data(changed.utf8), of: url) }
                    repository.run("rm", "-q", "--", path)
                }
                continue
            }
            // Both changed a file git cannot merge: ours stays, theirs is kept beside it.
            let name = url.deletingPathExtension().lastPathComponent
            let copy = url.deletingLastPathComponent().appendingPathComponent(
                "\(name).sync-conflict-\(stamp)-origin.json")
            try Data((theirs + "\n").utf8).write(to: copy)
            copies += 1
            _ = ours
            repository.run("checkout", "--ours", "--", path)
            repository.run("add", "--", path)
        }
        repository.run("add", "-A")
        try check(repository.run("commit", "-q", "--no-edit"), "git commit")
        return copies
    }

    /// Stops before merging when `origin/main` holds a document written by a newer fitshell
    /// (among the files changed there since the last merge, or all of them): merged here it
    /// would be refused or, worse, rewritten by a reader that does not know its new fields.
    static func refuseNewer(_ repository: GitRepository, formats: [DocumentFormat], everything: Bool)
        throws
    {
        var paths: [String] = []
        if !everything {
            paths = (repository.value("diff", "--name-only", "HEAD...origin/main") ?? "").split(
                separator: "\n"
            ).map(String.init).filter { $0.hasSuffix(".json") }
            guard !paths.isEmpty else { return }
        }
        // One git process reads the envelopes: each file's format name and version (no fitshell
        // document has another member named "version"; a quoted one inside a text is escaped).
        var arguments = [
            "grep", "-I", "-o", "-E", "-e", #""format" ?: ?"fitshell\.[a-z-]+""#, "-e",
            #""version" ?: ?[0-9]+"#,
            "origin/main", "--",
        ]
        arguments += paths.count > 500 || paths.isEmpty ? ["*.json"] : paths
        let found = repository.run(arguments)
        guard found.status == 0 else { return }
        // origin/main:PATH:MATCH, a file's matches together.
        var files: [Substring: (format: Substring?, version: Int)] = [:]
        for line in found.output.split(separator: "\n") {
            guard let end = line.firstRange(of: ".json:") else { continue }
            let file = line[..<end.lowerBound]
            let match = line[end.upperBound...]
            var entry = files[file] ?? (nil, 0)
            if match.hasPrefix("\"format\"") {
                entry.format = match.split(separator: "\"").dropFirst(2).first
            } else if let version = Int(String(match.reversed().prefix { $0.isNumber }.reversed())) {
                entry.version = max(entry.version, version)
            }
            files[file] = entry
        }
        for (_, entry) in files.sorted(by: { $0.key < $1.key }) {
            guard let name = entry.format, let format = formats.first(where: { $0.name == name }),
                entry.version > format.currentVersion
            else { continue }
            throw CLIError(
                "origin holds \(name) data written by a newer fitshell (format \(entry.version); this one reads up to \(format.currentVersion)); nothing was merged.",
                hint:
                    "Update fitshell on this device, then sync again. Edits made here are committed and wait.",
                code: .dataError)
        }
    }

    /// `3 h 20 min`, `2 days`.
    static func duration(_ seconds: Int) -> String {
        if seconds >= 2 * 86_400 { return "\(seconds / 86_400) days" }
        if seconds >= 3600 { return "\(seconds / 3600) h \(seconds / 60 % 60) min" }
        return "\(seconds / 60) min"
    }

    /// The time (seconds since 1970) of the latest edit stamped in a document's text, 0 without.
    static func latestEdit(in text: String) -> Int {
        guard let document = try? JSONValue.parse(Array(text.utf8)) else { return 0 }
        var latest: Int64 = 0
        for section in ["stamps", "deleted"] {
            guard case .object(let members)? = document["sync"]?[section] else { continue }
            for value in members.values {
                if let stamp = value.string.flatMap(HybridStamp.init) { latest = max(latest, stamp.millis) }
            }
        }
        return Int(latest / 1000)
    }

    /// The history index and statistics are not synced: they are rebuilt from the workout files,
    /// for the workouts whose files the sync changed and any year whose index does not match.
    static func rebuildDerived(_ context: RunContext, years: [Int: Set<WorkoutID>]) async throws {
        let store = context.workoutStore
        let stale = Set(years.keys).union(try await store.indexIssues().map(\.year))
        for year in stale.sorted() { _ = try store.rebuildIndex(year: year, refreshing: years[year] ?? []) }
        if !stale.isEmpty { try await store.forgetDigests() }
    }

    /// Whether the fetched `origin/main` holds fitshell documents.
    static func isFitshellFolder(_ repository: GitRepository) -> Bool {
        let files = (repository.value("ls-tree", "-r", "--name-only", "origin/main") ?? "").split(
            separator: "\n")
        // A profile set up empty holds only the git settings files fitshell wrote.
        guard let json = files.first(where: { $0.hasSuffix(".json") }) else {
            return files.allSatisfy { $0 == ".gitignore" || $0 == ".gitattributes" }
        }
        return (repository.value("show", "origin/main:\(json)") ?? "").contains("\"fitshell.")
    }

    /// The injected clock's time in ISO 8601 (`2026-11-21T07:33:00Z`), for `sync status`.
    static func now(_ context: RunContext) -> String {
        let seconds = Int(context.environment.clock.now.timeIntervalSince1970)
        let day = LocalDate(daysSinceEpoch: Int((Double(seconds) / 86_400).rounded(.down)))
        let second = ((seconds % 86_400) + 86_400) % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(day)T\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60))Z"
    }

    /// This program's path, for git to run as the merge driver.
    static var executablePath: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments.first ?? "fitshell" }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// An instant as written in the sync settings (`2026-11-27T09:02:43Z`), shown as the local day
/// and minute (`2026-11-27 10:02`); the text as it is when it does not read as an instant.
private func localMinute(_ text: String, _ context: RunContext) -> String {
    guard let instant = InstantText.parse(text) else { return text }
    let (day, seconds) = context.timeZone.local(instant)
    return "\(day) \(PlainText.zeroPadded(seconds / 3_600, 2)):\(PlainText.zeroPadded(seconds / 60 % 60, 2))"
}
