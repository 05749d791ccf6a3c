/// What a measured command is held to.
enum Target: String, Encodable {
    /// A static "hello" built by the bench: the process floor of this machine.
    case hello
    /// `--version`: the floor every ratio is taken against; ≤ 1.3 × the static hello.
    case floor
    /// An everyday command: at 10 years ≤ 1.5 × `--version` and ≤ 1.2 × empty; ≤ 40 MiB.
    case everyday
    /// Statistics, records and charts: ≤ 2.5 × `--version` at 10 years, ≤ 4 × at 30.
    case analysis
    /// `report` over the whole history: ≤ 300 ms and ≤ 2 MB of HTML at 10 years.
    case report
    /// A bulk import: ≥ 200,000 rows a second, ≤ 64 MiB.
    case importRate = "import"
    /// `import apple-health` of a generated 1 GB export: ≥ 100 MB of XML a second, ≤ 64 MiB.
    case healthImport = "health-import"
    /// Whole-profile export or import: measured, no target.
    case archive
}

/// One measured command line.
struct Step {
    /// The name in the table.
    let name: String
    /// The arguments after `fitshell`.
    let arguments: [String]
    /// The target it is held to.
    let target: Target
}

/// Steps run in order once per iteration, e.g. a workout: start, done, status, finish.
struct Scenario {
    /// The steps.
    let steps: [Step]

    init(_ steps: Step...) { self.steps = steps }

    init(steps: [Step]) { self.steps = steps }

    /// The commands measured on every profile (the SVG goes to `svgPath`).
    static func profileScenarios(svgPath: String, reportPath: String) -> [Scenario] {
        [
            // The floor and its own floor run one after the other in each round, so the
            // machine's changes of speed (minutes apart on this VM) fall on both alike: run as
            // separate scenarios, the hello once measured 0.38 ms and `--version` 0.75 ms
            // minutes later, against 0.63 and 0.70 ms when run side by side.
            Scenario(
                Step(name: "static hello", arguments: [], target: .hello),
                Step(name: "--version", arguments: ["--version"], target: .floor)),
            Scenario(Step(name: "dashboard", arguments: [], target: .everyday)),
            Scenario(
                Step(name: "journal toggle", arguments: ["journal", "toggle", "sore"], target: .everyday)),
            Scenario(Step(name: "journal show", arguments: ["journal", "show"], target: .everyday)),
            Scenario(Step(name: "weight list", arguments: ["weight", "list"], target: .everyday)),
            Scenario(Step(name: "supplements show", arguments: ["supplements", "show"], target: .everyday)),
            Scenario(
                Step(
                    name: "supplements take", arguments: ["supplements", "take", "creatine"],
                    target: .everyday)
            ),
            Scenario(
                Step(
                    name: "weight add", arguments: ["weight", "add", "80.5", "--replace"], target: .everyday)),
            Scenario(
                Step(
                    name: "workout start", arguments: ["workout", "start", "Day A", "--skip-checkin"],
                    target: .everyday),
                // With values, as a lifter logs a set (a bare `done` on a dumbbell set with no weight
                // to take is refused); the typo and dumbbell checks run as they do at the gym.
                Step(
                    name: "workout done", arguments: ["workout", "done", "--weight", "20", "--reps", "8"],
                    target: .everyday),
                Step(name: "workout status", arguments: ["workout", "status"], target: .everyday),
                Step(
                    name: "workout finish", arguments: ["workout", "finish", "--keep-plan"], target: .everyday
                )),
            Scenario(Step(name: "history", arguments: ["history"], target: .everyday)),
            Scenario(Step(name: "history stats", arguments: ["history", "stats"], target: .analysis)),
            Scenario(
                Step(
                    name: "charts show --svg", arguments: ["charts", "show", "1", "--svg", svgPath, "--yes"],
                    target: .analysis)),
            Scenario(Step(name: "prs", arguments: ["prs"], target: .analysis)),
            Scenario(
                Step(
                    name: "exercises search", arguments: ["exercises", "search", "bench press"],
                    target: .everyday)
            ),
            Scenario(Step(name: "plans list", arguments: ["plans", "list"], target: .everyday)),
            Scenario(Step(name: "week", arguments: ["week"], target: .everyday)),
            Scenario(
                Step(
                    name: "report",
                    arguments: ["report", "--from", "1990-01-01", "--out", reportPath, "--yes"],
                    target: .report)),
        ]
    }
}
