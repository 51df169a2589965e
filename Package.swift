// swift-tools-version:6.0
// Concentric: a GTK 4 playground and a headless engine for concentric corners.
//
// Layers, bottom to top (a target only imports the ones below it):
//   ConcentricCore    pure geometry: shapes, corner styles, the resolver, outlines, devices
//   ConcentricScene   the scene model (cards in a device) laid out into drawable cards
//   ConcentricRender  the one Cairo/Pango drawing path (canvas, PNG, SVG, PDF)
//   ConcentricCLI     the `concentric` command's subcommands (resolve, devices, render, presets)
//   PlaygroundStore   the app's pure MVU store: State, Action, update, undo, spring
//   GtkKit            thin, typed, @MainActor wrappers over the GTK C API
//   ConcentricPlayground  the GTK 4 app (`concentric-playground`)
//   ConcentricBench   `concentric-bench`, the measurements behind docs/BENCHMARKS.md
import PackageDescription

let package = Package(
    name: "Concentric",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "concentric", targets: ["concentric"]),
        .executable(name: "concentric-playground", targets: ["ConcentricPlayground"]),
        .executable(name: "concentric-bench", targets: ["ConcentricBench"]),
        .library(name: "ConcentricCore", targets: ["ConcentricCore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk", path: "Sources/CGtk", pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .target(
            name: "ConcentricCore",
            resources: [.copy("Resources/devices.json")]),
        .target(
            name: "ConcentricScene", dependencies: ["ConcentricCore"],
            resources: [.copy("Resources/presets")]),
        .target(name: "ConcentricRender", dependencies: ["ConcentricScene", "CPangoCairo", "CPNG"]),
        .target(name: "ConcentricCLI", dependencies: ["ConcentricCore", "ConcentricScene", "ConcentricRender"]),
        .executableTarget(name: "concentric", dependencies: ["ConcentricCLI"]),
        .target(name: "PlaygroundStore", dependencies: ["ConcentricCore", "ConcentricScene"]),
        .target(name: "GtkKit", dependencies: ["CGtk"]),
        .executableTarget(
            name: "ConcentricPlayground",
            dependencies: ["PlaygroundStore", "ConcentricRender", "GtkKit", "CGtk"],
            resources: [.copy("Resources")]),
        // Benchmarks (`make bench`), not tests: timings are reported, never asserted.
        .executableTarget(name: "ConcentricBench", dependencies: ["ConcentricCore", "ConcentricScene", "ConcentricRender", "PlaygroundStore"]),
        .testTarget(name: "ConcentricCoreTests", dependencies: ["ConcentricCore"]),
        .testTarget(name: "ConcentricCLITests", dependencies: ["ConcentricCLI"]),
        .testTarget(name: "ConcentricSceneTests", dependencies: ["ConcentricScene"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ConcentricRenderTests", dependencies: ["ConcentricRender", "ConcentricCLI"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "PlaygroundStoreTests", dependencies: ["PlaygroundStore"]),
        .testTarget(name: "PlaygroundAppTests", dependencies: ["ConcentricRender"]),
    ],
    swiftLanguageModes: [.v6]
)
