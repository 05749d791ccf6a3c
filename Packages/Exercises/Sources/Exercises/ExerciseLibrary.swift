import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The exercise library's rules over any store: the embedded system catalog plus custom
/// exercises, with duplicate-name checks, edits, guarded deletes and instruction imports.
public struct ExerciseLibrary: Sendable {
    /// Lists where an exercise is used (plans, history), for guarded deletes.
    public typealias UsageLookup = @Sendable (ExerciseID) async throws -> [String]

    let store: any ExerciseStore
    private let catalog: @Sendable () throws -> [Exercise]
    private let lookup: (@Sendable (Set<ExerciseID>) throws -> [Exercise])?
    private let compiledSearch: (@Sendable () throws -> CompiledCatalogSearch)?
    private let usage: UsageLookup?

    /// Creates the library.
    ///
    /// - Parameters:
    ///   - store: where custom exercises live.
    ///   - catalog: the system catalog loader (the embedded one by default).
    ///   - lookup: finds catalog entries by id without loading the whole catalog; `nil` filters
    ///     `catalog()` instead (the embedded catalog's `SystemCatalog.exercises(withIDs:)` is fast).
    ///   - compiledSearch: the catalog's compiled search index (with `lookup`, searches parse
    ///     only the lines they return); `nil` indexes `catalog()` for each search. Give
    ///     `CompiledCatalogSearch.embedded` only with the embedded catalog.
    ///   - usage: where an exercise is used; `nil` when nothing can use exercises.
    public init(
        store: any ExerciseStore,
        catalog: @escaping @Sendable () throws -> [Exercise] = SystemCatalog.loadCached,
        lookup: (@Sendable (Set<ExerciseID>) throws -> [Exercise])? = nil,
        compiledSearch: (@Sendable () throws -> CompiledCatalogSearch)? = nil,
        usage: UsageLookup? = nil
    ) {
        self.store = store
        self.catalog = catalog
        self.lookup = lookup
        self.compiledSearch = compiledSearch
        self.usage = usage
    }

    /// Ranked search over every exercise available now (as `collection().search`), through the
    /// compiled index when there is one.
    ///
    /// - Returns: the matches, best first, and why the system catalog is missing if it is.
    /// - Throws: `StorageError` when custom exercises cannot be read.
    public func search(_ query: String, limit: Int) async throws -> (
        matches: [Exercise], catalogProblem: String?
    ) {
        if let compiledSearch, let lookup {
            let custom = try await store.customExercises()
            if let compiled = try? compiledSearch(),
                let matches = try? compiled.search(query, limit: limit, custom: custom, catalogLines: lookup)
            {
                return (matches, nil)
            }
        }
        let collection = try await collection()
        return (collection.search(query, limit: limit), collection.catalogProblem)
    }

