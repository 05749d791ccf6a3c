/// Supersets: exercises done in turn, one set of each, with the rest after each round.
public enum Superset {
    /// The highest superset number.
    public static let mostGroups = 99

    /// The labels of exercises with these superset numbers, in order: `A1`, `A2` for the first
    /// superset's exercises, `B1`, `B2` for the next (lettered by first appearance), `nil` for an
    /// exercise in none or alone in its superset.
    public static func labels(_ groups: [Int?]) -> [String?] {
        var letters: [Int: Character] = [:]
        var seen: [Int: Int] = [:]
        let sizes = groups.compactMap { $0 }.reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return groups.map { group in
            guard let group, (sizes[group] ?? 0) > 1 else { return nil }
            if letters[group] == nil { letters[group] = alphabet[letters.count % alphabet.count] }
            seen[group, default: 0] += 1
            return "\(letters[group] ?? "?")\(seen[group] ?? 1)"
        }
    }

    /// The next exercise after finishing a set of `current` when `groups` are the exercises'
    /// superset numbers and `hasSetsLeft` says which still have sets to do: the next member of
    /// its superset in this round (no rest between), else `nil` (the round is over: rest, then
    /// the usual order).
    public static func nextInRound(after current: Int, groups: [Int?], hasSetsLeft: (Int) -> Bool) -> Int? {
        guard groups.indices.contains(current), let group = groups[current] else { return nil }
        return groups.indices.first { $0 > current && groups[$0] == group && hasSetsLeft($0) }
    }

    /// The first member of `current`'s superset that still has sets to do: where the next round
    /// starts.
    public static func roundStart(of current: Int, groups: [Int?], hasSetsLeft: (Int) -> Bool) -> Int? {
        guard groups.indices.contains(current), let group = groups[current] else { return nil }
        return groups.indices.first { groups[$0] == group && hasSetsLeft($0) }
    }
}
