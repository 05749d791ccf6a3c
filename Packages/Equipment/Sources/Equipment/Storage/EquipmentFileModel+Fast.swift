import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension EquipmentFileModel {
    /// Reads a current-version `equipment.json` through the strict byte-level JSON reading
    /// (`DocumentBody`): `JSONDecoder` took an eighth of a dashboard on a new profile, which
    /// reads this file first. It reads what the standard path reads; anything it does not take
    /// (an instant not written as fitshell writes it, dumbbells not lightest first) returns
    /// `nil` and takes the standard path.
    static func decodeFast(_ data: Data) -> EquipmentFileModel? {
        guard let body = DocumentBody.read(data, format: format, version: currentVersion),
            let selected = DocumentBody.cases(body["selected"], of: EquipmentKind.self),
            case .bool(let setupCompleted)? = body["setupCompleted"],
            let updatedAt = DocumentBody.instant(body["updatedAt"]),
            case .string(let activeGym)? = body["activeGym"],
            case .array(let items)? = body["gyms"]
        else { return nil }
        var gyms: [GymFileModel] = []
        gyms.reserveCapacity(items.count)
        for item in items {
            guard let gym = GymFileModel.fast(item) else { return nil }
            gyms.append(gym)
        }
        return EquipmentFileModel(
            selected: selected, setupCompleted: setupCompleted, updatedAt: updatedAt, gyms: gyms,
            activeGym: activeGym)
    }

    /// The model as its fields hold it.
    init(
        selected: [EquipmentKind], setupCompleted: Bool, updatedAt: Date, gyms: [GymFileModel],
        activeGym: String
    ) {
        self.selected = selected
        self.setupCompleted = setupCompleted
        self.updatedAt = updatedAt
        self.gyms = gyms
        self.activeGym = activeGym
    }
}

extension GymFileModel {
    /// The gym `value` holds, read as the standard path reads it; `nil` when it is not one.
    fileprivate static func fast(_ value: JSONValue) -> GymFileModel? {
        guard case .string(let name)? = value["name"],
            let kinds = DocumentBody.cases(value["kinds"], of: EquipmentKind.self),
            let plates = DocumentBody.optional(value["plates"], plates),
            let dumbbells = DocumentBody.optional(value["dumbbells"], dumbbells),
            let step = DocumentBody.optional(value["machineStepKilograms"], DocumentBody.number),
            let bands = DocumentBody.optional(value["bands"], DocumentBody.strings)
        else { return nil }
        return GymFileModel(
            name: name, kinds: kinds, plates: plates, dumbbells: dumbbells, machineStepKilograms: step,
            bands: bands)
    }

    /// The gym as its fields hold it.
    init(
        name: String, kinds: [EquipmentKind], plates: Plates?, dumbbells: DumbbellSet?,
        machineStepKilograms: Double?, bands: [String]?
    ) {
        self.name = name
        self.kinds = kinds
        self.plates = plates
        self.dumbbells = dumbbells
        self.machineStepKilograms = machineStepKilograms
        self.bands = bands
    }

    private static func plates(_ value: JSONValue?) -> Plates? {
        guard case .string(let unitName)? = value?["unit"], let unit = MassUnit(rawValue: unitName),
            let bar = DocumentBody.number(value?["bar"]),
            case .array(let pairs)? = value?["perSide"],
            let collar = DocumentBody.optional(value?["collar"], DocumentBody.number)
        else { return nil }
        var perSide: [[Double]] = []
        perSide.reserveCapacity(pairs.count)
        for pair in pairs {
            guard case .array(let numbers) = pair else { return nil }
            var row: [Double] = []
            for number in numbers {
                guard let value = DocumentBody.number(number) else { return nil }
                row.append(value)
            }
            perSide.append(row)
        }
        return Plates(unit: unit, bar: bar, perSide: perSide, collar: collar)
    }

    /// Dumbbells as the file lists them. The set's initialiser sorts and drops duplicates,
    /// which the standard path does not do, so only lists already in that form are taken.
    private static func dumbbells(_ value: JSONValue?) -> DumbbellSet? {
        guard case .string(let unitName)? = value?["unit"], let unit = MassUnit(rawValue: unitName),
            case .array(let items)? = value?["weights"]
        else { return nil }
        var weights: [Double] = []
        weights.reserveCapacity(items.count)
        for item in items {
            guard let weight = DocumentBody.number(item), weight > 0, weight > (weights.last ?? 0) else {
                return nil
            }
            weights.append(weight)
        }
        return DumbbellSet(unit: unit, weights: weights)
    }
}
