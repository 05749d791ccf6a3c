import Foundation
import Testing

/// fitshell reads the user's time zone from `TZ` (else the system's) with its daylight-saving
/// rules, without internationalization data: local days and wall times are right on both
/// sides of a change.
@Suite(
    "Time zones: local days and wall times across daylight-saving changes",
    .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/America/New_York"),
        "needs the time zone database (Debian's tzdata)"))
struct TimeZoneEndToEndTests {
    @Test("'today' is the local day: 03:30 UTC on July 1st is still June 30th in New York")
    func today() throws {
        var fitshell = Fitshell(now: "2026-07-01T03:30:00Z")
        fitshell.timeZone = "America/New_York"
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("weight", "add", "80").stdout.contains("2026-06-30 (today)"))
        fitshell.timeZone = "Asia/Tokyo"
        #expect(try fitshell.run("weight", "list").stdout.contains("2026-06-30 (yesterday)"))
    }

    @Test("wall times of an import come back as written on both sides of the March and November changes")
    func wallTimes() throws {
        var fitshell = Fitshell(now: "2026-11-24T12:00:00Z")
        fitshell.timeZone = "America/New_York"
        defer { fitshell.cleanUp() }
        let rows = [
            "2026-03-07 18:05:00", "2026-03-08 01:30:00", "2026-03-08 03:30:00", "2026-03-09 07:15:00",
            "2026-10-31 23:45:00", "2026-11-01 01:30:00", "2026-11-01 03:00:00",
        ]
        let csv =
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + rows.map { "\($0),Day,1h,Squat (Barbell),1,100,5,0,0,,,\n" }.joined()
        let file = fitshell.home.appendingPathComponent("dst.csv")
        try FileManager.default.createDirectory(at: fitshell.home, withIntermediateDirectories: true)
        try Data(csv.utf8).write(to: file)
        let imported = try fitshell.run("import", "strong", file.path, "--unit", "kg")
        #expect(imported.status == 0, "\(imported.stderr)")
        let exported = try fitshell.run("history", "export", "--format", "strong", "-")
        for row in rows { #expect(exported.stdout.contains(row), "\(row) in \(exported.stdout)") }
        let json = try fitshell.run("history", "export", "--format", "json", "-").stdout
        // 18:05 EST is 23:05Z; 03:30 EDT (after the March change) is 07:30Z; 03:00 EST is 08:00Z.
        for instant in ["2026-03-07T23:05:00Z", "2026-03-08T07:30:00Z", "2026-11-01T08:00:00Z"] {
            #expect(json.contains(instant), "\(instant)")
        }
    }
}
