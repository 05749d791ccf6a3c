import CoreModels
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The journal's rules over any store: tags toggle and save at once (H2.1), a day's entry is
/// found or created (H2.2, H2.6), each date has its own tags (H2.3), and a day without an
/// entry shows every tag unselected (H2.5).
public struct JournalService: Sendable {
    let store: any JournalStore

    /// Creates the service over `store`.
    public init(store: any JournalStore) {
        self.store = store
    }

    /// The tags, the defaults until the user changes them.
    ///
    /// - Throws: `StorageError`.
    public func vocabulary() async throws -> TagVocabulary {
        try await store.vocabulary() ?? .defaults
    }

    /// One day with every offered tag and its state.
    ///
    /// - Throws: `StorageError`.
    public func day(_ date: LocalDate) async throws -> JournalDay {
        let entry = try await store.entries(month: date.monthKey).first { $0.date == date }
        return Self.view(date: date, entry: entry, vocabulary: try await vocabulary())
    }

    /// Every day from `from` to `to` that has an entry.
    ///
    /// - Throws: `StorageError`.
    public func days(from: LocalDate, to: LocalDate) async throws -> [JournalDay] {
        let vocabulary = try await vocabulary()
        var result: [JournalDay] = []
        for month in try await store.months() where month >= from.monthKey && month <= to.monthKey {
            for entry in try await store.entries(month: month) where entry.date >= from && entry.date <= to {
                result.append(Self.view(date: entry.date, entry: entry, vocabulary: vocabulary))
            }
        }
        return result
    }

    /// Selects tags on a day and saves at once.
    ///
    /// - Returns: the day as saved.
    /// - Throws: `JournalError.unknownTag` / `.retiredTag` (nothing saved), `StorageError`.
    @discardableResult
    public func tag(_ names: [String], on date: LocalDate) async throws -> JournalDay {
        let ids = try await resolve(names)
        return try await change(date) { entry in
            for id in ids where !entry.tagIDs.contains(id) { entry.tagIDs.append(id) }
        }
    }

    /// Unselects tags on a day and saves at once.
    ///
    /// - Returns: the day as saved.
    /// - Throws: `JournalError.unknownTag` (nothing saved), `StorageError`.
    @discardableResult
    public func untag(_ names: [String], on date: LocalDate) async throws -> JournalDay {
        let ids = try await resolve(names, allowRetired: true)
        return try await change(date) { $0.tagIDs.removeAll { ids.contains($0) } }
    }

    /// Flips one tag on a day and saves at once (H2.1).
    ///
    /// - Returns: the day as saved.
    /// - Throws: `JournalError.unknownTag` (nothing saved), `StorageError`.
    @discardableResult
    public func toggle(_ name: String, on date: LocalDate) async throws -> JournalDay {
        let id = try await resolve([name], allowRetired: true)[0]
        let vocabulary = try await vocabulary()
        return try await change(date) { entry in
            if let index = entry.tagIDs.firstIndex(of: id) {
                entry.tagIDs.remove(at: index)
            } else if vocabulary.tags.first(where: { $0.id == id })?.retired != true {
                entry.tagIDs.append(id)
            }
        }
    }

    /// Sets (or with `nil` or empty text, clears) a day's note.
    ///
    /// - Returns: the day as saved.
    /// - Throws: `StorageError`.
    @discardableResult
    public func setNote(_ note: String?, on date: LocalDate) async throws -> JournalDay {
        try await writeNote(note, on: date).day
    }

    /// Adds each of `notes` as a line of its day's note, unless the note already has that line
    /// (so adding the same notes again adds none): one locked write per month.
    ///
    /// - Returns: how many lines were added.
    /// - Throws: `StorageError`.
    @discardableResult
    public func addNoteLines(_ notes: [(date: LocalDate, text: String)]) async throws -> Int {
        let byMonth = Dictionary(grouping: notes, by: { $0.date.monthKey })
        var added = 0
        for (month, list) in byMonth.sorted(by: { $0.key < $1.key }) {
            let count = Mutex(0)
            _ = try await store.updateMonth(month) { entries in
                var entries = entries
                var made = 0
                for note in list {
                    let text = note.text.trimmingSpaces(newlines: true)
                    guard !text.isEmpty else { continue }
                    let index = entries.firstIndex { $0.date == note.date }
                    var entry = index.map { entries[$0] } ?? JournalEntry(date: note.date)
                    guard !entry.noteLines.contains(text) else { continue }
                    entry.appendNoteLine(text)
                    made += 1
                    if let index { entries[index] = entry } else { entries.append(entry) }
                }
                count.withLock { $0 = made }
                return entries
            }
            added += count.withLock { $0 }
        }
        return added
    }

    /// Writes a day's note as `setNote` does, or with `append` adds `note` after the one there
    /// (on a line of its own), under the month's lock.
    ///
    /// - Returns: the day as saved, and the note it had before (what a replace or clear removed).
    /// - Throws: `StorageError`.
    @discardableResult
    public func writeNote(_ note: String?, on date: LocalDate, append: Bool = false) async throws
        -> (day: JournalDay, previous: String?)
    {
        let text = note?.trimmingSpaces(newlines: true)
        let previous = Mutex<String?>(nil)
        let day = try await change(date) { entry in
            let before = entry.note
            previous.withLock { $0 = before }
            if append {
                // Nothing to add leaves the note as it is (it was removed, as a replace by
                // nothing does).
                guard let text, !text.isEmpty else { return }
                entry.appendNoteLine(text)
            } else {
                entry.note = (text?.isEmpty ?? true) ? nil : text
            }
        }
        return (day, previous.withLock { $0 })
    }

    private func change(_ date: LocalDate, _ edit: @escaping @Sendable (inout JournalEntry) -> Void)
        async throws
        -> JournalDay
    {
        let month = try await store.updateMonth(date.monthKey) { entries in
            var list = entries
            let index = list.firstIndex { $0.date == date }
            var entry = index.map { list[$0] } ?? JournalEntry(date: date)
            edit(&entry)
            if let index { list.remove(at: index) }
            if !entry.isEmpty { list.append(entry) }
            return list
        }
        return Self.view(
            date: date, entry: month.first { $0.date == date }, vocabulary: try await vocabulary())
    }

    /// The ids of the tags `names` refer to.
    func resolve(_ names: [String], allowRetired: Bool = false) async throws -> [String] {
        let vocabulary = try await vocabulary()
        return try names.map { name in
            let tag = try Self.find(name, in: vocabulary)
            if tag.retired, !allowRetired { throw JournalError.retiredTag(tag.name) }
            return tag.id
        }
    }

    static func find(_ name: String, in vocabulary: TagVocabulary) throws -> TagDefinition {
        let key = JournalTag(name)?.key ?? ""
        if let tag = vocabulary.tags.first(where: { JournalTag($0.name)?.key == key || $0.id == key }) {
            return tag
        }
        let suggestion = NearestMatch.suggestion(for: name, among: vocabulary.active.map(\.name))
        throw JournalError.unknownTag(name, suggestion: suggestion)
    }

    static func view(date: LocalDate, entry: JournalEntry?, vocabulary: TagVocabulary) -> JournalDay {
        let selected = Set(entry?.tagIDs ?? [])
        let tags = vocabulary.tags.filter { !$0.retired || selected.contains($0.id) }.map {
            JournalDay.Tag(id: $0.id, name: $0.name, selected: selected.contains($0.id), retired: $0.retired)
        }
        return JournalDay(date: date, tags: tags, note: entry?.note)
    }
}
