import CoreModels
import Journal
import ShellKit

/// Where the journal and the weight log live in a profile folder.
public enum JournalFolders {
    /// The journal's folder: tags and one file a month.
    public static let journal = "journal"
    /// The weight log's folder: one file a year.
    public static let weight = "weight"
    /// The body measurements' folder: one file a year.
    public static let body = "body"
}

extension RunContext {
    /// The journal over the profile's `journal/` folder.
    public var journal: JournalService {
        JournalService(store: JSONFileJournalStore(folder: folder(JournalFolders.journal), context: storage))
    }

    /// Body measurements over the profile's `body/` folder.
    public var body: BodyService {
        BodyService(store: JSONFileMeasurementStore(folder: folder(JournalFolders.body), context: storage))
    }

    /// Body weight over the profile's `weight/` folder.
    public var weights: WeightService {
        WeightService(store: JSONFileWeightStore(folder: folder(JournalFolders.weight), context: storage))
    }
}
