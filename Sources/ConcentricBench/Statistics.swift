// Medians, percentiles and spreads of repeated measurements.
import Foundation

/// A summary of repeated samples (any unit).
struct Summary: CustomStringConvertible {
    var samples: [Double]

    init(_ samples: [Double]) { self.samples = samples.sorted() }

    /// The value below which a fraction `p` of the samples fall (nearest rank).
    func percentile(_ p: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let rank = Int((p * Double(samples.count)).rounded(.up)) - 1
        return samples[min(samples.count - 1, max(0, rank))]
    }

    var median: Double { percentile(0.5) }
    var p99: Double { percentile(0.99) }
    var minimum: Double { samples.first ?? .nan }
    var maximum: Double { samples.last ?? .nan }
    /// Median absolute deviation: a spread that ignores the odd slow outlier.
    var mad: Double { Summary(samples.map { abs($0 - median) }).median }

    var description: String {
        String(format: "median %.3f, p99 %.3f, min %.3f, max %.3f, MAD %.3f (n = %d)", median, p99, minimum, maximum, mad, samples.count)
    }
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
