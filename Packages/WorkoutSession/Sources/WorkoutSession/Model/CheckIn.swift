import CoreModels

/// How the user feels before a session (BodyFocus FR-006): energy 1–5 and knee pain 0–2.
public struct CheckIn: Hashable, Sendable, Codable {
    /// Energy from 1 (exhausted) to 5 (great).
    public let energy: Int
    /// Knee pain from 0 (none) to 2 (clear pain).
    public let kneePain: Int

    /// Creates a check-in; `nil` when a value is out of range.
    public init?(energy: Int, kneePain: Int) {
        guard (1...5).contains(energy), (0...2).contains(kneePain) else { return nil }
        self.energy = energy
        self.kneePain = kneePain
    }

    /// Low energy (≤ 2) or any knee pain (≥ 1) trims the session (FR-007).
    public var trimsVolume: Bool { energy <= 2 || kneePain >= 1 }

    /// Whether an exercise of `load` is worth a word before it today: with some knee pain one
    /// that loads the knees highly, with clear pain a moderate one too (the session is only
    /// trimmed by a set; which exercise to leave out is the user's to decide).
    public func warns(about load: KneeLoad) -> Bool {
        switch kneePain {
        case 2...: return load >= .moderate
        case 1: return load == .high
        default: return false
        }
    }

    /// The sets to do for a planned count: one fewer when trimming, never below 1.
    public func adjustedSets(_ planned: Int) -> Int {
        trimsVolume ? max(1, planned - 1) : planned
    }
}
