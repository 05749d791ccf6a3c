/// Where a line chart should lift its pen: a line drawn straight across years without a
/// point reads as years of steady progress.
public enum LineGaps {
    /// The indices of `xs` (sorted) that start a new stretch of the line: where the step from
    /// the point before is over `minimumGap` and over ten times the usual (lower median) step. A
    /// chart by session (steps of 1) never breaks; one by day breaks at a pause of months.
    public static func breaks(_ xs: [Double], minimumGap: Double = 90) -> Set<Int> {
        guard xs.count > 2 else { return [] }
        let steps = zip(xs.dropFirst(), xs).map { $0 - $1 }
        // The lower median: with two steps (or an even count), the upper one may be the gap.
        let usual = steps.sorted()[(steps.count - 1) / 2]
        let limit = max(minimumGap, usual * 10)
        return Set(steps.indices.filter { steps[$0] > limit }.map { $0 + 1 })
    }
}
