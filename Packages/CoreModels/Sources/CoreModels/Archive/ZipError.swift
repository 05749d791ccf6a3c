/// Why a zip archive or a DEFLATE stream could not be read.
public enum ZipError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read.
    case io(String)
    /// The file is not a zip archive (no end-of-central-directory record).
    case notAZip
    /// The archive or the compressed data ends before it should.
    case truncated
    /// An entry compressed with a method other than stored (0) or deflate (8).
    case unsupportedMethod(UInt16)
    /// An encrypted entry.
    case encrypted
    /// Structures or compressed data that make no sense.
    case corrupt(String)
    /// The entry's data does not match its CRC-32.
    case checksumMismatch(entry: String)
    /// The entry's data is not the size the archive declares.
    case sizeMismatch(entry: String)

    /// Plain words for a person.
    public var description: String {
        switch self {
        case .io(let reason): "it cannot be read: \(reason)"
        case .notAZip: "it is not a zip archive"
        case .truncated: "the archive is cut short (truncated); copy or download it again"
        case .unsupportedMethod(let method):
            "an entry is compressed with method \(method), which fitshell does not read (only stored and deflate)"
        case .encrypted: "an entry is encrypted"
        case .corrupt(let reason): "the archive is damaged (\(reason))"
        case .checksumMismatch(let entry): "\(entry) is damaged: its data does not match its checksum"
        case .sizeMismatch(let entry): "\(entry) is damaged: its data is not the size the archive declares"
        }
    }
}
