import CommandKit
import Testing

@testable import ShellKit

@Suite("Chooser: a numbered choice that also takes a name")
struct ChooserTests {
    let options: [(String, Int)] = [
        ("General fitness", 1), ("Strength", 2), ("Strength with sensitive knees", 3),
    ]

    func choose(_ answers: [String], current: Int? = nil) -> (Int?, String) {
        let capture = CapturingConsole(interactive: true, input: answers)
        let chosen = Chooser(console: capture.console).choose("Goal", options, current: current)
        return (chosen, capture.output)
    }

    @Test("a number, a whole name in any case, or the start of one name picks it")
    func picks() {
        #expect(choose(["2"]).0 == 2)
        #expect(choose(["strength"]).0 == 2, "the whole name, though another name starts with it")
        #expect(choose(["GENERAL"]).0 == 1)
        #expect(choose(["strength with"]).0 == 3)
        #expect(choose(["general-fitness"]).0 == 1, "as the flag writes it")
        #expect(choose(["sensitive"]).0 == 3, "a word of one name")
        let units = CapturingConsole(interactive: true, input: ["pounds"])
        #expect(
            Chooser(console: units.console).choose(
                "Unit", [("kg — kilograms", 1), ("lb — pounds", 2)], current: nil) == 2)
        let goals = CapturingConsole(interactive: true, input: ["knees"])
        #expect(
            Chooser(console: goals.console).choose(
                "Goal", [("General fitness", 1), ("Knee-friendly strength", 2), ("Fat loss", 3)], current: nil
            ) == 2)
        #expect(choose([""], current: 3).0 == 3, "Enter keeps the highlighted one")
    }

    @Test("a start shared by names, a wrong number or an unknown word asks again; q cancels")
    func asksAgain() {
        let (shared, said) = choose(["str", "3"])
        #expect(shared == 3)
        #expect(said.contains("'str' starts Strength, Strength with sensitive knees: type its number."))
        let (wrong, told) = choose(["9", "yoga", "1"])
        #expect(wrong == 1 && told.contains("Type a number from 1 to 3, or a name."))
        // A word of one name with a slip is named, and picked by its number.
        let (slipped, hinted) = choose(["sensitve", "3"])
        #expect(
            slipped == 3 && hinted.contains("Did you mean 'Strength with sensitive knees'? Type its number."))
        #expect(choose(["q"]).0 == nil)
        #expect(choose([]).0 == nil, "input ends")
    }
}
