import CoreModels

/// When in the day a supplement is taken.
public enum SupplementStack: String, Codable, Sendable, CaseIterable, Hashable {
    case morning, evening

    /// `Morning` or `Evening`.
    public var displayName: String { PlainText.capitalizingFirst(rawValue) }

    /// Reads `morning`/`am` or `evening`/`pm`/`night`, in any case; `nil` otherwise.
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "morning", "am": self = .morning
        case "evening", "pm", "night": self = .evening
        default: return nil
        }
    }
}
