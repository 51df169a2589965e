// The distances between two frames that the canvas shows while one view is selected and
// another hovered.
import ConcentricCore
import XCTest

final class EdgeDistanceTests: XCTestCase {
    /// A frame inside another: each edge's inset, drawn through the inner frame's middle.
    func testInsideAFrameEachEdgesInset() {
        let inner = Rect(x: 10, y: 20, width: 30, height: 40), outer = Rect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(inner.edgeDistances(to: outer), [
            EdgeDistance(from: Point(x: 25, y: 20), to: Point(x: 25, y: 0)),
            EdgeDistance(from: Point(x: 40, y: 40), to: Point(x: 100, y: 40)),
            EdgeDistance(from: Point(x: 25, y: 60), to: Point(x: 25, y: 100)),
            EdgeDistance(from: Point(x: 10, y: 40), to: Point(x: 0, y: 40)),
        ])
        XCTAssertEqual(inner.edgeDistances(to: outer).map(\.length), [20, 60, 40, 10])
    }

    /// Frames side by side: the gap, across the rows they share; one below: the gap down,
    /// through the selection's middle when they share no column.
    func testApartTheGap() {
        let a = Rect(x: 0, y: 0, width: 50, height: 50)
        XCTAssertEqual(a.edgeDistances(to: Rect(x: 70, y: 30, width: 20, height: 50)), [
            EdgeDistance(from: Point(x: 50, y: 40), to: Point(x: 70, y: 40)),
        ])
        XCTAssertEqual(a.edgeDistances(to: Rect(x: 60, y: 80, width: 10, height: 10)), [
            EdgeDistance(from: Point(x: 50, y: 25), to: Point(x: 60, y: 25)),
            EdgeDistance(from: Point(x: 25, y: 50), to: Point(x: 25, y: 80)),
        ])
    }

    /// Frames that share an edge, or the same frame: no zero-length distance.
    func testZeroLengthsAreLeftOut() {
        let a = Rect(x: 0, y: 0, width: 50, height: 50)
        XCTAssertEqual(a.edgeDistances(to: a), [])
        XCTAssertEqual(a.edgeDistances(to: Rect(x: 0, y: 0, width: 50, height: 80)).map(\.length), [30])
        XCTAssertEqual(a.edgeDistances(to: Rect(x: 50, y: 0, width: 10, height: 50)), [])
    }
}
