// swift-tools-version:6.0
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "fitshell",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "fitshell", targets: ["fitshell"]),
        .executable(name: "fitshell-bench", targets: ["fitshell-bench"]),
        .library(name: "FitshellApp", targets: ["FitshellApp"]),
        .library(name: "CommandKit", targets: ["CommandKit"]),
    ],
    dependencies: [
        .package(path: "../../Packages/CoreModels"),
        .package(path: "../../Packages/Equipment"),
        .package(path: "../../Packages/Exercises"),
        .package(path: "../../Packages/Journal"),
        .package(path: "../../Packages/Supplements"),
        .package(path: "../../Packages/Plans"),
        .package(path: "../../Packages/WorkoutSession"),
    ],
    targets: [
        // The small command framework: declarations, parser, help, completions, console.
        .target(name: "CommandKit", dependencies: ["CoreModels"], swiftSettings: settings),
        // The composition root: data folder, profiles, one plug-in per feature, dashboard.
        .target(
            name: "FitshellApp",
            dependencies: [
                "CommandKit", "CoreModels", "Equipment", "Exercises", "Journal", "Supplements", "Plans",
                "WorkoutSession",
            ],
            swiftSettings: settings
        ),
        // The executable: a few lines that hand over to FitshellApp.
        .executableTarget(name: "fitshell", dependencies: ["FitshellApp"], swiftSettings: settings),
        // `make bench`: times whole fitshell processes on generated profiles (Foundation only).
        .executableTarget(name: "fitshell-bench", swiftSettings: settings),
        // Parser, help and completion tests.
        .testTarget(name: "CommandKitTests", dependencies: ["CommandKit"], swiftSettings: settings),
        // In-process tests of the plug-ins against a temporary data folder.
        .testTarget(name: "FitshellAppTests", dependencies: ["FitshellApp"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
