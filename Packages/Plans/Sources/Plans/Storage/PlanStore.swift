/// The storage port of saved plans: one record per plan.
public protocol PlanStore: Sendable {
    /// Every readable plan. Corrupt ones are set aside and reported, never returned (V2.5).
    ///
    /// - Throws: `StorageError` when the plans cannot be listed.
    func all() async throws -> [Plan]

    /// What a list shows of every readable plan, in the order of `all()`.
    ///
    /// - Throws: `StorageError` when the plans cannot be listed.
    func summaries() async throws -> [PlanSummary]

    /// One plan, or `nil`.
    ///
    /// - Throws: `StorageError`.
    func plan(_ id: PlanID) async throws -> Plan?

    /// Saves a new or changed plan.
    ///
    /// - Throws: `StorageError` (after retries for the file adapter).
    func save(_ plan: Plan) async throws

    /// Saves `plan` unless another plan already has its name (any case), checked and written as
    /// one step, so two processes creating the same name make one plan.
    ///
    /// - Returns: `false` (nothing saved) when the name is taken.
    /// - Throws: `StorageError`.
    func saveIfNameFree(_ plan: Plan) async throws -> Bool

    /// Reads, changes and saves one plan as one step.
    ///
    /// - Returns: the plan as saved.
    /// - Throws: `StorageError.notFound`, what `change` throws, `StorageError`.
    @discardableResult
    func update(_ id: PlanID, _ change: @Sendable (Plan) throws -> Plan) async throws -> Plan

    /// Deletes a plan; a missing one is fine.
    ///
    /// - Throws: `StorageError`.
    func delete(_ id: PlanID) async throws
}

extension PlanStore {
    /// Every plan read, summarized (an adapter that keeps summaries answers without reading them).
    public func summaries() async throws -> [PlanSummary] { try await all().map(PlanSummary.init) }
}
