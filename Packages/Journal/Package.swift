// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Journal",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Journal", targets: ["Journal"])
    ],
    dependencies: [
        .package(path: "../CoreModels")
    ],
    targets: [
        // Daily journal tags and body weight, with CSV in and out.
        .target(
            name: "Journal",
            dependencies: ["CoreModels"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // Unit tests of the Journal package.
        .testTarget(
            name: "JournalTests",
            dependencies: ["Journal"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
