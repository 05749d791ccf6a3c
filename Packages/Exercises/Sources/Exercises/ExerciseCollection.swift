import CoreModels
import Synchronization

/// A read-only view of every exercise available now (system + custom), with lookup, search
/// and filters. Made by `ExerciseLibrary.collection()`; cheap to query many times.
public struct ExerciseCollection: Sendable {
    /// System and custom exercises, system first, each group sorted by name.
    public let all: [Exercise]
    /// Why the system catalog is missing, if it is (custom exercises still work, H4.5).
    public let catalogProblem: String?
    private let byID: [ExerciseID: Exercise]
    /// Name keys and the search index, built on first use: commands that only look exercises
    /// up by id (starting a workout, say) never pay for them.
    private let lookups: LazyLookups

    /// Builds a collection.
    public init(system: [Exercise], custom: [Exercise], catalogProblem: String? = nil) {
        all = system.sorted { $0.name < $1.name } + custom.sorted { $0.name < $1.name }
        self.catalogProblem = catalogProblem
        byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        lookups = LazyLookups(all)
    }

    /// The exercise with `id`.
    public func exercise(_ id: ExerciseID) -> Exercise? { byID[id] }

    /// The exercise whose name equals `name`, ignoring case, accents, punctuation and spacing.
    public func exercise(named name: String) -> Exercise? { lookups.byKey[SearchText.key(name)] }

    /// Ranked search (EXER-06).
    public func search(_ query: String, limit: Int = 20) -> [Exercise] {
        lookups.index.search(query, limit: limit)
    }

    /// Every exercise meeting `filter`, in list order (EXER-07).
    public func filter(_ filter: ExerciseFilter) -> [Exercise] { all.filter(filter.matches) }

    /// Finds what a user means: an id, an exact name, or an unambiguous name prefix.
    ///
    /// - Throws: `ExerciseError.ambiguous` with the candidates, or `.notFound` with suggestions.
    public func resolve(_ reference: String) throws(ExerciseError) -> Exercise {
        let trimmed = reference.trimmingSpaces()
        if let exact = byID[ExerciseID(trimmed)] ?? lookups.byKey[SearchText.key(trimmed)] { return exact }
        let key = SearchText.key(trimmed)
        guard !key.isEmpty else { throw .notFound(reference, suggestions: []) }
        // A name but for a plural "s" is that exercise ("hammer curl" is Hammer Curls, not one
        // of the six hammer curls search ranks).
        if let plural = lookups.byKey[key + "s"]
            ?? (key.hasSuffix("s") ? lookups.byKey[String(key.dropLast())] : nil)
        {
            return plural
        }
        // A name as Strong and Hevy write it: "Bench Press (Barbell)" is the barbell bench press,
        // "Incline Bench Press (Dumbbell)" the library's "Dumbbell Incline Bench Press" if that is
        // a name of it, whole (its start is not enough: "Row (Cable)" is no "Cable Row Wide Grip").
        if let forms = OtherAppNames.forms(of: trimmed) {
            if let id = OtherAppNames.ids[key], let exercise = byID[id] { return exercise }
            let form = SearchText.key(forms.equipmentFirst)
            if let exercise = lookups.byKey[form] ?? lookups.byKey[form + "s"] { return exercise }
        }
        let prefixed = all.filter {
            SearchText.key($0.name).hasPrefix(key) || $0.id.rawValue.hasPrefix(trimmed.lowercased())
        }
        let ranked = search(trimmed, limit: 8)
        if prefixed.count == 1 {
            // A variation that only happens to start with the words ("lateral raise" → "Lateral
            // Raise - With Bands") is not taken when search ranks another exercise first ("Side
            // Lateral Raise"): the ranked exercises are listed to choose from.
            guard let top = ranked.first, top.id != prefixed[0].id else { return prefixed[0] }
            let candidates = ranked.contains { $0.id == prefixed[0].id } ? ranked : ranked + prefixed
            throw .ambiguous(reference, candidates: candidates.map(\.name))
        }
        if prefixed.count > 1 {
            // What search ranks first leads the list ("bench press": the barbell bench press,
            // whose name does not start with the words), then the rest of the names that do.
            let ordered = ranked + prefixed.filter { exercise in !ranked.contains { $0.id == exercise.id } }
            let more = ordered.count > 8 ? ["and \(ordered.count - 8) more"] : []
            throw .ambiguous(reference, candidates: ordered.prefix(8).map(\.name) + more)
        }
        // Search finds nothing for some names as other apps write them ("Chest Fly (Band)"): the
        // words without the parentheses then find what is near.
        var near = search(trimmed, limit: 3)
        if near.isEmpty, let base = OtherAppNames.forms(of: trimmed)?.base { near = search(base, limit: 3) }
        throw .notFound(reference, suggestions: near.map(\.name))
    }
}

/// The name-key table and the search index of a collection, made once, on first use.
private final class LazyLookups: Sendable {
    private struct Built: Sendable {
        let byKey: [String: Exercise]
        let index: ExerciseSearch
    }

    private let exercises: [Exercise]
    private let built = Mutex<Built?>(nil)

    init(_ exercises: [Exercise]) { self.exercises = exercises }

    private var value: Built {
        built.withLock { built in
            if let built { return built }
            let made = Built(
                byKey: Dictionary(
                    exercises.map { (SearchText.key($0.name), $0) }, uniquingKeysWith: { first, _ in first }),
                index: ExerciseSearch(exercises))
            built = made
            return made
        }
    }

    var byKey: [String: Exercise] { value.byKey }
    var index: ExerciseSearch { value.index }
}
