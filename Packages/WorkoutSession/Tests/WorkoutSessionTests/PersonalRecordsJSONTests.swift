import CoreModels
import Exercises
import Foundation
import Testing

@testable import WorkoutSession

@Suite("Records as JSON: reps at each weight as a list, lightest first, the same every run")
struct PersonalRecordsJSONTests {
    static func records(weights: [Double]) -> PersonalRecords {
        let workout = WorkoutID(UUID(uuidString: "00000000-0000-4000-8000-000000000001") ?? UUID())
        var table: [Double: PersonalRecords.Record] = [:]
        for (index, weight) in weights.enumerated() {
            table[weight] = PersonalRecords.Record(
                value: weight, reps: 12 - index % 10, date: LocalDate(daysSinceEpoch: 20_000 + index),
                workout: workout)
        }
        return PersonalRecords(
            exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat",
            heaviest: table[weights.max() ?? 0], bestE1RM: nil, bestSetVolume: nil, repsAtWeight: table)
    }

    @Test("the list is the table's records by weight, and reads back as the same table")
    func sortedAndRoundTrips() throws {
        let weights = (0..<60).map { Double(($0 * 37) % 60) * 2.5 + 20 }
        let records = Self.records(weights: weights)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(records)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let list = try #require(object["repsAtWeight"] as? [[String: Any]])
        #expect(list.compactMap { $0["value"] as? Double } == Set(weights).sorted())
        // The heaviest set as prs prints it: the most reps at the heaviest weight.
        let heaviestSet = try #require(object["heaviestSet"] as? [String: Any])
        #expect(heaviestSet["reps"] as? Int == records.heaviestSet?.reps)
        #expect(try JSONDecoder().decode(PersonalRecords.self, from: data) == records)
        // The same records in a table built in another order and size (so it iterates in
        // another order) print the same bytes.
        var table: [Double: PersonalRecords.Record] = [:]
        table.reserveCapacity(4_096)
        for (weight, record) in records.repsAtWeight.sorted(by: { $0.key > $1.key }) {
            table[weight] = record
        }
        var rebuilt = records
        rebuilt.repsAtWeight = table
        #expect(Array(table.keys) != Array(records.repsAtWeight.keys), "the two tables iterate differently")
        #expect(try encoder.encode(rebuilt) == data)
    }

    @Test("no reps at any weight is an empty list, and absent records are left out")
    func empty() throws {
        let records = PersonalRecords(exerciseID: ExerciseID("plank"), name: "Plank", repsAtWeight: [:])
        let text = String(decoding: try JSONEncoder().encode(records), as: UTF8.self)
        #expect(text.contains("\"repsAtWeight\":[]"))
        #expect(!text.contains("heaviest"))
    }
}
