import CommandKit
import CoreModels
import Exercises
import ExercisesCommands
import ShellKit
import WorkoutSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `prs` and `1rm` (GAP-03, ENRC-02).
enum RecordsCommands {
    static var prs: Command<RunContext> {
        Command(
            "prs",
            summary: "Personal records: heaviest weight, best e1RM, best set volume, most reps at a weight",
            discussion: "Warm-up sets never count.",
            examples: ["prs", "prs \"barbell squat\"", "prs --json"],
            arguments: [Argument("exercise", help: "one exercise (default: all)", isRequired: false)],
            action: { invocation, context in
                var records = try await context.history.records()
                if let reference = invocation.argument("exercise") {
                    records = try await trained(reference, among: records, context: context)
                }
                let list = records.values.sorted { ($0.name, $0.exerciseID) < ($1.name, $1.exerciseID) }
                if context.wantsJSON { return try context.printJSON(list) }
                if list.isEmpty { return context.console.print("No records yet. Finish a workout first.") }
                let unit = try context.unit()
                let style = context.style
                // An exercise without a record of any kind (an assisted variant: its weight is
                // help, not load; only timed sets) is left out rather than shown as a bare name;
                // asked for by name, it says why.
                let shown = list.filter {
                    $0.heaviest != nil || $0.bestE1RM != nil || $0.bestSetVolume != nil
                        || !$0.repsAtWeight.isEmpty
                }
                if shown.isEmpty, invocation.argument("exercise") != nil {
                    let names = list.map(\.name).joined(separator: ", ")
                    return context.console.print(
                        "No records for \(names): records come from sets with reps (with or without weight); warm-ups, timed sets and assisted variants (their weight is help, not load) make none."
                    )
                }
                for record in shown {
                    context.console.print(style.bold(record.name))
                    if let heaviest = record.heaviestSet {
                        context.console.print(
                            "  Heaviest       \(Mass(kilograms: heaviest.value).formatted(in: unit)) × \(heaviest.reps ?? 0)  \(style.muted(heaviest.date.description))"
                        )
                    }
                    if let e1rm = record.bestE1RM {
                        context.console.print(
                            "  Best e1RM      \(Mass(kilograms: e1rm.value).formatted(in: unit))  \(style.muted(e1rm.date.description))"
                        )
                    }
                    if let volume = record.bestSetVolume {
                        context.console.print(
                            "  Best set vol.  \(Mass(kilograms: volume.value).volumeFormatted(in: unit))  \(style.muted(volume.date.description))"
                        )
                    }
                    // A weight's most reps is a record only when no heavier weight was done for as
                    // many: 220 lb × 1 beside 225.5 lb × 4 is beaten outright, and left out.
                    var bestAbove = 0
                    let reps = record.repsAtWeight.sorted { $0.key > $1.key }.filter { entry in
                        let count = entry.value.reps ?? 0
                        guard count > bestAbove else { return false }
                        bestAbove = count
                        return true
                    }.prefix(5)
                        .map {
                            // At 0 kg: the most reps of a session without weight (pull-ups).
                            $0.key == 0
                                ? "\($0.value.reps ?? 0) with no added weight  \(style.muted($0.value.date.description))"
                                : "\(Mass(kilograms: $0.key).formatted(in: unit)) × \($0.value.reps ?? 0)"
                        }
                    if !reps.isEmpty {
                        context.console.print("  Most reps      " + reps.joined(separator: ", "))
                    }
                }
            })
    }

