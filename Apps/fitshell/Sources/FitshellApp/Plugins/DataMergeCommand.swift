import CommandKit
import CoreModels
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `data merge BASE OURS THEIRS`: git's merge driver for fitshell's documents, and the conflict
/// copies file syncers leave, folded back by `data doctor --fix`.
enum DataMergeCommand {
    static func command(formats: [DocumentFormat]) -> Command<RunContext> {
        // git runs it while a sync holds the folder's lock; it touches only the files it is given.
        var command = Command<RunContext>(
            "merge",
            summary: "Merge two devices' versions of a data file entry by entry (git's merge driver)",
            discussion: """
                Writes the merge of OURS and THEIRS into OURS: each entry (a day's weight or journal, a supplement
                mark, a setting, a chart, a plan…) keeps its latest change, stamped when it was saved; a deleted
                entry stays deleted; entries only one side has are kept. BASE, their common ancestor, only breaks
                ties between entries saved before stamps were kept. Exit 0 when merged; 1 when the files cannot be
                merged (not fitshell documents, different formats or versions, a derived file such as the history
                index, or a result that would not be valid), and OURS is left as it was. As git's driver:
                git config merge.fitshell.driver "fitshell data merge %O %A %B %P"
                With PATH (the document's path) and FITSHELL_MERGE_REPORT set to a file, the entries both
                versions changed since BASE are added to that file, one line each: PATH, a tab, the entry. 'sync'
                sets it and says which edits of the other device the later one replaced.
                """,
            examples: ["data merge base.json ours.json theirs.json"],
            arguments: [
                .init("base", help: "the common ancestor (may be empty)"),
                .init("ours", help: "our version; the result goes here"),
                .init("theirs", help: "their version"),
                .init("path", help: "the document's path, named in the merge report", isRequired: false),
            ],
            action: { invocation, context in
                let paths = ["base", "ours", "theirs"].map { invocation.argument($0) ?? "" }
                func read(_ path: String) throws -> Data? {
                    do { return try FileSystem.contents(of: URL(fileURLWithPath: path)) } catch {
                        throw CLIError("Cannot read \(path): \(error)", code: .ioError)
                    }
                }
                guard let ours = try read(paths[1]), let theirs = try read(paths[2]) else {
                    throw CLIError("Both OURS and THEIRS must exist.", code: .failure)
                }
                // No base: an empty path or /dev/null (a device, which the document reader refuses).
                let base =
                    paths[0].isEmpty || paths[0] == "/dev/null"
                    ? nil : try read(paths[0]).flatMap { $0.isEmpty ? nil : $0 }
                let merged = try merge(base: base, ours: ours, theirs: theirs, formats: formats)
                do {
                    try FileSystem.writeAtomically(merged, to: URL(fileURLWithPath: paths[1]))
                } catch {
                    throw CLIError("Cannot write \(paths[1]): \(error)", code: .ioError)
                }
                // Without PATH (git's merge of older common ancestors, merge.fitshell.recursive)
                // nothing is reported: those edits are not this merge's.
                if let report = context.environment.variables[DocumentMerge.reportVariable], !report.isEmpty,
                    let path = invocation.argument("path")
                {
                    reportBothChanged(
                        base: base, ours: ours, theirs: theirs, merged: merged, path: path, formats: formats,
                        to: report)
                }
            })
        command.managesSyncLock = true
        return command
    }

    /// Adds to the file at `report` one line for each entry `ours` and `theirs` both changed
    /// since `base`: `path` (with the document's name, when it has one), a tab, the entry. A
    /// report that cannot be written is left out: the merge itself is saved.
    static func reportBothChanged(
        base: Data?, ours: Data, theirs: Data, merged: Data, path: String, formats: [DocumentFormat],
        to report: String
    ) {
        let root = try? JSONValue.parse(merged)
        guard let name = root?["format"]?.string, let format = formats.first(where: { $0.name == name })
        else {
            return
        }
        let entries = format.bothChanged(base: base, ours: ours, theirs: theirs)
        DocumentMerge.report(entries, of: path, document: merged, to: report)
    }

    /// The merge of two versions of one document, checked to be a valid document of its format.
    ///
    /// - Throws: `CLIError` (exit 1) when they cannot be merged.
    static func merge(base: Data?, ours: Data, theirs: Data, formats: [DocumentFormat]) throws -> Data {
        let name = (try? JSONValue.parse(ours))?["format"]?.string ?? ""
        guard let format = formats.first(where: { $0.name == name && $0.mergeLayout != nil }) else {
            throw CLIError(
                name.isEmpty
                    ? "Not a fitshell document: nothing was merged."
                    : "\(name) files are not merged (derived files are rebuilt; others are not fitshell's).")
        }
        do {
            return try format.merge(base: base, ours: ours, theirs: theirs)
        } catch {
            throw CLIError("Cannot merge: \(error.description); nothing was merged.")
        }
    }

    /// `data doctor`'s findings for conflict copies below `root`; with `fix`, each is merged into
    /// its file (durably) and then removed.
    static func conflictCopies(in root: URL, formats: [DocumentFormat], fix: Bool) -> [FolderInspector
        .Finding]
    {
        ConflictCopies.find(in: root).map { copy in
            let path = String(copy.copy.path.dropFirst(root.path.count + 1))
            let original = copy.original.lastPathComponent
            let name = (try? FileSystem.contents(of: copy.copy)).flatMap { $0 }.flatMap {
                try? JSONValue.parse($0)
            }?["format"]?.string
            guard let format = formats.first(where: { $0.name == name && $0.mergeLayout != nil }) else {
                return .init(
                    path: path, severity: .problem,
                    detail:
                        "a file syncer's conflict copy of \(original) that cannot be merged; look at both and delete one"
                )
            }
            guard fix else {
                return .init(
                    path: path, severity: .problem,
                    detail: "a file syncer's conflict copy of \(original); 'data doctor --fix' merges it in")
            }
            do {
                try ConflictCopies.fold(copy, format: format)
                return .init(path: path, severity: .note, detail: "merged into \(original) and removed")
            } catch {
                return .init(path: path, severity: .problem, detail: "not merged into \(original): \(error)")
            }
        }
    }
}
