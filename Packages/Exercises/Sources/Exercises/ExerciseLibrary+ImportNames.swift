import CoreModels
import Synchronization

extension ExerciseLibrary {
    /// The names of other apps' exercises kept with the exercise each is imported as (from
    /// `import --map` and `exercises merge`), by their `SearchText.key`: an import reads them
    /// before matching, so a name the user placed once lands there in every later import.
    ///
    /// - Throws: `StorageError` when they cannot be read.
    public func importNames() async throws -> [String: ExerciseID] {
        try await store.importNames()
    }

    /// Keeps `names` (as written in an export) as imported into the exercise each is paired
    /// with, in one step; a name kept before is replaced.
    ///
    /// - Throws: `StorageError`.
    public func rememberImportNames(_ names: [(name: String, exercise: ExerciseID)]) async throws {
        let keyed = names.map { (SearchText.key($0.name), $0.exercise) }.filter { !$0.0.isEmpty }
        guard !keyed.isEmpty else { return }
        try await store.updateImportNames { current in
            current.merging(keyed, uniquingKeysWith: { _, new in new })
        }
    }

    /// Keeps, for later imports, that `from` was folded into `into` (`exercises merge`): the
    /// names kept for `from` follow it; a custom `from` (deleted after the merge) leaves its own
    /// name kept for `into`; a library `from` (which stays in the catalog) leaves the fold, so a
    /// name an import matches to it lands in `into`.
    ///
    /// - Throws: `StorageError`.
    public func keepFold(_ from: Exercise, into: ExerciseID) async throws {
        try await redirectImportNames(from: from.id, name: from.isCustom ? from.name : nil, into: into)
        if !from.isCustom { try await redirect(from.id, into: into) }
    }

    /// Points every kept name that is imported as `from` to `into` instead, and keeps `name`
    /// (the name `from` had) as imported into `into`: after `exercises merge`, the next import
    /// of that name lands in the exercise it was folded into.
    ///
    /// - Throws: `StorageError`.
    func redirectImportNames(from: ExerciseID, name: String?, into: ExerciseID) async throws {
        let key = name.map(SearchText.key) ?? ""
        try await store.updateImportNames { current in
            var updated = current.mapValues { $0 == from ? into : $0 }
            if !key.isEmpty { updated[key] = into }
            return updated
        }
    }

    /// Forgets each of `names` (by `SearchText.key`) still kept with the exercise it gives (one
    /// since placed elsewhere, by `--map` or a merge, stays), in one step: an import undone
    /// takes back the names it kept first.
    ///
    /// - Throws: `StorageError`.
    public func forgetImportNames(_ names: [String: ExerciseID]) async throws {
        guard !names.isEmpty else { return }
        try await store.updateImportNames { current in current.filter { names[$0.key] != $0.value } }
    }

    /// Keeps that `from` (a library exercise, which stays in the catalog) was folded into
    /// `into`: an import that matches a name to `from` lands in `into`. Earlier folds into
    /// `from` follow it, and `into` is no longer folded anywhere itself.
    ///
    /// - Throws: `StorageError`.
    func redirect(_ from: ExerciseID, into: ExerciseID) async throws {
        guard from != into else { return }
        try await store.updateExerciseRedirects { current in
            var updated = current.mapValues { $0 == from ? into : $0 }
            updated[into] = nil
            updated[from] = into
            return updated.filter { $0.key != $0.value }
        }
    }

    /// The exercises folded into others (`exercises merge` of a library exercise), from → into.
    ///
    /// - Throws: `StorageError`.
    public func exerciseRedirects() async throws -> [ExerciseID: ExerciseID] {
        try await store.exerciseRedirects()
    }

    /// Where `id`'s matches land after `folds`: followed to its end (A → B → C is C); a loop
    /// (two devices that folded A into B and B into A) folds nothing, so `id` stays itself.
    public static func folded(_ id: ExerciseID, by folds: [ExerciseID: ExerciseID]) -> ExerciseID {
        var seen: Set<ExerciseID> = [id]
        var current = id
        while let next = folds[current] {
            guard seen.insert(next).inserted else { return id }
            current = next
        }
        return current
    }

    /// Stops folding `from` into another exercise; returns what it was folded into, if anything.
    ///
    /// - Throws: `StorageError`.
    @discardableResult
    public func forgetRedirect(_ from: ExerciseID) async throws -> ExerciseID? {
        try await removing(from) { try await store.updateExerciseRedirects($0) }
    }

    /// Forgets the kept name `name` (as written, any case); returns the exercise it was kept
    /// with, `nil` when it was not kept.
    ///
    /// - Throws: `StorageError`.
    @discardableResult
    public func forgetImportName(_ name: String) async throws -> ExerciseID? {
        try await removing(SearchText.key(name)) { try await store.updateImportNames($0) }
    }

    /// Removes `key` from one of the kept tables in one locked step (`update` is the store's
    /// read-modify-write of it); the exercise it had, `nil` when it had none.
    private func removing<Key: Hashable & Sendable>(
        _ key: Key, update: (@Sendable ([Key: ExerciseID]) throws -> [Key: ExerciseID]) async throws -> Void
    ) async throws -> ExerciseID? {
        let removed = Mutex<ExerciseID?>(nil)
        try await update { current in
            var updated = current
            let gone = updated.removeValue(forKey: key)
            removed.withLock { $0 = gone }
            return updated
        }
        return removed.withLock { $0 }
    }
}
