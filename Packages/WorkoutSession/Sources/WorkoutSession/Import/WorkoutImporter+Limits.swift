import CoreModels

extension WorkoutImporter {
    /// Leaves out of `workouts` every set heavier than a set can carry (`Mass.heaviestSet`,
    /// the limit the workout logger holds to), its weight read in `unit` where the file names
    /// none: a typo in the other app (5000 for 500) would otherwise top every record, chart and
    /// volume for good. Exercises left without sets are dropped by the building, as any
    /// exercise without sets is; a workout left with no set at all is left out whole. Returns
    /// one problem for each set (or workout) left out, at its workout's first line, naming the
    /// exercise and the set's number in it.
    static func leaveOutImpossibleSets(
        _ workouts: inout [ImportedWorkout], unit: MassUnit, timeZone: Zone
    ) -> [ImportProblem] {
        var problems: [ImportProblem] = []
        var emptied: Set<Int> = []
        let limit = Mass.heaviestSet
        let limitText = "\(limit.formatted(in: .kilograms)) (\(limit.formatted(in: .pounds)))"
        for w in workouts.indices {
            var removed = 0
            for e in workouts[w].exercises.indices {
                let sets = workouts[w].exercises[e].sets
                guard sets.contains(where: { ($0.mass(fallback: unit)?.kilograms ?? 0) > limit.kilograms })
                else {
                    continue
                }
                var kept: [ImportedSet] = []
                for (number, set) in sets.enumerated() {
                    guard let mass = set.mass(fallback: unit), mass.kilograms > limit.kilograms else {
                        kept.append(set)
                        continue
                    }
                    removed += 1
                    let workout = workouts[w]
                    let day = LocalDate(workout.startedAt, in: timeZone)
                    problems.append(
                        ImportProblem(
                            line: workout.line,
                            reason:
                                "'\(workout.name)' on \(day), \(workout.exercises[e].name) set \(number + 1): \(Mass.grouped(set.weight ?? 0)) \((set.unit ?? unit).symbol) is over the \(limitText) a set can carry (a typo in the other app?); the set is left out"
                        ))
                }
                workouts[w].exercises[e].sets = kept
            }
            if removed > 0, workouts[w].exercises.allSatisfy({ $0.sets.isEmpty }) {
                emptied.insert(w)
                let workout = workouts[w]
                problems.append(
                    ImportProblem(
                        line: workout.line,
                        reason:
                            "'\(workout.name)' on \(LocalDate(workout.startedAt, in: timeZone)) has no set left; the workout is left out"
                    ))
            }
        }
        if !emptied.isEmpty {
            workouts = workouts.enumerated().filter { !emptied.contains($0.offset) }.map(\.element)
        }
        return problems
    }
}
