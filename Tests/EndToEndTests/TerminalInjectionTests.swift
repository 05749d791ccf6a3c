import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Names carrying escape sequences (clear screen, window title, bell) are shown visibly in every
/// text output and never reach the terminal raw; SVG output stays well-formed XML.
@Suite("E2E: hostile names never reach the terminal raw")
struct TerminalInjectionTests {
    let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")
    static let evil = "Evil\u{1B}[2J\u{1B}]0;pwned\u{7}Row"

    @Test("exercise, plan, tag and workout names with escapes: no raw ESC or BEL in any text output")
    func names() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("exercises", "add", Self.evil, "--category", "back").status == 0)
        #expect(try fitshell.run("plans", "create", "Plan \u{1B}[31mred").status == 0)
        #expect(try fitshell.run("workout", "start", "--name", "W\u{1B}[2J", "--skip-checkin").status == 0)
        #expect(try fitshell.run("workout", "add-exercise", "evil", "--sets", "1").status == 0)
        #expect(try fitshell.run("workout", "done", "--weight", "50", "--reps", "5").status == 0)
        #expect(try fitshell.run("workout", "finish").status == 0)
        #expect(try fitshell.run("journal", "tags", "add", "tag\u{1B}[2J").status == 0)
        let commands: [[String]] = [
            ["history"], ["history", "show", "latest"], ["prs"], ["exercises", "list", "--custom"], ["plans"],
            ["journal", "tags"], ["exercises", "show", "evil"], [],
        ]
        var checked = 0
        for command in commands {
            let result = try fitshell.run(command)
            let raw = result.stdout + result.stderr
            #expect(!raw.contains("\u{1B}") && !raw.contains("\u{7}"), "\(command): \(raw.debugDescription)")
            if raw.contains("\\e[2J") { checked += 1 }
        }
        // Names people give are cleaned of control characters when saved; a workout's free-text
        // name keeps them and is shown with them escaped.
        #expect(checked >= 2, "the escapes were shown visibly in \(checked) outputs")
        #expect(try fitshell.run("exercises", "show", "evil").stdout.contains("Evil[2J]0;pwnedRow"))
        let json = try fitshell.run("history", "show", "latest", "--json").stdout
        #expect(json.contains("\\u001b") || json.contains("\\u001B"), "JSON keeps the exact name, escaped")
    }

    @Test("charts show --svg writes well-formed XML whatever the exercise name")
    func svg() throws {
        defer { fitshell.cleanUp() }
        #expect(
            try fitshell.run("exercises", "add", "A&B <Row> \u{1B}[2J\u{0}", "--category", "back").status == 0
        )
        #expect(try fitshell.run("workout", "start", "--name", "W", "--skip-checkin").status == 0)
        #expect(try fitshell.run("workout", "add-exercise", "A&B", "--sets", "1").status == 0)
        #expect(try fitshell.run("workout", "done", "--weight", "50", "--reps", "5").status == 0)
        #expect(try fitshell.run("workout", "finish").status == 0)
        #expect(try fitshell.run("charts", "add", "A&B").status == 0)
        let file = fitshell.home.appendingPathComponent("c.svg")
        let shown = try fitshell.run("charts", "show", "1", "--svg", file.path)
        #expect(shown.status == 0, "\(shown.stderr)")
        let parser = XMLParser(data: try Data(contentsOf: file))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }
}

/// Importers read regular files only, within bounds, and echo no more than a short excerpt.
@Suite("E2E: bounded input for every importer")
struct BoundedInputTests {
    let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")
    static let importers: [[String]] = [
        ["weight", "import"], ["import"], ["import", "strong"], ["exercises", "import"], ["data", "import"],
    ]

    @Test(
        "a device, a FIFO and a folder are refused at once with exit 74; nothing is written",
        arguments: importers)
    func notFiles(command: [String]) throws {
        defer { fitshell.cleanUp() }
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let fifo = fitshell.home.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for path in ["/dev/zero", fifo, fitshell.home.path] {
            let started = Date()
            let result = try fitshell.run(command + [path])
            #expect(result.status == 74, "\(command) \(path): \(result.stderr)")
            #expect(Date().timeIntervalSince(started) < 5, "\(command) \(path) waited")
            #expect(result.stderr.contains("not a file"), "\(command) \(path): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: fitshell.profileFolder.path))
    }

    @Test("a file over 512 MB is refused before it is read; a 2 MB line is refused with its line number")
    func tooLarge() throws {
        defer { fitshell.cleanUp() }
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        let sparse = fitshell.home.appendingPathComponent("big.csv")
        #expect(FileManager.default.createFile(atPath: sparse.path, contents: Data()))
        let handle = try FileHandle(forWritingTo: sparse)
        try handle.truncate(atOffset: 600 << 20)
        try handle.close()
        let big = try fitshell.run("weight", "import", sparse.path)
        #expect(big.status == 65 && big.stderr.contains("up to 512 MB"), "\(big.stderr)")
        let long = fitshell.home.appendingPathComponent("long.csv")
        let secret = String(repeating: "s3cr3t", count: 400_000)
        try Data("date,weight\n2024-01-01,\(secret)\n".utf8).write(to: long)
        for command in Self.importers.prefix(3) {
            let result = try fitshell.run(command + [long.path])
            #expect(
                result.status == 65 && result.stderr.contains("line 2"),
                "\(command): \(result.stderr.prefix(300))")
            #expect(result.stderr.count < 2_000, "\(command) echoed \(result.stderr.count) characters")
        }
    }
}
