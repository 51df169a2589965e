// The sample card on iPhone 16 Pro at inset 8 and 20: docs/SWIFTUI.md's worked example.
import ConcentricCore
import XCTest
@testable import ConcentricScene

final class SampleCardLayoutTests: XCTestCase {
    func layout(inset: Double) -> ViewLayout {
        ViewLayout(document: sampleCardDocument(), overrides: ["inset": inset])
    }

    func testCardFrameIsTheWorkedExamplesAtBothInsets() throws {
        for inset in [8.0, 20.0] {
            let card = try XCTUnwrap(layout(inset: inset).node(named: "card"))
            // (24, 343 − 2.5·inset, 354, 216 + 5·inset)
            assertRect(card.frame, 24, 343 - 2.5 * inset, 354, 216 + 5 * inset)
        }
        assertRect(try XCTUnwrap(layout(inset: 8).node(named: "card")).frame, 24, 323, 354, 256)
    }

    func testSurfacesFramesAndRadii() throws {
        for inset in [8.0, 20.0] {
            let l = layout(inset: inset)
            let card = try XCTUnwrap(l.node(named: "card")).frame
            let orange = try XCTUnwrap(l.node(named: "orange surface"))
            assertRect(orange.frame, card.minX + inset, card.minY + inset, card.width - 2 * inset, card.height - 2 * inset)
            let orangeRadii = try XCTUnwrap(orange.geometry?.corners?.radii)
            for r in orangeRadii.clockwise { XCTAssertEqual(r, 56 - inset, accuracy: 1e-9) }
            XCTAssertEqual(orange.geometry?.corners?.curve, .continuous)

            let white = try XCTUnwrap(l.node(named: "white surface"))
            // Text headline 22 tall, padded 12: 46, at the bottom of the orange surface's content.
            assertRect(white.frame, card.minX + 2 * inset, card.maxY - 2 * inset - 46, card.width - 4 * inset, 46)
            let radii = try XCTUnwrap(white.geometry?.corners?.radii)
            // 56 − 2·inset (the worked example), scaled by Core's resolver (step 5) where it does
            // not fit: at inset 8 the example's 40 and the top's minimum 8 overflow a 46 pt side,
            // so the bottom goes toward its minimum until the side carries 8 + 38.
            XCTAssertEqual(radii.bottomLeft, min(56 - 2 * inset, 38), accuracy: 1e-9)
            XCTAssertEqual(radii.bottomRight, min(56 - 2 * inset, 38), accuracy: 1e-9)
            XCTAssertEqual(radii.topLeft, 8, accuracy: 1e-9)
            XCTAssertEqual(radii.topRight, 8, accuracy: 1e-9)
            XCTAssertEqual(white.geometry?.kind, .concentricRectangle)
        }
    }

    func testLabelIs170TallAndFillsTheWidth() throws {
        let l = layout(inset: 8)
        let label = try XCTUnwrap(l.viewNodes.first { $0.kind == .label })
        assertRect(label.frame, 24 + 16, 323 + 16, 354 - 32, 170)
        // Its title: title2 (28 pt line) placed bottom-leading inside the 16 pt padding.
        let title = try XCTUnwrap(l.drawing.compactMap { if case .text(let run) = $0, run.string == "Concentric" { return run } else { return nil } }.first)
        XCTAssertEqual(title.frame.maxY, label.frame.maxY - 16, accuracy: 1e-9)
        XCTAssertEqual(title.font.lineHeight, 28)
        XCTAssertEqual(title.font.weight, .bold)
        XCTAssertEqual(title.fill, .solid(.white))
    }

    func testGradientIgnoresTheSafeArea() throws {
        let gradient = try XCTUnwrap(layout(inset: 8).node(named: "gradient"))
        assertRect(gradient.frame, 0, 0, 402, 874)
    }

    func testTheCardResolvesAgainstItsOwnContainerShape() throws {
        let orange = try XCTUnwrap(layout(inset: 8).node(named: "orange surface"))
        XCTAssertEqual(orange.geometry?.container?.shape, .roundedRectangle(radius: 56, curve: .continuous))
        assertRect(try XCTUnwrap(orange.geometry?.container?.frame), 24, 323, 354, 256)
    }

    func testDrawingIsInPaintOrder() {
        let drawing = layout(inset: 8).drawing
        let fills = drawing.compactMap { command -> Fill? in
            if case .fill(_, let fill, _) = command { return fill }
            return nil
        }
        // gradient, card (white 16 %), orange surface, white surface; then the texts.
        XCTAssertEqual(fills.count, 4)
        XCTAssertEqual(fills[1], .solid(.white, opacity: 0.16))
        XCTAssertEqual(fills[3], .solid(.white))
        let symbol = drawing.firstIndex { if case .symbol = $0 { return true } else { return false } }
        let orange = drawing.firstIndex { if case .fill(_, let f, _) = $0, case .linearGradient(let g) = f.paint, g.stops.first?.color == Color(rgb8: 255, 149, 0) { return true } else { return false } }
        XCTAssertNotNil(symbol)
        XCTAssertLessThan(orange ?? .max, symbol ?? -1)
    }

    func testTheAnimationDrivesTheLayout() throws {
        // At t = 1.3 + 0.45 the inset has covered about 82 % of 8 → 20.
        let document = sampleCardDocument()
        let l = ViewLayout(document: document, time: 1.75)
        let inset = try XCTUnwrap(l.parameters["inset"])
        XCTAssertEqual((inset - 8) / 12, 0.821, accuracy: 0.001)
        let card = try XCTUnwrap(l.node(named: "card"))
        XCTAssertEqual(card.frame.height, 216 + 5 * inset, accuracy: 1e-9)
    }
}
