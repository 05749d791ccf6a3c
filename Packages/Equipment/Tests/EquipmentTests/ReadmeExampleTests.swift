import CoreModels
import CoreModelsTesting
import Equipment
import Testing

@Test("the README's example compiles, runs, and is the one the README shows")
func equipmentReadmeExample() async throws {
    // README begin
    let equipment = EquipmentService(store: InMemoryEquipmentStore(), clock: SystemWallClock())
    _ = try await equipment.set(try EquipmentService.parseKinds(["dumbbell,band"]))
    print(try await equipment.usableKinds().map(\.displayName).sorted())
    // ["Bands", "Bodyweight", "Dumbbells"]
    // README end
    #expect(try await equipment.usableKinds() == [.dumbbell, .band, .bodyweight])
    #expect(try ReadmeSnippet.isShown())
}
