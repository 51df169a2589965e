// Concentricity measured on real pixels: equally inset circular corners keep a constant gap.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class ConcentricPixelTests: XCTestCase {
    /// Four opaque, clearly different colours, outermost first, on black.
    let colors: [Color] = [Color(rgb8: 230, 40, 40), Color(rgb8: 40, 200, 60), Color(rgb8: 40, 80, 230), Color(rgb8: 240, 220, 40)]

    /// Four nested concentric cards on black, each padded 8 inside the one around it (the first
    /// inside a 402 × 874 screen with circular 62 pt corners), each publishing its shape; `second`
    /// replaces the second card's shape.
    func document(second: ViewShape? = nil) -> SceneDocument {
        let concentric = ViewShape.concentricRectangle(ConcentricRectangleOf())
        let padding = ViewModifier.padding(EdgeInsetsValue(all: 8))
        var cards = SceneView(.shape(ShapeView(concentric, fill: .solid(colors[colors.count - 1]))))
        for level in stride(from: colors.count - 2, through: 0, by: -1) {
            let shape = level == 1 ? second ?? concentric : concentric
            cards = cards.modifier(padding).modifier(.containerShape(shape)).modifier(.background(.fill(.solid(colors[level])), in: shape))
        }
        let root = SceneView(.zStack(children: [SceneView(.color(.rgb(.black))), cards.modifier(padding)]))
        return ConcentricRenderTests.document(root, on: plainScreen(402, 874, .roundedRectangle(radius: 62, curve: .circular)))
    }

    /// The screen's corner centres: 62 pt in from each corner.
    func sharedCenter(_ corner: PhysicalCorner) -> Point {
        Point(x: corner.isLeft ? 62 : 402 - 62, y: corner.isTop ? 62 : 874 - 62)
    }

    /// Where, along the ray `center + t·u` (pixels), the colour turns from `inner` into `outer`:
    /// the t at which the sample's projection onto inner→outer crosses one half.
    func edge(_ image: PixelImage, center: Point, u: Point, near expected: Double, inner: [Double], outer: [Double]) -> Double? {
        let delta = zip(outer, inner).map { $0 - $1 }
        let norm = delta.reduce(0) { $0 + $1 * $1 }
        func fraction(_ t: Double) -> Double {
            let s = sample(image, x: center.x + u.x * t, y: center.y + u.y * t)
            return zip(zip(s, inner), delta).reduce(0) { $0 + ($1.0.0 - $1.0.1) * $1.1 } / norm
        }
        let step = 0.05
        var t = expected - 6
        var previous = fraction(t)
        while t < expected + 6 {
            let next = fraction(t + step)
            if previous < 0.5, next >= 0.5 { return t + step * (0.5 - previous) / (next - previous) }
            previous = next
            t += step
        }
        return nil
    }

    func testTheGapBetweenNeighbouringOutlinesIsConstantAlongEachArc() throws {
        let scale = 3.0
        let layout = SceneRenderer.layout(document())
        let image = try XCTUnwrap(SceneExporter.image(layout, scale: scale))
        XCTAssertEqual(image.width, 1206)
        XCTAssertEqual(image.height, 2622)
        let rgb: [[Double]] = colors.map { [$0.red * 255, $0.green * 255, $0.blue * 255, 255] }
        let black: [Double] = [0, 0, 0, 255]
        var gaps: [Double] = []
        for corner in PhysicalCorner.allCases {
            let center = sharedCenter(corner)
            let c = Point(x: center.x * scale, y: center.y * scale)
            // Rays through the corner's quarter, away from where the arcs meet the straight edges.
            for degrees in stride(from: 8.0, through: 82.0, by: 7.4) {
                let a = degrees * Double.pi / 180
                let u = Point(x: (corner.isLeft ? -1 : 1) * cos(a), y: (corner.isTop ? -1 : 1) * sin(a))
                // Outlines of cards 4, 3, 2, 1 lie at 30, 38, 46, 54 pt from the shared center.
                var radii: [Double] = []
                for level in stride(from: colors.count - 1, through: 0, by: -1) {
                    let outer = level == 0 ? black : rgb[level - 1]
                    let expected = (62 - 8 * Double(level + 1)) * scale
                    let found = try XCTUnwrap(
                        edge(image, center: c, u: u, near: expected, inner: rgb[level], outer: outer),
                        "no edge for card \(level + 1) at \(corner) \(degrees)°")
                    radii.append(found)
                }
                for (inner, outer) in zip(radii, radii.dropFirst()) { gaps.append(outer - inner) }
            }
        }
        XCTAssertEqual(gaps.count, 4 * 11 * 3)
        let smallest = try XCTUnwrap(gaps.min()), largest = try XCTUnwrap(gaps.max())
        XCTAssertLessThanOrEqual(largest - smallest, 0.5, "gaps range from \(smallest) to \(largest) px")
        XCTAssertEqual((smallest + largest) / 2, 8 * scale, accuracy: 0.5, "the gap is the 8 pt inset at @3x")
    }

    /// The measurement can fail: with a fixed radius that is not concentric, the gap varies.
    func testTheMeasurementNoticesNonConcentricCorners() throws {
        let scale = 3.0
        let layout = SceneRenderer.layout(document(second: .plain(.roundedRectangle(radius: 70, curve: .circular))))
        let image = try XCTUnwrap(SceneExporter.image(layout, scale: scale))
        let c = Point(x: 62 * scale, y: 62 * scale)
        let rgb: [[Double]] = colors.map { [$0.red * 255, $0.green * 255, $0.blue * 255, 255] }
        var gaps: [Double] = []
        for degrees in [15.0, 45.0, 75.0] {
            let a = degrees * Double.pi / 180
            let u = Point(x: -cos(a), y: -sin(a))
            let outerEdge = try XCTUnwrap(edge(image, center: c, u: u, near: 54 * scale, inner: rgb[0], outer: [0, 0, 0, 255]))
            // Card 2 (radius 70 around (86, 86), rounder than concentric) meets card 1 somewhere
            // between 20 and 54 pt out.
            var innerEdge: Double?
            for guess in stride(from: 24.0, through: 50.0, by: 3.0) where innerEdge == nil {
                innerEdge = edge(image, center: c, u: u, near: guess * scale, inner: rgb[1], outer: rgb[0])
            }
            gaps.append(outerEdge - (try XCTUnwrap(innerEdge)))
        }
        XCTAssertGreaterThan((gaps.max() ?? 0) - (gaps.min() ?? 0), 5)
    }
}
