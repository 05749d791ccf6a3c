import CoreModelsTesting
import Foundation
import Testing

@testable import CoreModels

@Suite("A folder's entries read as bytes")
struct FolderEntriesTests {
    @Test(
        "the names are FileManager's, hidden, long, accented and emoji ones included; a missing folder says so"
    )
    func matchesFileManager() throws {
        let folder = TemporaryFolder("entries")
        let names = [
            "a.json", ".hidden.lock", "é.json", "💪 day.json", String(repeating: "x", count: 250),
            "\(UUID()).json", ".note.json.tmp-1-2", "sub",
        ]
        for name in names.dropLast() { try Data("x".utf8).write(to: folder.file(name)) }
        try FileManager.default.createDirectory(at: folder.file("sub"), withIntermediateDirectories: false)
        var read: [String] = []
        let opened = FileSystem.forEachEntry(inFolder: folder.url.path) {
            read.append(String(decoding: $0, as: UTF8.self))
        }
        #expect(opened)
        let listed = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(read.sorted() == listed.sorted())
        #expect(read.sorted() == names.sorted())
        #expect(
            !FileSystem.forEachEntry(inFolder: folder.file("missing").path) { _ in Issue.record("no entry") })
    }

    @Test("the working folder read by getcwd is FileManager's")
    func workingFolder() {
        #expect(FileSystem.currentDirectoryPath() == FileManager.default.currentDirectoryPath)
    }
}
