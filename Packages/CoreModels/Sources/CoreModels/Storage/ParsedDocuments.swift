import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The last document parsed strictly (by `DocumentBody`, or an archive's check of a document's
/// envelope), kept with its bytes: a locked read-modify-write reads a file and then replaces
/// it, and working out the replaced file's sync stamps would otherwise parse the same bytes a
/// second time; an archive's documents are checked for their envelope and then read. Only a
/// byte-for-byte equal text gets the kept value back, so it is never stale; only strict parses
/// are kept, so a reader that needs one gets one.
enum ParsedDocuments {
    private static let last = Mutex<(bytes: Data, root: JSONValue)?>(nil)

    /// Keeps `root`, the strict parse of `bytes`, in place of the last one.
    static func keep(_ root: JSONValue, of bytes: Data) {
        last.withLock { $0 = (bytes, root) }
    }

    /// The parse of `bytes` when they are the last document kept; `nil` otherwise.
    static func root(of bytes: Data) -> JSONValue? {
        last.withLock { kept in
            guard let kept, kept.bytes.count == bytes.count, kept.bytes == bytes else { return nil }
            return kept.root
        }
    }
}
