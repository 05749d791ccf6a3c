import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DataArchive {
    /// Checks every entry of an archive: a safe relative path no other entry has, and a
    /// document valid for the format its path and envelope name.
    ///
    /// The paths are checked in order; the documents, the bulk of the work, on all cores. The
    /// problem reported is the one of the first entry that has one, as a check in order finds.
    ///
    /// - Throws: `StorageError.invalid` describing the first problem.
    static func checkEntries(_ entries: [Entry], formats: [DocumentFormat]) throws(StorageError) {
        var seen: Set<String> = []
        seen.reserveCapacity(entries.count)
        var pathFailure: (index: Int, error: StorageError)?
        for (index, entry) in entries.enumerated() {
            if let problem = pathProblem(entry.path, seen: &seen) {
                pathFailure = (index, problem)
                break
            }
        }
        // Only the documents before a bad path can be the first problem.
        let checked = pathFailure?.index ?? entries.count
        if let documentFailure = firstFailure(of: checked, { documentProblem(entries[$0], formats: formats) })
        {
            throw documentFailure
        }
        if let pathFailure { throw pathFailure.error }
    }

    /// Runs `work` for each index below `count` on all cores; the problem of the lowest index
    /// that had one, as running them in order would find first, or `nil`.
    static func firstFailure(of count: Int, _ work: @Sendable (Int) -> StorageError?) -> StorageError? {
        let failures = Mutex<[Int: StorageError]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { index in
            if let problem = work(index) { failures.withLock { $0[index] = problem } }
        }
        return failures.withLock { found in found.min { $0.key < $1.key }?.value }
    }

    /// Why `path` cannot be an entry's (absolute, `..`, `.`, empty or hidden components, not
    /// `.json`, too long, too deep, listed before), or `nil`; `seen` gains it. Read as bytes,
    /// as the file system reads it.
    static func pathProblem(_ path: String, seen: inout Set<String>) -> StorageError? {
        // Made only for a message: cutting at a character is slow.
        var shown: String { String(path.prefix(80)) }
        let bytes = Array(path.utf8)
        let components = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        let dot = UInt8(ascii: ".")
        // A control byte (NUL ends the path the file system sees: "x.json\0.json" wrote x.json
        // past the check for a second listing of it) is in no fitshell path.
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            return .invalid("The archive has an unsafe path '\(shown.debugDescription)'.")
        }
        guard bytes.first != UInt8(ascii: "/"), bytes.count >= 5, bytes.suffix(5).elementsEqual(".json".utf8),
            !components.contains(where: {
                $0.isEmpty || $0.elementsEqual([dot]) || $0.elementsEqual([dot, dot])
            })
        else {
            return .invalid("The archive has an unsafe path '\(shown)'.")
        }
        guard bytes.count <= longestPath, components.count <= 6,
            components.allSatisfy({ $0.count <= 100 && $0.first != dot })
        else {
            return .invalid("The archive has a path no fitshell file has: '\(shown)'.")
        }
        guard seen.insert(path).inserted else {
            return .invalid("The archive lists \(shown) twice.")
        }
        return nil
    }

    /// Why an entry's document is not one its path may hold (not a document, another format's,
    /// or invalid for its format), or `nil`.
    static func documentProblem(_ entry: Entry, formats: [DocumentFormat]) -> StorageError? {
        var shown: String { String(entry.path.prefix(80)) }
        let data = Data(entry.document.utf8)
        guard let headerFormat = envelopeFormat(of: data) else {
            return .invalid("\(shown) in the archive is not a document this fitshell knows.")
        }
        guard let format = formats.first(where: { $0.name == headerFormat && $0.allows(entry.path) }) else {
            let known = formats.contains { $0.name == headerFormat }
            return .invalid(
                known
                    ? "\(shown) in the archive holds '\(headerFormat.prefix(40))' data, which does not belong there."
                    : "\(shown) in the archive is not a document this fitshell knows.")
        }
        if let problem = format.problem(in: data) {
            return .invalid("\(shown) in the archive is invalid: \(problem).")
        }
        return nil
    }
}
