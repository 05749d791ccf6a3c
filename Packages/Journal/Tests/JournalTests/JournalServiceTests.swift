import CoreModels
import CoreModelsTesting
import Foundation
import Journal
import Testing

@Suite("Journal tags (H2)")
struct JournalServiceTests {
    let temporary = TemporaryFolder()
    var folder: URL { temporary.url }

    func service(_ adapter: Adapter = .inMemory) -> JournalService {
        JournalService(store: adapter.journal(folder))
    }

    @Test("H2.1 a toggle is saved at once and seen by a fresh service on the same files")
    func toggleSaves() async throws {
        try await service(.jsonFile).toggle("sore", on: day("2026-11-23"))
        #expect(try await service(.jsonFile).day(day("2026-11-23")).selectedNames == ["sore"])
        try await service(.jsonFile).toggle("Sore", on: day("2026-11-23"))
        #expect(try await service(.jsonFile).day(day("2026-11-23")).selectedNames.isEmpty)
    }

    @Test("H2.2 / H2.6 the day's entry is found or created; tagging twice does not duplicate")
    func findOrCreate() async throws {
        let journal = service()
        try await journal.tag(["trained", "slept well"], on: day("2026-11-23"))
        try await journal.tag(["trained"], on: day("2026-11-23"))
        #expect(try await journal.day(day("2026-11-23")).selectedNames == ["trained", "slept well"])
    }

    @Test("H2.3 / H2.4 another date shows its own tags")
    func datesAreIndependent() async throws {
        let journal = service(.jsonFile)
        try await journal.tag(["trained"], on: day("2026-11-22"))
        try await journal.tag(["sick"], on: day("2026-11-23"))
        #expect(try await journal.day(day("2026-11-22")).selectedNames == ["trained"])
        #expect(try await journal.day(day("2026-11-23")).selectedNames == ["sick"])
    }

    @Test("the default tags' written-out ids are their names' slugs, as a tag added by name gets")
    func defaultIDs() {
        #expect(TagVocabulary.defaults.tags.count == 9)
        for tag in TagVocabulary.defaults.tags {
            #expect(tag.id == JournalTag.slug(tag.name), "\(tag.name)")
            #expect(!tag.retired)
        }
    }

    @Test("H2.5 a date with no entry shows every tag unselected")
    func emptyDay() async throws {
        let shown = try await service().day(day("2020-01-01"))
        #expect(shown.tags.count == TagVocabulary.defaults.tags.count)
        #expect(shown.tags.allSatisfy { !$0.selected })
        #expect(shown.note == nil)
    }

    @Test("H2 an unknown tag changes nothing and suggests the nearest")
    func unknownTag() async throws {
        let journal = service()
        await #expect(throws: JournalError.unknownTag("sleptwel", suggestion: "slept well")) {
            try await journal.tag(["trained", "sleptwel"], on: day("2026-11-23"))
        }
        #expect(try await journal.day(day("2026-11-23")).selectedNames.isEmpty)
    }

    @Test("notes are saved per day; clearing a day's last data removes the entry (its tombstone stays)")
    func notes() async throws {
        let journal = service(.jsonFile)
        try await journal.setNote("  legs felt heavy ", on: day("2026-11-23"))
        #expect(try await journal.day(day("2026-11-23")).note == "legs felt heavy")
        try await journal.setNote("", on: day("2026-11-23"))
        let file =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("2026-11.json"))) as? [String: Any]
        #expect(((file?["data"] as? [String: Any])?["entries"] as? [Any])?.isEmpty == true)
        let deleted = (file?["sync"] as? [String: Any])?["deleted"] as? [String: String] ?? [:]
        #expect(deleted.keys.contains { $0.hasSuffix("2026-11-23") })
    }

    @Test(
        "writeNote replaces (returning the old note) or appends a line; note lines are added once, whole lines compared",
        arguments: StoreAdapter.allCases)
    func noteLines(adapter: StoreAdapter) async throws {
        let journal = service(adapter)
        let first = try await journal.writeNote("felt okay after a long week", on: day("2026-11-23"))
        #expect(first.previous == nil)
        let replaced = try await journal.writeNote("second", on: day("2026-11-23"))
        #expect(replaced.previous == "felt okay after a long week" && replaced.day.note == "second")
        let appended = try await journal.writeNote(" third ", on: day("2026-11-23"), append: true)
        #expect(appended.day.note == "second\nthird" && appended.previous == "second")
        // Nothing to append leaves the note as it is.
        let blank = try await journal.writeNote("  ", on: day("2026-11-23"), append: true)
        #expect(blank.day.note == "second\nthird")
        // "ok" is not a line of the note though "okay" was in it once; "third" is one.
        let added = try await journal.addNoteLines([
            (day("2026-11-23"), "third"), (day("2026-11-23"), "ok"), (day("2026-12-01"), "new month"),
            (day("2026-12-01"), "  "),
        ])
        #expect(added == 2)
        #expect(try await journal.day(day("2026-11-23")).note == "second\nthird\nok")
        #expect(try await journal.day(day("2026-12-01")).note == "new month")
        #expect(
            try await journal.addNoteLines([(day("2026-11-23"), "ok"), (day("2026-12-01"), "new month")]) == 0
        )
    }

    @Test("tags: add, rename (old days follow), retire (kept on old days, refused for new), restore")
    func vocabulary() async throws {
        let journal = service()
        try await journal.addTag("Knee Pain")
        await #expect(throws: JournalError.duplicateTag("Knee Pain")) {
            try await journal.addTag("knee pain")
        }
        try await journal.tag(["knee pain"], on: day("2026-11-20"))
        try await journal.renameTag("knee pain", to: "Knee ache")
        #expect(try await journal.day(day("2026-11-20")).selectedNames == ["Knee ache"])
        try await journal.setRetired("knee ache", true)
        #expect(try await journal.day(day("2026-11-20")).selectedNames == ["Knee ache"])
        #expect(try await !journal.day(day("2026-11-21")).tags.contains { $0.name == "Knee ache" })
        await #expect(throws: JournalError.retiredTag("Knee ache")) {
            try await journal.tag(["knee ache"], on: day("2026-11-21"))
        }
        try await journal.setRetired("knee ache", false)
        try await journal.tag(["knee ache"], on: day("2026-11-21"))
    }

    @Test("a range lists only days with entries, across months")
    func range() async throws {
        let journal = service(.jsonFile)
        try await journal.tag(["trained"], on: day("2026-10-30"))
        try await journal.tag(["sore"], on: day("2026-11-01"))
        try await journal.tag(["sick"], on: day("2026-11-30"))
        let days = try await journal.days(from: day("2026-10-01"), to: day("2026-11-15"))
        #expect(days.map(\.date.description) == ["2026-10-30", "2026-11-01"])
    }
}
