import Foundation

/// A fresh folder under the system's temporary folder, removed when the last reference to it
/// goes away. Each test takes its own, so tests run in parallel without sharing files.
public final class TemporaryFolder: Sendable {
    /// The folder (created on init).
    public let url: URL

    /// Creates an empty folder named `fitshell-LABEL-UUID`.
    public init(_ label: String = "test") {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("fitshell-\(label)-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The file `name` inside the folder.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit { try? FileManager.default.removeItem(at: url) }
}
