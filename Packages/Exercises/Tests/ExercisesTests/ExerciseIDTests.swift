import Exercises
import Foundation
import Testing

@Suite("ExerciseID")
struct ExerciseIDTests {
    @Test(
        "slugs are lower-case words joined by single dashes",
        arguments: [
            ("Barbell Bench Press - Medium Grip", "barbell-bench-press-medium-grip"),
            ("3/4 Sit-Up", "3-4-sit-up"),
            ("  Curl  ", "curl"),
            ("Überzug (Kurzhantel)", "uberzug-kurzhantel"),
        ])
    func slugging(name: String, slug: String) {
        #expect(ExerciseID(slugging: name).rawValue == slug)
    }

    @Test("codes as a bare string")
    func coding() throws {
        let data = try JSONEncoder().encode([ExerciseID("squat")])
        #expect(String(decoding: data, as: UTF8.self) == "[\"squat\"]")
    }
}
