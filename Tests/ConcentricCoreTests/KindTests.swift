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

    /// One shape type over any number: mapping the radii keeps the kind and the curve, a curve
    /// edit reaches exactly the shapes that take one, and the radii are the ones given.
    func testAShapesCapabilitiesHoldOverAnyNumberType() {
        let shapes: [ContainerShapeOf<Int>] = [
            .rectangle, .roundedRectangle(radius: 4, curve: .circular), .unevenRoundedRectangle(radii: LogicalCorners(topLeading: 1, topTrailing: 2, bottomLeading: 3, bottomTrailing: 4)),
            .capsule(curve: .circular), .circle, .ellipse,
        ]
        for shape in shapes {
            let mapped = shape.map { Double($0) * 2 }
            XCTAssertEqual(mapped.kind, shape.kind)
            XCTAssertEqual(mapped.curve, shape.curve)
            XCTAssertEqual(mapped.radii, shape.radii.map { $0.map { Double($0) * 2 } })
            let curved = shape.with(curve: .continuous)
            XCTAssertEqual(curved.kind, shape.kind)
            XCTAssertEqual(curved.curve, shape.takesCurve ? .continuous : .circular, "\(shape)")
            XCTAssertEqual(curved.radii, shape.radii)
        }
        XCTAssertEqual(shapes.filter(\.takesCurve).map(\.kind), [.roundedRectangle, .unevenRoundedRectangle, .capsule])
        XCTAssertEqual(shapes[1].radii, LogicalCorners(all: 4))
        XCTAssertEqual(shapes[2].radii?.bottomLeading, 3)
        XCTAssertEqual(shapes.map { $0.radii == nil }, [true, false, false, true, true, true])
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
