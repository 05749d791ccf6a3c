import Foundation
import Testing

@testable import CommandKit

#if canImport(Glibc)
    import Glibc
#endif

#if os(Linux)
    @Suite("Spawn")
    struct SpawnTests {
        /// How the child's other descriptors are closed: glibc's action, or one close each.
        static func closing(_ fallback: Bool) -> (inout posix_spawn_file_actions_t, Int32) -> Void {
            { actions, first in
                if fallback {
                    Spawn.closeEachInheritable(&actions, from: first)
                } else {
                    Spawn.closeInherited(&actions, from: first)
                }
            }
        }

        @Test("collects output and error in order, the exit status and the added environment")
        func collectsOutcome() throws {
            let outcome = try #require(
                Spawn.run(
                    "/bin/sh", ["-c", "echo out; echo err >&2; echo $FITSHELL_SPAWN_TEST; exit 3"],
                    environment: ["FITSHELL_SPAWN_TEST": "added"]))
            #expect(outcome == Spawn.Outcome(status: 3, output: "out\nerr\nadded\n"))
        }

        @Test("a killed child reports 128 + the signal")
        func killedChild() throws {
            let outcome = try #require(Spawn.run("/bin/sh", ["-c", "kill -9 $$"]))
            #expect(outcome.status == 128 + 9)
        }

        @Test("the child's output file has no name while it runs, so a killed parent leaves nothing in /tmp")
        func outputFileIsNameless() throws {
            let outcome = try #require(Spawn.run("/bin/sh", ["-c", "readlink /proc/self/fd/1"]))
            #expect(outcome.status == 0)
            #expect(outcome.output.hasPrefix("/tmp/"))
            #expect(outcome.output.hasSuffix(" (deleted)\n"))
        }

        @Test("the child holds its output file only as its standard output and error")
        func outputFileNotInherited() throws {
            let outcome = try #require(Spawn.run("/bin/sh", ["-c", "ls -l /proc/$$/fd"]))
            let holders = outcome.output.split(separator: "\n").filter {
                $0.contains("/tmp/") && $0.contains("(deleted)")
            }
            #expect(holders.count == 2, "\(outcome.output)")
        }

        @Test(
            "a file this process opened without close-on-exec does not reach the child",
            arguments: [false, true])
        func strayFileNotInherited(fallback: Bool) throws {
            let stray = open("/dev/zero", O_RDONLY)
            try #require(stray >= 0)
            defer { close(stray) }
            let outcome = try #require(
                Spawn.run(
                    "/bin/sh", ["-c", "ls -l /proc/$$/fd"], environment: [:], closing: Self.closing(fallback))
            )
            #expect(outcome.status == 0)
            // This test's own descriptor, by number: a test running beside it may open another
            // after the fallback listed the open ones, which that way of closing cannot cover.
            #expect(!outcome.output.contains(" \(stray) -> /dev/zero"), "\(outcome.output)")
            #expect(outcome.output.contains("/tmp/"), "\(outcome.output)")
        }

        @Test(
            "a passed descriptor is the child's descriptor 3, and a lock on it outlives this side's copy while the child runs",
            arguments: [false, true])
        func passedLockOutlivesParent(fallback: Bool) throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "spawn-\(getpid())-\(fallback)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("lock").path
            let stray = open("/dev/zero", O_RDONLY)
            try #require(stray >= 0)
            defer { close(stray) }
            let lock = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(lock >= 0 && flock(lock, LOCK_EX) == 0)
            // The child leaves a grandchild behind that keeps descriptor 3 until it is killed.
            let outcome = try #require(
                Spawn.run(
                    "/bin/sh", ["-c", "ls -l /proc/$$/fd; sleep 60 >/dev/null 2>&1 & echo \"left $!\""],
                    environment: [:], passing: lock, closing: Self.closing(fallback)))
            #expect(outcome.status == 0)
            let left = outcome.output.split(separator: "\n").last { $0.hasPrefix("left ") }
            let grandchild = try #require(left.flatMap { pid_t($0.dropFirst(5)) })
            var killed = false
            defer { if !killed { kill(grandchild, SIGKILL) } }
            let three = outcome.output.split(separator: "\n").filter { $0.contains(" 3 -> ") }
            #expect(three.count == 1 && three[0].hasSuffix(path), "\(outcome.output)")
            #expect(!outcome.output.contains(" \(stray) -> /dev/zero"), "\(outcome.output)")
            // This side lets go of its copy without unlocking, as a killed process does.
            close(lock)
            let other = open(path, O_RDWR | O_CLOEXEC)
            try #require(other >= 0)
            defer { close(other) }
            #expect(flock(other, LOCK_EX | LOCK_NB) != 0, "the grandchild's copy still holds the lock")
            kill(grandchild, SIGKILL)
            killed = true
            #expect(flock(other, LOCK_EX) == 0, "taken once the grandchild ends")
        }

        @Test("a program that does not exist cannot start")
        func missingProgram() {
            #expect(Spawn.run("/nonexistent/program", []) == nil)
        }
    }
#endif
