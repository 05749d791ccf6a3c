import CoreModels
import Foundation
import Synchronization

/// A small versioned document: version 1 had `name`, version 2 has `title` and `count`.
struct Note: VersionedDocument, Equatable {
    static let format = "test.note"
    static let currentVersion = 2

    var title: String
    var count: Int

    static func migrate(from version: Int, fileData: Data) throws -> Note {
        struct V1: Decodable {
            struct Payload: Decodable { let name: String }
            let data: Payload
        }
        guard version == 1 else { throw DocumentValidationError("unknown version \(version)") }
        return Note(title: try JSONDecoder().decode(V1.self, from: fileData).data.name, count: 0)
    }

    func validate() throws {
        if title.trimmingCharacters(in: .whitespaces).isEmpty {
            throw DocumentValidationError("the title is empty")
        }
        if count < 0 { throw DocumentValidationError("count \(count) is negative") }
    }
}

/// Remembers every wait instead of waiting.
final class RecordingSleeper: Sleeper {
    private let waits = Mutex<[Double]>([])
    var recorded: [Double] { waits.withLock { $0 } }
    func sleep(seconds: Double) { waits.withLock { $0.append(seconds) } }
}

/// A writer that fails its first `failures` calls, then writes for real.
final class FlakyWriter: Sendable {
    private let remaining: Mutex<Int>
    private let calls = Mutex(0)
    var callCount: Int { calls.withLock { $0 } }

    init(failures: Int) { remaining = Mutex(failures) }

    func write(_ data: Data, _ url: URL) throws {
        calls.withLock { $0 += 1 }
        let fail = remaining.withLock { left -> Bool in
            guard left > 0 else { return false }
            left -= 1
            return true
        }
        if fail { throw StorageError.saveFailure(file: url.path, reason: "No space left on device") }
        try FileSystem.writeAtomically(data, to: url)
    }
}

func fixedContext(log: CorruptionLog = CorruptionLog(), sleeper: any Sleeper = RecordingSleeper())
    -> StorageContext
{
    StorageContext(
        clock: FixedWallClock(Date(timeIntervalSince1970: 1_790_000_000)), corruptionLog: log,
        sleeper: sleeper)
}
