import CommandKit
import FitshellApp
import Foundation
import Testing

@Suite("Interactive set-up flow")
struct SetupFlowTests {
    let harness = ShellHarness()

    @Test("US1 step by step: unit, goal, knees, days, minutes, equipment, summary, generate")
    func stepByStep() async throws {
        defer { harness.cleanUp() }
        // unit 2 = lb, goal 2 = Arms, knees 2 = Sensitive, Enter keeps 3 days, 1 = 20 minutes,
        // toggle dumbbells, save, confirm.
        let (code, capture) = await harness.run(
            ["setup"], interactive: true, input: ["2", "2", "2", "", "1", "2", "", "y"])
        #expect(code == .success, "\(capture.errors)")
        // Six questions, each numbered once (minutes were a second "3/4").
        #expect(capture.output.contains("1/6 Weights in kilograms or pounds?"))
        #expect(capture.output.contains("2/6 What is your main goal?"))
        #expect(
            capture.output.contains("4/6 Training days per week?")
                && capture.output.contains("5/6 Minutes per session?"))
        #expect(capture.output.contains("6/6 Equipment"))
        #expect(capture.output.contains("> 3) 3"))
        #expect(capture.output.contains("Arms · Sensitive knees · 3 days × 20 min · weights in lb"))
        // The unit is saved, and the program's progression steps are in it.
        let (_, unit) = await harness.run(["settings", "--json"])
        #expect(unit.output.contains("\"lb\""), "\(unit.output)")
        let (_, week) = await harness.run(["program", "show", "--json"])
        #expect(
            week.output.contains("\"unit\" : \"lb\"") || week.output.contains("\"unit\":\"lb\""),
            "\(week.output.prefix(2000))")
        #expect(capture.output.contains("Your program is ready."))
        let (_, profile) = await harness.run(["profile"])
        #expect(
            profile.output.contains("Goal:    Arms")
                && profile.output.contains("Equipment: Bodyweight, Dumbbells"))
    }

    @Test("US1.7 the first dashboard at a terminal offers set-up once; never again")
    func offeredOnce() async throws {
        defer { harness.cleanUp() }
        let (_, first) = await harness.run([], interactive: true, input: ["n"])
        #expect(first.output.contains("Welcome to fitshell!"))
        let (_, second) = await harness.run([], interactive: true, input: [])
        #expect(!second.output.contains("Welcome to fitshell!"))
        #expect(second.output.contains("fitshell setup"))
    }

    @Test("quitting the set-up changes nothing")
    func quit() async throws {
        defer { harness.cleanUp() }
        let (code, capture) = await harness.run(["setup"], interactive: true, input: ["q"])
        #expect(code == .failure && capture.errors.contains("Set-up cancelled"))
        let (_, plans) = await harness.run(["plans", "--json"])
        #expect(plans.output == "[\n\n]\n")
    }
}
