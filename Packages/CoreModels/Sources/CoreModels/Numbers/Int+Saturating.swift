extension Int {
    /// `value` rounded toward zero and clamped to `Int`'s range; 0 for NaN. Never traps, so a
    /// number read from a damaged file cannot crash a computation that turns it into a count.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
