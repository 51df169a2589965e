// The v2 nested-cards generator (`SceneDocument.nestedCards`, the playground's default scene) and the
// container behaviour v1's layout tests checked, now checked on the v2 engine (formerly
// ConcentricRenderTests/SceneLayoutTests.swift, whose v1-engine tests went with the engine).
import ConcentricCore
import XCTest
@testable import ConcentricScene

final class NestedCardsDocumentTests: XCTestCase {
    typealias S = FormatSupport

    let phone = Screen(size: Size(width: 402, height: 874), shape: .roundedRectangle(radius: 62, curve: .circular))

    func testNestedCardsShareTheirCenters() throws {
        let layout = S.layout(.nestedCards(screen: phone, depth: 6, inset: 8))
        for k in 1...6 {
            let card = try S.node(layout, "card \(k)")
            let inset = 8 * Double(k)
            XCTAssertEqual(card.frame, Rect(x: inset, y: inset, width: 402 - 2 * inset, height: 874 - 2 * inset))
            let corners = try XCTUnwrap(card.geometry?.corners, "card \(k)")
            XCTAssertEqual(corners.radii, CornerRadii(all: 62 - inset), "card \(k)")
            // Every corner's circle is centred where the display's is: 62 pt in from the corner.
            XCTAssertEqual(corners.rect.minX + corners.radii.topLeft, 62, accuracy: 1e-9, "card \(k)")
            XCTAssertEqual(corners.rect.minY + corners.radii.topLeft, 62, accuracy: 1e-9, "card \(k)")
        }
        XCTAssertNil(layout.node(named: "card 7"))
    }

    func testDepthIsClampedAndTheInsetHeldNonNegative() {
        func cards(_ document: SceneDocument) -> Int { S.layout(document).nodes.filter { $0.name?.hasPrefix("card ") == true }.count }
        XCTAssertEqual(cards(.nestedCards(screen: phone, depth: 100, inset: 1)), SceneDocument.maximumNestedDepth)
        XCTAssertEqual(SceneDocument.maximumNestedDepth, 64)
        XCTAssertEqual(cards(.nestedCards(screen: phone, depth: -3, inset: 1)), 0)
        for bad in [-5.0, .nan, .infinity] {
            XCTAssertEqual(SceneDocument.nestedCards(screen: phone, depth: 1, inset: bad).parameters.first?.defaultValue, 0, "\(bad)")
        }
    }

    func testUniformCornersAndRightToLeft() throws {
        let document = SceneDocument.nestedCards(
            screen: phone, depth: 2, inset: 8,
            corners: LogicalCorners(topLeading: .fixed(4), topTrailing: .concentric, bottomLeading: .concentric, bottomTrailing: .concentric),
            uniformity: .top, direction: .rightToLeft)
        XCTAssertEqual(document.direction, .rightToLeft)
        let radii = try S.radii(try S.node(S.layout(document), "card 1"))
        XCTAssertEqual(radii[0], 54, "top corners are uniform: the larger of fixed 4 and concentric 54")
        XCTAssertEqual(radii[1], 54)
    }

    /// An elliptic screen is not rounded-rectangular: the cards fall back to ContainerRelativeShape,
    /// each inset by its gap to the one outside it.
    func testAnEllipticScreenMakesTheCardsFallBack() throws {
        let layout = S.layout(.nestedCards(screen: Screen(size: Size(width: 400, height: 400), shape: .ellipse), depth: 2, inset: 20))
        let first = try XCTUnwrap(try S.node(layout, "card 1").geometry)
        XCTAssertEqual(first.inset, 20)
        XCTAssertEqual(first.frame, Rect(x: 20, y: 20, width: 360, height: 360))
        let second = try XCTUnwrap(try S.node(layout, "card 2").geometry)
        XCTAssertEqual(second.inset, 20)
        XCTAssertEqual(second.outline, CornerOutline.ellipse(in: second.frame))
    }

