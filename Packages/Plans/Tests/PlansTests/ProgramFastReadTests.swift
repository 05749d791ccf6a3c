import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing

@testable import Plans

@Suite("Program files: the byte-level read gives what JSONDecoder gives")
struct ProgramFastReadTests {
    static func program(_ index: Int) throws -> ProgramFile {
        let goals = TrainingGoal.allCases
        let knees: [KneeProfile] = [.healthy, .sensitive, .restricted]
        let days = 1 + index % 3
        let profile = TrainingProfile(
            goal: goals[index % goals.count], knees: knees[index % knees.count], daysPerWeek: days,
            minutesPerSession: TrainingProfile.sessionLengths[index / 3 % 3])
        let offered = try #require(profile, "set-up offers every one of these")
        return ProgramFile(
            program: Program(
                profile: offered, seed: index == 0 ? UInt64.max : UInt64(index * 7_919),
                generatedAt: Date(timeIntervalSince1970: Double(1_700_000_000 + index * 86_461)),
                days: (0..<days).map {
                    Program.Day(
                        label: ["A", "B", "C"][$0], weekday: 1 + $0 * 2, planID: PlanID(UUID()),
                        // Older programs have no list of generated exercises; newer ones do.
                        generated: index.isMultiple(of: 2)
                            ? nil : [ExerciseID("barbell-squat"), ExerciseID("custom-\(index)-\($0)")])
                }))
    }

    @Test("programs of every goal, knee profile and length read back exactly and as JSONDecoder reads them")
    func roundTrip() throws {
        for index in 0..<27 {
            let file = try Self.program(index)
            #expect(try FastReadCheck.mismatches(file, fast: ProgramFile.decodeFast).isEmpty)
        }
    }

    @Test("what the fast reading does not take goes the standard way (nil here)")
    func declines() throws {
        let plain = String(
            decoding: try DocumentCoder.encode(try Self.program(4), compact: true), as: UTF8.self)
        for text in [
            plain.replacingOccurrences(of: #""daysPerWeek":2"#, with: #""daysPerWeek":5"#),
            plain.replacingOccurrences(of: #""seed":"#, with: #""seed":-"#),
            plain.replacingOccurrences(of: #"Z","profile""#, with: #"+00:00","profile""#),
        ] {
            #expect(text != plain && ProgramFile.decodeFast(Data(text.utf8)) == nil, "\(text.prefix(160))")
        }
    }
}

@Suite("Program files: weekdays outside Monday–Sunday are refused, not read")
struct ProgramWeekdayTests {
    @Test("weekday 0, 8, -1 and Int.max are invalid; 1…7 are valid", arguments: [0, 8, -1, Int.max])
    func outOfRange(weekday: Int) throws {
        let file = try ProgramFastReadTests.program(4)
        #expect(throws: Never.self) { try file.validate() }
        let program = file.program
        let days = program.days.enumerated().map { index, day in
            index == 0 ? Program.Day(label: day.label, weekday: weekday, planID: day.planID) : day
        }
        let changed = ProgramFile(
            program: Program(
                profile: program.profile, seed: program.seed, generatedAt: program.generatedAt, days: days))
        #expect(throws: DocumentValidationError.self) { try changed.validate() }
    }
}
