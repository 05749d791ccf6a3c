import CommandKit
import CoreModels
import Equipment
import EquipmentCommands
import Exercises
import Journal
import JournalCommands
import Plans
import PlansCommands
import ShellKit
import Supplements
import SupplementsCommands
import WorkoutSession
import WorkoutSessionCommands

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a realistic synthetic profile covering `years` years up to yesterday, for the
/// benchmark and load tests: workouts three days a week with progressing weights over a pool
/// of about 60 exercises, a journal, a daily weight, supplement marks, plans and charts.
///
/// Everything is drawn from one seeded generator, so a seed and a clock always give the same
/// files. Data goes through the same JSON stores the app reads.
struct ProfileGenerator {
    func journalStore(_ context: RunContext) -> JSONFileJournalStore {
        JSONFileJournalStore(folder: context.folder(JournalFolders.journal), context: context.storage)
    }

    func weightStore(_ context: RunContext) -> JSONFileWeightStore {
        JSONFileWeightStore(folder: context.folder(JournalFolders.weight), context: context.storage)
    }

    func supplementStore(_ context: RunContext) -> JSONFileSupplementStore {
        JSONFileSupplementStore(
            folder: context.folder(RunContext.supplementsFolder), context: context.storage)
    }

    /// What was written.
    struct Counts: Encodable, Equatable {
        var workouts = 0
        var sets = 0
        var exercises = 0
        var journalDays = 0
        var weights = 0
        var supplementMarks = 0
        var plans = 0
        var charts = 0
    }

    /// Years of history (0 writes only the onboarding: settings, equipment, program).
    let years: Int
    /// The seed every random choice comes from.
    let seed: UInt64

    /// Writes the profile of `context` (which must be empty).
    ///
    /// - Parameters:
    ///   - context: the app context whose profile folder is written.
    ///   - progress: called with (steps done, steps in all).
    /// - Returns: what was written.
    /// - Throws: `StorageError`, or the catalog's or the plan generator's errors.
    func generate(_ context: RunContext, progress: (Int, Int) -> Void) async throws -> Counts {
        var random = SeededRandom(seed: seed)
        let today = context.today
        let first = today.adding(days: -365 * years)
        let calendarYears = Self.years(from: first, to: today.adding(days: -1))
        let steps = 4 * calendarYears.count + 2
        var counts = Counts()

        let catalog = try SystemCatalog.loadCached()
        let pool = Self.exercisePool(catalog, random: &random)
        counts.exercises = pool.count
        try Settings.file(context).save(Settings(unit: .kilograms, onboardingOffered: true))
        _ = try await context.equipment.set(Array(EquipmentKind.allCases))
        let program = try await writeProgram(context, catalog: catalog)
        counts.plans = program.days.count + (try await writeExtraPlans(context, pool: pool, random: &random))
        progress(1, steps)

        var done = 1
        var trainingDays: Set<LocalDate> = []
        var lastUsed: [PlanID: Date] = [:]
        for year in calendarYears {
            let days = Self.days(in: year, from: first, to: today.adding(days: -1))
            let workouts = WorkoutWriter(
                pool: pool, program: program, timeZone: context.environment.timeZone, start: first
            ).workouts(on: days, random: &random)
            try await context.workoutStore.importFinished(workouts)
            counts.workouts += workouts.count
            counts.sets += workouts.reduce(0) { $0 + $1.0.totalSets }
            trainingDays.formUnion(workouts.map(\.1.date))
            for (workout, _) in workouts {
                if let plan = workout.planID { lastUsed[plan] = workout.finishedAt }
            }
            done += 1
            progress(done, steps)
            counts.journalDays += try await writeJournal(context, days: days, training: trainingDays, &random)
            counts.weights += try await writeWeights(context, year: year, days: days, first: first, &random)
            counts.supplementMarks += try await writeSupplements(context, days: days, &random)
            done += 3
            progress(done, steps)
        }
        for (id, date) in lastUsed {
            if var plan = try await context.planStore.plan(id) {
                plan.lastUsedAt = date
                try await context.planStore.save(plan)
            }
        }
        counts.charts = try await writeCharts(context, pool: pool, random: &random)
        progress(steps, steps)
        return counts
    }

    /// About 60 loadable strength exercises of the catalog, chosen by the seed.
    static func exercisePool(_ catalog: [Exercise], random: inout SeededRandom) -> [Exercise] {
        let loadable: Set<EquipmentKind> = [.barbell, .dumbbell, .cable, .machine, .ezBar]
        let candidates = catalog.filter {
            $0.category != .other && loadable.contains($0.equipment) && $0.mechanic != nil
        }.sorted { $0.id.description < $1.id.description }
        return Array(candidates.shuffled(using: &random).prefix(60))
    }

