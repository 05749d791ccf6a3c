import CoreModels

extension JournalService {
    /// Adds a tag to the vocabulary.
    ///
    /// - Returns: the new tag.
    /// - Throws: `JournalError.emptyTagName`, `.duplicateTag`; `StorageError`.
    @discardableResult
    public func addTag(_ name: String) async throws -> TagDefinition {
        guard let tag = JournalTag(name) else { throw JournalError.emptyTagName }
        let id = JournalTag.slug(tag.name)
        try await store.updateVocabulary { current in
            var vocabulary = current ?? .defaults
            if let clash = vocabulary.tags.first(where: { JournalTag($0.name)?.key == tag.key || $0.id == id }
            ) {
                throw clash.retired
                    ? JournalError.retiredTag(clash.name) : JournalError.duplicateTag(clash.name)
            }
            vocabulary.tags.append(TagDefinition(id: id, name: tag.name))
            return vocabulary
        }
        return TagDefinition(id: id, name: tag.name)
    }

    /// Renames a tag; days that have it show the new name.
    ///
    /// - Returns: the renamed tag.
    /// - Throws: `JournalError.unknownTag`, `.duplicateTag`, `.emptyTagName`; `StorageError`.
    @discardableResult
    public func renameTag(_ name: String, to newName: String) async throws -> TagDefinition {
        guard let new = JournalTag(newName) else { throw JournalError.emptyTagName }
        let saved = try await store.updateVocabulary { current in
            var vocabulary = current ?? .defaults
            let tag = try Self.find(name, in: vocabulary)
            if let clash = vocabulary.tags.first(where: {
                JournalTag($0.name)?.key == new.key && $0.id != tag.id
            }) {
                throw JournalError.duplicateTag(clash.name)
            }
            if let index = vocabulary.tags.firstIndex(where: { $0.id == tag.id }) {
                vocabulary.tags[index].name = new.name
            }
            return vocabulary
        }
        return try Self.find(new.name, in: saved)
    }

    /// Retires a tag (or with `retired: false`, restores it). Retired tags stay on old days.
    ///
    /// - Returns: the changed tag.
    /// - Throws: `JournalError.unknownTag`; `StorageError`.
    @discardableResult
    public func setRetired(_ name: String, _ retired: Bool) async throws -> TagDefinition {
        let saved = try await store.updateVocabulary { current in
            var vocabulary = current ?? .defaults
            let tag = try Self.find(name, in: vocabulary)
            if let index = vocabulary.tags.firstIndex(where: { $0.id == tag.id }) {
                vocabulary.tags[index].retired = retired
            }
            return vocabulary
        }
        return try Self.find(name, in: saved)
    }
}
