import CoreModels
import Journal

/// The report as one self-contained HTML page: inline CSS and SVG, no script, no external
/// request; light and dark themes, print rules for A4 and Letter, headings in order, and a text
/// alternative for every chart.
struct ReportPage {
    let model: ReportModel
    let unit: MassUnit

    /// "12 weeks", "3 weeks", "week": how many of the range's last weeks a section shows.
    static func weeks(_ count: Int) -> String { count == 1 ? "week" : "\(count) weeks" }

    func html() -> String {
        var body = ""
        body +=
            "<header><h1>Training report</h1><p class=\"meta\">\(model.from) to \(model.to) · made \(model.generated) with fitshell · weights in \(unit.symbol)</p></header>\n"
        body += glance()
        body += weekly()
        body += lifts()
        body += bodySection()
        body += habits()
        body += lastWorkouts()
        body += program()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <title>fitshell report \(model.from) to \(model.to)</title>
            <style>\(Self.css)</style>
            </head>
            <body>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }

    func mass(_ kilograms: Double) -> String { Mass(kilograms: kilograms).formatted(in: unit) }

    /// A total (volume) in whole kilograms or pounds.
    func total(_ kilograms: Double) -> String {
        Mass(Mass(kilograms: kilograms).value(in: unit).rounded(), unit).formatted(in: unit)
    }

    func section(_ id: String, _ title: String, empty: String?, _ content: () -> String) -> String {
        if let empty {
            return
                "<section aria-labelledby=\"\(id)\"><h2 id=\"\(id)\">\(title)</h2><p class=\"empty\">\(HTMLText.escape(empty))</p></section>\n"
        }
        return "<section aria-labelledby=\"\(id)\"><h2 id=\"\(id)\">\(title)</h2>\(content())</section>\n"
    }

    func glance() -> String {
        let glance = model.glance
        return section(
            "glance", "At a glance: \(model.from) to \(model.to)",
            empty: glance.trainingDays == 0 ? "No workouts in this range." : nil
        ) {
            let stats = [
                ("Training days", "\(glance.trainingDays)"), ("Workouts", "\(glance.workouts)"),
                ("Volume", total(glance.volume)),
                ("Weeks in a row now", "\(glance.currentWeekStreak)"),
                ("Longest run of weeks", "\(glance.longestWeekStreak)"),
                ("Longest run of days", "\(glance.longestDayStreak)"),
            ]
            let list = stats.map { "<div><dt>\($0.0)</dt><dd>\(HTMLText.escape($0.1))</dd></div>" }.joined()
            return
                "<dl class=\"stats\">\(list)</dl><figure><div class=\"scroll wide\">\(ReportCharts.calendar(glance, to: glance.calendarEnd, unit: unit, id: "calendar"))</div><figcaption>\(glance.calendarStart > model.from ? "The range's last year: training" : "Training") days from \(max(glance.calendarStart, model.from)) to \(glance.calendarEnd)\(glance.calendarEnd < model.to ? " (the last workout of the range)" : ""): each square a day, a stronger colour for more sets (hover for the numbers). Legend: <span class=\"key l0\"></span> rest <span class=\"key l1\"></span> light <span class=\"key l4\"></span> most sets.</figcaption></figure>"
        }
    }

    func weekly() -> String {
        let weekly = model.weekly
        let empty =
            weekly.weeks.allSatisfy { $0.sets.isEmpty }
            ? "No sets in the last \(Self.weeks(weekly.weeks.count)) of this range." : nil
        return section("weekly", "Weekly working sets and volume by muscle group", empty: empty) {
            let legend = weekly.muscles.enumerated().map { index, muscle in
                "<li><span class=\"key s\(index % 12)\"></span>\(HTMLText.escape(muscle))</li>"
            }.joined()
            let header =
                "<tr><th scope=\"col\">Week of</th>"
                + weekly.muscles.map { "<th scope=\"col\">\(HTMLText.escape($0))</th>" }.joined()
                + "<th scope=\"col\">Volume</th></tr>"
            let rows = weekly.weeks.map { week in
                "<tr><th scope=\"row\">\(week.start)</th>"
                    + weekly.muscles.map { "<td>\(week.sets[$0] ?? 0)</td>" }.joined()
                    + "<td>\(total(week.volume.values.reduce(0, +)))</td></tr>"
            }.joined()
            let untrained =
                weekly.untrained.isEmpty
                ? "<p>Every muscle group was trained in the last four weeks.</p>"
                : "<p><strong>Untrained in the last four weeks:</strong> \(HTMLText.escape(weekly.untrained.joined(separator: ", "))).</p>"
            return
                "<figure>\(ReportCharts.stacked(weekly, id: "weekly-chart"))<figcaption>Sets per week in the range's last \(Self.weeks(weekly.weeks.count)) (\(weekly.weeks.first.map { "\($0.start)" } ?? "") to \(model.to)), stacked by primary muscle group.<ul class=\"legend\">\(legend)</ul></figcaption></figure>\(untrained)<div class=\"scroll\"><table><caption>Working sets per week and muscle group (warm-ups left out), and each week's volume of every set as history counts it (the numbers behind the chart)</caption>\(header)\(rows)</table></div>"
        }
    }

