/// Who a program built on the shell kit is: the name it shows everywhere (help, version,
/// hints, completions), what it says about itself, and where it keeps its data.
///
/// Two programs with different identities never share data: each has its own environment
/// variable and default folder.
public struct ShellIdentity: Sendable {
    /// The program's name, as typed: `fitshell`, `healthlog`.
    public var name: String
    /// The version printed by `--version`.
    public var version: String
    /// One line under the name in `--help`.
    public var summary: String
    /// A paragraph under the summary in `--help`.
    public var discussion: String
    /// Example argument lists for the root `--help` (the name is put in front).
    public var examples: [String]
    /// The environment variable naming the data folder, e.g. `FITSHELL_HOME`.
    public var homeVariable: String
    /// The environment variable that fixes the clock to an ISO-8601 instant for reproducible
    /// scripts and tests, e.g. `FITSHELL_NOW`.
    public var clockVariable: String
    /// The variable naming this device in sync stamps (`FITSHELL_DEVICE`; default: the host name).
    public var deviceVariable: String
    /// The data folder's name under `$XDG_DATA_HOME` or `~/.local/share`.
    public var folderName: String

    /// Describes a program; the variables default to the upper-cased name (`HEALTHLOG_HOME`,
    /// `HEALTHLOG_NOW`) and the folder to the name.
    public init(
        name: String, version: String, summary: String, discussion: String = "",
        examples: [String] = [], homeVariable: String? = nil, clockVariable: String? = nil,
        folderName: String? = nil
    ) {
        // ASCII upper case by hand: `uppercased()` loads the Unicode case tables at start-up.
        let prefix = String(
            decoding: name.utf8.map { byte in
                byte == UInt8(ascii: "-") ? UInt8(ascii: "_") : (97...122).contains(byte) ? byte - 32 : byte
            }, as: UTF8.self)
        self.name = name
        self.version = version
        self.summary = summary
        self.discussion = discussion
        self.examples = examples
        self.homeVariable = homeVariable ?? prefix + "_HOME"
        self.clockVariable = clockVariable ?? prefix + "_NOW"
        self.deviceVariable = prefix + "_DEVICE"
        self.folderName = folderName ?? name
    }
}
