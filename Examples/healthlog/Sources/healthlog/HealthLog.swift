import JournalCommands
import ShellKit
import SupplementsCommands

/// healthlog: fitshell's daily journal, body weight and supplements as a program of its own.
@main
enum HealthLog {
    static let identity = ShellIdentity(
        name: "healthlog", version: "1.0.0", summary: "daily journal, body weight and supplements",
        discussion: "Run with no command for today's overview.",
        examples: ["", "journal tag trained \"slept well\"", "weight add 82.4", "supplements take creatine"])

    static func main() {
        ShellMain.start(
            identity: identity,
            plugins: [JournalPlugin.plugin, WeightPlugin.plugin(), SupplementsPlugin.plugin])
    }
}
