import CoreModels

extension EquipmentService {
    /// The gym in use: the saved one, else a gym named `default` with no equipment chosen.
    ///
    /// - Throws: `StorageError`.
    public func activeGym() async throws -> Gym {
        try await store.load()?.active ?? Gym(name: Gym.defaultName, kinds: [])
    }

    /// Every gym and the name of the one in use.
    ///
    /// - Throws: `StorageError`.
    public func gyms() async throws -> (active: String, all: [Gym]) {
        let selection = try await store.load()
        return (
            selection?.activeGym ?? Gym.defaultName,
            selection?.allGyms ?? [Gym(name: Gym.defaultName, kinds: [])]
        )
    }

    /// Saves a new gym; with `use`, switches to it.
    ///
    /// - Returns: the selection as saved.
    /// - Throws: `EquipmentError.gymExists`, `.invalidGym`; `StorageError`.
    @discardableResult
    public func addGym(_ gym: Gym, use: Bool) async throws -> EquipmentSelection {
        var gym = gym
        gym.name = gym.name.trimmingSpaces()
        if let problem = gym.problem { throw EquipmentError.invalidGym(problem) }
        let now = clock.now
        let added = gym
        return try await store.update { current in
            var selection = current ?? EquipmentSelection(kinds: [], hasCompletedSetup: false, updatedAt: now)
            if selection.allGyms.contains(where: { $0.name.lowercased() == added.name.lowercased() }) {
                throw EquipmentError.gymExists(added.name)
            }
            guard selection.gyms.count < 50 else { throw EquipmentError.invalidGym("at most 50 gyms") }
            selection.gyms = selection.allGyms + [added]
            if use {
                selection.activeGym = added.name
                selection.kinds = added.kinds
                selection.hasCompletedSetup = true
            }
            selection.updatedAt = now
            return selection
        }
    }

    /// Switches to the gym `name` (any case, or the start of one name): the generator, the
    /// calculators and progression steps then read it.
    ///
    /// - Returns: the gym now in use.
    /// - Throws: `EquipmentError.unknownGym`; `StorageError`.
    @discardableResult
    public func useGym(_ name: String) async throws -> Gym {
        let now = clock.now
        let saved = try await store.update { current in
            var selection = current ?? EquipmentSelection(kinds: [], hasCompletedSetup: false, updatedAt: now)
            let gym = try Self.gym(named: name, in: selection.allGyms)
            selection.gyms = selection.allGyms
            selection.activeGym = gym.name
            selection.kinds = gym.kinds
            selection.hasCompletedSetup = true
            selection.updatedAt = now
            return selection
        }
        return saved.active
    }

    /// Removes the gym `name` (not the one in use).
    ///
    /// - Returns: the gym removed.
    /// - Throws: `EquipmentError.unknownGym`, `.removingActiveGym`; `StorageError`.
    @discardableResult
    public func removeGym(_ name: String) async throws -> Gym {
        let gym = try Self.gym(named: name, in: try await gyms().all)
        let now = clock.now
        _ = try await store.update { current in
            var selection = current ?? EquipmentSelection(kinds: [], hasCompletedSetup: false, updatedAt: now)
            guard selection.allGyms.contains(where: { $0.name == gym.name }) else {
                throw EquipmentError.unknownGym(name, known: selection.allGyms.map(\.name))
            }
            if gym.name == selection.activeGym { throw EquipmentError.removingActiveGym(gym.name) }
            selection.gyms = selection.allGyms.filter { $0.name != gym.name }
            selection.updatedAt = now
            return selection
        }
        return gym
    }

    /// The gym `name` means: its name in any case, else the only one starting with it.
    ///
    /// - Throws: `EquipmentError` when no gym, or several, are meant.
    public static func gym(named name: String, in gyms: [Gym]) throws(EquipmentError) -> Gym {
        let key = name.trimmingSpaces().lowercased()
        if let exact = gyms.first(where: { $0.name.lowercased() == key }) { return exact }
        let started = gyms.filter { $0.name.lowercased().hasPrefix(key) }
        guard !key.isEmpty, started.count == 1 else { throw .unknownGym(name, known: gyms.map(\.name)) }
        return started[0]
    }
}
