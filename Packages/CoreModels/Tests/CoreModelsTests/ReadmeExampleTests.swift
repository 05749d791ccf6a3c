import CoreModels
import CoreModelsTesting
import Foundation
import Testing

/// A document of one's own, stored the way every fitshell package stores its files.
struct Goal: VersionedDocument, Equatable {
    static let format = "example.goal"
    static let currentVersion = 1
    var target: Mass

    func validate() throws {
        guard target.isValid else { throw DocumentValidationError("the target is not a weight") }
    }
}

@Test("the README's example compiles, runs, and is the one the README shows")
func coreModelsReadmeExample() throws {
    let folder = TemporaryFolder("readme")
    // README begin
    let file = DocumentFile<Goal>(url: folder.file("goal.json"), context: StorageContext())
    try file.save(Goal(target: Mass(225, .pounds)))  // atomic, durable, 0600, validated
    print(try file.load()?.target.formatted(in: .pounds) ?? "none")  // 225 lb
    if let today = LocalDate(iso: "2026-11-24"), let day = LocalDate.parse("-3", today: today) {
        print(day)  // 2026-11-21
    }
    // README end
    #expect(try file.load()?.target.formatted(in: .pounds) == "225 lb")
    #expect(try ReadmeSnippet.isShown())
}
