// swift-tools-version:6.0
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Equipment",
    platforms: [.macOS(.v15)],
    products: [
        // The domain: models, the storage port and its two adapters, the services.
        .library(name: "Equipment", targets: ["Equipment"]),
        // Its commands, to compose into a program with ShellKit.
        .library(name: "EquipmentCommands", targets: ["EquipmentCommands"]),
        // Its storage contract and test helpers, to test another adapter of the port.
        .library(name: "EquipmentTesting", targets: ["EquipmentTesting"]),
    ],
    dependencies: [
        .package(path: "../CoreModels"),
        .package(path: "../ShellKit"),
    ],
    targets: [
        // The user's equipment selection and set-up state: port, adapters, service.
        .target(name: "Equipment", dependencies: ["CoreModels"], swiftSettings: settings),
        // `equipment` commands: the plug-in, its text and JSON, its errors' wording.
        .target(
            name: "EquipmentCommands",
            dependencies: [
                "Equipment", "CoreModels", "ShellKit", .product(name: "CommandKit", package: "ShellKit"),
            ],
            swiftSettings: settings),
        // The storage contract every adapter must meet, and helpers for its tests.
        .target(
            name: "EquipmentTesting",
            dependencies: [
                "Equipment", "CoreModels", .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
        // Unit tests of the package, and the contract run against both adapters.
        .testTarget(
            name: "EquipmentTests",
            dependencies: [
                "Equipment", "EquipmentTesting", .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
