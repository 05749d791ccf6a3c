import Foundation
import Testing

@Suite("E2E: fitshell plates")
struct PlatesEndToEndTests {
    let fitshell = Fitshell(now: "2026-11-23T10:00:00Z")

    @Test("plates per side in kg and lb, the nearest loadable weights, and clear refusals")
    func plates() throws {
        defer { fitshell.cleanUp() }
        let hundred = try fitshell.run("plates", "100")
        #expect(hundred.status == 0 && hundred.stdout == "100 kg: per side 25 + 15 (bar 20 kg)\n")
        let pounds = try fitshell.run("plates", "315", "--unit", "lb")
        #expect(pounds.stdout == "315 lb: per side 45 + 45 + 45 (bar 45 lb)\n")
        let odd = try fitshell.run("plates", "101")
        #expect(odd.status == 0 && odd.stdout.contains("Nearest:"))
        #expect(
            odd.stdout.contains("100 kg: per side 25 + 15")
                && odd.stdout.contains("102.5 kg: per side 25 + 15 + 1.25"))
        let home = try fitshell.run("plates", "62.5", "--bar", "15", "--plates", "20,10,10,5,2.5", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(home.stdout.utf8)) as? [String: Any]
        #expect((object?["below"] as? [String: Any])?["total"] as? Double == 60)
        #expect((object?["above"] as? [String: Any])?["total"] as? Double == 65)
        #expect(object?["exact"] == nil)
        let light = try fitshell.run("plates", "15")
        #expect(light.status == 64 && light.stderr.contains("less than the bar (20 kg)"))
        #expect(try fitshell.run("plates", "heavy").status == 64)
        #expect(try fitshell.run("plates", "60", "--plates", "20,x").status == 64)
        #expect(try fitshell.run("settings", "unit", "lb").status == 0)
        #expect(try fitshell.run("plates", "135").stdout == "135 lb: per side 45 (bar 45 lb)\n")
    }
}
