// `concentric-bench`: the measurements behind docs/BENCHMARKS.md. Run it through `make bench`
// (bench/run.sh), which builds in release mode and adds the whole-process measurements.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: concentric-bench resolver [--repetitions N] [--iterations N]
           concentric-bench resolver-loop radii|detailed N   (N resolutions, for counting allocations)
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
        print("resolver (\(path.rawValue)) ns/resolution: \(summary)")
    }
case "resolver-loop":
    let path = arguments.count > 1 ? ResolverPath(rawValue: arguments[1]) ?? .radii : .radii
    let n = arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000
    print(resolveLoop(resolverInputs(count: 240), iterations: n, path: path))
default:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
