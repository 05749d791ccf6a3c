import CoreModels

extension ExerciseLibrary {
    /// The picker flow every context uses (template editor, active workout, the library itself;
    /// EXER-08/09): find the exercise the user named, or, when nothing matches and `create`
    /// is given, create it as a custom exercise on the spot.
    ///
    /// - Parameters:
    ///   - reference: an id, a name or an unambiguous name prefix.
    ///   - create: the fields of a new exercise named `reference`, used only when nothing matches.
    /// - Returns: the found or created exercise, and whether it was created.
    /// - Throws: `ExerciseError.ambiguous` / `.notFound` (when `create` is `nil`); `StorageError`.
    public func pick(_ reference: String, orCreate create: CustomExerciseDraft? = nil) async throws
        -> (exercise: Exercise, created: Bool)
    {
        do {
            return (try await resolve(reference), false)
        } catch let error as ExerciseError {
            guard case .notFound = error, var draft = create else { throw error }
            draft.name = draft.name ?? reference
            return (try await addCustom(draft), true)
        }
    }

    /// The exercise `reference` means: an id or a library name as it is, then a name an import
    /// read, whole ("Lateral Raise (Cable)" from a Hevy file, "Hanging Knee Raise" from Strong),
    /// as the exercise that import put it in (`importNames()`: the name finds the history it
    /// holds, whatever else its words would match), then `ExerciseCollection.resolve`.
    ///
    /// - Throws: `ExerciseError.ambiguous` / `.notFound`; `StorageError`.
    public func resolve(_ reference: String) async throws -> Exercise {
        let collection = try await collection()
        let trimmed = reference.trimmingSpaces()
        if let exact = collection.exercise(ExerciseID(trimmed)) ?? collection.exercise(named: trimmed) {
            return exact
        }
        // An unreadable names file leaves the library's own matching.
        if let id = (try? await importNames())?[SearchText.key(trimmed)],
            let imported = collection.exercise(id)
        {
            return imported
        }
        return try collection.resolve(reference)
    }

    /// The exercise with exactly this name (ignoring case and spacing), created as a custom one
    /// in `category` when there is none — imports use it so a second run finds what the first made.
    ///
    /// - Returns: the found or created exercise.
    /// - Throws: `ExerciseError.invalidName`; `StorageError`.
    public func exercise(named name: String, orCreateIn category: ExerciseCategory) async throws -> Exercise {
        try await exercise(named: name, orCreate: CustomExerciseDraft(category: category)).exercise
    }

    /// The exercise called `name`, or a new custom one made from `draft` with that name.
    ///
    /// - Returns: the exercise, and whether this call created it: `false` when another writer
    ///   (an import running at the same time) made it between the look and the locked write,
    ///   so that only the import that made it records it as its own (and undoes it).
    /// - Throws: `ExerciseError` when the name is not valid; `StorageError`.
    public func exercise(named name: String, orCreate draft: CustomExerciseDraft) async throws
        -> (exercise: Exercise, created: Bool)
    {
        if let existing = try await collection().exercise(named: name) { return (existing, false) }
        var named = draft
        named.name = name
        do {
            return (try await addCustom(named), true)
        } catch let error as ExerciseError {
            // Another writer made it between the look and the locked write: the exercise it
            // made is the one meant. It is looked up by the name it was saved under, which the
            // clash names (`name` may differ from it by characters the saved name drops, such as
            // a soft hyphen).
            guard case .duplicateName(_, let existing) = error,
                let made = try await collection().exercise(named: existing)
            else { throw error }
            return (made, false)
        }
    }
}
