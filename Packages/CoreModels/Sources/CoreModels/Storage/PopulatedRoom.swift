#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Room for reading a large file, mapped with its pages already in place.
///
/// Memory for a large read comes from the C library's `mmap` with no page behind it yet: the
/// read then faults once per 4 KiB page (60 faults for a 10-year history's digests file, a
/// tenth of `prs`). Mapped here with `MAP_POPULATE`, one call puts every page in place. The
/// memory is anonymous and private, so nothing another process does to the file can take it
/// away under a reader (a mapping of the file itself could fault if the file were cut short).
enum PopulatedRoom {
    /// Files from this size are read into populated room; smaller ones come from the heap,
    /// whose pages are mostly in place already.
    static let threshold = 128 << 10

    /// Reads `fd` to its end into `room` populated bytes; when the file holds more, the rest
    /// is read by `FileSystem.readGrowing`. `nil` when no room could be mapped (the caller then
    /// reads as usual).
    static func fill(from fd: Int32, room: Int, limit: Int) -> FileSystem.ReadOutcome? {
        #if os(Linux)
            let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE
        #else
            let flags = MAP_PRIVATE | MAP_ANON
        #endif
        guard let start = mmap(nil, room, PROT_READ | PROT_WRITE, flags, -1, 0), start != MAP_FAILED else {
            return nil
        }
        var filled = 0
        while filled < room {
            let count = read(fd, start + filled, room - filled)
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                munmap(start, room)
                return .failed(code)
            }
            if count == 0 { break }
            filled += count
            if filled > limit {
                munmap(start, room)
                return .tooLarge
            }
        }
        if filled == room {
            // The file grew past what `fstat` said: the rest is read into growing room.
            let outcome = FileSystem.readGrowing(
                fd, limit: limit, room: room * 2, prefix: UnsafeRawBufferPointer(start: start, count: filled))
            munmap(start, room)
            return outcome
        }
        let mapped = UncheckedMapping(start: start, size: room)
        return .read(
            Data(bytesNoCopy: start, count: filled, deallocator: .custom { _, _ in mapped.unmap() }))
    }

    /// A mapping handed to `Data`'s deallocator.
    private struct UncheckedMapping: @unchecked Sendable {
        let start: UnsafeMutableRawPointer
        let size: Int
        func unmap() { munmap(start, size) }
    }
}
