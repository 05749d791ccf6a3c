import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What unit a file's unqualified weights are in, how sure that is, and the loads that said so.
public struct UnitDecision: Equatable, Sendable, Codable {
    /// How sure the decision is.
    public enum Confidence: String, Equatable, Sendable, Codable {
        /// Every weight's unit was named by the file, its rows, or the user.
        case stated
        /// The loads clearly point one way.
        case high
        /// The loads do not say clearly (few weights, or signals both ways): ask.
        case low
    }

    /// The unit for weights the file does not qualify.
    public var unit: MassUnit
    /// How sure.
    public var confidence: Confidence
    /// Sets whose weight had no unit in the file.
    public var unqualifiedSets: Int
    /// Points for pounds: plate loads such as 135/225/315, loads over 300, kilograms converted
    /// to pounds (44.09 = 20 kg).
    public var poundScore: Int
    /// Points for kilograms: 2.5-kg and 1-kg steps that pound equipment rarely makes (62.5, 57,
    /// 22), pounds converted to kilograms (5.67 = 12.5 lb).
    public var kilogramScore: Int
    /// A few of the loads that pointed to pounds (as written), largest first.
    public var poundExamples: [Double]
    /// A few of the loads that pointed to kilograms (as written), largest first.
    public var kilogramExamples: [Double]

    /// Creates a decision.
    public init(
        unit: MassUnit, confidence: Confidence, unqualifiedSets: Int = 0, poundScore: Int = 0,
        kilogramScore: Int = 0, poundExamples: [Double] = [], kilogramExamples: [Double] = []
    ) {
        self.unit = unit
        self.confidence = confidence
        self.unqualifiedSets = unqualifiedSets
        self.poundScore = poundScore
        self.kilogramScore = kilogramScore
        self.poundExamples = poundExamples
        self.kilogramExamples = kilogramExamples
    }
}

/// Infers the unit of weights a file does not label (classic Strong exports have no unit), from
/// plate arithmetic: pound gyms load 45-lb bars with 45/25/10/5-lb plates and 5-lb dumbbell steps,
/// so their loads are multiples of 5 with tell-tale totals (135, 185, 225, 315, 405); kilogram gyms
/// load 20-kg bars with 1.25–25-kg plates and 2-kg dumbbell steps (62.5, 57, 22, 16).
public enum UnitInference {
    /// Decides the unit of the unqualified weights in `workouts`.
    ///
    /// - Parameters:
    ///   - workouts: what a reader produced.
    ///   - prior: the user's unit, taken when the loads do not decide.
    /// - Returns: the decision; `.stated` when no weight lacks a unit.
    public static func decide(_ workouts: [ImportedWorkout], prior: MassUnit) -> UnitDecision {
        var decision = UnitDecision(
            unit: prior, confidence: .stated, unqualifiedSets: 0, poundScore: 0, kilogramScore: 0,
            poundExamples: [], kilogramExamples: [])
        var poundLoads: Set<Double> = []
        var kilogramLoads: Set<Double> = []
        for workout in workouts {
            for exercise in workout.exercises {
                for set in exercise.sets where set.unit == nil {
                    // A load no set can have in either unit (a typo, left out later) says nothing.
                    guard let value = set.weight, value > 0,
                        value <= Mass.heaviestSet.value(in: .pounds) + 0.01
                    else { continue }
                    decision.unqualifiedSets += 1
                    let points = evidence(value)
                    decision.poundScore += points.pounds
                    decision.kilogramScore += points.kilograms
                    if points.pounds > 0 { poundLoads.insert(value) }
                    if points.kilograms > 0 { kilogramLoads.insert(value) }
                }
            }
        }
        guard decision.unqualifiedSets > 0 else { return decision }
        decision.poundExamples = Array(poundLoads.sorted(by: >).prefix(5))
        decision.kilogramExamples = Array(kilogramLoads.sorted(by: >).prefix(5))
        let (pounds, kilograms) = (decision.poundScore, decision.kilogramScore)
        if pounds >= minimumScore, pounds >= dominance * kilograms {
            (decision.unit, decision.confidence) = (.pounds, .high)
        } else if kilograms >= minimumScore, kilograms >= dominance * pounds {
            (decision.unit, decision.confidence) = (.kilograms, .high)
        } else {
            decision.unit = pounds > kilograms ? .pounds : (kilograms > pounds ? .kilograms : prior)
            decision.confidence = .low
        }
        return decision
    }

    /// The fewest points that can decide alone.
    static let minimumScore = 4
    /// How many times the other side's points the winner needs.
    static let dominance = 3

    /// Loads a 45-lb bar makes with pairs of 45-lb plates (and 25s): the classic pound totals.
    static let poundPlateTotals: Set<Double> = [135, 185, 225, 275, 315, 365, 405, 455, 495, 545, 585]

    /// The points one load gives each unit.
    static func evidence(_ value: Double) -> (pounds: Int, kilograms: Int) {
        var pounds = 0
        var kilograms = 0
        if poundPlateTotals.contains(value) { pounds += 2 }
        if value >= 300 { pounds += 1 }
        let isHalfStep = (value * 2).rounded() == value * 2
        if value >= 20, isHalfStep, value.truncatingRemainder(dividingBy: 5) != 0 { kilograms += 1 }
        if !isQuarter(value) {
            let fromKilograms = isNear(value * MassUnit.pounds.kilogramsPerUnit, step: 0.5, tolerance: 0.06)
            let fromPounds = isNear(value / MassUnit.pounds.kilogramsPerUnit, step: 1.25, tolerance: 0.12)
            if fromKilograms, !fromPounds { pounds += 2 }
            if fromPounds, !fromKilograms { kilograms += 2 }
        }
        return (pounds, kilograms)
    }

    /// Whether `value` is a whole number of quarters (what people type).
    static func isQuarter(_ value: Double) -> Bool { abs(value * 4 - (value * 4).rounded()) < 0.001 }

    /// Whether `value` lies within `tolerance` of a multiple of `step` (and is not zero).
    static func isNear(_ value: Double, step: Double, tolerance: Double) -> Bool {
        let nearest = (value / step).rounded() * step
        return nearest > 0 && abs(value - nearest) <= tolerance
    }
}
