// The layout step: frames, the nearest published container, fallbacks, and total safety.
import ConcentricCore
import ConcentricScene
import XCTest

final class SceneLayoutTests: XCTestCase {
    let phone = Screen(size: Size(width: 402, height: 874), shape: .roundedRectangle(radius: 62, curve: .circular))

    func testNestedCardsShareTheirCenters() {
        let layout = SceneLayout(scene: .nestedCards(screen: phone, depth: 6, inset: 8))
        XCTAssertEqual(layout.cards.count, 6)
        for (i, card) in layout.cards.enumerated() {
            let inset = 8 * Double(i + 1)
            XCTAssertEqual(card.frame, Rect(x: inset, y: inset, width: 402 - 2 * inset, height: 874 - 2 * inset))
            XCTAssertEqual(card.depth, i + 1)
            XCTAssertEqual(card.parent, i == 0 ? nil : i - 1)
            XCTAssertEqual(card.container, i == 0 ? nil : i - 1, "each card resolves against the one just outside it")
            let resolved = try? XCTUnwrap(card.resolved)
            XCTAssertEqual(resolved?.radii, CornerRadii(all: 62 - inset))
            XCTAssertEqual(resolved?.corners.topLeft.containerCenter, Point(x: 62, y: 62))
            XCTAssertEqual(card.concentricityError ?? 1, 0, accuracy: 1e-9)
        }
    }

    func testConcentricCardsResolveAgainstTheNearestPublishingAncestorHoweverDeep() {
        // A 56 pt card publishes; three plain wrappers (not publishing) sit between it and a
        // concentric leaf. The leaf resolves against the card, not against its parent or the screen.
        var leaf = Card(name: "leaf", frame: .padding(4), fill: .solid(.white))
        for _ in 0..<3 { leaf = Card(frame: .padding(4), children: [leaf]) }
        let card = Card(frame: FrameRule(padding: EdgeInsets(all: 24)), shape: .fixed(.roundedRectangle(radius: 56)), publishesShape: true, children: [leaf])
        let layout = SceneLayout(scene: Scene(screen: phone, cards: [card]))
        XCTAssertEqual(layout.cards.count, 5)
        let deepest = layout.cards[4]
        XCTAssertEqual(deepest.name, "leaf")
        XCTAssertEqual(deepest.depth, 5)
        XCTAssertEqual(deepest.container, 0)
        XCTAssertEqual(deepest.sourcePath, "cards[0].children[0].children[0].children[0].children[0]")
        XCTAssertEqual(deepest.resolved?.radii, CornerRadii(all: 56 - 16))
        // The wrappers themselves resolve against the card too.
        XCTAssertEqual(layout.cards[1].resolved?.radii, CornerRadii(all: 52))
        XCTAssertEqual(layout.cards[0].container, nil)
    }

    func testAnEllipseContainerGivesTheEllipseInscribedInTheFrame() throws {
        let scene = try XCTUnwrap(try Presets.named("ellipse-fallback", devices: bundledDevices()))
        let layout = SceneLayout(scene: scene)
        let inner = layout.cards[1]
        guard case .containerRelative(let shape) = inner.geometry else { return XCTFail("expected the fallback, got \(inner.geometry)") }
        XCTAssertEqual(shape.inset, 24)
        XCTAssertEqual(shape.containerFrame, layout.cards[0].frame)
        XCTAssertEqual(shape.viewFrame, inner.frame)
        XCTAssertNil(inner.resolved)
        XCTAssertNil(inner.concentricityError)
        // Apple's ContainerRelativeShape: the ellipse inset by d, drawn in the frame grown by d,
        // is the ellipse inscribed in the card's frame. Nothing is clipped.
        XCTAssertEqual(inner.outline.controlBounds, inner.frame)
        XCTAssertEqual(inner.outline, CornerOutline.ellipse(in: inner.frame))
    }

