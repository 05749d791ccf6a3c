import CoreModels

/// Keeps plans in memory.
public actor InMemoryPlanStore: PlanStore {
    private var plans: [PlanID: Plan] = [:]

    /// Creates a store holding `plans`.
    public init(_ plans: [Plan] = []) {
        self.plans = Dictionary(plans.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The held plans, oldest first.
    public func all() async throws -> [Plan] {
        plans.values.sorted { ($0.createdAt, $0.name) < ($1.createdAt, $1.name) }
    }

    /// The held plan.
    public func plan(_ id: PlanID) async throws -> Plan? { plans[id] }

    /// Holds `plan`.
    public func save(_ plan: Plan) async throws {
        if let problem = plan.problem {
            throw StorageError.invalid("Refusing to save invalid data: \(problem)")
        }
        plans[plan.id] = plan
    }

    /// Holds `plan` unless another held plan has its name.
    public func saveIfNameFree(_ plan: Plan) async throws -> Bool {
        guard
            !plans.values.contains(where: {
                $0.id != plan.id && $0.name.lowercased() == plan.name.lowercased()
            })
        else { return false }
        try await save(plan)
        return true
    }

    /// Applies `change` to the held plan.
    @discardableResult
    public func update(_ id: PlanID, _ change: @Sendable (Plan) throws -> Plan) async throws -> Plan {
        guard let current = plans[id] else { throw StorageError.notFound("The plan") }
        let updated = try change(current)
        try await save(updated)
        return updated
    }

    /// Forgets the plan.
    public func delete(_ id: PlanID) async throws { plans[id] = nil }
}
