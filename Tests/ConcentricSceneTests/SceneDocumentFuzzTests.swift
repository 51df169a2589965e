// Seeded random view trees written and read back: every model value the writer meets reads back
// equal, and the text is stable.
import ConcentricCore
import XCTest
@testable import ConcentricScene

final class SceneDocumentFuzzTests: XCTestCase {
    typealias S = FormatSupport

    /// Random values of every model type, limited to what the file format can say exactly
    /// (8-bit colours, opacities in hundredths, a bounded flexible frame).
    struct Trees {
        var g: SeededGenerator
        let parameters = ["inset", "gap"]

        mutating func int(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
        mutating func bool() -> Bool { int(2) == 0 }
        mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }

        mutating func number(signed: Bool = false) -> Number {
            if int(4) == 0 { return .parameter(pick(parameters)) }
            let v = Double(int(400)) / 4
            return .literal(signed && bool() ? -v - 1 : v)
        }
        mutating func optionalNumber() -> Number? { bool() ? number() : nil }
        mutating func color() -> Color { Color(rgb8: int(256), int(256), int(256), alpha: bool() ? 1 : Double(int(256)) / 255) }
        mutating func colorValue() -> ColorValue { pick([.primary, .secondary, .rgb(color())]) }
        mutating func fill() -> Fill {
            let opacity = Double(int(101)) / 100
            if bool() { return .solid(color(), opacity: opacity) }
            let stops = (0...int(3) + 1).map { GradientStop(color: color(), location: Double($0) / 4) }
            return .gradient(LinearGradient(stops: stops, angle: Double(int(360))), opacity: opacity)
        }
        /// A corner style whose number may be bound to a parameter, as any other number.
        mutating func cornerStyle() -> CornerStyleOf<Number> {
            let value: Number = int(4) == 0 ? .parameter(pick(parameters)) : .literal(Double(int(40)))
            return pick([.concentric, .concentric(minimum: value), .fixed(value)])
        }
        mutating func concentric() -> ConcentricRectangleOf<Number> {
            let same = cornerStyle()
            let corners = int(3) == 0 ? LogicalCorners(all: same)
                : LogicalCorners(topLeading: cornerStyle(), topTrailing: cornerStyle(), bottomLeading: cornerStyle(), bottomTrailing: cornerStyle())
            return ConcentricRectangleOf(corners: corners, uniformity: pick(Uniformity.allCases))
        }
        mutating func shape() -> ViewShape {
            let curve = pick(CornerCurve.allCases)
            switch int(8) {
            case 0: return .plain(.rectangle)
            case 1: return .plain(.roundedRectangle(radius: number(), curve: curve))
            case 2: return .plain(.unevenRoundedRectangle(radii: LogicalCorners(topLeading: number(), topTrailing: number(), bottomLeading: number(), bottomTrailing: number()), curve: curve))
            case 3: return .plain(.capsule(curve: curve))
            case 4: return .plain(.circle)
            case 5: return .plain(.ellipse)
            case 6: return .concentricRectangle(concentric())
            default: return .containerRelative
            }
        }
        mutating func font() -> Font {
            let weight: FontWeight? = bool() ? nil : pick(FontWeight.allCases)
            return bool() ? .style(pick(TextStyle.allCases), weight: weight) : .system(size: .literal(Double(int(100) + 1)), weight: weight)
        }
        mutating func modifier(depth: Int) -> ViewModifier {
            switch int(23) {
            case 0: return .padding(bool() ? EdgeInsetsValue(all: number(signed: true)) : EdgeInsetsValue(top: number(signed: true), leading: number(), bottom: 0, trailing: number()))
            case 1: return .frame(width: optionalNumber(), height: optionalNumber(), alignment: pick(FrameAlignment.allCases))
            case 2:
                // At least one bound: an unbounded flexible frame is written as the fixed frame it equals.
                return .flexibleFrame(FlexibleFrame(minWidth: optionalNumber(), idealWidth: optionalNumber(), maxWidth: bool() ? .infinity : nil, minHeight: number(), alignment: pick(FrameAlignment.allCases)))
            case 3: return .background(.fill(fill()), in: bool() ? shape() : nil)
            case 4: return depth < 4 ? .background(.view(view(depth: depth + 1)), in: bool() ? shape() : nil) : .name("deep")
            case 5: return .containerShape(shape())
            case 6: return .clipShape(shape())
            case 7: return .foregroundStyle(fill())
            case 8: return .font(font())
            case 9: return .opacity(bool() ? .parameter("gap") : .literal(Double(int(101)) / 100))
            case 10: return .labelStyle(pick(LabelStyle.allCases))
            case 11: return .ignoresSafeArea(SafeAreaEdges(rawValue: int(16)))
            case 12: return .overlay(.fill(fill()), in: bool() ? shape() : nil)
            case 13: return depth < 4 ? .overlay(.view(view(depth: depth + 1)), in: bool() ? shape() : nil, alignment: pick(FrameAlignment.allCases)) : .name("deep")
            case 14: return .shadow(DropShadow(color: bool() ? .solid(color(), opacity: Double(int(101)) / 100) : nil, radius: number(), x: number(signed: true), y: number(signed: true)))
            case 15: return depth < 4 ? .mask(view(depth: depth + 1), alignment: pick(FrameAlignment.allCases)) : .name("deep")
            case 16: return .offset(x: number(signed: true), y: number(signed: true))
            case 17: return .aspectRatio(bool() ? .literal(Double(int(30) + 1) / 10) : nil, contentMode: pick(ContentMode.allCases))
            case 18: return .fixedSize(horizontal: bool(), vertical: bool())
            case 19: return .layoutPriority(bool() ? .parameter("gap") : .literal(Double(int(5))))
            case 20: return .lineLimit(LineLimit(int(4) + 1, reservesSpace: bool()))
            case 21: return .truncationMode(pick(TruncationMode.allCases))
            default: return .name(pick(["card", "surface", "Hé \"quoted\"\n"]))
            }
        }
        mutating func children(depth: Int) -> [SceneView] { depth >= 4 ? [] : (0..<int(4)).map { _ in view(depth: depth + 1) } }
        mutating func view(depth: Int) -> SceneView {
            let content: ViewContent
            switch int(13) {
            case 0: content = .vStack(StackView(spacing: bool() ? number(signed: true) : nil, children: children(depth: depth)), alignment: pick(HorizontalAlignment.allCases))
            case 1: content = .hStack(StackView(spacing: bool() ? number() : nil, children: children(depth: depth)), alignment: pick(VerticalAlignment.allCases))
            case 2: content = .zStack(children: children(depth: depth), alignment: pick(FrameAlignment.allCases))
            case 3: content = .spacer(minLength: optionalNumber())
            case 4: content = .text(bool() ? TextView("Hello") : TextView("Wrap\nme", font: font(), color: colorValue(), alignment: pick(TextAlignment.allCases)))
            case 5: content = .label(LabelView(title: "Title", symbol: "circle"))
            case 6: content = .image(systemName: "waveform")
            case 7: content = .button(label: depth < 4 ? pick([SceneView(.text(TextView("OK"))), SceneView(.label(LabelView(title: "Pause", symbol: "pause"))), view(depth: depth + 1)]) : SceneView(.text(TextView("OK"))))
            case 8: content = .color(colorValue())
            case 9: content = .fill(fill())
            case 10: content = .divider
            default:
                let stroke = int(3) == 0 ? ShapeStroke(style: bool() ? fill() : nil, lineWidth: number(), isBorder: bool()) : nil
                content = .shape(ShapeView(shape(), fill: bool() ? fill() : nil, stroke: stroke))
            }
            return SceneView(content, modifiers: (0..<int(4)).map { _ in modifier(depth: depth) })
        }
        mutating func document() -> SceneDocument {
            let screen = Screen(size: Size(width: Double(int(500)), height: Double(int(900))), shape: pick([.rectangle, .ellipse, .roundedRectangle(radius: 40, curve: .continuous), .capsule(curve: .circular)]))
            let animation = bool() ? ParameterAnimation(parameter: "inset", first: 8, second: Double(int(40)), hold: Double(int(30) + 1) / 10, curve: .smooth(duration: 0.5)) : nil
            return SceneDocument(
                parameters: [SceneParameter(name: "inset", defaultValue: 8), SceneParameter(name: "gap", defaultValue: 0.5)],
                screen: screen, safeArea: bool() ? EdgeInsets() : EdgeInsets(top: 20, leading: 1, bottom: 34, trailing: 2),
                direction: pick(LayoutDirection.allCases), root: view(depth: 1), animation: animation)
        }
    }

    func testSeededRandomTreesRoundTrip() throws {
        var trees = Trees(g: SeededGenerator(seed: 9))
        for index in 0..<300 {
            let file = SceneFile(id: "random-\(index)", title: "Random", summary: nil, document: trees.document())
            let text = file.jsonText
            let again: SceneFile
            do { again = try SceneFile.parse(bytes: Array(text.utf8), devices: S.devices()) } catch {
                return XCTFail("tree \(index) does not read back: \(error)\n\(text)")
            }
            XCTAssertEqual(again, file, "tree \(index) changed\n\(text)")
            XCTAssertEqual(again.jsonText, text, "tree \(index) is not written stably")
            if again != file { return }
        }
    }
}
