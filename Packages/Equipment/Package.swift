// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Equipment",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Equipment", targets: ["Equipment"])
    ],
    dependencies: [
        .package(path: "../CoreModels")
    ],
    targets: [
        // The user's equipment selection and set-up state: port, adapters, service.
        .target(
            name: "Equipment",
            dependencies: ["CoreModels"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // Contract suite for both adapters and the service's rules.
        .testTarget(
            name: "EquipmentTests",
            dependencies: ["Equipment"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
