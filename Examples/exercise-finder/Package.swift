// swift-tools-version:6.0
import PackageDescription

// A program that adopts one fitshell package alone: the exercise catalog and its search, with no
// shell kit, no storage and no other feature.
let package = Package(
    name: "exercise-finder",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../../Packages/Exercises")],
    targets: [
        // `exercise-finder WORDS…` prints the best matches of the built-in catalog.
        .executableTarget(
            name: "exercise-finder", dependencies: [.product(name: "Exercises", package: "Exercises")])
    ],
    swiftLanguageModes: [.v6]
)
