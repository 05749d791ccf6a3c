/// Finds the known word closest to what a person typed, for "did you mean …?" hints.
public enum NearestMatch {
    /// The candidate nearest to `input` by edit distance, if it is close enough to be a typo
    /// (at most a third of the input's length, minimum 2) or starts with the input.
    public static func suggestion(for input: String, among candidates: [String]) -> String? {
        let needle = input.lowercased()
        guard !needle.isEmpty else { return nil }
        if let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(needle) }) {
            return prefixed
        }
        let limit = max(2, needle.count / 3)
        let scored = candidates.map { ($0, distance(needle, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }

    /// The Levenshtein edit distance between two strings.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
