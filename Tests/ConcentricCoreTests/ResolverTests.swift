// The resolver against the reference documents' examples and the documented rules, case by case.
import ConcentricCore
import XCTest

final class ResolverTests: XCTestCase {
    /// The blog's example: an outer radius of 28 and a padding of 8 give 20.
    func testBlogExample28Minus8() {
        let r = resolved(rounded(28, 200, 120), Rect(x: 8, y: 8, width: 184, height: 104))
        assertRadii(r?.radii ?? CornerRadii(all: -1), 20, 20, 20, 20)
    }

    /// The sample card: radius 56, inset 8; the surface is concentric with minimum 8.
    func testDemoCardRadius56Inset8() {
        let card = rounded(56, 345, 400)
        let surface = ConcentricRectangle(corners: LogicalCorners(all: .concentric(minimum: 8)))
        let r = resolved(card, Rect(x: 8, y: 8, width: 329, height: 384), surface)
        assertRadii(r?.radii ?? CornerRadii(all: -1), 48, 48, 48, 48)
        // With inset 20 (the animation's other end) the radius is 36; deeper, the minimum holds.
        let wide = resolved(card, Rect(x: 20, y: 20, width: 305, height: 360), surface)
        XCTAssertEqual(wide?.radii.topLeft ?? -1, 36, accuracy: 1e-12)
        let deep = resolved(card, Rect(x: 60, y: 60, width: 225, height: 280), surface)
        XCTAssertEqual(deep?.radii.topLeft ?? -1, 8, accuracy: 1e-12)
    }

    /// The Notes format sheet on a 62 pt device: uniform fixed 24 top corners and concentric
    /// bottom corners, padding 8, sitting at the bottom of the screen.
    func testNotesSheetOn62PointDevice() {
        let device = rounded(62, 402, 874, curve: .continuous)
        let sheet = ConcentricRectangle(
            corners: LogicalCorners(topLeading: .fixed(24), topTrailing: .fixed(24), bottomLeading: .concentric, bottomTrailing: .concentric),
            uniformity: .topAndBottom)
        let r = resolved(device, Rect(x: 8, y: 500, width: 386, height: 366), sheet)
        assertRadii(r?.radii ?? CornerRadii(all: -1), 24, 24, 54, 54)
        XCTAssertEqual(r?.curve, .continuous)
    }

    /// The four corner kinds of Apple's example, padding 24 inside a 62 pt screen.
    func testFourCornerKinds() {
        let device = rounded(62, 402, 874)
        let shape = ConcentricRectangle(corners: LogicalCorners(
            topLeading: .concentric(minimum: 12), topTrailing: .fixed(24),
            bottomLeading: .concentric, bottomTrailing: .fixed(0)))
        // A 240 pt tall card at the bottom: its top corners are far from the screen's corners.
        let r = resolved(device, Rect(x: 24, y: 874 - 24 - 240, width: 354, height: 240), shape)
        assertRadii(r?.radii ?? CornerRadii(all: -1), 12, 24, 0, 38)
    }

    func testFarCornersGoSquare() {
        let r = resolved(rounded(62, 402, 874), Rect(x: 8, y: 300, width: 386, height: 200))
        assertRadii(r?.radii ?? CornerRadii(all: -1), 0, 0, 0, 0)
    }

    /// Unequal gaps: the larger one counts.
    func testUnequalGapsUseTheLarger() {
        let r = resolved(rounded(40, 300, 300), Rect(x: 8, y: 20, width: 284, height: 272))
        assertRadii(r?.radii ?? CornerRadii(all: -1), 20, 20, 32, 32)
    }

    /// A view overhanging its container counts as touching it.
    func testOverhangCountsAsTouching() {
        let r = resolved(rounded(30, 200, 200), Rect(x: -10, y: -5, width: 220, height: 100))
        XCTAssertEqual(r?.radii.topLeft ?? -1, 30, accuracy: 1e-12)
        XCTAssertEqual(r?.corners.topLeft.dx, 0)
    }

