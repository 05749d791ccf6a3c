// swift-tools-version:6.0
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Supplements",
    platforms: [.macOS(.v15)],
    products: [
        // The domain: models, the storage port and its two adapters, the services.
        .library(name: "Supplements", targets: ["Supplements"]),
        // Its commands, to compose into a program with ShellKit.
        .library(name: "SupplementsCommands", targets: ["SupplementsCommands"]),
        // Its storage contract and test helpers, to test another adapter of the port.
        .library(name: "SupplementsTesting", targets: ["SupplementsTesting"]),
    ],
    dependencies: [
        .package(path: "../CoreModels"),
        .package(path: "../ShellKit"),
    ],
    targets: [
        // Supplement stacks and the daily intake log.
        .target(name: "Supplements", dependencies: ["CoreModels"], swiftSettings: settings),
        // `supplements` commands: the plug-in, its text and JSON, its errors' wording.
        .target(
            name: "SupplementsCommands",
            dependencies: [
                "Supplements", "CoreModels", "ShellKit", .product(name: "CommandKit", package: "ShellKit"),
            ],
            swiftSettings: settings),
        // The storage contract every adapter must meet, and helpers for its tests.
        .target(
            name: "SupplementsTesting",
            dependencies: [
                "Supplements", "CoreModels", .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
        // Unit tests of the package, and the contract run against both adapters.
        .testTarget(
            name: "SupplementsTests",
            dependencies: [
                "Supplements", "SupplementsTesting",
                .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
