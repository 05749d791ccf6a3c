import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a list of plans shows of each (`plans list`, the dashboard): kept for a folder of plan
/// files so that a list need not read every plan.
public struct PlanSummary: Hashable, Sendable {
    /// The plan's id.
    public let id: PlanID
    /// Its name.
    public let name: String
    /// When it was created.
    public let createdAt: Date
    /// When a workout last started from it.
    public let lastUsedAt: Date?
    /// Where it came from.
    public let source: Plan.Source
    /// How many exercises it has.
    public let exerciseCount: Int

    /// The summary of `plan`.
    public init(_ plan: Plan) {
        self.init(
            id: plan.id, name: plan.name, createdAt: plan.createdAt, lastUsedAt: plan.lastUsedAt,
            source: plan.source, exerciseCount: plan.exercises.count)
    }

    /// Creates a summary.
    public init(
        id: PlanID, name: String, createdAt: Date, lastUsedAt: Date?, source: Plan.Source, exerciseCount: Int
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.source = source
        self.exerciseCount = exerciseCount
    }

    /// The order `PlanStore.all()` lists plans in: by creation, then name, then id.
    public static func listed(_ left: PlanSummary, _ right: PlanSummary) -> Bool {
        // The id's text only for a tie: made for every comparison, it was a sixth of sorting.
        if left.createdAt != right.createdAt { return left.createdAt < right.createdAt }
        if left.name != right.name { return left.name < right.name }
        return left.id.description < right.id.description
    }
}
