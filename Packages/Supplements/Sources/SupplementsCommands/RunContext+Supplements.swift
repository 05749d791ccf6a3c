import ShellKit
import Supplements

extension RunContext {
    /// The folder of the supplement stacks and intake log in a profile.
    public static let supplementsFolder = "supplements"

    /// The supplement tracker over the profile's `supplements/` folder.
    public var supplements: SupplementTracker {
        SupplementTracker(
            store: JSONFileSupplementStore(folder: folder(Self.supplementsFolder), context: storage))
    }
}
