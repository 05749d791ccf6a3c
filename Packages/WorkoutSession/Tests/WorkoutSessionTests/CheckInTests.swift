import CoreModels
import Testing
import WorkoutSession

@Suite("CheckIn")
struct CheckInTests {
    @Test("FR-006 values outside energy 1-5 and knee pain 0-2 are refused")
    func ranges() {
        #expect(CheckIn(energy: 0, kneePain: 0) == nil)
        #expect(CheckIn(energy: 6, kneePain: 0) == nil)
        #expect(CheckIn(energy: 3, kneePain: 3) == nil)
        #expect(CheckIn(energy: 5, kneePain: 2) != nil)
    }

    @Test(
        "FR-007 energy <= 2 or knee pain >= 1 removes one set, never below 1",
        arguments: [(1, 0, 3, 2), (2, 0, 1, 1), (3, 1, 4, 3), (5, 2, 2, 1), (3, 0, 3, 3), (5, 0, 1, 1)])
    func trimming(energy: Int, kneePain: Int, planned: Int, expected: Int) throws {
        let checkIn = try #require(CheckIn(energy: energy, kneePain: kneePain))
        #expect(checkIn.adjustedSets(planned) == expected)
    }

    @Test(
        "knee pain names the exercises worth a word: some pain the high knee loads, clear pain the moderate too"
    )
    func kneeWarnings() throws {
        let none = try #require(CheckIn(energy: 5, kneePain: 0))
        let some = try #require(CheckIn(energy: 5, kneePain: 1))
        let clear = try #require(CheckIn(energy: 5, kneePain: 2))
        #expect(KneeLoad.allCases.filter(none.warns(about:)).isEmpty)
        #expect(KneeLoad.allCases.filter(some.warns(about:)) == [.high])
        #expect(KneeLoad.allCases.filter(clear.warns(about:)) == [.moderate, .high])
    }
}
