// Where a linear gradient's line runs in its frame (CSS Images 3 angles).
import ConcentricCore
import ConcentricScene
import XCTest

final class LinearGradientTests: XCTestCase {
    /// Multiples of 90° run exactly along an axis (the renderer's masked fills rely on a gradient
    /// to the bottom being exactly vertical), and the line ends where the type's comment says:
    /// through the centre, |W·sin A| + |H·cos A| long.
    func testEndpointsAlongTheAxesAreExact() {
        let frame = Rect(x: 10, y: 20, width: 402, height: 874)
        let expected: [(Double, Point, Point)] = [
            (0, Point(x: 211, y: 894), Point(x: 211, y: 20)),
            (90, Point(x: 10, y: 457), Point(x: 412, y: 457)),
            (180, Point(x: 211, y: 20), Point(x: 211, y: 894)),
            (270, Point(x: 412, y: 457), Point(x: 10, y: 457)),
            (-180, Point(x: 211, y: 20), Point(x: 211, y: 894)),
            (540, Point(x: 211, y: 20), Point(x: 211, y: 894)),
            (-90, Point(x: 412, y: 457), Point(x: 10, y: 457)),
        ]
        for (angle, start, end) in expected {
            let (s, e) = LinearGradient(.black, .white, angle: angle).endpoints(in: frame)
            XCTAssertEqual(s, start, "\(angle)°")
            XCTAssertEqual(e, end, "\(angle)°")
        }
    }

    /// Other angles follow sin and cos: 45° runs from the bottom-left corner to the top-right one.
    func testEndpointsAtOtherAngles() {
        let square = Rect(x: 0, y: 0, width: 100, height: 100)
        let (s, e) = LinearGradient(.black, .white, angle: 45).endpoints(in: square)
        XCTAssertEqual(s.x, 0, accuracy: 1e-9)
        XCTAssertEqual(s.y, 100, accuracy: 1e-9)
        XCTAssertEqual(e.x, 100, accuracy: 1e-9)
        XCTAssertEqual(e.y, 0, accuracy: 1e-9)
        let (a, b) = LinearGradient(.black, .white, angle: 179.9).endpoints(in: square)
        XCTAssertNotEqual(a.x, b.x, "an angle near 180° is not rounded to it")
    }
}
