import CoreModels

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Stores the selection as `equipment.json` in the folder it is given.
public actor JSONFileEquipmentStore: EquipmentStore {
    /// The file name inside the folder.
    public static let fileName = "equipment.json"
    private let file: DocumentFile<EquipmentFileModel>

    /// Creates a store in `folder`; nothing is read until asked.
    public init(folder: URL, context: StorageContext) {
        file = DocumentFile(url: folder.appendingFileName(Self.fileName), context: context)
    }

    /// Reads the file; a corrupt one is set aside (reported to the context's log) and reads as `nil`.
    public func load() async throws -> EquipmentSelection? {
        try file.load()?.selection
    }

    /// Locked read-modify-write of the file.
    public func update(_ change: @Sendable (EquipmentSelection?) throws -> EquipmentSelection) async throws
        -> EquipmentSelection
    {
        try file.update { current in EquipmentFileModel(try change(current?.selection)) }.selection
    }

    /// Deletes the file.
    public func removeAll() async throws {
        try file.delete()
    }
}

extension JSONFileEquipmentStore {
    /// The formats this adapter writes (and where), for a check of the data folder.
    public static var documentFormats: [DocumentFormat] {
        [.of(EquipmentFileModel.self, files: ["equipment.json"])]
    }
}
