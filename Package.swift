// swift-tools-version:6.0
import PackageDescription

// The workspace: depends on every local package; its only targets are the cross-package
// integration tests and the end-to-end tests of the built `fitshell` binary.
let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "fitshell-workspace",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "Packages/CoreModels"),
        .package(path: "Packages/ShellKit"),
        .package(path: "Packages/Equipment"),
        .package(path: "Packages/Exercises"),
        .package(path: "Packages/Journal"),
        .package(path: "Packages/Supplements"),
        .package(path: "Packages/Plans"),
        .package(path: "Packages/WorkoutSession"),
        .package(path: "Apps/fitshell"),
        .package(path: "Examples/healthlog"),
    ],
    targets: [
        // Packages working together through their public APIs, in-process.
        .testTarget(
            name: "IntegrationTests",
            dependencies: [
                "CoreModels", "Equipment", "Exercises", "Journal", "Supplements", "Plans", "WorkoutSession",
                .product(name: "FitshellApp", package: "fitshell"), "ShellKit",
                .product(name: "CommandKit", package: "ShellKit"),
            ],
            path: "Tests/IntegrationTests",
            swiftSettings: settings
        ),
        // The real `fitshell` executable (and the `healthlog` example) run as child processes
        // against temporary data folders.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                .product(name: "fitshell", package: "fitshell"),
                .product(name: "healthlog", package: "healthlog"),
                .product(name: "CommandKit", package: "ShellKit"),
            ],
            path: "Tests/EndToEndTests",
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
