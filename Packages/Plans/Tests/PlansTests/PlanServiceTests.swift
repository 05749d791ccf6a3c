import CoreModels
import Exercises
import Foundation
import Plans
import Testing

@Suite("Plan service (V2, V3, TMPL)")
struct PlanServiceTests {
    let service = PlanService(store: InMemoryPlanStore(), clock: clock, uuids: SequentialUUIDSource())
    let squat = Exercise(
        id: ExerciseID("barbell-squat"), name: "Barbell Squat", category: .legs, equipment: .barbell,
        primaryMuscles: [.quadriceps], kneeLoad: .high)
    let curl = Exercise(
        id: ExerciseID("barbell-curl"), name: "Barbell Curl", category: .arms, equipment: .barbell,
        primaryMuscles: [.biceps], kneeLoad: .low)

    /// A plan store, its service and a program service over them, all in memory.
    static func programServices() -> (InMemoryPlanStore, PlanService, ProgramService) {
        let store = InMemoryPlanStore()
        let plans = PlanService(store: store, clock: clock, uuids: SequentialUUIDSource())
        return (store, plans, ProgramService(store: InMemoryProgramStore(), plans: plans, clock: clock))
    }

    @Test("TMPL-01..03 create with exercises, per-exercise rest, per-set weight and reps")
    func create() async throws {
        let plan = try await service.create("Leg Day")
        try await service.addExercise(
            squat, to: plan.id, sets: 3, reps: 5, weight: Mass(100, .kilograms), restSeconds: 180)
        let saved = try await service.addExercise(
            curl, to: plan.id, sets: 2, reps: 12, weight: nil, restSeconds: 60)
        #expect(saved.exercises.map(\.name) == ["Barbell Squat", "Barbell Curl"])
        #expect(saved.exercises[0].restSeconds == 180 && saved.exercises[0].sets.count == 3)
        #expect(saved.exercises[0].sets[0] == PlanSet(weight: Mass(100, .kilograms), reps: 5))
        #expect(saved.createdAt == clock.now)
    }

