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

/// Writes a synthetic Apple Health `export.xml` in the real layout (the DOCTYPE with its long
/// internal subset, `Record`s with `MetadataEntry` children, `Workout`s with events and
/// statistics, `ActivitySummary`s), for tests and the benchmark, and says what an import must
/// take from it.
public struct AppleHealthExportGenerator: Sendable {
    /// What the file holds that fitshell keeps.
    public struct Expected: Sendable, Equatable {
        /// The first body-mass reading of each day, in kg.
        public var bodyMass: [LocalDate: Double] = [:]
        /// The first body-fat reading of each day, in %.
        public var bodyFat: [LocalDate: Double] = [:]
        /// The first lean-body-mass reading of each day, in kg.
        public var leanMass: [LocalDate: Double] = [:]
        /// The first waist reading of each day, in cm.
        public var waist: [LocalDate: Double] = [:]
        /// Strength-training sessions: start, end (seconds since 1970) and kcal.
        public var strength: [(start: Int, end: Int, kcal: Double?)] = []
        /// Hostile records written (missing units, bad values); they must be reported, not kept.
        public var hostile = 0

        public static func == (lhs: Expected, rhs: Expected) -> Bool {
            lhs.bodyMass == rhs.bodyMass && lhs.bodyFat == rhs.bodyFat && lhs.leanMass == rhs.leanMass
                && lhs.waist == rhs.waist && lhs.hostile == rhs.hostile
                && lhs.strength.map { "\($0.start) \($0.end) \($0.kcal ?? -1)" }
                    == rhs.strength.map { "\($0.start) \($0.end) \($0.kcal ?? -1)" }
        }
    }

    /// Days of history.
    public var days: Int
    /// The last day's midnight, seconds since 1970 (UTC).
    public var end: Int
    /// Body mass and lean mass in pounds instead of kilograms; waist in inches.
    public var imperial = false
    /// Heart-rate and step records per day (the bulk of real exports; raise it to reach a size).
    public var fillerPerDay = 40
    /// Write hostile records: a body mass without a unit, an unknown unit, a non-number, a
    /// negative fat share, unknown record types, and every body record twice from a second source.
    public var hostile = false
    /// The random seed.
    public var seed: UInt64 = 11

    /// Creates a generator of `days` days ending on the day starting at `end`.
    public init(days: Int, end: Int) {
        self.days = days
        self.end = end
    }

