#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a merge replaced: the entries both devices changed since they last agreed, named for
/// people, and the report file git's merge driver adds them to for `sync` to say.
extension DocumentMerge {
    /// The environment variable naming the file git's merge driver (`data merge`) adds the
    /// entries both sides changed to, a line each (`sync` sets it and reports them).
    public static let reportVariable = "FITSHELL_MERGE_REPORT"

    /// Adds `entries` of the document at `path` to the merge report at `report`, a line each:
    /// the path with the document's name, when it has one ("plans/ID.json (Push)", from
    /// `document`'s text), a tab, the entry. A report that cannot be written is left out.
    public static func report(_ entries: [String], of path: String, document: Data?, to report: String) {
        guard !entries.isEmpty else { return }
        // A plan's or a workout's name says more than its file's id.
        var label = path
        if case .object(let members)? = document.flatMap({ try? JSONValue.parse($0) })?["data"],
            members.count == 1,
            let title = members.values.first?["name"]?.string
        {
            label += " (\(PlainText.oneLine(title)))"
        }
        let lines = entries.map { "\(label)\t\(PlainText.oneLine($0))\n" }.joined()
        // git runs the driver once per file, one after another: read, add, write.
        let earlier = (try? FileSystem.contents(atPath: report)) ?? nil
        try? FileSystem.writeAtomically(
            (earlier ?? Data()) + Data(lines.utf8), toPath: report, durable: false)
    }

    /// The entries that `ours` and `theirs` both changed since `base`, each differently: the
    /// merge keeps one of each (the later edit), so the other device's edit of it is replaced.
    /// Named for people, by key and field ("2026-11-24", "barbell-squat sets", "name", "the
    /// order of exercises"); none without a base (nothing tells what each side changed), or
    /// when a version is not a readable document.
    public static func bothChanged(base: Data?, ours: Data, theirs: Data, layout: MergeLayout) -> [String] {
        func entries(_ data: Data?) -> SyncEntries? {
            data.flatMap { try? JSONValue.parse($0) }.flatMap { $0["data"] }.map {
                SyncEntries($0, layout: layout)
            }
        }
        guard let before = entries(base), let left = entries(ours), let right = entries(theirs) else {
            return []
        }
        let ids = Set(before.values.keys).union(left.values.keys).union(right.values.keys)
        // An entry one side removed and the other edited (its body, a field, a set value) is
        // said once as such, not field by field.
        func edited(_ item: String, in side: SyncEntries) -> Bool {
            ids.contains { id in
                (id == item || SyncEntries.item(of: id) == item) && side.values[id] != before.values[id]
            }
        }
        let removedAndEdited = Set(
            before.values.keys.filter { item in
                SyncEntries.item(of: item) == nil && item != SyncEntries.rest
                    && !item.hasPrefix(SyncEntries.orderPrefix)
                    && ((left.values[item] == nil && right.values[item] != nil && edited(item, in: right))
                        || (right.values[item] == nil && left.values[item] != nil && edited(item, in: left)))
            })
        func name(_ item: String) -> String? {
            // An entry with a name of its own (a plan's exercise) is called by it.
            (left.values[item] ?? right.values[item] ?? before.values[item])?["name"]?.string
        }
        let removals = removedAndEdited.sorted().map { item in
            label(of: item, whole: false, name: name) + ": removed on one device and edited on the other"
        }
        return removals
            + ids.filter { id in
                if removedAndEdited.contains(id)
                    || SyncEntries.item(of: id).map(removedAndEdited.contains) == true
                {
                    return false
                }
                let (was, one, other) = (before.values[id], left.values[id], right.values[id])
                guard one != was && other != was && one != other else { return false }
                // An order is replaced only when both sides moved entries: one that only added or
                // removed some keeps what it meant (`keptMove`).
                if id.hasPrefix(SyncEntries.orderPrefix) {
                    return moved(one, from: was) && moved(other, from: was)
                }
                return true
            }.sorted().map { label(of: $0, whole: layout.parts.isEmpty, name: name) }
    }

    /// An entry id for people: its key (or the name `name` gives its entry), and its field or
    /// set value; `whole`: the document is one entry.
    static func label(of id: String, whole: Bool, name: (String) -> String? = { _ in nil }) -> String {
        if id == SyncEntries.rest { return whole ? "the whole document" : "its other fields" }
        let parts = id.components(separatedBy: SyncEntries.separator)
        if id.hasPrefix(SyncEntries.orderPrefix), let path = parts.last {
            return "the order of " + (path.split(separator: "/").last.map(String.init) ?? path)
        }
        guard parts.count >= 2 else { return id }
        var words = [name(parts[0] + SyncEntries.separator + parts[1]) ?? parts[1]]
        if parts.count >= 3 {
            // A field's name in words: restSeconds is "rest seconds".
            let field = parts[2].hasPrefix("=") ? parts[2].dropFirst() : Substring(parts[2])
            words.append(field.map { $0.isUppercase ? " " + $0.lowercased() : String($0) }.joined())
        }
        if parts.count >= 4 { words.append(parts[3]) }
        return words.joined(separator: " ")
    }
}
