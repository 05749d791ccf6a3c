import CommandKit
import CoreModels
import Equipment
import FitshellApp
import Foundation
import ShellKit
import Testing

/// The app composed of its plug-ins, run in-process against a temporary data folder.
@Suite("Integration: packages composed by the app")
struct AppCompositionTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fitshell-int-\(UUID().uuidString)")
    let clock = FixedWallClock(Date(timeIntervalSince1970: 1_795_000_000))

    func run(_ arguments: String...) async -> (ExitCode, CapturingConsole) {
        let capture = CapturingConsole()
        let environment = AppEnvironment(
            variables: ["FITSHELL_HOME": home.path], console: capture.console, clock: clock,
            timeZone: .utc)
        let code = await Shell(
            identity: Fitshell.identity, plugins: Fitshell.allPlugins, environment: environment
        ).run(arguments)
        return (code, capture)
    }

    @Test("a selection saved through the CLI is what the Equipment package loads")
    func cliToPackage() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let (code, _) = await run("equipment", "set", "db,kb")
        #expect(code == .success)
        let store = JSONFileEquipmentStore(
            folder: home.appendingPathComponent("profiles/default"), context: StorageContext(clock: clock))
        let service = EquipmentService(store: store, clock: clock)
        #expect(try await service.usableKinds() == [.dumbbell, .kettlebell, .bodyweight])
    }

    @Test("data doctor knows the format of every file the app writes")
    func doctorKnowsEveryFormat() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = await run("equipment", "set", "band")
        _ = await run("profile", "use", "default")
        let (code, capture) = await run("data", "doctor", "--json")
        #expect(code == .success)
        let findings = try JSONDecoder().decode(
            [FolderInspector.Finding].self, from: Data(capture.output.utf8))
        #expect(findings.map(\.path) == ["fitshell.json", "profiles/default/equipment.json"])
        #expect(findings.allSatisfy { $0.severity == .ok })
        #expect(
            findings.contains {
                $0.path == "profiles/default/equipment.json" && $0.detail == "fitshell.equipment v3"
            })
        #expect(findings.contains { $0.path == "fitshell.json" && $0.detail == "fitshell.state v1" })
    }
}