    func lifts() -> String {
        section(
            "lifts", "Top lifts",
            empty: model.lifts.isEmpty ? "No lifts with weights and reps in this range." : nil
        ) {
            model.lifts.enumerated().map { index, lift in
                guard let first = lift.points.first?.date else { return "" }
                let points = lift.points.map { point -> ReportCharts.Point in
                    (
                        Double(first.days(until: point.date)), Mass(kilograms: point.e1rm).value(in: unit),
                        "\(point.date): e1RM \(mass(point.e1rm)) from \(mass(point.kilograms)) × \(point.reps)"
                    )
                }
                let records = Set(lift.points.indices.filter { lift.points[$0].record })
                let chart = ReportCharts.line(
                    id: "lift-\(index)", title: "\(lift.name): estimated one-rep max",
                    description:
                        "e1RM per session from \(first) to \(lift.points.last?.date ?? first); diamonds mark records.",
                    series: [(lift.name, "line-a", points, records)], start: first,
                    yFormat: { Mass.number(($0 * 10).rounded() / 10) })
                let best = lift.bestSets.map {
                    "<li>\($0.date): \(mass($0.kilograms)) × \($0.reps) (e1RM \(mass($0.e1rm)))</li>"
                }.joined()
                let recordCount = records.count
                return
                    "<article><h3>\(HTMLText.escape(lift.name))</h3><p class=\"meta\">\(lift.sessions == 1 ? "1 session" : "\(lift.sessions) sessions") · \(recordCount == 1 ? "1 record" : "\(recordCount) records") (◆)</p><figure>\(chart)<figcaption>Estimated one-rep max per session, in \(unit.symbol); ◆ a new record. Best sets:<ol>\(best)</ol></figcaption></figure></article>"
            }.joined()
        }
    }

    func bodySection() -> String {
        let body = model.body
        let empty =
            body.weights.isEmpty && body.measurements.isEmpty
            ? "No body weights or measurements in this range." : nil
        return section("body", "Body", empty: empty) {
            guard let first = body.weights.first?.date else { return measurementsTable(body.measurements) }
            func points(_ list: [ReportModel.BodyPoint], percent: Bool) -> [ReportCharts.Point] {
                list.map { point in
                    let value = percent ? point.value : Mass(kilograms: point.value).value(in: unit)
                    return (
                        Double(first.days(until: point.date)), value,
                        "\(point.date): \(percent ? Mass.number(point.value) + " %" : mass(point.value))"
                    )
                }
            }
            // Both charts over the same days: from the first weigh-in or reading to the last.
            let last = [body.weights.last?.date, body.bodyFat.last?.date].compactMap { $0 }.max() ?? first
            // (Body fat comes from the weigh-ins, so none is before the first; one day is centred.)
            let span = last > first ? 0...Double(first.days(until: last)) : nil
            let chart = ReportCharts.line(
                id: "weight-chart", title: "Body weight and its 7-day average",
                description:
                    "\(body.readings) weigh-ins from \(first) to \(body.weights.last?.date ?? first); the thick line is the 7-day moving average.",
                series: [
                    ("weigh-ins", "line-b", points(body.weights, percent: false), []),
                    ("7-day average", "line-a", points(body.average, percent: false), []),
                ],
                start: first, yFormat: { Mass.number(($0 * 10).rounded() / 10) }, days: span,
                gaps: ("weigh-ins", 30))
            let latest =
                body.average.last.map {
                    "<p>Latest 7-day average: <strong>\(mass($0.value))</strong> (\($0.date)).</p>"
                } ?? ""
            var html =
                "<figure>\(chart)<figcaption>Body weight in \(unit.symbol): thin line and dots the weigh-ins, thick line the 7-day average.</figcaption></figure>\(latest)"
            if !body.bodyFat.isEmpty {
                let fat = ReportCharts.line(
                    id: "fat-chart", title: "Body fat %",
                    description: "Body fat from imported scale data, \(body.bodyFat.count) readings.",
                    series: [("body fat", "line-a", points(body.bodyFat, percent: true), [])], start: first,
                    yFormat: { Mass.number(($0 * 10).rounded() / 10) }, days: span, gaps: ("readings", 30))
                html +=
                    "<figure>\(fat)<figcaption>Body fat % from imported scale readings.</figcaption></figure>"
            }
            return html + measurementsTable(body.measurements)
        }
    }

