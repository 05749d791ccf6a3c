// swift-tools-version:6.0
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "WorkoutSession",
    platforms: [.macOS(.v15)],
    products: [
        // The domain: models, the storage port and its two adapters, the services.
        .library(name: "WorkoutSession", targets: ["WorkoutSession"]),
        // Its commands, to compose into a program with ShellKit.
        .library(name: "WorkoutSessionCommands", targets: ["WorkoutSessionCommands"]),
        // Its storage contract and test helpers, to test another adapter of the port.
        .library(name: "WorkoutSessionTesting", targets: ["WorkoutSessionTesting"]),
    ],
    dependencies: [
        .package(path: "../CoreModels"),
        .package(path: "../Exercises"),
        .package(path: "../Plans"),
        .package(path: "../Equipment"),
        .package(path: "../ShellKit"),
    ],
    targets: [
        // The active workout, check-in, player state, history and stats.
        .target(
            name: "WorkoutSession", dependencies: ["CoreModels", "Exercises", "Plans"],
            swiftSettings: settings),
        // `workout`, `history`, `prs`, `charts`, `import`, `program` and `week` commands.
        .target(
            name: "WorkoutSessionCommands",
            dependencies: [
                "WorkoutSession", "Plans", .product(name: "PlansCommands", package: "Plans"), "Exercises",
                .product(name: "ExercisesCommands", package: "Exercises"), "Equipment",
                .product(name: "EquipmentCommands", package: "Equipment"), "CoreModels", "ShellKit",
                .product(name: "CommandKit", package: "ShellKit"),
            ],
            swiftSettings: settings),
        // The storage contract every adapter must meet, and helpers for its tests.
        .target(
            name: "WorkoutSessionTesting",
            dependencies: [
                "WorkoutSession", "CoreModels", .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
        // Unit tests of the package, and the contract run against both adapters.
        .testTarget(
            name: "WorkoutSessionTests",
            dependencies: [
                "WorkoutSession", "WorkoutSessionTesting",
                .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
        // Tests of the command layer's own pieces (chart rendering).
        .testTarget(
            name: "WorkoutSessionCommandsTests", dependencies: ["WorkoutSessionCommands"],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