    @Test("TMPL-04 set targets per set; TMPL-07 add and remove sets; the last set stays")
    func sets() async throws {
        let plan = try await service.create("P")
        try await service.addExercise(
            squat, to: plan.id, sets: 2, reps: 5, weight: Mass(100, .kilograms), restSeconds: 120)
        try await service.setTargets(
            plan.id, exercise: 0, set: 2, weight: Mass(110, .kilograms), reps: 3, type: .failure)
        var saved = try await service.addSet(plan.id, exercise: 0, weight: nil, reps: nil)
        #expect(saved.exercises[0].sets.map(\.reps) == [5, 3, 3])
        #expect(saved.exercises[0].sets[2].type == .failure)
        await #expect(throws: PlanError.noSuchSet(9, exercise: "Barbell Squat", count: 3)) {
            try await service.setTargets(plan.id, exercise: 0, set: 9, weight: nil, reps: 1, type: nil)
        }
        saved = try await service.removeSet(plan.id, exercise: 0, set: 1)
        saved = try await service.removeSet(plan.id, exercise: 0, set: nil)
        #expect(saved.exercises[0].sets.map(\.reps) == [3])
        await #expect(throws: PlanError.self) { try await service.removeSet(plan.id, exercise: 0, set: nil) }
        await #expect(throws: PlanError.invalid("set 1 of 'Barbell Squat' has 0 reps (at least 1)")) {
            try await service.setTargets(plan.id, exercise: 0, set: 1, weight: nil, reps: 0, type: nil)
        }
    }

    @Test("TMPL-05 reorder; TMPL-06 remove an exercise; references by number, name or prefix")
    func reorder() async throws {
        let plan = try await service.create("P")
        try await service.addExercise(squat, to: plan.id, sets: 1, reps: 5, weight: nil, restSeconds: 90)
        let added = try await service.addExercise(
            curl, to: plan.id, sets: 1, reps: 5, weight: nil, restSeconds: 90)
        #expect(try PlanService.exerciseIndex("2", in: added) == 1)
        #expect(try PlanService.exerciseIndex("barbell c", in: added) == 1)
        #expect(try PlanService.exerciseIndex("BARBELL SQUAT", in: added) == 0)
        // As Strong and Hevy write them: the table's exercise, or the name's other forms.
        #expect(try PlanService.exerciseIndex("Squat (Barbell)", in: added) == 0)
        #expect(try PlanService.exerciseIndex("Curl (Barbell)", in: added) == 1)
        #expect(
            throws: PlanError.ambiguousExercise(
                "barbell", plan: added.name, candidates: ["1. Barbell Squat", "2. Barbell Curl"])
        ) { try PlanService.exerciseIndex("barbell", in: added) }
        #expect(throws: PlanError.exerciseNotInPlan("rowing", plan: added.name)) {
            try PlanService.exerciseIndex("rowing", in: added)
        }
        let moved = try await service.moveExercise(plan.id, from: 1, to: 1)
        #expect(moved.exercises.map(\.name) == ["Barbell Curl", "Barbell Squat"])
        await #expect(throws: PlanError.self) { try await service.moveExercise(plan.id, from: 0, to: 5) }
        #expect(try await service.removeExercise(plan.id, at: 0).exercises.map(\.name) == ["Barbell Squat"])
    }

    @Test(
        "V2.3 V3.1-V3.4 TMPL-08 TMPL-09 list, rename and delete are saved at once; names are unique ignoring case"
    )
    func manage() async throws {
        let a = try await service.create("Push")
        let b = try await service.create("Pull")
        await #expect(throws: PlanError.duplicateName("push")) { try await service.create("push") }
        await #expect(throws: PlanError.duplicateName("Pull")) { try await service.rename(a.id, to: "Pull") }
        try await service.rename(a.id, to: "Push A")
        #expect(try await service.list().map(\.name) == ["Pull", "Push A"])  // same creation time: by name
        try await service.delete(b.id)
        #expect(try await service.list().map(\.name) == ["Push A"])
        let copy = try await service.duplicate(a.id, as: nil)
        #expect(copy.name == "Push A (copy)")
    }

    @Test("V3.5 deleting the last plan warns first")
    func lastPlanWarning() async throws {
        let a = try await service.create("Only")
        #expect(
            try await service.deletionWarning(for: a.id)
                == "'Only' is your last saved plan; deleting it leaves you with no plans.")
        let b = try await service.create("Second")
        #expect(try await service.deletionWarning(for: a.id) == nil)
        try await service.delete(b.id)
        #expect(try await service.deletionWarning(for: a.id) != nil)
    }

    @Test("plans resolve by id, name or unambiguous prefix; ambiguous and unknown ones explain")
    func resolve() async throws {
        let a = try await service.create("Day A")
        try await service.create("Day B")
        #expect(try await service.resolve(a.id.description).name == "Day A")
        #expect(try await service.resolve("day a").id == a.id)
        await #expect(throws: PlanError.ambiguous("day", candidates: ["Day A", "Day B"])) {
            try await service.resolve("day")
        }
        await #expect(throws: PlanError.notFound("Dya A", suggestion: "Day A")) {
            try await service.resolve("Dya A")
        }
    }

    @Test("markPlanAsUsed records the last-used time; usage lists plans using an exercise")
    func markUsed() async throws {
        let plan = try await service.create("P")
        try await service.addExercise(squat, to: plan.id, sets: 1, reps: 5, weight: nil, restSeconds: 90)
        try await service.markUsed(plan.id)
        #expect(try await service.resolve("P").lastUsedAt == clock.now)
        // Used on the day a workout started; an earlier day never moves the last use back.
        let later = clock.now.addingTimeInterval(86_400)
        try await service.markUsed(plan.id, at: later)
        try await service.markUsed(plan.id, at: clock.now.addingTimeInterval(-86_400))
        #expect(try await service.resolve("P").lastUsedAt == later)
        #expect(try await service.usage(of: squat.id) == ["plan 'P'"])
        #expect(try await service.usage(of: curl.id).isEmpty)
    }

    @Test("V2.1 FR-005 a generated program is saved as plans and linked; regenerating replaces unused plans")
    func program() async throws {
        let plans = PlanService(store: InMemoryPlanStore(), clock: clock, uuids: SequentialUUIDSource())
        let programs = ProgramService(store: InMemoryProgramStore(), plans: plans, clock: clock)
        let profile = try #require(
            TrainingProfile(goal: .arms, knees: .sensitive, daysPerWeek: 3, minutesPerSession: 30))
        let catalog = try SystemCatalog.load()
        let (program, created) = try await programs.generate(
            profile: profile, equipment: [.dumbbell], exercises: catalog, kneeFlags: [:], seed: 1)
        #expect(program.days.map(\.weekday) == [1, 3, 5])
        #expect(created.map(\.name) == ["Day A", "Day B", "Day C"])
        #expect(created.allSatisfy { $0.source == .generated })
        #expect(try await plans.list().count == 3)
        try await plans.markUsed(created[0].id)
        let (_, again) = try await programs.generate(
            profile: profile, equipment: [.dumbbell], exercises: catalog, kneeFlags: [:], seed: 2)
        let replaced = "Day A (replaced \(LocalDate(clock.now, in: .utc)))"
        #expect(
            try await plans.list().map(\.name).sorted() == ["Day A", replaced, "Day B", "Day C"].sorted())
        #expect(again.map(\.name) == ["Day A", "Day B", "Day C"], "new days get the plain names")
        #expect(try await plans.plan(created[0].id)?.name == replaced, "the used plan is kept, renamed")
        try await plans.markUsed(again[0].id)
        _ = try await programs.generate(
            profile: profile, equipment: [.dumbbell], exercises: catalog, kneeFlags: [:], seed: 3)
        #expect(try await plans.list().map(\.name).filter { $0.hasPrefix("Day A") }.count == 3)
        #expect(try await plans.list().contains { $0.name == replaced.dropLast() + ", 2)" })
        #expect(again.count == 3)
        #expect(try await programs.profile() == profile)
    }

    @Test(
        "regenerating keeps the user's edits day by day: a removed exercise stays out, an added one stays in (not when the knees flagged it out); fresh targets start afresh"
    )
    func regenerateKeepsEdits() async throws {
        let (store, plans, programs) = Self.programServices()
        let profile = try #require(
            TrainingProfile(goal: .arms, knees: .healthy, daysPerWeek: 2, minutesPerSession: 30))
        let catalog = try SystemCatalog.load()
        func generate(flags: [ExerciseID: Int] = [:], fresh: Bool = false) async throws
            -> ProgramService.Generation
        {
            try await programs.generateKeepingEdits(
                profile: profile, equipment: [.dumbbell], exercises: catalog, kneeFlags: flags, seed: 1,
                freshTargets: fresh)
        }
        let first = try await generate()
        #expect(first.program.days.allSatisfy { $0.generated != nil })
        var dayA = first.plans[0]
        var dayB = first.plans[1]
        let removed = dayA.exercises.remove(at: 1)
        let crossover = try #require(catalog.first { $0.name == "Cable Crossover" })
        dayB.exercises.append(
            PlanExercise(
                exerciseID: crossover.id, name: crossover.name, restSeconds: 60, sets: [PlanSet(reps: 12)]))
        try await store.save(dayA)
        try await store.save(dayB)
        let second = try await generate()
        #expect(!second.plans[0].exercises.contains { $0.exerciseID == removed.exerciseID })
        #expect(second.plans[1].exercises.last?.exerciseID == crossover.id)
        #expect(second.keptRemoved.map(\.name) == [removed.name] && second.keptRemoved.first?.day == "A")
        #expect(second.keptAdded.map(\.name) == ["Cable Crossover"] && second.keptAdded.first?.day == "B")
        // The day's generated list is the generator's, so a second regeneration keeps both again.
        #expect(second.program.days[0].generated == first.program.days[0].generated)
        let third = try await generate()
        #expect(
            third.plans.map { $0.exercises.map(\.exerciseID) }
                == second.plans.map { $0.exercises.map(\.exerciseID) })
        // Removed from every day it was generated for, it stays out of every day whatever the
        // seed puts it on.
        let seed = try #require(
            (2...60).first { seed in
                let days = try? PlanGenerator().generate(
                    .init(
                        profile: profile, equipment: [.dumbbell], exercises: catalog, kneeFlags: [:],
                        seed: UInt64(seed)))
                return days?.contains { $0.exercises.contains { $0.exerciseID == removed.exerciseID } }
                    == true
            }, "a seed whose week has the removed exercise")
        let reseeded = try await programs.generateKeepingEdits(
            profile: profile, equipment: [.dumbbell], exercises: catalog, kneeFlags: [:], seed: UInt64(seed))
        #expect(!reseeded.plans.contains { $0.exercises.contains { $0.exerciseID == removed.exerciseID } })
        #expect(reseeded.keptRemoved.map(\.name).contains(removed.name))
        // An added exercise the knees flagged out is not kept.
        let flagged = try await generate(flags: [crossover.id: PlanGenerator.flagThreshold])
        #expect(
            !flagged.plans[1].exercises.contains { $0.exerciseID == crossover.id }
                && flagged.keptAdded.isEmpty)
        // Fresh targets: what the generator chooses, edits forgotten.
        let fresh = try await generate(fresh: true)
        #expect(
            fresh.plans.map { $0.exercises.map(\.exerciseID) }
                == first.plans.map { $0.exercises.map(\.exerciseID) })
        #expect(fresh.keptRemoved.isEmpty && fresh.keptAdded.isEmpty)
        // Fewer days a week: what was added to a day the week no longer has is named.
        var freshB = fresh.plans[1]
        freshB.exercises.append(
            PlanExercise(
                exerciseID: crossover.id, name: crossover.name, restSeconds: 60, sets: [PlanSet(reps: 12)]))
        try await store.save(freshB)
        var oneDay = profile
        oneDay.daysPerWeek = 1
        let fewer = try await programs.generateKeepingEdits(
            profile: oneDay, equipment: [.dumbbell], exercises: catalog, kneeFlags: [:], seed: 1)
        #expect(
            fewer.addedToDroppedDays.map(\.name) == ["Cable Crossover"]
                && fewer.addedToDroppedDays.first?.day == "B")
    }

    /// A 3-day strength program in kg generated with rules from 2026-09-01, and a way to
    /// generate it again (same profile, equipment, seed and rule).
    static func strengthProgram() async throws -> (
        store: InMemoryPlanStore, first: [Plan], again: () async throws -> [Plan]
    ) {
        let (store, _, programs) = programServices()
        let profile = try #require(
            TrainingProfile(goal: .strength, knees: .healthy, daysPerWeek: 3, minutesPerSession: 45))
        let catalog = try SystemCatalog.load()
        let rule = (
            step: Mass(2.5, .kilograms), since: try #require(LocalDate(iso: "2026-09-01")),
            unit: MassUnit.kilograms
        )
        let generate = {
            try await programs.generate(
                profile: profile, equipment: [.barbell, .dumbbell], exercises: catalog, kneeFlags: [:],
                seed: 1,
                progression: rule
            ).1
        }
        return (store, try await generate(), generate)
    }

    @Test(
        "regenerating keeps the order the user put a day's exercises in; an untouched day keeps the generator's"
    )
    func regenerateKeepsOrder() async throws {
        let (store, first, generate) = try await Self.strengthProgram()
        var moved = try #require(first.first)
        try #require(moved.exercises.count >= 3)
        moved.exercises.insert(moved.exercises.removeLast(), at: 0)
        try await store.save(moved)
        let again = try await generate()
        #expect(again.first?.exercises.map(\.exerciseID) == moved.exercises.map(\.exerciseID))
        #expect(
            again.dropFirst().map { $0.exercises.map(\.exerciseID) }
                == first.dropFirst().map { $0.exercises.map(\.exerciseID) })
    }

    @Test(
        "regenerating keeps reps earned without a weight (a movement with no load), as many times as it is run"
    )
    func regenerateKeepsRepsWithoutWeight() async throws {
        let (store, first, generate) = try await Self.strengthProgram()
        var earned = try #require(first.first)
        let exerciseID = earned.exercises[0].exerciseID
        let generatedReps = earned.exercises[0].sets.map(\.reps)
        // As a regeneration that carried what the rule earned writes it: more reps, no weight.
        earned.exercises[0].sets = generatedReps.map { PlanSet(weight: nil, reps: $0 + 3) }
        try await store.save(earned)
        for _ in 0..<2 {
            let again = try await generate()
            let kept = try #require(again.flatMap(\.exercises).first { $0.exerciseID == exerciseID })
            #expect(kept.sets.map(\.reps) == generatedReps.map { $0 + 3 })
            #expect(kept.sets.allSatisfy { $0.weight == nil })
        }
    }

    @Test("regenerating keeps an exercise's earned sets, rest, notes and rule unless fresh targets are asked")
    func regenerateKeepsTargets() async throws {
        let (store, plans, programs) = Self.programServices()
        let profile = try #require(
            TrainingProfile(goal: .strength, knees: .healthy, daysPerWeek: 3, minutesPerSession: 45))
        let catalog = try SystemCatalog.load()
        let started = try #require(LocalDate(iso: "2026-09-01"))
        let rule = (step: Mass(2.5, .kilograms), since: started, unit: MassUnit.kilograms)
        let (_, first) = try await programs.generate(
            profile: profile, equipment: [.barbell, .dumbbell], exercises: catalog, kneeFlags: [:], seed: 1,
            progression: rule)
        var edited = try #require(first.first)
        let exerciseID = edited.exercises[0].exerciseID
        edited.exercises[0].sets = [
            PlanSet(weight: Mass(100, .kilograms), reps: 5), PlanSet(weight: Mass(100, .kilograms), reps: 5),
        ]
        edited.exercises[0].restSeconds = 200
        edited.exercises[0].notes = "belt"
        try await store.save(edited)
        let later = (
            step: Mass(2.5, .kilograms), since: try #require(LocalDate(iso: "2026-11-20")),
            unit: MassUnit.kilograms
        )
        let (_, again) = try await programs.generate(
            profile: profile, equipment: [.barbell, .dumbbell], exercises: catalog, kneeFlags: [:], seed: 1,
            progression: later)
        let kept = try #require(again.flatMap(\.exercises).first { $0.exerciseID == exerciseID })
        #expect(kept.sets.map(\.weight) == [Mass(100, .kilograms), Mass(100, .kilograms)])
        #expect(kept.restSeconds == 200 && kept.notes == "belt")
        #expect(kept.progression?.since == started, "the rule keeps counting from the day it was set")
        let others = again.flatMap(\.exercises).filter { $0.exerciseID != exerciseID }
        #expect(others.allSatisfy { $0.progression?.since == started })
        // Fewer minutes: plain generated sets follow the new fit; the rule's day stays.
        var shorter = profile
        shorter.minutesPerSession = 20
        let (_, short) = try await programs.generate(
            profile: shorter, equipment: [.barbell, .dumbbell], exercises: catalog, kneeFlags: [:], seed: 1,
            progression: later)
        #expect(
            short.allSatisfy { plan in
                plan.exercises.contains { $0.sets.contains { $0.weight != nil } }
                    || PlanGenerator.estimatedMinutes(plan.exercises) <= 20
            })
        #expect(short.flatMap(\.exercises).allSatisfy { $0.progression?.since == started })
        let (_, fresh) = try await programs.generate(
            profile: profile, equipment: [.barbell, .dumbbell], exercises: catalog, kneeFlags: [:], seed: 1,
            progression: later, freshTargets: true)
        let reset = try #require(fresh.flatMap(\.exercises).first { $0.exerciseID == exerciseID })
        #expect(reset.sets.allSatisfy { $0.weight == nil } && reset.progression?.since == later.since)
        var other = profile
        other.goal = .fatLoss
        let (_, newGoal) = try await programs.generate(
            profile: other, equipment: [.barbell, .dumbbell], exercises: catalog, kneeFlags: [:], seed: 1,
            progression: later)
        #expect(
            newGoal.flatMap(\.exercises).allSatisfy { $0.progression?.since == later.since },
            "a new goal starts fresh")
    }

    @Test(
        "a program set up in kg, regenerated for a lifter in lb: rules move to 5-lb steps, carried weights to the nearest 5 lb, their day kept"
    )
    func regenerateInTheOtherUnit() async throws {
        let (store, plans, programs) = Self.programServices()
        let profile = try #require(
            TrainingProfile(goal: .strength, knees: .healthy, daysPerWeek: 3, minutesPerSession: 45))
        let catalog = try SystemCatalog.load()
        let started = try #require(LocalDate(iso: "2026-09-01"))
        let (_, first) = try await programs.generate(
            profile: profile, equipment: [.barbell, .dumbbell], exercises: catalog, kneeFlags: [:], seed: 1,
            progression: (step: Mass(2.5, .kilograms), since: started, unit: .kilograms))
        var edited = try #require(first.first)
        edited.exercises[0].sets = [PlanSet(weight: Mass(22.5, .kilograms), reps: 5)]
        // A step of the lifter's own (1 kg) is converted, not replaced by the usual 5 lb.
        edited.exercises[1].progression?.step = Mass(1, .kilograms)
        // An exercise the lifter added, with a rule in kg, moves too.
        var added = PlanExercise(
            exerciseID: ExerciseID("cable-crossover"), name: "Cable Crossover",
            sets: [PlanSet(weight: Mass(10, .kilograms), reps: 12)],
            progression: .linear(step: Mass(2.5, .kilograms), since: started))
        added.progression?.unit = .kilograms
        edited.exercises.append(added)
        try await store.save(edited)
        let moved = try #require(edited.exercises.first?.exerciseID)
        let custom = edited.exercises[1].exerciseID
        let later = try #require(LocalDate(iso: "2026-11-20"))
        let (_, again) = try await programs.generate(
            profile: profile, equipment: [.barbell, .dumbbell], exercises: catalog, kneeFlags: [:], seed: 1,
            progression: (step: Mass(5, .pounds), since: later, unit: .pounds))
        let exercises = again.flatMap(\.exercises)
        #expect(exercises.allSatisfy { $0.progression?.unit == .pounds })
        #expect(exercises.allSatisfy { $0.progression?.since == started }, "the sessions it counts from stay")
        let carried = try #require(exercises.first { $0.exerciseID == moved })
        #expect(carried.sets.map(\.weight) == [Mass(50, .pounds)], "22.5 kg is 49.6 lb: 50 lb")
        #expect(carried.progression?.step == Mass(5, .pounds))
        let own = try #require(exercises.first { $0.exerciseID == custom })
        #expect(own.progression?.step == Mass(2.25, .pounds), "1 kg is 2.2 lb: to the nearest quarter")
        let kept = try #require(exercises.first { $0.exerciseID == ExerciseID("cable-crossover") })
        #expect(kept.progression?.unit == .pounds && kept.sets.map(\.weight) == [Mass(20, .pounds)])
    }
}

