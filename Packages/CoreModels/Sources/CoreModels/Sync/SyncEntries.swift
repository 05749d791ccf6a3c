/// A document's data taken apart into the entries its `MergeLayout` names, and put back
/// together. Entry ids are the collection's path, the entry's key and, for a value of an
/// entry's set, the set's name and the value, joined by U+001F; `·` is the rest of the data;
/// `#order` and a collection's path is the order of an ordered collection's keys.
struct SyncEntries: Equatable {
    static let separator = "\u{1F}"
    static let rest = "·"

    /// Every entry by id.
    var values: [String: JSONValue] = [:]
    /// The ids in the order the document had them (keyed collections keep their order).
    var order: [String] = []
    /// Keyed collections whose array was sorted by key (they are written back sorted).
    var sorted: Set<String> = []

    /// The entries of `data` (a document's `data` member).
    init(_ data: JSONValue, layout: MergeLayout) {
        var rest = data
        for part in layout.parts {
            switch part {
            case .keyed(let path, let key, let sets, let fields, let ordered):
                guard case .array(let items) = data.value(at: path) else { continue }
                // A key of several members is written `date+site`: their texts joined by a space.
                let keyNames = key.split(separator: "+").map(String.init)
                var keys = items.map { item -> String? in
                    // One key member (nearly every layout): its text, without a list to join.
                    if keyNames.count == 1 { return Self.keyText(item[keyNames[0]]) }
                    let parts = keyNames.map { Self.keyText(item[$0]) }
                    return parts.contains { $0 == nil } ? nil : parts.compactMap { $0 }.joined(separator: " ")
                }
                // In an ordered list an item may come back (a plan doing the squat twice): the
                // second is its key and " (2)", the third " (3)", so the list is always split.
                if ordered {
                    var seen: [String: Int] = [:]
                    keys = keys.map { key in
                        guard let key else { return nil }
                        seen[key, default: 0] += 1
                        return seen[key] == 1 ? key : "\(key) (\(seen[key] ?? 0))"
                    }
                }
                // Items without a key, with a repeated one, or with one holding the ids'
                // separator cannot be told apart: the collection then stays whole in the rest.
                guard keys.allSatisfy({ $0.map { !$0.contains(Self.separator) } ?? false }),
                    Set(keys.compactMap { $0 }).count == keys.count
                else {
                    continue
                }
                let prefix = Self.id(path)
                let present = keys.compactMap { $0 }
                values.reserveCapacity(values.count + items.count)
                order.reserveCapacity(order.count + items.count)
                // The keys are unique here: in order exactly when each is before the next. An
                // ordered list keeps its own order, however its keys happen to sort.
                if !ordered, zip(present, present.dropFirst()).allSatisfy({ $0 < $1 }) {
                    sorted.insert(prefix)
                }
                for (item, key) in zip(items, present) {
                    let itemID = prefix + Self.separator + key
                    var body = item
                    for set in sets {
                        guard case .array(let members) = item[set] else { continue }
                        for member in members {
                            let memberID = itemID + Self.separator + set + Self.separator + member.text
                            if values[memberID] == nil { order.append(memberID) }
                            values[memberID] = member
                        }
                        body = body.setting([set][...], to: .array([]))
                    }
                    for field in fields {
                        guard let value = item[field] else { continue }
                        let fieldID = itemID + Self.separator + "=" + field
                        values[fieldID] = value
                        order.append(fieldID)
                        body = body.setting([field][...], to: nil)
                    }
                    values[itemID] = body
                    order.append(itemID)
                }
                if ordered {
                    values[Self.orderID(path)] = .array(present.map { .string($0) })
                    order.append(Self.orderID(path))
                }
                rest = rest.setting(path[...], to: nil)
            case .members(let path):
                // From the rest: a collection inside these members that was split is not one more member.
                guard case .object(let members) = rest.value(at: path) else { continue }
                let prefix = Self.id(path)
                for name in members.keys.sorted() {
                    let memberID = prefix + Self.separator + name
                    values[memberID] = members[name]
                    order.append(memberID)
                }
                rest = rest.setting(path[...], to: .object([:]))
            }
        }
        values[Self.rest] = rest
        order.append(Self.rest)
    }

