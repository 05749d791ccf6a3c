import CoreModels
import Exercises

extension DerivedDigestEntry {
    /// The last sessions of the exercises charts follow (`recentSessions(of:count:)`), as index
    /// lines: the dashboard's sparklines read them instead of years of index lines. Its source
    /// is every year's identity, then `|`, the count and the exercises' ids.
    static let recentSessions = 3
}

extension JSONFileWorkoutStore {
    /// `recentSessions(of:count:)` read from the kept entry when it was made for these
    /// exercises and count from the years as they are now; otherwise read from the years and
    /// kept for the next run (a failure to keep it costs only time).
    nonisolated public func recentSessions(of exercises: Set<ExerciseID>, count: Int) async throws
        -> [WorkoutSummary]
    {
        guard !exercises.isEmpty, count > 0 else { return [] }
        let years = try await self.years()
        let source = recentSessionsSource(exercises, count: count, years: years)
        if let source, let kept = keptRecentSessions(source: source) { return kept }
        let sessions = try await readRecentSessions(of: exercises, count: count)
        // Kept only when no year changed while they were read.
        if let source, source == recentSessionsSource(exercises, count: count, years: years) {
            keep(derived: [
                .init(
                    year: DerivedDigestEntry.recentSessions, source: source,
                    text: SummaryLineCodec.encode(sessions))
            ])
        }
        return sessions
    }

    /// What an entry for `exercises` and `count` over `years` is valid for; `nil` without years.
    nonisolated func recentSessionsSource(_ exercises: Set<ExerciseID>, count: Int, years: [Int]) -> String? {
        DerivedDigestEntry.source(of: years, digestSource(year:)).map {
            "\($0)|\(count):" + exercises.map(\.rawValue).sorted().joined(separator: ",")
        }
    }

    /// The kept entry's sessions when its source is `source` and every line reads and passes
    /// the index's checks; `nil` otherwise.
    nonisolated func keptRecentSessions(source: String) -> [WorkoutSummary]? {
        guard
            let entry = keptDigests(textsOf: [DerivedDigestEntry.recentSessions])?.years.first(where: {
                $0.year == DerivedDigestEntry.recentSessions
            }), entry.source == source,
            let sessions = try? SummaryLineCodec.decode(entry.text),
            sessions.allSatisfy({ $0.problem == nil })
        else { return nil }
        return sessions
    }

    /// Whether the kept recent sessions claim to come from the years as they are now but
    /// differ from those read again from the indexes (a hand edit, a copy from elsewhere):
    /// `data doctor` reports it.
    ///
    /// - Throws: `StorageError` when an index cannot be read.
    public func recentSessionsMismatch() async throws -> Bool {
        guard
            let entry = keptDigests()?.years.first(where: { $0.year == DerivedDigestEntry.recentSessions }),
            let bar = entry.source.lastIndex(of: "|"),
            let colon = entry.source[bar...].firstIndex(of: ":"),
            let count = Int(entry.source[entry.source.index(after: bar)..<colon])
        else { return false }
        let exercises = Set(
            entry.source[entry.source.index(after: colon)...].split(separator: ",").map {
                ExerciseID(String($0))
            })
        let years = try await self.years()
        guard recentSessionsSource(exercises, count: count, years: years) == entry.source else {
            return false
        }
        let kept = try? SummaryLineCodec.decode(entry.text)
        return kept != (try await readRecentSessions(of: exercises, count: count))
    }
}
