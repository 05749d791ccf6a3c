#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Merges two versions of a mergeable document entry by entry: for each entry the version with
/// the latest stamp wins, a deletion included (its tombstone), so changes to different entries
/// both survive and a deleted entry does not come back. The result is the same whichever
/// side is "ours", so devices that merge in any order end up with the same document.
public enum DocumentMerge {
    /// Why two versions cannot be merged.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// What was wrong.
        public let description: String
    }

    /// The merge of `ours` and `theirs` (whole files), optionally with their common ancestor
    /// `base`, which only breaks ties between entries that predate stamping (the side that
    /// changed such an entry since `base` wins).
    ///
    /// - Throws: `Refusal` when a version is not JSON, has no envelope, or the two are of
    ///   different formats or versions.
    public static func merge(base: Data?, ours: Data, theirs: Data, layout: MergeLayout) throws(Refusal)
        -> Data
    {
        func parse(_ data: Data, _ name: String) throws(Refusal) -> JSONValue {
            do {
                let value = try JSONValue.parse(data)
                guard value["data"] != nil, value["format"]?.string != nil, value["version"] != nil else {
                    throw Refusal(description: "\(name) is not a fitshell document")
                }
                return value
            } catch let error as Refusal {
                throw error
            } catch {
                throw Refusal(description: "\(name) is not JSON (\(error))")
            }
        }
        let left = try parse(ours, "our version")
        let right = try parse(theirs, "their version")
        guard left["format"] == right["format"], left["version"] == right["version"] else {
            throw Refusal(
                description:
                    "the versions differ in format or format version (\(left["format"]?.string ?? "?") \(left["version"]?.text ?? "?"), \(right["format"]?.string ?? "?") \(right["version"]?.text ?? "?"))"
            )
        }
        let ancestor = base.flatMap { try? JSONValue.parse($0) }.flatMap { $0["data"] }.map {
            SyncEntries($0, layout: layout)
        }
        let merged = merge(
            ours: (SyncEntries(left["data"] ?? .null, layout: layout), SyncStamps(envelope: left)),
            theirs: (SyncEntries(right["data"] ?? .null, layout: layout), SyncStamps(envelope: right)),
            base: ancestor)
        var envelope = left.setting(["data"], to: merged.entries.data(layout: layout))
        envelope = envelope.setting(["sync"], to: merged.stamps.json)
        return Data(envelope.text.utf8)
    }

    /// The entry-by-entry merge.
    static func merge(
        ours: (entries: SyncEntries, stamps: SyncStamps), theirs: (entries: SyncEntries, stamps: SyncStamps),
        base: SyncEntries?
    ) -> (entries: SyncEntries, stamps: SyncStamps) {
        var values: [String: JSONValue] = [:]
        var result = SyncStamps()
        let ids = Set(ours.entries.values.keys).union(theirs.entries.values.keys)
            .union(ours.stamps.deleted.keys).union(theirs.stamps.deleted.keys)
        for id in ids {
            // Every claim on the entry: a value or a deletion, each with its stamp.
            var claims: [(stamp: HybridStamp, value: JSONValue?)] = []
            for side in [ours, theirs] {
                if let value = side.entries.values[id] {
                    claims.append((side.stamps.stamps[id] ?? .zero, value))
                } else if let stamp = side.stamps.deleted[id] {
                    claims.append((stamp, nil))
                }
            }
            guard var winner = claims.first else { continue }
            for claim in claims.dropFirst() where beats(claim, winner, base: base?.values[id]) {
                winner = claim
            }
            if id.hasPrefix(SyncEntries.orderPrefix), claims.count == 2 {
                let loser =
                    claims[0].stamp == winner.stamp && claims[0].value == winner.value ? claims[1] : claims[0]
                if let kept = keptMove(winner: winner.value, loser: loser.value, base: base?.values[id]) {
                    winner.value = kept
                }
            }
            if let value = winner.value {
                values[id] = value
                if winner.stamp != .zero { result.stamps[id] = winner.stamp }
            } else {
                result.deleted[id] = winner.stamp
            }
        }
        // A field deleted with its entry on one side (the same stamp) comes back when the entry
        // does (edited later on the other side): the entry is whole again, not missing the
        // fields the later edit did not touch (a plan exercise without its rest is invalid).
        for (id, gone) in result.deleted {
            guard SyncEntries.isField(id), let item = SyncEntries.item(of: id), values[item] != nil,
                let revived = result.stamps[item], revived > gone,
                [ours, theirs].contains(where: {
                    $0.stamps.deleted[id] == gone && $0.stamps.deleted[item] == gone
                }),
                let value = ours.entries.values[id] ?? theirs.entries.values[id]
            else { continue }
            values[id] = value
            result.deleted[id] = nil
            result.stamps[id] = revived
        }
        // The values of a deleted entry's sets go with it (a device that deleted the day did not
        // know every tag another device had given it).
        for id in Array(values.keys) {
            guard let item = SyncEntries.item(of: id), values[item] == nil, let gone = result.deleted[item]
            else {
                continue
            }
            values[id] = nil
            result.deleted[id] = max(gone, result.stamps[id] ?? .zero)
            result.stamps[id] = nil
        }
        // Ours' order, then what only theirs has, in theirs' order.
        var order = ours.entries.order.filter { values[$0] != nil }
        let known = Set(order)
        order += theirs.entries.order.filter { values[$0] != nil && !known.contains($0) }
        let sorted = ours.entries.sorted.union(theirs.entries.sorted)
        return (SyncEntries(values: values, order: order, sorted: sorted), result)
    }

    /// The order to keep when the later side only added or removed entries while the earlier
    /// one moved some (a plan's exercise moved on one device, one added on the other a minute
    /// later): the earlier side's order, then what only the later side has, in its order.
    /// `nil` when the later order stands (it moved entries itself, or nothing did).
    static func keptMove(winner: JSONValue?, loser: JSONValue?, base: JSONValue?) -> JSONValue? {
        guard case .array(let later)? = winner, case .array(let earlier)? = loser,
            !moved(winner, from: base), moved(loser, from: base)
        else { return nil }
        // Entries the later side deleted are left out when the document is written.
        return .array(earlier + later.filter { !earlier.contains($0) })
    }

    /// Whether `order` (an ordered collection's keys) puts the keys it shares with `base` in
    /// another order than `base` does: entries were moved, not only added or removed.
    static func moved(_ order: JSONValue?, from base: JSONValue?) -> Bool {
        guard case .array(let keys)? = order, case .array(let before)? = base else { return false }
        return keys.filter(before.contains) != before.filter(keys.contains)
    }

    /// Whether `claim` wins over `current`: the later stamp; at equal stamps (both predate
    /// stamping) the one that changed since `base`, then a value over a deletion, then the
    /// greater text, so that every device picks the same.
    static func beats(
        _ claim: (stamp: HybridStamp, value: JSONValue?), _ current: (stamp: HybridStamp, value: JSONValue?),
        base: JSONValue?
    ) -> Bool {
        if claim.stamp != current.stamp { return claim.stamp > current.stamp }
        if let base {
            let claimChanged = claim.value != base
            let currentChanged = current.value != base
            if claimChanged != currentChanged { return claimChanged }
        }
        switch (claim.value, current.value) {
        case (nil, nil): return false
        case (nil, _): return false
        case (_, nil): return true
        case (let left?, let right?): return left.text > right.text
        }
    }
}
