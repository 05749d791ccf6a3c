import CoreModels
import Foundation
import Journal
import Testing
import WorkoutSession

/// Deterministic fuzzing of the CSV readers: thousands of malformed variants of real-shaped
/// weight and workout exports. Every input ends in a line-numbered error or in rows read and
/// rows skipped with their line numbers — never a crash, a hang, or an impossible value.
// The limit catches a reader that hangs. It is far above the 5 s these take alone: in the
// whole workspace run, end-to-end tests that wait on child processes can hold both of the test
// pool's threads for minutes, and a suspended fuzz test then waits with its clock running (3
// minutes was once exceeded that way).
@Suite("Fuzz: weight and workout CSV readers", .timeLimit(.minutes(12)))
struct CSVFuzzTests {
    static let weightSeed = """
        date,weight_kg
        2023-01-01,80.5
        2023-01-02,"80,7"
        2023-01-03 07:15,81
        2023-01-04,79.9

        """
    static let renphoSeed = """
         Time of Measurement, Weight(kg),BMI,Body Fat(%)
        "23 Jun 2021 at 10:39:35",82.1,24.1,18.2
        "22 Jun 2021 at 09:01:02",82.5,24.2,18.4

        """
    static let strongSeed = #"""
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2023-02-01 18:00:00,"Push, heavy",1h 5m,Bench Press (Barbell),1,60,8,0,0,,,
        2023-02-01 18:00:00,"Push, heavy",1h 5m,Bench Press (Barbell),W,40,10,0,0,"note ""quoted""",,8.5
        2023-02-01 18:00:00,"Push, heavy",1h 5m,Overhead Press (Barbell),2,42.5,6,0,0,,,
        2023-02-03 18:00:00,Pull,45m,Deadlift (Barbell),1,100,5,0,0,,,

        """#
    static let hevySeed = #"""
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe"
        "Legs","15 Sep 2025, 07:48","15 Sep 2025, 08:50","","Squat (Barbell)","","",0,"normal",225,5,"","",""
        "Legs","15 Sep 2025, 07:48","15 Sep 2025, 08:50","","Squat (Barbell)","","",1,"warmup",135,8,"","",""

