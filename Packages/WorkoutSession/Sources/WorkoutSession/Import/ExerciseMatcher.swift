import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Matches exercise names from other apps to the library the way a lifter would: the user's
/// mapping first, then an exact name, then a table of Strong's and Hevy's own names, then a
/// scorer over the movement words that respects equipment ("Overhead Press (Dumbbell)" is never a
/// barbell press) and variants (an assisted pull-up is never a pull-up).
public struct ExerciseMatcher: Sendable {
    let collection: ExerciseCollection
    let mapping: [String: ExerciseID]
    /// Every library exercise read as a name, once per matcher.
    let readNames: [(Exercise, ExerciseName)]

    /// Creates a matcher over `collection`; `mapping` maps names (any case) to ids.
    public init(collection: ExerciseCollection, mapping: [String: ExerciseID] = [:]) {
        self.collection = collection
        self.mapping = Dictionary(
            mapping.map { (SearchText.key($0.key), $0.value) }, uniquingKeysWith: { _, last in last })
        readNames = collection.all.map { ($0, ExerciseName($0.name)) }
    }

    /// The library exercise for `name`, or `nil` when nothing matches confidently.
    public func match(_ name: String) -> Exercise? {
        let key = SearchText.key(name)
        if let id = mapping[key] { return collection.exercise(id) }
        if let exercise = collection.exercise(named: name) { return exercise }
        // A name the table lists with its equipment is trusted as it stands.
        if let id = OtherAppNames.ids[key], let exercise = collection.exercise(id) {
            return exercise
        }
        let read = ExerciseName(name)
        // Reached through another form of the name, the table's entry must have the stated
        // equipment itself: "Lat Pulldown (Machine)" is not the table's cable "Lat Pulldown", or
        // a lifter logging both would find them merged (the scorer may still take a cable
        // exercise for a machine when nothing closer is found).
        if let exercise = tableEntry(forFormsOf: name, read: read),
            !Self.isOtherStack(read.equipment, exercise.equipment)
        {
            return exercise
        }
        return scored(read)
    }

    /// The table's exercise the first other form of `name` reaches ("Barbell Bench Press",
    /// "Bench Press", singulars) that can be what `read` names, machine and cable counted alike.
    func tableEntry(forFormsOf name: String, read: ExerciseName) -> Exercise? {
        Self.candidates(name).dropFirst().lazy.compactMap { OtherAppNames.ids[SearchText.key($0)] }
            .compactMap { self.collection.exercise($0) }.first { Self.fits(read, $0) }
    }

    /// Whether `match(name)` finds its exercise by the name's words (the scorer, or the table
    /// reached through another form of the name) rather than by the user's mapping, the exact
    /// name or the table's own entry: such a match is worth showing to the user.
    /// A form of the name (equipment moved to the front, without it, singular) that is the
    /// exercise's own name is no guess either: "Bench Press (Dumbbell)" is "Dumbbell Bench Press".
    public func isGuess(_ name: String, matched id: ExerciseID) -> Bool {
        let key = SearchText.key(name)
        if mapping[key] != nil || collection.exercise(named: name) != nil { return false }
        if let id = OtherAppNames.ids[key], collection.exercise(id) != nil { return false }
        guard let exercise = collection.exercise(id) else { return true }
        let own = SearchText.key(exercise.name)
        return !Self.candidates(name).contains { SearchText.key($0) == own }
    }

    /// Whether `exercise` can be what `read` names: the same equipment when the name states one,
    /// and the same assisted and weighted variant.
    static func fits(_ read: ExerciseName, _ exercise: Exercise) -> Bool {
        let other = ExerciseName(exercise.name)
        guard read.isAssisted == other.isAssisted, read.isWeighted == other.isWeighted else { return false }
        guard let equipment = read.equipment else { return true }
        return compatible(equipment, exercise.equipment)
    }

    /// Whether a name's stated equipment allows an exercise's: the same, or a bar for a bar
    /// (EZ or straight), or no equipment for bodyweight.
    static func compatible(_ stated: EquipmentKind, _ actual: EquipmentKind) -> Bool {
        // Selectorised gym machines are cable stacks: "Lat Pulldown (Machine)" is a cable pulldown.
        stated == actual || (stated == .bodyweight && actual == .other)
            || Set([stated, actual]) == [.barbell, .ezBar] || Set([stated, actual]) == [.machine, .cable]
    }

    /// Whether `stated` and `actual` are a machine and a cable stack, one each: compatible, yet
    /// two exercises to someone who names both.
    static func isOtherStack(_ stated: EquipmentKind?, _ actual: EquipmentKind) -> Bool {
        guard let stated else { return false }
        return stated != actual && Set([stated, actual]) == [.machine, .cable]
    }

    /// Words that make a different movement or variant: a library exercise with one of these
    /// that the name does not have is not what the name means.
    static let variantWords: Set<String> = [
        "stiff", "leg", "romanian", "sumo", "single", "one", "zottman", "pullover", "pushup", "chains",
        "kettlebell",
        "pistol", "reverse", "front", "incline", "decline", "close", "wide", "underhand", "rear", "hammer",
        "preacher", "concentration", "jump", "box", "deficit", "pause", "split", "hack", "goblet", "overhead",
        "behind", "neck", "alternating", "alternate", "kneeling", "floor", "spider", "drag", "guillotine",
        "clean",
        "snatch", "press", "curl", "row", "raise", "squat", "deadlift", "lunge", "fly", "dip", "to", "and",
        "lateral", "head", "underhand", "knees",
        // A foam-roller release, a stretch, a towel or a Smith machine makes another exercise.
        "smr", "stretch", "towel", "smith",
    ]

