/// The members of a JSON object, kept in key order: one array, no hashing.
///
/// Objects in fitshell's files have a few members each (a day's weight is two), and a
/// dictionary per object cost a save of a year's weights a fifth of its time in hashing and
/// allocating. Keys stay unique and sorted as `String` orders them, the order `JSONEncoder`
/// writes with `.sortedKeys`, so writing needs no sort and two objects are equal exactly when
/// their member lists are. Reading members in key order (what fitshell writes) appends each
/// one; any other order inserts it in place.
public struct JSONObject: Equatable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// A member: its key and value.
    public typealias Element = (key: String, value: JSONValue)

    private struct Member: Equatable, Sendable {
        var key: String
        var value: JSONValue
    }

    /// The members, sorted by key, keys unique.
    private var members: [Member] = []

    /// Lists this long or shorter are searched from the front: comparing a few keys for
    /// equality is cheaper than ordering them.
    private static let scanned = 8

    /// An empty object.
    public init() {}

    /// The members of `dictionary`.
    public init(_ dictionary: [String: JSONValue]) {
        members = dictionary.map { Member(key: $0.key, value: $0.value) }.sorted { $0.key < $1.key }
    }

    /// An object written as a literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members.reserveCapacity(elements.count)
        for (key, value) in elements { self[key] = value }
    }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether there are no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// The values, in key order.
    public var values: [JSONValue] { members.map(\.value) }

    /// Makes room for `count` members.
    public mutating func reserveCapacity(_ count: Int) { members.reserveCapacity(count) }

    /// The value of `key`; setting `nil` removes the member.
    public subscript(key: String) -> JSONValue? {
        get {
            // A short list is read by equality alone (no ordering of keys to find a place).
            if members.count <= Self.scanned {
                for member in members where member.key == key { return member.value }
                return nil
            }
            guard case .found(let index) = position(of: key) else { return nil }
            return members[index].value
        }
        set {
            switch (position(of: key), newValue) {
            case (.found(let index), let value?): members[index].value = value
            case (.found(let index), nil): members.remove(at: index)
            case (.missing(let index), let value?): members.insert(Member(key: key, value: value), at: index)
            case (.missing, nil): break
            }
        }
    }

    /// Sets `value` for `key` and returns the value it replaced, if any.
    @discardableResult
    public mutating func updateValue(_ value: JSONValue, forKey key: String) -> JSONValue? {
        // Members read in key order (as written) go after the last one.
        if let last = members.last, last.key < key {
            members.append(Member(key: key, value: value))
            return nil
        }
        switch position(of: key) {
        case .found(let index):
            let old = members[index].value
            members[index].value = value
            return old
        case .missing(let index):
            members.insert(Member(key: key, value: value), at: index)
            return nil
        }
    }

    /// The members in key order.
    public func makeIterator() -> some IteratorProtocol<Element> {
        members.lazy.map { (key: $0.key, value: $0.value) }.makeIterator()
    }

    private enum Position {
        case found(Int)
        case missing(insertAt: Int)
    }

    private func position(of key: String) -> Position {
        if members.count <= Self.scanned {
            for (index, member) in members.enumerated() {
                if member.key == key { return .found(index) }
                if key < member.key { return .missing(insertAt: index) }
            }
            return .missing(insertAt: members.count)
        }
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            let probe = members[middle].key
            if probe == key { return .found(middle) }
            if probe < key { low = middle + 1 } else { high = middle }
        }
        return .missing(insertAt: low)
    }
}
