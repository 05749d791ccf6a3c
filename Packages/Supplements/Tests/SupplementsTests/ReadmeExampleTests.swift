import CoreModels
import CoreModelsTesting
import Supplements
import Testing

@Test("the README's example compiles, runs, and is the one the README shows")
func supplementsReadmeExample() async throws {
    // README begin
    let today = LocalDate.today(in: .current, clock: SystemWallClock())
    let tracker = SupplementTracker(store: InMemorySupplementStore())
    let day = try await tracker.take(["creatine"], on: today)
    print(day.morning.map { "\($0.taken ? "[x]" : "[ ]") \($0.supplement.name)" })
    // ["[ ] Vitamin D3", "[ ] Omega-3", "[x] Creatine", "[ ] Multivitamin"]
    // README end
    #expect(day.morning.map(\.taken) == [false, false, true, false])
    #expect(try ReadmeSnippet.isShown())
}
