import CommandKit
import CoreModels
import Foundation
import ShellKit
import Testing

@Suite("Data folder resolution")
struct DataLocationTests {
    let cwd = URL(fileURLWithPath: "/work/here")
    let identity = ShellIdentity(name: "fitshell", version: "1", summary: "test")

    @Test("--data-dir beats FITSHELL_HOME beats XDG_DATA_HOME beats HOME")
    func precedence() throws {
        let all = ["FITSHELL_HOME": "/f", "XDG_DATA_HOME": "/x", "HOME": "/h"]
        #expect(
            try DataLocation.resolveRoot(
                dataDir: "rel", environment: all, workingDirectory: cwd, identity: identity
            ).0.path
                == "/work/here/rel")
        #expect(
            try DataLocation.resolveRoot(
                dataDir: nil, environment: all, workingDirectory: cwd, identity: identity) == (
                    URL(fileURLWithPath: "/f", isDirectory: true), "FITSHELL_HOME"
                ))
        let xdg = try DataLocation.resolveRoot(
            dataDir: nil, environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"], workingDirectory: cwd,
            identity: identity)
        #expect(xdg.0.path == "/x/fitshell")
        let home = try DataLocation.resolveRoot(
            dataDir: nil, environment: ["HOME": "/h"], workingDirectory: cwd, identity: identity)
        #expect(home.0.path == "/h/.local/share/fitshell")
        // An empty --data-dir (an unset variable in a script) is a usage error, not the default.
        for empty in ["", "  "] {
            #expect(throws: CLIError.self) {
                try DataLocation.resolveRoot(
                    dataDir: empty, environment: all, workingDirectory: cwd, identity: identity)
            }
        }
    }

    @Test(
        "a data folder with dot segments or repeated slashes is standardized; one without is taken as it is",
        arguments: [
            "/a/b", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.", "//a", "/a//b", "/a/...", "/a/..b", "/a/.b/",
            "/.", "/..", "rel/../x", "./x", "../x", "x/", "~/d", "/a//", "/a/b//", "///", "/a/", "x//",
            "/private/tmp/x", "/privateer", "/var/automount/x", ".", "..", "a/.", "/a/b/./",
        ])
    func standardized(path: String) throws {
        for variable in ["FITSHELL_HOME", "--data-dir"] {
            let environment = ["HOME": "/h", variable: path]
            let root = try DataLocation.resolveRoot(
                dataDir: variable == "--data-dir" ? path : nil, environment: environment,
                workingDirectory: cwd,
                identity: identity
            ).0
            let expanded = path.hasPrefix("~/") ? "/h/" + path.dropFirst(2) : path
            let plain =
                expanded.hasPrefix("/")
                ? URL(fileURLWithPath: expanded, isDirectory: true)
                : cwd.appendingPathComponent(expanded, isDirectory: true)
            // The whole URL (`path` drops trailing slashes) and the profile folder under it.
            #expect(
                root.absoluteString == plain.standardizedFileURL.absoluteString, "\(path) from \(variable)")
            #expect(
                DataLocation.folder(of: "default", in: root).path
                    == DataLocation.folder(of: "default", in: plain.standardizedFileURL).path)
            #expect(!root.absoluteString.dropFirst("file://".count).contains("//"), "\(root.absoluteString)")
        }
    }

    @Test("no HOME and nothing else set is an I/O error with a hint")
    func noHome() {
        #expect(throws: (any Error).self) {
            try DataLocation.resolveRoot(
                dataDir: nil, environment: [:], workingDirectory: cwd, identity: identity)
        }
    }

    @Test("profile names: lower-case letters, digits, - and _")
    func profileNames() {
        #expect(ProfileRegistry.problem(with: "home-gym_2") == nil)
        #expect(ProfileRegistry.problem(with: "Home") != nil)
        #expect(ProfileRegistry.problem(with: "../etc") != nil)
        #expect(ProfileRegistry.problem(with: "") != nil)
        #expect(ProfileRegistry.problem(with: String(repeating: "a", count: 33)) != nil)
    }
}
