import CoreModels

extension WorkoutImporter {
    /// Leaves out of `workouts` every set heavier than a set can carry (`Mass.heaviestSet`,
    /// the limit the workout logger holds to), its weight read in `unit` where the file names
    /// none: a typo in the other app (5000 for 500) would otherwise top every record, chart and
    /// volume for good. Exercises left without sets are dropped by the building, as any
    /// exercise without sets is. Returns one problem for each set left out, at its workout's
    /// first line.
    static func leaveOutImpossibleSets(
        _ workouts: inout [ImportedWorkout], unit: MassUnit, timeZone: Zone
    ) -> [ImportProblem] {
        var problems: [ImportProblem] = []
        let limit = Mass.heaviestSet
        for w in workouts.indices {
            for e in workouts[w].exercises.indices {
                let sets = workouts[w].exercises[e].sets
                guard sets.contains(where: { ($0.mass(fallback: unit)?.kilograms ?? 0) > limit.kilograms })
                else {
                    continue
                }
                var kept: [ImportedSet] = []
                for set in sets {
                    guard let mass = set.mass(fallback: unit), mass.kilograms > limit.kilograms else {
                        kept.append(set)
                        continue
                    }
                    let written = set.unit ?? unit
                    let workout = workouts[w]
                    let day = LocalDate(workout.startedAt, in: timeZone)
                    problems.append(
                        ImportProblem(
                            line: workout.line,
                            reason:
                                "'\(workout.name)' on \(day), \(workout.exercises[e].name): a set of \(Mass.grouped(set.weight ?? 0)) \(written.symbol) is over the \(limit.formatted(in: .kilograms)) (\(limit.formatted(in: .pounds))) a set can carry (a typo in the other app?); the set is left out"
                        ))
                }
                workouts[w].exercises[e].sets = kept
            }
        }
        return problems
    }
}
