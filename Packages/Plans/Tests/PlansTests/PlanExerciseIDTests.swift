import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Plans
import Testing

@Suite("A plan naming an exercise by an id the history index cannot hold")
struct PlanExerciseIDTests {
    @Test("is refused when saved, and set aside when read from a hand-edited file")
    func refused() async throws {
        var plan = samplePlan("Evil", id: 7)
        plan.exercises[0].exerciseID = ExerciseID("barbell|squat,x")
        #expect(plan.problem?.contains("id") == true)

        let folder = TemporaryFolder("plan-ids")
        let log = CorruptionLog()
        let store = Adapter.jsonFile.plans(folder.url, log: log)
        await #expect(throws: StorageError.self) { try await store.save(plan) }
        let good = samplePlan("Good", id: 8)
        try await store.save(good)
        // The same edit by hand, on disk.
        let file = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).first {
                $0.hasSuffix(".json")
            })
        let url = folder.url.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: "\"\(good.exercises[0].exerciseID.rawValue)\"", with: "\"barbell|squat,x\"")
        #expect(edited != text)
        try Data(edited.utf8).write(to: url)
        #expect(try await store.all().isEmpty)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).contains {
                $0.contains(".corrupt-")
            })
    }
}