@Suite("Which program day may start (FR-010 v0.1: no early start)")
struct ProgramStartTests {
    func makeProgram() throws -> Program {
        let profile = try #require(
            TrainingProfile(goal: .arms, knees: .healthy, daysPerWeek: 3, minutesPerSession: 30))
        let id = PlanID(SequentialUUIDSource().next())
        return Program(
            profile: profile, seed: 1, generatedAt: Date(timeIntervalSince1970: 0),
            days: [
                .init(label: "A", weekday: 1, planID: id), .init(label: "B", weekday: 3, planID: id),
                .init(label: "C", weekday: 5, planID: id),
            ])
    }

    @Test("today's day, a missed day, a later day refused, a rest day, an unknown label")
    func rules() throws {
        let program = try makeProgram()
        let wednesday = try #require(LocalDate(iso: "2026-11-25"))
        #expect(try program.dayToStart(nil, on: wednesday).label == "B")
        #expect(try program.dayToStart("a", on: wednesday).label == "A")
        #expect(throws: ProgramDayError.notYet(label: "C", weekday: "Fri")) {
            try program.dayToStart("C", on: wednesday)
        }
        #expect(throws: ProgramDayError.restDay(weekday: "Tue", schedule: "Mon A, Wed B, Fri C")) {
            try program.dayToStart(nil, on: wednesday.adding(days: -1))
        }
        #expect(throws: ProgramDayError.unknownDay("Z", schedule: "Mon A, Wed B, Fri C")) {
            try program.dayToStart("Z", on: wednesday)
        }
    }
}
