import CommandKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Recognizes a file that another plug-in imports, so an import that cannot read it names the
/// command that can ("this is a Strong workout export, not a body-weight file: import it with
/// `PROGRAM import FILE`"). The program that composes both plug-ins wires them together.
public struct ForeignFile: Sendable {
    /// What the file is and the command (after the program's name) that imports it, or `nil`
    /// when the file is not of this kind.
    public let recognize: @Sendable (Data) -> (kind: String, command: String)?

    /// Declares a recognizer.
    public init(recognize: @escaping @Sendable (Data) -> (kind: String, command: String)?) {
        self.recognize = recognize
    }

    /// The first recognizer's answer for `data`, as the error an import throws: "Cannot import:
    /// this is KIND, not WHAT." with the command as hint. Nothing when none recognizes it.
    ///
    /// - Throws: `CLIError` (exit 65) naming the command that reads the file.
    public static func refuse(
        _ data: Data, among recognizers: [ForeignFile], expected: String, program: String
    ) throws {
        for recognizer in recognizers {
            guard let (kind, command) = recognizer.recognize(data) else { continue }
            throw CLIError(
                "Cannot import: this is \(kind), not \(expected).",
                hint: "Import it with '\(program) \(command)'. Nothing was imported.", code: .dataError)
        }
    }
}
