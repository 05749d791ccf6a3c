#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables, read straight from the C library's `environ`.
///
/// `ProcessInfo`'s dictionary gives the same pairs, but builds its object first, which costs a
/// short command a noticeable share of its run.
public enum ProcessEnvironment {
    /// Every `NAME=value` pair of the environment; the first wins when a name repeats (as
    /// `getenv` does).
    public static func variables() -> [String: String] {
        var result: [String: String] = [:]
        #if canImport(Darwin)
            guard let entries = _NSGetEnviron()?.pointee else { return result }
        #else
            guard let entries = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else {
                return result
            }
        #endif
        var count = 0
        while entries[count] != nil { count += 1 }
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let entry = entries[index] else { break }
            // Split at the first `=` as bytes: no intermediate string of the whole pair.
            let length = strlen(entry)
            entry.withMemoryRebound(to: UInt8.self, capacity: length) { start in
                let bytes = UnsafeBufferPointer(start: start, count: length)
                guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals > 0 else { return }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
                if result[name] == nil {
                    result[name] = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
                }
            }
        }
        return result
    }
}
