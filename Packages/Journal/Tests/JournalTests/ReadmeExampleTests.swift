import CoreModels
import CoreModelsTesting
import Journal
import Testing

@Test("the README's example compiles, runs, and is the one the README shows")
func journalReadmeExample() async throws {
    // README begin
    let today = LocalDate.today(in: .current, clock: SystemWallClock())
    let journal = JournalService(store: InMemoryJournalStore())
    let day = try await journal.tag(["trained", "slept well"], on: today)
    print(day.selectedNames)  // ["trained", "slept well"]

    let weights = WeightService(store: InMemoryWeightStore())
    try await weights.add(Mass(181.4, .pounds), on: today, replace: false)
    print(try await weights.trend(today: today).latest?.mass.formatted(in: .pounds) ?? "")  // 181.4 lb
    // README end
    #expect(day.selectedNames == ["trained", "slept well"])
    #expect(try await weights.trend(today: today).latest?.mass.formatted(in: .pounds) == "181.4 lb")
    #expect(try ReadmeSnippet.isShown())
}
