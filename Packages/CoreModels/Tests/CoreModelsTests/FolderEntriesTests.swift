import CoreModelsTesting
import Foundation
import Testing

@testable import CoreModels

#if canImport(Glibc)
    import Glibc
#endif

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

    @Test(
        "a name that is not UTF-8 is left out of names(inFolder:) but listed by subpaths(of:), as FileManager lists it"
    )
    func nonUTF8Name() throws {
        let folder = TemporaryFolder("entries-bytes")
        try Data("x".utf8).write(to: folder.file("good.json"))
        try FileManager.default.createDirectory(at: folder.file("year"), withIntermediateDirectories: false)
        let bad: [CChar] =
            Array((folder.url.path + "/year/bad").utf8CString.dropLast()) + [-1] + Array(".json".utf8CString)
        let fd = open(bad, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
        #expect(fd >= 0)
        close(fd)
        #expect(FileSystem.names(inFolder: folder.url.path + "/year") == [])
        let listed = FileSystem.subpaths(of: folder.url)
        #expect(listed == ["good.json", "year", "year/bad\u{FFFD}.json"])
        #expect(listed == (FileManager.default.subpaths(atPath: folder.url.path) ?? []).sorted())
    }

    @Test("the working folder read by getcwd is FileManager's")
    func workingFolder() {
        #expect(FileSystem.currentDirectoryPath() == FileManager.default.currentDirectoryPath)
    }
}