    /// Each site measured in the range: first and latest length and the change, in inches for
    /// a pound user, else centimetres (as `body` shows them).
    func measurementsTable(_ sites: [ReportModel.SiteMeasurements]) -> String {
        guard !sites.isEmpty else { return "" }
        let length = LengthUnit.matching(unit)
        func text(_ centimeters: Double) -> String {
            "\(Mass.number(length.value(ofCentimeters: centimeters))) \(length.rawValue)"
        }
        let rows = sites.map { site in
            // The difference of the two lengths as shown (32.8 and 33.07 in differ by 0.27).
            let change =
                length.value(ofCentimeters: site.latest.value) - length.value(ofCentimeters: site.first.value)
            let changed =
                site.readings < 2
                ? "—"
                : "\(change > 0 ? "+" : "")\(Mass.number(change)) \(length.rawValue) since \(site.first.date)"
            return
                "<tr><th scope=\"row\">\(HTMLText.escape(site.site))</th><td>\(text(site.latest.value)) (\(site.latest.date))</td><td>\(changed)</td><td>\(site.readings)</td></tr>"
        }.joined()
        return
            "<h3>Body measurements</h3><div class=\"scroll\"><table><caption>The latest of each site in this range and its change since the first</caption><tr><th scope=\"col\">Site</th><th scope=\"col\">Latest</th><th scope=\"col\">Change</th><th scope=\"col\">Readings</th></tr>\(rows)</table></div>"
    }

    func habits() -> String {
        let habits = model.habits
        let empty =
            habits.tags.isEmpty && habits.stacks.isEmpty ? "No journal tags or supplements logged." : nil
        return section("habits", "Habits", empty: empty) {
            var html = ""
            if !habits.tags.isEmpty {
                let header =
                    "<tr><th scope=\"col\">Tag</th>"
                    + habits.weeks.map {
                        "<th scope=\"col\">\($0.monthAbbreviation) \($0.day)</th>"
                    }.joined() + "</tr>"
                let rows = habits.tags.map { tag in
                    "<tr><th scope=\"row\">\(HTMLText.escape(tag.name))</th>"
                        + tag.counts.map { "<td class=\"c\($0 == 0 ? 0 : min(3, ($0 + 1) / 2))\">\($0)</td>" }
                        .joined() + "</tr>"
                }.joined()
                html +=
                    "<h3>Journal tags per week</h3><div class=\"scroll\"><table><caption>Days with each tag in each of the last \(Self.weeks(habits.weeks.count))</caption>\(header)\(rows)</table></div>"
            }
            if !habits.stacks.isEmpty {
                html += "<h3>Supplement adherence</h3>"
                for stack in habits.stacks {
                    let items = stack.supplements.map { item in
                        let share =
                            item.of == 0 ? 0 : Int((Double(item.days) / Double(item.of) * 100).rounded())
                        return
                            "<li><span class=\"name\">\(HTMLText.escape(item.name))</span> <meter min=\"0\" max=\"100\" value=\"\(share)\" aria-label=\"\(HTMLText.escape(item.name)) adherence\">\(share) %</meter> \(share) % (\(item.days) of \(item.of) days)</li>"
                    }.joined()
                    html += "<h4>\(HTMLText.escape(stack.stack))</h4><ul class=\"adherence\">\(items)</ul>"
                }
            }
            return html
        }
    }

    func lastWorkouts() -> String {
        section(
            "workouts", "Last workouts",
            empty: model.lastWorkouts.isEmpty ? "No workouts in this range." : nil
        ) {
            model.lastWorkouts.map { workout in
                let exercises = workout.exercises.map { exercise in
                    "<li><strong>\(HTMLText.escape(exercise.name))</strong>: \(HTMLText.escape(exercise.sets.joined(separator: ", ")))</li>"
                }.joined()
                let content = exercises.isEmpty ? "<p>No sets recorded.</p>" : "<ul>\(exercises)</ul>"
                return
                    "<article><h3>\(HTMLText.escape(workout.name)) <span class=\"meta\">\(workout.date) · \(workout.minutes) min</span></h3>\(content)</article>"
            }.joined()
        }
    }

    func program() -> String {
        section(
            "program", "Current program",
            empty: model.program == nil ? "No program yet (fitshell setup makes one)." : nil
        ) {
            (model.program?.days ?? []).map { day in
                let exercises = day.exercises.map {
                    "<li>\(HTMLText.escape($0.name)): \(HTMLText.escape($0.sets.joined(separator: ", ")))</li>"
                }.joined()
                return
                    "<article><h3>\(HTMLText.escape(day.plan)) <span class=\"meta\">\(day.weekday)</span></h3><ul>\(exercises)</ul></article>"
            }.joined()
        }
    }