    /// A concentric shape resolves against the nearest `containerShape`, however many plain
    /// wrappers stand between them.
    func testConcentricShapesResolveAgainstTheNearestContainerHoweverDeep() throws {
        var leaf = SceneView(.shape(ShapeView(.concentricRectangle(ConcentricRectangleOf()), fill: .solid(.white))), modifiers: [.name("leaf"), .padding(EdgeInsetsValue(all: 4))])
        for _ in 0..<3 { leaf = SceneView(.zStack(children: [leaf]), modifiers: [.padding(EdgeInsetsValue(all: 4))]) }
        let card = leaf.modifier(.containerShape(.plain(.roundedRectangle(radius: 56, curve: .circular)))).modifier(.padding(EdgeInsetsValue(all: 24)))
        let layout = ViewLayout(root: card.modifier(.ignoresSafeArea()), screen: phone)
        let node = try S.node(layout, "leaf")
        S.assertFrame(node.frame, 40, 40, 402 - 80, 874 - 80)
        XCTAssertEqual(node.geometry?.corners?.radii, CornerRadii(all: 56 - 16))
    }

    /// A circle container publishes radius min(W, H) / 2 at the four corners of its full frame
    /// (Apple's `Circle.corners(in:)`), while the Circle view itself draws the circle centred in
    /// its frame: 100 × 100 in the middle of 300 × 100, not the frame's capsule.
    func testACircleContainerResolvesLikeACapsule() throws {
        let leaf = SceneView(.shape(ShapeView(.concentricRectangle(ConcentricRectangleOf()), fill: .solid(.white))), modifiers: [.name("leaf"), .padding(EdgeInsetsValue(all: 10))])
        let circle = SceneView(.shape(ShapeView(.plain(.circle), fill: .solid(.black))), modifiers: [.name("circle")])
        let root = SceneView(.zStack(children: [circle, leaf]), modifiers: [.containerShape(.plain(.circle))])
        let layout = ViewLayout(root: root, screen: Screen(size: Size(width: 300, height: 100), shape: .rectangle))
        XCTAssertEqual(try S.node(layout, "leaf").geometry?.corners?.radii, CornerRadii(all: 40), "50 at the full frame's corners, minus 10")
        let drawn = try XCTUnwrap(try S.node(layout, "circle").geometry)
        XCTAssertEqual(drawn.corners?.rect, Rect(x: 100, y: 0, width: 100, height: 100))
        XCTAssertEqual(drawn.corners?.radii, CornerRadii(all: 50))
        let xs = drawn.outline.elements.compactMap { element -> Double? in
            switch element {
            case .move(let p), .line(let p), .curve(_, _, let p): p.x
            case .close: nil
            }
        }
        XCTAssertEqual(xs.min() ?? 0, 100, accuracy: 1e-9, "the outline stays within the centred square")
        XCTAssertEqual(xs.max() ?? 0, 200, accuracy: 1e-9)
    }

    /// Right to left, logical corners change sides: the same shape's physical radii mirror.
    func testDirectionMovesLogicalCorners() throws {
        var document = try S.preset("corner-styles").document
        let ltr = try XCTUnwrap(try S.node(S.layout(document), "green rectangle").geometry?.corners?.radii)
        document.direction = .rightToLeft
        let rtl = try XCTUnwrap(try S.node(S.layout(document), "green rectangle").geometry?.corners?.radii)
        XCTAssertEqual(ltr.topRight, 24)
        XCTAssertEqual(ltr.bottomRight, 0)
        XCTAssertEqual(ltr.topLeft, 12)
        XCTAssertEqual(ltr.bottomLeft, 38, "concentric 24 pt from the 62 pt display corner")
        XCTAssertEqual(rtl, ltr.mirroredHorizontally)
        XCTAssertEqual(rtl.topLeft, 24)
        XCTAssertEqual(rtl.bottomLeft, 0)
    }
}
