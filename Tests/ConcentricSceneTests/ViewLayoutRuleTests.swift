// The layout rules of docs/SWIFTUI.md, each checked against numbers worked out by hand.
import ConcentricCore
import XCTest
@testable import ConcentricScene

final class ViewLayoutRuleTests: XCTestCase {
    let body = ResolvedFont(.body, parameters: [:])
    /// The estimator's character width at body size: 0.55 × 17.
    let bodyChar = 0.55 * 17

    func size(_ view: SceneView, _ width: Double?, _ height: Double?) -> Size {
        ViewLayout.size(of: view, proposal: ProposedSize(width: width, height: height))
    }

    /// A plain screen with no safe area, so the root's frame is easy to follow.
    func layout(_ root: SceneView, width: Double = 400, height: Double = 800, safeArea: EdgeInsets = EdgeInsets(), direction: LayoutDirection = .leftToRight) -> ViewLayout {
        ViewLayout(root: root, screen: Screen(size: Size(width: width, height: height), shape: .rectangle), safeArea: safeArea, direction: direction)
    }

    func testShapesTakeTheProposalAndAnswer10Unspecified() {
        XCTAssertEqual(size(colorView(), 120, 30), Size(width: 120, height: 30))
        XCTAssertEqual(size(SceneView(.shape(ShapeView(.plain(.circle)))), nil, nil), Size(width: 10, height: 10))
        XCTAssertEqual(size(SceneView(.shape(ShapeView(.plain(.capsule())))), nil, 44), Size(width: 10, height: 44))
    }

    func testTextWrapsAtTheProposedWidthAndUsesTheDynamicTypeLineHeight() {
        let text = SceneView(.text(TextView("Hello world")))
        XCTAssertEqual(size(text, nil, nil).width, 11 * bodyChar, accuracy: 1e-9)
        XCTAssertEqual(size(text, nil, nil).height, 22)
        // At 60 pt: "Hello" / "world", each 5 characters.
        let wrapped = size(text, 60, nil)
        XCTAssertEqual(wrapped.width, 5 * bodyChar, accuracy: 1e-9)
        XCTAssertEqual(wrapped.height, 44)
        let headline = SceneView(.text(TextView("x", font: .style(.headline))))
        XCTAssertEqual(size(headline, 300, nil).height, 22)
        let title2 = SceneView(.text(TextView("x", font: .style(.title2))))
        XCTAssertEqual(size(title2, 300, nil).height, 28)
    }

    func testAnExplicitSizeScalesTheNearestStylesLineHeight() {
        XCTAssertEqual(ResolvedFont(.system(size: 34), parameters: [:]).lineHeight, 41, accuracy: 1e-12)
        // 40 is nearest to largeTitle (34 / 41).
        XCTAssertEqual(ResolvedFont(.system(size: 40), parameters: [:]).lineHeight, 41 * 40 / 34, accuracy: 1e-12)
        // 12.4 is nearest to caption (12 / 16).
        XCTAssertEqual(ResolvedFont(.system(size: 12.4), parameters: [:]).lineHeight, 16 * 12.4 / 12, accuracy: 1e-12)
        XCTAssertEqual(ResolvedFont(.system(size: .parameter("s")), parameters: ["s": 22]).lineHeight, 28, accuracy: 1e-12)
        XCTAssertEqual(ResolvedFont(.style(.headline), parameters: [:]).weight, .semibold)
    }

    func testVStackSumsWithDefaultSpacing8AndTakesTheWidestChild() {
        let stack = SceneView(.vStack(StackView(children: [box(50, 20), box(30, 40)])))
        XCTAssertEqual(size(stack, 100, 200), Size(width: 50, height: 68))
        let spaced = SceneView(.vStack(StackView(spacing: 3, children: [box(50, 20), box(30, 40), box(10, 10)])))
        XCTAssertEqual(size(spaced, 100, 200), Size(width: 50, height: 76))
    }

