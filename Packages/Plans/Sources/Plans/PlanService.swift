import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The saved-plan rules over any store (VoltLift V2–V4, IronLift TMPL): create, list, find
/// by id, name or prefix, edit exercises and sets, rename, duplicate, delete (with a warning
/// before the last one), mark as used.
public struct PlanService: Sendable {
    let store: any PlanStore
    let clock: any WallClock
    let uuids: any UUIDSource

    /// Creates the service.
    public init(store: any PlanStore, clock: any WallClock, uuids: any UUIDSource = RandomUUIDSource()) {
        self.store = store
        self.clock = clock
        self.uuids = uuids
    }

    /// Every saved plan, oldest first (V2.3).
    ///
    /// - Throws: `StorageError`.
    public func list() async throws -> [Plan] { try await store.all() }

    /// What a list shows of every plan, in the order of `list()`, without reading the plans
    /// the store has summarized since they last changed.
    ///
    /// - Throws: `StorageError` when the plans cannot be listed.
    public func summaries() async throws -> [PlanSummary] { try await store.summaries() }

    /// One plan by id, or `nil`.
    ///
    /// - Throws: `StorageError`.
    public func plan(_ id: PlanID) async throws -> Plan? { try await store.plan(id) }

    /// The plan a user means: an id, a name (any case), or an unambiguous start of a name.
    ///
    /// - Throws: `PlanError.notFound` / `.ambiguous`; `StorageError`.
    public func resolve(_ reference: String) async throws -> Plan {
        let plans = try await store.all()
        let key = reference.trimmingSpaces().lowercased()
        if let id = PlanID(key), let plan = plans.first(where: { $0.id == id }) { return plan }
        if let exact = plans.first(where: { $0.name.lowercased() == key }) { return exact }
        let prefixed = plans.filter {
            $0.name.lowercased().hasPrefix(key) || $0.id.description.hasPrefix(key)
        }
        if prefixed.count == 1 { return prefixed[0] }
        if prefixed.count > 1 { throw PlanError.ambiguous(reference, candidates: prefixed.map(\.name)) }
        throw PlanError.notFound(
            reference, suggestion: NearestMatch.suggestion(for: reference, among: plans.map(\.name)))
    }

    /// Creates an empty plan (or one with `exercises`), saved at once (V2.1).
    ///
    /// - Returns: the saved plan.
    /// - Throws: `PlanError.duplicateName` / `.invalid`; `StorageError`.
    @discardableResult
    public func create(_ name: String, source: Plan.Source = .manual, exercises: [PlanExercise] = [])
        async throws -> Plan
    {
        let clean = try await availableName(name, excluding: nil)
        let plan = Plan(
            id: PlanID(uuids.next()), name: clean, createdAt: Self.wholeSeconds(clock.now), source: source,
            exercises: exercises)
        if let problem = plan.problem { throw PlanError.invalid(problem) }
        // Checked again inside the store's lock: another process may have taken the name since.
        guard try await store.saveIfNameFree(plan) else { throw PlanError.duplicateName(clean) }
        return plan
    }

    /// Renames a plan, saved at once (V3.3).
    ///
    /// - Returns: the saved plan.
    /// - Throws: `PlanError.duplicateName`; `StorageError`.
    @discardableResult
    public func rename(_ id: PlanID, to name: String) async throws -> Plan {
        let clean = try await availableName(name, excluding: id)
        return try await change(id) { $0.name = clean }
    }

    /// Copies a plan under a new name.
    ///
    /// - Returns: the new plan.
    /// - Throws: `PlanError.duplicateName`; `StorageError`.
    @discardableResult
    public func duplicate(_ id: PlanID, as name: String?) async throws -> Plan {
        guard let original = try await store.plan(id) else {
            throw PlanError.notFound(id.description, suggestion: nil)
        }
        return try await create(
            name ?? "\(original.name) (copy)", source: original.source, exercises: original.exercises)
    }

    /// A warning to show before deleting `id`, or `nil` (V3.5: deleting the last plan).
    ///
    /// - Throws: `StorageError`.
    public func deletionWarning(for id: PlanID) async throws -> String? {
        let plans = try await store.all()
        guard plans.count == 1, plans[0].id == id else { return nil }
        return "'\(plans[0].name)' is your last saved plan; deleting it leaves you with no plans."
    }

    /// Deletes a plan at once (V3.4).
    ///
    /// - Throws: `StorageError`.
    public func delete(_ id: PlanID) async throws { try await store.delete(id) }

    /// Records that a workout started from the plan at `date` (now when not given)
    /// (`markPlanAsUsed`); a date before the one kept leaves it (a workout finished late never
    /// moves the plan's last use back).
    ///
    /// - Throws: `StorageError`.
    public func markUsed(_ id: PlanID, at date: Date? = nil) async throws {
        let used = Self.wholeSeconds(date ?? clock.now)
        try await change(id) { $0.lastUsedAt = max($0.lastUsedAt ?? used, used) }
    }

    /// The plans that use `exerciseID`, as "plan 'NAME'" texts (for guarded exercise deletes).
    ///
    /// - Throws: `StorageError`.
    public func usage(of exerciseID: ExerciseID) async throws -> [String] {
        try await store.all().filter { $0.exercises.contains { $0.exerciseID == exerciseID } }.map {
            "plan '\($0.name)'"
        }
    }

    /// Applies an edit to a plan and saves it, refusing a result that is not valid.
    ///
    /// - Returns: the saved plan.
    /// - Throws: `PlanError`, `StorageError`.
    @discardableResult
    public func change(_ id: PlanID, _ edit: @escaping @Sendable (inout Plan) throws -> Void) async throws
        -> Plan
    {
        try await store.update(id) { plan in
            var updated = plan
            try edit(&updated)
            if let problem = updated.problem { throw PlanError.invalid(problem) }
            return updated
        }
    }

    private func availableName(_ name: String, excluding id: PlanID?) async throws -> String {
        guard let clean = NameText.clean(name) else { throw PlanError.invalid("the plan has no name") }
        guard clean.count <= NameText.longest else {
            throw PlanError.invalid("a plan name has at most \(NameText.longest) characters")
        }
        if try await store.all().contains(where: { $0.id != id && $0.name.lowercased() == clean.lowercased() }
        ) {
            throw PlanError.duplicateName(clean)
        }
        return clean
    }

    static func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }
}
