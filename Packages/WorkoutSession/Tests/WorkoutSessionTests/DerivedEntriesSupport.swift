import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@testable import WorkoutSession

/// Reading and editing the entries of a kept digests file, for the tests of the entries made
/// from several years.
struct DigestsFileEditor {
    let file: URL

    /// The editor of the kept digests file of a store in `folder`.
    init(in folder: TemporaryFolder) { file = folder.url.appendingPathComponent("history/digests.json") }

    /// The kept entries, `nil` without a file that reads.
    func entries() throws -> [HistoryDigestFile.Entry]? {
        try FileSystem.contents(of: file).flatMap(HistoryDigestFile.decodeFast)?.years
    }

    /// The derived entry `year`, `nil` when there is none.
    func entry(_ year: Int) throws -> HistoryDigestFile.Entry? {
        try entries()?.first { $0.year == year }
    }

    /// Writes the file again with entry `year`'s text changed by `change` (its source kept).
    func edit(_ year: Int, _ change: (String) -> String) throws {
        let entries = try #require(try entries())
        let edited = entries.map { entry in
            entry.year == year
                ? HistoryDigestFile.Entry(year: year, source: entry.source, text: change(entry.text)) : entry
        }
        #expect(edited != entries, "entry \(year) changed")
        try FileSystem.writeAtomically(
            try DocumentCoder.encode(HistoryDigestFile(years: edited), compact: true), to: file)
    }
}

/// A generated history of 250 workouts over several years in a JSON store in `folder`, for the
/// tests of the entries kept beside the year digests.
struct GeneratedHistory {
    let store: JSONFileWorkoutStore
    let history: WorkoutHistory
    let summaries: [WorkoutSummary]
    /// The store's kept digests file.
    let editor: DigestsFileEditor

    init(in folder: TemporaryFolder, seed: UInt64) async throws {
        store = JSONFileWorkoutStore(folder: folder.url, context: StorageContext(), timeZone: .utc)
        _ = try await HistoryGenerator.generate(into: store, count: 250, seed: seed)
        history = WorkoutHistory(store: store)
        summaries = try await history.summaries()
        editor = DigestsFileEditor(in: folder)
    }
}
