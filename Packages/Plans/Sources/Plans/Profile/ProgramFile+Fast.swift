import CoreModels
import Exercises

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ProgramFile {
    /// Reads a current-version program through the strict byte-level JSON reading
    /// (`DocumentBody`): the dashboard, `week` and `workout start` read it on every run. It reads
    /// what the standard path reads; anything it does not take (an instant not written as
    /// fitshell writes it, a profile outside the ranges set-up offers) returns `nil` and takes
    /// the standard path.
    static func decodeFast(_ data: Data) -> ProgramFile? {
        guard let body = DocumentBody.read(data, format: format, version: currentVersion),
            let program = body["program"], let generatedAt = DocumentBody.instant(program["generatedAt"]),
            case .number(let seedText)? = program["seed"], let seed = UInt64(seedText),
            let profileValue = program["profile"], case .string(let goalText)? = profileValue["goal"],
            let goal = TrainingGoal(rawValue: goalText), case .string(let kneesText)? = profileValue["knees"],
            let knees = KneeProfile(rawValue: kneesText),
            let days = DocumentBody.integer(profileValue["daysPerWeek"]),
            let minutes = DocumentBody.integer(profileValue["minutesPerSession"]),
            let profile = TrainingProfile(
                goal: goal, knees: knees, daysPerWeek: days, minutesPerSession: minutes),
            case .array(let dayItems)? = program["days"]
        else { return nil }
        var programDays: [Program.Day] = []
        for item in dayItems {
            guard case .string(let label)? = item["label"],
                let weekday = DocumentBody.integer(item["weekday"]),
                case .string(let planText)? = item["planID"], let planID = PlanID(planText),
                planID.description == planText
            else { return nil }
            var generated: [ExerciseID]?
            if let list = item["generated"] {
                guard let names = DocumentBody.strings(list) else { return nil }
                generated = names.map { ExerciseID($0) }
            }
            programDays.append(
                Program.Day(label: label, weekday: weekday, planID: planID, generated: generated))
        }
        return ProgramFile(
            program: Program(profile: profile, seed: seed, generatedAt: generatedAt, days: programDays))
    }
}
