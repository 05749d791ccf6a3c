// swift-tools-version:6.0
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Journal",
    platforms: [.macOS(.v15)],
    products: [
        // The domain: models, the storage port and its two adapters, the services.
        .library(name: "Journal", targets: ["Journal"]),
        // Its commands, to compose into a program with ShellKit.
        .library(name: "JournalCommands", targets: ["JournalCommands"]),
        // Its storage contract and test helpers, to test another adapter of the port.
        .library(name: "JournalTesting", targets: ["JournalTesting"]),
    ],
    dependencies: [
        .package(path: "../CoreModels"),
        .package(path: "../ShellKit"),
    ],
    targets: [
        // Daily journal tags and body weight, with CSV in and out.
        .target(name: "Journal", dependencies: ["CoreModels"], swiftSettings: settings),
        // `journal` and `weight` commands: the plug-ins, their text and JSON, their errors' wording.
        .target(
            name: "JournalCommands",
            dependencies: [
                "Journal", "CoreModels", "ShellKit", .product(name: "CommandKit", package: "ShellKit"),
            ],
            swiftSettings: settings),
        // The storage contract every adapter must meet, and helpers for its tests.
        .target(
            name: "JournalTesting",
            dependencies: [
                "Journal", "CoreModels", .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
        // Unit tests of the package, and the contract run against both adapters.
        .testTarget(
            name: "JournalTests",
            dependencies: [
                "Journal", "JournalTesting", .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
