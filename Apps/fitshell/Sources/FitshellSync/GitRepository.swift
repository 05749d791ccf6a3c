import CommandKit
import CoreModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A data folder as a git work tree, driven through the system's `git` (a child process; no
/// library, no credentials kept: those are git's business).
struct GitRepository {
    /// The work tree (a profile's data folder).
    let folder: URL
    /// The `git` binary.
    let git: String
    /// Commit dates (`@SECONDS +0000`) from the injected clock, so commits order like the edits.
    var date: String?
    /// The sync lock, while this process holds it: every git command that may
    /// touch the work tree or `.git` gets it, so a sync killed part-way keeps the lock until
    /// the git it started (and the merge driver git started) ends; no command and no other sync
    /// works in the folder meanwhile. Commands that only talk to the remote do not get it (an
    /// ssh or credential helper they start may outlive them).
    var lock: FileLock.Held?
    /// More environment variables for the git commands (and the merge driver they start).
    var environment: [String: String] = [:]

    /// git commands that only exchange with the remote.
    static let remoteOnly: Set<String> = ["fetch", "push", "ls-remote"]

    /// The repository at `folder`, or `nil` when no `git` is installed.
    init?(folder: URL) {
        let candidates =
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map {
                "\($0)/git"
            } + ["/usr/bin/git"]
        guard let git = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        self.folder = folder
        self.git = git
    }

    /// Whether the folder is already a work tree.
    var exists: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) }

    /// Runs `git -C FOLDER ARGUMENTS` and returns its outcome (status 127 when it cannot start).
    @discardableResult
    func run(_ arguments: String...) -> Spawn.Outcome { run(arguments) }

    @discardableResult
    func run(_ arguments: [String]) -> Spawn.Outcome {
        // What git writes is as private as the rest of the data folder (0600 files, 0700 folders).
        let previous = umask(0o077)
        defer { umask(previous) }
        let held = lock.map(\.descriptor).flatMap { $0 >= 0 ? $0 : nil }
        let passing = arguments.first.map { Self.remoteOnly.contains($0) } == false ? held : nil
        // Housekeeping git starts after a commit or merge runs before it returns, under the lock,
        // rather than in the background; no file-system monitor daemon is started to keep it.
        return Spawn.run(
            git,
            [
                "-c", "gc.autoDetach=false", "-c", "maintenance.autoDetach=false", "-c",
                "core.fsmonitor=false",
                "-C", folder.path,
            ] + arguments,
            environment: ["GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C", "GIT_MERGE_AUTOEDIT": "no"].merging(
                (date.map { ["GIT_AUTHOR_DATE": $0, "GIT_COMMITTER_DATE": $0] } ?? [:]).merging(environment) {
                    first, _ in first
                }
            ) { first, _ in first }, passing: passing)
            ?? Spawn.Outcome(status: 127, output: "git could not be started")
    }

    /// The output of a git command that must succeed, trimmed.
    func value(_ arguments: String...) -> String? {
        let outcome = run(arguments)
        guard outcome.status == 0 else { return nil }
        let text = outcome.output
        let blank: Set<Character> = [" ", "\n", "\r", "\t"]
        return String(text.drop { blank.contains($0) }.reversed().drop { blank.contains($0) }.reversed())
    }

    /// A setting of this repository (`git config --get`).
    func config(_ key: String) -> String? { value("config", "--get", key) }

    /// Whether the remote branch `origin/main` is known here.
    var hasRemoteBranch: Bool { run("rev-parse", "--verify", "-q", "refs/remotes/origin/main").status == 0 }

    /// Local changes (`git status --porcelain`), one line each.
    var changes: [String] {
        // Not trimmed: a line's first column may be a blank that belongs to its status.
        let status = run("status", "--porcelain")
        guard status.status == 0 else { return [] }
        return status.output.split(separator: "\n").map(String.init)
    }

    /// Commits here not on origin, and on origin not here.
    var aheadBehind: (ahead: Int, behind: Int)? {
        guard hasRemoteBranch, let text = value("rev-list", "--left-right", "--count", "HEAD...origin/main")
        else {
            return nil
        }
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

    /// The first line of git's message, for an error.
    static func reason(_ outcome: Spawn.Outcome) -> String {
        let lines: [String] = outcome.output.split(separator: "\n").map { String($0.trimmingSpaces()) }.filter
        {
            !$0.isEmpty
        }
        if let failure = lines.first(where: { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") }) {
            return failure
        }
        return lines.last ?? "git exited with status \(outcome.status)"
    }
}
