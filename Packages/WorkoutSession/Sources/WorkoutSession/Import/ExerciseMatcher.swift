import CoreModels
import Exercises
import Foundation

/// Matches exercise names from other apps to the library: the user's mapping first, then an
/// exact name, then normalised forms (case, punctuation, equipment in parentheses such as
/// "Bench Press (Barbell)", plurals), then a built-in alias table.
public struct ExerciseMatcher: Sendable {
    let collection: ExerciseCollection
    let mapping: [String: ExerciseID]

    /// Creates a matcher over `collection`; `mapping` maps names (any case) to ids.
    public init(collection: ExerciseCollection, mapping: [String: ExerciseID] = [:]) {
        self.collection = collection
        self.mapping = Dictionary(
            mapping.map { (SearchText.key($0.key), $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The library exercise for `name`, or `nil` when nothing matches.
    public func match(_ name: String) -> Exercise? {
        let key = SearchText.key(name)
        if let id = mapping[key] { return collection.exercise(id) }
        for candidate in Self.candidates(name) {
            if let exercise = collection.exercise(named: candidate) { return exercise }
            if let id = Self.aliases[SearchText.key(candidate)],
                let exercise = collection.exercise(ExerciseID(id))
            {
                return exercise
            }
        }
        return nil
    }

    /// The forms of a name to try: as written; with the parenthesised equipment moved to the
    /// front ("Barbell Bench Press"); without it; each also in the singular.
    static func candidates(_ name: String) -> [String] {
        var forms = [name]
        if let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") {
            let base = name[..<open].trimmingCharacters(in: .whitespaces)
            let equipment = name[name.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
            forms += ["\(equipment) \(base)", base]
        }
        let singular = forms.map { form in
            SearchText.words(form).map {
                $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") ? String($0.dropLast()) : $0
            }
            .joined(separator: " ")
        }
        return forms + singular
    }

    /// Common names in Strong and Hevy that differ from the catalog's (keys normalised).
    static let aliases: [String: String] = {
        let table: [(String, String)] = [
            ("bench press barbell", "barbell-bench-press-medium-grip"),
            ("barbell bench press", "barbell-bench-press-medium-grip"),
            ("bench press", "barbell-bench-press-medium-grip"), ("squat barbell", "barbell-squat"),
            ("squat", "barbell-squat"),
            ("barbell back squat", "barbell-squat"), ("back squat", "barbell-squat"),
            ("deadlift barbell", "barbell-deadlift"),
            ("deadlift", "barbell-deadlift"), ("overhead press barbell", "standing-military-press"),
            ("overhead press", "standing-military-press"),
            ("barbell overhead press", "standing-military-press"),
            ("military press", "standing-military-press"), ("pull up", "pullups"), ("pull ups", "pullups"),
            ("pullup", "pullups"),
            ("chin up", "chin-up"), ("lat pulldown cable", "wide-grip-lat-pulldown"),
            ("lat pulldown", "wide-grip-lat-pulldown"),
            ("bicep curl dumbbell", "dumbbell-bicep-curl"), ("dumbbell bicep curl", "dumbbell-bicep-curl"),
            ("bicep curl barbell", "barbell-curl"), ("barbell bicep curl", "barbell-curl"),
            ("triceps pushdown cable straight bar", "triceps-pushdown"),
            ("triceps pushdown", "triceps-pushdown"),
            ("tricep pushdown", "triceps-pushdown"), ("triceps rope pushdown", "triceps-pushdown"),
            ("leg press", "leg-press"), ("leg press machine", "leg-press"),
            ("romanian deadlift barbell", "romanian-deadlift"),
            ("bent over row barbell", "bent-over-barbell-row"), ("barbell row", "bent-over-barbell-row"),
            ("lateral raise dumbbell", "side-lateral-raise"),
            ("dumbbell lateral raise", "side-lateral-raise"),
            ("lateral raise", "side-lateral-raise"), ("seated leg curl machine", "seated-leg-curl"),
            ("lying leg curl machine", "lying-leg-curls"), ("leg extension machine", "leg-extensions"),
            ("leg extension", "leg-extensions"), ("hip thrust barbell", "barbell-hip-thrust"),
            ("hip thrust", "barbell-hip-thrust"),
            ("push up", "pushups"), ("push ups", "pushups"),
            ("incline bench press dumbbell", "incline-dumbbell-press"),
            ("hammer curl dumbbell", "hammer-curls"), ("face pull cable", "face-pull"),
            ("face pull", "face-pull"),
            ("shoulder press dumbbell", "dumbbell-shoulder-press"),
            ("seated shoulder press dumbbell", "dumbbell-shoulder-press"),
            ("standing calf raise machine", "standing-calf-raises"), ("calf raise", "standing-calf-raises"),
            ("seated cable row", "seated-cable-rows"), ("seated row cable", "seated-cable-rows"),
            ("dumbbell row", "one-arm-dumbbell-row"),
            ("bent over one arm row dumbbell", "one-arm-dumbbell-row"),
            ("goblet squat kettlebell", "goblet-squat"), ("goblet squat", "goblet-squat"),
            ("lunge dumbbell", "dumbbell-lunges"),
            ("crunch", "crunches"), ("plank", "plank"), ("dips", "bench-dips"),
            ("chest fly dumbbell", "dumbbell-flyes"),
        ]
        return Dictionary(table.map { (SearchText.key($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
    }()
}
