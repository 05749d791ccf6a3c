// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Plans",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Plans", targets: ["Plans"])
    ],
    dependencies: [
        .package(path: "../CoreModels"),
        .package(path: "../Exercises"),
        .package(path: "../Equipment"),
    ],
    targets: [
        // Saved plans and templates, the training profile and the plan generator.
        .target(
            name: "Plans",
            dependencies: ["CoreModels", "Exercises", "Equipment"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // Unit tests of the Plans package.
        .testTarget(
            name: "PlansTests",
            dependencies: ["Plans"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
