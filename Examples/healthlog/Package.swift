// swift-tools-version:6.0
import PackageDescription

// A program of its own composed from two fitshell feature packages and the shell kit: the
// journal, body weight and supplements commands under the name `healthlog`, with its data in
// $HEALTHLOG_HOME (else ~/.local/share/healthlog). No workout, plan or exercise code is linked.
let package = Package(
    name: "healthlog",
    platforms: [.macOS(.v15)],
    products: [.executable(name: "healthlog", targets: ["healthlog"])],
    dependencies: [
        .package(path: "../../Packages/ShellKit"),
        .package(path: "../../Packages/Journal"),
        .package(path: "../../Packages/Supplements"),
    ],
    targets: [
        .executableTarget(
            name: "healthlog",
            dependencies: [
                .product(name: "ShellKit", package: "ShellKit"),
                .product(name: "JournalCommands", package: "Journal"),
                .product(name: "SupplementsCommands", package: "Supplements"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
