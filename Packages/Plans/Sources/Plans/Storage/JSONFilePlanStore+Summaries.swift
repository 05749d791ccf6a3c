import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `plans/.plan-summaries`: what a list shows of each plan file, with the file's stamp (inode,
/// size, modification and status-change times) when it was read. A derived file: a plan file whose stamp differs
/// (written since, by this fitshell, another one or a sync) is read again, a missing or
/// unreadable summaries file is made again, and nothing else relies on it. It is never synced
/// or archived, and `data doctor` checks it against the plan files.
///
/// Its text: a first line `fitshell.plan-summaries 1`, then one line a plan, fields apart by tabs:
/// file name, stamp (`inode-size-modified-changed`), id, created and last used (seconds since 2001-01-01 as Swift prints them
/// exactly, `-` for never), source, exercise count, name. A plan whose name holds a tab or a line
/// break is not kept (it is read each time).
extension JSONFilePlanStore {
    /// The summaries file's name in the plans folder.
    public static let summariesFileName = ".plan-summaries"
    static let summariesHeader = "fitshell.plan-summaries 1"

    /// A kept line: the file's stamp when it was read, and its plan's summary.
    struct KeptSummary: Equatable {
        let stamp: String
        let summary: PlanSummary
    }

    /// The summaries file as read: the second it was written and its lines by file name.
    struct KeptSummaries {
        var written = 0
        var entries: [String: KeptSummary] = [:]

        /// The kept summary of a plan file whose stamp is now `current`, when it can be trusted:
        /// the stamp is the one kept, and the file changed more than a second before the
        /// summaries were written. A file changed within that second may have changed again in
        /// it, unseen by a file system that keeps whole seconds (and an inode freed is soon
        /// given again), as git treats a racily clean index entry: it is read again.
        func trusted(_ name: String, current: FileStamp?) -> KeptSummary? {
            guard let current, let entry = entries[name], entry.stamp == JSONFilePlanStore.stamp(current),
                current.changed.seconds < written - 1
            else { return nil }
            return entry
        }
    }

    /// What a list shows of every readable plan, in the order of `all()`: a plan file unchanged
    /// since it was summarized is not read. The summaries file is written again when a file
    /// was read (best effort: a list that cannot write it still lists).
    public func summaries() async throws -> [PlanSummary] {
        let kept = keptSummaries()
        var keep: [String: KeptSummary] = [:]
        var summaries: [PlanSummary] = []
        var read = false
        for name in planFileNames() {
            let path = path(of: name)
            let current = FileStamp(path: path)
            if let entry = kept.trusted(name, current: current) {
                keep[name] = entry
                summaries.append(entry.summary)
                continue
            }
            read = true
            guard
                let plan = try Self.load(
                    DocumentFile<PlanFile>(path: path, context: context), context: context)
            else { continue }
            let summary = PlanSummary(plan)
            summaries.append(summary)
            // Kept only when the file did not change while it was read. One that cannot be
            // stamped (a link to nothing) is read, and reported, as `all()` reads it.
            if let current, FileStamp(path: path) == current {
                keep[name] = KeptSummary(stamp: Self.stamp(current), summary: summary)
            }
        }
        if read || keep.count != kept.entries.count { writeSummaries(keep) }
        return summaries.sorted(by: PlanSummary.listed)
    }

    /// Whether a kept summary claims to come from a plan file as it is now but differs from what
    /// the file says (a hand edit of the summaries file, a copy from elsewhere): `data doctor`
    /// reports it.
    ///
    /// - Throws: `StorageError` when a plan file cannot be read.
    public func summariesMismatch() async throws -> Bool {
        let kept = keptSummaries()
        // Only the folder's own plan files: a name in the summaries file is not trusted as a path.
        for name in planFileNames() {
            let path = path(of: name)
            guard let entry = kept.trusted(name, current: FileStamp(path: path)) else { continue }
            let plan = try Self.load(DocumentFile<PlanFile>(path: path, context: context), context: context)
            if plan.map(PlanSummary.init) != entry.summary { return true }
        }
        return false
    }

    /// Forgets the kept summaries (the next list reads every plan file and keeps them again).
    ///
    /// - Throws: `StorageError` when the file cannot be removed.
    public func forgetSummaries() async throws {
        try FileSystem.remove(URL(fileURLWithPath: path(of: Self.summariesFileName)))
    }

    /// What tells a plan file apart from a later one: inode, size, modification and status-change
    /// times (a file made unreadable since keeps its modification time, not its status change,
    /// and must be read to say so), as the summaries file writes it.
    static func stamp(_ file: FileStamp) -> String {
        "\(file.digestSource)-\(file.changed.seconds).\(file.changed.nanoseconds)"
    }

    /// The kept summaries by file name; empty when there is no file or it is not one this
    /// fitshell writes. A line that does not read is left out (its plan is read again).
    nonisolated func keptSummaries() -> KeptSummaries {
        let summariesPath = path(of: Self.summariesFileName)
        guard let written = FileStamp(path: summariesPath)?.modified.seconds,
            let data = try? FileSystem.contents(atPath: summariesPath)
        else {
            return KeptSummaries()
        }
        // Split as bytes: a tab and a line break are never inside a character of UTF-8 text,
        // and walking characters was most of reading the file.
        let bytes = [UInt8](data)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        guard let header = lines.first, header.elementsEqual(Self.summariesHeader.utf8) else {
            return KeptSummaries()
        }
        var kept = KeptSummaries(written: written)
        for line in lines.dropFirst() {
            let fields = line.split(
                separator: UInt8(ascii: "\t"), maxSplits: 7, omittingEmptySubsequences: false
            )
            .map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 8, !fields[0].contains("/"), let id = UUID(uuidString: fields[2]),
                let created = Double(fields[3]), created.isFinite,
                let source = Plan.Source(rawValue: fields[5]),
                let count = Int(fields[6]), count >= 0, !fields[7].isEmpty
            else { continue }
            let lastUsed: Date?
            if fields[4] == "-" {
                lastUsed = nil
            } else if let seconds = Double(fields[4]), seconds.isFinite {
                lastUsed = Date(timeIntervalSinceReferenceDate: seconds)
            } else {
                continue
            }
            kept.entries[fields[0]] = KeptSummary(
                stamp: fields[1],
                summary: PlanSummary(
                    id: PlanID(id), name: fields[7],
                    createdAt: Date(timeIntervalSinceReferenceDate: created), lastUsedAt: lastUsed,
                    source: source, exerciseCount: count))
        }
        return kept
    }

    /// Writes the summaries file (atomically, without waiting for the disk: it is made again
    /// when lost); a failure is ignored.
    nonisolated func writeSummaries(_ kept: [String: KeptSummary]) {
        var text = Self.summariesHeader + "\n"
        for (name, entry) in kept.sorted(by: { $0.key < $1.key }) {
            let summary = entry.summary
            guard !name.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }),
                !summary.name.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" })
            else { continue }
            let lastUsed = summary.lastUsedAt.map { "\($0.timeIntervalSinceReferenceDate)" } ?? "-"
            text +=
                [
                    name, entry.stamp, summary.id.description,
                    "\(summary.createdAt.timeIntervalSinceReferenceDate)",
                    lastUsed, summary.source.rawValue, String(summary.exerciseCount), summary.name,
                ].joined(separator: "\t") + "\n"
        }
        try? FileSystem.writeAtomically(
            Data(text.utf8), toPath: path(of: Self.summariesFileName), durable: false)
    }
}
