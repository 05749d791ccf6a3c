import CoreModels

/// A unit of length for body measurements.
public enum LengthUnit: String, Codable, Sendable, CaseIterable, Hashable {
    /// Centimetres, the unit fitshell stores.
    case centimeters = "cm"
    /// Inches (exactly 2.54 cm).
    case inches = "in"

    /// Centimetres in one of this unit.
    public var centimetersPerUnit: Double { self == .inches ? 2.54 : 1 }

    /// The length unit that goes with a weight unit: inches with pounds, else centimetres.
    public static func matching(_ weights: MassUnit) -> LengthUnit {
        weights == .pounds ? .inches : .centimeters
    }

    /// `centimeters` in this unit to two decimals, as every screen shows a length.
    public func value(ofCentimeters centimeters: Double) -> Double {
        (centimeters / centimetersPerUnit * 100).rounded() / 100
    }

    /// `cm`, `in`; also `inch`, `inches`, `"`, `centimeters`.
    public init?(parsing text: String) {
        switch text.trimmingSpaces().lowercased() {
        case "cm", "centimeter", "centimeters", "centimetre", "centimetres": self = .centimeters
        case "in", "inch", "inches", "\"": self = .inches
        default: return nil
        }
    }

    /// A length as typed, split into its number and the unit written after it, if any
    /// (`88cm`, `34.5 in`, `34"`); the text as it is and `nil` without one.
    public static func split(_ text: String) -> (number: String, unit: LengthUnit?) {
        let trimmed = text.trimmingSpaces()
        let letters = trimmed.reversed().prefix { !($0.isNumber || $0 == "." || $0 == ",") }
        guard !letters.isEmpty, letters.count < trimmed.count,
            let unit = LengthUnit(parsing: String(letters.reversed()))
        else { return (trimmed, nil) }
        return (String(trimmed.dropLast(letters.count)).trimmingSpaces(), unit)
    }
}

/// One body measurement on one day: a site such as `waist` or `upper-arm-left` and its length.
public struct BodyMeasurement: Hashable, Sendable, Codable {
    /// The day.
    public let date: LocalDate
    /// The site's key (`waist`, `thigh-right`, or a custom name in the same form).
    public let site: String
    /// The length in centimetres.
    public let centimeters: Double

    /// Creates a measurement.
    public init(date: LocalDate, site: String, centimeters: Double) {
        self.date = date
        self.site = site
        self.centimeters = centimeters
    }

    /// The length in `unit`, to two decimals (what a person typed comes back).
    public func value(in unit: LengthUnit) -> Double {
        unit.value(ofCentimeters: centimeters)
    }

    /// The length in `unit` as a file should carry it: the shortest decimal (up to nine places:
    /// six of an inch can miss a millionth of a centimetre, 58 cm is 22.8346457 in) that reads
    /// back as the same length to a millionth of a centimetre. Two decimals wrote 82.5 cm as
    /// 32.48 in, which read back as 82.4992 cm.
    public func exported(in unit: LengthUnit) -> String {
        func micro(_ centimeters: Double) -> Double { (centimeters * 1_000_000).rounded() / 1_000_000 }
        return PlainText.shortest(centimeters / unit.centimetersPerUnit, upTo: 9) {
            micro($0 * unit.centimetersPerUnit) == micro(centimeters)
        }
    }

    /// Why `value` typed in `unit` cannot be a body measurement, said in that unit first ("500 in
    /// is not a plausible body measurement (0.39–118.11 in, 1–300 cm)"), or `nil` when it can.
    public static func problem(typed value: Double, in unit: LengthUnit) -> String? {
        guard let problem = problem(with: value * unit.centimetersPerUnit) else { return nil }
        guard value.isFinite, unit != .centimeters else { return problem }
        let low = Mass.number(1 / unit.centimetersPerUnit)
        let high = Mass.number(300 / unit.centimetersPerUnit)
        return
            "\(Mass.grouped(value)) \(unit.rawValue) is not a plausible body measurement (\(low)–\(high) \(unit.rawValue), 1–300 cm)"
    }