    func testHStackSharesWhatIsLeftAfterTheLeastFlexible() {
        // Proposed 200: the 40 pt box first, then the two colours share 160 − 0 spacing.
        let stack = SceneView(.hStack(StackView(spacing: 0, children: [colorView(), box(40, 10), colorView()])))
        let l = layout(stack.modifier(.frame(width: 200, height: 50)))
        let children = l.viewNodes.filter { $0.depth == 1 }
        XCTAssertEqual(children.map(\.frame.width), [80, 40, 80])
        XCTAssertEqual(children.map(\.frame.minX), [100, 180, 220])
    }

    func testSpacerTakesTheRestAndDefaultsToMinLength8() {
        let stack = SceneView(.vStack(StackView(children: [SceneView(.spacer(minLength: nil)), box(100, 30)])))
        let l = layout(stack)
        let nodes = l.viewNodes
        // The root fills the 800 pt screen: spacer 800 − 8 − 30 = 762, the box at the bottom.
        assertRect(nodes[0].frame, 150, 0, 100, 800)
        assertRect(nodes[1].frame, 200, 0, 0, 762)
        assertRect(nodes[2].frame, 150, 770, 100, 30)
        // Unspecified height: the spacer is its minimum.
        XCTAssertEqual(size(stack, 100, nil).height, 8 + 8 + 30)
        let custom = SceneView(.vStack(StackView(spacing: 0, children: [SceneView(.spacer(minLength: 20)), box(10, 10)])))
        XCTAssertEqual(size(custom, 100, nil).height, 30)
        XCTAssertEqual(size(custom, 100, 5).height, 30)
    }

    /// A Spacer is offered space after every other child and keeps only its minimum beside a
    /// flexible view, as SwiftUI lays out `HStack(spacing: 0) { Text("Fixed").frame(width: 80);
    /// Color.blue; Spacer(); Text("End").frame(width: 60) }` in 400 × 600 (the colour 252 wide, the
    /// spacer 8); splitting the rest evenly gave both 130.
    func testASpacerBesideAFlexibleViewKeepsItsMinimum() {
        let stack = SceneView(.hStack(StackView(spacing: 0, children: [
            SceneView(.text(TextView("Fixed"))).modifier(.frame(width: 80, height: nil)), colorView(),
            SceneView(.spacer(minLength: nil)), SceneView(.text(TextView("End"))).modifier(.frame(width: 60, height: nil)),
        ])))
        let l = layout(stack, width: 400, height: 600)
        let children = l.viewNodes.filter { $0.depth == 1 }
        XCTAssertEqual(children.map(\.frame.width), [80, 252, 8, 60])
        XCTAssertEqual(children.map(\.frame.minX), [0, 80, 332, 340])
        // A framed Spacer is a frame to its stack: offered its share like any other child.
        let framed = SceneView(.hStack(StackView(spacing: 0, children: [
            colorView(), SceneView(.spacer(minLength: nil)).modifier(.frame(width: nil, height: 10)),
        ])))
        XCTAssertEqual(layout(framed, width: 400, height: 600).viewNodes.filter { $0.depth == 1 }.map(\.frame.width), [200, 200])
    }

