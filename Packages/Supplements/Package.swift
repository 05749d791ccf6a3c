// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Supplements",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Supplements", targets: ["Supplements"])
    ],
    dependencies: [
        .package(path: "../CoreModels")
    ],
    targets: [
        // Supplement stacks and the daily intake log.
        .target(
            name: "Supplements",
            dependencies: ["CoreModels"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // Unit tests of the Supplements package.
        .testTarget(
            name: "SupplementsTests",
            dependencies: ["Supplements"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
