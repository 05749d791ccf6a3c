import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@Suite("Save retries with exponential backoff")
struct RetryTests {
    let folder = TemporaryFolder()

    @Test("V-design: a save that fails twice succeeds on the third try after 50 ms and 100 ms")
    func recovers() throws {
        let sleeper = RecordingSleeper()
        let writer = FlakyWriter(failures: 2)
        let context = StorageContext(sleeper: sleeper, writer: { try writer.write($0, $1) })
        let file = DocumentFile<Note>(url: folder.file("n.json"), context: context)
        try file.save(Note(title: "x", count: 1))
        #expect(writer.callCount == 3)
        #expect(sleeper.recorded == [0.05, 0.1])
        #expect(try file.load() == Note(title: "x", count: 1))
    }

    @Test("V-design: saveFailure after the last try, with the VoltLift text")
    func givesUp() throws {
        let sleeper = RecordingSleeper()
        let writer = FlakyWriter(failures: 100)
        let context = StorageContext(sleeper: sleeper, writer: { try writer.write($0, $1) })
        let url = folder.file("n.json")
        let file = DocumentFile<Note>(url: url, context: context)
        let error = try #require(throws: StorageError.self) { try file.save(Note(title: "x", count: 1)) }
        #expect(error == .saveFailure(file: url.path, reason: "No space left on device"))
        #expect(error.errorDescription == "Failed to save your preferences. Please try again.")
        #expect(error.failureReason == "Could not write \(url.path): No space left on device.")
        #expect(writer.callCount == 4)
        #expect(sleeper.recorded == [0.05, 0.1, 0.2])
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test("the policy's delays double from the initial one")
    func delays() {
        #expect(RetryPolicy(attempts: 5, initialDelay: 0.1).delays == [0.1, 0.2, 0.4, 0.8])
        #expect(RetryPolicy(attempts: 0).delays.isEmpty)
    }

    @Test("the VoltLift error texts")
    func texts() {
        #expect(
            StorageError.loadFailure(file: "f", reason: "r").errorDescription
                == "Unable to load your saved data. Using defaults.")
        let report = CorruptionReport(
            file: "/d/equipment.json", movedTo: "/d/equipment.json.corrupt-1", reason: "the file is empty")
        #expect(
            StorageError.dataCorruption(report).errorDescription
                == "Data corruption detected. Preferences will be reset.")
        #expect(
            report.summary
                == "equipment.json could not be read (the file is empty); it was set aside as equipment.json.corrupt-1."
        )
    }
}
