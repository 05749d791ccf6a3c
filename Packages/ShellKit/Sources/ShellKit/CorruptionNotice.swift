import CommandKit
import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Tells the user which files were set aside as corrupt during a run, and what to do next.
struct CorruptionNotice {
    let plugins: [Plugin]
    let program: String

    /// The files whose corruption means "defaults are used" (every plug-in's preference files).
    var preferenceFiles: Set<String> { Shell.preferenceFiles(of: plugins) }

    func show(_ reports: [CorruptionReport], console: Console) {
        let style = console.style
        let preferences = preferenceFiles
        let headline =
            reports.allSatisfy({ preferences.contains(PlainText.lastPathComponent($0.file)) })
            ? StorageError.dataCorruption(reports[0]).errorDescription ?? ""
            : "Data corruption detected: the damaged file was set aside and read as empty."
        console.printError("\(style.warning("warning:")) \(headline)")
        for report in reports {
            console.printError("  \(report.summary)")
            let name = PlainText.lastPathComponent(report.file)
            if plugins.contains(where: { $0.isDerived(name) }) {
                console.printError(
                    "  \(style.muted("next:")) it was rebuilt from the files it is derived from; nothing is lost"
                )
            } else if let hint = plugins.lazy.compactMap({ $0.recoveryHints(program)[name] }).first {
                console.printError("  \(style.muted("next:")) \(hint)")
            }
        }
        let doctor = Shell.hasCommand("data", in: plugins)
        console.printError(
            "  Everything else is unaffected."
                + (doctor ? " '\(program) data doctor' checks every file." : ""))
    }
}