    /// Why `centimeters` cannot be a body measurement, or `nil` when it can (1 to 300 cm).
    public static func problem(with centimeters: Double) -> String? {
        guard centimeters.isFinite else { return "the length is not a number" }
        guard (1...300).contains(centimeters) else {
            let shown = abs(centimeters) < 1e6 ? Mass.number(centimeters) + " cm" : "that length"
            return "\(shown) is not a plausible body measurement (1–300 cm)"
        }
        return nil
    }
}

/// The body sites fitshell knows, and how names people type become site keys.
public enum BodySite {
    /// The sites measured on one side only.
    public static let single = ["waist", "hips", "chest", "neck", "shoulders"]
    /// The sites measured left and right.
    public static let paired = ["upper-arm", "forearm", "thigh", "calf"]

    /// Every known site key.
    public static var known: [String] {
        single + paired.flatMap { ["\($0)-left", "\($0)-right"] }
    }

    /// `sites` without repeats in the order screens list them: the known sites as `known`
    /// orders them, then custom ones by name.
    public static func ordered(_ sites: some Sequence<String>) -> [String] {
        let known = self.known
        return Array(Set(sites)).sorted {
            (known.firstIndex(of: $0) ?? known.count, $0) < (known.firstIndex(of: $1) ?? known.count, $1)
        }
    }

    /// The known site a new custom site `key` is likely a slip for (`waste` → `waist`), if any.
    public static func likelyMeant(_ key: String) -> String? {
        let sites = single + paired
        guard !sites.contains(key), !known.contains(key) else { return nil }
        return NearestMatch.suggestion(for: key, among: sites)
    }

    /// The key of `name` on `side` (`left`/`right`, for paired sites): lower-case words joined by
    /// hyphens (`Upper Arm` → `upper-arm`, `bicep`/`arm` → `upper-arm`); a custom name is kept in the
    /// same form.
    ///
    /// - Throws: a message when the name is empty or too long, when a paired site has no side,
    ///   or a side is given for a site that has none.
    public static func key(_ name: String, side: String?) throws(BodySiteProblem) -> String {
        let words = PlainText.foldingAccents(name.lowercased()).split(whereSeparator: {
            !($0.isLetter || $0.isNumber)
        })
        .map(String.init)
        guard !words.isEmpty else { throw BodySiteProblem("Name the site, such as waist or thigh.") }
        var key = words.joined(separator: "-")
        let aliases = [
            "arm": "upper-arm", "bicep": "upper-arm", "biceps": "upper-arm", "upperarm": "upper-arm",
            "hip": "hips", "shoulder": "shoulders", "calves": "calf", "thighs": "thigh",
            "forearms": "forearm",
        ]
        key = aliases[key] ?? key
        for pair in paired
        where key == "\(pair)-left" || key == "\(pair)-right" || key == "left-\(pair)"
            || key == "right-\(pair)"
        {
            key = key.hasPrefix("left") || key.hasSuffix("left") ? "\(pair)-left" : "\(pair)-right"
            guard side == nil else { throw BodySiteProblem("'\(name)' already says the side.") }
            return key
        }
        guard key.count <= 40 else { throw BodySiteProblem("A site's name has at most 40 characters.") }
        if paired.contains(key) {
            guard let side,
                let normalized = ["left": "left", "l": "left", "right": "right", "r": "right"][
                    side.lowercased()]
            else {
                throw BodySiteProblem(
                    "Say which \(key.replacing("-", with: " ")): --side left or --side right.")
            }
            return "\(key)-\(normalized)"
        }
        guard side == nil else {
            throw BodySiteProblem("'\(key)' is measured once, without a side.")
        }
        return key
    }
}

/// Why a site name cannot be used.
public struct BodySiteProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// What to tell the user.
    public let description: String

    init(_ description: String) { self.description = description }
}
