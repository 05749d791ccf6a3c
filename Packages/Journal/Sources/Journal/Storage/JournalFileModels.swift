import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `journal/tags.json`, version 1.
struct TagsFile: VersionedDocument, Equatable {
    static let format = "fitshell.journal-tags"
    static let currentVersion = 1

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

/// `journal/YYYY-MM.json`, version 1: one month of entries.
struct JournalMonthFile: VersionedDocument, Equatable {
    static let format = "fitshell.journal-month"
    static let currentVersion = 1

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

/// `weight/YYYY.json`, version 1: one year of body weights.
struct WeightYearFile: VersionedDocument, Equatable {
    static let format = "fitshell.weight-year"
    static let currentVersion = 1

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
            if let problem = WeightEntry.problem(with: entry.mass) {
                throw DocumentValidationError("\(entry.date): \(problem)")
            }
        }
    }
}

/// Lists the partition files in a folder: names `PREFIX….json` whose middle is a key.
enum PartitionFiles {
    static func keys(in folder: URL, matching isKey: (String) -> Bool) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.filter(isKey).sorted()
    }
}