    /// A Divider is one pixel of the screen across its stack: 1/3 pt tall in a VStack on an @3x
    /// screen, 1/2 pt wide in an HStack on an @2x one, as long as the stack is proposed across.
    func testDividerIsAHairlineAcrossItsStack() throws {
        let column = SceneView(.vStack(StackView(spacing: 0, children: [box(100, 30), SceneView(.divider), box(100, 30)])))
        let l = layout(column, width: 300, height: 600)
        let nodes = l.viewNodes
        // The stack is as wide as its widest child, and the divider as wide as the stack proposes: 300.
        // Centred in 600: the stack starts at (600 − 60⅓) / 2, the divider 30 below that.
        assertRect(nodes[2].frame, 0, 300 - 1.0 / 6, 300, 1.0 / 3)
        XCTAssertEqual(nodes[0].frame.height, 60 + 1.0 / 3, accuracy: 1e-9)
        guard case .fill(_, let fill, let bounds) = try XCTUnwrap(l.drawing.first { if case .fill(_, _, let b) = $0 { b == nodes[2].frame } else { false } }) else {
            return XCTFail("the divider draws nothing")
        }
        XCTAssertEqual(bounds.height, 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(fill, .solid(Color(rgb8: 60, 60, 67), opacity: 0.29))
        let row = SceneView(.hStack(StackView(spacing: 0, children: [box(40, 20), SceneView(.divider), box(40, 20)])), modifiers: [.frame(width: nil, height: .literal(50))])
        let r = ViewLayout(root: row, screen: Screen(size: Size(width: 200, height: 400), shape: .rectangle, scale: 2), safeArea: EdgeInsets(), direction: .leftToRight)
        assertRect(r.viewNodes[2].frame, 100 - 0.25, 175, 0.5, 50)
        // Outside a stack it is horizontal; unspecified across, 0 long.
        XCTAssertEqual(size(SceneView(.divider), 120, 90), Size(width: 120, height: 1.0 / 3))
        XCTAssertEqual(size(SceneView(.divider), nil, nil), Size(width: 0, height: 1.0 / 3))
    }

    /// `lineLimit(n)`: a text over n lines keeps n, cut (the run says where), and takes the whole
    /// width proposed; `reservesSpace` makes a short text n lines tall; titles of labels follow.
    func testLineLimitCutsTextsAndReservesTheirSpace() throws {
        // Three words of 9 characters (9.35 pt each) wrap at 100 pt to 3 lines, 84.15 wide.
        let long = SceneView(.text(TextView("aaaaaaaaa bbbbbbbbb ccccccccc")))
        XCTAssertEqual(size(long, 100, nil), Size(width: 9 * bodyChar, height: 66))
        let two = long.modifier(.lineLimit(LineLimit(2)))
        XCTAssertEqual(size(two, 100, nil), Size(width: 100, height: 44))
        XCTAssertEqual(size(long.modifier(.lineLimit(LineLimit(3))), 100, nil), Size(width: 9 * bodyChar, height: 66))
        let reserved = SceneView(.text(TextView("short"))).modifier(.lineLimit(LineLimit(3, reservesSpace: true)))
        XCTAssertEqual(size(reserved, 100, nil), Size(width: 5 * bodyChar, height: 66))
        // The environment reaches texts inside, with the mode set around it.
        let stack = SceneView(.vStack(StackView(children: [long])), modifiers: [.lineLimit(LineLimit(1)), .truncationMode(.middle), .frame(width: .literal(100), height: nil)])
        let runs = layout(stack).drawing.compactMap { if case .text(let run) = $0 { run } else { nil } }
        XCTAssertEqual(runs.count, 1)
        XCTAssertEqual(runs.first?.lineCount, 1)
        XCTAssertEqual(runs.first?.truncation, .middle)
        XCTAssertEqual(runs.first?.frame.size, Size(width: 100, height: 22))
        // A text that fits is not cut.
        let fits = layout(SceneView(.text(TextView("fits")), modifiers: [.lineLimit(LineLimit(1))]))
        let fitting = fits.drawing.compactMap { command -> TextRun? in if case .text(let run) = command { run } else { nil } }
        XCTAssertEqual(fitting.map(\.truncation), [nil])
        // A label's title is cut too.
        let label = SceneView(.label(LabelView(title: "aaaaaaaaa bbbbbbbbb", symbol: "star")), modifiers: [.lineLimit(LineLimit(1))])
        XCTAssertEqual(size(label, 17 + 8 + 50, nil).height, 22)
    }

    func testPaddingShrinksTheProposalAndAddsItsInsets() {
        let padded = colorView([.padding(EdgeInsetsValue(top: 1, leading: 2, bottom: 3, trailing: 4))])
        XCTAssertEqual(size(padded, 100, 50), Size(width: 100, height: 50))
        XCTAssertEqual(size(padded, nil, nil), Size(width: 16, height: 14))
        let l = layout(padded.modifier(.frame(width: 100, height: 50)))
        assertRect(l.drawing.compactMap { if case .fill(_, _, let b) = $0 { return b } else { return nil } }[0], 152, 376, 94, 46)
    }

    func testFixedFrameAnswersItsDimensionsAndAlignsTheChild() {
        let view = box(10, 10).modifier(.frame(width: 100, height: 50, alignment: .bottomTrailing))
        XCTAssertEqual(size(view, 3, 3), Size(width: 100, height: 50))
        let l = layout(view)
        let fills = l.drawing.compactMap { if case .fill(_, _, let b) = $0 { return b } else { return nil } }
        // The 100 × 50 frame is centred in 400 × 800 at (150, 375); the box sits in its bottom-right corner.
        assertRect(fills[0], 240, 415, 10, 10)
        // Only one dimension: the other is the child's.
        XCTAssertEqual(size(box(10, 20).modifier(.frame(width: 70, height: nil)), 300, 300), Size(width: 70, height: 20))
    }

    func testFlexibleFrameFormulas() {
        // minHeight 170 makes a 60 pt tall view 170 tall, whatever the proposal.
        let label = box(50, 60).modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: 170)))
        XCTAssertEqual(size(label, 300, 0), Size(width: 300, height: 170))
        XCTAssertEqual(size(label, 300, 1000), Size(width: 300, height: 170))
        // maxWidth: .infinity takes the whole proposed width; unspecified, the child's.
        XCTAssertEqual(size(label, nil, nil).width, 50)
        // A colour proposed 400 × 800 inside maxWidth 100, minHeight 900: 100 × 900.
        let colour = colorView([.flexibleFrame(FlexibleFrame(maxWidth: 100, minHeight: 900))])
        XCTAssertEqual(size(colour, 400, 800), Size(width: 100, height: 900))
        // Unspecified takes the ideal: the colour is proposed 33 and answers it.
        let ideal = colorView([.flexibleFrame(FlexibleFrame(idealWidth: 33, maxWidth: 50))])
        XCTAssertEqual(size(ideal, nil, nil), Size(width: 33, height: 10))
        // A min bigger than the child and the proposal.
        let min = box(10, 10).modifier(.flexibleFrame(FlexibleFrame(minWidth: 40)))
        XCTAssertEqual(size(min, 20, nil).width, 40)
        XCTAssertEqual(size(min, 5, nil).width, 40)
        // with a max only and a child larger than the proposal: max(c, p), capped.
        let max = box(80, 10).modifier(.flexibleFrame(FlexibleFrame(maxWidth: 60)))
        XCTAssertEqual(size(max, 20, nil).width, 60)
    }

    func testZStackIsTheUnionAndAlignsEachChild() {
        let z = SceneView(.zStack(children: [box(50, 10), box(20, 40)], alignment: .topLeading))
        XCTAssertEqual(size(z, 300, 300), Size(width: 50, height: 40))
        let l = layout(z)
        let fills = l.drawing.compactMap { if case .fill(_, _, let b) = $0 { return b } else { return nil } }
        assertRect(fills[0], 175, 380, 50, 10)
        assertRect(fills[1], 175, 380, 20, 40)
    }

    func testStackAlignment() {
        let v = SceneView(.vStack(StackView(spacing: 0, children: [box(50, 10), box(20, 10)]), alignment: .trailing))
        let l = layout(v)
        XCTAssertEqual(l.viewNodes[2].frame.maxX, l.viewNodes[0].frame.maxX)
        let h = SceneView(.hStack(StackView(spacing: 0, children: [box(10, 50), box(10, 20)]), alignment: .top))
        XCTAssertEqual(layout(h).viewNodes[2].frame.minY, layout(h).viewNodes[0].frame.minY)
    }

    func testRightToLeftPlacesLeadingOnTheRight() {
        let h = SceneView(.hStack(StackView(spacing: 0, children: [box(10, 10), box(20, 10)])))
        let l = layout(h, direction: .rightToLeft)
        XCTAssertEqual(l.viewNodes[1].frame.maxX, l.viewNodes[0].frame.maxX)
        XCTAssertEqual(l.viewNodes[2].frame.maxX, l.viewNodes[1].frame.minX)
        let padded = colorView([.padding(EdgeInsetsValue(leading: 10)), .frame(width: 100, height: 10)])
        let fills = layout(padded, direction: .rightToLeft).drawing.compactMap { if case .fill(_, _, let b) = $0 { return b } else { return nil } }
        assertRect(fills[0], 150, 395, 90, 10)
    }

    func testTheRootIsProposedTheSafeAreaAndCentredInIt() {
        let l = layout(box(100, 100), safeArea: EdgeInsets(top: 62, bottom: 34))
        assertRect(l.safeArea, 0, 62, 400, 704)
        assertRect(l.viewNodes[0].frame, 150, 62 + 302, 100, 100)
        let fill = layout(colorView(), safeArea: EdgeInsets(top: 62, bottom: 34)).viewNodes[0]
        assertRect(fill.frame, 0, 62, 400, 704)
    }

    func testIgnoresSafeAreaExtendsOnlyTheEdgesOnTheBoundary() throws {
        // VStack { Spacer(); sheet } ignoring the bottom edge: the sheet sits on the screen's bottom.
        let sheet = box(400, 100).modifier(.name("sheet"))
        let stack = SceneView(.vStack(StackView(children: [SceneView(.spacer(minLength: nil)), sheet])), modifiers: [.ignoresSafeArea(.bottom)])
        let l = layout(stack, safeArea: EdgeInsets(top: 62, bottom: 34))
        assertRect(try XCTUnwrap(l.node(named: "sheet")).frame, 0, 700, 400, 100)
        assertRect(l.viewNodes[0].frame, 0, 62, 400, 738)
        // A small view inside the safe area touches no boundary: unchanged.
        let small = layout(box(10, 10).modifier(.ignoresSafeArea()), safeArea: EdgeInsets(top: 62, bottom: 34))
        assertRect(small.viewNodes[0].frame, 195, 62 + 347, 10, 10)
    }

    func testModifiersThatChangeNoSize() {
        let base = box(30, 20)
        let modified = base.modifier(.background(.fill(.solid(.black)), in: .plain(.capsule()))).modifier(.containerShape(.plain(.circle)))
            .modifier(.clipShape(.plain(.ellipse))).modifier(.opacity(0.5)).modifier(.foregroundStyle(.solid(.black))).modifier(.name("n"))
        XCTAssertEqual(size(modified, 300, 300), size(base, 300, 300))
        // The drawing nests: the clip and the opacity group close in reverse order.
        let drawing = layout(modified).drawing
        XCTAssertEqual(drawing.first, .beginOpacity(0.5))
        XCTAssertEqual(drawing.last, .endOpacity)
        XCTAssertEqual(drawing[drawing.count - 2], .endClip)
    }

    func testFontAndLabelStyleChangeTheLabel() {
        let label = SceneView(.label(LabelView(title: "Hi", symbol: "star")), modifiers: [.font(.style(.title2))])
        // Icon 22 + spacing 8 + 2 characters of 0.55 × 22; height max(22, 28).
        XCTAssertEqual(size(label, nil, nil).width, 22 + 8 + 2 * 0.55 * 22, accuracy: 1e-9)
        XCTAssertEqual(size(label, nil, nil).height, 28)
        let iconOnly = label.modifier(.labelStyle(.iconOnly))
        XCTAssertEqual(size(iconOnly, nil, nil), Size(width: 22, height: 22))
        // Inner modifiers win: the text's own font, then the nearest .font.
        let text = SceneView(.text(TextView("x")), modifiers: [.font(.style(.caption)), .font(.style(.largeTitle))])
        XCTAssertEqual(size(text, 100, nil).height, 16)
    }

    func testParametersAreEvaluatedAtLayout() {
        let view = colorView([.frame(width: .parameter("w"), height: 10), .padding(EdgeInsetsValue(all: .parameter("p")))])
        XCTAssertEqual(ViewLayout.size(of: view, proposal: .unspecified, parameters: ["w": 30, "p": 5]), Size(width: 40, height: 20))
        // An undeclared parameter counts as 0.
        XCTAssertEqual(ViewLayout.size(of: view, proposal: .unspecified), Size(width: 0, height: 10))
        XCTAssertEqual(ViewLayout.size(of: view, proposal: .unspecified, parameters: ["q": 9]), Size(width: 0, height: 10))
        // The same with more parameters than the layout keeps in a list (it hashes past 16).
        var many = Dictionary(uniqueKeysWithValues: (0..<40).map { ("p\($0)", Double($0)) })
        many["w"] = 30
        many["p"] = 5
        XCTAssertEqual(ViewLayout.size(of: view, proposal: .unspecified, parameters: many), Size(width: 40, height: 20))
        many["w"] = nil
        XCTAssertEqual(ViewLayout.size(of: view, proposal: .unspecified, parameters: many), Size(width: 10, height: 20))
    }

    /// A corner style's bound minimum or radius takes the parameter's value at layout: the default,
    /// an override, the animation's value at a time; values the reader would refuse count as
    /// lengths do (negative and NaN as 0; the resolver then scales radii that overflow their frame).
    func testBoundCornerValuesAreEvaluatedAtLayout() throws {
        let corners = LogicalCorners<CornerStyleOf<Number>>(
            topLeading: .fixed(.parameter("r")), topTrailing: .concentric(minimum: .parameter("m")),
            bottomLeading: .concentric, bottomTrailing: .fixed(.parameter("r")))
        let root = SceneView(.shape(ShapeView(.concentricRectangle(ConcentricRectangleOf(corners: corners)))), modifiers: [.frame(width: 200, height: 100), .name("s")])
        let document = SceneDocument(
            parameters: [SceneParameter(name: "r", defaultValue: 12), SceneParameter(name: "m", defaultValue: 6)],
            screen: Screen(size: Size(width: 400, height: 800), shape: .rectangle), root: root,
            animation: ParameterAnimation(parameter: "r", first: 12, second: 40))
        func radii(_ overrides: [String: Double] = [:], time: Double? = nil) throws -> [Double] {
            let layout = ViewLayout(document: document, overrides: overrides, time: time)
            return try XCTUnwrap(layout.node(named: "s")?.geometry?.corners?.radii.clockwise)
        }
        // Clockwise from the top left: the fixed r, the minimum m (the square screen gives 0), r, plain concentric.
        XCTAssertEqual(try radii(), [12, 6, 12, 0])
        XCTAssertEqual(try radii(["r": 30, "m": 9]), [30, 9, 30, 0])
        XCTAssertEqual(try radii(["r": -5, "m": .nan]), [0, 0, 0, 0])
        // The right side carries the minimum 6 and the rest of its 100 pt: one factor 94 / 1e9.
        XCTAssertEqual(try radii(["r": 1e9]), [94, 6, 94, 0])
        XCTAssertEqual(
            ViewLayout(document: document, overrides: ["r": 30]).node(named: "s")?.geometry?.cornerStyles?.topLeft, .fixed(30),
            "layout reports the style it resolved")
        // The animation moves the bound corner.
        let animation = try XCTUnwrap(document.animation)
        let time = animation.hold + 0.3
        let moving = animation.value(at: time, initial: 12)
        XCTAssertGreaterThan(moving, 13)
        XCTAssertEqual(try radii(time: time)[0], moving, accuracy: 1e-9)
    }

    func testButtonIsItsLabelInTheAccentColour() {
        let button = SceneView(.button(label: SceneView(.text(TextView("Play")))))
        XCTAssertEqual(size(button, nil, nil), Size(width: 4 * bodyChar, height: 22))
        let runs = layout(button).drawing.compactMap { if case .text(let r) = $0 { return r } else { return nil } }
        XCTAssertEqual(runs.first?.fill, .solid(Color(rgb8: 0, 122, 255)))
        XCTAssertEqual(layout(button).viewNodes[1].sourcePath, "root.label")
    }

    func testSemanticColours() {
        XCTAssertEqual(ColorValue.primary.resolved, Color(red: 0, green: 0, blue: 0))
        XCTAssertEqual(ColorValue.secondary.resolved, Color(rgb8: 60, 60, 67, alpha: 0.6))
    }

    func testNamesReportTheFrameAtTheirPointOfTheChain() throws {
        let view = box(10, 10).modifier(.name("inner")).modifier(.padding(EdgeInsetsValue(all: 5))).modifier(.name("outer"))
        let l = layout(view)
        XCTAssertEqual(l.nodes.map(\.name), ["outer", "inner"])
        XCTAssertEqual(try XCTUnwrap(l.node(named: "outer")).frame.width, 20)
        XCTAssertEqual(try XCTUnwrap(l.node(named: "inner")).frame.width, 10)
        XCTAssertEqual(l.nodes[0].sourcePath, "root.modifiers[3]")
    }
}
