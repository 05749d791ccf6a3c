import CoreModelsTesting
import Foundation
import Testing

@testable import CoreModels

@Suite("Archives: the byte-level read gives what JSONDecoder gives")
struct DataArchiveFastReadTests {
    /// An archive of documents with escapes, accents, emoji and nested JSON text.
    static func archive(entries count: Int) throws -> DataArchive {
        let folder = TemporaryFolder("archive-fast")
        for index in 0..<count {
            let text =
                #"{"data":{"name":"Day \#(index) \"A\" é 💪\n","n":\#(index)},"format":"test.note","version":2}"#
            let url = folder.file("notes/\(index % 3)/note-\(index).json")
            try FileSystem.writeAtomically(Data(text.utf8), to: url)
        }
        return try DataArchive.collect(folder.url)
    }

    @Test("generated archives read back as JSONDecoder reads them", arguments: [0, 1, 7, 60])
    func roundTrip(count: Int) throws {
        let archive = try Self.archive(entries: count)
        let data = try archive.encoded()
        #expect(archive.entries.count == count)
        #expect(DataArchive.readFast(data) == archive)
        #expect(try JSONDecoder().decode(DataArchive.self, from: data) == archive)
    }

    @Test("what the strict reading refuses goes to JSONDecoder (nil here)")
    func declines() throws {
        let text = String(decoding: try Self.archive(entries: 2).encoded(), as: UTF8.self)
        for changed in [
            text.replacingOccurrences(of: "\"format\" :", with: "\"format\" : \"x\", \"format\" :"),
            text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 1.5"),
            text.replacingOccurrences(of: "\"path\" :", with: "\"path\" : 3, \"p\" :"),
            String(text.dropLast(3)),
        ] {
            #expect(
                changed != text && DataArchive.readFast(Data(changed.utf8)) == nil, "\(changed.prefix(200))")
        }
    }

    @Test("an archived document's envelope format, or nil for what is not a document")
    func envelopeFormat() {
        #expect(
            DataArchive.envelopeFormat(of: Data(#"{"format":"a.b","version":2,"data":{}}"#.utf8)) == "a.b")
        #expect(DataArchive.envelopeFormat(of: Data(#"{"format":"a.b","version":2.0}"#.utf8)) == "a.b")
        #expect(DataArchive.envelopeFormat(of: Data(#"{"format":"a.b"}"#.utf8)) == nil)
        #expect(DataArchive.envelopeFormat(of: Data(#"{"format":7,"version":1}"#.utf8)) == nil)
        #expect(DataArchive.envelopeFormat(of: Data(#"{"format":"a.b","version":1.5}"#.utf8)) == nil)
        #expect(DataArchive.envelopeFormat(of: Data("not json".utf8)) == nil)
        // A repeated key is not a strict document, but its envelope still names a format.
        #expect(
            DataArchive.envelopeFormat(of: Data(#"{"format":"x","format":"a.b","version":1}"#.utf8)) == "a.b")
    }

    @Test("restoring an archive whose documents are all there already writes nothing and succeeds")
    func restoreNothingNew() throws {
        let folder = TemporaryFolder("archive-restore")
        let text = #"{"data":{"n":1},"format":"test.note","version":2}"#
        try FileSystem.writeAtomically(Data(text.utf8), to: folder.file("profile/notes/a.json"))
        let profile = folder.file("profile")
        let archive = try DataArchive.collect(profile)
        let result = try archive.restore(into: profile, merge: true)
        #expect(result.written.isEmpty && result.conflicts.isEmpty)
        #expect(try Data(contentsOf: folder.file("profile/notes/a.json")) == Data(text.utf8))
        let empty = DataArchive.readFast(
            Data(#"{"entries":[],"format":"fitshell.archive","version":1}"#.utf8))
        let fresh = folder.file("fresh")
        #expect(try empty?.restore(into: fresh, merge: false).written.isEmpty == true)
    }

    @Test(
        "restoring into a profile with no documents keeps every other file in it; a document saved meanwhile is kept, not replaced"
    )
    func restoreKeepsOtherFiles() throws {
        let folder = TemporaryFolder("archive-keep")
        let source = folder.file("source")
        for name in ["a", "b", "c"] {
            try FileSystem.writeAtomically(
                Data(#"{"data":{"n":"\#(name)"},"format":"test.note","version":2}"#.utf8),
                to: source.appendingPathComponent("notes/\(name).json"))
        }
        let archive = try DataArchive.collect(source)
        let profile = folder.file("profile")
        // A copy set aside, a note of one's own, a sync's repository: none is a document.
        let others = [
            "weight/2026.json.corrupt-20261123T080000Z": "junk", "notes.txt": "mine",
            ".git/HEAD": "ref: refs/heads/main", ".gitignore": ".*.lock",
        ]
        for (path, text) in others {
            try FileSystem.writeAtomically(Data(text.utf8), to: profile.appendingPathComponent(path))
        }
        #expect(!DataArchive.holdsDocuments(profile))
        let result = try archive.restore(into: profile, merge: false)
        #expect(
            result.written == ["notes/a.json", "notes/b.json", "notes/c.json"] && result.conflicts.isEmpty)
        for (path, text) in others {
            #expect(
                try Data(contentsOf: profile.appendingPathComponent(path)) == Data(text.utf8),
                "\(path) was lost")
        }
        #expect(try DataArchive.collect(profile).entries == archive.entries)
        // A document another process saved after the import began is kept, and said.
        let later = folder.file("later")
        let saved = Data(#"{"data":{"n":"saved meanwhile"},"format":"test.note","version":2}"#.utf8)
        try FileSystem.writeAtomically(saved, to: later.appendingPathComponent("notes/b.json"))
        let moved = try DataArchive.moveIn(
            source.appendingPathComponent("notes/b.json").filePath,
            to: later.appendingPathComponent("notes/b.json").filePath,
            document: archive.entries[1].document)
        #expect(moved == .differs)
        #expect(try Data(contentsOf: later.appendingPathComponent("notes/b.json")) == saved)
        // The same document already there is neither written again nor a conflict.
        let same = try DataArchive.moveIn(
            source.appendingPathComponent("notes/a.json").filePath,
            to: profile.appendingPathComponent("notes/a.json").filePath,
            document: archive.entries[0].document)
        #expect(same == .alreadyThere)
        // A target with a lock file: moved in under the lock.
        let locked = folder.file("locked")
        try FileManager.default.createDirectory(
            at: locked.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data().write(to: locked.appendingPathComponent("notes/.c.json.lock"))
        let staged = folder.file("staged-c.json")
        try Data(archive.entries[2].document.utf8).write(to: staged)
        #expect(
            try DataArchive.moveIn(
                staged.filePath, to: locked.appendingPathComponent("notes/c.json").filePath,
                document: archive.entries[2].document) == .moved(locked: true))
    }

    @Test(
        "a folder holds documents exactly when collecting it finds some: lock files, hidden, set-aside and other files do not count"
    )
    func holdsDocuments() throws {
        let folder = TemporaryFolder("archive-holds")
        let profile = folder.file("profile")
        func agree(_ expected: Bool, _ step: String) throws {
            #expect(DataArchive.holdsDocuments(profile) == expected, "\(step)")
            #expect(try !DataArchive.collect(profile).entries.isEmpty == expected, "\(step)")
        }
        try agree(false, "no folder")
        try FileManager.default.createDirectory(
            at: folder.file("profile/history/2026"), withIntermediateDirectories: true)
        for name in [
            ".weight.json.lock", "notes.txt", "history/.index.json", "plan.corrupt-20261101T080000Z.json",
        ] {
            try FileSystem.writeAtomically(Data("{}".utf8), to: folder.file("profile/" + name))
        }
        try agree(false, "lock files, hidden files, a file set aside, empty folders")
        try FileSystem.writeAtomically(Data("{}".utf8), to: folder.file("profile/history/2026/w.json"))
        try agree(true, "a document two folders down")
    }
}
