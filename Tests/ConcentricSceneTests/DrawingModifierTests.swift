// The drawing modifiers (overlay, strokes, shadow, mask): what layout proposes and places, the
// drawing it emits and in what order, and how scene files say them (round trips, located errors).
import ConcentricCore
import ConcentricJSON
import XCTest
@testable import ConcentricScene
@testable import SceneEditing

final class DrawingModifierTests: XCTestCase {
    typealias S = FormatSupport

    func layout(_ root: SceneView, direction: LayoutDirection = .leftToRight) -> ViewLayout {
        ViewLayout(root: root, screen: Screen(size: Size(width: 400, height: 800), shape: .rectangle), direction: direction)
    }

    func document(_ root: String, extra: String = "") -> String {
        #"{"version": 2, "device": "iphone-16-pro", \#(extra.isEmpty ? "" : extra + ", ")"root": \#(root)}"#
    }

    func assertRoundTrip(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let scene = try S.parse(text)
        let written = scene.jsonText
        let again = try S.parse(written)
        XCTAssertEqual(again.document, scene.document, "changed after a round trip", file: file, line: line)
        XCTAssertEqual(again.jsonText, written, "not written stably", file: file, line: line)
    }

    /// The fills' bounds, in paint order.
    func fills(_ drawing: [DrawCommand]) -> [Rect] {
        drawing.compactMap { if case .fill(_, _, let bounds) = $0 { bounds } else { nil } }
    }

    // MARK: - Overlay

    /// `.frame(100, 60).overlay(alignment: .topTrailing) { Circle().frame(20, 20) }`: the badge is
    /// proposed the card's size, sits in its top trailing corner, is drawn after the card, and the
    /// card keeps its size.
    func testAnOverlayViewIsProposedTheViewsSizeAlignedAndDrawnInFront() throws {
        let badge = SceneView(.shape(ShapeView(.plain(.circle))), modifiers: [.frame(width: 20, height: 20), .name("badge")])
        let card = box(100, 60).modifier(.overlay(.view(badge), in: nil, alignment: .topTrailing)).modifier(.name("card"))
        XCTAssertEqual(LayoutEngineProbe.size(card), Size(width: 100, height: 60))
        let l = layout(card)
        let frame = try XCTUnwrap(l.node(named: "card")).frame
        assertRect(try XCTUnwrap(l.node(named: "badge")).frame, frame.maxX - 20, frame.minY, 20, 20)
        XCTAssertEqual(fills(l.drawing).map(\.width), [100, 20], "the card, then the badge in front")
        // Right to left, trailing is the left edge.
        let rtl = layout(card, direction: .rightToLeft)
        assertRect(try XCTUnwrap(rtl.node(named: "badge")).frame, frame.minX, frame.minY, 20, 20)
        // A view that takes what it is proposed fills the card.
        let filled = layout(box(100, 60).modifier(.overlay(.view(SceneView(.color(.primary), modifiers: [.name("o")])), in: nil)))
        assertRect(try XCTUnwrap(filled.node(named: "o")).frame, 150, 370, 100, 60)
    }

