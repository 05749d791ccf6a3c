import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A workout from an Apple Health export: what kind, when, and the energy it burned.
public struct AppleHealthWorkout: Sendable, Equatable {
    /// The activity without its prefix, e.g. `TraditionalStrengthTraining`.
    public let activity: String
    /// When it started.
    public let start: AppleHealthDate
    /// When it ended.
    public let end: AppleHealthDate
    /// The energy burned in kcal (the workout's total, or its active-energy statistic), if any.
    public var kilocalories: Double?
    /// The app or device that recorded it, e.g. `Apple Watch`.
    public let source: String?
}

/// Everything an Apple Health export holds that fitshell keeps, gathered in one pass.
public struct AppleHealthExport: Sendable {
    /// Body mass, body fat, lean mass and waist records.
    public var body = AppleHealthBody()
    /// Strength-training workouts (traditional, functional and core training).
    public var strengthWorkouts: [AppleHealthWorkout] = []
    /// Workouts of other activities (running, cycling…), not imported.
    public var otherWorkouts = 0
    /// Strength workouts left out: no readable start or end, or an end before the start.
    /// (Counted together: either way the session's time is unknown.)
    public var unreadableWorkouts = 0
    /// Every `Record` element read, of any type.
    public var records = 0
    /// Uncompressed bytes of XML read.
    public var bytes = 0
}

/// Why an Apple Health export could not be read.
public enum AppleHealthReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(String)
    /// The file is readable but is not an Apple Health export (or its zip holds none).
    case notAnExport(String)
    /// The file is cut short or damaged; nothing was imported.
    case damaged(String)

    /// Plain words for a person.
    public var description: String {
        switch self {
        case .unreadable(let reason), .notAnExport(let reason), .damaged(let reason): reason
        }
    }
}

/// Streams an Apple Health `export.zip` (as the Health app shares it) or the `export.xml`
/// inside it: memory stays at a chunk of the file plus what is kept, whatever the file's size.
public enum AppleHealthReader {
    /// The workout activities imported as strength training.
    public static let strengthActivities: Set<String> = [
        "TraditionalStrengthTraining", "FunctionalStrengthTraining", "CoreTraining",
    ]

