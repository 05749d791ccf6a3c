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
        let conflicts: [String]
    }

    static func importArchive(
        formats: [DocumentFormat], derived: @escaping @Sendable (String) -> Bool = { _ in false }
    ) -> Command<RunContext> {
        Command(
            "import", summary: "Restore an archive into an empty profile (or --merge into this one)",
            discussion: "Every document is checked before anything is written. With --merge, files already\n"
                + "present are kept; ones that differ from the archive are listed, never duplicated.",
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
                // A derived file kept as it is here is made again from the merged sources on use.
                let conflicts = differing.filter { !derived(PlainText.lastPathComponent($0)) }
                if context.wantsJSON {
                    return try context.printJSON(ImportJSON(written: written, conflicts: conflicts))
                }
                context.console.print(
                    "\(context.style.success("Imported")) \(written.count) files into profile \(context.location.profile)."
                )
                if !conflicts.isEmpty {
                    context.console.print(
                        "Kept this profile's version of \(conflicts.count) files that differ from the archive:"
                    )
                    for path in conflicts.prefix(20) { context.console.print("  \(path)") }
                }
            })
    }
}
