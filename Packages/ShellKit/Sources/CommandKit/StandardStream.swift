#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes text to standard output or standard error with `write(2)`, whole (retried on short
/// writes and interruptions); a closed pipe is left to SIGPIPE's default, as any tool's.
public enum StandardStream {
    /// Writes `text` to the file descriptor `fd`.
    public static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                #if canImport(Glibc)
                    let written = Glibc.write(fd, base + offset, bytes.count - offset)
                #elseif canImport(Musl)
                    let written = Musl.write(fd, base + offset, bytes.count - offset)
                #else
                    let written = Darwin.write(fd, base + offset, bytes.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
