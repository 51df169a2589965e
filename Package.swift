// swift-tools-version:6.0
// Concentric: a GTK 4 playground and a headless engine for concentric corners.
//
// Layers, bottom to top (a target only imports the ones below it):
//   ConcentricIO      files, streams and the command line, no geometry: atomic writes (symlinks
//                     followed, temporaries removed on SIGINT/SIGTERM), capped reads, checked
//                     writes, the XDG folders (its signal handler is C: CConcentricIO), and the one
//                     command-line parser both programs use
//   ConcentricCore    pure geometry: shapes, corner styles, the resolver, outlines, devices
//   ConcentricJSON    the path-aware JSON reader and writer, the Core's types in JSON, devices.json
//   ConcentricScene   the scene model (a SwiftUI-like view tree in a device) and its layout; reads
//                     and writes scene files (format v2; v1 files are only read, converted to v2)
//                     and reads the user's device profiles
//   SceneEditing      the editor's pure model on a scene (edits, view paths, hit testing, the
//                     clipboard, structure commands, the inspector's rows); not in the CLI
//   SceneCode         scenes out as code: the SwiftUI and HTML generators
//   ScaleScenes       the generated scenes of N views for the benchmarks and tests at scale
//   ConcentricRender  the one Cairo/Pango drawing path (canvas, PNG, SVG, PDF), spec sheets across
//                     devices, animation frames and animated WebP (libwebp: CWebP)
//   ConcentricCLI     the `concentric` command's subcommands (resolve, devices, render, layout, code,
//                     import, presets)
//   JSONText          JSON values and their writer, with no dependency (ConcentricJSON re-exports it)
//   SwiftUIImport     SwiftUI source in: the only code that sees swift-syntax; run by the helper
//                     program `concentric-import-swiftui`, which `concentric` starts
//   PlaygroundStore   the app's pure MVU store: State, Action, update, undo, spring
//   PlaygroundRules   the app's pure rules that are not the store's (no state, no effects, no GTK):
//                     the command line (`concentric-playground --export …`), the names the save
//                     dialogs suggest (`card@1.5x.png`) and the Export menu's targets, how a scroll
//                     and a number field step their values. Not in PlaygroundStore: the store is
//                     State, Action and update, and none of these is state or changes it; apart
//                     from the app, so they are unit-tested without a display
//   GtkKit            thin, typed, @MainActor wrappers over the GTK C API (popovers' anchors kept
//                     on a monitor under X11: CGtkPopoverPlacement)
//   PlaygroundUI      the GTK 4 window and application, as a library
//   ConcentricPlayground  `concentric-playground`: its main.swift only runs PlaygroundUI's program
//   ConcentricBench   `concentric-bench`, the measurements behind docs/BENCHMARKS.md, the window's
//                     through PlaygroundUI's harness hook
// Tests: one test target per module (XTests for X; PlaygroundUITests for the window's code in
// process, PlaygroundAppTests for the app run as a program, with its desktop files), all sharing
// ConcentricTestSupport (Tests/ConcentricTestSupport: no product code).
import PackageDescription
import Foundation

/// The Swift toolchain's swift-syntax libraries (`<toolchain>/usr/lib/swift/host`), which only the
/// importer's helper program loads: found from the `swift` on PATH, symlinks resolved, as the
/// toolchain that builds is the one whose libraries match its compiler.
let swiftSyntaxHost: String = {
    let fileManager = FileManager.default
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard fileManager.isExecutableFile(atPath: candidate.path) else { continue }
        let host = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/host").standardizedFileURL.path
        if fileManager.fileExists(atPath: host + "/SwiftParser.swiftmodule") { return host }
    }
    return "/usr/lib/swift/host"
}()

