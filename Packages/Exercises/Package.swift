// swift-tools-version:6.0
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Exercises",
    platforms: [.macOS(.v15)],
    products: [
        // The domain: models, the storage port and its two adapters, the services.
        .library(name: "Exercises", targets: ["Exercises"]),
        // Its commands, to compose into a program with ShellKit.
        .library(name: "ExercisesCommands", targets: ["ExercisesCommands"]),
        // Its storage contract and test helpers, to test another adapter of the port.
        .library(name: "ExercisesTesting", targets: ["ExercisesTesting"]),
        .executable(name: "exercise-catalog", targets: ["exercise-catalog"]),
    ],
    dependencies: [
        .package(path: "../CoreModels"),
        .package(path: "../ShellKit"),
    ],
    targets: [
        // The exercise catalog (system and custom), search and knee-load data.
        .target(name: "Exercises", dependencies: ["CoreModels"], swiftSettings: settings),
        // `exercises` commands: the plug-in, exercise text, picking an exercise at a prompt.
        .target(
            name: "ExercisesCommands",
            dependencies: [
                "Exercises", "CoreModels", "ShellKit", .product(name: "CommandKit", package: "ShellKit"),
            ],
            swiftSettings: settings),
        // The storage contract every adapter must meet, and helpers for its tests.
        .target(
            name: "ExercisesTesting",
            dependencies: [
                "Exercises", "CoreModels", .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
        // Regenerates the embedded catalog from free-exercise-db.json (`make catalog`).
        .executableTarget(name: "exercise-catalog", dependencies: ["Exercises"], swiftSettings: settings),
        // Unit tests of the package, and the contract run against both adapters.
        .testTarget(
            name: "ExercisesTests",
            dependencies: [
                "Exercises", "ExercisesTesting", .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
