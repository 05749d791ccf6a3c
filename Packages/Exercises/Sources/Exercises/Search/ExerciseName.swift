import CoreModels

/// What an exercise name from another app says, read the way a lifter reads it: the movement
/// words, the equipment ("Bench Press (Dumbbell)", "Cable Crossover", "Smith Machine Squat"),
/// whether it is an assisted or weighted variant, and the category the movement trains.
public struct ExerciseName: Equatable, Sendable {
    /// The movement's words, normalised (singular, one spelling: `pullup`, `biceps`, `row`).
    public let movement: [String]
    /// The equipment the name states, if any.
    public let equipment: EquipmentKind?
    /// Whether it is an assisted variant (a machine or band takes weight off: no records from it).
    public let isAssisted: Bool
    /// Whether it is a weighted variant of a bodyweight movement.
    public let isWeighted: Bool
    /// The category its movement trains.
    public let category: ExerciseCategory
    /// Every kind of equipment a word of the name names.
    public let statedEquipment: Set<EquipmentKind>

    /// Reads `text`.
    public init(_ text: String) {
        var words = SearchText.words(text)
        // Compounds written apart or with a hyphen become one word: "pull up" → "pullup".
        var joined: [String] = []
        var index = 0
        while index < words.count {
            if index + 1 < words.count, let compound = Self.compounds[words[index] + " " + words[index + 1]] {
                joined.append(compound)
                index += 2
            } else {
                joined.append(Self.spelling[words[index]] ?? words[index])
                index += 1
            }
        }
        words = joined
        // The last equipment word: the one an app puts in parentheses after the name ("Cable
        // Crunch (Machine)" is Strong's machine). Taken by position, so two equipment words read
        // the same way on every run (a dictionary's order would not).
        var equipment = words.last { Self.equipmentWords[$0] != nil }.flatMap { Self.equipmentWords[$0] }
        if words.contains("smith") || (words.contains("plate") && words.contains("loaded")) {
            equipment = .machine
        }
        isAssisted =
            words.contains("assisted") || (words.contains("band") && words.contains("pullup"))
            || (words.contains("band") && words.contains("chinup"))
        isWeighted = words.contains("weighted")
        // A band that assists is the variant, not the equipment ("Pull Up (Band)" = band-assisted).
        self.equipment = isAssisted && equipment == .band ? nil : equipment
        statedEquipment = Set(words.compactMap { Self.equipmentWords[$0] })
        movement = words.filter { !Self.noise.contains($0) && Self.equipmentWords[$0] == nil }
        category = Self.category(of: Set(words))
    }

    /// Equipment words and what they mean.
    static let equipmentWords: [String: EquipmentKind] = [
        "barbell": .barbell, "dumbbell": .dumbbell, "cable": .cable, "machine": .machine, "band": .band,
        "kettlebell": .kettlebell, "bodyweight": .bodyweight, "ezbar": .ezBar, "smith": .machine,
    ]

    /// Words that name neither movement nor equipment.
    static let noise: Set<String> = [
        "assisted", "weighted", "plate", "loaded", "the", "on", "with", "to", "a", "of", "and", "s", "bar",
        "straight", "rope", "lever", "grip", "medium", "standing", "exercise", "leverage", "plates",
    ]

    /// Two words that are one movement word.
    static let compounds: [String: String] = [
        "pull up": "pullup", "pull ups": "pullup", "chin up": "chinup", "chin ups": "chinup",
        "push up": "pushup",
        "push ups": "pushup", "sit up": "situp", "sit ups": "situp", "step up": "stepup",
        "step ups": "stepup",
        "t bar": "tbar", "ez bar": "ezbar", "e z": "ezbar", "skull crusher": "skullcrusher",
        "skull crushers": "skullcrusher", "good morning": "goodmorning", "good mornings": "goodmorning",
        "face pull": "facepull", "face pulls": "facepull", "hip thrust": "hipthrust",
        "hip thrusts": "hipthrust",
        "leg press": "legpress", "pull over": "pullover", "cross over": "crossover", "lat pull": "pulldown",
        "pull down": "pulldown", "shoulder press": "shoulderpress", "military press": "shoulderpress",
        "overhead press": "shoulderpress", "reverse lunge": "rearlunge", "rear lunge": "rearlunge",
        "reverse lunges": "rearlunge", "rear lunges": "rearlunge",
    ]

    /// One spelling per word: singular, and the catalog's words.
    static let spelling: [String: String] = [
        "pullups": "pullup", "chinups": "chinup", "pushups": "pushup", "situps": "situp", "stepups": "stepup",
        "bicep": "biceps", "tricep": "triceps", "curls": "curl", "rows": "row", "raises": "raise",
        "extensions": "extension", "flyes": "fly", "flys": "fly", "flye": "fly", "crunches": "crunch",
        "lunges": "lunge", "squats": "squat", "deadlifts": "deadlift", "dips": "dip", "shrugs": "shrug",
        "presses": "press", "kickbacks": "kickback", "pulldowns": "pulldown", "lateral": "lateral",
        "dumbbells": "dumbbell", "kettlebells": "kettlebell", "cables": "cable", "db": "dumbbell",
        "bb": "barbell", "kb": "kettlebell", "ohp": "shoulderpress", "rdl": "romanian", "bands": "band",
        "machines": "machine", "skullcrushers": "skullcrusher", "crossovers": "crossover", "swings": "swing",
        "legged": "leg", "1": "one", "jacks": "jack", "climbers": "climber", "pressdown": "pushdown",
        "pressdowns": "pushdown",
    ]

    /// The category a set of words trains, by the first rule that fits.
    static func category(of words: Set<String>) -> ExerciseCategory {
        // A fly for the rear delts (reverse fly, rear delt fly) trains the shoulders, though
        // "fly" alone is a chest word.
        if words.contains("fly"), !words.isDisjoint(with: ["rear", "reverse", "delt", "deltoid"]) {
            return .shoulders
        }
        // A curl for the legs (leg curl, hamstring curl, Nordic curl) is a legs exercise, though
        // "curl" alone is an arms word.
        if words.contains("curl"), !words.isDisjoint(with: ["leg", "hamstring", "nordic"]) {
            return .legs
        }
        let rules: [(Set<String>, ExerciseCategory)] = [
            (
                ["curl", "triceps", "skullcrusher", "pushdown", "kickback", "wrist", "hammer", "preacher"],
                .arms
            ),
            (
                [
                    "crunch", "plank", "situp", "ab", "abs", "twist", "russian", "hollow", "oblique", "knee",
                    "toes", "hanging",
                ], .core
            ),
            (
                [
                    "squat", "lunge", "legpress", "calf", "hipthrust", "leg", "stepup", "glute", "hamstring",
                    "split",
                ], .legs
            ),
            (["bench", "chest", "fly", "pec", "pushup", "crossover", "dip"], .chest),
            (
                ["shoulderpress", "lateral", "raise", "facepull", "arnold", "upright", "delt", "deltoid"],
                .shoulders
            ),
            (
                [
                    "row", "pulldown", "pullup", "chinup", "deadlift", "shrug", "goodmorning", "back",
                    "pullover",
                    "hyperextension", "lat",
                ], .back
            ),
        ]
        return rules.first { !$0.0.isDisjoint(with: words) }?.1 ?? .other
    }
}
