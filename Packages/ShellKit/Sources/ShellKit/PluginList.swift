import Synchronization

/// A shell's plug-ins, built once, when first asked for.
final class PluginList: Sendable {
    private let make: @Sendable () -> [Plugin]
    private let built = Mutex<[Plugin]?>(nil)

    /// Plug-ins already built.
    init(_ plugins: [Plugin]) {
        self.make = { plugins }
        built.withLock { $0 = plugins }
    }

    /// Plug-ins built by `make` when first asked for.
    init(_ make: @escaping @Sendable () -> [Plugin]) {
        self.make = make
    }

    /// The plug-ins (built now if they were not).
    var plugins: [Plugin] {
        built.withLock { built in
            if let plugins = built { return plugins }
            let plugins = make()
            built = plugins
            return plugins
        }
    }
}
