import CommandKit

/// `fitshell workout play`: placeholder replaced below.
enum WorkoutPlayer {
    static var command: Command<AppContext> {
        Command(
            "play", summary: "Full-screen player", examples: ["fitshell workout play"], action: { _, _ in })
    }
}
