import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a program day cannot be started now.
public enum ProgramDayError: Error, Equatable, Sendable, LocalizedError {
    /// No day has this label.
    case unknownDay(String, schedule: String)
    /// The day is later this week (BodyFocus v0.1: no early start).
    case notYet(label: String, weekday: String)
    /// Today is a rest day.
    case restDay(weekday: String, schedule: String)

    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch self {
        case .unknownDay(let label, let schedule):
            return "There is no program day '\(label)'. Your days: \(schedule)."
        case .notYet(let label, let weekday):
            return "Day \(label) is planned for \(weekday); starting it early is not possible."
        case .restDay(let weekday, let schedule):
            return "Today (\(weekday)) is a rest day. Your training days: \(schedule)."
        }
    }
}

extension Program {
    /// Short weekday names, Monday first.
    public static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// `Mon A, Wed B, Fri C`.
    public var schedule: String {
        days.map { "\(Self.weekdayNames[$0.weekday - 1]) \($0.label)" }.joined(separator: ", ")
    }

    /// The day to start on `today`: the one labelled `label` (a missed day may be caught up, a
    /// later one may not start early), or today's planned day when `label` is `nil`.
    ///
    /// - Throws: `ProgramDayError`.
    public func dayToStart(_ label: String?, on today: LocalDate) throws(ProgramDayError) -> Day {
        guard let label else {
            guard let planned = day(on: today) else {
                throw .restDay(weekday: Self.weekdayNames[today.isoWeekday - 1], schedule: schedule)
            }
            return planned
        }
        guard let chosen = days.first(where: { $0.label.lowercased() == label.lowercased() }) else {
            throw .unknownDay(label, schedule: schedule)
        }
        guard chosen.weekday <= today.isoWeekday else {
            throw .notYet(label: chosen.label, weekday: Self.weekdayNames[chosen.weekday - 1])
        }
        return chosen
    }
}
