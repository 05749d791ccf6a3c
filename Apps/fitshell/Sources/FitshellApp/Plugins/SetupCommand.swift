import CommandKit
import CoreModels
import Equipment
import EquipmentCommands
import Plans
import PlansCommands
import ShellKit
import WorkoutSessionCommands

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `setup`: onboarding (BodyFocus FR-001–FR-005, US1) — interactive at a terminal,
/// by flags otherwise; then the program is generated and saved as plans.
enum SetupCommand {
    /// The plug-in: `setup`, and on the first interactive run the offer to set up.
    static var plugin: Plugin { Plugin(name: "setup", commands: [command], welcome: welcome) }

    /// On the first interactive run without a program, offers the set-up once (US1.1).
    static let welcome: @Sendable (RunContext) async throws -> Void = { context in
        guard try await context.programs.profile() == nil else { return }
        let settings = Settings.file(context)
        guard try settings.load()?.onboardingOffered != true else { return }
        // Settings set aside as damaged: writing new ones here would set the unit to kg
        // unseen (a number typed without its unit is refused until the user says it).
        guard Settings.setAside(context) == nil else { return }
        try settings.update { current in
            var value = current ?? Settings()
            value.onboardingOffered = true
            return value
        }
        context.console.print(context.style.heading("Welcome to \(context.program)!"))
        guard
            Prompt.confirm(
                "Set up your training program now (about a minute)?", default: true, console: context.console)
        else {
            context.console.print("Later, run: \(context.program) setup")
            return
        }
        try await SetupCommand.run(Invocation(path: [context.program, "setup"]), context)
        context.console.print()
    }

    static let profileOptions: [Option] = [
        .value("goal", "goal", help: "your main goal", choices: TrainingGoal.allRawValues),
        .value("knees", "profile", help: "how your knees are", choices: KneeProfile.allRawValues),
        .value("days", "n", help: "training days per week", choices: ["1", "2", "3"]),
        .value("minutes", "n", help: "minutes per session", choices: ["20", "30", "45"]),
        .value(
            "equipment", "list",
            help: "the equipment you have, comma-separated (default: your current selection)"),
    ]

    static var command: Command<RunContext> {
        Command(
            "setup", summary: "Set up your training profile and generate your program",
            discussion:
                "At a terminal it asks step by step (unit → goal → knees → schedule → equipment → summary).\n"
                + "Without one, give every answer as a flag.",
            examples: [
                "setup",
                "setup --unit lb --goal arms --knees sensitive --days 3 --minutes 30 --equipment bodyweight,dumbbell",
            ],
            options: [
                .value(
                    "unit", "unit",
                    help: "weights in kg or lb, saved as your setting (default: your setting)",
                    choices: ["kg", "lb"])
            ] + profileOptions + [.value("seed", "n", help: "vary the generated program (default 1)")],
            action: { invocation, context in try await run(invocation, context) })
    }

