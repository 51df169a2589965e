// `concentric-bench`: the in-process measurements behind docs/BENCHMARKS.md, one JSON line per
// result. Run it through `make bench` (bench/run.sh), which builds in release mode, adds the
// whole-process measurements and writes the results page.
import ConcentricCore
import Foundation
import ScaleScenes

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: concentric-bench resolver [--repetitions N] [--iterations N]
           concentric-bench resolver-loop radii|detailed N   (N resolutions, for counting allocations)
           concentric-bench resolve-requests [--repetitions N] [--iterations N]   (resolutions with their concentricity error, as `concentric resolve` answers)
           concentric-bench canvas [--frames N]
           concentric-bench canvas-profile CASE FRAMES [--scale N]   (FRAMES frames of one canvas case at 1280 × 800 @N, for callgrind)
           concentric-bench export DIR [--repetitions N]   (PNG at @3x of every preset, written into DIR)
           concentric-bench scale [--repetitions N]   (parse, layout, resolve, draw and an edit, at 100, 1,000 and 10,000 views)
           concentric-bench scale --write DIR   (the generated 100, 1,000 and 10,000-view scenes, as scale-N.json)
           concentric-bench scale-profile VIEWS EDITS   (the cached edit path alone, for callgrind)
           concentric-bench scale-layout-profile VIEWS LAYOUTS [estimated] [cached]   (a first layout alone, for callgrind; cached: into a new LayoutCache, as the app's)
           concentric-bench draw-profile SCENE SCALE FRAMES [OUT.png]   (one layout drawn FRAMES times, for callgrind; SCENE scale-N, levels-N or default)
           concentric-bench scale-parse VIEWS PARSES   (parse of the VIEWS-view scene alone, for callgrind)
           concentric-bench import SAMPLE.swift [--repetitions N]   (SwiftUI source in: the sample and a 1,000-line file of 200 views)
           concentric-bench import --write FILE   (that generated file)
           concentric-bench frames SECONDS   (the window's animation for SECONDS, every frame timed)
           concentric-bench editor SECONDS FILE   (the window on FILE: opening, the layer list, two slider drags of SECONDS)
           concentric-bench empty-window   (an empty libadwaita window to its first frame: the floor under editor's opening)
           concentric-bench reload SAVES FILE.swift   (FILE saved SAVES times as an editor does, each to the new picture)
           concentric-bench source-edit EDITS FILE.swift   (its last padding set EDITS times from the inspector, each to the file and the picture)
    The last five open a window (a display is needed) and neither read nor write the playground's state file.
    """

func option(_ name: String, default value: Int) -> Int {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 else { return value }
    return n
}

switch arguments.first {
case "resolver":
    for path in ResolverPath.allCases {
        let summary = benchmarkResolver(
            repetitions: option("--repetitions", default: 15), iterations: option("--iterations", default: 2_000_000), path: path)
        report("resolver", path.rawValue, unit: "ns", summary)
    }
case "resolve-requests":
    for curve in CornerCurve.allCases {
        let summary = benchmarkResolveRequests(
            repetitions: option("--repetitions", default: 15), iterations: option("--iterations", default: 20_000), curve: curve)
        report("resolve-request", curve.rawValue, unit: "µs", summary)
    }
case "resolver-loop":
    let path = arguments.count > 1 ? ResolverPath(rawValue: arguments[1]) ?? .radii : .radii
    let n = arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000
    print(resolveLoop(resolverInputs(count: 240), iterations: n, path: path))
case "canvas":
    benchmarkCanvas(frames: option("--frames", default: 200))
case "canvas-profile" where arguments.count > 2:
    profileCanvas(case: arguments[1], frames: Int(arguments[2]) ?? 10, scale: option("--scale", default: 2))
case "export" where arguments.count > 1:
    benchmarkExport(repetitions: option("--repetitions", default: 5), scale: 3, folder: URL(fileURLWithPath: arguments[1]))
case "scale" where arguments.count > 2 && arguments[1] == "--write":
    writeScaleScenes(into: URL(fileURLWithPath: arguments[2]))
case "scale-profile" where arguments.count > 2:
    profileScaleEdits(views: Int(arguments[1]) ?? 1_000, edits: Int(arguments[2]) ?? 10)
case "draw-profile" where arguments.count > 3:
    profileDraws(scene: arguments[1], scale: Int(arguments[2]) ?? 1, frames: Int(arguments[3]) ?? 1, output: arguments.count > 4 ? arguments[4] : nil)
case "scale-layout-profile" where arguments.count > 2:
    profileScaleLayouts(
        views: Int(arguments[1]) ?? 1_000, layouts: Int(arguments[2]) ?? 1, estimated: arguments.dropFirst(3).contains("estimated"),
        cached: arguments.dropFirst(3).contains("cached"))
case "scale-parse" where arguments.count > 2:
    profileScaleParses(views: Int(arguments[1]) ?? 10_000, parses: Int(arguments[2]) ?? 1)
case "scale":
    benchmarkScale(repetitions: option("--repetitions", default: 50))
case "import" where arguments.count > 2 && arguments[1] == "--write":
    guard FileManager.default.createFile(atPath: arguments[2], contents: Data(generatedSwiftUI(views: 200).utf8)) else {
        FileHandle.standardError.write(Data("concentric-bench: \(arguments[2]): cannot be written\n".utf8))
        exit(1)
    }
case "import" where arguments.count > 1:
    benchmarkImport(sample: arguments[1], repetitions: option("--repetitions", default: 100))
case "frames" where arguments.count == 2:
    exit(runWindow(document: nil, harness: FramesHarness(seconds: seconds(arguments[1]))))
case "editor" where arguments.count == 3:
    exit(runWindow(document: arguments[2], harness: EditorHarness(seconds: seconds(arguments[1]))))
case "empty-window" where arguments.count == 1:
    exit(runEmptyWindow())
case "reload" where arguments.count == 3, "source-edit" where arguments.count == 3:
    let how: ReloadBenchmark.Change = arguments[0] == "reload" ? .save : .inspectorEdit
    exit(runWindow(document: arguments[2], harness: ReloadHarness(count: count(arguments[1]), how: how)))
default:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
