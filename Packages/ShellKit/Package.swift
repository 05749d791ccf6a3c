// swift-tools-version:6.0
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

// The shell kit: what every command-line program built from fitshell's feature packages shares.
// `CommandKit` is the command framework (declarations, parser, help, completions, console);
// `ShellKit` is the shell over it (plug-ins, the per-run context, the dashboard, the data
// folder and its profiles, error reporting), with the program's name and folders as configuration.
let package = Package(
    name: "ShellKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CommandKit", targets: ["CommandKit"]),
        .library(name: "ShellKit", targets: ["ShellKit"]),
    ],
    dependencies: [
        .package(path: "../CoreModels")
    ],
    targets: [
        // The command framework: declarations, parser, help, completions, console.
        .target(
            name: "CommandKit", dependencies: [.product(name: "CoreModels", package: "CoreModels")],
            swiftSettings: settings),
        // The shell: plug-ins composed into one program with its own name and data folder.
        .target(
            name: "ShellKit",
            dependencies: ["CommandKit", .product(name: "CoreModels", package: "CoreModels")],
            swiftSettings: settings),
        // Parser, help and completion tests.
        .testTarget(name: "CommandKitTests", dependencies: ["CommandKit"], swiftSettings: settings),
        // The shell composed of small test plug-ins, run against temporary data folders.
        .testTarget(
            name: "ShellKitTests",
            dependencies: [
                "ShellKit", "CommandKit", .product(name: "CoreModels", package: "CoreModels"),
                .product(name: "CoreModelsTesting", package: "CoreModels"),
            ],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
