// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WorkoutSession",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WorkoutSession", targets: ["WorkoutSession"])
    ],
    dependencies: [
        .package(path: "../CoreModels"),
        .package(path: "../Exercises"),
        .package(path: "../Plans"),
    ],
    targets: [
        // The active workout, check-in, player state, history and stats.
        .target(
            name: "WorkoutSession",
            dependencies: ["CoreModels", "Exercises", "Plans"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // Unit tests of the WorkoutSession package.
        .testTarget(
            name: "WorkoutSessionTests",
            dependencies: ["WorkoutSession"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
