import CoreModels

/// One measure compared between training days with a habit and days without it.
public struct MeasureComparison: Equatable, Sendable, Codable {
    /// The measure: `e1rm_vs_trend_percent`, `volume_kg`, `sets` or `knee_flags`.
    public let measure: String
    /// Training days with the habit that have this measure.
    public let daysWith: Int
    /// Training days without it that have this measure.
    public let daysWithout: Int
    /// The mean on days with it.
    public let meanWith: Double?
    /// The mean on days without it.
    public let meanWithout: Double?
    /// `meanWith − meanWithout`, when both sides have enough days.
    public let difference: Double?
    /// The 90 % bootstrap interval of the difference (5th and 95th percentiles).
    public let interval: ClosedRange<Double>?

    /// Whether both sides had enough days for a difference to be given.
    public var hasEnoughData: Bool { difference != nil }

    enum CodingKeys: String, CodingKey {
        case measure, daysWith, daysWithout, meanWith, meanWithout, difference, low, high
    }

    /// Encodes the interval as `low` and `high`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(measure, forKey: .measure)
        try container.encode(daysWith, forKey: .daysWith)
        try container.encode(daysWithout, forKey: .daysWithout)
        try container.encodeIfPresent(meanWith.map(Self.rounded), forKey: .meanWith)
        try container.encodeIfPresent(meanWithout.map(Self.rounded), forKey: .meanWithout)
        try container.encodeIfPresent(difference.map(Self.rounded), forKey: .difference)
        try container.encodeIfPresent(interval.map { Self.rounded($0.lowerBound) }, forKey: .low)
        try container.encodeIfPresent(interval.map { Self.rounded($0.upperBound) }, forKey: .high)
    }

    /// Decodes what `encode` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        measure = try container.decode(String.self, forKey: .measure)
        daysWith = try container.decode(Int.self, forKey: .daysWith)
        daysWithout = try container.decode(Int.self, forKey: .daysWithout)
        meanWith = try container.decodeIfPresent(Double.self, forKey: .meanWith)
        meanWithout = try container.decodeIfPresent(Double.self, forKey: .meanWithout)
        difference = try container.decodeIfPresent(Double.self, forKey: .difference)
        let low = try container.decodeIfPresent(Double.self, forKey: .low)
        let high = try container.decodeIfPresent(Double.self, forKey: .high)
        interval = low.flatMap { low in high.flatMap { low <= $0 ? low...$0 : nil } }
    }

    init(
        measure: String, daysWith: Int, daysWithout: Int, meanWith: Double?, meanWithout: Double?,
        difference: Double?, interval: ClosedRange<Double>?
    ) {
        self.measure = measure
        self.daysWith = daysWith
        self.daysWithout = daysWithout
        self.meanWith = meanWith
        self.meanWithout = meanWithout
        self.difference = difference
        self.interval = interval
    }

    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

/// A journal tag or supplement and how training went with and without it.
public struct HabitInsight: Equatable, Sendable, Codable {
    /// `tag` or `supplement`.
    public let kind: String
    /// Its name.
    public let name: String
    /// One comparison per measure.
    public let measures: [MeasureComparison]
}

/// Compares training days with a habit against training days without it, with a seeded
/// bootstrap for the uncertainty. Describes association only: nothing here says why.
public struct HabitComparison: Sendable {
    /// Fewer training days than this on either side give "not enough data".
    public let minimumDays: Int
    /// Bootstrap resamples per difference.
    public let resamples: Int
    /// The seed; the same seed and data always give the same intervals.
    public let seed: UInt64

    /// Creates a comparison.
    public init(minimumDays: Int = 8, resamples: Int = 2000, seed: UInt64 = 1) {
        self.minimumDays = minimumDays
        self.resamples = resamples
        self.seed = seed
    }

    /// The insight for a habit present on `daysWith`, among the training days in `eligible`
    /// (the span the habit was being recorded: days outside it are neither with nor without).
    public func insight(
        kind: String, name: String, daysWith: Set<LocalDate>, eligible: ClosedRange<LocalDate>,
        training: [LocalDate: TrainingDayMetrics]
    ) -> HabitInsight {
        let days = training.values.filter { eligible.contains($0.date) }.sorted { $0.date < $1.date }
        let with = days.filter { daysWith.contains($0.date) }
        let without = days.filter { !daysWith.contains($0.date) }
        let measures: [(String, (TrainingDayMetrics) -> Double?)] = [
            ("e1rm_vs_trend_percent", \.relativeE1RM), ("volume_kg", { $0.volume }),
            ("sets", { Double($0.sets) }),
            ("knee_flags", { Double($0.kneeFlags) }),
        ]
        var generator = SplitMix(seed: seed ^ Self.hash(kind + ":" + name))
        return HabitInsight(
            kind: kind, name: name,
            measures: measures.map { measure, value in
                compare(measure, with.compactMap(value), without.compactMap(value), using: &generator)
            })
    }

    func compare(_ measure: String, _ with: [Double], _ without: [Double], using generator: inout SplitMix)
        -> MeasureComparison
    {
        func mean(_ values: [Double]) -> Double? {
            values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
        }
        guard with.count >= minimumDays, without.count >= minimumDays, let a = mean(with),
            let b = mean(without)
        else {
            return MeasureComparison(
                measure: measure, daysWith: with.count, daysWithout: without.count, meanWith: mean(with),
                meanWithout: mean(without), difference: nil, interval: nil)
        }
        var differences: [Double] = []
        differences.reserveCapacity(resamples)
        for _ in 0..<resamples {
            differences.append(resampledMean(with, &generator) - resampledMean(without, &generator))
        }
        differences.sort()
        let low = differences[Int(Double(differences.count - 1) * 0.05)]
        let high = differences[Int(Double(differences.count - 1) * 0.95)]
        return MeasureComparison(
            measure: measure, daysWith: with.count, daysWithout: without.count, meanWith: a, meanWithout: b,
            difference: a - b, interval: low...high)
    }

    func resampledMean(_ values: [Double], _ generator: inout SplitMix) -> Double {
        var total = 0.0
        for _ in values.indices { total += values[Int(generator.next() % UInt64(values.count))] }
        return total / Double(values.count)
    }

    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}

/// SplitMix64, the seeded generator of the bootstrap.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
