import CoreModels
import Exercises
import Plans

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads `SummaryLineCodec` text in one pass over its bytes, without splitting into arrays:
/// the history index is read by almost every command, so this is on the hot path (a 10-year
/// history is about 1,500 lines and 9,000 exercise entries).
struct SummaryLineScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1

    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
    private static let pipe = UInt8(ascii: "|")
    private static let semicolon = UInt8(ascii: ";")
    private static let comma = UInt8(ascii: ",")
    private static let colon = UInt8(ascii: ":")

    /// Which exercise lines a summary gets.
    enum ExerciseLines {
        /// Every one.
        case all
        /// None: a line is only its totals (cheaper).
        case none
        /// Only the lines of these exercises (their ids' bytes); the rest are stepped over
        /// unread, as `none` steps over all of them.
        case only([[UInt8]])

        /// `only` the lines of `exercises`.
        static func of(_ exercises: Set<ExerciseID>) -> ExerciseLines {
            .only(exercises.map { Array($0.rawValue.utf8) })
        }
    }

    private let lines: ExerciseLines

    init(_ bytes: UnsafeBufferPointer<UInt8>, exercises: Bool = true) {
        self.init(bytes, lines: exercises ? .all : .none)
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>, lines: ExerciseLines) {
        self.bytes = bytes
        self.lines = lines
    }

    /// Every summary in the text.
    ///
    /// - Throws: `SummaryLineCodec.Failure` naming the first malformed line.
    mutating func summaries() throws(SummaryLineCodec.Failure) -> [WorkoutSummary] {
        var result: [WorkoutSummary] = []
        while index < bytes.count {
            if bytes[index] == Self.newline {  // tolerate blank lines
                index += 1
                line += 1
                continue
            }
            result.append(try summary())
            line += 1
        }
        return result
    }

    private func fail(_ reason: String) -> SummaryLineCodec.Failure {
        SummaryLineCodec.Failure(line: line, reason: reason)
    }

    /// The bytes up to the next `separator` (consumed), or up to `stop` or the line end (neither
    /// consumed).
    private mutating func field(_ separator: UInt8, stop: UInt8 = newline) -> Range<Int> {
        let start = index
        while index < bytes.count, bytes[index] != separator, bytes[index] != stop,
            bytes[index] != Self.newline
        {
            index += 1
        }
        let range = start..<index
        if index < bytes.count, bytes[index] == separator { index += 1 }
        return range
    }

    /// A tab-terminated field; a line that ends early is malformed.
    private mutating func column() throws(SummaryLineCodec.Failure) -> Range<Int> {
        let range = field(Self.tab)
        guard index > 0, bytes[index - 1] == Self.tab else { throw fail("expected 10 fields") }
        return range
    }

    private var atLineEnd: Bool { index >= bytes.count || bytes[index] == Self.newline }

    private mutating func summary() throws(SummaryLineCodec.Failure) -> WorkoutSummary {
        let idRange = try column()
        let dateRange = try column()
        let nameRange = try column()
        let planRange = try column()
        let startRange = try column()
        let finishRange = try column()
        let setsRange = try column()
        let volumeRange = try column()
        let flagsRange = try column()
        guard let id = WorkoutID(utf8: UnsafeBufferPointer(rebasing: bytes[idRange])),
            let date = date(dateRange), let started = double(startRange),
            let finished = double(finishRange), let sets = integer(setsRange),
            let volume = double(volumeRange)
        else { throw fail("a field has a bad value") }
        var exercises: [WorkoutSummary.ExerciseLine] = []
        switch lines {
        case .all:
            while !atLineEnd { exercises.append(try exercise()) }
        case .none:
            while !atLineEnd { index += 1 }
        case .only(let wanted):
            while !atLineEnd {
                if entryIsOne(of: wanted) {
                    exercises.append(try exercise())
                } else {
                    // Text fields are percent-escaped, so the entry ends at the next `;`.
                    while !atLineEnd, bytes[index] != Self.semicolon { index += 1 }
                    if !atLineEnd { index += 1 }
                }
            }
        }
        if index < bytes.count { index += 1 }  // the newline
        var flags: [ExerciseID] = []
        var flagIndex = flagsRange.lowerBound
        while flagIndex < flagsRange.upperBound {
            var end = flagIndex
            while end < flagsRange.upperBound, bytes[end] != Self.comma { end += 1 }
            if end > flagIndex { flags.append(ExerciseID(text(flagIndex..<end))) }
            flagIndex = end + 1
        }
        return WorkoutSummary(
            id: id, date: date, name: escapedText(nameRange),
            planID: PlanID(utf8: UnsafeBufferPointer(rebasing: bytes[planRange])),
            startedAt: Date(timeIntervalSince1970: started),
            finishedAt: Date(timeIntervalSince1970: finished), sets: sets, volume: volume,
            exercises: exercises,
            kneeFlags: flags)
    }

    private mutating func exercise() throws(SummaryLineCodec.Failure) -> WorkoutSummary.ExerciseLine {
        let idRange = try part()
        let nameRange = try part()
        guard let count = integer(try part()), let top = double(try part()),
            let topReps = integer(try part()),
            let bestVolume = double(try part()), let total = double(try part()), let e1rm = double(try part())
        else { throw fail("an exercise entry is malformed") }
        var reps: [WorkoutSummary.RepsAtWeight] = []
        while !atLineEnd, bytes[index] != Self.semicolon {
            let kilograms = field(Self.colon, stop: Self.semicolon)
            let count = field(Self.comma, stop: Self.semicolon)
            guard let weight = double(kilograms), let number = integer(count) else {
                throw fail("a reps-at-weight entry is malformed")
            }
            reps.append(WorkoutSummary.RepsAtWeight(kilograms: weight, reps: number))
            if index > 0, bytes[index - 1] == Self.comma { continue }
            break
        }
        if index < bytes.count, bytes[index] == Self.semicolon { index += 1 }
        return WorkoutSummary.ExerciseLine(
            exerciseID: ExerciseID(interned(idRange)), name: escapedText(nameRange), sets: count,
            topKilograms: top, topReps: topReps, bestSetVolume: bestVolume, volume: total, bestE1RM: e1rm,
            repsAtWeight: reps)
    }

    /// Whether the exercise entry starting here has one of the `wanted` ids (nothing consumed).
    private func entryIsOne(of wanted: [[UInt8]]) -> Bool {
        var end = index
        while end < bytes.count, bytes[end] != Self.pipe, bytes[end] != Self.semicolon,
            bytes[end] != Self.newline
        {
            end += 1
        }
        let id = UnsafeBufferPointer(rebasing: bytes[index..<end])
        return wanted.contains { $0.count == id.count && $0.elementsEqual(id) }
    }

    /// One `|`-terminated part of an exercise entry.
    private mutating func part() throws(SummaryLineCodec.Failure) -> Range<Int> {
        let range = field(Self.pipe)
        guard index > 0, bytes[index - 1] == Self.pipe else { throw fail("an exercise entry is malformed") }
        return range
    }

    /// Strings already made, by a hash of their bytes: exercise ids and names repeat in
    /// almost every line, so most are looked up rather than allocated again.
    private var strings: [UInt64: String] = [:]

    private mutating func interned(_ range: Range<Int>) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for position in range { hash = (hash ^ UInt64(bytes[position])) &* 0x100_0000_01B3 }
        if let known = strings[hash], known.utf8.count == range.count,
            known.utf8.withContiguousStorageIfAvailable({ stored in
                guard let left = stored.baseAddress, let right = bytes.baseAddress else {
                    return stored.isEmpty
                }
                return memcmp(left, right + range.lowerBound, range.count) == 0
            }) == true
        {
            return known
        }
        let made = text(range)
        strings[hash] = made
        return made
    }

    /// A percent-escaped text field (see `SummaryLineCodec.escape`).
    private mutating func escapedText(_ range: Range<Int>) -> String {
        UnsafeBufferPointer(rebasing: bytes[range]).contains(0x25)
            ? SummaryLineCodec.unescape(text(range)) : interned(range)
    }

    private func text(_ range: Range<Int>) -> String { ByteFields(bytes).text(range) }
    private func date(_ range: Range<Int>) -> LocalDate? { ByteFields(bytes).date(range) }
    private func integer(_ range: Range<Int>) -> Int? { ByteFields(bytes).integer(range) }
    private func double(_ range: Range<Int>) -> Double? { ByteFields(bytes).double(range) }
}
