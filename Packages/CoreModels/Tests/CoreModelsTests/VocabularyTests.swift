import CoreModels
import Foundation
import Testing

@Suite("Shared vocabulary")
struct VocabularyTests {
    @Test("equipment kinds parse display names, raw values, aliases and the catalog's words")
    func equipmentParsing() {
        #expect(EquipmentKind(parsing: "body only") == .bodyweight)
        #expect(EquipmentKind(parsing: "e-z curl bar") == .ezBar)
        #expect(EquipmentKind(parsing: "EZ curl bar") == .ezBar)
        #expect(EquipmentKind(parsing: "Dumbbells") == .dumbbell)
        #expect(EquipmentKind(parsing: "kettlebells") == .kettlebell)
        #expect(EquipmentKind(parsing: "medicine ball") == .medicineBall)
        #expect(EquipmentKind(parsing: "spaceship") == nil)
        #expect(EquipmentKind(parsing: "") == nil)
    }

    @Test("every muscle maps to an IronLift category")
    func muscleCategories() {
        #expect(MuscleGroup.biceps.category == .arms)
        #expect(MuscleGroup.quadriceps.category == .legs)
        #expect(MuscleGroup.lats.category == .back)
        #expect(MuscleGroup.abdominals.category == .core)
        #expect(MuscleGroup(parsing: "Middle Back") == .middleBack)
        #expect(MuscleGroup(parsing: "quads") == .quadriceps)
    }

    @Test("knee load orders low < moderate < high")
    func kneeLoadOrder() {
        #expect(KneeLoad.low < .moderate && KneeLoad.moderate < .high)
        #expect(KneeLoad.allCases.sorted() == [.low, .moderate, .high])
    }

    @Test("typed ids code as lower-case UUID strings")
    func typedIDs() throws {
        enum Thing {}
        let source = SequentialUUIDSource()
        let id = TypedID<Thing>(source.next())
        let data = try JSONEncoder().encode([id])
        #expect(String(decoding: data, as: UTF8.self) == "[\"00000000-0000-4000-8000-000000000001\"]")
        #expect(try JSONDecoder().decode([TypedID<Thing>].self, from: data) == [id])
        #expect(TypedID<Thing>("not a uuid") == nil)
    }

    @Test("nearest match suggests close spellings and prefixes only")
    func nearest() {
        let words = ["equipment", "data", "completions", "profile"]
        #expect(NearestMatch.suggestion(for: "equipmnet", among: words) == "equipment")
        #expect(NearestMatch.suggestion(for: "comp", among: words) == "completions")
        #expect(NearestMatch.suggestion(for: "zzzzzz", among: words) == nil)
        #expect(NearestMatch.distance("kitten", "sitting") == 3)
    }
}

@Suite("Names people give things")
struct NameTextTests {
    @Test(
        "white space collapsed, invisible characters removed, nothing visible is no name",
        arguments: [
            ("  Push   Day ", "Push Day"), ("\u{200B}\u{200D}", nil), ("A\u{200B}B", "AB"),
            ("\u{FEFF}Row", "Row"),
            ("Tab\tName", "Tab Name"), ("", nil), ("bell\u{7}", "bell"),
        ] as [(String, String?)])
    func clean(raw: String, name: String?) {
        #expect(NameText.clean(raw) == name)
    }
}
