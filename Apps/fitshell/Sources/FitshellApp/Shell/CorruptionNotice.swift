import CommandKit
import CoreModels
import Foundation

/// Tells the user which files were set aside as corrupt during a run, and what to do next.
struct CorruptionNotice {
    let plugins: [Plugin]

    func show(_ reports: [CorruptionReport], console: Console, context: AppContext?) {
        let style = console.style
        console.printError(
            "\(style.warning("warning:")) \(StorageError.dataCorruption(reports[0]).errorDescription ?? "")")
        for report in reports {
            console.printError("  \(report.summary)")
            let name = (report.file as NSString).lastPathComponent
            if let hint = plugins.lazy.compactMap({ $0.recoveryHints[name] }).first {
                console.printError("  \(style.muted("next:")) \(hint)")
            }
        }
        console.printError("  Everything else is unaffected. 'fitshell data doctor' checks every file.")
    }
}
