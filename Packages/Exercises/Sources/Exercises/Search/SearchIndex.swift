import CoreModels

extension ExerciseSearch {
    /// The words of every entry, interned, and the entries: everything a search reads, in a few
    /// flat arrays. The embedded catalog's is compiled ahead of time (`CompiledCatalogSearch`)
    /// and read into these arrays in one pass: as an array per word and three per entry it
    /// took ~7,000 allocations, a fifth of `exercises search`.
    struct Index: Sendable, Equatable {
        /// The distinct words' bytes, one after another.
        private(set) var wordBytes: [UInt8] = []
        /// Where each word starts in `wordBytes`, and (last) where the last one ends.
        private(set) var wordStarts: [Int32] = [0]
        /// Each entry's word ids, one after another: its name words, the adjacent name words
        /// written together ("benchpress", "chinup", matched like name words), then the words of
        /// its muscles, equipment and category.
        private(set) var entryWords: [Int32] = []
        /// Where each entry's name, joined and other words start in `entryWords` (three per
        /// entry), and (last) where the last entry's end.
        private(set) var entryStarts: [Int32] = [0]
        /// The names' bytes, one after another (names break ties between equal scores).
        private(set) var nameBytes: [UInt8] = []
        /// Where each name starts in `nameBytes`, and (last) where the last one ends.
        private(set) var nameStarts: [Int32] = [0]
        /// Each entry's boost: staples, exercises with cues, custom ones, plain lifts.
        private(set) var boosts: [Double] = []

        /// How many words the vocabulary has.
        var wordCount: Int { wordStarts.count - 1 }
        /// How many entries there are.
        var count: Int { boosts.count }

        /// Adds a word to the vocabulary (the caller keeps it unique); returns its id.
        mutating func appendWord<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int {
            wordBytes.append(contentsOf: bytes)
            wordStarts.append(Int32(wordBytes.count))
            return wordCount - 1
        }

        /// Adds an entry from its name and word ids (each below `wordCount`).
        mutating func appendEntry<Name: Collection<UInt8>>(
            name: Name, nameWords: [Int], joinedWords: [Int], extraWords: [Int], boost: Double
        ) {
            for list in [nameWords, joinedWords, extraWords] {
                for word in list { appendEntryWord(word) }
                endEntryPart()
            }
            endEntry(name: name, boost: boost)
        }

        /// Adds a word id (below `wordCount`) to the part of the entry being added.
        mutating func appendEntryWord(_ id: Int) { entryWords.append(Int32(id)) }

        /// Ends the name, joined or other words of the entry being added.
        mutating func endEntryPart() { entryStarts.append(Int32(entryWords.count)) }

        /// Ends the entry being added (its three parts ended).
        mutating func endEntry<Name: Collection<UInt8>>(name: Name, boost: Double) {
            nameBytes.append(contentsOf: name)
            nameStarts.append(Int32(nameBytes.count))
            boosts.append(boost)
        }

        /// Room for the entries and words about to be added.
        mutating func reserve(entries: Int, words: Int, wordBytes byteCount: Int) {
            entryStarts.reserveCapacity(3 * entries + 1)
            boosts.reserveCapacity(entries)
            nameStarts.reserveCapacity(entries + 1)
            wordStarts.reserveCapacity(words + 1)
            wordBytes.reserveCapacity(byteCount)
        }

        /// Word `id`'s bytes.
        func word(_ id: Int) -> ArraySlice<UInt8> {
            wordBytes[Int(wordStarts[id])..<Int(wordStarts[id + 1])]
        }

        /// Entry `index`'s name.
        func name(_ index: Int) -> String {
            nameBytes.withUnsafeBufferPointer { bytes in
                String(
                    decoding: UnsafeBufferPointer(
                        rebasing: bytes[Int(nameStarts[index])..<Int(nameStarts[index + 1])]), as: UTF8.self)
            }
        }

        /// Entry `index`'s name, joined and other words.
        func words(of index: Int) -> (name: [Int], joined: [Int], extra: [Int]) {
            func list(_ part: Int) -> [Int] {
                entryWords[Int(entryStarts[3 * index + part])..<Int(entryStarts[3 * index + part + 1])].map(
                    Int.init)
            }
            return (list(0), list(1), list(2))
        }

        /// Adds entries one exercise at a time, interning their words.
        struct Builder {
            private var ids: [[UInt8]: Int] = [:]
            private(set) var index = Index()
            /// Muscles, equipment and categories are a few dozen texts repeated over ~900
            /// exercises: each is split into words once.
            private var known: [String: [Int]] = [:]

            init() {}

            mutating func intern(_ word: String) -> Int {
                let bytes = Array(word.utf8)
                if let id = ids[bytes] { return id }
                let id = index.appendWord(bytes)
                ids[bytes] = id
                return id
            }

            private mutating func wordIDs(_ text: String) -> [Int] {
                if let found = known[text] { return found }
                var made: [Int] = []
                for word in SearchText.words(text) { made.append(intern(word)) }
                known[text] = made
                return made
            }

