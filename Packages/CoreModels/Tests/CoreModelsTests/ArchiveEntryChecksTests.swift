import CoreModelsTesting
import Foundation
import Testing

@testable import CoreModels

/// An archive's documents are checked on all cores; what is reported must still be the
/// problem of the first entry that has one, path or document, as a check in order finds.
@Suite("Archive entries: checked in parallel, reported in order")
struct ArchiveEntryChecksTests {
    let formats = [DocumentFormat.of(Note.self, files: ["notes/*.json"])]

    func document(_ title: String, count: Int = 1) throws -> String {
        String(decoding: try DocumentCoder.encode(Note(title: title, count: count)), as: UTF8.self)
    }

    /// 400 valid notes.
    func entries() throws -> [DataArchive.Entry] {
        try (0..<400).map {
            try DataArchive.Entry(path: "notes/\($0).json", document: document("note \($0)"))
        }
    }

    /// The message of the problem reported, `nil` when there is none.
    func message(_ entries: [DataArchive.Entry]) -> String? {
        do {
            try DataArchive.checkEntries(entries, formats: formats)
            return nil
        } catch {
            if case .invalid(let text) = error { return text }
            return "\(error)"
        }
    }

    func text(_ problem: StorageError?) -> String {
        if case .invalid(let text)? = problem { return text }
        return "\(String(describing: problem))"
    }

    @Test("a valid archive passes; the first bad entry is the one reported, whatever its kind")
    func firstProblem() throws {
        let valid = try entries()
        #expect(message(valid) == nil)
        let badDocument = try DataArchive.Entry(path: "notes/30.json", document: document(" ", count: 1))
        let negative = try DataArchive.Entry(path: "notes/200.json", document: document("x", count: -1))
        let badPath = DataArchive.Entry(path: "notes/../escape.json", document: valid[0].document)
        let notDocument = DataArchive.Entry(path: "notes/300.json", document: "[1,2]")
        // Each alone, then together in either order: the lowest index wins.
        var documentFirst = valid
        documentFirst[30] = badDocument
        documentFirst[100] = badPath
        documentFirst[200] = negative
        #expect(message(documentFirst)?.contains("notes/30.json in the archive is invalid") == true)
        var pathFirst = valid
        pathFirst[30] = badPath
        pathFirst[100] = badDocument
        #expect(message(pathFirst)?.contains("unsafe path 'notes/../escape.json'") == true)
        var laterDocuments = valid
        laterDocuments[300] = notDocument
        laterDocuments[200] = negative
        #expect(message(laterDocuments)?.contains("notes/200.json in the archive is invalid") == true)
        var twice = valid
        twice[399] = valid[5]
        #expect(message(twice)?.contains("lists notes/5.json twice") == true)
    }

    @Test("paths are read as bytes: dot components, hidden, deep, long and non-JSON ones refused")
    func paths() throws {
        var seen: Set<String> = []
        for unsafe in [
            "/notes/a.json", "notes//a.json", "notes/./a.json", "../a.json", "notes/a.txt", "a.jso",
            "x\u{0}.json", "plans/x.json\u{0}.json", "notes/a\nb.json", "notes/\u{7F}.json",
        ] {
            #expect(text(DataArchive.pathProblem(unsafe, seen: &seen)).contains("unsafe path"), "\(unsafe)")
        }
        let long = String(repeating: "x", count: 101) + ".json"
        for odd in [
            ".json", "notes/.hidden.json", "a/b/c/d/e/f/g.json", long,
            String(repeating: "a/", count: 3) + String(repeating: "y", count: 395) + ".json",
        ] {
            #expect(
                text(DataArchive.pathProblem(odd, seen: &seen)).contains("no fitshell file has"), "\(odd)")
        }
        // A combining mark after a slash is its own byte sequence, not part of the slash.
        #expect(DataArchive.pathProblem("notes/\u{301}.json", seen: &seen) == nil)
        #expect(DataArchive.pathProblem("notes/\u{301}/../a.json", seen: &seen) != nil)
        #expect(DataArchive.pathProblem("notes/é.json", seen: &seen) == nil)
        #expect(DataArchive.pathProblem("notes/é.json", seen: &seen) != nil)
    }

    @Test("an import killed mid-way left its staging folder: the next import removes it, not a live one's")
    func abandonedStaging() throws {
        let folder = TemporaryFolder("archive-abandoned")
        // Process ids above the kernel's largest (4,194,304) belong to no process.
        let dead = folder.file(".default.import-4194399")
        let setAside = folder.file(".default.replaced-4194398")
        let live = folder.file(".default.import-1")  // init: always running
        let other = folder.file(".other.import-4194397")
        for staged in [dead, setAside, live, other] {
            try FileSystem.writeAtomically(Data("{}".utf8), to: staged.appendingPathComponent("notes/a.json"))
        }
        let archive = try #require(
            DataArchive.readFast(
                Data(
                    #"{"entries":[{"document":"{\"data\":{\"count\":1,\"title\":\"t\"},\"format\":\"test.note\",\"version\":2}","path":"notes/1.json"}],"format":"fitshell.archive","version":1}"#
                        .utf8)))
        let written = try archive.restore(into: folder.file("default"), merge: false).written
        #expect(written == ["notes/1.json"])
        let fileManager = FileManager.default
        #expect(!fileManager.fileExists(atPath: dead.path) && !fileManager.fileExists(atPath: setAside.path))
        #expect(fileManager.fileExists(atPath: live.path) && fileManager.fileExists(atPath: other.path))
    }
}
