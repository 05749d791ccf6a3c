import CoreModels
import Synchronization

extension SupplementTracker {
    /// Adds a supplement to a stack, added on `date` (today; adherence counts from then).
    ///
    /// - Returns: the new supplement.
    /// - Throws: `SupplementError.emptyName`, `.duplicate`; `StorageError`.
    @discardableResult
    public func add(_ name: String, stack: SupplementStack, dose: String?, on date: LocalDate? = nil)
        async throws
        -> Supplement
    {
        let clean = name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !clean.isEmpty else { throw SupplementError.emptyName }
        guard clean.count <= Supplement.longestText else { throw SupplementError.tooLong(what: "name") }
        guard (dose?.count ?? 0) <= Supplement.longestText else {
            throw SupplementError.tooLong(what: "dose")
        }
        let supplement = Supplement(
            id: SupplementID(uuids.next()), name: clean, stack: stack, dose: dose, addedOn: date)
        try await updateRegistry { registry in
            if let clash = registry.active.first(where: { $0.name.lowercased() == clean.lowercased() }) {
                throw SupplementError.duplicate(clash.name)
            }
            registry.supplements.append(supplement)
        }
        return supplement
    }

    /// Removes a supplement; it stays hidden in the registry so seeding never brings it back.
    ///
    /// - Returns: the removed supplement.
    /// - Throws: `SupplementError.unknown`; `StorageError`.
    @discardableResult
    public func remove(_ name: String) async throws -> Supplement {
        try await edit(name) { $0.removed = true }
    }

    /// Renames a supplement.
    ///
    /// - Returns: the renamed supplement.
    /// - Throws: `SupplementError`; `StorageError`.
    @discardableResult
    public func rename(_ name: String, to newName: String) async throws -> Supplement {
        let clean = newName.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !clean.isEmpty else { throw SupplementError.emptyName }
        guard clean.count <= Supplement.longestText else { throw SupplementError.tooLong(what: "name") }
        let current = try await registry()
        let target = try Self.find(name, in: current)
        if let clash = current.active.first(where: {
            $0.name.lowercased() == clean.lowercased() && $0.id != target.id
        }) {
            throw SupplementError.duplicate(clash.name)
        }
        return try await edit(name) { $0.name = clean }
    }

    /// Moves a supplement to the other stack (or sets its dose).
    ///
    /// - Returns: the changed supplement.
    /// - Throws: `SupplementError`; `StorageError`.
    @discardableResult
    public func move(_ name: String, to stack: SupplementStack) async throws -> Supplement {
        try await edit(name) { $0.stack = stack }
    }

    /// Moves a supplement to `stack`, or to the other stack when `nil`, under the registry's
    /// lock (the stack it is in is read there).
    ///
    /// - Returns: the supplement as saved, and the stack it was in.
    /// - Throws: `SupplementError` for an unknown or ambiguous name; `StorageError`.
    public func move(_ name: String, toStack stack: SupplementStack?) async throws
        -> (supplement: Supplement, from: SupplementStack)
    {
        let target = try Self.find(name, in: try await registry())
        let before = Mutex<SupplementStack?>(nil)
        let saved = try await updateRegistry { registry in
            guard let index = registry.supplements.firstIndex(where: { $0.id == target.id }) else { return }
            let current = registry.supplements[index].stack
            before.withLock { $0 = current }
            registry.supplements[index].stack = stack ?? (current == .morning ? .evening : .morning)
        }
        return (
            saved.supplements.first { $0.id == target.id } ?? target, before.withLock { $0 } ?? target.stack
        )
    }

    private func edit(_ name: String, _ change: @escaping @Sendable (inout Supplement) -> Void) async throws
        -> Supplement
    {
        let target = try Self.find(name, in: try await registry())
        let saved = try await updateRegistry { registry in
            guard let index = registry.supplements.firstIndex(where: { $0.id == target.id }) else { return }
            change(&registry.supplements[index])
        }
        return saved.supplements.first { $0.id == target.id } ?? target
    }

    @discardableResult
    private func updateRegistry(_ change: @escaping @Sendable (inout SupplementRegistry) throws -> Void)
        async throws
        -> SupplementRegistry
    {
        try await store.updateRegistry { current in
            var registry = current ?? .seeded
            try change(&registry)
            return registry
        }
    }
}
