import CoreModels

/// Reviewed exceptions to the knee-load rules, by exercise id, each with the reason.
///
/// The rules work from names and muscles; these are exercises whose names mislead them.
enum KneeLoadOverrides {
    static let table: [String: KneeLoad] = [
        // Isometric wall sit with deep knee flexion under body weight.
        "wall-squat": .high,
        // Kettlebell and dumbbell swings are hip hinges; the knees stay soft.
        "one-arm-kettlebell-swings": .low,
        "two-arm-kettlebell-swings": .low,
        // Mountain climbers are a plank with knee drives: no impact, little knee load.
        "mountain-climbers": .moderate,
        // Hip thrusts and bridges load the hips, not the knees (already low by rule; pinned).
        "barbell-hip-thrust": .low,
        "barbell-glute-bridge": .low,
        // Seated and lying leg curls: the knee flexes against resistance, moderate shear.
        "lying-leg-curls": .moderate,
        "seated-leg-curl": .moderate,
        // Split squats are classified as stretching in the source, but are loaded lunges.
        "split-squats": .high,
        // Cycling is low impact.
        "bicycling": .low,
        "bicycling-stationary": .low,
        "recumbent-bike": .low,
        // Elliptical trainers are low impact.
        "elliptical-trainer": .low,
        // The source lists quadriceps for this adductor isolation; the knee is not loaded.
        "cable-hip-adduction": .low,
        // Olympic lifts listed under shoulders or hamstrings still catch in a squat.
        "clean-and-jerk": .high,
        "power-clean": .moderate,
        // Rowing machines flex the knee fully under load, repeatedly.
        "rowing-stationary": .moderate,
    ]
}