    /// A style overlay fills its shape in the view's frame, in front of the content and of the
    /// background; it is outside the clips the modifiers inside it make and inside those outside.
    func testAnOverlayFillIsDrawnInFrontOfTheContentAndWithinOuterClipsOnly() throws {
        let text = SceneView(.text(TextView("Hi")), modifiers: [
            .background(.fill(.solid(.white)), in: nil), .overlay(.fill(.solid(.black, opacity: 0.5)), in: .plain(.capsule())),
        ])
        let drawing = layout(text).drawing
        XCTAssertEqual(drawing.count, 3)
        guard case .fill(_, let back, _) = drawing[0], case .text = drawing[1], case .fill(let outline, let front, let bounds) = drawing[2] else {
            return XCTFail("\(drawing)")
        }
        XCTAssertEqual(back, .solid(.white))
        XCTAssertEqual(front, .solid(.black, opacity: 0.5))
        let capsule = outline.controlBounds
        assertRect(capsule, bounds.minX, bounds.minY, bounds.width, bounds.height, accuracy: 1e-9)

        let clipped = box(40, 40).modifier(.clipShape(.plain(.circle))).modifier(.overlay(.fill(.solid(.black)), in: nil))
        let d1 = layout(clipped).drawing
        XCTAssertEqual(d1.count, 4)
        XCTAssertEqual(d1[2], .endClip, "the clip inside closes before the overlay")
        let inside = box(40, 40).modifier(.overlay(.fill(.solid(.black)), in: nil)).modifier(.clipShape(.plain(.circle)))
        let d2 = layout(inside).drawing
        XCTAssertEqual(d2.last, .endClip, "a clip outside the overlay clips it")
        XCTAssertEqual(fills(d2).count, 2)
    }

    /// The overlay's view is a view of the tree: after the content's children, in paths, in the
    /// view count, and in the surfaces the editor hit-tests, in front.
    func testAnOverlayViewIsAChildOfTheModifiedView() throws {
        let badge = SceneView(.shape(ShapeView(.plain(.circle))), modifiers: [.frame(width: 10, height: 10)])
        let stack = SceneView(.vStack(StackView(children: [box(50, 50)])), modifiers: [.overlay(.view(badge), in: .plain(.circle))])
        XCTAssertEqual(stack.childViews, [box(50, 50), badge])
        XCTAssertEqual(stack.viewCount, 3)
        let l = layout(stack)
        XCTAssertEqual(l.nodes.map(\.sourcePath), ["root", "root.children[0]", "root.modifiers[0].overlay"])
        XCTAssertEqual(l.surfaces.map(\.viewIndex), [1, 2], "the badge's surface is painted last")
        XCTAssertEqual(l.surfaces[1].clips.count, 1, "clipped to the overlay's circle")
    }

