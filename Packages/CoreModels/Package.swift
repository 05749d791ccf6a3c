// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CoreModels",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CoreModels", targets: ["CoreModels"])
    ],
    targets: [
        // Shared vocabulary (dates, mass, ids, catalog enums) and the JSON-file storage kit.
        .target(
            name: "CoreModels",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // Unit tests for the vocabulary and one test per storage rule.
        .testTarget(
            name: "CoreModelsTests",
            dependencies: ["CoreModels"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
