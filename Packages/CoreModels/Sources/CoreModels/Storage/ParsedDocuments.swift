import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The last documents parsed strictly (by `DocumentBody`, or an archive's check of a
/// document's envelope), kept with their bytes: a locked read-modify-write reads a file and
/// then replaces it, and working out the replaced file's sync stamps would otherwise parse the
/// same bytes a second time; an archive's documents are checked for their envelope and then
/// read, on several threads at once (so a few are kept, not one). Only a byte-for-byte equal
/// text gets a kept value back, so it is never stale; only strict parses are kept, so a reader
/// that needs one gets one.
enum ParsedDocuments {
    /// How many are kept: one per thread that checks archive documents, and to spare.
    static let capacity = 8
    /// A document's bytes and their parse (a struct, not a tuple: a tuple's type is made at run
    /// time, under the runtime's lock, whenever generic code needs it).
    private struct Kept {
        let bytes: Data
        let root: JSONValue
    }

    private static let recent = Mutex<[Kept]>([])

    // Under the lock the list is only changed or copied (a few references); comparing a
    // document's bytes and freeing a parse let go of are done outside it (done inside, an
    // archive's check threads waited on each other: perf showed a tenth of a restore in the
    // lock's slow path).

    /// Keeps `root`, the strict parse of `bytes`, in place of the oldest kept.
    static func keep(_ root: JSONValue, of bytes: Data) {
        let added = Kept(bytes: bytes, root: root)
        let dropped = recent.withLock { kept -> [Kept] in
            var dropped: [Kept] = []
            if kept.count >= capacity {
                dropped = Array(kept.prefix(kept.count - capacity + 1))
                kept.removeFirst(dropped.count)
            }
            kept.append(added)
            return dropped
        }
        withExtendedLifetime(dropped) {}
    }

    /// The parse of `bytes` when they are a document kept; `nil` otherwise.
    static func root(of bytes: Data) -> JSONValue? {
        let kept = recent.withLock { $0 }
        return kept.last { $0.bytes.count == bytes.count && $0.bytes == bytes }?.root
    }
}
