import CommandKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The program run with no command: every plug-in's section, then what to run next.
struct Dashboard {
    let plugins: [Plugin]
    let identity: ShellIdentity

    /// The JSON form: one key per section.
    struct Document: Encodable {
        let profile: String
        let sections: [DashboardSection]
        let nextSteps: [String]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(profile, forKey: Key(stringValue: "profile"))
            try container.encode(nextSteps, forKey: Key(stringValue: "nextSteps"))
            for section in sections {
                try container.encode(section.payload, forKey: Key(stringValue: section.key))
            }
        }
    }

    func show(_ context: RunContext) async throws {
        if context.console.isInteractive, !context.wantsJSON {
            for plugin in plugins { try await plugin.welcome?(context) }
        }
        var sections: [DashboardSection] = []
        for plugin in plugins {
            if let section = try await plugin.dashboard?(context) { sections.append(section) }
        }
        let nextSteps = sections.flatMap(\.nextSteps)
        if context.wantsJSON {
            try context.printJSON(
                Document(profile: context.location.profile, sections: sections, nextSteps: nextSteps))
            return
        }
        let style = context.style
        let console = context.console
        let rule = String(repeating: "─", count: min(60, max(20, console.width)))
        console.print(
            style.heading(identity.name)
                + style.muted("  ·  profile \(context.location.profile)  ·  \(context.today)"))
        console.print(style.muted(rule))
        for section in sections {
            console.print(style.heading(section.title))
            for line in section.lines {
                console.print("  " + fit(line, width: console.width - 2, cuts: console.isOutputTerminal))
            }
            console.print()
        }
        if !nextSteps.isEmpty {
            console.print(style.heading("Next"))
            for step in nextSteps {
                console.print(
                    "  " + style.accent(fit(step, width: console.width - 2, cuts: console.isOutputTerminal)))
            }
            console.print()
        }
        console.print(style.muted("\(identity.name) --help lists every command."))
    }

    /// Cuts a line to the terminal width (ignoring colour codes) so narrow terminals do not wrap;
    /// written to a pipe or a file (`cuts` false), a line is whole (it was cut at 78 characters,
    /// mid-sentence).
    func fit(_ line: String, width: Int, cuts: Bool = true) -> String {
        guard cuts, width > 10, TextTable.visibleWidth(line) > width else { return line }
        var result = ""
        var visible = 0
        var inEscape = false
        for character in line {
            if inEscape {
                result.append(character)
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
                result.append(character)
            } else if visible < width - 1 {
                result.append(character)
                visible += 1
            }
        }
        return result + (line.contains("\u{1B}") ? "…\u{1B}[0m" : "…")
    }
}
