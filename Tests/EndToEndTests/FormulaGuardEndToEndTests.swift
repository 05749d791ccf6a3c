import Foundation
import Testing

/// Every CSV export neutralises cells a spreadsheet would run as formulas, for every trigger.
@Suite("E2E: no formula runs from an export")
struct FormulaGuardEndToEndTests {
    let fitshell = Fitshell(now: "2026-11-23T08:00:00Z")
    static let triggers = ["=", "+", "-", "@", "\t", "\r"]

    @Test(
        "names and notes starting with =, +, -, @, tab or CR are prefixed with ' in history csv and strong exports",
        arguments: triggers)
    func history(trigger: String) throws {
        defer { fitshell.cleanUp() }
        let payload = trigger + "HYPERLINK(\"x\")"
        #expect(try fitshell.run("workout", "start", "--name", payload, "--skip-checkin").status == 0)
        #expect(try fitshell.run("workout", "add-exercise", "barbell squat", "--sets", "1").status == 0)
        #expect(try fitshell.run("workout", "done", "--weight", "100", "--reps", "5").status == 0)
        #expect(try fitshell.run("workout", "note", "--", payload).status == 0, "-- ends the options")
        #expect(try fitshell.run("workout", "finish").status == 0)
        for format in ["csv", "strong"] {
            let text = try fitshell.run("history", "export", "-", "--format", format).stdout
            let cells = text.split(separator: "\n").dropFirst().flatMap { $0.split(separator: ",") }
            #expect(
                cells.contains { $0.contains("'" + trigger + "HYPERLINK") },
                "\(format) \(trigger.debugDescription)")
            #expect(
                !cells.contains { $0.hasPrefix(trigger) || $0.hasPrefix("\"" + trigger) },
                "\(format) \(trigger.debugDescription): a cell starts with the trigger")
        }
    }

    @Test("a plain negative number stays a number in exports")
    func numbers() throws {
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("weight", "add", "80.5").status == 0)
        let weights = try fitshell.run("weight", "export", "-").stdout
        #expect(weights.contains(",80.5") && !weights.contains("'"))
    }
}
