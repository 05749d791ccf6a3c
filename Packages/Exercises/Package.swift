// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Exercises",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Exercises", targets: ["Exercises"])
    ],
    dependencies: [
        .package(path: "../CoreModels")
    ],
    targets: [
        // The exercise catalog (system and custom), search and knee-load data.
        .target(
            name: "Exercises",
            dependencies: ["CoreModels"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // Unit tests of the Exercises package.
        .testTarget(
            name: "ExercisesTests",
            dependencies: ["Exercises"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
