import CoreModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The embedded catalog's search index, compiled ahead of time (`make catalog`) so a search
/// neither parses the ~900 catalog lines nor indexes their words: it reads the compiled words
/// and entries, adds the profile's custom exercises, ranks, and parses only the lines it returns.
///
/// Results are exactly those of `ExerciseCollection.search` over the same exercises (a test
/// compares them); the committed index is checked against the embedded catalog by a test too.
public struct CompiledCatalogSearch: Sendable {
    /// A compiled line could not be read: the generated file was edited or damaged.
    public struct DamagedIndex: Error, Sendable, Equatable, CustomStringConvertible {
        /// The line (1-based) of the compiled text.
        public let line: Int
        public var description: String { "the compiled exercise search index is damaged at line \(line)" }
    }

    let index: ExerciseSearch.Index
    /// The catalog ids of the entries, one after another.
    private let idBytes: [UInt8]
    /// Where each entry's id starts in `idBytes`, and (last) where the last one ends.
    private let idStarts: [Int32]

    /// The catalog id of entry `position`.
    func id(_ position: Int) -> ExerciseID {
        idBytes.withUnsafeBufferPointer { bytes in
            ExerciseID(
                String(
                    decoding: UnsafeBufferPointer(
                        rebasing: bytes[Int(idStarts[position])..<Int(idStarts[position + 1])]),
                    as: UTF8.self))
        }
    }

    /// The index compiled into the binary, read on first use.
    public static func embedded() throws(DamagedIndex) -> CompiledCatalogSearch { try cached.get() }

    private static let cached: Result<CompiledCatalogSearch, DamagedIndex> = Result {
        () throws(DamagedIndex) -> CompiledCatalogSearch in try decode(SystemCatalogSearchData.text)
    }

    /// The catalog's exercises and the custom ones, ranked for a query (custom exercises come
    /// after the catalog, both in name order, as in an `ExerciseCollection`).
    ///
    /// - Parameters:
    ///   - query: the words to search for.
    ///   - limit: at most this many results.
    ///   - custom: the profile's custom exercises.
    ///   - catalogLines: reads the catalog entries with the given ids.
    /// - Returns: the matches, best first.
    public func search(
        _ query: String, limit: Int, custom: [Exercise],
        catalogLines: (Set<ExerciseID>) throws -> [Exercise] = SystemCatalog.exercises(withIDs:)
    ) rethrows -> [Exercise] {
        let custom = custom.sorted { $0.name < $1.name }
        // The custom exercises are an index of their own, ranked together with the catalog's
        // (continuing the compiled index mapped its whole vocabulary, an eighth of a search).
        let query = ExerciseSearch.Index.Query(query)
        var scored = index.scored(query)
        var customIndex = ExerciseSearch.Index.Builder()
        if !custom.isEmpty {
            for exercise in custom { customIndex.add(exercise) }
            scored += customIndex.index.scored(query, offset: index.count)
        }
        let ranked = ExerciseSearch.Index.ranked(scored, limit: limit) { position in
            position < index.count ? index.name(position) : customIndex.index.name(position - index.count)
        }
        let wanted = Set(ranked.filter { $0 < index.count }.map(id))
        let system = Dictionary(
            try catalogLines(wanted).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ranked.compactMap { position in
            position < index.count ? system[id(position)] : custom[position - index.count]
        }
    }

    // MARK: - The compiled text

    /// The compiled text of `catalog` (the parsed embedded catalog): the vocabulary on the first
    /// line (words separated by spaces), then one line per exercise in name order:
    /// `id|name|name words|joined words|other words|boost`, word lists as comma-separated ids.
    public static func compiledText(for catalog: [Exercise]) -> String {
        let ordered = catalog.sorted { $0.name < $1.name }
        var builder = ExerciseSearch.Index.Builder()
        for exercise in ordered { builder.add(exercise) }
        let index = builder.index
        func list(_ ids: [Int]) -> String { ids.map(String.init).joined(separator: ",") }
        let vocabulary = (0..<index.wordCount).map { String(decoding: index.word($0), as: UTF8.self) }
            .joined(separator: " ")
        let lines = ordered.enumerated().map { position, exercise in
            let words = index.words(of: position)
            return [
                exercise.id.rawValue, index.name(position), list(words.name), list(words.joined),
                list(words.extra), String(Int(index.boosts[position])),
            ].joined(separator: "|")
        }
        return ([vocabulary] + lines).joined(separator: "\n")
    }

    /// The Swift source file that embeds the compiled index of `catalog`.
    public static func generatedSource(for catalog: [Exercise]) -> String {
        let text = compiledText(for: catalog).split(separator: "\n", omittingEmptySubsequences: false)
        return """
            // Generated by `make catalog` (Packages/Exercises/Sources/exercise-catalog): the embedded
            // catalog's search index, compiled (see CompiledCatalogSearch). Do not edit by hand.
            // swift-format-ignore-file

            enum SystemCatalogSearchData {
                static let text = #\"\"\"
            \(text.map { "    " + $0 }.joined(separator: "\n"))
                \"\"\"#
            }

            """
    }

    /// Reads a compiled text.
    ///
    /// - Throws: `DamagedIndex` naming the first line that is not as `compiledText` writes it.
    static func decode(_ text: String) throws(DamagedIndex) -> CompiledCatalogSearch {
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(DamagedIndex) in try decode(bytes) } }.get()
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(DamagedIndex)
        -> CompiledCatalogSearch
    {
        // Read in place, line by line and field by field, into the index's flat arrays.
        // Lines and fields are found with `memchr` (a byte-at-a-time search of the ~100 KB was
        // most of reading them).
        let newline = UInt8(ascii: "\n")
        let firstEnd = find(newline, in: bytes, from: 0)
        guard firstEnd > 0 else { throw DamagedIndex(line: 1) }
        var lineCount = 0
        var scan = firstEnd
        while scan < bytes.count {
            lineCount += 1
            scan = find(newline, in: bytes, from: scan + 1)
        }
        var index = ExerciseSearch.Index()
        index.reserve(entries: lineCount, words: firstEnd / 4, wordBytes: firstEnd)
        for word in bytes[..<firstEnd].split(separator: UInt8(ascii: " ")) { _ = index.appendWord(word) }
        var idBytes: [UInt8] = []
        var idStarts: [Int32] = [0]
        idStarts.reserveCapacity(lineCount + 1)
        var start = firstEnd
        var number = 1
        while start < bytes.endIndex {
            start += 1  // the line end before this line
            number += 1
            let end = find(newline, in: bytes, from: start)
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            start = end
            guard let fields = Fields(line), !fields[0].isEmpty,
                appendWords(fields[2], to: &index), appendWords(fields[3], to: &index),
                appendWords(fields[4], to: &index), let boost = boost(fields[5])
            else { throw DamagedIndex(line: number) }
            idBytes.append(contentsOf: fields[0])
            idStarts.append(Int32(idBytes.count))
            index.endEntry(name: fields[1], boost: Double(boost))
        }
        return CompiledCatalogSearch(index: index, idBytes: idBytes, idStarts: idStarts)
    }

