// Shared builders for the scene v2 tests: the sample card, the iPhone 16 Pro screen, tolerances.
import ConcentricCore
import XCTest
@testable import ConcentricScene
// Re-exported: every file of this target sees the shared test support (ConcentricTestSupport).
@_exported import ConcentricTestSupport

/// iPhone 16 Pro: 402 × 874, display radius 62 continuous, safe area top 62, bottom 34.
let iPhone16Pro = Screen(size: Size(width: 402, height: 874), shape: .roundedRectangle(radius: 62, curve: .continuous))
let iPhone16ProSafeArea = EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)

/// The sample's `ConcentricCardDemo` (docs/SWIFTUI.md, "Worked example: the sample card"), written 1:1 as a view tree.
func sampleCardDocument() -> SceneDocument {
    let inset = Number.parameter("inset")
    let surface = ViewShape.concentricRectangle(ConcentricRectangleOf(corners: LogicalCorners(all: .concentric(minimum: 8))))
    let orange = Color(rgb8: 255, 149, 0)
    let label = SceneView(.label(LabelView(title: "Concentric", symbol: "circle.circle")), modifiers: [
        .font(Font.style(.title2).bold()), .foregroundStyle(.solid(.white)), .padding(EdgeInsetsValue(all: 16)),
        .flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: 170, alignment: .bottomLeading)),
    ])
    // ConcentricCardSurface(background: .white) { Text … }: padding 12 (its default), minimum radius 8.
    let white = SceneView(.text(TextView("One shared center")), modifiers: [
        .font(.style(.headline)), .foregroundStyle(.solid(.black)), .flexibleFrame(FlexibleFrame(maxWidth: .infinity)),
        .padding(EdgeInsetsValue(all: 12)), .background(.fill(.solid(.white)), in: surface), .name("white surface"),
    ])
    let card = SceneView(.vStack(StackView(spacing: inset, children: [label, white]), alignment: .leading), modifiers: [
        // ConcentricCardSurface(padding: inset, background: Color.orange.gradient)
        .padding(EdgeInsetsValue(all: inset)), .background(.fill(.gradient(LinearGradient(orange, Color(rgb8: 255, 120, 0)))), in: surface),
        .name("orange surface"),
        // ConcentricCard(cornerRadius: 56, padding: inset, background: Color.white.opacity(0.16))
        .padding(EdgeInsetsValue(all: inset)), .background(.fill(.solid(.white, opacity: 0.16)), in: .plain(.roundedRectangle(radius: 56))),
        .containerShape(.plain(.roundedRectangle(radius: 56))), .name("card"),
        .padding(EdgeInsetsValue(all: 24)),
    ])
    let gradient = SceneView(.fill(.gradient(LinearGradient(.black, Color(rgb8: 88, 86, 214)))), modifiers: [.ignoresSafeArea(), .name("gradient")])
    return SceneDocument(
        parameters: [SceneParameter(name: "inset", defaultValue: 8)], screen: iPhone16Pro, safeArea: iPhone16ProSafeArea,
        root: SceneView(.zStack(children: [gradient, card])),
        animation: ParameterAnimation(parameter: "inset", first: 8, second: 20))
}

/// A colour view (fills what it is proposed).
func colorView(_ modifiers: [ViewModifier] = []) -> SceneView { SceneView(.color(.rgb(.white)), modifiers: modifiers) }

/// A fixed-size colour.
func box(_ width: Double, _ height: Double) -> SceneView { colorView([.frame(width: .literal(width), height: .literal(height))]) }

func assertRect(_ rect: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(rect.minX, x, accuracy: accuracy, "x of \(rect)", file: file, line: line)
    XCTAssertEqual(rect.minY, y, accuracy: accuracy, "y of \(rect)", file: file, line: line)
    XCTAssertEqual(rect.width, w, accuracy: accuracy, "width of \(rect)", file: file, line: line)
    XCTAssertEqual(rect.height, h, accuracy: accuracy, "height of \(rect)", file: file, line: line)
}

