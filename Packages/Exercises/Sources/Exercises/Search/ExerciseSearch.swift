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
    struct Entry: Sendable {
        let exercise: Exercise
        let nameWords: [Int]
        /// Adjacent name words written together ("benchpress", "chinup"), matched like name words.
        let joinedWords: [Int]
        let extraWords: [Int]
        let boost: Double
    }

    /// How well a query word matches a vocabulary word.
    enum Match: Int, Comparable {
        case none = 0
        case typoInPrefix, typo, prefix, exact

        static func < (lhs: Match, rhs: Match) -> Bool { lhs.rawValue < rhs.rawValue }

        var nameScore: Double { [0, 3, 4, 7, 10][rawValue] }
        var extraScore: Double { [0, 0.5, 1, 2, 3][rawValue] }
    }

    private let vocabulary: [[UInt8]]
    private let entries: [Entry]

    /// Indexes `exercises`.
    public init(_ exercises: [Exercise]) {
        var ids: [String: Int] = [:]
        var words: [[UInt8]] = []
        func intern(_ word: String) -> Int {
            if let id = ids[word] { return id }
            ids[word] = words.count
            words.append(Array(word.utf8))
            return words.count - 1
        }
        // Muscles, equipment and categories are a few dozen texts repeated over ~900
        // exercises: split each into words once.
        var known: [String: [Int]] = [:]
        func wordIDs(_ text: String) -> [Int] {
            if let ids = known[text] { return ids }
            let made = SearchText.words(text).map(intern)
            known[text] = made
            return made
        }
        entries = exercises.map { exercise in
            let extra =
                exercise.primaryMuscles.map(\.rawValue) + exercise.secondaryMuscles.map(\.rawValue)
                + [exercise.equipment.rawValue, exercise.equipment.displayName, exercise.category.rawValue]
            var boost = 0.0
            if ExerciseSearch.staples.contains(exercise.id) { boost += 5 }
            if ExerciseCues.table[exercise.id] != nil { boost += 2 }
            if exercise.isCustom { boost += 1 }
            let name = SearchText.words(exercise.name)
            // The plain lift: only equipment words besides the movement ("Barbell Deadlift").
            if name.count > 1, name.dropLast().allSatisfy(Self.equipmentWords.contains) { boost += 3 }
            let joined = zip(name, name.dropFirst()).map { $0 + $1 }
            return Entry(
                exercise: exercise, nameWords: name.map(intern), joinedWords: joined.map(intern),
                extraWords: extra.flatMap(wordIDs), boost: boost)
        }
        vocabulary = words
    }

    /// The exercises matching `query`, best first (at most `limit`).
    public func search(_ query: String, limit: Int = 20) -> [Exercise] {
        let queryWords = SearchText.words(query).map { Array($0.utf8) }
        guard !queryWords.isEmpty else { return [] }
        let matches = queryWords.map { word in vocabulary.map { Self.match(word, $0) } }
        // "pull up" also as "pullup", so it finds "Pullups".
        let together =
            queryWords.count > 1 ? vocabulary.map { Self.match(Array(queryWords.joined()), $0) } : nil
        let firstWord = vocabulary.firstIndex(of: queryWords[0])
        var scored: [(score: Double, index: Int)] = []
        for (index, entry) in entries.enumerated() {
            var total = entry.boost - 0.1 * Double(entry.nameWords.count)
            if let together,
                let best = (entry.nameWords + entry.joinedWords).map({ together[$0] }).max(), best >= .prefix
            {
                scored.append((total + best.nameScore * Double(queryWords.count), index))
                continue
            }
            var matchedAll = true
            for table in matches {
                var best = Match.none
                for word in entry.nameWords where table[word] > best { best = table[word] }
                for word in entry.joinedWords where table[word] > best { best = table[word] }
                if best != .none {
                    total += best.nameScore
                    continue
                }
                for word in entry.extraWords where table[word] > best { best = table[word] }
                if best == .none {
                    matchedAll = false
                    break
                }
                total += best.extraScore
            }
            guard matchedAll else { continue }
            if let firstWord, entry.nameWords.first == firstWord { total += 1 }
            scored.append((total, index))
        }
        scored.sort {
            $0.score != $1.score
                ? $0.score > $1.score : entries[$0.index].exercise.name < entries[$1.index].exercise.name
        }
        return scored.prefix(limit).map { entries[$0.index].exercise }
    }

    static func match(_ word: [UInt8], _ candidate: [UInt8]) -> Match {
        if word == candidate { return .exact }
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
            SearchText.distance(word, Array(candidate.prefix(word.count)), limit: allowed) <= allowed
        {
            return .typoInPrefix
        }
        return .none
    }

    /// Words that name equipment rather than the movement.
    static let equipmentWords: Set<String> = [
        "barbell", "dumbbell", "cable", "machine", "kettlebell", "band", "smith", "ez", "bar", "lever",
    ]

    /// The lifts people mean when they type one word ("bench", "squat", "deadlift", "curl").
    static let staples: Set<ExerciseID> = [
        "barbell-bench-press-medium-grip", "barbell-squat", "barbell-deadlift", "standing-military-press",
        "pullups", "bent-over-barbell-row", "dumbbell-bicep-curl", "barbell-curl",
        "romanian-deadlift", "leg-press", "pushups", "plank", "triceps-pushdown",
    ].reduce(into: []) { $0.insert(ExerciseID($1)) }
}