    static func run(_ invocation: Invocation, _ context: RunContext) async throws {
        let current = try await context.programs.profile()
        let interactive = context.console.isInteractive && !context.wantsJSON
        var goal = try context.named("goal", as: TrainingGoal.self)
        var knees = try context.named("knees", as: KneeProfile.self)
        var days = try invocation.integer("days", in: 1...3)
        var minutes = try invocation.integer("minutes", in: 20...45)
        var equipment = try invocation.value("equipment").map { try EquipmentService.parseKinds([$0]) }
        // The unit comes first: the program's progression steps are worked out in it (2.5 kg or
        // 5 lb), so a lifter in pounds set up in kilograms had steps of 5.51 lb.
        var unit = try invocation.value("unit").map { text in
            guard let unit = MassUnit(parsing: text) else {
                throw CLIError.usage("The unit is kg or lb, not '\(text)'.")
            }
            return unit
        }
        if interactive {
            let chooser = Chooser(console: context.console)
            let cancelled = CLIError("Set-up cancelled; nothing was changed.")
            // The questions asked are numbered among themselves (answers given as flags are not asked).
            let total = [
                unit == nil, goal == nil, knees == nil, days == nil, minutes == nil, equipment == nil,
            ]
            .filter { $0 }.count
            var asked = 0
            func step(_ question: String) -> String {
                asked += 1
                return "\(asked)/\(total) \(question)"
            }
            if unit == nil {
                unit = chooser.choose(
                    step("Weights in kilograms or pounds?"),
                    [("kg — kilograms", MassUnit.kilograms), ("lb — pounds", MassUnit.pounds)],
                    current: try context.unit())
                guard unit != nil else { throw cancelled }
            }
            if goal == nil {
                goal = chooser.choose(
                    step("What is your main goal?"), TrainingGoal.allCases.map { ($0.displayName, $0) },
                    current: current?.goal ?? .generalFitness)
                guard goal != nil else { throw cancelled }
            }
            if knees == nil {
                let labels: [KneeProfile: String] = [
                    .healthy: "Healthy — any exercise", .sensitive: "Sensitive — no high knee load",
                    .restricted: "Restricted — low knee load only",
                ]
                knees = chooser.choose(
                    step("How are your knees?"),
                    KneeProfile.allCases.map { (labels[$0] ?? $0.displayName, $0) },
                    current: current?.knees ?? .healthy)
                guard knees != nil else { throw cancelled }
            }
            if days == nil {
                days = chooser.choose(
                    step("Training days per week?"), [1, 2, 3].map { ("\($0)", $0) },
                    current: current?.daysPerWeek ?? 3)
                guard days != nil else { throw cancelled }
            }
            if minutes == nil {
                minutes = chooser.choose(
                    step("Minutes per session?"),
                    TrainingProfile.sessionLengths.map { ("\($0) minutes", $0) },
                    current: current?.minutesPerSession ?? 30)
                guard minutes != nil else { throw cancelled }
            }
            if equipment == nil {
                context.console.print(context.style.heading(step("Equipment")))
                guard
                    let picked = EquipmentPicker(console: context.console).pick(
                        starting: try await context.equipment.usableKinds())
                else { throw cancelled }
                equipment = picked
            }
        }
        let missing = [
            ("--goal", goal == nil && current == nil), ("--knees", knees == nil && current == nil),
            ("--days", days == nil && current == nil), ("--minutes", minutes == nil && current == nil),
        ].filter(\.1).map(\.0)
        guard missing.isEmpty else {
            throw CLIError.usage(
                "Set-up needs \(missing.joined(separator: ", ")) when not at a terminal.",
                hint:
                    "e.g. \(context.program) setup --goal arms --knees sensitive --days 3 --minutes 30 --equipment bodyweight,dumbbell"
            )
        }
        guard
            let profile = TrainingProfile(
                goal: goal ?? current?.goal ?? .generalFitness, knees: knees ?? current?.knees ?? .healthy,
                daysPerWeek: days ?? current?.daysPerWeek ?? 3,
                minutesPerSession: minutes ?? current?.minutesPerSession ?? 30)
        else {
            throw CLIError.usage("Minutes per session must be 20, 30 or 45.")
        }
        if interactive {
            let usable = try await context.equipment.usableKinds()
            let kinds = (equipment ?? Array(usable)).sorted().map(\.displayName)
            context.console.print(context.style.heading("Summary"))
            let shownUnit = try unit ?? context.unit()
            context.console.print(
                "  \(profile.goal.displayName) · \(profile.knees.displayName) knees · \(profile.daysPerWeek) days × \(profile.minutesPerSession) min · weights in \(shownUnit.symbol)"
            )
            context.console.print("  Equipment: \(kinds.joined(separator: ", "))")
            guard Prompt.confirm("Generate your program?", default: true, console: context.console) else {
                throw CLIError("Set-up cancelled; nothing was changed.")
            }
        }
        if let unit, unit != (try Settings.file(context).load()?.unit) {
            try Settings.file(context).update { current in
                var settings = current ?? Settings()
                settings.unit = unit
                return settings
            }
        }
        if let equipment { try await context.equipment.set(equipment) }
        let seed = UInt64(try invocation.integer("seed", in: 0...Int(Int32.max)) ?? 1)
        try await ProgramPlugin.generate(profile: profile, seed: seed, context: context)
    }
}
