import CoreModels
import Testing

@Suite("Where a line chart lifts its pen")
struct LineGapsTests {
    @Test("a pause of months in a chart by day breaks the line; sessions and regular training never do")
    func breaks() {
        // Every two or three days for a month, then nothing for five years, then three sessions.
        let days: [Double] = [0, 2, 5, 7, 9, 12, 14, 16, 19, 21, 1_800, 1_803, 1_805]
        #expect(LineGaps.breaks(days) == [10])
        #expect(LineGaps.breaks((0..<200).map(Double.init)).isEmpty, "a chart by session")
        #expect(LineGaps.breaks([0, 30, 60, 90, 120]).isEmpty, "monthly sessions are a steady line")
        #expect(LineGaps.breaks([0, 200]).isEmpty, "two points are one line")
        // An even number of steps: the gap is not the usual step.
        #expect(LineGaps.breaks([0, 1_800, 1_802]) == [1])
        #expect(LineGaps.breaks([0, 3, 400, 403, 900]) == [2, 4])
        #expect(LineGaps.breaks([]).isEmpty)
        // Two pauses, each its own break.
        #expect(LineGaps.breaks([0, 3, 6, 400, 403, 406, 900, 903]) == [3, 6])
    }
}
