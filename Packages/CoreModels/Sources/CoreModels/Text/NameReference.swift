#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the item a person means in a short list (a plan's or a workout's exercises): a
/// 1-based position, an exact id or name, or an unambiguous start of one of its words ("bench
/// pr" in "Barbell Bench Press"), or any part of it — each tried in turn, case-insensitively.
public enum NameReference {
    /// What `reference` finds: one item, several (the first rule that matched more than one),
    /// or none.
    enum Match {
        case one(Int)
        case several([Int])
        case none
    }

    /// The rules in turn: position, exact id or name, then the first of start of a word (the
    /// name's first word is one of them: "bench" with "Bench Dips" and "Barbell Bench Press"
    /// is both, not the one whose name happens to begin with it), any part that matches anything.
    static func match(_ reference: String, names: [String], ids: [String]) -> Match {
        let key = reference.trimmingSpaces().lowercased()
        if let number = Int(key), names.indices.contains(number - 1) { return .one(number - 1) }
        let lowered = names.map { $0.lowercased() }
        // An exact id or name that the list holds twice (a plan doing the squat in two
        // blocks) is either: its positions say which.
        let exact = lowered.indices.filter { ids[$0] == key || lowered[$0] == key }
        if exact.count == 1 { return .one(exact[0]) }
        if exact.count > 1 { return .several(exact) }
        let rules: [(String) -> Bool] = [
            { $0.hasPrefix(key) || $0.contains(" " + key) }, { $0.contains(key) },
        ]
        for rule in rules {
            let found = lowered.indices.filter { rule(lowered[$0]) }
            if found.count == 1 { return .one(found[0]) }
            if found.count > 1 { return .several(found) }
        }
        return .none
    }

    /// The index of the item `reference` means, or `nil` when it matches none or several.
    public static func index(of reference: String, names: [String], ids: [String]) -> Int? {
        if case .one(let index) = match(reference, names: names, ids: ids) { return index }
        return nil
    }

    /// The indices of every item `reference` could mean when `index(of:names:ids:)` finds it
    /// ambiguous, for a message that lists them; empty when it matches one or none.
    public static func candidates(of reference: String, names: [String], ids: [String]) -> [Int] {
        if case .several(let found) = match(reference, names: names, ids: ids) { return found }
        return []
    }
}
