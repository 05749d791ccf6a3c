import CoreModels
import CoreModelsTesting
import Exercises
import Foundation
import Testing

@testable import Plans

@Suite("Plan files: the byte-level read gives what JSONDecoder gives")
struct PlanFastReadTests {
    /// A plan with the variety people build: names with quotes and accents, notes, supersets,
    /// body-weight sets, pounds, every set type, used or never used.
    static func plan(seed: UInt64, progression: Bool = false) -> PlanFile {
        var numbers = SeededNumbers(seed: seed &+ 3)
        func next(_ bound: UInt64) -> Int { Int(numbers.below(bound)) }
        let names = ["Bench \"Heavy\" Day", "Jambes — lundi", "Upper A", "🏋️ Push", "Back\\Biceps"]
        let exercises = (0..<(1 + next(6))).map { index in
            PlanExercise(
                exerciseID: ExerciseID(index % 2 == 0 ? "barbell-squat" : "custom-my-curl-\(index)"),
                name: names[next(5)], restSeconds: 30 * next(8),
                notes: next(3) == 0 ? "elbows \"in\"\n" : nil,
                sets: (0..<(1 + next(5))).map { _ in
                    let pounds = Double(45 + 5 * next(60))
                    let weight: Mass? =
                        next(4) == 0
                        ? nil
                        : next(2) == 0
                            // Stored to 1e-6 kg, as every file holds a weight typed in pounds.
                            ? Mass(kilograms: (Mass(pounds, .pounds).kilograms * 1e6).rounded() / 1e6)
                            : Mass(kilograms: Double(next(400)) / 2)
                    return PlanSet(weight: weight, reps: 1 + next(20), type: SetType.allCases[next(4)])
                },
                progression: progression && index == 0
                    ? .double(
                        reps: 8...12, step: Mass(kilograms: 2.5), since: LocalDate(daysSinceEpoch: 20_000))
                    : nil,
                superset: next(3) == 0 ? 1 + next(3) : nil)
        }
        let created = Date(timeIntervalSince1970: Double(1_600_000_000 + next(100_000_000)))
        return PlanFile(
            plan: Plan(
                id: PlanID(UUID()), name: names[next(5)], createdAt: created,
                lastUsedAt: next(2) == 0 ? nil : created.addingTimeInterval(Double(next(10_000_000))),
                source: [.manual, .generated, .imported][next(3)], exercises: exercises))
    }

    @Test("generated plans read back exactly and as JSONDecoder reads them", arguments: 0..<40)
    func roundTrip(seed: Int) throws {
        let file = Self.plan(seed: UInt64(seed))
        #expect(try FastReadCheck.mismatches(file, fast: PlanFile.decodeFast).isEmpty)
    }

    @Test("generated plans are written byte for byte as JSONEncoder writes them", arguments: 0..<40)
    func writes(seed: Int) throws {
        #expect(try FastReadCheck.writeMismatches(Self.plan(seed: UInt64(seed))).isEmpty)
        // A progression rule is left to the encoder.
        #expect(Self.plan(seed: UInt64(seed), progression: true).encodeFast() == nil)
    }

    @Test("a progression rule, other instants and what the standard path refuses go its way (nil here)")
    func declines() throws {
        #expect(PlanFile.decodeFast(try DocumentCoder.encode(Self.plan(seed: 1, progression: true))) == nil)
        let file = Self.plan(seed: 2)
        let plain = String(decoding: try DocumentCoder.encode(file, compact: true), as: UTF8.self)
        let created = try #require(plain.range(of: #""createdAt":"[^"]*""#, options: .regularExpression))
        let stamp = plain[created].dropFirst(13).dropLast()
        for text in [
            plain.replacingOccurrences(of: String(stamp), with: stamp.dropLast() + "+00:00"),
            plain.replacingOccurrences(of: String(stamp), with: stamp.dropLast() + ".5Z"),
            plain.replacingOccurrences(of: #""source":""#, with: #""source":"x"#),
            plain.replacingOccurrences(of: #""restSeconds":"#, with: #""restSeconds":1.5,"x":"#),
            plain.replacingOccurrences(
                of: file.plan.id.description, with: file.plan.id.description.uppercased()),
            plain.replacingOccurrences(of: #""reps":"#, with: #""reps":"1","r":"#),
        ] {
            #expect(text != plain && PlanFile.decodeFast(Data(text.utf8)) == nil, "\(text.prefix(120))")
        }
    }
}