    func testContainerRadiiAreClampedToHalfTheShorterSide() {
        let r = resolved(rounded(500, 100, 60), Rect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertEqual(r?.radii.topLeft ?? -1, 30, accuracy: 1e-12)
    }

    func testCapsuleAndCircleContainers() {
        let capsule = Container(shape: .capsule(), size: Size(width: 300, height: 100))
        assertRadii(resolved(capsule, Rect(x: 10, y: 10, width: 280, height: 80))?.radii ?? CornerRadii(all: -1), 40, 40, 40, 40)
        // A circle publishes 50 at the corners of its full 300 × 100 frame (Apple's
        // `Circle.corners(in:)`), so it resolves as the capsule does: gaps (110, 10) → 0 here,
        // and a view 10 pt inside the whole frame gets 40 as in the capsule.
        let circle = Container(shape: .circle, size: Size(width: 300, height: 100))
        let inCircle = resolved(circle, Rect(x: 110, y: 10, width: 80, height: 80))
        assertRadii(inCircle?.radii ?? CornerRadii(all: -1), 0, 0, 0, 0)
        XCTAssertEqual(inCircle?.corners.topLeft.dx, 110)
        XCTAssertEqual(inCircle?.container.rect, Rect(x: 0, y: 0, width: 300, height: 100))
        assertRadii(resolved(circle, Rect(x: 10, y: 10, width: 280, height: 80))?.radii ?? CornerRadii(all: -1), 40, 40, 40, 40)
    }

    func testRectangleContainerGivesSquareCorners() {
        let rect = Container(shape: .rectangle, size: Size(width: 100, height: 100))
        assertRadii(resolved(rect, Rect(x: 5, y: 5, width: 90, height: 90))?.radii ?? CornerRadii(all: -1), 0, 0, 0, 0)
    }

    func testUnevenContainerFollowsLayoutDirection() {
        let radii = LogicalCorners(topLeading: 40.0, topTrailing: 10, bottomLeading: 20, bottomTrailing: 0)
        let uneven = Container(shape: .unevenRoundedRectangle(radii: radii), size: Size(width: 200, height: 200))
        let frame = Rect(x: 5, y: 5, width: 190, height: 190)
        assertRadii(resolved(uneven, frame)?.radii ?? CornerRadii(all: -1), 35, 5, 0, 15)
        assertRadii(resolved(uneven, frame, ConcentricRectangle(), .rightToLeft)?.radii ?? CornerRadii(all: -1), 5, 35, 15, 0)
    }

    func testUniformityModes() {
        // Physical corners TL 30, TR 25, BR 10, BL 20 before grouping: TL and BL concentric
        // (gaps 10 and 20), TR and BR fixed.
        let container = rounded(40, 200, 200)
        let frame = Rect(x: 10, y: 10, width: 175, height: 170)
        func radii(_ u: Uniformity, _ d: LayoutDirection = .leftToRight) -> CornerRadii {
            let leading = d == .leftToRight
            let styles = LogicalCorners<CornerStyle>(
                topLeading: leading ? .concentric : .fixed(25), topTrailing: leading ? .fixed(25) : .concentric,
                bottomLeading: leading ? .concentric : .fixed(10), bottomTrailing: leading ? .fixed(10) : .concentric)
            return resolved(container, frame, ConcentricRectangle(corners: styles, uniformity: u), d)?.radii ?? CornerRadii(all: -1)
        }
        assertRadii(radii(.none), 30, 25, 10, 20)
        assertRadii(radii(.all), 30, 30, 30, 30)
        assertRadii(radii(.top), 30, 30, 10, 20)
        assertRadii(radii(.bottom), 30, 25, 20, 20)
        assertRadii(radii(.leading), 30, 25, 10, 30)
        assertRadii(radii(.trailing), 30, 25, 25, 20)
        assertRadii(radii(.topAndBottom), 30, 30, 20, 20)
        assertRadii(radii(.leadingAndTrailing), 30, 25, 25, 30)
        // Right to left, leading is the right side.
        assertRadii(radii(.leading, .rightToLeft), 30, 25, 25, 20)
    }

    func testFinalClampToHalfTheShorterSide() {
        let shape = ConcentricRectangle(corners: LogicalCorners(all: .fixed(100)))
        let r = resolved(rounded(10, 300, 300), Rect(x: 0, y: 0, width: 60, height: 30), shape)
        assertRadii(r?.radii ?? CornerRadii(all: -1), 15, 15, 15, 15)
        let empty = resolved(rounded(10, 300, 300), Rect(x: 0, y: 0, width: 0, height: 30), shape)
        assertRadii(empty?.radii ?? CornerRadii(all: -1), 0, 0, 0, 0)
    }

    func testMinimumAndFixedStyles() {
        let shape = ConcentricRectangle(corners: LogicalCorners(
            topLeading: .concentric(minimum: 30), topTrailing: .fixed(7), bottomLeading: .concentric(minimum: 2), bottomTrailing: .fixed(0)))
        let r = resolved(rounded(40, 200, 200), Rect(x: 20, y: 20, width: 160, height: 160), shape)
        assertRadii(r?.radii ?? CornerRadii(all: -1), 30, 7, 0, 20)
    }

    func testEllipseFallsBackToContainerRelative() {
        let ellipse = Container(shape: .ellipse, size: Size(width: 300, height: 200))
        guard case .containerRelative(let fallback) = resolveRadii(container: ellipse, frame: Rect(x: 12, y: 30, width: 270, height: 160)) else {
            return XCTFail("expected the container-relative fallback")
        }
        XCTAssertEqual(fallback.inset, 10)  // right gap 300 − 282 = 18, bottom 10, left 12, top 30
        XCTAssertEqual(fallback.container, .ellipse)
        XCTAssertEqual(fallback.containerFrame, ellipse.bounds)
        XCTAssertEqual(fallback.viewFrame, Rect(x: 12, y: 30, width: 270, height: 160))
        XCTAssertNil(fallback.radii)
        // Apple's drawing: the ellipse inscribed in the view's frame, not clipped.
        XCTAssertEqual(fallback.outline.controlBounds, fallback.viewFrame)
        // An overhanging view: the inset is floored at 0.
        guard case .containerRelative(let over) = resolveRadii(container: ellipse, frame: Rect(x: -5, y: 0, width: 100, height: 100)) else {
            return XCTFail("expected the container-relative fallback")
        }
        XCTAssertEqual(over.inset, 0)
    }

    func testNonFiniteInputsNeverProduceNonFiniteRadii() {
        let shape = ConcentricRectangle(corners: LogicalCorners(all: .fixed(.nan)))
        let r = resolved(rounded(.infinity, 100, 100), Rect(x: .nan, y: 0, width: 50, height: 50), shape)
        for v in (r?.radii ?? CornerRadii(all: .nan)).clockwise { XCTAssertTrue(v.isFinite) }
    }
}
