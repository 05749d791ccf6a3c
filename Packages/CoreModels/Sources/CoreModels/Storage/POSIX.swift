#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The message of the current `errno`, e.g. `Permission denied`.
func errnoText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}

/// `open(2)` with a mode, retried on `EINTR`.
func openFile(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    while true {
        let fd = open(path, flags, mode)
        if fd >= 0 || errno != EINTR { return fd }
    }
}
