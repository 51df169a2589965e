// How a scroll zooms and pans the canvas, and how the inspector's number fields step.
import ConcentricCore
import PlaygroundRules
import XCTest

final class ValueStepsTests: XCTestCase {
    func testAWheelNotchZoomsByAFifthUpInDownOut() {
        // GTK's dy is positive down: scrolling up (-1) zooms in.
        XCTAssertEqual(ScrollSteps.zoomFactor(from: 1, scrolledBy: -1, wheel: true), 1.2, accuracy: 1e-12)
        XCTAssertEqual(ScrollSteps.zoomFactor(from: 1, scrolledBy: 1, wheel: true), 1 / 1.2, accuracy: 1e-12)
        XCTAssertEqual(ScrollSteps.zoomFactor(from: 2, scrolledBy: -3, wheel: true), 2 * 1.2 * 1.2 * 1.2, accuracy: 1e-12)
        // A notch in and a notch out come back.
        let back = ScrollSteps.zoomFactor(from: ScrollSteps.zoomFactor(from: 0.7, scrolledBy: -1, wheel: true), scrolledBy: 1, wheel: true)
        XCTAssertEqual(back, 0.7, accuracy: 1e-12)
        XCTAssertEqual(ScrollSteps.zoomFactor(from: 1.5, scrolledBy: 0, wheel: true), 1.5)
    }

    func testSmoothScrollingZoomsANotchPerTwentyPixels() {
        XCTAssertEqual(ScrollSteps.zoomFactor(from: 1, scrolledBy: -20, wheel: false), 1.2, accuracy: 1e-12)
        XCTAssertEqual(ScrollSteps.zoomFactor(from: 1, scrolledBy: 10, wheel: false), 1 / 1.2.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(ScrollSteps.zoomFactor(from: 3, scrolledBy: 0.5, wheel: false), 3 * pow(1.2, -0.025), accuracy: 1e-12)
    }

    func testTheZoomIsNotClampedHereTheCanvasClampsIt() {
        // Beyond the zoom limits: the canvas clamps, keeping the point under the pointer.
        XCTAssertGreaterThan(ScrollSteps.zoomFactor(from: 8, scrolledBy: -1, wheel: true), 8)
        XCTAssertLessThan(ScrollSteps.zoomFactor(from: 0.1, scrolledBy: 1, wheel: true), 0.1)
    }

    func testAScrollPansAgainstItsDirection() {
        XCTAssertEqual(ScrollSteps.panOffset(dx: 0, dy: 1, wheel: true), Point(x: 0, y: -48))
        XCTAssertEqual(ScrollSteps.panOffset(dx: -2, dy: 0, wheel: true), Point(x: 96, y: 0))
        XCTAssertEqual(ScrollSteps.panOffset(dx: 3.5, dy: -7, wheel: false), Point(x: -3.5, y: 7))
        XCTAssertEqual(ScrollSteps.panOffset(dx: 0, dy: 0, wheel: false), Point(x: 0, y: 0))
    }

    func testAUnitRowStepsByHundredthsOtherRowsByPoints() {
        let unit = NumberSteps(range: 0...1)
        XCTAssertEqual(unit.step, 0.01)
        XCTAssertEqual(unit.digits, 2)
        XCTAssertEqual(unit.spinRange, 0...1)
        // A range ending below 1 is a fraction too; just above 1 is points.
        XCTAssertEqual(NumberSteps(range: 0...0.5), unit)
        XCTAssertEqual(NumberSteps(range: -1...1), unit)
        let points = NumberSteps(range: 0...1.0001)
        XCTAssertEqual(points.step, 1)
        XCTAssertEqual(points.digits, 1)
        XCTAssertEqual(points.spinRange, -100_000...100_000)
        XCTAssertEqual(NumberSteps(range: 0...200), points)
        XCTAssertEqual(NumberSteps(range: -50...50), points)
    }
}