    /// Entries given directly (a merge's result).
    init(values: [String: JSONValue], order: [String], sorted: Set<String>) {
        self.values = values
        self.order = order
        self.sorted = sorted
    }

    /// The document's `data` with these entries.
    func data(layout: MergeLayout) -> JSONValue {
        var data = values[Self.rest] ?? .object([:])
        let present = order.filter { values[$0] != nil }
        // Outer parts first: a collection inside another part's members is written into them.
        for part in layout.parts.reversed() {
            switch part {
            case .keyed(let path, _, let sets, let fields, let ordered):
                let prefix = Self.id(path) + Self.separator
                var itemIDs = present.filter {
                    $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains(Self.separator)
                }
                // A collection split into entries is written back; one kept whole is in the rest.
                guard !itemIDs.isEmpty || data.value(at: path) == nil else { continue }
                if ordered, case .array(let keys)? = values[Self.orderID(path)] {
                    // The order that stayed; keys it does not name after it, by key, so that
                    // every device writes the same.
                    var position: [Substring: Int] = [:]
                    for (index, key) in keys.enumerated() {
                        if let key = key.string, position[Substring(key)] == nil {
                            position[Substring(key)] = index
                        }
                    }
                    itemIDs.sort {
                        let left = $0.dropFirst(prefix.count)
                        let right = $1.dropFirst(prefix.count)
                        let (a, b) = (position[left] ?? Int.max, position[right] ?? Int.max)
                        return a != b ? a < b : left < right
                    }
                } else if !ordered, sorted.contains(Self.id(path)) {
                    itemIDs.sort { $0.dropFirst(prefix.count) < $1.dropFirst(prefix.count) }
                }
                let items = itemIDs.compactMap { itemID -> JSONValue? in
                    guard var body = values[itemID] else { return nil }
                    for set in sets {
                        let memberPrefix = itemID + Self.separator + set + Self.separator
                        // A set's values in text order: the same on every device, whatever the merges.
                        let members = present.filter { $0.hasPrefix(memberPrefix) }.compactMap { values[$0] }
                            .sorted { $0.text < $1.text }
                        if body[set] != nil || !members.isEmpty {
                            body = body.setting([set][...], to: .array(members))
                        }
                    }
                    for field in fields {
                        if let value = values[itemID + Self.separator + "=" + field] {
                            body = body.setting([field][...], to: value)
                        }
                    }
                    return body
                }
                data = data.setting(path[...], to: .array(items))
            case .members(let path):
                let prefix = Self.id(path) + Self.separator
                var members = JSONObject()
                for memberID in present where memberID.hasPrefix(prefix) {
                    members[String(memberID.dropFirst(prefix.count))] = values[memberID]
                }
                data = data.setting(path[...], to: .object(members))
            }
        }
        return data
    }

    static func id(_ path: [String]) -> String { path.joined(separator: "/") }

    /// The id of the order of an ordered collection's keys.
    static func orderID(_ path: [String]) -> String { orderPrefix + id(path) }

    /// Whether `id` is a field of an entry (`path␟key␟=field`).
    static func isField(_ id: String) -> Bool {
        let parts = id.components(separatedBy: separator)
        return parts.count == 3 && parts[2].hasPrefix("=")
    }

    /// How the id of an ordered collection's order starts.
    static let orderPrefix = "#order" + separator

    /// The entry a set value or field (`path␟key␟set␟value`, `path␟key␟=field`) belongs to, or
    /// `nil` for an entry of its own.
    static func item(of id: String) -> String? {
        let parts = id.components(separatedBy: separator)
        guard parts.count >= 3 else { return nil }
        return parts[0] + separator + parts[1]
    }

    /// A key's text: a string as is, a number as written.
    static func keyText(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text): text
        case .number(let text): text
        default: nil
        }
    }
}