    /// Grip words: the same movement with another grip.
    static let gripWords: Set<String> = ["wide", "close", "underhand", "neutral", "one", "single", "arm"]

    /// Words a name may leave out without being another movement.
    static let neutralWords: Set<String> = [
        "seated", "flat", "lying", "bent", "over", "two", "arm", "bench", "biceps", "sitting", "1", "chest",
        "supported",
    ]

    /// The best library exercise for `read` by its movement words, when one is clearly best.
    func scored(_ read: ExerciseName) -> Exercise? {
        let wanted = Set(read.movement)
        guard !wanted.isEmpty else { return nil }
        var best: (score: Int, exercise: Exercise)?
        var tied = false
        for (exercise, other) in readNames {
            guard read.isAssisted == other.isAssisted, read.isWeighted == other.isWeighted else { continue }
            if let equipment = read.equipment {
                guard Self.compatible(equipment, exercise.equipment),
                    other.statedEquipment.allSatisfy({ Self.compatible(equipment, $0) })
                else { continue }  // "Rack Pull (Barbell)" is not "Rack Pull with Bands"
            }
            let have = Set(other.movement)
            var score: Int
            let extra = have.subtracting(wanted)
            let missing = wanted.subtracting(have)
            if have == wanted {
                score = 100
            } else if missing.isEmpty, extra.count <= 2, extra.isDisjoint(with: Self.variantWords) {
                score = 90 - 10 * extra.count
            } else if extra.isEmpty, missing.count == 1, missing.isDisjoint(with: Self.variantWords),
                have.count >= 2 || missing.isSubset(of: Self.neutralWords)
            {
                score = missing.isSubset(of: Self.neutralWords) ? 80 : 60
            } else if extra.isEmpty, !missing.isEmpty, missing.isSubset(of: Self.gripWords),
                missing.count <= 2
            {
                score = 60  // "Seated Cable Row - Bar Wide Grip" is a seated cable row
            } else if extra.isEmpty, missing.count == 2,
                have.count >= 2 || missing.isSubset(of: Self.neutralWords),
                missing.isDisjoint(with: Self.variantWords)
            {
                score = 50  // "Chest Supported Incline Row (Dumbbell)" → "Dumbbell Incline Row"
            } else {
                continue
            }
            // Without stated equipment, the plain bodyweight or barbell version is meant, and one
            // whose name adds equipment ("Kettlebell Pistol Squat" for "Pistol Squat") only at a cost.
            if read.equipment == nil, [.bodyweight, .barbell].contains(exercise.equipment) { score += 3 }
            if read.equipment == nil, !other.statedEquipment.isEmpty { score -= 20 }
            // A machine the name states is first a machine, a cable first a cable: the other
            // kind counts only when nothing of the stated one is nearly as close ("Crunch
            // (Machine)" is the ab crunch machine, not the rope crunch).
            if let equipment = read.equipment, equipment != exercise.equipment { score -= 35 }
            if exercise.isCustom { score += 1 }
            if let current = best, current.score == score {
                if exercise.name.count < current.exercise.name.count { best = (score, exercise) }
                tied = tied || exercise.name.count == current.exercise.name.count
            } else if best.map({ score > $0.score }) ?? true {
                best = (score, exercise)
                tied = false
            }
        }
        guard let best, best.score >= 50, !tied else { return nil }
        return best.exercise
    }

    /// The closest library exercises for a name nothing matched, best first.
    public func candidates(for name: String, limit: Int = 3) -> [Exercise] {
        let read = ExerciseName(name)
        // The table's exercise another form of the name reaches, though of the other stack
        // ("Lat Pulldown (Machine)" → the cable pulldown): the one to fold it into, if any.
        let table = tableEntry(forFormsOf: name, read: read)
        // Each form of the name is searched in turn (the words alone find "Cable Rear Delt Fly"
        // for "Rear Delt Reverse Fly (Cable)", which the parentheses hid).
        var fitting: [Exercise] = []
        for form in Self.candidates(name) where fitting.count < limit {
            for exercise in collection.search(form, limit: 30)
            where Self.fits(read, exercise) && exercise.id != table?.id
                && !fitting.contains(where: { $0.id == exercise.id })
            {
                fitting.append(exercise)
            }
        }
        let found = fitting.isEmpty && table == nil ? collection.search(name, limit: limit) : fitting
        return Array(([table].compactMap { $0 } + found).prefix(limit))
    }

    /// The forms of a name to try: as written; with the parenthesised equipment moved to the
    /// front ("Barbell Bench Press"); without it; each also in the singular.
    static func candidates(_ name: String) -> [String] {
        var forms = [name]
        if let other = OtherAppNames.forms(of: name) { forms += [other.equipmentFirst, other.base] }
        let singular = forms.map { form in
            SearchText.words(form).map {
                $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") ? String($0.dropLast()) : $0
            }
            .joined(separator: " ")
        }
        return forms + singular
    }
}
