import CommandKit
import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A numbered single choice at a terminal: the current value is highlighted and Enter keeps it;
/// an option's name (or the start of one name) is taken as its number is.
///
/// Line-based on purpose (numbers, then Enter), so it works in any terminal and over ssh.
public struct Chooser {
    /// The console asked on.
    public let console: Console

    /// Creates a chooser on `console`.
    public init(console: Console) { self.console = console }

    /// Asks `title` until the user picks an option; `nil` when input ends or they type `q`.
    public func choose<Value: Equatable>(_ title: String, _ options: [(String, Value)], current: Value?)
        -> Value?
    {
        let style = console.style
        while true {
            console.print(style.heading(title))
            for (index, option) in options.enumerated() {
                let line = "\(index + 1)) \(option.0)"
                console.print(option.1 == current ? "  " + style.selected("> \(line)") : "    \(line)")
            }
            let hint = current == nil ? "" : ", Enter to keep the highlighted one"
            console.write("Number or name\(hint), q to cancel: ")
            guard let answer = console.readLine()?.trimmingSpaces() else { return nil }
            if answer.lowercased() == "q" { return nil }
            if answer.isEmpty, let current { return current }
            if let number = Int(answer), options.indices.contains(number - 1) { return options[number - 1].1 }
            // A name typed instead of its number: the whole name, else the one name it starts.
            // Letters and digits only, so `fat-loss` (as flags write it) is "Fat loss".
            func plain(_ text: String) -> String {
                String(text.lowercased().filter { $0.isLetter || $0.isNumber })
            }
            let typed = plain(answer)
            let named = typed.isEmpty ? [] : options.filter { plain($0.0) == typed }
            let started = typed.isEmpty ? [] : options.filter { plain($0.0).hasPrefix(typed) }
            if let only = named.count == 1 ? named.first : (started.count == 1 ? started.first : nil) {
                return only.1
            }
            // Else a word of one name: `pounds` for "lb — pounds", `knees` for "Knee-friendly
            // strength" (a word of four letters or more that the answer starts with).
            let words = { (label: String) in
                label.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
            }
            let worded =
                typed.count < 3 || started.count > 1
                ? []
                : options.filter { option in
                    words(option.0).contains { $0.hasPrefix(typed) || ($0.count >= 4 && typed.hasPrefix($0)) }
                }
            if worded.count == 1, let only = worded.first { return only.1 }
            // A word of one name typed with a slip ("sensitve"): named, to be picked by number.
            let near =
                typed.count < 4
                ? []
                : options.filter { option in
                    words(option.0).contains {
                        $0.count >= 4 && NearestMatch.distance(typed, $0) <= max(1, typed.count / 4)
                    }
                }
            console.print(
                style.warning(
                    started.count > 1
                        ? "'\(answer)' starts \(started.map(\.0).joined(separator: ", ")): type its number."
                        : near.count == 1
                            ? "Did you mean '\(near[0].0)'? Type its number."
                            : "Type a number from 1 to \(options.count), or a name."))
        }
    }
}
