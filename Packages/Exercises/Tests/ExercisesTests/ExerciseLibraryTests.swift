import CoreModels
import Exercises
import Foundation
import Testing

@Suite("Exercise library rules")
struct ExerciseLibraryTests {
    let store = InMemoryExerciseStore()
    var library: ExerciseLibrary { ExerciseLibrary(store: store) }

    @Test("H4 the library is ready on first use, with system exercises and nothing duplicated")
    func seededOnFirstUse() async throws {
        let collection = try await library.collection()
        #expect(collection.all.count >= 800)
        #expect(collection.catalogProblem == nil)
        _ = try await library.addCustom(CustomExerciseDraft(name: "Towel Row", category: .back))
        let again = try await library.collection()
        #expect(Set(again.all.map(\.id)).count == again.all.count)
        #expect(again.all.count == collection.all.count + 1)
    }

    @Test("names kept by an import are forgotten by its undo, unless placed elsewhere since")
    func forgetImportNames() async throws {
        try await library.rememberImportNames([
            ("Seated Row (Cable)", ExerciseID("seated-cable-rows")), ("Yoke", ExerciseID("custom-yoke")),
            ("Hack", ExerciseID("hack-squat")),
        ])
        // A later --map moved one.
        try await library.rememberImportNames([("Hack", ExerciseID("leg-press"))])
        try await library.forgetImportNames([
            "seated row cable": ExerciseID("seated-cable-rows"), "yoke": ExerciseID("custom-yoke"),
            "hack": ExerciseID("hack-squat"),
        ])
        #expect(try await library.importNames() == ["hack": ExerciseID("leg-press")])
        try await library.forgetImportNames([:])
        #expect(try await library.importNames().count == 1)
        // A name an import kept, whole, is the exercise it put it in ("Hack" was mapped); a
        // library name is itself.
        #expect(try await library.resolve("HACK").id == ExerciseID("leg-press"))
        #expect(try await library.resolve("Hack Squat").id == ExerciseID("hack-squat"))
        #expect(try await library.resolve("Hack Squat").id == ExerciseID("hack-squat"))
        try await library.rememberImportNames([
            ("Lateral Raise (Cable)", ExerciseID("cable-seated-lateral-raise"))
        ])
        #expect(
            try await library.resolve("lateral raise (cable)").id == ExerciseID("cable-seated-lateral-raise"))
    }

    @Test("H4.5 if the catalog cannot be loaded, custom exercises still work and the user is told")
    func catalogFailure() async throws {
        struct Broken: Error {}
        let broken = ExerciseLibrary(store: store, catalog: { throw Broken() })
        let added = try await broken.addCustom(CustomExerciseDraft(name: "Door Row", category: .back))
        let collection = try await broken.collection()
        #expect(collection.all == [added])
        #expect(
            collection.catalogProblem?.hasPrefix("The system exercise catalog could not be loaded") == true)
    }

    @Test("EXER-02 create a custom exercise with name, category, equipment, muscles, notes")
    func create() async throws {
        let exercise = try await library.addCustom(
            CustomExerciseDraft(
                name: "  Spider  Zottman   Curl ", category: .arms, equipment: .dumbbell,
                primaryMuscles: [.biceps],
                notes: "slow negatives"))
        #expect(exercise.name == "Spider Zottman Curl")
        #expect(exercise.id == ExerciseID("custom-spider-zottman-curl"))
        #expect(exercise.isCustom && exercise.kneeLoad == .low && exercise.notes == "slow negatives")
        #expect(try await library.collection().resolve("spider zott").id == exercise.id)
    }

    @Test("EXER-02 knee load defaults from the rules; category from the first muscle")
    func defaults() async throws {
        let squat = try await library.addCustom(
            CustomExerciseDraft(name: "Sandbag Squat", primaryMuscles: [.quadriceps]))
        #expect(squat.kneeLoad == .high)
        #expect(squat.category == .legs)
        // Without category, equipment or muscles, the name says what it can.
        let fly = try await library.addCustom(CustomExerciseDraft(name: "Cable Rear Delt Flyz"))
        #expect(fly.category == .shoulders && fly.equipment == .cable)
        let lunge = try await library.addCustom(CustomExerciseDraft(name: "Walking Lunge (Dumbbell) Deficit"))
        #expect(lunge.category == .legs && lunge.equipment == .dumbbell && lunge.kneeLoad == .high)
        // A curl for the legs is a legs exercise; a jump loads the knees whatever its category.
        let legCurl = try await library.addCustom(CustomExerciseDraft(name: "Lying Leg Curl Zz"))
        let nordic = try await library.addCustom(CustomExerciseDraft(name: "Nordic Hamstring Curl Zz"))
        let bicepsCurl = try await library.addCustom(CustomExerciseDraft(name: "Seated Curl Zz"))
        #expect(legCurl.category == .legs && nordic.category == .legs && bicepsCurl.category == .arms)
        let jump = try await library.addCustom(CustomExerciseDraft(name: "Box Jump Zz"))
        #expect(jump.kneeLoad == .high, "\(jump)")
        let row = try await library.addCustom(CustomExerciseDraft(name: "Towel Row Zz"))
        #expect(row.kneeLoad == .low)
        // A name that says neither stays Other on bodyweight; given fields win over the name.
        let drag = try await library.addCustom(CustomExerciseDraft(name: "Yoke Walk Heavy"))
        #expect(drag.category == .other && drag.equipment == .bodyweight)
        let given = try await library.addCustom(
            CustomExerciseDraft(name: "Cable Glute Kickback Zz", category: .legs, equipment: .machine))
        #expect(given.category == .legs && given.equipment == .machine)
    }

    @Test(
        "EXER-03 duplicate names are rejected against system and custom, ignoring case and spaces",
        arguments: ["barbell squat", "  BARBELL   Squat ", "Spider Zottman curl", "spider zottman CURL"])
    func duplicates(name: String) async throws {
        try await library.addCustom(CustomExerciseDraft(name: "Spider Zottman Curl", category: .arms))
        await #expect(throws: ExerciseError.self) {
            try await library.addCustom(CustomExerciseDraft(name: name))
        }
        #expect(try await store.customExercises().count == 1)
    }

    @Test("EXER-03 the duplicate message names the existing exercise")
    func duplicateMessage() async throws {
        let error = await #expect(throws: ExerciseError.self) {
            try await library.addCustom(CustomExerciseDraft(name: "barbell squat"))
        }
        #expect(error == .duplicateName("barbell squat", existing: "Barbell Squat"))
    }

    @Test("EXER-04 edit name and category; renaming onto another name is refused; system ones are fixed")
    func edit() async throws {
        let curl = try await library.addCustom(
            CustomExerciseDraft(name: "Spider Zottman Curl", category: .arms))
        try await library.addCustom(CustomExerciseDraft(name: "Towel Row", category: .back))
        let edited = try await library.editCustom(
            curl.id, CustomExerciseDraft(name: "Spider Zottman Curls", category: .other))
        #expect(edited.name == "Spider Zottman Curls" && edited.category == .other && edited.id == curl.id)
        await #expect(throws: ExerciseError.duplicateName("towel row", existing: "Towel Row")) {
            try await library.editCustom(curl.id, CustomExerciseDraft(name: "towel row"))
        }
        await #expect(throws: ExerciseError.notCustom("Barbell Squat")) {
            try await library.editCustom(ExerciseID("barbell-squat"), CustomExerciseDraft(name: "x"))
        }
    }

    @Test("EXER-05 delete; an exercise in use is refused unless forced")
    func delete() async throws {
        let usedLibrary = ExerciseLibrary(
            store: store, usage: { id in id.rawValue == "custom-towel-row" ? ["plan 'Day A'"] : [] })
        let row = try await usedLibrary.addCustom(CustomExerciseDraft(name: "Towel Row", category: .back))
        let curl = try await usedLibrary.addCustom(
            CustomExerciseDraft(name: "Spider Zottman Curl", category: .arms))
        try await usedLibrary.deleteCustom(curl.id, force: false)
        await #expect(throws: ExerciseError.inUse("Towel Row", uses: ["plan 'Day A'"])) {
            try await usedLibrary.deleteCustom(row.id, force: false)
        }
        try await usedLibrary.deleteCustom(row.id, force: true)
        #expect(try await store.customExercises().isEmpty)
        await #expect(throws: ExerciseError.notCustom("Plank")) {
            try await usedLibrary.deleteCustom(ExerciseID("plank"), force: true)
        }
    }

    @Test("EXER-08/09 the picker finds an exercise, or creates it when asked")
    func picker() async throws {
        let found = try await library.pick("barbell squat")
        #expect(found.exercise.id == ExerciseID("barbell-squat") && !found.created)
        let created = try await library.pick(
            "Sled Drag Backwards", orCreate: CustomExerciseDraft(category: .legs))
        #expect(
            created.created && created.exercise.name == "Sled Drag Backwards"
                && created.exercise.category == .legs)
        await #expect(throws: ExerciseError.self) { try await library.pick("Nothing Like This Exists") }
    }

    @Test("find-or-create by exact name: created once, found afterwards; a prefix is not a match")
    func findOrCreate() async throws {
        let first = try await library.exercise(named: "Hyperextensions", orCreateIn: .back)
        #expect(first.isCustom && first.name == "Hyperextensions" && first.category == .back)
        #expect(try await library.exercise(named: "hyperextensions", orCreateIn: .other) == first)
        #expect(try await store.customExercises().count == 1)
    }

    @Test("references: id, exact name, unambiguous prefix; ambiguous ones list candidates")
    func resolve() async throws {
        let collection = try await library.collection()
        #expect(try collection.resolve("barbell-squat").name == "Barbell Squat")
        #expect(try collection.resolve("BARBELL SQUAT").id == ExerciseID("barbell-squat"))
        #expect(try collection.resolve("Zercher").name == "Zercher Squats")
        // A name but for its plural "s" is that exercise, both ways.
        #expect(try collection.resolve("hammer curl").name == "Hammer Curls")
        #expect(try collection.resolve("zercher squat").name == "Zercher Squats")
        // Names as Strong and Hevy write them, typed by someone who came from those apps.
        #expect(try collection.resolve("Bench Press (Barbell)").name == "Barbell Bench Press - Medium Grip")
        #expect(try collection.resolve("overhead press (barbell)").name == "Standing Military Press")
        #expect(try collection.resolve("Lat Pulldown (Cable)").id == ExerciseID("wide-grip-lat-pulldown"))
        #expect(try collection.resolve("Hammer Curl (Dumbbell)").name == "Hammer Curls")
        #expect(try collection.resolve("Squat (Barbell)").name == "Barbell Squat")
        let missing = #expect(throws: ExerciseError.self) { try collection.resolve("Chest Fly (Band)") }
        guard case .notFound(_, let near) = missing else {
            Issue.record("expected no match, got \(String(describing: missing))")
            return
        }
        #expect(near.contains { $0.contains("Flyes") }, "\(near)")
        let error = #expect(throws: ExerciseError.self) { try collection.resolve("barbell") }
        guard case .ambiguous(_, let candidates) = error else {
            Issue.record("expected an ambiguous reference, got \(String(describing: error))")
            return
        }
        #expect(candidates.count == 9 && candidates.last?.hasPrefix("and ") == true)
        // The one name starting with the words is a variation search ranks below the lift: listed,
        // the lift first, not taken silently.
        let raise = #expect(throws: ExerciseError.self) { try collection.resolve("lateral raise") }
        guard case .ambiguous(_, let raises) = raise else {
            Issue.record("expected an ambiguous reference, got \(String(describing: raise))")
            return
        }
        #expect(raises.first == "Side Lateral Raise" && raises.contains("Lateral Raise - With Bands"))
        let press = #expect(throws: ExerciseError.self) { try collection.resolve("bench press") }
        guard case .ambiguous(_, let presses) = press else { return }
        #expect(presses.first == "Barbell Bench Press - Medium Grip")
    }

    @Test("import adds instructions and missing exercises, then changes nothing on a second run")
    func importIsIdempotent() async throws {
        let json = """
            [{"id":"Barbell_Squat","name":"Barbell Squat","instructions":["Step one.","Step two."],"primaryMuscles":["quadriceps"]},
             {"id":"Nordic_Curl","name":"Nordic Curl","category":"strength","equipment":"body only","mechanic":"isolation",
              "primaryMuscles":["hamstrings"],"secondaryMuscles":[],"instructions":["Kneel.","Lower slowly."]}]
            """
        let first = try await library.importFreeExerciseDB(Data(json.utf8))
        #expect(first.instructionsAdded == 1 && first.exercisesAdded == ["Nordic Curl"])
        #expect(
            try await library.instructions(for: ExerciseID("barbell-squat")) == ["Step one.", "Step two."])
        let nordic = try await library.collection().resolve("nordic curl")
        #expect(nordic.isCustom && nordic.category == .legs)
        #expect(try await library.instructions(for: nordic.id) == ["Kneel.", "Lower slowly."])
        let second = try await library.importFreeExerciseDB(Data(json.utf8))
        #expect(!second.changedAnything && second.unchanged == 2)
        await #expect(throws: ExerciseError.self) {
            try await library.importFreeExerciseDB(Data("{\"not\":1}".utf8))
        }
    }

    @Test("an import of 3,000 new exercises adds them all in one write, each with its own id and steps")
    func largeImport() async throws {
        let entries = (0..<3_000).map { index in
            #"{"id":"Gen_\#(index)","name":"Generated Move \#(index)","category":"strength","equipment":"dumbbell","#
                + #""primaryMuscles":["biceps"],"instructions":["Step \#(index)."]}"#
        }
        let report = try await library.importFreeExerciseDB(
            Data(("[" + entries.joined(separator: ",") + "]").utf8))
        #expect(report.exercisesAdded.count == 3_000)
        let custom = try await library.collection().all.filter(\.isCustom)
        #expect(custom.count == 3_000 && Set(custom.map(\.id)).count == 3_000)
        let last = try await library.collection().resolve("Generated Move 2999")
        #expect(try await library.instructions(for: last.id) == ["Step 2999."])
        // The batch keeps addCustom's checks: a name already there refuses the whole batch.
        await #expect(throws: ExerciseError.self) {
            try await library.addCustom([
                CustomExerciseDraft(name: "New One"), CustomExerciseDraft(name: "generated move 7"),
            ])
        }
        #expect(try await library.collection().all.filter(\.isCustom).count == 3_000)
        // Instructions are bounded: 100 steps of 5,000 characters keep 40 of 2,000, and say so.
        let step = String(repeating: "x", count: 5_000)
        let long =
            "[{\"id\":\"Long_One\",\"name\":\"Long One\",\"instructions\":["
            + Array(repeating: "\"\(step)\"", count: 100).joined(separator: ",") + "]}]"
        let bounded = try await library.importFreeExerciseDB(Data(long.utf8))
        #expect(bounded.instructionsCut == 1)
        let kept = try await library.instructions(for: try await library.collection().resolve("Long One").id)
        #expect(kept.count == 40 && kept.allSatisfy { $0.count == 2_000 })
    }
}
