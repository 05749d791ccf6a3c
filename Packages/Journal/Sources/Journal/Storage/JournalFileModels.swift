import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `journal/tags.json`, version 2.
struct TagsFile: VersionedDocument, Equatable {
    static let format = "fitshell.journal-tags"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1

    var vocabulary: TagVocabulary

    func validate() throws {
        var ids = Set<String>()
        for tag in vocabulary.tags {
            guard !tag.id.isEmpty, JournalTag(tag.name) != nil else {
                throw DocumentValidationError("a tag has no name")
            }
            guard ids.insert(tag.id).inserted else {
                throw DocumentValidationError("tag id '\(tag.id)' is used twice")
            }
        }
    }
}

/// `journal/YYYY-MM.json`, version 2: one month of entries.
struct JournalMonthFile: VersionedDocument, Equatable {
    static let format = "fitshell.journal-month"
    /// Version 2 keeps the sync stamps beside the data; version 1 files hold the same data.
    static let currentVersion = 2
    static let dataUnchangedSince = 1

    var month: String
    var entries: [JournalEntry]

    func validate() throws {
        var days = Set<LocalDate>()
        for entry in entries {
            guard entry.date.monthKey == month else {
                throw DocumentValidationError("\(entry.date) does not belong to month \(month)")
            }
            guard days.insert(entry.date).inserted else {
                throw DocumentValidationError("\(entry.date) appears twice")
            }
            guard entry.tagIDs.allSatisfy({ !$0.isEmpty }) else {
                throw DocumentValidationError("an empty tag id on \(entry.date)")
            }
        }
    }
}

/// `weight/YYYY.json`, version 3: one year of body weights, each with the composition
/// measures its scale gave (version 1 had weights only and reads as the current version
/// without them).
struct WeightYearFile: VersionedDocument, Equatable {
    static let format = "fitshell.weight-year"
    /// Version 3 keeps the sync stamps beside the data; version 2 files hold the same data.
    static let currentVersion = 3
    static let dataUnchangedSince = 2

    /// Version 1 is version 2 without `composition`, which decodes as empty.
    static func migrate(from version: Int, fileData: Data) throws -> WeightYearFile {
        struct Version1: Decodable { let data: WeightYearFile }
        guard version == 1 else { throw DocumentValidationError("format version \(version) is not known") }
        return try JSONDecoder().decode(Version1.self, from: fileData).data
    }

    var year: Int
    var entries: [WeightEntry]

    func validate() throws {
        var days = Set<LocalDate>()
        for entry in entries {
            guard entry.date.year == year else {
                throw DocumentValidationError("\(entry.date) does not belong to \(year)")
            }
            guard days.insert(entry.date).inserted else {
                throw DocumentValidationError("\(entry.date) appears twice")
            }
            if let problem = WeightEntry.problem(with: entry.mass) ?? entry.composition.problem {
                throw DocumentValidationError("\(entry.date): \(problem)")
            }
        }
    }
}

/// Lists the partition files in a folder: names `PREFIX….json` whose middle is a key.
enum PartitionFiles {
    static func keys(in folder: URL, matching isKey: (String) -> Bool) -> [String] {
        let names = FileSystem.names(inFolder: folder.filePath)
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.filter(isKey).sorted()
    }
}

/// Each journal tag of a day, and the day's note, merge on their own; a day's weight as one entry.
extension JournalMonthFile {
    static let mergeLayout: MergeLayout? = MergeLayout([
        .keyed(path: ["entries"], key: "date", sets: ["tagIDs"], fields: ["note"])
    ])
}

extension WeightYearFile {
    static let mergeLayout: MergeLayout? = MergeLayout([.keyed(path: ["entries"], key: "date")])
}

/// The tag vocabulary merges as a whole.
extension TagsFile {
    /// Each tag is an entry: two devices that each add one keep both.
    static let mergeLayout: MergeLayout? = MergeLayout([.keyed(path: ["vocabulary", "tags"], key: "id")])
}