        """#

    /// A small deterministic generator (the same inputs on every run and machine).
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
    }

    static let hostileValues = [
        "NaN", "nan", "inf", "-inf", "Infinity", "-5", "-0", "1e309", "0x1F", "", " ", "1,2,3", "80..5", "٨٠",
        "9999999999999999999999", "2023-02-30", "2023-13-01", "0000-00-00", "99999-01-01", "31/02/2023",
        "29 Feb 2023, 07:48", "yesterday", "\"", "\"\"\"", "a\u{0}b",
    ]

    /// One malformed variant of `seed`: 1–4 mutations drawn from `random`.
    static func mutate(_ seed: String, _ random: inout Random, allowHuge: Bool) -> Data {
        var bytes = Array(seed.utf8)
        for _ in 0..<(1 + random.next(4)) {
            let at = random.next(bytes.count + 1)
            switch random.next(allowHuge ? 12 : 11) {
            case 0: bytes.insert(UInt8(ascii: "\""), at: at)
            case 1: bytes.insert(13, at: at)
            case 2: bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: at)
            case 3:
                bytes.insert(
                    contentsOf: [[0xFF], [0xC3, 0x28], [0x80], [0xED, 0xA0, 0x80]][random.next(4)], at: at)
            case 4: bytes.insert(0, at: at)
            case 5:
                // Replace the field around `at` with a hostile value.
                let value = Array(hostileValues[random.next(hostileValues.count)].utf8)
                let start =
                    bytes[..<min(at, bytes.count)].lastIndex { $0 == 44 || $0 == 10 }.map { $0 + 1 } ?? 0
                let end = bytes[start...].firstIndex { $0 == 44 || $0 == 10 } ?? bytes.count
                bytes.replaceSubrange(start..<end, with: value)
            case 6:
                if !bytes.isEmpty { bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.next(20))) }
            case 7: bytes = Array(bytes.prefix(at))
            case 8:
                let lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
                let line = lines[random.next(lines.count)]
                bytes.insert(contentsOf: Array(line) + [10], at: at)
            case 9: bytes = bytes.map { $0 == 44 && random.next(3) == 0 ? 59 : $0 }
            case 10: bytes.insert(contentsOf: Array("\n\n,,,\n".utf8), at: at)
            default: bytes.insert(contentsOf: [UInt8](repeating: UInt8(ascii: "7"), count: 1_048_576), at: at)
            }
        }
        return Data(bytes)
    }

    static func lineCount(_ data: Data) -> Int { data.reduce(1) { $0 + ($1 == 10 || $1 == 13 ? 1 : 0) } }

    @Test("weight CSV import: 10,000 malformed files", arguments: [weightSeed, renphoSeed])
    func weightImport(seed: String) async throws {
        var random = Random(state: UInt64(seed.utf8.count))
        var outcomes = (errors: 0, skipped: 0, clean: 0)
        for index in 0..<5_000 {
            let data = Self.mutate(seed, &random, allowHuge: index % 250 == 0)
            let service = WeightService(store: InMemoryWeightStore())
            let today = try #require(LocalDate(year: 2026, month: 11, day: 23))
            do {
                let report = try await service.importCSV(data, options: WeightImportOptions(today: today))
                let lines = Self.lineCount(data)
                #expect(report.invalid.allSatisfy { $0.line >= 2 && $0.line <= lines && !$0.reason.isEmpty })
                let saved = try await service.list()
                #expect(
                    saved.allSatisfy { $0.mass.kilograms.isFinite && $0.mass.kilograms > 0 }, "input \(index)"
                )
                #expect(
                    saved.allSatisfy {
                        LocalDate(year: $0.date.year, month: $0.date.month, day: $0.date.day) != nil
                    })
                if report.invalid.isEmpty { outcomes.clean += 1 } else { outcomes.skipped += 1 }
            } catch let error as WeightImportError {
                #expect(error.line >= 0 && !error.reason.isEmpty, "input \(index)")
                outcomes.errors += 1
            }
        }
        // The mutations really do produce every outcome.
        #expect(outcomes.errors > 100 && outcomes.skipped > 100 && outcomes.clean > 10, "\(outcomes)")
    }

    @Test("workout CSV readers: 10,000 malformed Strong and Hevy exports", arguments: [strongSeed, hevySeed])
    func workoutReaders(seed: String) throws {
        var random = Random(state: UInt64(seed.utf8.count))
        let reader = ExportReader(timeZone: .utc, unit: nil)
        var outcomes = (errors: 0, skipped: 0, clean: 0)
        for index in 0..<5_000 {
            let data = Self.mutate(seed, &random, allowHuge: index % 250 == 0)
            let lines = Self.lineCount(data)
            let table: CSVTable
            do {
                table = try CSVReader.read(data)
            } catch {
                #expect(error.line >= 0 && !error.reason.isEmpty, "input \(index)")
                outcomes.errors += 1
                continue
            }
            guard let format = WorkoutExportFormat.detect(table) else {
                outcomes.errors += 1
                continue
            }
            do {
                let (workouts, problems) = try reader.read(table, as: format)
                #expect(
                    problems.allSatisfy { $0.line >= 2 && $0.line <= lines && !$0.reason.isEmpty },
                    "input \(index)")
                let sets = workouts.flatMap(\.exercises).flatMap(\.sets)
                #expect(
                    sets.allSatisfy { ($0.weight ?? 0).isFinite && ($0.weight ?? 0) >= 0 },
                    "input \(index)")
                #expect(sets.allSatisfy { ($0.reps ?? 0) >= 0 && ($0.rpe ?? 0).isFinite }, "input \(index)")
                #expect(workouts.allSatisfy { $0.line >= 2 && $0.line <= lines }, "input \(index)")
                if problems.isEmpty { outcomes.clean += 1 } else { outcomes.skipped += 1 }
            } catch let error as WorkoutImportError {
                #expect(error.line >= 0 && !error.reason.isEmpty, "input \(index)")
                outcomes.errors += 1
            }
        }
        #expect(outcomes.errors > 100 && outcomes.skipped > 100 && outcomes.clean > 10, "\(outcomes)")
    }
}
