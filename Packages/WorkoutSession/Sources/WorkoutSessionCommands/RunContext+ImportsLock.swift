import CommandKit
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

    /// Runs `work` (an import's writes and its record, or an undo) with Ctrl-C, SIGTERM and
    /// SIGHUP held until it is done: stopped halfway, an import left workouts no record listed,
    /// which `import undo` could not take back. The signal is delivered once `work` is done.
    ///
    /// - Throws: what `work` throws.
    public func whole<T>(_ what: String, undoable: Bool = true, _ work: () async throws -> T) async throws
        -> T
    {
        let undo = undoable ? " ('\(program) import undo' takes an import back)" : ""
        return try await InterruptDeferral.hold(
            notice: "Interrupted: stopping once this \(what) is written whole\(undo).", work)
    }
}
