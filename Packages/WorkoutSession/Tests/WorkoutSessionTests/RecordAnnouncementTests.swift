import CoreModels
import Exercises
import Foundation
import Testing

@testable import WorkoutSession

@Suite("New PRs: a load written in the other unit is no record said")
struct RecordAnnouncementTests {
    /// One session of five sets of `reps` at `kilograms`.
    static func line(_ kilograms: Double, reps: Int = 5) -> WorkoutSummary.ExerciseLine {
        WorkoutSummary.ExerciseLine(
            exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", sets: 5, topKilograms: kilograms,
            topReps: reps, bestSetVolume: kilograms * Double(reps), volume: kilograms * Double(reps) * 5,
            bestE1RM: OneRepMax.epley(weight: kilograms, reps: reps),
            repsAtWeight: [.init(kilograms: kilograms, reps: reps)])
    }

    static func said(after earlier: Double, reps: Int = 5, _ now: WorkoutSummary.ExerciseLine) -> [String] {
        var records = PersonalRecords(
            exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", repsAtWeight: [:])
        let day = LocalDate(daysSinceEpoch: 20_000)
        records.absorb(line(earlier, reps: reps), date: day, workout: WorkoutID(UUID()))
        return records.absorb(now, date: day.adding(days: 3), workout: WorkoutID(UUID())).map {
            $0.text(in: .pounds)
        }
    }

    @Test(
        "450 lb × 5 after 204 kg × 5 (0.12 kg more) says nothing and still becomes the record; 0.5 lb or 0.25 kg more, or a rep more, is said"
    )
    func unitSlack() {
        #expect(Self.said(after: 204, Self.line(Mass(450, .pounds).kilograms)).isEmpty)
        #expect(Self.said(after: Mass(450, .pounds).kilograms, Self.line(204)).isEmpty)
        let half = Self.said(after: Mass(450, .pounds).kilograms, Self.line(Mass(450.5, .pounds).kilograms))
        #expect(half.contains("Barbell Squat: heaviest weight 450.5 lb × 5"), "\(half)")
        #expect(half.count == 3, "heaviest, e1RM and set volume: \(half)")
        #expect(Self.said(after: 100, Self.line(100.25)).count == 3)
        let rep = Self.said(after: 100, Self.line(100, reps: 6))
        #expect(
            rep.contains { $0.contains("best e1RM") } && rep.contains { $0.contains("6 reps at") }, "\(rep)")
        // At a light weight lifted before, a rep more is a record however small the gain
        // (2 kg × 15 → × 16 adds 2 kg of set volume, less than 15 × the slack).
        let light = Self.said(after: 2, reps: 15, Self.line(2, reps: 16))
        #expect(light.contains { $0.contains("best set volume") }, "\(light)")
        #expect(light.contains { $0.contains("16 reps at") }, "\(light)")
        // The slack is in what is said, not what is kept: the heavier writing is the record.
        var records = PersonalRecords(
            exerciseID: ExerciseID("barbell-squat"), name: "Barbell Squat", repsAtWeight: [:])
        let day = LocalDate(daysSinceEpoch: 20_000)
        records.absorb(Self.line(204), date: day, workout: WorkoutID(UUID()))
        records.absorb(
            Self.line(Mass(450, .pounds).kilograms), date: day.adding(days: 3), workout: WorkoutID(UUID()))
        #expect(records.heaviest?.value == Mass(450, .pounds).kilograms)
    }
}