    static let css = """
        :root{--bg:#fff;--fg:#1b1f24;--muted:#57606a;--line:#d0d7de;--accent:#0a7a55;--accent2:#6e40c9;--l0:#ebedf0;--l1:#9be9a8;--l2:#40c463;--l3:#30a14e;--l4:#216e39;--s0:#0969da;--s1:#bf8700;--s2:#1a7f37;--s3:#cf222e;--s4:#8250df;--s5:#1b7c83;--s6:#bc4c00;--s7:#57606a;--s8:#e85aad;--s9:#7d4e00;--s10:#54aeff;--s11:#116329}
        @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9da7b3;--line:#30363d;--accent:#3fb950;--accent2:#a371f7;--l0:#161b22;--l1:#0e4429;--l2:#006d32;--l3:#26a641;--l4:#39d353;--s0:#58a6ff;--s1:#d29922;--s2:#3fb950;--s3:#f85149;--s4:#bc8cff;--s5:#39c5cf;--s6:#f0883e;--s7:#8b949e;--s8:#ff80c8;--s9:#e3b341;--s10:#a5d6ff;--s11:#7ee787}}
        *{box-sizing:border-box}html{background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
        body{margin:0}main{max-width:960px;margin:0 auto;padding:1rem}h1{margin:.5rem 0 0}h2{border-bottom:1px solid var(--line);padding-bottom:.25rem;margin-top:2rem}
        .meta,.empty,figcaption{color:var(--muted)}.meta{font-size:.9rem;font-weight:normal}figure{margin:1rem 0}
        svg{display:block;width:100%;height:auto;max-width:100%}svg text.axis{fill:var(--muted);font-size:10px}
        .grid{stroke:var(--line);stroke-width:1}.line-a{fill:none;stroke:var(--accent);stroke-width:2.5}.line-b{fill:none;stroke:var(--muted);stroke-width:1}
        .line-a-dot{fill:var(--accent)}.line-b-dot{fill:var(--muted)}.record{fill:var(--accent2);stroke:var(--bg)}
        .l0{fill:var(--l0);background:var(--l0)}.l1{fill:var(--l1);background:var(--l1)}.l2{fill:var(--l2);background:var(--l2)}.l3{fill:var(--l3);background:var(--l3)}.l4{fill:var(--l4);background:var(--l4)}
        .s0{fill:var(--s0);background:var(--s0)}.s1{fill:var(--s1);background:var(--s1)}.s2{fill:var(--s2);background:var(--s2)}.s3{fill:var(--s3);background:var(--s3)}.s4{fill:var(--s4);background:var(--s4)}.s5{fill:var(--s5);background:var(--s5)}.s6{fill:var(--s6);background:var(--s6)}.s7{fill:var(--s7);background:var(--s7)}.s8{fill:var(--s8);background:var(--s8)}.s9{fill:var(--s9);background:var(--s9)}.s10{fill:var(--s10);background:var(--s10)}.s11{fill:var(--s11);background:var(--s11)}
        .key{display:inline-block;width:.8em;height:.8em;border-radius:2px;margin:0 .25em;vertical-align:middle;border:1px solid var(--line)}
        .legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0;margin:.5rem 0}
        .stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.5rem;margin:1rem 0}.stats div{border:1px solid var(--line);border-radius:6px;padding:.5rem}
        .stats dt{color:var(--muted);font-size:.85rem}.stats dd{margin:0;font-size:1.3rem;font-weight:600}
        .scroll{overflow-x:auto;max-width:100%}.wide svg{min-width:600px}table{border-collapse:collapse;font-size:.85rem}caption{text-align:left;color:var(--muted);padding:.25rem 0}
        th,td{border:1px solid var(--line);padding:.2rem .4rem;text-align:right}th[scope=row]{text-align:left}
        td.c1{background:color-mix(in srgb,var(--accent) 20%,transparent)}td.c2{background:color-mix(in srgb,var(--accent) 40%,transparent)}td.c3{background:color-mix(in srgb,var(--accent) 60%,transparent)}
        .adherence{list-style:none;padding:0}.adherence .name{display:inline-block;min-width:8rem}meter{width:8rem;vertical-align:middle}
        article{margin:1rem 0}article h3{margin-bottom:.25rem}ul,ol{padding-left:1.25rem}li{overflow-wrap:anywhere}
        @page{margin:14mm}
        @media print{html{font-size:11pt;background:#fff;color:#000}main{max-width:none;padding:0}section,figure,article,table{break-inside:avoid}h2,h3{break-after:avoid}.scroll{overflow:visible}}
        """
}
