import CoreModels

/// The names Strong and Hevy give common exercises ("Bench Press (Barbell)"), with the library
/// exercise each is: imports match them, and a name typed as those apps write it finds its
/// exercise.
public enum OtherAppNames {
    /// Common names in Strong and Hevy that differ from the catalog's, by `SearchText.key`.
    public static let ids: [String: ExerciseID] = {
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
            ("chest fly dumbbell", "dumbbell-flyes"), ("ab wheel", "ab-roller"),
            ("bicycle crunch", "air-bike"),
            ("hip abductor machine", "thigh-abductor"), ("hip adductor machine", "thigh-adductor"),
            ("pec deck machine", "butterfly"), ("iso lateral row machine", "leverage-iso-row"),
            ("seated row machine", "leverage-iso-row"),
            ("iso lateral chest press machine", "leverage-chest-press"),
            // A plate-loaded or selectorised press machine, not the cable station's press.
            ("chest press machine", "leverage-chest-press"),
            ("shoulder press machine", "leverage-shoulder-press"),
            ("jump squat", "freehand-jump-squat"), ("mountain climber", "mountain-climbers"),
            ("skullcrusher barbell", "ez-bar-skullcrusher"),
            ("skullcrusher dumbbell", "lying-dumbbell-tricep-extension"),
            ("stiff leg deadlift barbell", "stiff-legged-barbell-deadlift"),
            ("stiff leg deadlift dumbbell", "stiff-legged-dumbbell-deadlift"),
            ("front raise plate", "front-plate-raise"),
            ("jumping jack", "star-jump"), ("wrist curl barbell", "palms-up-barbell-wrist-curl-over-a-bench"),
            ("cable kickback", "one-legged-cable-kickback"),
            ("reverse fly cable", "cable-rear-delt-fly"),
            ("romanian deadlift dumbbell", "stiff-legged-dumbbell-deadlift"),
            ("side plank", "side-bridge"), ("step up", "step-up-with-knee-raise"),
            ("v up", "jackknife-sit-up"),
            ("triceps extension barbell", "incline-barbell-triceps-extension"),
            ("deadlift dumbbell", "stiff-legged-dumbbell-deadlift"), ("chest fly", "butterfly"),
            ("hip abduction machine", "thigh-abductor"), ("hip adduction machine", "thigh-adductor"),
            ("thruster kettlebell", "kettlebell-thruster"), ("kettlebell swing", "one-arm-kettlebell-swings"),
            ("bent over row underhand barbell", "reverse-grip-bent-over-rows"),
            ("rack pull barbell", "rack-pulls"),
            ("pull up band", "band-assisted-pull-up"), ("pendlay row barbell", "bent-over-barbell-row"),
            ("hanging knee raise", "knee-hip-raise-on-parallel-bars"),
            // Hevy's names (found in a real export: left unmatched or matched across the cable
            // and machine versions).
            ("rear delt reverse fly machine", "reverse-machine-flyes"),
            ("reverse fly single arm cable", "cable-rear-delt-fly"),
            ("lat pulldown close grip cable", "close-grip-front-lat-pulldown"),
        ]
        return Dictionary(
            table.map { (SearchText.key($0.0), ExerciseID($0.1)) }, uniquingKeysWith: { first, _ in first })
    }()

    /// The index in a short list (a plan's or a workout's exercises, by `ids` and `names`) of
    /// the one `reference` means when it is written as other apps write names and the list's
    /// own lookup found none: the exercise the table gives it, else the one whose whole name is
    /// the equipment-first form or the name without its parentheses ("Preacher Curl (Barbell)"
    /// is the plan's "Preacher Curl"), unless that name states other equipment. A part of a
    /// name is not enough: "Curl (Cable)" is not the workout's "Barbell Curl".
    public static func index(of reference: String, ids: [ExerciseID], names: [String]) -> Int? {
        guard let forms = forms(of: reference) else { return nil }
        if let id = Self.ids[SearchText.key(reference)], let index = ids.firstIndex(of: id) { return index }
        let stated = ExerciseName(reference).equipment
        for form in [forms.equipmentFirst, forms.base] {
            let key = SearchText.key(form)
            if let index = names.firstIndex(where: { name in
                SearchText.key(name) == key && (ExerciseName(name).equipment.map { $0 == stated } ?? true)
            }) {
                return index
            }
        }
        return nil
    }

    /// The other forms of a name written as other apps write them: its parenthesised
    /// equipment moved to the front ("Barbell Bench Press" for "Bench Press (Barbell)") and the
    /// name without it ("Bench Press"); `nil` when it has no equipment in parentheses.
    public static func forms(of name: String) -> (equipmentFirst: String, base: String)? {
        guard let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") else {
            return nil
        }
        let base = name[..<open].trimmingSpaces()
        let equipment = name[name.index(after: open)..<close].trimmingSpaces()
        guard !base.isEmpty, !equipment.isEmpty else { return nil }
        return ("\(equipment) \(base)", base)
    }
}
