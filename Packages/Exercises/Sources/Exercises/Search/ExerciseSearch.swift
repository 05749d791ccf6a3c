import CoreModels

/// Ranked, typo-tolerant search over a list of exercises.
///
/// Every query word must match a word of the name (exactly, as a prefix, or within one or two
/// typos), or of the muscles, equipment and category. Exact beats prefix beats typo; common
/// staples and the program pool rank higher; shorter names win ties. Built once per list,
/// a query costs well under a millisecond over the full catalog.
public struct ExerciseSearch: Sendable {
    struct Entry: Sendable {
        let exercise: Exercise
        let nameWords: [[UInt8]]
        let extraWords: [[UInt8]]
        let boost: Double
    }

    private let entries: [Entry]

    /// Indexes `exercises`.
    public init(_ exercises: [Exercise]) {
        entries = exercises.map { exercise in
            let extra =
                exercise.primaryMuscles.map(\.rawValue) + exercise.secondaryMuscles.map(\.rawValue)
                + [exercise.equipment.rawValue, exercise.equipment.displayName, exercise.category.rawValue]
            var boost = 0.0
            if ExerciseSearch.staples.contains(exercise.id) { boost += 5 }
            if ExerciseCues.table[exercise.id] != nil { boost += 2 }
            if exercise.isCustom { boost += 1 }
            return Entry(
                exercise: exercise, nameWords: SearchText.words(exercise.name).map { Array($0.utf8) },
                extraWords: extra.flatMap(SearchText.words).map { Array($0.utf8) }, boost: boost)
        }
    }

    /// The exercises matching `query`, best first (at most `limit`).
    public func search(_ query: String, limit: Int = 20) -> [Exercise] {
        let words = SearchText.words(query).map { Array($0.utf8) }
        guard !words.isEmpty else { return [] }
        var scored: [(Double, Int)] = []
        for (index, entry) in entries.enumerated() {
            if let score = score(entry, words) { scored.append((score, index)) }
        }
        scored.sort { $0.0 != $1.0 ? $0.0 > $1.0 : entries[$0.1].exercise.name < entries[$1.1].exercise.name }
        return scored.prefix(limit).map { entries[$0.1].exercise }
    }

    private func score(_ entry: Entry, _ query: [[UInt8]]) -> Double? {
        var total = entry.boost - 0.1 * Double(entry.nameWords.count)
        for word in query {
            var best = 0.0
            for candidate in entry.nameWords {
                best = max(best, Self.match(word, candidate, exact: 10, prefix: 7, typo: 4))
                if best == 10 { break }
            }
            if best == 0 {
                for candidate in entry.extraWords {
                    best = max(best, Self.match(word, candidate, exact: 3, prefix: 2, typo: 1))
                }
            }
            if best == 0 { return nil }
            total += best
        }
        if let first = query.first, entry.nameWords.first == first { total += 1 }
        return total
    }

    private static func match(
        _ word: [UInt8], _ candidate: [UInt8], exact: Double, prefix: Double, typo: Double
    )
        -> Double
    {
        if word == candidate { return exact }
        if word.count >= 2, candidate.starts(with: word) { return prefix }
        let allowed = word.count >= 7 ? 2 : (word.count >= 4 ? 1 : 0)
        guard allowed > 0 else { return 0 }
        if SearchText.distance(word, candidate, limit: allowed) <= allowed { return typo }
        // A typo in a word typed only in part: compare with the candidate's prefix of the same length.
        if candidate.count > word.count,
            SearchText.distance(word, Array(candidate.prefix(word.count)), limit: allowed) <= allowed
        {
            return typo - 1
        }
        return 0
    }

    /// The lifts people mean when they type one word ("bench", "squat", "deadlift", "curl").
    static let staples: Set<ExerciseID> = [
        "barbell-bench-press-medium-grip", "barbell-squat", "barbell-deadlift", "standing-military-press",
        "pullups", "bent-over-barbell-row", "dumbbell-bicep-curl", "barbell-curl",
        "romanian-deadlift", "leg-press", "pushups", "plank", "triceps-pushdown",
    ].reduce(into: []) { $0.insert(ExerciseID($1)) }
}
