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
    ],
    dependencies: [
        .package(path: "../../Packages/CoreModels"),
        .package(path: "../../Packages/ShellKit"),
        .package(path: "../../Packages/Equipment"),
        .package(path: "../../Packages/Exercises"),
        .package(path: "../../Packages/Journal"),
        .package(path: "../../Packages/Supplements"),
        .package(path: "../../Packages/Plans"),
        .package(path: "../../Packages/WorkoutSession"),
    ],
    targets: [
        // The composition root: the plug-in list, the wiring between features, and what spans
        // features (set-up, profiles, data doctor/export/import, settings).
        .target(
            name: "FitshellApp",
            dependencies: [
                "FitshellGenerator", "FitshellReport", "FitshellSync", "CoreModels", "ShellKit",
                .product(name: "CommandKit", package: "ShellKit"),
                "Equipment", .product(name: "EquipmentCommands", package: "Equipment"),
                "Exercises", .product(name: "ExercisesCommands", package: "Exercises"),
                "Journal", .product(name: "JournalCommands", package: "Journal"),
                "Supplements", .product(name: "SupplementsCommands", package: "Supplements"),
                "Plans", .product(name: "PlansCommands", package: "Plans"),
                "WorkoutSession", .product(name: "WorkoutSessionCommands", package: "WorkoutSession"),
            ],
            swiftSettings: settings
        ),
        // `dev generate`: synthetic profiles of N years for the benchmark and load tests.
        .target(
            name: "FitshellGenerator",
            dependencies: [
                "CoreModels", "ShellKit", .product(name: "CommandKit", package: "ShellKit"),
                "Equipment", .product(name: "EquipmentCommands", package: "Equipment"),
                "Exercises", "Journal", .product(name: "JournalCommands", package: "Journal"),
                "Supplements", .product(name: "SupplementsCommands", package: "Supplements"),
                "Plans", .product(name: "PlansCommands", package: "Plans"),
                "WorkoutSession", .product(name: "WorkoutSessionCommands", package: "WorkoutSession"),
            ],
            swiftSettings: settings
        ),
        // `sync`: the profile's folder as a git work tree, fitshell as its merge driver.
        .target(
            name: "FitshellSync",
            dependencies: [
                "CoreModels", "ShellKit", .product(name: "CommandKit", package: "ShellKit"),
                "WorkoutSession", .product(name: "WorkoutSessionCommands", package: "WorkoutSession"),
            ],
            swiftSettings: settings),
        // `report`: one self-contained HTML page (or its data as JSON) across every feature.
        .target(
            name: "FitshellReport",
            dependencies: [
                "CoreModels", "ShellKit", .product(name: "CommandKit", package: "ShellKit"),
                "Exercises", .product(name: "ExercisesCommands", package: "Exercises"),
                "Journal", .product(name: "JournalCommands", package: "Journal"),
                "Supplements", .product(name: "SupplementsCommands", package: "Supplements"),
                "Plans", .product(name: "PlansCommands", package: "Plans"),
                "WorkoutSession", .product(name: "WorkoutSessionCommands", package: "WorkoutSession"),
            ],
            swiftSettings: settings
        ),
        // The executable: a few lines that hand over to FitshellApp.
        .executableTarget(
            name: "fitshell", dependencies: ["FitshellApp", "ShellKit"], swiftSettings: settings),
        // `make bench`: times whole fitshell processes on generated profiles (Foundation only).
        .executableTarget(name: "fitshell-bench", swiftSettings: settings),
        // In-process tests of the composed app against a temporary data folder.
        .testTarget(
            name: "FitshellAppTests",
            dependencies: ["FitshellApp", "ShellKit", .product(name: "CommandKit", package: "ShellKit")],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
