// swift-tools-version:6.0
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Plans",
    platforms: [.macOS(.v15)],
    products: [
        // The domain: models, the storage port and its two adapters, the services.
        .library(name: "Plans", targets: ["Plans"]),
        // Its commands, to compose into a program with ShellKit.
        .library(name: "PlansCommands", targets: ["PlansCommands"]),
        // Its storage contract and test helpers, to test another adapter of the port.
        .library(name: "PlansTesting", targets: ["PlansTesting"]),
    ],
    dependencies: [
        .package(path: "../CoreModels"),
        .package(path: "../Exercises"),
        .package(path: "../Equipment"),
        .package(path: "../ShellKit"),
    ],
    targets: [
        // Saved plans and templates, the training profile and the plan generator.
        .target(
            name: "Plans", dependencies: ["CoreModels", "Exercises", "Equipment"], swiftSettings: settings),
        // `plans` commands: the plug-in, plan text and JSON, its errors' wording.
        .target(
            name: "PlansCommands",
            dependencies: [
                "Plans", "Exercises", .product(name: "ExercisesCommands", package: "Exercises"), "CoreModels",
                "Equipment", .product(name: "EquipmentCommands", package: "Equipment"),
                "ShellKit", .product(name: "CommandKit", package: "ShellKit"),
            ],
            swiftSettings: settings),
        // The storage contract every adapter must meet, and helpers for its tests.
        .target(
            name: "PlansTesting",
            dependencies: [
                "Plans", "CoreModels", .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
        // Unit tests of the package, and the contract run against both adapters.
        .testTarget(
            name: "PlansTests",
            dependencies: [
                "Plans", "PlansTesting", .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
