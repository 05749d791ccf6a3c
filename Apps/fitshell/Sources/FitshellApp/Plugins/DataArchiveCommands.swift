import CommandKit
import CoreModels
import ShellKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `data export|import`: one versioned archive of a whole profile.
enum DataArchiveCommands {
    static var export: Command<RunContext> {
        Command(
            "export", summary: "Write everything in the profile to one archive file (JSON)",
            examples: [
                "data export backup.json", "--profile partner data export partner.json",
            ],
            arguments: [Argument("file", help: "the archive to write, or - for standard output")],
            options: [.flag("yes", short: "y", help: "overwrite an existing file without asking")],
            action: { invocation, context in
                let archive = try DataArchive.collect(context.location.folder)
                let text = String(decoding: try archive.encoded(), as: UTF8.self) + "\n"
                try OutputFile.write(
                    text, to: invocation.argument("file") ?? "-", yes: invocation.flag("yes"),
                    context: context)
                if invocation.argument("file") != "-" {
                    context.console.print(
                        "\(context.style.success("Exported")) \(archive.entries.count) files of profile \(context.location.profile)."
                    )
                }
            })
    }

    struct ImportJSON: Encodable {
        let written: [String]
        /// Documents both had, merged entry by entry (each entry keeps its latest change).
        let merged: [String]
        let conflicts: [String]
    }

    static func importArchive(
        formats: [DocumentFormat], derived: @escaping @Sendable (String) -> Bool = { _ in false }
    ) -> Command<RunContext> {
        Command(
            "import", summary: "Restore an archive into an empty profile (or --merge into this one)",
            discussion: "Every document is checked before anything is written. With --merge, a document the\n"
                + "profile also has is merged entry by entry, as a sync merges (each entry keeps its latest\n"
                + "change; a deleted one stays deleted); one that cannot be merged keeps the profile's version\n"
                + "and is listed. Nothing is duplicated.",
            examples: [
                "--profile restored data import backup.json",
                "data import backup.json --merge",
            ],
            arguments: [Argument("file", help: "the archive, or - for standard input")],
            options: [.flag("merge", help: "add the archive's files to a profile that already has data")],
            action: { invocation, context in
                // A profile with data needs --merge or another profile: a usage error (64), said
                // before the archive is read.
                if !invocation.flag("merge"), DataArchive.holdsDocuments(context.location.folder) {
                    throw CLIError.usage(
                        "The profile \(context.location.profile) already has data.",
                        hint:
                            "Import into an empty profile (--profile NAME) or add --merge to keep what is here and add the rest (it also finishes an import that was stopped part-way)."
                    )
                }
                let data = try InputFile.read(invocation.argument("file") ?? "-", context: context)
                let archive = try DataArchive.decode(data, formats: formats)
                // Ctrl-C, a closed terminal or a TERM waits until every document is in place.
                let (written, differing) = try await InterruptDeferral.hold(
                    notice: "Stopping once the archive's documents are in place…"
                ) {
                    try archive.restore(into: context.location.folder, merge: invocation.flag("merge"))
                }
                // A derived file kept as it is here is made again from the merged sources on use;
                // a document both have is merged entry by entry (it was kept whole, and the
                // archive's entries of it, a backed-up weigh-in, lost).
                let (merged, conflicts) = try archive.merge(
                    differing.filter { !derived(PlainText.lastPathComponent($0)) },
                    into: context.location.folder,
                    formats: formats)
                if context.wantsJSON {
                    return try context.printJSON(
                        ImportJSON(written: written, merged: merged, conflicts: conflicts))
                }
                context.console.print(
                    "\(context.style.success("Imported")) \(Text.count(written.count, "file")) into profile \(context.location.profile)."
                )
                if !merged.isEmpty {
                    context.console.print(
                        "Merged \(Text.count(merged.count, "file")) this profile also had, entry by entry (each entry keeps its latest change; a deleted one stays deleted)."
                    )
                }
                if !conflicts.isEmpty {
                    context.console.print(
                        "Kept this profile's version of \(Text.count(conflicts.count, "file")) that cannot be merged with the archive's:"
                    )
                    for path in conflicts.prefix(20) { context.console.print("  \(path)") }
                }
            })
    }
}
