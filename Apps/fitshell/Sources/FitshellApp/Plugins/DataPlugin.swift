import CommandKit
import CoreModels
import Plans
import PlansCommands
import ShellKit
import WorkoutSession
import WorkoutSessionCommands

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `data …`: where data lives, checking it, and removing it.
public enum DataPlugin {
    static func plugin(formatsOf plugins: [Plugin]) -> Plugin {
        // Derived files (a history index, the kept digests) are made again from their sources:
        // a merge that keeps this profile's version of one has nothing to report about it.
        let derived: @Sendable (String) -> Bool = { name in plugins.contains { $0.isDerived(name) } }
        return Plugin(
            name: "data",
            commands: [
                command(
                    formats: formats(of: plugins), archiveFormats: plugins.flatMap(\.documentFormats),
                    derived: derived)
            ])
    }

    /// The document formats of `plugins` and of the profile's own files.
    static func formats(of plugins: [Plugin]) -> [DocumentFormat] {
        (plugins + [ProfilePlugin.plugin]).flatMap(\.documentFormats)
    }

    /// The `data` commands; `archiveFormats` are those a profile's folder holds (an archive is
    /// one profile: the data root's own file, which names the profile in use, is none of them).
    static func command(
        formats: @autoclosure @escaping @Sendable () -> [DocumentFormat],
        archiveFormats: @autoclosure @escaping @Sendable () -> [DocumentFormat],
        derived: @escaping @Sendable (String) -> Bool = { _ in false }
    ) -> Command<RunContext> {
        Command(
            "data", summary: "Show, check or reset your data folder",
            examples: ["data path", "data doctor", "data reset --yes"],
            subcommands: [
                path, doctor(formats: formats(), derived: derived), reset,
                DataMergeCommand.command(formats: formats()),
                DataArchiveCommands.export,
                DataArchiveCommands.importArchive(formats: archiveFormats(), derived: derived),
            ],
            defaultSubcommand: "path")
    }

    struct PathJSON: Encodable {
        let root: String
        let rootSource: String
        let profile: String
        let folder: String
    }

    static var path: Command<RunContext> {
        Command(
            "path", summary: "Print the data folder of the profile in use",
            examples: ["data path", "data path --json"],
            action: { _, context in
                let location = context.location
                if context.wantsJSON {
                    return try context.printJSON(
                        PathJSON(
                            root: location.root.path, rootSource: location.rootSource,
                            profile: location.profile,
                            folder: location.folder.path))
                }
                context.console.print(location.folder.path)
            })
    }

    static func doctor(
        formats: [DocumentFormat], derived: @escaping @Sendable (String) -> Bool = { _ in false }
    ) -> Command<RunContext> {
        Command(
            "doctor", summary: "Check every data file and list problems (--fix rebuilds derived files)",
            discussion: """
                Exit status 0 when every file is valid, 65 when a problem was found. The history index
                is derived from the workout files: workouts it does not list (an interrupted import)
                and lines whose file is gone are reported, and --fix rebuilds it from the files.
                Conflict copies left by Syncthing, Dropbox or Nextcloud (NAME.sync-conflict-*, "NAME (… conflicted
                copy …)") are reported; --fix merges each into its file entry by entry and removes it once the
                merge is saved.
                """,
            examples: ["data doctor", "data doctor --fix", "data doctor --json", "data doctor --verbose"],
            options: [
                .flag("verbose", help: "list every valid file too (by default they are counted per folder)"),
                .flag(
                    "fix",
                    help:
                        "rebuild history indexes that disagree with the workout files; merge file syncers' conflict copies"
                ),
            ],
            action: { invocation, context in
                let inspector = FolderInspector(formats: formats, derived: derived)
                let root = context.location.root
                let copies = DataMergeCommand.conflictCopies(
                    in: root, formats: formats, fix: invocation.flag("fix"))
                // Conflict copies are reported as such (and merged by --fix), not as documents.
                var findings = inspector.inspect(root).filter { finding in
                    !copies.contains { $0.path == finding.path }
                }
                findings += copies
                var issues = try await context.workoutStore.indexIssues(comparingLines: true)
                var stale = try await context.workoutStore.keptDigestsMismatches()
                var summaries = try await context.planStore.summariesMismatch()
                let summariesPath = profilePath(
                    "\(RunContext.plansFolder)/\(JSONFilePlanStore.summariesFileName)", context)
                if invocation.flag("fix"), summaries {
                    try await context.planStore.forgetSummaries()
                    _ = try await context.plans.summaries()
                    findings.append(
                        FolderInspector.Finding(
                            path: summariesPath, severity: .note,
                            detail: "plan summaries made again from the plans"))
                    summaries = try await context.planStore.summariesMismatch()
                }
                if summaries {
                    findings.append(
                        FolderInspector.Finding(
                            path: summariesPath, severity: .problem,
                            detail:
                                "the kept plan summaries do not match the plans; '\(context.program) data doctor --fix' makes them again"
                        ))
                }
                if invocation.flag("fix") {
                    for issue in issues {
                        try context.workoutStore.rebuildIndex(year: issue.year, refreshing: Set(issue.stale))
                    }
                    findings += issues.map { issue in
                        FolderInspector.Finding(
                            path: indexPath(issue.year, context), severity: .note,
                            detail: "rebuilt from the workout files (\(describe(issue)))")
                    }
                    issues = try await context.workoutStore.indexIssues(comparingLines: true)
                    if !stale.isEmpty {
                        try await context.workoutStore.rebuildKeptDigests()
                        findings += stale.map {
                            FolderInspector.Finding(
                                path: digestPath(context), severity: .note,
                                detail: "\($0) rebuilt from the index")
                        }
                        stale = try await context.workoutStore.keptDigestsMismatches()
                    }
                }
                findings += stale.map {
                    FolderInspector.Finding(
                        path: digestPath(context), severity: .problem,
                        detail:
                            "the kept \($0) do not match the index; '\(context.program) data doctor --fix' rebuilds them"
                    )
                }
                findings += issues.map { issue in
                    FolderInspector.Finding(
                        path: indexPath(issue.year, context), severity: .problem,
                        detail: "\(describe(issue)); '\(context.program) data doctor --fix' rebuilds it")
                }
                if context.wantsJSON {
                    try context.printJSON(findings)
                } else {
                    print(findings, verbose: invocation.flag("verbose"), context: context)
                }
                if findings.contains(where: { $0.severity == .problem }) {
                    throw CLIError(
                        "Problems were found in \(context.location.root.path).",
                        hint:
                            "A file fitshell cannot read is set aside as NAME.corrupt-* the next time it is used (the rest is unaffected); the other FAIL lines say what to do.",
                        code: .dataError)
                }
            })
    }