            mutating func add(_ exercise: Exercise) {
                let extra =
                    exercise.primaryMuscles.map(\.rawValue) + exercise.secondaryMuscles.map(\.rawValue)
                    + [
                        exercise.equipment.rawValue, exercise.equipment.displayName,
                        exercise.category.rawValue,
                    ] + (ExerciseSearch.alsoKnownAs[exercise.id].map { [$0] } ?? [])
                var boost = 0.0
                if ExerciseSearch.staples.contains(exercise.id) { boost += 5 }
                if ExerciseCues.table[exercise.id] != nil { boost += 2 }
                if exercise.isCustom { boost += 1 }
                let name = SearchText.words(exercise.name)
                // The plain lift: only equipment words besides the movement ("Barbell Deadlift").
                if name.count > 1, name.dropLast().allSatisfy(ExerciseSearch.equipmentWords.contains) {
                    boost += 3
                }
                var nameWords: [Int] = []
                for word in name { nameWords.append(intern(word)) }
                var joinedWords: [Int] = []
                for (first, second) in zip(name, name.dropFirst()) {
                    joinedWords.append(intern(first + second))
                }
                var extraWords: [Int] = []
                for text in extra { extraWords += wordIDs(text) }
                index.appendEntry(
                    name: exercise.name.utf8, nameWords: nameWords, joinedWords: joinedWords,
                    extraWords: extraWords, boost: boost)
            }
        }

        /// A query's words, as bytes.
        struct Query {
            let words: [[UInt8]]
            /// The words written together ("pull up" also as "pullup", so it finds "Pullups").
            let together: [UInt8]?

            init(_ text: String) {
                words = SearchText.words(text).map { Array($0.utf8) }
                together = words.count > 1 ? Array(words.joined()) : nil
            }
        }

        /// Every entry matching `query` with its score, in entry order (`offset` added to the
        /// positions). Every query word must match a word of the name (exactly, as a prefix or
        /// with a typo) or, for less, one of its other words.
        func scored(_ query: Query, offset: Int = 0) -> [(score: Double, index: Int)] {
            guard !query.words.isEmpty else { return [] }
            return wordBytes.withUnsafeBufferPointer { bytes in
                wordStarts.withUnsafeBufferPointer { starts in
                    func table(_ word: [UInt8]) -> [Match] {
                        word.withUnsafeBufferPointer { word in
                            (0..<wordCount).map { id in
                                ExerciseSearch.match(
                                    word,
                                    UnsafeBufferPointer(
                                        rebasing: bytes[Int(starts[id])..<Int(starts[id + 1])]))
                            }
                        }
                    }
                    let tables = query.words.map(table)
                    let together = query.together.map(table)
                    let firstWord = (0..<wordCount).first { id in
                        bytes[Int(starts[id])..<Int(starts[id + 1])].elementsEqual(query.words[0])
                    }
                    return score(tables: tables, together: together, firstWord: firstWord, offset: offset)
                }
            }
        }

        /// `scored` once the query's words are compared with every word of the vocabulary.
        private func score(tables: [[Match]], together: [Match]?, firstWord: Int?, offset: Int)
            -> [(score: Double, index: Int)]
        {
            var scored: [(score: Double, index: Int)] = []
            entryWords.withUnsafeBufferPointer { words in
                entryStarts.withUnsafeBufferPointer { starts in
                    for index in 0..<count {
                        let nameStart = Int(starts[3 * index])
                        let extraStart = Int(starts[3 * index + 2])
                        let end = Int(starts[3 * index + 3])
                        let nameCount = Int(starts[3 * index + 1]) - nameStart
                        // Name and joined words are one run; the other words follow.
                        func best(_ table: [Match], _ range: Range<Int>) -> Match {
                            var best = Match.none
                            for position in range where table[Int(words[position])] > best {
                                best = table[Int(words[position])]
                            }
                            return best
                        }
                        var total = boosts[index] - 0.1 * Double(nameCount)
                        if let together, nameStart < extraStart {
                            let match = best(together, nameStart..<extraStart)
                            if match >= .prefix {
                                scored.append(
                                    (total + match.nameScore * Double(tables.count), index + offset))
                                continue
                            }
                        }
                        var matchedAll = true
                        for table in tables {
                            let inName = best(table, nameStart..<extraStart)
                            if inName != .none {
                                total += inName.nameScore
                                continue
                            }
                            let inExtra = best(table, extraStart..<end)
                            if inExtra == .none {
                                matchedAll = false
                                break
                            }
                            total += inExtra.extraScore
                        }
                        guard matchedAll else { continue }
                        if let firstWord, nameCount > 0, Int(words[nameStart]) == firstWord { total += 1 }
                        scored.append((total, index + offset))
                    }
                }
            }
            return scored
        }

        /// The positions of the entries matching `query`, best first (at most `limit`).
        func ranked(_ query: String, limit: Int) -> [Int] {
            Self.ranked(scored(Query(query)), limit: limit, name: name)
        }

        /// The best `limit` of `scored`: higher scores first, then names in order.
        static func ranked(
            _ scored: [(score: Double, index: Int)], limit: Int, name: (Int) -> String
        ) -> [Int] {
            // Each name made once, not in every comparison; the positions are sorted as the
            // entries themselves would be.
            let names = scored.map { name($0.index) }
            let order = scored.indices.sorted { first, second in
                scored[first].score != scored[second].score
                    ? scored[first].score > scored[second].score : names[first] < names[second]
            }
            return order.prefix(limit).map { scored[$0].index }
        }
    }
}
