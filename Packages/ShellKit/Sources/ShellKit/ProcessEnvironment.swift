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
        var index = 0
        while let entry = entries[index] {
            index += 1
            let text = String(cString: entry)
            guard let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")), equals > text.startIndex else {
                continue
            }
            let name = String(text[..<equals])
            if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
        }
        return result
    }
}
