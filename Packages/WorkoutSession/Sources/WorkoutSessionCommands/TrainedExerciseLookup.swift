import CoreModels
import Exercises

/// How `prs EXERCISE` and `history --exercise` find what a reference names: among the
/// exercises trained, as a lifter means it ("squat": the squats you did), not among the
/// library's thousand, where "squat" is ambiguous.
enum TrainedExerciseLookup {
    /// The exercises `reference` names: an exact name or id among `trained` (id → name); else
    /// an exact library name or id, trained or not ("barbell squat" is that one, not "Barbell
    /// Squat To A Bench"); else every trained exercise the search finds. Empty when none of
    /// those match.
    static func matching(
        _ reference: String, trained: [ExerciseID: String], collection: ExerciseCollection
    ) -> Set<ExerciseID> {
        let key = SearchText.key(reference)
        if let exact = trained.first(where: { SearchText.key($0.value) == key || $0.key.rawValue == key }) {
            return [exact.key]
        }
        if let exact = collection.exercise(named: reference) ?? collection.exercise(ExerciseID(reference)) {
            return [exact.id]
        }
        return Set(near(reference, trained: trained, collection: collection, limit: 50))
    }

    /// The trained exercises (of `trained`, id → name) a search for `reference` finds, best
    /// first: what to offer when the library's exercise of that name was never done.
    static func near(
        _ reference: String, trained: [ExerciseID: String], collection: ExerciseCollection, limit: Int
    ) -> [ExerciseID] {
        let exercises = trained.map { id, name in
            collection.exercise(id)
                ?? Exercise(
                    id: id, name: name, category: .other, equipment: .other, primaryMuscles: [],
                    kneeLoad: .low)
        }
        return ExerciseSearch(exercises).search(reference, limit: limit).map(\.id)
    }
}