    func testAnEllipticScreenMakesTopLevelCardsFallBack() {
        let screen = Screen(size: Size(width: 400, height: 400), shape: .ellipse)
        let layout = SceneLayout(scene: .nestedCards(screen: screen, depth: 2, inset: 20))
        guard case .containerRelative(let first) = layout.cards[0].geometry else { return XCTFail("expected the fallback") }
        XCTAssertEqual(first.inset, 20)
        XCTAssertEqual(layout.cards[0].published, .other(.ellipse, frame: Rect(x: 20, y: 20, width: 360, height: 360)))
        guard case .containerRelative(let second) = layout.cards[1].geometry else { return XCTFail("expected the fallback") }
        XCTAssertEqual(second.inset, 20)
        XCTAssertEqual(second.containerFrame, Rect(x: 20, y: 20, width: 360, height: 360))
        XCTAssertEqual(layout.cards[1].outline, CornerOutline.ellipse(in: layout.cards[1].frame))
    }

    /// A circle publishes its full frame's corners (Apple's Circle.corners(in:)) but still draws
    /// a circle, as a card and as the screen.
    func testACircleCardResolvesLikeACapsuleAndDrawsACircle() {
        let leaf = Card(name: "leaf", frame: .padding(10), fill: .solid(.white))
        let card = Card(frame: FrameRule(width: 300, height: 100), shape: .fixed(.circle), publishesShape: true, fill: .solid(.black), children: [leaf])
        let layout = SceneLayout(scene: Scene(screen: Screen(size: Size(width: 300, height: 100), shape: .circle), cards: [card]))
        XCTAssertEqual(layout.cards[0].outline.controlBounds, Rect(x: 100, y: 0, width: 100, height: 100))
        XCTAssertEqual(layout.screenOutline.controlBounds, Rect(x: 100, y: 0, width: 100, height: 100))
        XCTAssertEqual(layout.cards[1].resolved?.radii, CornerRadii(all: 40), "50 at the full frame's corners, minus 10")
    }

    func testFrameRuleFollowsSwiftUIPaddingThenFrame() {
        let parent = Rect(x: 0, y: 0, width: 402, height: 874)
        let rule = FrameRule(padding: EdgeInsets(top: 24, leading: 10, bottom: 24, trailing: 30), height: 240, alignment: .bottomLeading)
        XCTAssertEqual(rule.frame(in: parent, direction: .leftToRight), Rect(x: 10, y: 874 - 240 + 24, width: 362, height: 192))
        // Right to left: leading is the right edge.
        XCTAssertEqual(rule.frame(in: parent, direction: .rightToLeft), Rect(x: 30, y: 874 - 240 + 24, width: 362, height: 192))
        let narrow = FrameRule(width: 100, alignment: .trailing)
        XCTAssertEqual(narrow.frame(in: parent, direction: .leftToRight).minX, 302)
        XCTAssertEqual(narrow.frame(in: parent, direction: .rightToLeft).minX, 0)
    }

    func testDirectionMovesLogicalCorners() throws {
        let scene = try XCTUnwrap(try Presets.named("corner-styles", devices: bundledDevices()))
        let ltr = SceneLayout(scene: scene).cards[0].resolved?.radii
        var flipped = scene
        flipped.direction = .rightToLeft
        let rtl = SceneLayout(scene: flipped).cards[0].resolved?.radii
        XCTAssertEqual(ltr?.topRight, 24)
        XCTAssertEqual(ltr?.bottomRight, 0)
        XCTAssertEqual(ltr?.topLeft, 12)
        XCTAssertEqual(rtl?.topLeft, 24)
        XCTAssertEqual(rtl?.bottomLeft, 0)
        XCTAssertEqual(rtl, ltr?.mirroredHorizontally)
        // bottomLeading is concentric 24 pt from the 62 pt continuous display corner: 38.
        XCTAssertEqual(ltr?.bottomLeft, 38)
    }

