import Foundation
import Testing

/// Headless Chromium, when installed: the report is checked the way a reader sees it.
struct Browser {
    let path: String

    /// The first Chromium or Chrome on this machine, or `nil`.
    static func find() -> Browser? {
        let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(
            String.init)
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return Browser(path: "\(folder)/\(name)")
            }
        }
        return nil
    }

    static let quiet = [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-default-apps", "--hide-scrollbars",
    ]

    /// Runs the browser with `arguments`; returns standard output and error.
    func run(_ arguments: [String]) throws -> (stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Self.quiet + arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }
}

@Suite("E2E: the report in a real browser")
struct ReportBrowserTests {
    static let sections = ["glance", "weekly", "lifts", "body", "habits", "workouts", "program"]

    @Test(
        "a 3-year report: self-contained, every section, no console error or request, fits 390 px, prints to a sane page count"
    )
    func report() throws {
        let fitshell = Fitshell(now: "2026-11-24T08:00:00Z")
        defer { fitshell.cleanUp() }
        #expect(try fitshell.run("dev", "generate", "--years", "3", "--seed", "5").status == 0)
        let page = fitshell.home.appendingPathComponent("report.html")
        let written = try fitshell.run("report", "--from", "2023-11-25", "--out", page.path)
        #expect(written.status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: page.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.utf8.count < 2_000_000)
        for forbidden in ["http://", "https://", "<script", "<link", "src=", "@import", "url("] {
            #expect(!html.contains(forbidden), "the page holds \(forbidden)")
        }
        for id in Self.sections { #expect(html.contains("<h2 id=\"\(id)\">"), "section \(id)") }
        #expect(html.contains("<title id=") && html.contains("role=\"img\""))

        guard let browser = Browser.find() else {
            let inCI = ProcessInfo.processInfo.environment["CI"] != nil
            #expect(!inCI, "CI must have Chromium: .ci/run installs Debian's chromium")
            print(
                "Skipped the browser checks of the report: no chromium or chrome on PATH (apt-get install chromium)."
            )
            return
        }
        let url = page.absoluteString
        // Loads with no console message, every section's heading in the DOM.
        let netLog = fitshell.home.appendingPathComponent("net.json")
        let dom = try browser.run([
            "--enable-logging=stderr", "--v=0", "--log-net-log=\(netLog.path)", "--dump-dom", url,
        ])
        for id in Self.sections {
            #expect(dom.stdout.contains("<h2 id=\"\(id)\">"), "section \(id) in the DOM")
        }
        let console = dom.stderr.split(separator: "\n").filter { $0.contains("CONSOLE") }
        #expect(console.isEmpty, "\(console.prefix(3))")
        // No request leaves the file: the only page URL loaded is the report itself.
        let log = (try? String(contentsOf: netLog, encoding: .utf8)) ?? ""
        let urls = Set(Self.urls(in: log)).filter { !Self.browserOwn($0) }
        #expect(urls.allSatisfy { $0 == url }, "\(urls.sorted().prefix(5))")
        // Screenshots at 1280 and 390 px are not blank (a blank page compresses to a few KB).
        for width in [1280, 390] {
            let shot = fitshell.home.appendingPathComponent("shot-\(width).png")
            _ = try browser.run(["--window-size=\(width),2400", "--screenshot=\(shot.path)", url])
            let size = (try? FileManager.default.attributesOfItem(atPath: shot.path)[.size] as? Int) ?? 0
            #expect(size > 40_000, "the \(width) px screenshot is \(size) bytes")
        }
        // No horizontal scrollbar at 390 px: the page's scroll width equals its client width.
        let wrapper = fitshell.home.appendingPathComponent("wrapper.html")
        try Data(
            """
            <!DOCTYPE html><html><body style="margin:0"><iframe id="f" src="report.html" style="width:390px;height:900px;border:0"></iframe>
            <script>addEventListener('load',()=>{const d=document.getElementById('f').contentDocument.documentElement;document.body.dataset.widths=d.scrollWidth+'/'+d.clientWidth;});</script></body></html>
            """.utf8
        ).write(to: wrapper)
        let measured = try browser.run([
            "--allow-file-access-from-files", "--virtual-time-budget=3000", "--dump-dom",
            wrapper.absoluteString,
        ])
        let widths =
            Self.attribute("data-widths", in: measured.stdout)?.split(separator: "/").compactMap { Int($0) }
            ?? []
        #expect(widths.count == 2 && widths[0] <= widths[1], "scroll/client width at 390 px: \(widths)")
        // Printing gives a page count in the expected range.
        let pdf = fitshell.home.appendingPathComponent("report.pdf")
        _ = try browser.run(["--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)", url])
        let pages = Self.pageCount(try Data(contentsOf: pdf))
        #expect((4...24).contains(pages), "\(pages) pages")
    }

    static func urls(in log: String) -> [String] {
        log.components(separatedBy: "\"url\":\"").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
    }

    /// The browser's own background requests (updates, time, spelling), not the page's.
    static func browserOwn(_ url: String) -> Bool {
        ["google.com", "googleapis.com", "gvt1.com", "gstatic.com", "chrome://", "data:"].contains {
            url.contains($0)
        }
    }

    static func attribute(_ name: String, in html: String) -> String? {
        guard let range = html.range(of: "\(name)=\"") else { return nil }
        return html[range.upperBound...].split(separator: "\"").first.map(String.init)
    }

    /// The largest `/Count N` of the PDF's page trees: its number of pages.
    static func pageCount(_ data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        return text.components(separatedBy: "/Count ").dropFirst().compactMap {
            Int($0.prefix { $0.isNumber })
        }.max() ?? 0
    }
}
