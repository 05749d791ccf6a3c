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

    /// Keeps `root`, the strict parse of `bytes`, in place of the oldest kept.
    static func keep(_ root: JSONValue, of bytes: Data) {
        recent.withLock { kept in
            if kept.count >= capacity { kept.removeFirst(kept.count - capacity + 1) }
            kept.append(Kept(bytes: bytes, root: root))
        }
    }

    /// The parse of `bytes` when they are a document kept; `nil` otherwise.
    static func root(of bytes: Data) -> JSONValue? {
        recent.withLock { kept in
            kept.last { $0.bytes.count == bytes.count && $0.bytes == bytes }?.root
        }
    }
}
