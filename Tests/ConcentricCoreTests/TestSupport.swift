// Helpers shared by the core's tests: tolerant comparisons (the seeded generator is ConcentricTestSupport's).
import ConcentricCore
import XCTest
// Re-exported: every file of this target sees the shared test support (ConcentricTestSupport).
@_exported import ConcentricTestSupport

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