    /// Writes the file to `path` (truncated at `truncateAt` bytes when given) and returns what it holds.
    ///
    /// - Throws: when the file cannot be written.
    @discardableResult
    public func write(to path: String, truncateAt: Int? = nil) throws -> Expected {
        guard let file = fopen(path, "wb") else { throw CocoaLikeError("cannot write \(path)") }
        defer { fclose(file) }
        var written = 0
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        func flush() {
            var bytes = buffer[...]
            if let limit = truncateAt { bytes = bytes.prefix(max(0, limit - written)) }
            bytes.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, file) }
            written += bytes.count
            buffer.removeAll(keepingCapacity: true)
        }
        func emit(_ text: String) {
            buffer.append(contentsOf: text.utf8)
            if buffer.count > 1 << 20 { flush() }
        }
        let expected = generate(emit)
        flush()
        return expected
    }

    /// The whole file as text (small generated exports, for tests).
    public func text() -> (String, Expected) {
        var text = ""
        let expected = generate { text += $0 }
        return (text, expected)
    }

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 14 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
        <!ATTLIST HealthData
          locale CDATA #REQUIRED
        >
        <!ELEMENT ExportDate EMPTY>
        <!ATTLIST ExportDate
          value CDATA #REQUIRED
        >
        <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
        <!ATTLIST Record
          type          CDATA #REQUIRED
          unit          CDATA #IMPLIED
          value         CDATA #IMPLIED
          sourceName    CDATA #REQUIRED
          startDate     CDATA #REQUIRED
          endDate       CDATA #REQUIRED
        >
        <!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
        <!ATTLIST Workout
          workoutActivityType   CDATA #REQUIRED
          duration              CDATA #IMPLIED
          durationUnit          CDATA #IMPLIED
          totalEnergyBurned     CDATA #IMPLIED
          totalEnergyBurnedUnit CDATA #IMPLIED
        >
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2026-11-24 20:00:00 +0100"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-02" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexMale"/>

        """

    func generate(_ emit: (String) -> Void) -> Expected {
        var random = SeededRandom(seed: seed)
        var expected = Expected()
        emit(Self.header)
        let massUnit = imperial ? "lb" : "kg"
        let perKilogram = imperial ? 1 / 0.45359237 : 1.0
        func stamp(_ seconds: Int, offset: Int) -> String { Self.stamp(seconds, offsetMinutes: offset) }
        func two(_ value: Double) -> String { Mass.number(value) }
        var weight = 84.0
        for dayIndex in 0..<days {
            let midnight = end - (days - 1 - dayIndex) * 86_400
            let date = LocalDate(daysSinceEpoch: midnight / 86_400)
            // Summer time in the exports' own offsets: +0200 from April to October.
            let offset = (4...10).contains(date.month) ? 120 : 60
            let local = midnight - offset * 60
            for filler in 0..<fillerPerDay {
                let at = local + 3600 * 6 + filler * 400
                if filler % 4 == 3 {
                    emit(
                        " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"iPhone\" sourceVersion=\"17.1\" unit=\"count\" creationDate=\"\(stamp(at + 60, offset: offset))\" startDate=\"\(stamp(at, offset: offset))\" endDate=\"\(stamp(at + 60, offset: offset))\" value=\"\(random.next() % 200)\"/>\n"
                    )
                } else {
                    emit(
                        " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"Apple Watch\" sourceVersion=\"10.1\" device=\"&lt;&lt;HKDevice: 0x283a&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch&gt;\" unit=\"count/min\" creationDate=\"\(stamp(at + 5, offset: offset))\" startDate=\"\(stamp(at, offset: offset))\" endDate=\"\(stamp(at, offset: offset))\" value=\"\(55 + random.next() % 80)\">\n  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"0\"/>\n </Record>\n"
                    )
                }
            }
            if random.chance(0.8) {
                weight += Double(Int(random.next() % 9) - 4) / 10
                weight = min(max(weight, 70), 100)
                let at = local + 7 * 3600 + Int(random.next() % 1800)
                let written = (weight * perKilogram * 100).rounded() / 100
                let fat = (18 + Double(random.next() % 80) / 10)
                let lean = ((weight * (1 - fat / 100)) * perKilogram * 100).rounded() / 100
                let sources = hostile ? ["Withings", "Health"] : ["Withings"]
                for source in sources {
                    emit(
                        " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"\(source)\" sourceVersion=\"6.2\" unit=\"\(massUnit)\" creationDate=\"\(stamp(at, offset: offset))\" startDate=\"\(stamp(at, offset: offset))\" endDate=\"\(stamp(at, offset: offset))\" value=\"\(two(written))\"/>\n"
                    )
                    emit(
                        " <Record type=\"HKQuantityTypeIdentifierBodyFatPercentage\" sourceName=\"\(source)\" unit=\"%\" creationDate=\"\(stamp(at, offset: offset))\" startDate=\"\(stamp(at, offset: offset))\" endDate=\"\(stamp(at, offset: offset))\" value=\"\(Self.fraction(fat))\"/>\n"
                    )
                    emit(
                        " <Record type=\"HKQuantityTypeIdentifierLeanBodyMass\" sourceName=\"\(source)\" unit=\"\(massUnit)\" creationDate=\"\(stamp(at, offset: offset))\" startDate=\"\(stamp(at, offset: offset))\" endDate=\"\(stamp(at, offset: offset))\" value=\"\(two(lean))\"/>\n"
                    )
                }
                expected.bodyMass[date] = Mass(written, imperial ? .pounds : .kilograms).kilograms
                expected.bodyFat[date] = fat
                expected.leanMass[date] = Mass(lean, imperial ? .pounds : .kilograms).kilograms
            }
            if dayIndex % 14 == 0 {
                let waist =
                    imperial ? 33 + Double(random.next() % 40) / 10 : 84 + Double(random.next() % 80) / 10
                let at = local + 8 * 3600
                emit(
                    " <Record type=\"HKQuantityTypeIdentifierWaistCircumference\" sourceName=\"Health\" unit=\"\(imperial ? "in" : "cm")\" creationDate=\"\(stamp(at, offset: offset))\" startDate=\"\(stamp(at, offset: offset))\" endDate=\"\(stamp(at, offset: offset))\" value=\"\(two(waist))\"/>\n"
                )
                expected.waist[date] = imperial ? (waist * 2.54 * 1000).rounded() / 1000 : waist
            }
            if dayIndex % 7 == 1 || dayIndex % 7 == 4 {
                let start = local + 18 * 3600 + Int(random.next() % 3600)
                let minutes = 40 + Int(random.next() % 40)
                let kcal = Double(200 + random.next() % 250)
                let activity =
                    dayIndex % 7 == 1
                    ? "HKWorkoutActivityTypeTraditionalStrengthTraining"
                    : "HKWorkoutActivityTypeFunctionalStrengthTraining"
                let withTotal = dayIndex % 3 != 0
                let totals =
                    withTotal ? " totalEnergyBurned=\"\(Int(kcal))\" totalEnergyBurnedUnit=\"kcal\"" : ""
                emit(
                    " <Workout workoutActivityType=\"\(activity)\" duration=\"\(minutes)\" durationUnit=\"min\"\(totals) sourceName=\"Apple Watch\" sourceVersion=\"10.1\" creationDate=\"\(stamp(start + minutes * 60, offset: offset))\" startDate=\"\(stamp(start, offset: offset))\" endDate=\"\(stamp(start + minutes * 60, offset: offset))\">\n  <MetadataEntry key=\"HKIndoorWorkout\" value=\"1\"/>\n  <WorkoutEvent type=\"HKWorkoutEventTypePause\" date=\"\(stamp(start + 600, offset: offset))\"/>\n  <WorkoutStatistics type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" startDate=\"\(stamp(start, offset: offset))\" endDate=\"\(stamp(start + minutes * 60, offset: offset))\" sum=\"\(Int(kcal))\" unit=\"kcal\"/>\n  <WorkoutStatistics type=\"HKQuantityTypeIdentifierHeartRate\" startDate=\"\(stamp(start, offset: offset))\" endDate=\"\(stamp(start + minutes * 60, offset: offset))\" average=\"121\" minimum=\"80\" maximum=\"161\" unit=\"count/min\"/>\n </Workout>\n"
                )
                expected.strength.append((start, start + minutes * 60, kcal))
            }
            if dayIndex % 7 == 2 {
                let start = local + 7 * 3600
                emit(
                    " <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" duration=\"30\" durationUnit=\"min\" totalDistance=\"5\" totalDistanceUnit=\"km\" totalEnergyBurned=\"320\" totalEnergyBurnedUnit=\"kcal\" sourceName=\"Apple Watch\" startDate=\"\(stamp(start, offset: offset))\" endDate=\"\(stamp(start + 1800, offset: offset))\">\n </Workout>\n"
                )
            }
            emit(
                " <ActivitySummary dateComponents=\"\(date)\" activeEnergyBurned=\"512\" activeEnergyBurnedGoal=\"600\" activeEnergyBurnedUnit=\"Cal\" appleExerciseTime=\"34\" appleExerciseTimeGoal=\"30\" appleStandHours=\"11\" appleStandHoursGoal=\"12\"/>\n"
            )
            if hostile, dayIndex % 50 == 7 {
                let at = local + 23 * 3600
                let bad = [
                    "type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Scale\" value=\"80\"",
                    "type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Scale\" unit=\"furlong\" value=\"80\"",
                    "type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Scale\" unit=\"kg\" value=\"eighty\"",
                    "type=\"HKQuantityTypeIdentifierBodyFatPercentage\" sourceName=\"Scale\" unit=\"%\" value=\"-0.2\"",
                ]
                for attributes in bad {
                    emit(
                        " <Record \(attributes) startDate=\"\(stamp(at, offset: offset))\" endDate=\"\(stamp(at, offset: offset))\"/>\n"
                    )
                }
                emit(
                    " <Record type=\"HKQuantityTypeIdentifierFutureThing\" sourceName=\"New\" unit=\"zz\" startDate=\"\(stamp(at, offset: offset))\" endDate=\"\(stamp(at, offset: offset))\" value=\"1\"/>\n"
                )
                emit(
                    " <Correlation type=\"HKCorrelationTypeIdentifierBloodPressure\" startDate=\"\(stamp(at, offset: offset))\" endDate=\"\(stamp(at, offset: offset))\"></Correlation>\n"
                )
                expected.hostile += bad.count
            }
        }
        emit("</HealthData>\n")
        return expected
    }

    /// `fat` % as Apple writes it: a fraction (`0.215`).
    static func fraction(_ percent: Double) -> String {
        var text = PlainText.fixed(percent / 100, 4)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `2024-03-01 07:12:00 +0100` for `seconds` (UTC) shown at `offsetMinutes` east.
    static func stamp(_ seconds: Int, offsetMinutes: Int) -> String {
        let local = seconds + offsetMinutes * 60
        let date = LocalDate(daysSinceEpoch: Int((Double(local) / 86_400).rounded(.down)))
        let second = ((local % 86_400) + 86_400) % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let sign = offsetMinutes < 0 ? "-" : "+"
        let offset = abs(offsetMinutes)
        return
            "\(date) \(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60)) \(sign)\(two(offset / 60))\(two(offset % 60))"
    }
}

/// A plain error with a message, for generator failures.
struct CocoaLikeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
