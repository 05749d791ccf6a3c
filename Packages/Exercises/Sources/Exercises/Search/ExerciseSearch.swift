import CoreModels

/// Ranked, typo-tolerant search over a list of exercises.
///
/// Every query word must match a word of the name (exactly, as a prefix, or within one or two
/// typos), or of the muscles, equipment and category. Exact beats prefix beats typo; common
/// staples and the program pool rank higher; shorter names win ties.
///
/// Speed: all words are interned in one vocabulary (about a thousand distinct words for the
/// whole catalog), so a query word is compared with each distinct word once, and exercises
/// are then scored by table look-ups.
public struct ExerciseSearch: Sendable {
    /// How well a query word matches a vocabulary word.
    enum Match: Int, Comparable {
        case none = 0
        case typoInPrefix, typo, prefix, exact

        static func < (lhs: Match, rhs: Match) -> Bool { lhs.rawValue < rhs.rawValue }

        var nameScore: Double {
            switch self {
            case .none: 0
            case .typoInPrefix: 3
            case .typo: 4
            case .prefix: 7
            case .exact: 10
            }
        }

        var extraScore: Double {
            switch self {
            case .none: 0
            case .typoInPrefix: 0.5
            case .typo: 1
            case .prefix: 2
            case .exact: 3
            }
        }
    }

    private let index: Index
    private let exercises: [Exercise]

    /// Indexes `exercises`.
    public init(_ exercises: [Exercise]) {
        var builder = Index.Builder()
        for exercise in exercises { builder.add(exercise) }
        index = builder.index
        self.exercises = exercises
    }

    /// The exercises matching `query`, best first (at most `limit`).
    public func search(_ query: String, limit: Int = 20) -> [Exercise] {
        index.ranked(query, limit: limit).map { exercises[$0] }
    }

    /// How well `word` (typed) matches `candidate` (a word of the vocabulary).
    static func match(_ word: UnsafeBufferPointer<UInt8>, _ candidate: UnsafeBufferPointer<UInt8>) -> Match {
        if word.count == candidate.count, word.elementsEqual(candidate) { return .exact }
        if word.count >= 2, candidate.count > word.count, candidate.starts(with: word) { return .prefix }
        let allowed = word.count >= 7 ? 2 : (word.count >= 4 ? 1 : 0)
        guard allowed > 0 else { return .none }
        if abs(word.count - candidate.count) <= allowed,
            SearchText.distance(word, candidate, limit: allowed) <= allowed
        {
            return .typo
        }
        // A typo in a word typed only in part: compare with the candidate's start of the same length.
        if candidate.count > word.count,
            SearchText.distance(word, UnsafeBufferPointer(rebasing: candidate[..<word.count]), limit: allowed)
                <= allowed
        {
            return .typoInPrefix
        }
        return .none
    }

    /// Words that name equipment rather than the movement.
    static let equipmentWords: Set<String> = [
        "barbell", "dumbbell", "cable", "machine", "kettlebell", "band", "smith", "ez", "bar", "lever",
    ]

    /// Other names gyms use for a lift, searched as its other words: "overhead press" and
    /// "ohp" find the standing military press, "rdl" the Romanian deadlift.
    static let alsoKnownAs: [ExerciseID: String] = [
        ExerciseID("standing-military-press"): "overhead press ohp shoulder",
        ExerciseID("romanian-deadlift"): "rdl",
        ExerciseID("barbell-squat"): "back squat",
        ExerciseID("barbell-deadlift"): "conventional",
        ExerciseID("bent-over-barbell-row"): "barbell row",
    ]

    /// The lifts people mean when they type one word ("bench", "squat", "deadlift", "curl").
    static let staples: Set<ExerciseID> = [
        "barbell-bench-press-medium-grip", "barbell-squat", "barbell-deadlift", "standing-military-press",
        "pullups", "bent-over-barbell-row", "dumbbell-bicep-curl", "barbell-curl",
        "romanian-deadlift", "leg-press", "pushups", "plank", "triceps-pushdown",
    ].reduce(into: []) { $0.insert(ExerciseID($1)) }
}
