import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@Suite("FolderInspector (data doctor)")
struct FolderInspectorTests {
    let folder = TemporaryFolder()

    @Test("valid, corrupt, newer, set-aside, leftover, foreign, linked and too-open files are each reported")
    func findings() throws {
        let context = fixedContext()
        try DocumentFile<Note>(url: folder.file("p/good.json"), context: context).save(
            Note(title: "ok", count: 1))
        try DocumentFile<Note>(url: folder.file("p/wide.json"), context: context).save(
            Note(title: "ok", count: 1))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o644], ofItemAtPath: folder.file("p/wide.json").path)
        try Data("{\"format\":\"test.note\",\"version\":2,\"data\":{\"title\":\"\",\"count\":1}}".utf8).write(
            to: folder.file("p/bad.json"))
        try Data("{\"format\":\"test.note\",\"version\":7,\"data\":{}}".utf8).write(
            to: folder.file("p/newer.json"))
        try Data("x".utf8).write(to: folder.file("p/old.json.corrupt-20260101T000000Z"))
        // One whose file has been written again since: renaming it back would replace newer data.
        try Data("x".utf8).write(to: folder.file("p/good.json.corrupt-20260101T000000Z"))
        try Data("x".utf8).write(to: folder.file("p/.good.json.tmp-1-2"))
        try Data("x".utf8).write(to: folder.file("p/.good.json.lock"))
        try Data("hello".utf8).write(to: folder.file("p/readme.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("p/link.json").path, withDestinationPath: "/nonexistent")
        let findings = FolderInspector(formats: [.of(Note.self)]).inspect(folder.url)
        let byPath = Dictionary(grouping: findings, by: \.path)
        #expect(byPath["p/good.json"]?.map(\.severity) == [.ok])
        #expect(byPath["p/bad.json"]?.last?.detail == "invalid data: the title is empty")
        #expect(
            byPath["p/newer.json"]?.last?.detail
                == "written by a newer fitshell (format 7; this one reads up to 2)")
        #expect(byPath["p/wide.json"]?.map(\.severity) == [.problem, .ok])
        #expect(byPath["p/old.json.corrupt-20260101T000000Z"]?.first?.severity == .note)
        // The note says why it was set aside and how to bring it back, not only to delete it.
        let note = byPath["p/old.json.corrupt-20260101T000000Z"]?.first?.detail ?? ""
        #expect(
            note.contains("(not a fitshell document (damaged or foreign JSON))")
                && note.contains("rename it back to old.json"), "\(note)")
        let rewritten = byPath["p/good.json.corrupt-20260101T000000Z"]?.first?.detail ?? ""
        #expect(
            rewritten.contains("good.json has been written since") && !rewritten.contains("rename it back"),
            "\(rewritten)")
        #expect(byPath["p/.good.json.tmp-1-2"]?.first?.severity == .note)
        #expect(byPath["p/.good.json.lock"] == nil)
        #expect(byPath["p/readme.txt"]?.map(\.severity) == [.note])
        #expect(
            byPath["p/link.json"]?.first?.detail
                == "a symbolic link to a missing file; fitshell writes plain files")
        #expect(
            FileManager.default.fileExists(atPath: folder.file("p/bad.json").path),
            "the doctor changes nothing")
    }

    @Test("a missing folder has no findings")
    func missing() {
        #expect(FolderInspector(formats: []).inspect(folder.file("absent")).isEmpty)
    }
}