    /// The records `reference` means, looking first among the exercises the user has trained
    /// (typo-tolerant, as the names are printed: "deadlift", "Deadlift (Barbell)", "sqaut"), then
    /// in the whole library; never an exercise that was never done.
    static func trained(
        _ reference: String, among records: [ExerciseID: PersonalRecords], context: RunContext
    ) async throws -> [ExerciseID: PersonalRecords] {
        let collection = try await context.exercises.collection()
        // The exercise the name means, when it has records ("Lat Pulldown (Cable)" is the
        // wide-grip pulldown, not every pulldown trained); else the trained names it is near.
        let resolved: Exercise?
        var unresolved: (any Error)?
        do { resolved = try await context.exercises.resolve(reference) } catch {
            resolved = nil
            unresolved = error
        }
        if let resolved, let record = records[resolved.id] { return [resolved.id: record] }
        let found = TrainedExerciseLookup.matching(
            reference, trained: records.mapValues(\.name), collection: collection)
        let matched = records.filter { found.contains($0.key) }
        if !matched.isEmpty { return matched }
        // Nothing trained is near it: the library's exercise it names (its error when none).
        guard let exercise = resolved else {
            throw unresolved ?? ExerciseError.notFound(reference, suggestions: [])
        }
        // The library's exact name was never done; exercises trained that share its words are
        // offered ("floor press": Dumbbell Floor Press has records).
        // Searched by the name's movement words: "Bench Press - With Bands" finds the barbell
        // bench trained (its equipment words would find none).
        let movement = ExerciseName(exercise.name).movement.joined(separator: " ")
        let near = TrainedExerciseLookup.near(
            movement.isEmpty ? reference : movement, trained: records.mapValues(\.name),
            collection: collection,
            limit: 3
        ).compactMap { records[$0]?.name }
        throw CLIError(
            "No records for \(exercise.name) yet: it is not in any finished workout.",
            hint: near.isEmpty
                ? "'\(context.program) prs' lists every exercise with records."
                : "Trained: \(near.joined(separator: ", ")). Try: \(context.program) prs \(Text.shellWord(near[0]))"
        )
    }

    struct OneRepMaxJSON: Encodable {
        let weight: Double
        let reps: Int
        let unit: String
        let epley: Double
        let brzycki: Double?
        let reliable: Bool
    }

    static var oneRepMax: Command<RunContext> {
        Command(
            "1rm", summary: "Estimate a one-rep max from weight and reps (Epley and Brzycki)",
            discussion: """
                Epley: w × (1 + r/30). Brzycki: w × 36 / (37 − r), defined up to 36 reps. A single rep is
                its own one-rep max (both give w). Estimates mean little beyond 12 reps; such sets are left
                out of e1RM records and charts.
                """,
            examples: ["1rm 100 5", "1rm 225 3 --unit lb", "1rm 100kg 5"],
            arguments: [
                Argument("weight", help: "the weight lifted"), Argument("reps", help: "the reps done"),
            ],
            options: [
                .value("unit", "unit", help: "kg or lb (default: your setting)", choices: ["kg", "lb"])
            ],
            action: { invocation, context in
                let weightText = invocation.argument("weight") ?? ""
                let repsText = invocation.argument("reps") ?? ""
                // A unit may be typed with the weight (`1rm 100kg 5`), as every weight takes one.
                let (weight, unit) = try context.typedMass(weightText, what: "The weight")
                guard weight > 0, weight <= 10_000 else {
                    throw CLIError.usage(
                        "'\(weightText)' is not a weight to estimate from.",
                        hint: "Give a number above 0 and at most 10,000.")
                }
                guard let reps = Int(repsText), (1...100).contains(reps) else {
                    throw CLIError.usage("Reps are a whole number from 1 to 100, not '\(repsText)'.")
                }
                let epley = OneRepMax.epley(weight: weight, reps: reps)
                let brzycki = reps < 37 ? OneRepMax.brzycki(weight: weight, reps: reps) : nil
                if context.wantsJSON {
                    return try context.printJSON(
                        OneRepMaxJSON(
                            weight: weight, reps: reps, unit: unit.symbol, epley: epley, brzycki: brzycki,
                            reliable: reps <= OneRepMax.reliableReps))
                }
                context.console.print("\(Mass.number(weight)) \(unit.symbol) × \(reps):")
                context.console.print("  Epley    \(Mass.number(epley)) \(unit.symbol)")
                context.console.print(
                    "  Brzycki  "
                        + (brzycki.map { "\(Mass.number($0)) \(unit.symbol)" } ?? "not defined beyond 36 reps")
                )
                if reps > OneRepMax.reliableReps {
                    context.console.print(
                        context.style.warning(
                            "  Over \(OneRepMax.reliableReps) reps these estimates are unreliable; such sets are left out of e1RM records."
                        ))
                }
            })
    }
}