    /// Reads the export at `path`; `progress` is called now and then with the bytes read so
    /// far and the total (uncompressed) size.
    ///
    /// - Throws: `AppleHealthReadError`.
    public static func read(path: String, progress: ((Int, Int) -> Void)? = nil) throws(AppleHealthReadError)
        -> AppleHealthExport
    {
        let (source, total) = try open(path)
        var export = AppleHealthExport()
        let scanner = XMLElementScanner(source)
        var sawRoot = false
        var workout: AppleHealthWorkout?
        var workoutIsStrength = false
        var reported = 0
        do {
            try scanner.scan { tag in
                if !sawRoot {
                    guard !tag.isEnd, tag.hasName("HealthData") else {
                        throw AppleHealthReadError.notAnExport(
                            "\(path) is not an Apple Health export (its first element is <\(tag.name)>, not <HealthData>)"
                        )
                    }
                    sawRoot = true
                    return
                }
                if tag.isEnd {
                    if tag.hasName("Workout"), let finished = workout {
                        if workoutIsStrength { export.strengthWorkouts.append(finished) }
                        workout = nil
                    }
                    return
                }
                if tag.hasName("Record") {
                    export.records += 1
                    if scanner.bytesRead - reported > 1 << 22 {
                        reported = scanner.bytesRead
                        progress?(reported, total)
                    }
                    guard let type = tag.attribute("type"), let kind = AppleHealthBody.Kind(rawValue: type)
                    else {
                        return
                    }
                    export.body.add(
                        kind, unit: tag.attribute("unit"), value: tag.attribute("value"),
                        start: tag.attribute("startDate"))
                } else if tag.hasName("Workout") {
                    let activity = (tag.attribute("workoutActivityType") ?? "").replacing(
                        "HKWorkoutActivityType", with: "")
                    workoutIsStrength = strengthActivities.contains(activity)
                    guard workoutIsStrength else {
                        export.otherWorkouts += 1
                        return
                    }
                    guard let start = tag.attribute("startDate").flatMap({ AppleHealthDate($0) }),
                        let end = tag.attribute("endDate").flatMap({ AppleHealthDate($0) }),
                        end.epochSeconds >= start.epochSeconds
                    else {
                        export.unreadableWorkouts += 1
                        workoutIsStrength = false
                        return
                    }
                    let energy = kilocalories(
                        tag.attribute("totalEnergyBurned"), tag.attribute("totalEnergyBurnedUnit"))
                    let found = AppleHealthWorkout(
                        activity: activity, start: start, end: end, kilocalories: energy,
                        source: tag.attribute("sourceName"))
                    if tag.isSelfClosing {
                        export.strengthWorkouts.append(found)
                    } else {
                        workout = found
                    }
                } else if workout != nil, workoutIsStrength, workout?.kilocalories == nil,
                    tag.hasName("WorkoutStatistics"),
                    tag.attribute("type") == "HKQuantityTypeIdentifierActiveEnergyBurned"
                {
                    workout?.kilocalories = kilocalories(tag.attribute("sum"), tag.attribute("unit"))
                }
            }
        } catch let error as AppleHealthReadError {
            throw error
        } catch let error as XMLScanError {
            switch error {
            case .truncated:
                throw .damaged("\(path) is cut short: \(error); export it again from the Health app")
            case .noElement:
                throw .notAnExport("\(path) is not an Apple Health export (it holds no XML)")
            default:
                throw sawRoot
                    ? .damaged("\(path) is damaged: \(error)")
                    : .notAnExport("\(path) is not an Apple Health export (\(error))")
            }
        } catch let error as ZipError {
            throw .damaged("\(path) is damaged: \(error)")
        } catch {
            throw .unreadable("cannot read \(path): \(error)")
        }
        export.bytes = scanner.bytesRead
        progress?(export.bytes, max(total, export.bytes))
        return export
    }

    /// The XML stream at `path` and its size: the `export.xml` inside a zip, or the file.
    private static func open(_ path: String) throws(AppleHealthReadError) -> (any ByteChunkReader, Int) {
        if ZipArchive.isZip(path: path) {
            do {
                let archive = try ZipArchive(path: path)
                let candidates = archive.entries.filter {
                    $0.name == "export.xml" || $0.name.hasSuffix("/export.xml")
                }
                guard let entry = candidates.min(by: { $0.name.count < $1.name.count }) else {
                    throw AppleHealthReadError.notAnExport(
                        "\(path) is a zip without an export.xml, so not an Apple Health export")
                }
                return (try archive.reader(for: entry), Int(clamping: entry.uncompressedSize))
            } catch let error as AppleHealthReadError {
                throw error
            } catch let error as ZipError {
                if case .io(let reason) = error { throw .unreadable("cannot read \(path): \(reason)") }
                throw .damaged("\(path) is a damaged zip archive: \(error)")
            } catch {
                throw .damaged("\(path) is a damaged zip archive: \(error)")
            }
        }
        do {
            let reader = try FileChunkReader(path: path)
            let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
            return (reader, size ?? 0)
        } catch {
            throw .unreadable("cannot read \(path): \(error)")
        }
    }

    /// kcal from a value and its unit (`kcal`, `Cal`, `kJ`); `nil` when either is missing or odd.
    static func kilocalories(_ value: String?, _ unit: String?) -> Double? {
        guard let value, let number = Double(value), number.isFinite, number >= 0 else { return nil }
        switch unit {
        case "kcal", "Cal", "cal": return number
        case "kJ": return (number / 4.184 * 10).rounded() / 10
        default: return nil
        }
    }
}