    func testLayoutIsTotalOnHostileInput() {
        let hostile: [Double] = [-1, 0, 1e300, .infinity, -.infinity, .nan]
        for value in hostile {
            let card = Card(
                frame: FrameRule(padding: EdgeInsets(top: value, leading: value, bottom: 500, trailing: value), width: value, height: value),
                shape: .concentric(ConcentricRectangle(corners: LogicalCorners(all: .concentric(minimum: value)), uniformity: .all)),
                publishesShape: true, fill: .solid(.white),
                children: [Card(frame: .padding(value), shape: .fixed(.roundedRectangle(radius: value)), fill: .solid(.black), label: CardLabel("x"))])
            let screen = Screen(size: Size(width: value, height: 300), shape: .roundedRectangle(radius: value))
            let layout = SceneLayout(scene: Scene(screen: screen, cards: [card]))
            XCTAssertEqual(layout.cards.count, 2)
            for laidOut in layout.cards {
                for number in [laidOut.frame.minX, laidOut.frame.minY, laidOut.frame.width, laidOut.frame.height] {
                    XCTAssertTrue(number.isFinite, "\(value) gave \(laidOut.frame)")
                }
                XCTAssertGreaterThanOrEqual(laidOut.frame.width, 0)
                for radius in laidOut.cornerGeometry?.radii.clockwise ?? [] { XCTAssertTrue(radius.isFinite && radius >= 0) }
                if laidOut.frame.isEmpty { XCTAssertTrue(laidOut.outline.elements.isEmpty) }
            }
        }
    }

    func testPaddingLargerThanTheParentGivesAnEmptyFrame() {
        let card = Card(frame: .padding(300), fill: .solid(.white), children: [Card(frame: .padding(1), fill: .solid(.black))])
        let layout = SceneLayout(scene: Scene(screen: phone, cards: [card]))
        XCTAssertTrue(layout.cards[0].frame.isEmpty)
        XCTAssertTrue(layout.cards[1].frame.isEmpty)
        XCTAssertEqual(layout.cards[0].resolved?.radii, CornerRadii(all: 0))
        XCTAssertNil(layout.cards[0].concentricityError)
    }

    func testNestedCardsGeneratorMatchesThePresetAndClampsDepth() throws {
        let devices = try bundledDevices()
        let preset = try XCTUnwrap(try Presets.named("nested-cards", devices: devices))
        let device = try XCTUnwrap(devices.device(id: "iphone-16-pro"))
        let generated = Scene.nestedCards(screen: Screen(device: device), depth: 6, inset: 8, label: "Inset 8")
        XCTAssertEqual(generated.cards, preset.cards)
        XCTAssertEqual(generated.screen, preset.screen)
        XCTAssertEqual(Scene.nestedCards(screen: phone, depth: 100, inset: 1).cardCount, 64)
        XCTAssertEqual(Scene.nestedCards(screen: phone, depth: -3, inset: 1).cardCount, 0)
        let continuous = Scene.nestedCards(screen: phone, depth: 1, inset: 8, curve: .continuous)
        XCTAssertEqual(continuous.screen.shape, .roundedRectangle(radius: 62, curve: .continuous))
        let uniform = Scene.nestedCards(
            screen: phone, depth: 2, inset: 8,
            corners: LogicalCorners(topLeading: .fixed(4), topTrailing: .concentric, bottomLeading: .concentric, bottomTrailing: .concentric),
            uniformity: .top, direction: .rightToLeft, label: "Hi")
        let layout = SceneLayout(scene: uniform)
        XCTAssertEqual(layout.direction, .rightToLeft)
        XCTAssertEqual(layout.cards[1].label?.text, "Hi")
        XCTAssertNil(layout.cards[0].label)
        XCTAssertEqual(layout.cards[0].resolved?.radii.topLeft, 54)
        XCTAssertEqual(layout.cards[0].resolved?.radii.topRight, 54, "top corners are uniform: the larger of fixed 4 and concentric 54")
    }
}
