import CoreModelsTesting
import Foundation
import Testing

@testable import CoreModels

/// The text-made paths and URLs storage uses instead of `URL`'s path operations give what
/// those operations give, on generated names of every awkward kind.
@Suite("File paths made as text")
struct FilePathTests {
    /// Names with spaces, percent signs, accents (composed and not), emoji, dots, `#`, `?`,
    /// `;`, quotes, backslashes and leading dots.
    static func names(count: Int, seed: UInt64) -> [String] {
        var random = ArchiveRandom(seed: seed)
        let pieces = [
            "a", "Z", "0", " ", "%", "%20", "é", "e\u{301}", "💪", ".", "..", "#", "?", ";", "'", "\"", "\\",
            "-", "_", "json", "ü", "日本", "+", "=", "&", "~", ":", "@",
        ]
        return (0..<count).map { _ in
            var name = ""
            for _ in 0..<(1 + Int(random.next() % 6)) {
                name += pieces[Int(random.next() % UInt64(pieces.count))]
            }
            // A name of only dots is a folder reference, not a name.
            return name.allSatisfy { $0 == "." } ? name + "x" : name
        }
    }

    @Test("filePath is URL.path for absolute file URLs, folders and files, the root included")
    func filePathIsPath() {
        var urls = [
            URL(fileURLWithPath: "/", isDirectory: true), URL(fileURLWithPath: "/tmp", isDirectory: true),
            URL(fileURLWithPath: "/tmp/", isDirectory: false),
            URL(fileURLWithPath: "/a//b", isDirectory: true),
        ]
        for name in Self.names(count: 400, seed: 7) {
            urls.append(URL(fileURLWithPath: "/tmp/data/" + name, isDirectory: true))
            urls.append(URL(fileURLWithPath: "/tmp/data/" + name, isDirectory: false))
            urls.append(URL(fileURLWithPath: "/" + name))
        }
        for url in urls { #expect(url.filePath == url.path, "\(url)") }
        // Relative to a base, and not a file URL: read through `path` itself.
        let relative = URL(fileURLWithPath: "a b/c.json", relativeTo: URL(fileURLWithPath: "/tmp/x/"))
        #expect(relative.filePath == relative.path)
        let web = URL(string: "https://example.com/a%20b/c")!
        #expect(web.filePath == web.path)
    }

    @Test("appendingFileName, fileName and folderURL agree with appendingPathComponent and its kin")
    func joinsAgree() {
        let folders = [
            URL(fileURLWithPath: "/", isDirectory: true),
            URL(fileURLWithPath: "/tmp/p q/default", isDirectory: true),
            URL(fileURLWithPath: "/tmp/%41/é", isDirectory: true),
        ]
        for folder in folders {
            for name in Self.names(count: 300, seed: 11) {
                for directory in [false, true] {
                    let made = folder.appendingFileName(name, directory: directory)
                    let expected = folder.appendingPathComponent(name, isDirectory: directory)
                    #expect(made.filePath == expected.path, "\(folder.path) + \(name)")
                    #expect(made.hasDirectoryPath == expected.hasDirectoryPath)
                    #expect(made.fileName == expected.lastPathComponent, "\(name)")
                    #expect(made.folderURL.filePath == expected.deletingLastPathComponent().path, "\(name)")
                }
            }
            let nested = folder.appendingFileName(".git/fitshell-sync")
            #expect(nested.filePath == folder.appendingPathComponent(".git/fitshell-sync").path)
        }
    }

    @Test("the lock of a file is the hidden sidecar beside it, as lockURL always named it")
    func lockPaths() {
        for name in Self.names(count: 200, seed: 3) {
            let url = URL(fileURLWithPath: "/tmp/locks/" + name, isDirectory: false)
            let expected = url.deletingLastPathComponent().appendingPathComponent(
                ".\(url.lastPathComponent).lock")
            #expect(FileLock.lockURL(for: url).path == expected.path)
            #expect(FileLock.lockPath(for: url.filePath) == expected.path)
        }
        #expect(FileLock.lockPath(for: "/top.json") == "/.top.json.lock")
    }

    @Test("a path is called standard exactly when standardizedFileURL leaves it as it is")
    func standardPaths() {
        let paths = [
            "/", "/a", "/a/b", "/a/./b", "/a/../b", "/a//b", "/a/b/", "/a/.b", "/a/..b", "/a/b.", "/.",
            "/..", "/private/tmp", "/var/automount/x", "/a/...", "relative/path",
        ]
        for path in paths where FileSystem.isStandardPath(path) {
            let url = URL(fileURLWithPath: path, isDirectory: true)
            #expect(url.standardizedFileURL.path == url.path, "\(path)")
        }
        #expect(!FileSystem.isStandardPath("relative/path"))
        #expect(!FileSystem.isStandardPath("/a/../b"))
        #expect(FileSystem.isStandardPath("/a/b.c/.d"))
    }

    @Test("refuseLinks finds a link below the data folder, named by its last name, and nothing above it")
    func refusesLinks() throws {
        let folder = TemporaryFolder("links")
        let root = folder.file("data")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("linked"), withDestinationURL: root.appendingPathComponent("real")
        )
        try FileSystem.refuseLinks(below: root, to: root.appendingPathComponent("real/a.json"))
        #expect(throws: StorageError.self) {
            try FileSystem.refuseLinks(below: root, to: root.appendingPathComponent("linked/a.json"))
        }
        do {
            try FileSystem.refuseLinks(below: root, to: root.appendingPathComponent("linked/a.json"))
        } catch {
            #expect("\(error)".contains("linked is a symbolic link"))
        }
        // A link above the data folder (the folder itself reached through one) is allowed.
        let aliasRoot = folder.file("alias")
        try FileManager.default.createSymbolicLink(at: aliasRoot, withDestinationURL: root)
        try FileSystem.refuseLinks(below: aliasRoot, to: aliasRoot.appendingPathComponent("real/b.json"))
        // A root given with `..` is standardized before the walk.
        let roundabout = URL(fileURLWithPath: root.path + "/real/..", isDirectory: true)
        #expect(throws: StorageError.self) {
            try FileSystem.refuseLinks(below: roundabout, to: root.appendingPathComponent("linked/a.json"))
        }
    }

    @Test("names(inFolder:) lists what FileManager lists; a missing folder has none")
    func namesAreFileManagers() throws {
        let folder = TemporaryFolder("names")
        for name in Self.names(count: 60, seed: 5) where !name.contains("/") {
            try Data("x".utf8).write(to: folder.file(name))
        }
        let listed = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(FileSystem.names(inFolder: folder.url.filePath).sorted() == listed.sorted())
        #expect(FileSystem.names(inFolder: folder.file("missing").path).isEmpty)
        #expect(FileSystem.exists(atPath: folder.url.filePath))
        #expect(!FileSystem.exists(atPath: folder.file("missing").path))
    }

    @Test("Array's joined is the standard library's, on generated texts and separators")
    func joinedIsStandard() {
        var random = ArchiveRandom(seed: 99)
        let texts = Self.names(count: 200, seed: 13) + ["", " ", "\u{1F}"]
        for _ in 0..<2_000 {
            let count = Int(random.next() % 7)
            let parts = (0..<count).map { _ in texts[Int(random.next() % UInt64(texts.count))] }
            let separator = texts[Int(random.next() % UInt64(texts.count))]
            // A slice is joined by the standard library's generic code.
            #expect(parts.joined(separator: separator) == parts[...].joined(separator: separator))
            #expect(parts.joined() == parts[...].joined())
        }
    }

    @Test("Data(utf8Of:) holds the text's UTF-8 bytes; capitalizingFirst upper-cases the first letter only")
    func smallTexts() {
        for text in Self.names(count: 200, seed: 17) + [""] {
            #expect(Data(utf8Of: text) == Data(text.utf8))
            #expect(PlainText.capitalizingFirst(text) == text.prefix(1).uppercased() + text.dropFirst())
        }
        #expect(PlainText.capitalizingFirst("olympic weightlifting") == "Olympic weightlifting")
        #expect(PlainText.capitalizingFirst("é") == "É")
    }

    @Test("oneLine: each run of line breaks, tabs and controls is one space; other text is as it was")
    func oneLine() {
        #expect(PlainText.oneLine("W\nX") == "W X")
        #expect(PlainText.oneLine("a\r\n\tb\u{0}c\u{2028}d") == "a b c d")
        #expect(PlainText.oneLine("Push 💪 Day – é") == "Push 💪 Day – é")
        for text in Self.names(count: 200, seed: 23)
        where !text.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            #expect(PlainText.oneLine(text) == text)
        }
    }
}
