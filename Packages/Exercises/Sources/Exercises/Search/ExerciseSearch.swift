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
    /// One searchable exercise: its name and the vocabulary ids of its words.
    struct Entry: Sendable, Equatable {
        /// Breaks ties between equal scores.
        let name: String
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

    /// The words of every entry, interned, and the entries: everything a search reads. The
    /// embedded catalog's is compiled ahead of time (`CompiledCatalogSearch`).
    struct Index: Sendable, Equatable {
        var vocabulary: [[UInt8]]
        var entries: [Entry]

        /// Adds entries one exercise at a time, interning their words.
        struct Builder {
            private var ids: [[UInt8]: Int] = [:]
            private(set) var index = Index(vocabulary: [], entries: [])
            /// Muscles, equipment and categories are a few dozen texts repeated over ~900
            /// exercises: each is split into words once.
            private var known: [String: [Int]] = [:]

            init() {}

            /// Continues `index`: new entries share its vocabulary.
            init(continuing index: Index) {
                self.index = index
                ids.reserveCapacity(index.vocabulary.count)
                for (id, word) in index.vocabulary.enumerated() { ids[word] = id }
            }

            mutating func intern(_ word: String) -> Int {
                let bytes = Array(word.utf8)
                if let id = ids[bytes] { return id }
                ids[bytes] = index.vocabulary.count
                index.vocabulary.append(bytes)
                return index.vocabulary.count - 1
            }

            private mutating func wordIDs(_ text: String) -> [Int] {
                if let found = known[text] { return found }
                var made: [Int] = []
                for word in SearchText.words(text) { made.append(intern(word)) }
                known[text] = made
                return made
            }

            mutating func add(_ exercise: Exercise) {
                let extra =
                    exercise.primaryMuscles.map(\.rawValue) + exercise.secondaryMuscles.map(\.rawValue)
                    + [
                        exercise.equipment.rawValue, exercise.equipment.displayName,
                        exercise.category.rawValue,
                    ]
                var boost = 0.0
                if ExerciseSearch.staples.contains(exercise.id) { boost += 5 }
                if ExerciseCues.table[exercise.id] != nil { boost += 2 }
                if exercise.isCustom { boost += 1 }
                let name = SearchText.words(exercise.name)
                // The plain lift: only equipment words besides the movement ("Barbell Deadlift").
                if name.count > 1, name.dropLast().allSatisfy(ExerciseSearch.equipmentWords.contains) {
                    boost += 3
                }
                var nameWords: [Int] = []
                for word in name { nameWords.append(intern(word)) }
                var joinedWords: [Int] = []
                for (first, second) in zip(name, name.dropFirst()) {
                    joinedWords.append(intern(first + second))
                }
                var extraWords: [Int] = []
                for text in extra { extraWords += wordIDs(text) }
                index.entries.append(
                    Entry(
                        name: exercise.name, nameWords: nameWords, joinedWords: joinedWords,
                        extraWords: extraWords, boost: boost))
            }
        }

        /// The best match in `table` of the words of `first` and `second`; `nil` when both are
        /// empty (no arrays joined for it: this runs for every entry of a search).
        static func best(of first: [Int], _ second: [Int], in table: [Match]) -> Match? {
            var best: Match?
            for word in first where best.map({ table[word] > $0 }) ?? true { best = table[word] }
            for word in second where best.map({ table[word] > $0 }) ?? true { best = table[word] }
            return best
        }

        /// The positions of the entries matching `query`, best first (at most `limit`).
        func ranked(_ query: String, limit: Int) -> [Int] {
            let queryWords = SearchText.words(query).map { Array($0.utf8) }
            guard !queryWords.isEmpty else { return [] }
            let matches = queryWords.map { word in vocabulary.map { ExerciseSearch.match(word, $0) } }
            // "pull up" also as "pullup", so it finds "Pullups".
            let together =
                queryWords.count > 1
                ? vocabulary.map { ExerciseSearch.match(Array(queryWords.joined()), $0) } : nil
            let firstWord = vocabulary.firstIndex(of: queryWords[0])
            var scored: [(score: Double, index: Int)] = []
            for (index, entry) in entries.enumerated() {
                var total = entry.boost - 0.1 * Double(entry.nameWords.count)
                if let together, let best = Self.best(of: entry.nameWords, entry.joinedWords, in: together),
                    best >= .prefix
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
                $0.score != $1.score ? $0.score > $1.score : entries[$0.index].name < entries[$1.index].name
            }
            return scored.prefix(limit).map(\.index)
        }
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
            word.withUnsafeBufferPointer({ word in
                candidate.withUnsafeBufferPointer { candidate in
                    SearchText.distance(
                        word, UnsafeBufferPointer(rebasing: candidate[..<word.count]), limit: allowed)
                }
            }) <= allowed
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
