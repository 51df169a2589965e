// The kinds of container shapes and corner styles: one list each, agreeing with the values.
import ConcentricCore
import XCTest

final class KindTests: XCTestCase {
    func testEveryContainerShapeHasItsKind() {
        let shapes: [ContainerShape] = [
            .rectangle, .roundedRectangle(radius: 4), .unevenRoundedRectangle(radii: LogicalCorners(all: 2)), .capsule(),
            .circle, .ellipse,
        ]
        XCTAssertEqual(shapes.map(\.kind), ContainerShape.Kind.allCases)
        XCTAssertEqual(ContainerShape.Kind.allCases.map(\.rawValue), ["rectangle", "roundedRectangle", "unevenRoundedRectangle", "capsule", "circle", "ellipse"])
    }

    func testCornerStyleKindsRoundTrip() {
        for kind in CornerStyle.Kind.allCases {
            XCTAssertEqual(CornerStyle(kind: kind, value: 5).kind, kind)
        }
        XCTAssertEqual(CornerStyle(kind: .concentric, value: 5), .concentric, "plain concentric has no minimum")
        XCTAssertEqual(CornerStyle(kind: .concentricWithMinimum, value: 5), .concentric(minimum: 5))
        XCTAssertEqual(CornerStyle(kind: .fixed, value: 5), .fixed(5))
        // A minimum of 0 is plain concentric, as JSON writes it.
        XCTAssertEqual(CornerStyle.concentric(minimum: 0).kind, .concentric)
        XCTAssertEqual(CornerStyle.Kind.allCases.filter(\.takesValue), [.concentricWithMinimum, .fixed])
    }
}
