// swift-tools-version:6.0
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "CoreModels",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CoreModels", targets: ["CoreModels"]),
        // Helpers every package's tests share: temporary folders, the two adapters' names.
        .library(name: "CoreModelsTesting", targets: ["CoreModelsTesting"]),
    ],
    targets: [
        // Shared vocabulary (dates, mass, ids, catalog enums) and the JSON-file storage kit.
        .target(name: "CoreModels", dependencies: ["CSystemCalls"], swiftSettings: settings),
        // syncfs(2) (one flush for a group commit) and posix_spawn's closefrom action, which the
        // Glibc module does not show.
        .target(name: "CSystemCalls"),
        // Test helpers shared by every package's tests and contract suites.
        .target(name: "CoreModelsTesting", dependencies: ["CoreModels"], swiftSettings: settings),
        // Unit tests for the vocabulary and one test per storage rule.
        .testTarget(
            name: "CoreModelsTests", dependencies: ["CoreModels", "CoreModelsTesting"],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
