import CommandKit
import CoreModels
import ShellKit

/// The interactive equipment set-up: a numbered list; type numbers to toggle, Enter to save.
///
/// Line-based on purpose, so it works in any terminal, over ssh and in tmux.
public struct EquipmentPicker {
    /// The console asked on.
    public let console: Console

    /// Creates a picker on `console`.
    public init(console: Console) { self.console = console }

    /// Returns the chosen kinds, or `nil` when the user quits.
    public func pick(starting: Set<EquipmentKind>) -> [EquipmentKind]? {
        var chosen = starting
        let style = console.style
        let kinds = EquipmentKind.allCases
        while true {
            console.print(style.heading("Which equipment do you have?"))
            for (index, kind) in kinds.enumerated() {
                let mark = chosen.contains(kind) ? style.success("[x]") : "[ ]"
                let number = PlainText.fitted(String(index + 1), to: 3)
                console.print("  \(number)\(mark) \(kind.displayName)")
            }
            console.write("Numbers to toggle (e.g. 2 5), Enter to save, q to cancel: ")
            guard let line = console.readLine() else { return nil }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            if words.isEmpty { return kinds.filter { chosen.contains($0) } }
            if words == ["q"] { return nil }
            for word in words {
                guard let number = Int(word), kinds.indices.contains(number - 1) else {
                    console.print(style.warning("'\(word)' is not a number from 1 to \(kinds.count)."))
                    continue
                }
                let kind = kinds[number - 1]
                if chosen.contains(kind) { chosen.remove(kind) } else { chosen.insert(kind) }
            }
        }
    }
}
