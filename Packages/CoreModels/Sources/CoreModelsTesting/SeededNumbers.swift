/// A small seeded generator for generated test data (a 64-bit linear congruential generator,
/// the high bits taken): the same numbers on every run and every machine, so a failing case
/// can be replayed from its seed.
public struct SeededNumbers: Sendable {
    /// The generator's state; the next number follows from it alone.
    public var state: UInt64

    /// Starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number, of 31 bits.
    public mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }

    /// A number in `0..<bound` (`bound` must be positive).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in `0..<bound` (`bound` must be positive).
    public mutating func below(_ bound: UInt64) -> UInt64 { next() % bound }
}
