import CoreModels
import Exercises
import Plans
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Makes the finished workouts of a synthetic history: the program's weekdays, most weeks,
/// six exercises a session drawn anew every half year from the pool, and weights that rise
/// over the years in six-week waves.
struct WorkoutWriter {
    /// The exercises workouts draw from.
    let pool: [Exercise]
    /// The program whose days and plans the workouts follow.
    let program: Program
    /// The user's time zone.
    let timeZone: Zone
    /// The first day of the history (progression starts there).
    let start: LocalDate

    /// Workouts (with their summaries) on the training days among `days`.
    func workouts(on days: [LocalDate], random: inout SeededRandom) -> [(Workout, WorkoutSummary)] {
        var result: [(Workout, WorkoutSummary)] = []
        for day in days {
            guard let programDay = program.days.first(where: { $0.weekday == day.isoWeekday }),
                random.chance(0.96)
            else { continue }
            let startedAt = timeZone.instant(
                day, secondsOfDay: 17 * 3_600 + Int.random(in: 0...90, using: &random) * 60)
            let workout = workout(day: day, programDay: programDay, startedAt: startedAt, random: &random)
            result.append((workout, WorkoutSummary(workout, timeZone: timeZone)))
        }
        return result
    }

    private func workout(day: LocalDate, programDay: Program.Day, startedAt: Date, random: inout SeededRandom)
        -> Workout
    {
        let elapsed = start.days(until: day)
        var clock = startedAt
        let exercises = template(day: day, label: programDay.label).enumerated().map { index, exercise in
            let working = weight(of: exercise, elapsedDays: elapsed)
            let reps = 5 + exercise.name.utf8.count % 6
            var sets: [WorkoutSet] = []
            if index == 0, let working {
                sets.append(set(Mass(kilograms: rounded(working.kilograms / 2)), reps: 10, .warmUp, &clock))
            }
            for number in 0..<Int.random(in: 4...5, using: &random) {
                let missed = number >= 2 && random.chance(0.3) ? 1 : 0
                sets.append(set(working, reps: reps - missed, .working, &clock))
            }
            return WorkoutExercise(
                exerciseID: exercise.id, name: exercise.name, category: exercise.category, restSeconds: 90,
                sets: sets, kneeFlag: exercise.kneeLoad == .high && random.chance(0.01))
        }
        var workout = Workout(
            id: WorkoutID(random.uuid()), name: "Day \(programDay.label)", planID: programDay.planID,
            programDay: programDay.label, startedAt: startedAt, checkIn: CheckIn(energy: 4, kneePain: 0),
            exercises: exercises)
        workout.currentExercise = max(0, exercises.count - 1)
        workout.finishedAt = clock.addingTimeInterval(60)
        return workout
    }

    private func set(_ weight: Mass?, reps: Int, _ type: SetType, _ clock: inout Date) -> WorkoutSet {
        clock = clock.addingTimeInterval(150)
        return WorkoutSet(
            targetWeight: weight, targetReps: reps, weight: weight, reps: reps, type: type, done: true,
            completedAt: clock)
    }

    /// Six exercises for a program day, chosen anew for every half-year block.
    private func template(day: LocalDate, label: String) -> [Exercise] {
        let block = UInt64(max(0, start.days(until: day)) / 182)
        var blockRandom = SeededRandom(
            seed: block &* 1_000_003 &+ UInt64(label.unicodeScalars.first?.value ?? 0))
        return Array(pool.shuffled(using: &blockRandom).prefix(6))
    }

    /// The working weight after `elapsedDays`: rising towards +60 % over the years, in
    /// six-week waves from 90 % to 100 %.
    private func weight(of exercise: Exercise, elapsedDays: Int) -> Mass? {
        let base: Double
        switch exercise.equipment {
        case .barbell: base = exercise.category == .legs ? 60 : 40
        case .dumbbell: base = 12
        case .ezBar: base = 25
        default: base = 30
        }
        let years = Double(elapsedDays) / 365
        let wave = 0.9 + 0.1 * Double((elapsedDays / 7) % 6) / 5
        return Mass(kilograms: rounded(base * (1 + 0.6 * years / (years + 2)) * wave))
    }

    private func rounded(_ kilograms: Double) -> Double { (kilograms / 2.5).rounded() * 2.5 }
}
