/// A kind of training equipment, shared by the user's selection and the exercise catalog.
public enum EquipmentKind: String, Codable, NamedValue, Comparable {
    case bodyweight, dumbbell, barbell
    case ezBar = "ez-bar"
    case kettlebell, cable, machine, band
    /// A bar to hang from (a doorway or rack bar): pull-ups, chin-ups, hanging raises. No
    /// catalog exercise names it as its equipment (they say bodyweight); the program generator
    /// asks for it before planning them.
    case pullUpBar = "pull-up-bar"
    case medicineBall = "medicine-ball"
    case exerciseBall = "exercise-ball"
    case foamRoller = "foam-roller"
    case other

    /// The name shown to people, e.g. `EZ curl bar`.
    public var displayName: String {
        switch self {
        case .bodyweight: return "Bodyweight"
        case .dumbbell: return "Dumbbells"
        case .barbell: return "Barbell"
        case .ezBar: return "EZ curl bar"
        case .kettlebell: return "Kettlebells"
        case .cable: return "Cable station"
        case .machine: return "Machines"
        case .band: return "Resistance bands"
        case .pullUpBar: return "Pull-up bar"
        case .medicineBall: return "Medicine ball"
        case .exerciseBall: return "Exercise ball"
        case .foamRoller: return "Foam roller"
        case .other: return "Other equipment"
        }
    }

    /// Other spellings, including the catalog source's own (`body only`, `e-z curl bar`).
    public var aliases: [String] {
        switch self {
        case .bodyweight: return ["body only", "body", "bw", "none"]
        case .dumbbell: return ["dumbbells", "db"]
        case .barbell: return ["bb"]
        case .ezBar: return ["e-z curl bar", "ez curl bar", "ez"]
        case .kettlebell: return ["kettlebells", "kb"]
        case .cable: return ["cables"]
        case .machine: return ["machines"]
        case .band: return ["bands"]
        case .pullUpBar: return ["pullup bar", "pull-up", "chin-up bar", "chinup bar"]
        case .medicineBall: return []
        case .exerciseBall: return ["swiss ball", "stability ball"]
        case .foamRoller: return ["foam roll"]
        case .other: return []
        }
    }

    /// A group for listing: free weights, machines or accessories.
    public var group: String {
        switch self {
        case .bodyweight: return "Bodyweight"
        case .dumbbell, .barbell, .ezBar, .kettlebell: return "Free weights"
        case .cable, .machine: return "Machines"
        case .band, .pullUpBar, .medicineBall, .exerciseBall, .foamRoller, .other: return "Accessories"
        }
    }

    /// Whether an exercise on this equipment has no load of its own (bodyweight, a band, a ball,
    /// a roller, a bar to hang from): a number typed for it alone is its reps, and a rule's step
    /// is added load.
    public var carriesNoLoad: Bool {
        switch self {
        case .bodyweight, .band, .pullUpBar, .exerciseBall, .foamRoller: return true
        default: return false
        }
    }

    /// Orders as `allCases` does.
    public static func < (lhs: EquipmentKind, rhs: EquipmentKind) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
