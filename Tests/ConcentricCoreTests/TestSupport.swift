// Helpers shared by the core's tests: a seeded random generator and tolerant comparisons.
import ConcentricCore
import XCTest

/// SplitMix64: a tiny seeded generator, so property tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func assertRadii(
    _ radii: CornerRadii, _ tl: Double, _ tr: Double, _ br: Double, _ bl: Double,
    accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(radii.topLeft, tl, accuracy: accuracy, "topLeft", file: file, line: line)
    XCTAssertEqual(radii.topRight, tr, accuracy: accuracy, "topRight", file: file, line: line)
    XCTAssertEqual(radii.bottomRight, br, accuracy: accuracy, "bottomRight", file: file, line: line)
    XCTAssertEqual(radii.bottomLeft, bl, accuracy: accuracy, "bottomLeft", file: file, line: line)
}

/// The resolved rectangle, failing the test for the fallback.
func resolved(
    _ container: Container, _ frame: Rect, _ shape: ConcentricRectangle = ConcentricRectangle(),
    _ direction: LayoutDirection = .leftToRight, file: StaticString = #filePath, line: UInt = #line
) -> ResolvedRectangle? {
    switch resolveRadii(container: container, frame: frame, shape: shape, direction: direction) {
    case .concentricRectangle(let r): return r
    case .containerRelative:
        XCTFail("expected a concentric rectangle", file: file, line: line)
        return nil
    }
}

func rounded(_ radius: Double, _ w: Double, _ h: Double, curve: CornerCurve = .circular) -> Container {
    Container(shape: .roundedRectangle(radius: radius, curve: curve), size: Size(width: w, height: h))
}
