import CommandKit
import CoreModels
import Foundation

/// Tells the user which files were set aside as corrupt during a run, and what to do next.
struct CorruptionNotice {
    let plugins: [Plugin]

    /// Whether `file` holds preferences (equipment, settings), whose messages keep the designed
    /// VoltLift wording; other data is never "reset to defaults".
    static func isPreferences(_ file: String) -> Bool {
        ["equipment.json", "settings.json"].contains((file as NSString).lastPathComponent)
    }

    func show(_ reports: [CorruptionReport], console: Console, context: AppContext?) {
        let style = console.style
        let headline =
            reports.allSatisfy({ Self.isPreferences($0.file) })
            ? StorageError.dataCorruption(reports[0]).errorDescription ?? ""
            : "Data corruption detected: the damaged file was set aside and read as empty."
        console.printError("\(style.warning("warning:")) \(headline)")
        for report in reports {
            console.printError("  \(report.summary)")
            let name = (report.file as NSString).lastPathComponent
            if plugins.contains(where: { $0.isDerived(name) }) {
                console.printError(
                    "  \(style.muted("next:")) it was rebuilt from the files it is derived from; nothing is lost"
                )
            } else if let hint = plugins.lazy.compactMap({ $0.recoveryHints[name] }).first {
                console.printError("  \(style.muted("next:")) \(hint)")
            }
        }
        console.printError("  Everything else is unaffected. 'fitshell data doctor' checks every file.")
    }
}
