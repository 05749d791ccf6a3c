import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Errors of the journal and weight features.
public enum JournalError: Error, Equatable, Sendable, LocalizedError {
    /// No tag has this name; `suggestion` is the nearest one.
    case unknownTag(String, suggestion: String?)
    /// The tag is retired.
    case retiredTag(String)
    /// A tag with this name exists already.
    case duplicateTag(String)
    /// A tag name is empty.
    case emptyTagName
    /// A weight is already recorded for the day.
    case weightExists(LocalDate, Mass)
    /// No weight is recorded for the day.
    case noWeight(LocalDate)
    /// The weight is not a plausible body weight.
    case invalidWeight(String)
    /// The day is after today: nobody has weighed themselves there yet.
    case futureDay(LocalDate, today: LocalDate)

    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch self {
        case .unknownTag(let name, let suggestion):
            let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
            return "There is no tag '\(name)'.\(hint)"
        case .retiredTag(let name):
            return "The tag '\(name)' is retired."
        case .duplicateTag(let name):
            return "A tag named '\(name)' already exists."
        case .emptyTagName:
            return "A tag needs a name of 1 to \(NameText.longest) visible characters."
        case .weightExists(let date, let mass):
            return
                "A weight of \(mass.formatted(in: .kilograms)) is already recorded for \(date). Use --replace to overwrite it."
        case .noWeight(let date):
            return "No weight is recorded for \(date)."
        case .invalidWeight(let reason):
            return "Invalid weight: \(reason)."
        case .futureDay(let day, let today):
            return
                "\(day) is in the future (today is \(today)); only today or an earlier day can be recorded."
        }
    }
}
