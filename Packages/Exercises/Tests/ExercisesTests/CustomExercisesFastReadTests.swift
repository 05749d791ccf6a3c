import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@testable import Exercises

@Suite("custom.json: the byte-level read gives what JSONDecoder gives")
struct CustomExercisesFastReadTests {
    /// Zero to forty custom exercises with every field varied: optional ones absent or set,
    /// muscles none to several, names with quotes, accents and emoji, notes with line breaks.
    static func file(seed: UInt64) -> CustomExercisesFile {
        var numbers = SeededNumbers(seed: seed &+ 5)
        func next(_ bound: Int) -> Int { Int(numbers.below(UInt64(bound))) }
        func pick<T: CaseIterable>(_ type: T.Type) -> T { Array(T.allCases)[next(T.allCases.count)] }
        func muscles() -> [MuscleGroup] { (0..<next(4)).map { _ in pick(MuscleGroup.self) } }
        let names = ["Zercher Carry", "Développé «Couché»", "Cable \"Y\" Raise", "Sled 💪 Push", "Ring\\Dip"]
        let exercises = (0..<next(41)).map { index in
            let name = "\(names[next(names.count)]) \(index)"
            return Exercise(
                id: ExerciseID("custom-\(index)-\(next(1000))"), name: name,
                category: pick(ExerciseCategory.self),
                equipment: pick(EquipmentKind.self), level: pick(ExerciseLevel.self),
                force: next(2) == 0 ? nil : pick(Force.self),
                mechanic: next(2) == 0 ? nil : pick(Mechanic.self),
                primaryMuscles: muscles(), secondaryMuscles: muscles(), kneeLoad: pick(KneeLoad.self),
                kind: pick(ExerciseKind.self), isCustom: true,
                notes: [nil, "", "slow eccentric\nthen pause", "3 s \"hold\""][next(4)])
        }
        return CustomExercisesFile(exercises: exercises)
    }

    @Test("generated files read back exactly and as JSONDecoder reads them", arguments: 0..<30)
    func roundTrip(seed: Int) throws {
        let file = Self.file(seed: UInt64(seed))
        try file.validate()
        #expect(try FastReadCheck.mismatches(file, fast: CustomExercisesFile.decodeFast).isEmpty)
    }

    @Test("forms fitshell does not write, and damage, go the standard way (nil here)")
    func declines() throws {
        let file = CustomExercisesFile(exercises: [
            Exercise(
                id: ExerciseID("custom-zercher-carry"), name: "Zercher Carry", category: .core,
                equipment: .barbell,
                primaryMuscles: [.abdominals], kneeLoad: .low, isCustom: true)
        ])
        let plain = String(decoding: try DocumentCoder.encode(file, compact: true), as: UTF8.self)
        #expect(CustomExercisesFile.decodeFast(Data(plain.utf8)) == file)
        for text in [
            plain.replacingOccurrences(of: "\"core\"", with: "\"kernel\""),
            plain.replacingOccurrences(of: "\"abdominals\"", with: "\"abs\""),
            plain.replacingOccurrences(of: "\"isCustom\":true", with: "\"isCustom\":1"),
            plain.replacingOccurrences(of: "\"isCustom\":true", with: "\"isCustom\":true,\"colour\":\"red\""),
            plain.replacingOccurrences(of: "\"name\":", with: "\"name\":\"x\",\"name\":"),
            plain.replacingOccurrences(of: "\"exercises\":", with: "\"extra\":1,\"exercises\":"),
            plain.replacingOccurrences(of: "\"version\":2", with: "\"version\":1"),
            plain.replacingOccurrences(of: "\"id\":\"custom-zercher-carry\",", with: ""),
        ] {
            #expect(text != plain && CustomExercisesFile.decodeFast(Data(text.utf8)) == nil, "\(text)")
        }
    }
}