    func testOverlaysRoundTripAndBadOnesNameTheirPlace() throws {
        try assertRoundTrip(document(##"""
            {"Color": "#FF9500", "modifiers": [
              {"overlay": {"view": {"Circle": {}, "modifiers": [{"frame": {"width": 8, "height": 8}}]}, "alignment": "topTrailing"}},
              {"overlay": {"fill": {"color": "#000000", "opacity": 0.2}, "in": {"RoundedRectangle": {"cornerRadius": 12}}}},
              {"overlay": {"view": {"Text": "x"}, "in": "Capsule"}},
              {"overlay": {"fill": "#FFFFFF"}}]}
            """##))
        let overlay = try S.parse(document(##"{"Color": "#FF9500", "modifiers": [{"overlay": {"view": {"Text": "x"}, "alignment": "bottom"}}]}"##))
        XCTAssertEqual(overlay.document.root.modifiers, [.overlay(.view(SceneView(.text(TextView("x")))), in: nil, alignment: .bottom)])
        XCTAssertEqual(
            try S.error(document(##"{"Color": "#FF9500", "modifiers": [{"overlay": {"fill": "#FFFFFF", "alignment": "top"}}]}"##)),
            ##"root.modifiers[0].overlay.alignment: "alignment" places an overlay's view; a fill fills its shape"##)
        XCTAssertTrue(try S.error(document(##"{"Color": "#FF9500", "modifiers": [{"overlay": {"view": {"Text": "x"}, "alignment": "middle"}}]}"##))
            .hasPrefix("root.modifiers[0].overlay.alignment: "))
        XCTAssertEqual(
            try S.error(document(##"{"Color": "#FF9500", "modifiers": [{"overlay": {}}]}"##)),
            ##"root.modifiers[0].overlay: missing field "fill" (or "view")"##)
        XCTAssertEqual(
            try S.error(document(##"{"Color": "#FF9500", "modifiers": [{"overlay": {"fill": "#FFFFFF", "blend": 1}}]}"##)).contains("blend"), true)
    }
}

// MARK: - Strokes

extension DrawingModifierTests {
    /// The strokes' outlines' boxes and widths, in paint order.
    func strokes(_ drawing: [DrawCommand]) -> [(box: Rect, width: Double)] {
        drawing.compactMap { if case .stroke(let outline, _, let width, _) = $0 { (outline.controlBounds, width) } else { nil } }
    }

    /// A stroke follows the shape's outline, a border the outline inset by half the line: its box
    /// is the frame inset by 2 for a 4 pt line and its radii 2 smaller. A shape with a stroke and
    /// no fill draws only the stroke; with both, the fill and then the stroke.
    func testStrokesFollowTheOutlineAndBordersTheInsetOutline() throws {
        let shape = ViewShape.plain(.roundedRectangle(radius: 20, curve: .circular))
        func view(_ stroke: ShapeStroke, fill: Fill? = nil) -> SceneView {
            SceneView(.shape(ShapeView(shape, fill: fill, stroke: stroke)), modifiers: [.frame(width: 100, height: 60)])
        }
        let stroked = layout(view(ShapeStroke(style: .solid(.black), lineWidth: 4))).drawing
        XCTAssertEqual(stroked.count, 1, "no fill")
        assertRect(try XCTUnwrap(strokes(stroked).first).box, 150, 370, 100, 60)
        let border = layout(view(ShapeStroke(style: .solid(.black), lineWidth: 4, isBorder: true), fill: .solid(.white))).drawing
        XCTAssertEqual(border.count, 2)
        guard case .fill(let outline, _, _) = border[0], case .stroke(let inner, _, 4, let bounds) = border[1] else { return XCTFail("\(border)") }
        assertRect(outline.controlBounds, 150, 370, 100, 60)
        assertRect(inner.controlBounds, 152, 372, 96, 56)
        assertRect(bounds, 150, 370, 100, 60, accuracy: 0)
        let expected = CornerGeometry(rect: Rect(x: 152, y: 372, width: 96, height: 56), radii: CornerRadii(all: 18), curve: .circular).outline
        XCTAssertEqual(inner, expected, "the radius 2 smaller")
        // A line of no width draws nothing.
        XCTAssertEqual(layout(view(ShapeStroke(lineWidth: 0))).drawing, [])
    }

    /// A ConcentricRectangle's and a ContainerRelativeShape's border is the shape resolved in the
    /// frame inset by half the line: its concentric radii are that much smaller.
    func testTheBorderOfAShapeThatFollowsItsContainerIsResolvedInTheInsetFrame() throws {
        for shape in [ViewShape.concentricRectangle(ConcentricRectangleOf()), .containerRelative] {
            let inner = SceneView(.shape(ShapeView(shape, stroke: ShapeStroke(lineWidth: 6, isBorder: true))), modifiers: [.padding(EdgeInsetsValue(all: 10))])
            let card = SceneView(.zStack(children: [inner]), modifiers: [
                .frame(width: 200, height: 120), .containerShape(.plain(.roundedRectangle(radius: 40, curve: .circular))),
            ])
            let l = layout(card)
            let frame = l.viewNodes[0].frame
            let stroke = try XCTUnwrap(strokes(l.drawing).first)
            assertRect(stroke.box, frame.minX + 13, frame.minY + 13, frame.width - 26, frame.height - 26, accuracy: 1e-9)
            guard case .stroke(let outline, _, _, _) = l.drawing[0] else { return XCTFail() }
            // 40 − 10 − 3: concentric with the container's corner.
            let expected = CornerGeometry(rect: stroke.box, radii: CornerRadii(all: 27), curve: .circular).outline
            XCTAssertEqual(outline, expected, "\(shape)")
        }
    }

    func testStrokesRoundTripAndBadOnesNameTheirPlace() throws {
        try assertRoundTrip(document(##"""
            {"VStack": {"children": [
              {"Circle": {"stroke": {"style": "#007AFF", "lineWidth": 4}}},
              {"RoundedRectangle": {"cornerRadius": 12, "fill": "#FFFFFF", "stroke": {"style": {"color": "#000000", "opacity": 0.1}, "lineWidth": 1, "border": true}}},
              {"ConcentricRectangle": {"corners": "concentric", "stroke": {"lineWidth": {"param": "w"}, "border": true}}},
              {"Capsule": {"stroke": {}}}]}}
            """##, extra: ##""parameters": {"w": 2}"##))
        let capsule = try S.parse(document(##"{"Capsule": {"stroke": {}}}"##))
        XCTAssertEqual(capsule.document.root.content, .shape(ShapeView(.plain(.capsule()), stroke: ShapeStroke(lineWidth: 1))))
        XCTAssertEqual(
            try S.error(document(##"{"Circle": {"stroke": {"lineWidth": -2}}}"##)),
            "root.Circle.stroke.lineWidth: a line width must not be negative (found -2)")
        XCTAssertTrue(try S.error(document(##"{"Circle": {"stroke": {"lineWidth": 1e999}}}"##)).hasPrefix("root.Circle.stroke.lineWidth: "))
        XCTAssertTrue(try S.error(document(##"{"Circle": {"stroke": {"border": "yes"}}}"##)).hasPrefix("root.Circle.stroke.border: "))
        XCTAssertTrue(try S.error(document(##"{"Circle": {"stroke": {"dash": [2]}}}"##)).contains("dash"))
        XCTAssertTrue(try S.error(document(##"{"Color": "#FFFFFF", "modifiers": [{"clipShape": {"Circle": {"stroke": {}}}}]}"##)).contains("stroke"))
    }

    /// The inspector shows a stroke's paint, width and placement in one group, and no fill for a
    /// shape that draws only its stroke.
    func testTheInspectorEditsAStroke() throws {
        let root = SceneView(.shape(ShapeView(.plain(.circle), stroke: ShapeStroke(style: .solid(.black), lineWidth: 2))))
        let (document, model) = try inspect(root)
        XCTAssertFalse(model.sections.contains { $0.group == .fill(.content, .content) })
        XCTAssertEqual(model.row(.strokeWidth)?.value, .number(2))
        XCTAssertEqual(model.row(.strokeBorder)?.value, .flag(false))
        func stroke(_ view: SceneView) -> ShapeStroke? { if case .shape(let s) = view.content { s.stroke } else { nil } }
        XCTAssertEqual(stroke(try setting(.strokeWidth, to: .number(6), in: document, model: model)), ShapeStroke(style: .solid(.black), lineWidth: 6))
        XCTAssertEqual(
            stroke(try setting(.strokeBorder, to: .flag(true), in: document, model: model)), ShapeStroke(style: .solid(.black), lineWidth: 2, isBorder: true))
        XCTAssertEqual(stroke(try setting(.fillColor(.stroke), to: .color(.white), in: document, model: model))?.style, .solid(.white))
        XCTAssertThrowsError(try document.applying(.set(.root, .stroke(lineWidth: -1, isBorder: false))))
    }
}

// MARK: - Shadows

extension DrawingModifierTests {
    /// A shadow changes no size and wraps the view's drawing (its backgrounds, overlays and
    /// content) in a shadow group; the default colour is black at 33 %.
    func testAShadowWrapsTheViewsDrawingAndChangesNoSize() throws {
        let card = box(100, 60).modifier(.background(.fill(.solid(.white)), in: .plain(.roundedRectangle(radius: 12))))
        let shadowed = card.modifier(.shadow(DropShadow(radius: 8, y: 4))).modifier(.opacity(0.5))
        XCTAssertEqual(LayoutEngineProbe.size(shadowed), LayoutEngineProbe.size(card))
        let drawing = layout(shadowed).drawing
        XCTAssertEqual(drawing.count, 6)
        XCTAssertEqual(drawing[0], .beginOpacity(0.5))
        XCTAssertEqual(drawing[1], .beginShadow(ShadowRun(color: Color(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 8, offset: Point(x: 0, y: 4))))
        XCTAssertEqual(drawing[4], .endShadow)
        XCTAssertEqual(drawing[5], .endOpacity)
        // A colour's opacity is the shadow's alpha; a negative radius counts as 0.
        let tinted = layout(box(10, 10).modifier(.shadow(DropShadow(color: .solid(Color(rgb8: 255, 0, 0, alpha: 0.5), opacity: 0.5), radius: -3, x: -2)))).drawing
        XCTAssertEqual(tinted.first, .beginShadow(ShadowRun(color: Color(rgb8: 255, 0, 0, alpha: 0.25), radius: 0, offset: Point(x: -2, y: 0))))
    }

    func testShadowsRoundTripAndBadOnesNameTheirPlace() throws {
        try assertRoundTrip(document(##"""
            {"Color": "#FFFFFF", "modifiers": [
              {"shadow": {"radius": 8}},
              {"shadow": {"color": {"color": "#000000", "opacity": 0.2}, "radius": 10, "x": -2, "y": 4}},
              {"shadow": {"color": "#FF3B30", "radius": {"param": "r"}, "y": {"expr": "r / 2"}}}]}
            """##, extra: ##""parameters": {"r": 6}"##))
        let plain = try S.parse(document(##"{"Color": "#FFFFFF", "modifiers": [{"shadow": {"radius": 8, "y": 4}}]}"##))
        XCTAssertEqual(plain.document.root.modifiers, [.shadow(DropShadow(radius: 8, y: 4))])
        func error(_ shadow: String) throws -> String {
            try S.error(document(##"{"Color": "#FFFFFF", "modifiers": [{"shadow": "## + shadow + "}]}"))
        }
        XCTAssertEqual(try error(##"{"radius": -1}"##), "root.modifiers[0].shadow.radius: a shadow's radius must not be negative (found -1)")
        XCTAssertEqual(try error(##"{"y": 4}"##), ##"root.modifiers[0].shadow: missing field "radius""##)
        XCTAssertEqual(
            try error(##"{"radius": 2, "color": {"gradient": {"stops": [{"color": "#000000", "location": 0}, {"color": "#FFFFFF", "location": 1}]}}}"##),
            "root.modifiers[0].shadow.color: a shadow's colour is one colour, not a gradient")
        XCTAssertTrue(try error(##"{"radius": 2, "x": 1e999}"##).hasPrefix("root.modifiers[0].shadow.x: "))
        XCTAssertTrue(try error(##"{"radius": 2, "spread": 1}"##).contains("spread"))
    }

    /// The inspector edits a shadow's colour and opacity (as a paint), radius and offset.
    func testTheInspectorEditsAShadow() throws {
        let root = box(100, 60).modifier(.shadow(DropShadow(radius: 8, y: 4)))
        let (document, model) = try inspect(root)
        XCTAssertTrue(model.sections.contains { $0.group == .fill(.modifier(1), .shadow) })
        XCTAssertEqual(model.row(.fillColor(.modifier(1)))?.value, .color(.black))
        XCTAssertEqual(model.row(.fillOpacity(.modifier(1)))?.value, .number(0.33))
        XCTAssertEqual(model.row(.shadowRadius(1))?.value, .number(8))
        XCTAssertEqual(try setting(.shadowY(1), to: .number(12), in: document, model: model).modifiers[1], .shadow(DropShadow(radius: 8, y: 12)))
        XCTAssertEqual(try setting(.shadowX(1), to: .number(-3), in: document, model: model).modifiers[1], .shadow(DropShadow(radius: 8, x: -3, y: 4)))
        XCTAssertEqual(
            try setting(.fillColor(.modifier(1)), to: .color(.white), in: document, model: model).modifiers[1],
            .shadow(DropShadow(color: .solid(.white, opacity: 0.33), radius: 8, y: 4)))
        XCTAssertThrowsError(try document.applying(.set(.root, .modifier(1, .shadow(DropShadow(radius: -1))))))
    }
}

// MARK: - Masks

extension DrawingModifierTests {
    /// The mask's view is proposed the view's size and aligned in it; the drawing is the mask
    /// first, then the content through it; the mask paints no surface a click could hit, and the
    /// view keeps its size.
    func testAMaskIsLaidOutAtTheViewsSizeAndDrawnBeforeWhatItMasks() throws {
        let dot = SceneView(.shape(ShapeView(.plain(.circle))), modifiers: [.frame(width: 20, height: 20), .name("dot")])
        let card = box(100, 60).modifier(.mask(dot, alignment: .topLeading)).modifier(.name("card"))
        XCTAssertEqual(LayoutEngineProbe.size(card), Size(width: 100, height: 60))
        let l = layout(card)
        let frame = try XCTUnwrap(l.node(named: "card")).frame
        assertRect(try XCTUnwrap(l.node(named: "dot")).frame, frame.minX, frame.minY, 20, 20)
        XCTAssertEqual(l.drawing.count, 5)
        XCTAssertEqual(l.drawing[0], .beginMask)
        XCTAssertEqual(fills(Array(l.drawing[1...1])).map(\.width), [20], "the mask's circle")
        XCTAssertEqual(l.drawing[2], .beginMaskedContent)
        XCTAssertEqual(fills(Array(l.drawing[3...3])).map(\.width), [100], "the content")
        XCTAssertEqual(l.drawing[4], .endMask)
        XCTAssertEqual(l.surfaces.map(\.viewIndex), [0], "the card's surface only")
        XCTAssertEqual(l.nodes.map(\.sourcePath), ["root.modifiers[2]", "root.modifiers[1].mask.modifiers[1]"])
        // Inside an opacity group written after it, around a background written before it.
        let nested = layout(box(10, 10).modifier(.background(.fill(.solid(.white)), in: nil)).modifier(.mask(dot)).modifier(.opacity(0.5))).drawing
        XCTAssertEqual(nested.first, .beginOpacity(0.5))
        XCTAssertEqual(nested[1], .beginMask)
        XCTAssertEqual(Array(nested.suffix(2)), [.endMask, .endOpacity])
        XCTAssertEqual(fills(nested).count, 3, "the dot, the background and the box")
    }

    func testMasksRoundTripAndBadOnesNameTheirPlace() throws {
        try assertRoundTrip(document(##"""
            {"Color": "#FF9500", "modifiers": [
              {"mask": {"view": {"RoundedRectangle": {"cornerRadius": 12}}}},
              {"mask": {"view": {"Text": "Hi"}, "alignment": "bottomTrailing"}}]}
            """##))
        let mask = try S.parse(document(##"{"Color": "#FF9500", "modifiers": [{"mask": {"view": {"Circle": {}}}}]}"##))
        XCTAssertEqual(mask.document.root.modifiers, [.mask(SceneView(.shape(ShapeView(.plain(.circle)))))])
        XCTAssertEqual(
            try S.error(document(##"{"Color": "#FF9500", "modifiers": [{"mask": {"alignment": "top"}}]}"##)),
            ##"root.modifiers[0].mask: missing field "view""##)
        XCTAssertTrue(try S.error(document(##"{"Color": "#FF9500", "modifiers": [{"mask": {"view": {"Circle": {}}, "alignment": "up"}}]}"##))
            .hasPrefix("root.modifiers[0].mask.alignment: "))
        XCTAssertTrue(try S.error(document(##"{"Color": "#FF9500", "modifiers": [{"mask": {"view": {"Circle": {}}, "in": "Circle"}}]}"##)).contains("\"in\""))
    }

    /// The inspector moves a mask's view with an alignment row; the mask's view is the view's
    /// child, deleted with its modifier.
    func testTheInspectorEditsAMask() throws {
        let dot = SceneView(.shape(ShapeView(.plain(.circle))))
        let (document, model) = try inspect(box(100, 60).modifier(.mask(dot)))
        XCTAssertTrue(model.sections.contains { $0.group == .mask(1) })
        XCTAssertEqual(try setting(.frameAlignment(1), to: .choice("top"), in: document, model: model).modifiers[1], .mask(dot, alignment: .top))
        XCTAssertEqual(try document.applying(.delete(ViewPath([0]))).document.root.modifiers.count, 1)
    }
}

extension DrawingModifierTests {
    /// The document of `root` and the inspector's model of the view at `path`.
    func inspect(_ root: SceneView, at path: ViewPath = .root, file: StaticString = #filePath, line: UInt = #line) throws -> (SceneDocument, InspectorModel) {
        let document = SceneDocument(screen: Screen(size: Size(width: 400, height: 800), shape: .rectangle), root: root)
        let model = try XCTUnwrap(InspectorModel(document: document, path: path, layout: layout(root)), file: file, line: line)
        return (document, model)
    }

    /// Sets `field` to `value` through the inspector and answers the selected view after.
    func setting(_ field: InspectorField, to value: InspectorValue, in document: SceneDocument, model: InspectorModel) throws -> SceneView {
        let edit = try XCTUnwrap(try model.edit(field, to: value))
        let result = try document.applying(edit)
        return try XCTUnwrap(result.document.view(at: model.path))
    }

    /// An overlay's fill and shape are edited as a background's are; a view overlay's alignment
    /// with the frame's alignment row.
    func testTheInspectorEditsOverlays() throws {
        let badge = SceneView(.shape(ShapeView(.plain(.circle))))
        let root = box(100, 60).modifier(.overlay(.fill(.solid(.black)), in: .plain(.roundedRectangle(radius: 8))))
            .modifier(.overlay(.view(badge), in: nil, alignment: .topTrailing))
        let (document, model) = try inspect(root)
        let groups = model.sections.map(\.group)
        XCTAssertTrue(groups.contains(.fill(.modifier(1), .overlay)), "\(groups)")
        XCTAssertTrue(groups.contains(.shape(.modifier(1), .overlay)))
        XCTAssertTrue(groups.contains(.overlay(2)))
        XCTAssertEqual(model.row(.frameAlignment(2))?.value, .choice("topTrailing"))
        let recoloured = try setting(.fillColor(.modifier(1)), to: .color(.white), in: document, model: model)
        XCTAssertEqual(recoloured.modifiers[1], .overlay(.fill(.solid(.white)), in: .plain(.roundedRectangle(radius: 8))))
        let rounder = try setting(.cornerRadius(.modifier(1)), to: .number(20), in: document, model: model)
        XCTAssertEqual(rounder.modifiers[1], .overlay(.fill(.solid(.black)), in: .plain(.roundedRectangle(radius: 20))))
        let moved = try setting(.frameAlignment(2), to: .choice("bottom"), in: document, model: model)
        XCTAssertEqual(moved.modifiers[2], .overlay(.view(badge), in: nil, alignment: .bottom))
        // The badge is the view's child: selected, edited and deleted like a background's view.
        XCTAssertEqual(try document.applying(.delete(ViewPath([0]))).document.root.modifiers.count, 2)
        XCTAssertThrowsError(try model.edit(.frameAlignment(1), to: .choice("top")))
    }
}

/// Sizes through the engine, as `ViewLayout.size(of:)` answers them.
enum LayoutEngineProbe {
    static func size(_ view: SceneView, width: Double = 400, height: Double = 800) -> Size {
        ViewLayout.size(of: view, proposal: ProposedSize(width: width, height: height))
    }
}
