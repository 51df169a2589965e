// Medians, percentiles and spreads of repeated measurements.
import ConcentricCore
import ConcentricJSON
import Foundation

/// A summary of repeated samples (any unit).
struct Summary {
    var samples: [Double]

    init(_ samples: [Double]) { self.samples = samples.sorted() }

    /// The value below which a fraction `p` of the samples fall (nearest rank).
    func percentile(_ p: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let rank = (Int(exactly: (p * Double(samples.count)).rounded(.up)) ?? 0) - 1
        return samples[min(samples.count - 1, max(0, rank))]
    }

    var median: Double { percentile(0.5) }
    var p99: Double { percentile(0.99) }
    var minimum: Double { samples.first ?? .nan }
    var maximum: Double { samples.last ?? .nan }
    /// Median absolute deviation: a spread that ignores the odd slow outlier.
    var mad: Double { Summary(samples.map { abs($0 - median) }).median }

    /// The summary as JSON members (values rounded to 4 significant decimals of the unit).
    var jsonMembers: [(String, JSONValue)] {
        func n(_ v: Double) -> JSONValue { .number((v * 10_000).rounded() / 10_000) }
        return [
            ("n", .number(Double(samples.count))), ("median", n(median)), ("mad", n(mad)),
            ("p10", n(percentile(0.1))), ("p90", n(percentile(0.9))), ("p99", n(p99)),
            ("min", n(minimum)), ("max", n(maximum)),
        ]
    }
}

/// One result line of `concentric-bench`: JSON on one line, which bench/report.py reads.
func report(_ benchmark: String, _ name: String, unit: String, _ summary: Summary, extra: [(String, JSONValue)] = []) {
    let members: [(String, JSONValue)] = [("benchmark", .string(benchmark)), ("case", .string(name)), ("unit", .string(unit))]
    print(JSONWriter.write(.object(members + summary.jsonMembers + extra), pretty: false))
}

/// Monotonic time in seconds.
@inline(__always)
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Keeps the optimiser from deleting a computation whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
