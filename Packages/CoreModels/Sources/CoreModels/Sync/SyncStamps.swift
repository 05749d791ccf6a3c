#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `sync` member of a mergeable document's envelope: when each entry was last changed and
/// when each deleted entry was deleted (its tombstone), as hybrid stamps. Readers of the
/// document ignore it; `DocumentFile` keeps it up to date on every save, and the merge uses it.
struct SyncStamps: Equatable {
    /// The stamp of each present entry (an entry without one predates stamping: `zero`).
    var stamps: [String: HybridStamp] = [:]
    /// The stamp of each deleted entry.
    var deleted: [String: HybridStamp] = [:]

    init(stamps: [String: HybridStamp] = [:], deleted: [String: HybridStamp] = [:]) {
        self.stamps = stamps
        self.deleted = deleted
    }

    /// The stamps in an envelope (none when it has no `sync` member or it is unreadable).
    init(envelope: JSONValue) {
        func read(_ value: JSONValue?) -> [String: HybridStamp] {
            guard case .object(let members)? = value else { return [:] }
            var out: [String: HybridStamp] = [:]
            out.reserveCapacity(members.count)
            for (id, text) in members {
                if let text = text.string, let stamp = HybridStamp(text) { out[id] = stamp }
            }
            return out
        }
        stamps = read(envelope["sync"]?["stamps"])
        deleted = read(envelope["sync"]?["deleted"])
    }

    /// The latest stamp of all.
    var latest: HybridStamp? { (Array(stamps.values) + Array(deleted.values)).max() }

    /// `json`'s compact text (`JSONValue.text`), written straight from the stamps: building
    /// the value first took as long as the rest of a save's stamping.
    var jsonBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 * (stamps.count + deleted.count) + 32)
        func write(_ members: [String: HybridStamp]) {
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.quote(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                member.value.appendJSON(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
        out.append(contentsOf: Array(#"{"deleted":"#.utf8))
        write(deleted)
        out.append(contentsOf: Array(#","stamps":"#.utf8))
        write(stamps)
        out.append(UInt8(ascii: "}"))
        return out
    }

    var json: JSONValue {
        .object([
            "stamps": .object(JSONObject(stamps.mapValues { .string($0.description) })),
            "deleted": .object(JSONObject(deleted.mapValues { .string($0.description) })),
        ])
    }

    /// `encoded` (a document just encoded for saving) with its `sync` member: unchanged entries
    /// keep their stamps from `previous` (the file being replaced), changed and new ones get the
    /// stamp of this edit, and entries that are gone get a tombstone. Returns `encoded`
    /// unchanged when either cannot be read as JSON. `value` is `encoded` as a value when the
    /// caller has it (it is then not read back); the previous file is not parsed again when it
    /// was the last document read (`ParsedDocuments`).
    static func stamped(
        _ encoded: Data, value: JSONValue? = nil, previous: Data?, layout: MergeLayout, now: Date,
        device: String
    ) -> Data {
        guard let new = value ?? (try? JSONValue.parse(encoded)), let newData = new["data"] else {
            return encoded
        }
        let old = previous.flatMap { ParsedDocuments.root(of: $0) ?? (try? JSONValue.parse($0)) }
        let oldEntries = old.flatMap { $0["data"] }.map { SyncEntries($0, layout: layout) }
        let oldStamps = old.map(SyncStamps.init(envelope:)) ?? SyncStamps()
        let newEntries = SyncEntries(newData, layout: layout)
        let edit = HybridStamp.next(now: now, device: device, after: oldStamps.latest)
        var result = SyncStamps()
        for (id, value) in newEntries.values {
            if let before = oldEntries?.values[id], before == value {
                result.stamps[id] = oldStamps.stamps[id] ?? .zero
            } else {
                result.stamps[id] = edit
            }
        }
        for (id, stamp) in oldStamps.deleted where newEntries.values[id] == nil { result.deleted[id] = stamp }
        for id in (oldEntries?.values.keys).map(Array.init) ?? [] where newEntries.values[id] == nil {
            result.deleted[id] = edit
        }
        // A change to a value of an entry's set changes the entry too: a day given a tag after
        // another device deleted that day comes back, with that tag.
        let changedMembers =
            result.stamps.filter { $0.value == edit }.map(\.key)
            + result.deleted.filter { $0.value == edit }.map(\.key)
        for member in changedMembers {
            guard let item = SyncEntries.item(of: member) else { continue }
            if newEntries.values[item] != nil { result.stamps[item] = edit }
        }
        // Entries that predate stamping need no record of being unchanged.
        result.stamps = result.stamps.filter { $0.value != .zero }
        // The envelope the coder wrote has no `sync` member of its own: it is added at the end.
        return splice(result.jsonBytes, into: encoded)
            ?? Data(new.setting(["sync"], to: result.json).text.utf8)
    }

    /// `encoded` with `"sync": ` and `block` (a value's compact text) added as the envelope's
    /// last member, leaving the rest of the text as the encoder wrote it.
    static func splice(_ block: [UInt8], into encoded: Data) -> Data? {
        guard var end = encoded.lastIndex(of: UInt8(ascii: "}")) else { return nil }
        while end > encoded.startIndex, encoded[end - 1] == 0x20 || encoded[end - 1] == 0x0A { end -= 1 }
        var out = [UInt8]()
        out.reserveCapacity(encoded.count + block.count + 16)
        out.append(contentsOf: encoded[..<end])
        out.append(contentsOf: Array(",\n  \"sync\" : ".utf8))
        out.append(contentsOf: block)
        out.append(contentsOf: [0x0A, UInt8(ascii: "}")])
        if encoded.last == 0x0A { out.append(0x0A) }
        return Data(out)
    }
}