    /// The six `|`-separated fields of a compiled line, found without copying.
    private struct Fields {
        private let line: UnsafeBufferPointer<UInt8>
        private var bounds: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)

        /// `nil` unless the line has exactly six fields.
        init?(_ line: UnsafeBufferPointer<UInt8>) {
            self.line = line
            var found = 0
            var index = CompiledCatalogSearch.find(UInt8(ascii: "|"), in: line, from: 0)
            while index < line.count {
                switch found {
                case 0: bounds.0 = index
                case 1: bounds.1 = index
                case 2: bounds.2 = index
                case 3: bounds.3 = index
                case 4: bounds.4 = index
                default: return nil
                }
                found += 1
                index = CompiledCatalogSearch.find(UInt8(ascii: "|"), in: line, from: index + 1)
            }
            guard found == 5 else { return nil }
        }

        /// Field `field` (0 to 5).
        subscript(field: Int) -> UnsafeBufferPointer<UInt8> {
            let range: Range<Int>
            switch field {
            case 0: range = 0..<bounds.0
            case 1: range = (bounds.0 + 1)..<bounds.1
            case 2: range = (bounds.1 + 1)..<bounds.2
            case 3: range = (bounds.2 + 1)..<bounds.3
            case 4: range = (bounds.3 + 1)..<bounds.4
            default: range = (bounds.4 + 1)..<line.count
            }
            return UnsafeBufferPointer(rebasing: line[range])
        }
    }

    /// The position of the first `byte` in `bytes` at or after `start`; `bytes.count` when none.
    static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return bytes.count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Adds the comma-separated decimal word ids of `field` (each below the vocabulary's size) as
    /// a part of the entry being read; `false` for anything else.
    private static func appendWords(_ field: UnsafeBufferPointer<UInt8>, to index: inout ExerciseSearch.Index)
        -> Bool
    {
        guard !field.isEmpty else {
            index.endEntryPart()
            return true
        }
        var value = 0
        var digits = 0
        for byte in field {
            if byte == UInt8(ascii: ",") {
                guard digits > 0, value < index.wordCount else { return false }
                index.appendEntryWord(value)
                value = 0
                digits = 0
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 6 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return false
            }
        }
        guard digits > 0, value < index.wordCount else { return false }
        index.appendEntryWord(value)
        index.endEntryPart()
        return true
    }

    /// A boost: one decimal number below 100; `nil` for anything else.
    private static func boost(_ field: UnsafeBufferPointer<UInt8>) -> Int? {
        guard (1...2).contains(field.count),
            field.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}
