#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the item a person means in a short list (a plan's or a workout's exercises): a
/// 1-based position, an exact id or name, or an unambiguous start of the name, of one of its
/// words, or any part of it — each tried in turn, case-insensitively.
public enum NameReference {
    /// The index of the item `reference` means, or `nil` when it matches none or several.
    public static func index(of reference: String, names: [String], ids: [String]) -> Int? {
        let key = reference.trimmingSpaces().lowercased()
        if let number = Int(key), names.indices.contains(number - 1) { return number - 1 }
        let lowered = names.map { $0.lowercased() }
        if let exact = lowered.indices.first(where: { ids[$0] == key || lowered[$0] == key }) { return exact }
        let rules: [(String) -> Bool] = [
            { $0.hasPrefix(key) }, { $0.split(separator: " ").contains { $0.hasPrefix(key) } },
            { $0.contains(key) },
        ]
        for rule in rules {
            let found = lowered.indices.filter { rule(lowered[$0]) }
            if found.count == 1 { return found[0] }
            if found.count > 1 { return nil }
        }
        return nil
    }

    /// The indices of every item `reference` could mean when `index(of:names:ids:)` finds it
    /// ambiguous (the first rule that matches more than one), for a message that lists them;
    /// empty when it matches one or none.
    public static func candidates(of reference: String, names: [String], ids: [String]) -> [Int] {
        guard index(of: reference, names: names, ids: ids) == nil else { return [] }
        let key = reference.trimmingSpaces().lowercased()
        let lowered = names.map { $0.lowercased() }
        let rules: [(String) -> Bool] = [
            { $0.hasPrefix(key) }, { $0.split(separator: " ").contains { $0.hasPrefix(key) } },
            { $0.contains(key) },
        ]
        for rule in rules {
            let found = lowered.indices.filter { rule(lowered[$0]) }
            if found.count > 1 { return found }
        }
        return []
    }
}
