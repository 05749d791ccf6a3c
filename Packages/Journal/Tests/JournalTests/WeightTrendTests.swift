import CoreModels
import CoreModelsTesting
import Foundation
import Journal
import Testing

@Suite("Weight trend over old and ranged data")
struct WeightTrendTests {
    let today = day("2026-11-23")

    @Test(
        "248 weights, none in the last 96 days: the latest is still the newest reading",
        arguments: Adapter.allCases)
    func oldWeights(adapter: Adapter) async throws {
        let temporary = TemporaryFolder("journal")
        defer { withExtendedLifetime(temporary) {} }
        let weights = WeightService(store: adapter.weight(temporary.url))
        let start = day("2024-01-01")
        for offset in 0..<248 {
            try await weights.add(
                Mass(80 + Double(offset % 7) / 10, .kilograms), on: start.adding(days: offset), replace: false
            )
        }
        let trend = try await weights.trend(today: today)
        #expect(trend.latest?.date == start.adding(days: 247))
        #expect(trend.average7 == nil && trend.change30 == nil)
    }

    @Test("--from and --to: the trend as of a past day and the change of the 7-day average since another")
    func ranged() async throws {
        let weights = WeightService(store: Adapter.inMemory.weight(temporaryFolder()))
        let start = day("2026-01-01")
        for offset in 0..<100 {
            try await weights.add(
                Mass(90 - Double(offset) / 10, .kilograms), on: start.adding(days: offset), replace: false)
        }
        let asOf = start.adding(days: 60)
        let trend = try await weights.trend(today: asOf, from: start.adding(days: 30))
        #expect(trend.latest?.date == asOf)
        // 7-day averages: days 54–60 average 90 − 5.7 = 84.3; days 24–30, 90 − 2.7 = 87.3.
        let average = try #require(trend.average7?.kilograms)
        #expect(abs(average - 84.3) < 1e-9)
        let change = try #require(trend.changeSinceFrom?.kilograms)
        #expect(abs(change - -3.0) < 1e-9)
        #expect(try await weights.trend(today: day("2025-06-01")).latest == nil)
        // Since a day before the first weigh-in: from the first week of weights (days 0–6,
        // 90 − 0.3 = 89.7) to the week ending on the latest (days 54–60, 84.3).
        let early = try await weights.trend(today: asOf, from: day("2025-12-01"))
        #expect(abs((early.changeSinceFrom?.kilograms ?? 0) - -5.4) < 1e-9)
        // A history that stopped (no weight in the week before today): its latest week counts.
        let later = try await weights.trend(today: start.adding(days: 200), from: start.adding(days: 30))
        #expect(later.average7 == nil)
        // Days 93–99 average 90 − 9.6 = 80.4; days 24–30, 87.3.
        #expect(abs((later.changeSinceFrom?.kilograms ?? 0) - -6.9) < 1e-9)
    }
}

@Suite("Weights are recorded up to today")
struct FutureWeightTests {
    @Test("a later day is refused with today named; today and earlier are fine")
    func future() async throws {
        let weights = WeightService(store: Adapter.inMemory.weight(temporaryFolder()))
        let today = day("2026-11-23")
        await #expect(throws: JournalError.futureDay(day("2026-12-25"), today: today)) {
            try await weights.add(Mass(81, .kilograms), on: day("2026-12-25"), replace: false, today: today)
        }
        try await weights.add(Mass(81, .kilograms), on: today, replace: false, today: today)
        #expect(try await weights.list().count == 1)
    }
}
