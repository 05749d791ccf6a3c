import CommandKit
import Equipment
import ShellKit

extension EquipmentError: ReportableError {
    /// Every equipment error is a usage error: a name that is not an equipment kind.
    public func report(program: String) -> CLIError { .usage(errorDescription ?? "\(self)") }
}
