import Testing

@testable import CoreModels

@Suite("NameReference: which exercise of a short list a person means")
struct NameReferenceTests {
    let names = ["Barbell Bench Press", "Bench Dips", "Barbell Squat", "Dumbbell Curl"]
    let ids = ["barbell-bench-press", "bench-dips", "barbell-squat", "dumbbell-curl"]

    func index(_ reference: String) -> Int? { NameReference.index(of: reference, names: names, ids: ids) }
    func candidates(_ reference: String) -> [Int] {
        NameReference.candidates(of: reference, names: names, ids: ids)
    }

    @Test("a position, an id, a name in any case, or a start of one word only")
    func one() {
        #expect(index("2") == 1)
        #expect(index("barbell-squat") == 2)
        #expect(index("  dumbbell CURL ") == 3)
        #expect(index("squ") == 2)
        #expect(index("bench pr") == 0, "a start of words inside the name")
        #expect(index("dips") == 1)
        #expect(index("url") == 3, "any part, when no word starts with it")
    }

    @Test("a word two names have is asked about, even when one name begins with it")
    func several() {
        #expect(index("bench") == nil)
        #expect(candidates("bench") == [0, 1])
        #expect(candidates("barbell") == [0, 2])
        #expect(candidates("squat") == [], "one match is no question")
        #expect(index("deadlift") == nil)
        #expect(candidates("deadlift") == [])
        #expect(index("9") == nil, "a position past the end is not one")
    }

    @Test("an exercise the list holds twice is asked about by name or id; its positions say which")
    func twice() {
        let names = ["Barbell Squat", "Leg Press", "Barbell Squat"]
        let ids = ["barbell-squat", "leg-press", "barbell-squat"]
        #expect(NameReference.index(of: "barbell squat", names: names, ids: ids) == nil)
        #expect(NameReference.index(of: "barbell-squat", names: names, ids: ids) == nil)
        #expect(NameReference.candidates(of: "Barbell Squat", names: names, ids: ids) == [0, 2])
        #expect(NameReference.index(of: "3", names: names, ids: ids) == 2)
    }
}
