/// Which parts of a document are entries a person edits one by one, so that two devices'
/// changes to different entries both survive a merge. Everything else in the document's data
/// is one more entry (`·`, the rest).
public struct MergeLayout: Sendable {
    /// One collection of entries inside the document's `data`.
    public enum Part: Sendable {
        /// An array of objects at `path`, one entry per value of their member `key` (a day's
        /// weight by `date`; `date+site` for a key of two members); the arrays named in `sets`
        /// inside each object are merged value by value (a day's supplement marks), and the
        /// members named in `fields` each on their own (a day's note beside its tags). When
        /// `ordered`, the order of the objects is one more entry (a plan's exercises, in the
        /// order they are done): the order changed last stays, and objects it does not name
        /// (added on another device) follow it by key. A part inside another part's path (a
        /// plan's exercises inside the plan's members) is listed before that part.
        case keyed(
            path: [String], key: String, sets: [String] = [], fields: [String] = [], ordered: Bool = false)
        /// An object at `path` whose every member is an entry (settings).
        case members(path: [String])
    }

    /// The collections.
    public let parts: [Part]
    /// Whether two different versions are alternatives rather than edits of one thing (an
    /// active workout on each of two devices): the later stays, the other is kept as a draft.
    public let keepsBoth: Bool

    /// A layout of `parts`.
    public init(_ parts: [Part]) {
        self.parts = parts
        self.keepsBoth = false
    }

    private init(alternatives: Void) {
        self.parts = []
        self.keepsBoth = true
    }

    /// The whole document is one entry (a plan, a finished workout).
    public static let whole = MergeLayout([])

    /// The whole document is one entry, and of two different versions the one changed last
    /// stays while the other is kept as a draft beside it, never dropped.
    public static let alternatives = MergeLayout(alternatives: ())
}
