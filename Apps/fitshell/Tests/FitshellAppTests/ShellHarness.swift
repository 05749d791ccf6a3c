import CommandKit
import CoreModels
import FitshellApp
import Foundation
import ShellKit

/// Runs the full shell in-process with a capturing console, a fixed clock and a temp folder.
struct ShellHarness {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fitshell-app-\(UUID().uuidString)")
    let clock = FixedWallClock(Date(timeIntervalSince1970: 1_795_000_000))  // 2026-11-18

    var profileFolder: URL { home.appendingPathComponent("profiles/default") }

    func run(_ arguments: [String], interactive: Bool = false, input: [String] = []) async -> (
        ExitCode, CapturingConsole
    ) {
        let capture = CapturingConsole(interactive: interactive, input: input)
        let environment = AppEnvironment(
            variables: ["FITSHELL_HOME": home.path], console: capture.console, clock: clock,
            timeZone: .utc)
        return (
            await Shell(
                identity: Fitshell.identity, plugins: { Fitshell.allPlugins },
                pluginsFor: Fitshell.plugins(for:),
                environment: environment
            )
            .run(arguments), capture
        )
    }

    func cleanUp() { try? FileManager.default.removeItem(at: home) }
}
