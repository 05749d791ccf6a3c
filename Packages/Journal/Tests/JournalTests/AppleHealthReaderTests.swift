import CoreModels
import Foundation
import Journal
import Testing

@Suite("Apple Health export reader")
struct AppleHealthReaderTests {
    static let export = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>
        <!ATTLIST Record type CDATA #REQUIRED>
        ]>
        <HealthData locale="en_GB">
         <ExportDate value="2024-03-09 20:00:00 +0100"/>
         <Record type="HKQuantityTypeIdentifierHeartRate" unit="count/min" value="61" startDate="2024-03-01 06:00:00 +0100">
          <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>
         </Record>
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Jo&apos;s scale" unit="kg" value="81.5" startDate="2024-03-01 07:12:00 +0100"/>
         <Record type="HKQuantityTypeIdentifierBodyFatPercentage" unit="%" value="0.215" startDate="2024-03-01 07:12:00 +0100"/>
         <Record type="HKQuantityTypeIdentifierWaistCircumference" unit="in" value="33" startDate="2024-03-02 07:00:00 +0100"/>
         <Workout workoutActivityType="HKWorkoutActivityTypeTraditionalStrengthTraining" totalEnergyBurned="250" totalEnergyBurnedUnit="kcal" sourceName="Apple Watch" startDate="2024-03-01 18:00:00 +0100" endDate="2024-03-01 19:00:00 +0100"/>
         <Workout workoutActivityType="HKWorkoutActivityTypeFunctionalStrengthTraining" sourceName="Apple Watch" startDate="2024-03-03 18:00:00 +0100" endDate="2024-03-03 18:45:00 +0100">
          <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" average="120" unit="count/min"/>
          <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" sum="836.8" unit="kJ"/>
         </Workout>
         <Workout workoutActivityType="HKWorkoutActivityTypeRunning" startDate="2024-03-04 07:00:00 +0100" endDate="2024-03-04 07:30:00 +0100"></Workout>
         <Workout workoutActivityType="HKWorkoutActivityTypeCoreTraining" startDate="2024-03-05 07:00:00 +0100" endDate="2024-03-05 06:30:00 +0100"></Workout>
        </HealthData>

        """

    func write(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "health-\(UUID().uuidString).xml"
        ).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(
        "body records, strength workouts with their energy (total or statistic, kcal or kJ), other workouts counted"
    )
    func reads() throws {
        let path = try write(Self.export)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var calls = 0
        let export = try AppleHealthReader.read(path: path) { _, _ in calls += 1 }
        #expect(calls >= 1)
        #expect(export.records == 4)
        #expect(export.bytes == Self.export.utf8.count)
        let merged = export.body.merged(keep: .first)
        #expect(merged.weights.map(\.mass.kilograms) == [81.5])
        #expect(merged.weights.first?.composition[.fatPercent] == 21.5)
        #expect(merged.waist.map(\.centimeters) == [83.82])
        #expect(
            export.strengthWorkouts.map(\.activity) == [
                "TraditionalStrengthTraining", "FunctionalStrengthTraining",
            ])
        #expect(export.strengthWorkouts.map(\.kilocalories) == [250, 200])
        #expect(export.strengthWorkouts.first?.source == "Apple Watch")
        #expect(export.strengthWorkouts.first.map { $0.end.epochSeconds - $0.start.epochSeconds } == 3600)
        #expect(export.otherWorkouts == 1)
        #expect(export.unreadableWorkouts == 1)
    }

    @Test(
        "a file cut short, another XML document, and a file that is not XML are refused, each with its reason"
    )
    func refused() throws {
        let cut = try write(String(Self.export.prefix(900)))
        let other = try write("<?xml version=\"1.0\"?><gpx><trk/></gpx>")
        let binary = try write("\u{1}\u{2}PK garbage")
        defer { for path in [cut, other, binary] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(throws: AppleHealthReadError.self) { try AppleHealthReader.read(path: cut) }
        do {
            _ = try AppleHealthReader.read(path: cut)
        } catch {
            #expect(error.description.contains("cut short"))
            if case .damaged = error {} else { Issue.record("\(error)") }
        }
        for path in [other, binary] {
            do {
                _ = try AppleHealthReader.read(path: path)
                Issue.record("\(path) was read")
            } catch {
                if case .notAnExport = error {} else { Issue.record("\(error)") }
            }
        }
        do {
            _ = try AppleHealthReader.read(path: "/nonexistent/export.xml")
            Issue.record("a missing file was read")
        } catch {
            if case .unreadable = error {} else { Issue.record("\(error)") }
        }
    }
}
