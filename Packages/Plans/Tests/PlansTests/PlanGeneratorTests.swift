import CoreModels
import Exercises
import Foundation
import Testing

@testable import Plans

/// Every combination of profile inputs, as SC-004/SC-005 ask: goal × knees × days × minutes ×
/// every subset of the equipment kinds the program pool uses.
@Suite("Plan generator rules on every combination")
struct PlanGeneratorTests {
    static let catalog: [Exercise] = (try? SystemCatalog.load()) ?? []
    static let kinds: [EquipmentKind] = [.dumbbell, .barbell, .ezBar, .kettlebell, .cable, .machine, .band]
    static var equipmentSubsets: [Set<EquipmentKind>] {
        (0..<(1 << kinds.count)).map { mask in
            Set(kinds.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
        }
    }

    static let cases: [(TrainingGoal, KneeProfile)] = TrainingGoal.allCases.flatMap { goal in
        KneeProfile.allCases.map { (goal, $0) }
    }

    func exercise(_ id: ExerciseID) -> Exercise? { Self.catalog.first { $0.id == id } }

    @Test("SC-004, SC-005, FR-011, FR-012, equipment and time rules hold for every input", arguments: cases)
    func everyCombination(goal: TrainingGoal, knees: KneeProfile) throws {
        #expect(Self.equipmentSubsets.count == 128)
        let byID = Dictionary(uniqueKeysWithValues: Self.catalog.map { ($0.id, $0) })
        for days in 1...3 {
            for minutes in TrainingProfile.sessionLengths {
                let profile = try #require(
                    TrainingProfile(goal: goal, knees: knees, daysPerWeek: days, minutesPerSession: minutes))
                for equipment in Self.equipmentSubsets {
                    let week = try PlanGenerator().generate(
                        .init(profile: profile, equipment: equipment, exercises: Self.catalog))
                    #expect(week.count == days)
                    #expect(week.map(\.weekday) == profile.weekdays)
                    for day in week {
                        let exercises = day.exercises.compactMap { byID[$0.exerciseID] }
                        #expect(exercises.count == day.exercises.count)
                        // SC-004 / FR-011
                        #expect(exercises.allSatisfy { knees.allowedLoads.contains($0.kneeLoad) })
                        // SC-005 / FR-012
                        #expect(
                            exercises.filter { $0.category == .arms }.count == goal.armExercisesPerSession)
                        // Equipment: only what the user has (bodyweight always).
                        #expect(
                            exercises.allSatisfy { equipment.union([.bodyweight]).contains($0.equipment) })
                        // Time: the estimate fits the minutes.
                        #expect(
                            day.estimatedMinutes <= Double(minutes),
                            "\(goal) \(knees) \(days) \(minutes) \(equipment)")
                        // Compound first, then isolation.
                        let compound = exercises.map(\.isCompound)
                        #expect(compound == compound.sorted { $0 && !$1 })
                        // Every generated exercise has cues; every set is valid.
                        #expect(exercises.allSatisfy { !ExerciseCues.cues(for: $0.id).isEmpty })
                        #expect(
                            day.exercises.allSatisfy {
                                !$0.sets.isEmpty && $0.sets.allSatisfy { $0.reps >= 1 }
                            })
                        #expect(Set(day.exercises.map(\.exerciseID)).count == day.exercises.count)
                    }
                }
            }
        }
    }

    @Test(
        "a session fills the minutes chosen: within 5 of them with the equipment for it, or every exercise at 3+ sets"
    )
    func sessionsFillTheMinutes() throws {
        for (goal, knees) in Self.cases {
            for minutes in TrainingProfile.sessionLengths {
                let profile = try #require(
                    TrainingProfile(goal: goal, knees: knees, daysPerWeek: 3, minutesPerSession: minutes))
                let week = try PlanGenerator().generate(
                    .init(
                        profile: profile, equipment: [.barbell, .dumbbell, .cable, .machine],
                        exercises: Self.catalog))
                for day in week {
                    // Within 5 minutes, unless every exercise already has its sets (restricted knees
                    // leave fewer exercises to choose from).
                    let full = day.exercises.allSatisfy { $0.sets.count >= 3 }
                    #expect(
                        (day.estimatedMinutes > Double(minutes - 5) || full)
                            && day.estimatedMinutes <= Double(minutes),
                        "\(goal) \(knees) \(minutes): day \(day.label) ~\(day.estimatedMinutes) min")
                    #expect(day.exercises.allSatisfy { $0.sets.count <= 4 })
                }
            }
        }
    }

    @Test("push, pull and legs all appear across a week of two or more days")
    func weekBalance() throws {
        for (goal, knees) in Self.cases {
            for days in 2...3 {
                for minutes in TrainingProfile.sessionLengths {
                    let profile = try #require(
                        TrainingProfile(
                            goal: goal, knees: knees, daysPerWeek: days, minutesPerSession: minutes))
                    // Bodyweight alone pulls only with a bar to hang from.
                    for equipment in [
                        Set<EquipmentKind>([.pullUpBar]), [.dumbbell], [.barbell, .cable, .machine],
                    ] {
                        let week = try PlanGenerator().generate(
                            .init(profile: profile, equipment: equipment, exercises: Self.catalog))
                        let families = Set(
                            week.flatMap(\.exercises).compactMap {
                                exercise($0.exerciseID).flatMap(MovementPattern.init)?.family
                            })
                        #expect(
                            families.isSuperset(of: ["push", "pull", "legs"]),
                            "\(goal) \(knees) \(days) \(minutes) \(equipment)")
                    }
                }
            }
        }
    }

    @Test("pull-ups, chin-ups and hanging or inverted work only with a bar to hang from")
    func barExercisesNeedABar() throws {
        for (goal, knees) in Self.cases {
            let profile = try #require(
                TrainingProfile(goal: goal, knees: knees, daysPerWeek: 3, minutesPerSession: 45))
            for seed in UInt64(1)...4 {
                for equipment in [Set<EquipmentKind>(), [.dumbbell], [.dumbbell, .band]] {
                    let week = try PlanGenerator().generate(
                        .init(profile: profile, equipment: equipment, exercises: Self.catalog, seed: seed))
                    let hanging = week.flatMap(\.exercises).compactMap { exercise($0.exerciseID) }.filter(
                        Pool.hangsFromABar)
                    #expect(
                        hanging.isEmpty, "\(goal) \(knees) \(equipment) seed \(seed): \(hanging.map(\.name))")
                }
            }
        }
        #expect(Pool.hangsFromABar(try #require(exercise(ExerciseID("pullups")))))
        #expect(Pool.hangsFromABar(try #require(exercise(ExerciseID("chin-up")))))
        #expect(!Pool.hangsFromABar(try #require(exercise(ExerciseID("pushups")))))
        // With a bar, they are back in the pool.
        let profile = try #require(
            TrainingProfile(goal: .generalFitness, knees: .healthy, daysPerWeek: 3, minutesPerSession: 45))
        let withBar = try (UInt64(1)...4).flatMap { seed in
            try PlanGenerator().generate(
                .init(
                    profile: profile, equipment: [.dumbbell, .pullUpBar], exercises: Self.catalog, seed: seed)
            )
        }
        #expect(
            withBar.flatMap(\.exercises).compactMap { exercise($0.exerciseID) }.contains(
                where: Pool.hangsFromABar))
    }

    @Test("days differ from each other")
    func daysDiffer() throws {
        let profile = try #require(
            TrainingProfile(goal: .generalFitness, knees: .healthy, daysPerWeek: 3, minutesPerSession: 45))
        let week = try PlanGenerator().generate(
            .init(profile: profile, equipment: [.dumbbell, .barbell], exercises: Self.catalog))
        let sets = week.map { Set($0.exercises.map(\.exerciseID)) }
        #expect(sets[0] != sets[1] && sets[1] != sets[2] && sets[0] != sets[2])
    }

    @Test("pull-ups and chin-ups are planned at 6 reps a set at most, whatever the goal")
    func hangingPullsStayFew() throws {
        for goal in TrainingGoal.allCases {
            let profile = try #require(
                TrainingProfile(goal: goal, knees: .healthy, daysPerWeek: 3, minutesPerSession: 45))
            var seen = 0
            for seed in 1...6 {
                let week = try PlanGenerator().generate(
                    .init(
                        profile: profile, equipment: [.dumbbell, .pullUpBar], exercises: Self.catalog,
                        seed: UInt64(seed)))
                for exercise in week.flatMap(\.exercises) {
                    guard let known = Self.catalog.first(where: { $0.id == exercise.exerciseID }),
                        MovementPattern(known) == .verticalPull, known.equipment.carriesNoLoad
                    else { continue }
                    seen += 1
                    #expect(
                        exercise.sets.allSatisfy { $0.reps <= 6 }, "\(goal) seed \(seed): \(exercise.name)")
                }
            }
            #expect(seen > 0, "\(goal): some week has a pull-up or chin-up")
        }
    }

    @Test(
        "strength with a barbell is built on the staples: squat, deadlift, bench, overhead press, row, pull-ups, whatever the seed"
    )
    func strengthStaples() throws {
        let profile = try #require(
            TrainingProfile(goal: .strength, knees: .healthy, daysPerWeek: 3, minutesPerSession: 45))
        for seed in 1...8 {
            let week = try PlanGenerator().generate(
                .init(
                    profile: profile, equipment: [.dumbbell, .barbell, .cable, .machine],
                    exercises: Self.catalog,
                    seed: UInt64(seed)))
            let ids = Set(week.flatMap(\.exercises).map(\.exerciseID.rawValue))
            for staple in [
                "barbell-squat", "barbell-deadlift", "barbell-bench-press-medium-grip",
                "standing-military-press",
                "bent-over-barbell-row",
            ] {
                #expect(ids.contains(staple), "seed \(seed): \(ids.sorted())")
            }
            #expect(
                ids.contains("pullups") || ids.contains("wide-grip-lat-pulldown"),
                "seed \(seed): \(ids.sorted())")
            // Each day leads with a compound lift.
            #expect(
                week.allSatisfy { day in
                    Self.catalog.first { $0.id == day.exercises.first?.exerciseID }?.isCompound == true
                })
        }
        // With sensitive knees there is no squat: the hinge slot of every day is not all deadlifts.
        let sensitive = try #require(
            TrainingProfile(goal: .strength, knees: .sensitive, daysPerWeek: 3, minutesPerSession: 45))
        for seed in 1...8 {
            let week = try PlanGenerator().generate(
                .init(
                    profile: sensitive, equipment: [.dumbbell, .barbell, .pullUpBar], exercises: Self.catalog,
                    seed: UInt64(seed)))
            let deadlifts = week.filter {
                $0.exercises.contains { $0.exerciseID.rawValue == "barbell-deadlift" }
            }
            #expect((1...2).contains(deadlifts.count), "seed \(seed): deadlift on \(deadlifts.count) days")
        }
        // Without a barbell, nothing changes: no staple is forced in.
        let dumbbells = try PlanGenerator().generate(
            .init(profile: profile, equipment: [.dumbbell], exercises: Self.catalog))
        #expect(!dumbbells.flatMap(\.exercises).contains { $0.exerciseID.rawValue == "barbell-deadlift" })
    }

    @Test("FR-005 the same profile, catalog and seed give the same program; another seed may differ")
    func deterministic() throws {
        let profile = try #require(
            TrainingProfile(goal: .strength, knees: .healthy, daysPerWeek: 3, minutesPerSession: 45))
        let input = PlanGenerator.Input(
            profile: profile, equipment: [.dumbbell, .barbell, .cable], exercises: Self.catalog, seed: 7)
        #expect(try PlanGenerator().generate(input) == (try PlanGenerator().generate(input)))
        let variants = try (1...8).map { seed -> [PlanGenerator.Day] in
            var other = input
            other.seed = UInt64(seed)
            return try PlanGenerator().generate(other)
        }
        #expect(Set(variants.map { $0.flatMap(\.exercises).map(\.exerciseID) }).count > 1)
    }

    @Test("FR-013 an exercise flagged 3+ times is replaced by a lower-knee-load one of the same movement")
    func kneeFlags() throws {
        let profile = try #require(
            TrainingProfile(goal: .generalFitness, knees: .healthy, daysPerWeek: 3, minutesPerSession: 45))
        let base = PlanGenerator.Input(
            profile: profile, equipment: [.barbell, .dumbbell, .machine], exercises: Self.catalog)
        let first = try PlanGenerator().generate(base)
        let squat = try #require(
            first.flatMap(\.exercises).first { exercise($0.exerciseID)?.kneeLoad == .high })
        var flaggedTwice = base
        flaggedTwice.kneeFlags = [squat.exerciseID: 2]
        #expect(try PlanGenerator().generate(flaggedTwice) == first)
        var flagged = base
        flagged.kneeFlags = [squat.exerciseID: 3]
        let after = try PlanGenerator().generate(flagged).flatMap(\.exercises)
        #expect(!after.contains { $0.exerciseID == squat.exerciseID })
        let kneeDominant = after.compactMap { exercise($0.exerciseID) }.filter {
            MovementPattern($0) == .kneeDominant
        }
        #expect(!kneeDominant.isEmpty && kneeDominant.allSatisfy { $0.kneeLoad < .high })
    }

    @Test(
        "FR-013 with dumbbells only: a flagged high-knee-load exercise is never replaced by another high one",
        arguments: [EquipmentKind.dumbbell, .kettlebell, .band])
    func kneeFlagsNarrowEquipment(equipment: EquipmentKind) throws {
        let profile = try #require(
            TrainingProfile(goal: .generalFitness, knees: .healthy, daysPerWeek: 3, minutesPerSession: 45))
        let base = PlanGenerator.Input(profile: profile, equipment: [equipment], exercises: Self.catalog)
        for seed in UInt64(1)...5 {
            var input = base
            input.seed = seed
            let first = try PlanGenerator().generate(input).flatMap(\.exercises)
            guard
                let flagged = first.compactMap({ exercise($0.exerciseID) }).first(where: {
                    $0.kneeLoad == .high
                })
            else { continue }
            input.kneeFlags = [flagged.id: 3]
            let after = try PlanGenerator().generate(input).flatMap(\.exercises).compactMap {
                exercise($0.exerciseID)
            }
            #expect(!after.contains { $0.id == flagged.id })
            let pattern = MovementPattern(flagged)
            #expect(
                after.filter { MovementPattern($0) == pattern }.allSatisfy { $0.kneeLoad < flagged.kneeLoad },
                "seed \(seed): \(after.filter { MovementPattern($0) == pattern }.map { ($0.id, $0.kneeLoad) })"
            )
        }
    }

    @Test(
        "FR-013 a flagged low-knee-load exercise is swapped for another low one: the legs stay in the week",
        arguments: [KneeProfile.sensitive, .restricted])
    func kneeFlagOnLowestLoad(knees: KneeProfile) throws {
        let profile = try #require(
            TrainingProfile(goal: .generalFitness, knees: knees, daysPerWeek: 3, minutesPerSession: 45))
        let input = PlanGenerator.Input(profile: profile, equipment: [.dumbbell], exercises: Self.catalog)
        let first = try PlanGenerator().generate(input).flatMap(\.exercises).compactMap {
            exercise($0.exerciseID)
        }
        let legs = first.filter { MovementPattern($0)?.family == "legs" }
        for flagged in legs where flagged.kneeLoad == .low {
            var again = input
            again.kneeFlags = [flagged.id: 3]
            let after = try PlanGenerator().generate(again).flatMap(\.exercises).compactMap {
                exercise($0.exerciseID)
            }
            #expect(!after.contains { $0.id == flagged.id })
            let legsAfter = after.filter { MovementPattern($0)?.family == "legs" }
            #expect(legsAfter.count >= legs.count - 1, "flagging \(flagged.id) left \(legsAfter.map(\.id))")
            #expect(legsAfter.allSatisfy { $0.kneeLoad == .low })
        }
        #expect(legs.contains { $0.kneeLoad == .low }, "the week has a low-knee-load leg exercise to flag")
    }

    @Test("edge: nothing to train with gives BodyFocus's message")
    func nothingMatches() throws {
        let profile = try #require(
            TrainingProfile(goal: .arms, knees: .restricted, daysPerWeek: 3, minutesPerSession: 30))
        let error = #expect(throws: GeneratorError.noMatchingExercises) {
            try PlanGenerator().generate(.init(profile: profile, equipment: [], exercises: []))
        }
        #expect(
            error?.errorDescription
                == "No exercises match your current constraints. Please adjust equipment or knee settings.")
        #expect(
            GeneratorError.failed.errorDescription
                == "Unable to generate workout plan. Please check your settings.")
    }

    @Test("FR-004 edge: no equipment falls back to bodyweight exercises")
    func bodyweightOnly() throws {
        let profile = try #require(
            TrainingProfile(goal: .generalFitness, knees: .healthy, daysPerWeek: 2, minutesPerSession: 30))
        let week = try PlanGenerator().generate(
            .init(profile: profile, equipment: [], exercises: Self.catalog))
        #expect(week.flatMap(\.exercises).allSatisfy { exercise($0.exerciseID)?.equipment == .bodyweight })
    }

    @Test("FR-002/FR-011 knee profiles allow healthy = all, sensitive = no high, restricted = low only")
    func kneeProfiles() {
        #expect(KneeProfile.healthy.allowedLoads == [.low, .moderate, .high])
        #expect(KneeProfile.sensitive.allowedLoads == [.low, .moderate])
        #expect(KneeProfile.restricted.allowedLoads == [.low])
    }

    @Test("FR-001 FR-003 days 1-3 and minutes 20/30/45 only; training days are spread out")
    func profileRanges() {
        #expect(TrainingProfile(goal: .arms, knees: .healthy, daysPerWeek: 4, minutesPerSession: 30) == nil)
        #expect(TrainingProfile(goal: .arms, knees: .healthy, daysPerWeek: 0, minutesPerSession: 30) == nil)
        #expect(TrainingProfile(goal: .arms, knees: .healthy, daysPerWeek: 2, minutesPerSession: 25) == nil)
        #expect(
            TrainingProfile(goal: .arms, knees: .healthy, daysPerWeek: 3, minutesPerSession: 45)?.weekdays
                == [1, 3, 5])
        #expect(
            TrainingProfile(goal: .arms, knees: .healthy, daysPerWeek: 2, minutesPerSession: 20)?.weekdays
                == [1, 4])
    }
}
