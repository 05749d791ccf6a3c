// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Exercises",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Exercises", targets: ["Exercises"]),
        .executable(name: "exercise-catalog", targets: ["exercise-catalog"]),
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
        // Regenerates the embedded catalog from free-exercise-db.json (`make catalog`).
        .executableTarget(
            name: "exercise-catalog",
            dependencies: ["Exercises"],
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