    /// The exercises with these ids (custom ones win over system ones of the same id), without
    /// building a whole collection when a fast lookup was given.
    ///
    /// - Returns: the exercises found, by id.
    /// - Throws: `StorageError` when custom exercises cannot be read.
    public func exercises(withIDs ids: Set<ExerciseID>) async throws -> [ExerciseID: Exercise] {
        let system = (try? lookup.map { try $0(ids) } ?? catalog().filter { ids.contains($0.id) }) ?? []
        let custom = try await store.customExercises().filter { ids.contains($0.id) }
        return Dictionary((system + custom).map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Every exercise available now. If the system catalog cannot be loaded, the custom
    /// exercises still are, and `catalogProblem` says why (H4.5).
    ///
    /// - Returns: the collection to query.
    /// - Throws: `StorageError` when custom exercises cannot be read.
    public func collection() async throws -> ExerciseCollection {
        let custom = try await store.customExercises()
        do {
            return ExerciseCollection(system: try catalog(), custom: custom)
        } catch {
            return ExerciseCollection(
                system: [], custom: custom,
                catalogProblem: "The system exercise catalog could not be loaded (\(error)).")
        }
    }

    /// Where `id` is used (plans, history), as short texts; empty when nothing can use exercises.
    ///
    /// - Throws: what the usage lookup throws.
    public func uses(of id: ExerciseID) async throws -> [String] {
        try await usage?(id) ?? []
    }

    /// Imported instructions of `id` (empty when none were imported).
    ///
    /// - Throws: `StorageError` when they cannot be read.
    public func instructions(for id: ExerciseID) async throws -> [String] {
        try await store.instructions()[id] ?? []
    }

    /// Creates a custom exercise (EXER-02); the name must be new among system and custom
    /// exercises, ignoring case and spacing (EXER-03). A category the draft leaves out comes
    /// from its first main muscle, else from the name (`ExerciseName`); equipment from the name,
    /// else bodyweight.
    ///
    /// - Returns: the saved exercise.
    /// - Throws: `ExerciseError.invalidName` or `.duplicateName`; `StorageError`.
    @discardableResult
    public func addCustom(_ draft: CustomExerciseDraft) async throws -> Exercise {
        // One draft is a batch of one: the same checks, one write.
        guard let added = try await addCustom([draft]).first else {
            throw ExerciseError.notFound(draft.name ?? "", suggestions: [])
        }
        return added
    }

    /// Adds several custom exercises in one write of the custom file, with the same checks as
    /// `addCustom(_:)` one by one (a name any exercise, or an earlier draft, has is refused).
    ///
    /// - Returns: the exercises added, in the drafts' order.
    /// - Throws: `ExerciseError.invalidName`, `.duplicateName` (nothing is added); `StorageError`.
    public func addCustom(_ drafts: [CustomExerciseDraft]) async throws -> [Exercise] {
        guard !drafts.isEmpty else { return [] }
        let names = try drafts.map { try Self.validName($0.name ?? "") }
        let system = (try? catalog()) ?? []
        let saved = try await store.updateCustomExercises { custom in
            var keys = [String: String]()
            for exercise in system + custom { keys[SearchText.key(exercise.name)] = exercise.name }
            var taken = Set((system + custom).map(\.id))
            var added: [Exercise] = []
            added.reserveCapacity(drafts.count)
            for (draft, name) in zip(drafts, names) {
                let key = SearchText.key(name)
                if let clash = keys[key] { throw ExerciseError.duplicateName(name, existing: clash) }
                keys[key] = name
                let id = Self.newID(for: name, taken: taken)
                taken.insert(id)
                added.append(Self.build(draft, name: name, id: id))
            }
            return custom + added
        }
        return Array(saved.suffix(drafts.count))
    }

    /// Changes a custom exercise (EXER-04); a new name gets the same duplicate check.
    ///
    /// - Returns: the saved exercise.
    /// - Throws: `ExerciseError.notCustom`, `.notFound`, `.duplicateName`; `StorageError`.
    @discardableResult
    public func editCustom(_ id: ExerciseID, _ changes: CustomExerciseDraft) async throws -> Exercise {
        let system = (try? catalog()) ?? []
        if let fixed = system.first(where: { $0.id == id }) { throw ExerciseError.notCustom(fixed.name) }
        let newName = try changes.name.map(Self.validName)
        let saved = try await store.updateCustomExercises { custom in
            guard let index = custom.firstIndex(where: { $0.id == id }) else {
                throw ExerciseError.notFound(id.rawValue, suggestions: [])
            }
            var exercise = custom[index]
            if let newName {
                let others = system + custom.filter { $0.id != id }
                if let clash = others.first(where: { SearchText.key($0.name) == SearchText.key(newName) }) {
                    throw ExerciseError.duplicateName(newName, existing: clash.name)
                }
                exercise.name = newName
            }
            Self.apply(changes, to: &exercise)
            var list = custom
            list[index] = exercise
            return list
        }
        guard let edited = saved.first(where: { $0.id == id }) else {
            throw ExerciseError.notFound(id.rawValue, suggestions: [])
        }
        return edited
    }

    /// Deletes a custom exercise (EXER-05). One that plans or history use is refused unless
    /// `force`; they keep showing it by its stored name.
    ///
    /// - Returns: the deleted exercise.
    /// - Throws: `ExerciseError.notCustom`, `.notFound`, `.inUse`; `StorageError`.
    @discardableResult
    public func deleteCustom(_ id: ExerciseID, force: Bool) async throws -> Exercise {
        let system = (try? catalog()) ?? []
        if let fixed = system.first(where: { $0.id == id }) { throw ExerciseError.notCustom(fixed.name) }
        guard let existing = try await store.customExercises().first(where: { $0.id == id }) else {
            throw ExerciseError.notFound(id.rawValue, suggestions: [])
        }
        if !force, let usage {
            let uses = try await usage(id)
            if !uses.isEmpty { throw ExerciseError.inUse(existing.name, uses: uses) }
        }
        try await store.updateCustomExercises { $0.filter { $0.id != id } }
        return existing
    }

    static func validName(_ raw: String) throws(ExerciseError) -> String {
        guard let name = NameText.clean(raw) else { throw .invalidName("An exercise needs a name.") }
        guard name.count <= 80 else { throw .invalidName("An exercise name has at most 80 characters.") }
        guard !name.contains("|") else { throw .invalidName("An exercise name cannot contain '|'.") }
        return name
    }

    static func newID(for name: String, taken: Set<ExerciseID>) -> ExerciseID {
        let base = "custom-" + ExerciseID(slugging: name).rawValue
        var candidate = ExerciseID(base)
        var counter = 2
        while taken.contains(candidate) {
            candidate = ExerciseID("\(base)-\(counter)")
            counter += 1
        }
        return candidate
    }

    static func build(_ draft: CustomExerciseDraft, name: String, id: ExerciseID) -> Exercise {
        // What the draft leaves out, the name says where it can: "Cable Rear Delt Fly" is a
        // shoulders exercise on a cable (it was "Other" on "Bodyweight", with a knee load to match).
        let read = ExerciseName(name)
        var exercise = Exercise(
            id: id, name: name, category: draft.category ?? read.category,
            equipment: draft.equipment ?? read.equipment ?? .bodyweight,
            primaryMuscles: [], kneeLoad: .low, isCustom: true)
        apply(draft, to: &exercise)
        if draft.category == nil, let first = exercise.primaryMuscles.first {
            exercise.category = first.category
        }
        if draft.kneeLoad == nil {
            // The rules read the name only for an exercise that trains the legs, which they
            // learn from its muscles: one given none ("Deficit Lunge Walk", "Box Jump Zz") is
            // read by its name's words (jump, lunge, squat, sled, …) instead of passing as low
            // knee load; a name without them stays low.
            var facts = exercise.facts
            if exercise.primaryMuscles.isEmpty {
                facts = CatalogFacts(
                    sourceID: facts.sourceID, name: facts.name, kind: facts.kind, equipment: facts.equipment,
                    mechanic: facts.mechanic, primaryMuscles: [.glutes])
            }
            exercise.kneeLoad = CatalogRules.kneeLoad(for: facts)
        }
        return exercise
    }

    static func apply(_ changes: CustomExerciseDraft, to exercise: inout Exercise) {
        if let category = changes.category { exercise.category = category }
        if let equipment = changes.equipment { exercise.equipment = equipment }
        if let primary = changes.primaryMuscles { exercise.primaryMuscles = primary }
        if let secondary = changes.secondaryMuscles { exercise.secondaryMuscles = secondary }
        if let kneeLoad = changes.kneeLoad { exercise.kneeLoad = kneeLoad }
        if let mechanic = changes.mechanic { exercise.mechanic = mechanic }
        if let notes = changes.notes { exercise.notes = notes.isEmpty ? nil : notes }
    }
}
