// What `concentric resolve` computes per request: the resolution and its concentricity error.
import ConcentricCore

/// The resolver's inputs (`resolverInputs`) with every container's corners of one curve: the
/// error is measured on exact circles for circular containers, on the corners' own cubics for continuous ones.
func resolveRequestInputs(count: Int, curve: CornerCurve) -> [(Container, Rect, ConcentricRectangle, LayoutDirection)] {
    resolverInputs(count: count).map { container, frame, shape, direction in
        (Container(shape: .roundedRectangle(radius: 62, curve: curve), size: container.size), frame, shape, direction)
    }
}

/// Microseconds per request, one sample per repetition.
func benchmarkResolveRequests(repetitions: Int, iterations: Int, curve: CornerCurve) -> Summary {
    let inputs = resolveRequestInputs(count: 240, curve: curve)
    func loop(_ count: Int) -> Double {
        var total = 0.0
        for i in 0..<count {
            let (container, frame, shape, direction) = inputs[i % inputs.count]
            if case .concentricRectangle(let r) = resolveRadii(container: container, frame: frame, shape: shape, direction: direction) {
                total += r.radii.topLeft + r.concentricityError
            }
        }
        return total
    }
    blackHole(loop(max(1, iterations / 10)))  // warm-up
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let start = now()
        blackHole(loop(iterations))
        samples.append((now() - start) / Double(iterations) * 1e6)
    }
    return Summary(samples)
}