let package = Package(
    name: "Concentric",
    products: [
        .executable(name: "concentric", targets: ["concentric"]),
        .executable(name: "concentric-playground", targets: ["ConcentricPlayground"]),
        .executable(name: "concentric-bench", targets: ["ConcentricBench"]),
        .executable(name: "concentric-import-swiftui", targets: ["concentric-import-swiftui"]),
        .library(name: "ConcentricCore", targets: ["ConcentricCore"]),
        .library(name: "ConcentricJSON", targets: ["ConcentricJSON"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk", path: "Sources/CGtk", pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        // libpng for the render tests alone (decoding, and the reference encoder PNGEncoder is held to).
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]),
        // DWARF 4, as CGtkPopoverPlacement's below: valgrind 3.19 reads no DWARF 5.
        .target(name: "CConcentricIO", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        .target(name: "ConcentricIO", dependencies: ["CConcentricIO"]),
        .target(name: "ConcentricCore"),
        .target(name: "JSONText"),
        .target(
            name: "ConcentricJSON", dependencies: ["ConcentricCore", "JSONText"],
            resources: [.copy("Resources/devices.json")]),
        .target(
            name: "ConcentricScene", dependencies: ["ConcentricCore", "ConcentricJSON", "ConcentricIO"],
            resources: [.copy("Resources/presets")]),
        // The editor's model on a scene (edits, clipboard, structure commands, hit testing, the
        // inspector's rows), which the command line never needs.
        .target(name: "SceneEditing", dependencies: ["ConcentricCore", "ConcentricJSON", "ConcentricScene"]),
        // The generated scenes of exactly N views that the benchmarks and tests at scale use.
        .target(name: "ScaleScenes", dependencies: ["ConcentricCore", "ConcentricScene"]),
        // Scenes out as code: SwiftUI and HTML.
        .target(name: "SceneCode", dependencies: ["ConcentricCore", "ConcentricJSON", "ConcentricScene"]),
        .target(name: "ConcentricRender", dependencies: ["ConcentricCore", "ConcentricJSON", "ConcentricScene", "ConcentricIO", "CPangoCairo", "CZlib", "CWebP"]),
        .target(name: "ConcentricCLI", dependencies: ["ConcentricIO", "ConcentricCore", "ConcentricJSON", "ConcentricScene", "SceneCode", "ConcentricRender"]),
        .executableTarget(name: "concentric", dependencies: ["ConcentricCLI"]),
        // SwiftUI source in: the only code that sees the Swift parser. It links the toolchain's
        // shared swift-syntax libraries, so it runs in a helper program of its own, linked
        // against the shared Swift runtime (the statically linked `concentric` and app cannot load
        // them); `$ORIGIN/swiftui-import-libs` is where `make install` puts those libraries.
        .target(
            name: "SwiftUIImport", dependencies: ["ConcentricCore", "JSONText"],
            swiftSettings: [.unsafeFlags(["-I", swiftSyntaxHost, "-enable-library-evolution"])],
            linkerSettings: [.unsafeFlags(["-L", swiftSyntaxHost, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost])]),
        .executableTarget(
            name: "concentric-import-swiftui", dependencies: ["SwiftUIImport"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "-rpath", "-Xlinker", "$ORIGIN/swiftui-import-libs"])]),
        .target(name: "PlaygroundStore", dependencies: ["ConcentricCore", "ConcentricJSON", "ConcentricScene", "SceneEditing", "SceneCode"]),
        .target(name: "PlaygroundRules", dependencies: ["ConcentricCore", "ConcentricIO", "ConcentricJSON", "ConcentricScene", "SceneCode", "PlaygroundStore"]),
        // GtkKit's C part: every popover's anchor kept on a monitor before GDK 4.8 (X11) lays it out.
        // DWARF 4 line tables: valgrind 3.19 cannot read the DWARF 5 ones clang writes for this
        // file, and gives up on any program that links it: the debug app (scripts/valgrind.sh) and
        // the release concentric-bench whose allocations make bench counts.
        .target(
            name: "CGtkPopoverPlacement", dependencies: ["CGtk"], cSettings: [.unsafeFlags(["-gdwarf-4"])],
            linkerSettings: [.linkedLibrary("X11")]),
        .target(name: "GtkKit", dependencies: ["CGtk", "CGtkPopoverPlacement"]),
        // The window and the application as a library: everything the program does.
        .target(
            name: "PlaygroundUI",
            dependencies: ["ConcentricCore", "ConcentricScene", "SceneEditing", "SceneCode", "PlaygroundStore", "PlaygroundRules", "ConcentricIO", "ConcentricJSON", "ConcentricRender", "GtkKit"],
            resources: [.copy("Resources")]),
        // `concentric-playground`: a main.swift that runs PlaygroundUI's program.
        .executableTarget(name: "ConcentricPlayground", dependencies: ["PlaygroundUI"]),
        // Benchmarks (`make bench`), not tests: timings are reported, never asserted.
        // The window's measurements drive PlaygroundUI through its harness hook (WindowHarness).
        .executableTarget(name: "ConcentricBench", dependencies: ["ConcentricIO", "ConcentricCore", "ConcentricJSON", "ConcentricScene", "SceneEditing", "ScaleScenes", "ConcentricRender", "PlaygroundStore", "PlaygroundUI", "GtkKit", "SwiftUIImport", "CPangoCairo"]),
        // What every test target shares (the seeded generator, scratch folders, the real-binary
        // runner); Foundation and XCTest only, no product code, so any test target may use it.
        .target(name: "ConcentricTestSupport", path: "Tests/ConcentricTestSupport"),
        .testTarget(name: "ConcentricCoreTests", dependencies: ["ConcentricCore", "ConcentricTestSupport"]),
        .testTarget(name: "ConcentricIOTests", dependencies: ["ConcentricIO", "ConcentricTestSupport"]),
        .testTarget(name: "ConcentricJSONTests", dependencies: ["ConcentricJSON", "ConcentricCore", "ConcentricTestSupport"]),
        .testTarget(name: "ConcentricCLITests", dependencies: ["ConcentricCLI", "ConcentricCore", "ConcentricIO", "ConcentricJSON", "ConcentricScene", "ConcentricTestSupport"]),
        .testTarget(
            name: "SwiftUIImportTests", dependencies: ["SwiftUIImport", "ConcentricCore", "ConcentricScene", "ConcentricJSON", "SceneEditing", "PlaygroundStore", "ConcentricTestSupport"],
            swiftSettings: [.unsafeFlags(["-I", swiftSyntaxHost])]),
        .testTarget(
            name: "ConcentricSceneTests", dependencies: ["ConcentricScene", "SceneEditing", "ScaleScenes", "ConcentricCore", "ConcentricJSON", "ConcentricTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ConcentricRenderTests", dependencies: ["ConcentricRender", "ConcentricCLI", "ConcentricCore", "ConcentricIO", "ConcentricJSON", "ConcentricScene", "SceneEditing", "ScaleScenes", "CPangoCairo", "CWebP", "CPNG", "ConcentricTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit"]),
        .testTarget(name: "PlaygroundStoreTests", dependencies: ["PlaygroundStore", "ConcentricCore", "ConcentricJSON", "ConcentricScene", "SceneEditing", "SceneCode", "ConcentricTestSupport"]),
        .testTarget(name: "PlaygroundRulesTests", dependencies: ["PlaygroundRules", "PlaygroundStore", "ConcentricScene", "ConcentricCore"]),
        // The window's code in this process (its widgets on the worker's display).
        .testTarget(name: "PlaygroundUITests", dependencies: ["PlaygroundUI", "GtkKit", "ConcentricCore", "ConcentricJSON", "ConcentricScene", "SceneEditing", "PlaygroundStore"]),
        .testTarget(
            name: "PlaygroundAppTests", dependencies: ["ConcentricCore", "ConcentricScene", "ScaleScenes", "ConcentricRender", "ConcentricIO", "ConcentricJSON", "ConcentricTestSupport"],
            exclude: ["atspi"]),   // AccessibilityTests' AT-SPI client, run from the source folder
    ],
    swiftLanguageModes: [.v6]
)
