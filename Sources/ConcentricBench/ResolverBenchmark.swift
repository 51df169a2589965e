// The resolver's speed: nanoseconds per four-corner resolution.
import ConcentricCore

/// Inputs that exercise every branch: all corner styles, uniform modes and both directions.
func resolverInputs(count: Int) -> [(Container, Rect, ConcentricRectangle, LayoutDirection)] {
    var inputs: [(Container, Rect, ConcentricRectangle, LayoutDirection)] = []
    let styles: [CornerStyle] = [.concentric, .concentric(minimum: 12), .fixed(24)]
    for i in 0..<count {
        let inset = Double(i % 41)
        let container = Container(
            shape: .roundedRectangle(radius: 62, curve: i % 2 == 0 ? .continuous : .circular),
            size: Size(width: 402, height: 874))
        let frame = Rect(x: inset, y: inset * 1.5, width: 402 - 2 * inset, height: 874 - 2.5 * inset)
        let corners = LogicalCorners(
            topLeading: styles[i % 3], topTrailing: styles[(i + 1) % 3],
            bottomLeading: styles[(i + 2) % 3], bottomTrailing: .concentric)
        let uniformity = Uniformity.allCases[i % Uniformity.allCases.count]
        inputs.append((container, frame, ConcentricRectangle(corners: corners, uniformity: uniformity), i % 5 == 0 ? .rightToLeft : .leftToRight))
    }
    return inputs
}

/// What a resolution returns: the four radii alone (`resolveCornerRadii`), or the radii with each
/// corner's derivation (`resolveRadii`: what scene layouts, so the canvas and exports, and the
/// command line use).
enum ResolverPath: String, CaseIterable {
    case radii, detailed
}

/// Runs `iterations` resolutions over the inputs and returns the sum of radii (so that nothing
/// is optimised away). This loop is also what the allocation count runs under valgrind.
@inline(never)
func resolveLoop(_ inputs: [(Container, Rect, ConcentricRectangle, LayoutDirection)], iterations: Int, path: ResolverPath) -> Double {
    var total = 0.0
    var next = 0  // cycles through the inputs without a division per call
    for _ in 0..<iterations {
        let (container, frame, shape, direction) = inputs[next]
        next = next + 1 == inputs.count ? 0 : next + 1
        switch path {
        case .radii:
            // The container's corners, then steps 2–5.
            if let outer = container.shape.cornerGeometry(in: container.bounds, direction: direction) {
                let r = resolveCornerRadii(in: outer, frame: frame, shape: shape, direction: direction)
                total += r.topLeft + r.bottomRight
            }
        case .detailed:
            if case .concentricRectangle(let r) = resolveRadii(container: container, frame: frame, shape: shape, direction: direction) {
                total += r.radii.topLeft + r.corners.bottomRight.dx
            }
        }
    }
    return total
}

/// Nanoseconds per resolution, one sample per repetition.
func benchmarkResolver(repetitions: Int, iterations: Int, path: ResolverPath) -> Summary {
    let inputs = resolverInputs(count: 240)
    blackHole(resolveLoop(inputs, iterations: iterations / 10, path: path))  // warm-up
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let start = now()
        blackHole(resolveLoop(inputs, iterations: iterations, path: path))
        samples.append((now() - start) / Double(iterations) * 1e9)
    }
    return Summary(samples)
}
