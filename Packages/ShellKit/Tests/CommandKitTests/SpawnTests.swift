import Testing

@testable import CommandKit

#if canImport(Glibc)
    import Glibc
#endif

#if os(Linux)
    @Suite("Spawn")
    struct SpawnTests {
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
            let closing = fallback ? Spawn.closeEachInheritable : Spawn.closeInherited
            let outcome = try #require(
                Spawn.run("/bin/sh", ["-c", "ls -l /proc/$$/fd"], environment: [:], closing: closing))
            #expect(outcome.status == 0)
            #expect(!outcome.output.contains("/dev/zero"), "\(outcome.output)")
            #expect(outcome.output.contains("/tmp/"), "\(outcome.output)")
        }

        @Test("a program that does not exist cannot start")
        func missingProgram() {
            #expect(Spawn.run("/nonexistent/program", []) == nil)
        }
    }
#endif