    /// The kept digests file, relative to the data root (as the other findings are).
    static func digestPath(_ context: RunContext) -> String { historyPath("digests.json", context) }

    /// The index file of `year`, relative to the data root (as the other findings are).
    static func indexPath(_ year: Int, _ context: RunContext) -> String {
        historyPath("index-\(year).json", context)
    }

    /// The file `name` of the history folder, relative to the data root.
    static func historyPath(_ name: String, _ context: RunContext) -> String {
        profilePath("\(RunContext.workoutsFolder)/history/\(name)", context)
    }

    /// The file at `relative` in the profile's folder, relative to the data root.
    static func profilePath(_ relative: String, _ context: RunContext) -> String {
        let profile = context.location.folder.path.dropFirst(context.location.root.path.count + 1)
        return (profile.isEmpty ? "" : profile + "/") + relative
    }

    /// "3 workouts not listed, 1 line without its file".
    static func describe(_ issue: IndexIssue) -> String {
        if issue.unreadable { return "the index cannot be read" }
        return [
            issue.unlisted > 0 ? Text.count(issue.unlisted, "workout") + " not listed" : nil,
            issue.missing > 0 ? Text.count(issue.missing, "line") + " without its file" : nil,
            issue.stale.isEmpty
                ? nil : Text.count(issue.stale.count, "line") + " not matching its workout file",
        ].compactMap { $0 }.joined(separator: ", ")
    }

    private static func print(_ findings: [FolderInspector.Finding], verbose: Bool, context: RunContext) {
        let style = context.style
        let console = context.console
        console.print("Checking \(context.location.root.path)")
        if findings.isEmpty { console.print("  No data yet.") }
        // Valid files are counted per folder (a 10-year history has thousands); notes and
        // problems are always listed.
        let valid = findings.filter { $0.severity == .ok }
        if !verbose, !valid.isEmpty {
            var counts: [String: Int] = [:]
            for finding in valid {
                let folder = finding.path.split(separator: "/").dropLast().joined(separator: "/")
                counts[folder.isEmpty ? "." : folder, default: 0] += 1
            }
            for (folder, count) in counts.sorted(by: { $0.key < $1.key }) {
                console.print(
                    "  \(style.success("ok  ")) \(folder)/  \(style.muted(Text.count(count, "valid file")))")
            }
        }
        for finding in findings where verbose || finding.severity != .ok {
            let mark: String
            switch finding.severity {
            case .ok: mark = style.success("ok  ")
            case .note: mark = style.muted("note")
            case .problem: mark = style.error("FAIL")
            }
            console.print("  \(mark) \(finding.path)  \(style.muted(finding.detail))")
        }
        let problems = findings.filter { $0.severity == .problem }.count
        // A file set aside earlier is no problem of the files in use, but its data is not in use.
        let setAside = findings.filter { $0.severity == .note && Quarantine.isQuarantined($0.path) }.count
        let aside =
            setAside == 0
            ? ""
            : " \(setAside == 1 ? "1 file was" : "\(setAside) files were") set aside earlier: what \(setAside == 1 ? "it holds is" : "they hold is") not in use (see above)."
        console.print(
            problems == 0
                ? style.success(setAside == 0 ? "All files are valid." : "All files in use are valid.")
                    + aside
                : style.error("\(Text.count(problems, "problem")) found.") + aside)
    }

    static var reset: Command<RunContext> {
        Command(
            "reset", summary: "Delete all data of the profile in use (or of every profile with --all)",
            examples: [
                "data reset", "data reset --yes", "data reset --all --yes",
            ],
            options: [
                .flag("yes", short: "y", help: "Confirm without asking."),
                .flag("all", help: "Delete the whole data folder: every profile."),
            ],
            action: { invocation, context in
                let all = invocation.flag("all")
                let target = all ? context.location.root : context.location.folder
                let what =
                    all
                    ? "delete ALL fitshell data (every profile) in \(target.path)"
                    : "delete all data of profile '\(context.location.profile)' in \(target.path)"
                try Prompt.requireConfirmation(what, yes: invocation.flag("yes"), console: context.console)
                do {
                    if FileManager.default.fileExists(atPath: target.path) {
                        try FileManager.default.removeItem(at: target)
                    }
                } catch {
                    throw StorageError.saveFailure(file: target.path, reason: "\(error)")
                }
                context.console.print("\(context.style.success("Deleted")) \(target.path).")
            })
    }
}
