import Equipment
import ShellKit

extension RunContext {
    /// The equipment service over the profile's `equipment.json`.
    public var equipment: EquipmentService {
        EquipmentService(
            store: JSONFileEquipmentStore(folder: location.folder, context: storage), clock: clock)
    }
}