    private func writeProgram(_ context: RunContext, catalog: [Exercise]) async throws -> Program {
        guard
            let profile = TrainingProfile(
                goal: .strength, knees: .healthy, daysPerWeek: 3, minutesPerSession: 45)
        else { throw CLIError("The generator's training profile is invalid.") }
        let plans = PlanService(
            store: context.planStore, clock: context.environment.clock, uuids: SeededUUIDSource(seed: seed))
        let service = ProgramService(
            store: context.programStore, plans: plans, clock: context.environment.clock)
        let (program, _) = try await service.generate(
            profile: profile, equipment: Set(EquipmentKind.allCases), exercises: catalog, kneeFlags: [:],
            seed: seed)
        return program
    }

    /// Saved plans beyond the program's: about 2.7 a year, at most 27.
    private func writeExtraPlans(_ context: RunContext, pool: [Exercise], random: inout SeededRandom)
        async throws -> Int
    {
        let count = min(27, Int((2.7 * Double(years)).rounded()))
        let created = context.environment.clock.now.addingTimeInterval(-86_400 * 365 * Double(years))
        for number in 0..<count {
            let exercises = pool.shuffled(using: &random).prefix(Int.random(in: 5...7, using: &random)).map {
                exercise in
                PlanExercise(
                    exerciseID: exercise.id, name: exercise.name, restSeconds: 90,
                    sets: Array(
                        repeating: PlanSet(weight: Mass(kilograms: 40), reps: 8),
                        count: Int.random(in: 3...4, using: &random)))
            }
            try await context.planStore.save(
                Plan(
                    id: PlanID(random.uuid()), name: "Plan \(number + 1)",
                    createdAt: created.addingTimeInterval(86_400 * 120 * Double(number)),
                    exercises: Array(exercises)))
        }
        return count
    }

    private func writeJournal(
        _ context: RunContext, days: [LocalDate], training: Set<LocalDate>, _ random: inout SeededRandom
    ) async throws -> Int {
        var byMonth: [String: [JournalEntry]] = [:]
        for day in days {
            var tags = [training.contains(day) ? "trained" : "rest-day"]
            if random.chance(0.6) {
                tags.append("slept-well")
            } else if random.chance(0.3) {
                tags.append("poor-sleep")
            }
            if training.contains(day.adding(days: -1)), random.chance(0.2) { tags.append("sore") }
            if random.chance(0.04) { tags.append("alcohol") }
            let note =
                random.chance(0.05) ? "Felt \(["strong", "tired", "fine"][Int(random.next() % 3)])." : nil
            byMonth[day.monthKey, default: []].append(JournalEntry(date: day, tagIDs: tags, note: note))
        }
        for (month, entries) in byMonth {
            try await journalStore(context).updateMonth(month) { _ in entries }
        }
        return days.count
    }

    private func writeWeights(
        _ context: RunContext, year: Int, days: [LocalDate], first: LocalDate, _ random: inout SeededRandom
    ) async throws -> Int {
        let entries = days.map { day in
            let trend = 84 - 4 * sin(Double(first.days(until: day)) / 365 * .pi)
            let kilograms = ((trend + Double.random(in: -0.6...0.6, using: &random)) * 10).rounded() / 10
            return WeightEntry(date: day, mass: Mass(kilograms: kilograms))
        }
        try await weightStore(context).updateYear(year) { _ in entries }
        return entries.count
    }

    private func writeSupplements(_ context: RunContext, days: [LocalDate], _ random: inout SeededRandom)
        async throws -> Int
    {
        let ids = SupplementRegistry.seeded.supplements.map(\.id)
        var byMonth: [String: [SupplementLogEntry]] = [:]
        var marks = 0
        for day in days {
            let taken = ids.filter { _ in random.chance(0.91) }
            marks += taken.count
            if !taken.isEmpty {
                byMonth[day.monthKey, default: []].append(SupplementLogEntry(date: day, taken: taken))
            }
        }
        for (month, entries) in byMonth {
            try await supplementStore(context).updateLog(month: month) { _ in entries }
        }
        return marks
    }

    private func writeCharts(_ context: RunContext, pool: [Exercise], random: inout SeededRandom) async throws
        -> Int
    {
        guard years > 0 else { return 0 }
        let metrics = Chart.Metric.allCases
        let charts = pool.prefix(10).enumerated().map { index, exercise in
            Chart(
                id: ChartID(random.uuid()), exerciseID: exercise.id, exerciseName: exercise.name,
                metric: metrics[index % metrics.count], axis: index.isMultiple(of: 3) ? .session : .date)
        }
        try await context.charts.updateCharts { _ in charts }
        return charts.count
    }

    /// The calendar years touched by `first…last`.
    static func years(from first: LocalDate, to last: LocalDate) -> [Int] {
        guard first <= last else { return [] }
        return Array(first.year...last.year)
    }

    /// The days of `year` inside `first…last`.
    static func days(in year: Int, from first: LocalDate, to last: LocalDate) -> [LocalDate] {
        guard let january = LocalDate(year: year, month: 1, day: 1) else { return [] }
        let start = max(first, january)
        var days: [LocalDate] = []
        var day = start
        while day.year == year, day <= last {
            days.append(day)
            day = day.adding(days: 1)
        }
        return days
    }
}
