import Plans
import ShellKit

extension RunContext {
    /// The folder of the saved plans in a profile.
    public static let plansFolder = "plans"
    /// The folder of the training profile and program in a profile.
    public static let programFolder = "program"

    /// The plan store over the profile's `plans/` folder.
    public var planStore: JSONFilePlanStore {
        JSONFilePlanStore(folder: folder(Self.plansFolder), context: storage)
    }

    /// Saved plans over the profile's `plans/` folder.
    public var plans: PlanService { PlanService(store: planStore, clock: clock) }

    /// The program store over the profile's `program/` folder.
    public var programStore: JSONFileProgramStore {
        JSONFileProgramStore(folder: folder(Self.programFolder), context: storage)
    }

    /// The training profile and program over the profile's `program/` folder.
    public var programs: ProgramService { ProgramService(store: programStore, plans: plans, clock: clock) }
}
