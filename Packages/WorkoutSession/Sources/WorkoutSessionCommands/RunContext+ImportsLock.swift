import CoreModels
import ShellKit
import WorkoutSession

extension RunContext {
    /// What a command says on standard error while another import holds the profile's imports
    /// lock (one can take a few seconds).
    static let waitingForImport = "Another import is running in this profile; waiting for it to finish…"

    /// The profile's imports lock (`WorkoutStore.holdImports`), for a command that imports,
    /// undoes an import or re-points exercises. When another process holds it, standard error
    /// says the command waits, rather than seem stuck.
    ///
    /// - Throws: `StorageError` when the lock cannot be taken.
    public func holdImports() async throws -> FileLock.Held? {
        let console = self.console
        return try await workoutStore.holdImports(whileWaiting: { console.printError(Self.waitingForImport) })
    }
}
