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

    @Test(
        "every catalog id and every slug is storable; ids with a control character, '|', ';' or ',' are not")
    func storable() throws {
        #expect(try SystemCatalog.load().allSatisfy(\.id.isStorable))
        for name in ["A | B; C, D", "\t tab", "💪 curl", "x\u{7F}"] {
            #expect(ExerciseID(slugging: name).isStorable || ExerciseID(slugging: name).rawValue.isEmpty)
        }
        for raw in ["", "a|b", "a;b", "a,b", "a\tb", "a\nb", "a\u{1}", "a\u{7F}"] {
            #expect(!ExerciseID(raw).isStorable, "\(raw.debugDescription)")
        }
        for raw in ["barbell-squat", "custom-50-curl", "a%b", "a:b", "é"] {
            #expect(ExerciseID(raw).isStorable, "\(raw)")
        }
    }
}
