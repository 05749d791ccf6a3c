#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sets unreadable files aside as `NAME.corrupt-YYYYMMDDTHHMMSSZ` so nothing is lost and the
/// rest of the data keeps working.
public enum Quarantine {
    /// The suffix marker of set-aside files.
    public static let marker = ".corrupt-"

    /// Moves `url` aside and returns the report to show the user.
    public static func setAside(_ url: URL, reason: String, at instant: Date) -> CorruptionReport {
        let stamp = stampFormat(instant)
        var target = url.deletingLastPathComponent()
            .appendingPathComponent(url.lastPathComponent + marker + stamp)
        var counter = 2
        while FileManager.default.fileExists(atPath: target.path) {
            target = url.deletingLastPathComponent()
                .appendingPathComponent(url.lastPathComponent + marker + stamp + "-\(counter)")
            counter += 1
        }
        guard rename(url.path, target.path) == 0 else {
            return CorruptionReport(file: url.path, movedTo: nil, reason: reason)
        }
        FileSystem.syncFolder(url.deletingLastPathComponent())
        return CorruptionReport(file: url.path, movedTo: target.path, reason: reason)
    }

    /// Whether a file name is a set-aside copy.
    public static func isQuarantined(_ name: String) -> Bool {
        name.contains(marker)
    }

    private static func stampFormat(_ instant: Date) -> String {
        let (date, seconds) = Zone.utc.local(instant)
        let day = date.description.filter { $0 != "-" }
        return day + "T" + PlainText.zeroPadded(seconds / 3_600, 2)
            + PlainText.zeroPadded(seconds / 60 % 60, 2)
            + PlainText.zeroPadded(seconds % 60, 2) + "Z"
    }
}
