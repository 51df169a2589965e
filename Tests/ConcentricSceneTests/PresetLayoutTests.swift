// Every v2 preset laid out by the engine, against frames and radii worked out by hand from
// SwiftUI's rules (docs/SWIFTUI.md) on iPhone 16 Pro: 402 × 874, display radius 62, safe area
// top 62, bottom 34 (so the safe area is y 62…840, 778 tall).
import ConcentricCore
import XCTest
@testable import ConcentricScene

final class PresetLayoutTests: XCTestCase {
    typealias S = FormatSupport

    /// The worked example: card (24, 343 − 2.5·inset, 354, 216 + 5·inset); orange radii 56 − inset;
    /// white bottom radii 56 − 2·inset (at most half its 46 pt height), top raised to the minimum 8.
    func testConcentricCardAtBothInsets() throws {
        let preset = try S.preset("concentric-card")
        XCTAssertEqual(preset.document.parameters, [SceneParameter(name: "inset", defaultValue: 8)])
        XCTAssertEqual(preset.document.animation, ParameterAnimation(parameter: "inset", first: 8, second: 20, hold: 1.3, curve: .smooth(duration: 0.9)))
        XCTAssertEqual(preset.document.safeArea, EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        for inset in [8.0, 20.0] {
            let layout = S.layout(preset.document, ["inset": inset])
            let card = try S.node(layout, "card")
            S.assertFrame(card.frame, 24, 343 - 2.5 * inset, 354, 216 + 5 * inset)
            try S.assertRadii(card, [56, 56, 56, 56])
            let orange = try S.node(layout, "orange surface")
            S.assertFrame(orange.frame, 24 + inset, 343 - 1.5 * inset, 354 - 2 * inset, 216 + 3 * inset)
            try S.assertRadii(orange, Array(repeating: 56 - inset, count: 4))
            let white = try S.node(layout, "white surface")
            // Below the 170 pt label and the stack's spacing: 46 tall (22 + 2·12), inset 2·inset from the card.
            S.assertFrame(white.frame, 24 + 2 * inset, 343 - 0.5 * inset + 170 + inset, 354 - 4 * inset, 46)
            // 56 − 2·inset where the 46 pt sides carry it with the top's minimum 8; at inset 8 the
            // resolver's step 5 scales the bottom toward its minimum until 8 + 38 fills a side.
            let bottom = min(56 - 2 * inset, 38)
            try S.assertRadii(white, [8, 8, bottom, bottom])
        }
    }

    /// The animation is the sample's: still 8 before the first toggle at 1.3 s, heading to 20 after.
    func testConcentricCardAnimates() throws {
        let document = try S.preset("concentric-card").document
        XCTAssertEqual(document.parameterValues(time: 1.2)["inset"], 8)
        let later = try XCTUnwrap(document.parameterValues(time: 1.3 + 0.45)["inset"])
        XCTAssertGreaterThan(later, 8)
        XCTAssertLessThan(later, 20)
    }

    /// The documentation's examples sit in `VStack { Spacer(); example }` with the bottom ignoring
    /// the safe area: the stack spans y 62…874 (812), the example is its last 240 pt (y 634…874),
    /// the shape that inset by its padding. Bottom corners follow the screen's 62, top ones are far.
    func testDocumentationExamples() throws {
        let plain = try S.node(S.layout(try S.preset("concentric-rectangle-default").document), "green rectangle")
        S.assertFrame(plain.frame, 8, 642, 386, 224)
        try S.assertRadii(plain, [0, 0, 62 - 8, 62 - 8])
        let styles = try S.node(S.layout(try S.preset("corner-styles").document), "green rectangle")
        S.assertFrame(styles.frame, 24, 658, 354, 192)
        // topLeading concentric(minimum: 12) → 12, topTrailing fixed 24, bottomTrailing fixed 0, bottomLeading 62 − 24.
        try S.assertRadii(styles, [12, 24, 0, 38])
        let sheet = try S.node(S.layout(try S.preset("notes-sheet").document), "green rectangle")
        S.assertFrame(sheet.frame, 8, 642, 386, 224)
        try S.assertRadii(sheet, [24, 24, 54, 54])
    }

    /// The article's hand-picked radii: two texts (22 + 12 + 22) padded 16, then 8, centred.
    func testAirQuality() throws {
        let layout = S.layout(try S.preset("air-quality").document)
        // The widest text, "Calidad del aire" in headline, by the test measurer: 16 × 0.55 × 17.
        let text = 16 * 0.55 * 17
        let outer = try S.node(layout, "outer"), inner = try S.node(layout, "inner")
        S.assertFrame(outer.frame, (402 - text - 48) / 2, 62 + (778 - 104) / 2, text + 48, 104)
        S.assertFrame(inner.frame, (402 - text - 48) / 2 + 8, 62 + (778 - 104) / 2 + 8, text + 32, 88)
        try S.assertRadii(outer, [28, 28, 28, 28])
        try S.assertRadii(inner, [20, 20, 20, 20])
    }

    /// ContainerRelativeShape inside `.containerShape(.rect(cornerRadius: 30))`, 10 pt in: 20 everywhere.
    func testStorageSummary() throws {
        let layout = S.layout(try S.preset("storage-summary").document)
        // Label headline 22 + 10 + subheadline 20, padded 18 (88), padded 10 (108); full width.
        let summary = try S.node(layout, "summary")
        S.assertFrame(summary.frame, 0, 62 + (778 - 108) / 2, 402, 108)
        let relative = try S.node(layout, "relative background")
        S.assertFrame(relative.frame, 10, 407, 382, 88)
        XCTAssertEqual(relative.geometry?.kind, .containerRelative)
        XCTAssertEqual(relative.geometry?.inset, 10)
        try S.assertRadii(relative, [20, 20, 20, 20])
    }

    /// HStack height 46 (headline 22 + 8 + caption 16), padded 20 (86), padded 8, at the bottom.
    func testPlaybackPanel() throws {
        let panel = try S.node(S.layout(try S.preset("playback-panel").document), "panel")
        S.assertFrame(panel.frame, 8, 874 - 8 - 86, 386, 86)
        // Bottom: 62 − 8 = 54; with the top's 22 the 86 pt sides carry it whole.
        try S.assertRadii(panel, [22, 22, 54, 54])
    }

    /// Bottom corners 62 − 16 = 46, top 0 raised to 12; uniform: all take 46.
    func testUniformCard() throws {
        let card = try S.node(S.layout(try S.preset("uniform-card").document), "uniform card")
        S.assertFrame(card.frame, 16, 874 - 280 + 16, 370, 248)
        try S.assertRadii(card, [46, 46, 46, 46])
    }

    /// The colour view is clipped to `.rect(corners: .concentric(minimum: 14), isUniform: true)`:
    /// bottom 62 − 12 = 50, top 14, uniform 50.
    func testAdaptiveBackground() throws {
        let layout = S.layout(try S.preset("adaptive-background").document)
        let background = try S.node(layout, "adaptive background")
        S.assertFrame(background.frame, 12, 874 - 12 - 200, 378, 200)
        let expected = CornerGeometry(rect: background.frame, radii: CornerRadii(all: 50), curve: .continuous).outline
        XCTAssertTrue(layout.drawing.contains(.beginClip(outline: expected)), "the clip is not the 50 pt rectangle")
        // The name, written after the clip, reports the clip's shape as it would a background's.
        XCTAssertEqual(background.geometry?.kind, .concentricRectangle)
        try S.assertRadii(background, [50, 50, 50, 50])
        // A name reports the last shape written before it; one written before any, none.
        let chain: [ViewModifier] = [
            .name("bare"), .clipShape(.plain(.roundedRectangle(radius: 10))), .name("clipped"),
            .background(.fill(ColorValue.primary.fill), in: .plain(.capsule())), .name("capsule"), .clipShape(.plain(.rectangle)), .name("square"),
        ]
        let root = SceneView(.color(.primary), modifiers: chain + [.frame(width: 100, height: 40)])
        let chained = S.layout(SceneDocument(screen: Screen(size: Size(width: 402, height: 874), shape: .rectangle), root: root))
        XCTAssertNil(try S.node(chained, "bare").geometry)
        try S.assertRadii(try S.node(chained, "clipped"), [10, 10, 10, 10])
        try S.assertRadii(try S.node(chained, "capsule"), [20, 20, 20, 20])
        try S.assertRadii(try S.node(chained, "square"), [0, 0, 0, 0])
    }

    /// The article's difference: ConcentricRectangle resolves each corner (28, 0, 0, 40 − 32 = 8);
    /// ContainerRelativeShape takes the smallest gap, 12, everywhere (28).
    func testConcentricVersusRelative() throws {
        let layout = S.layout(try S.preset("concentric-vs-relative").document)
        S.assertFrame(try S.node(layout, "container").frame, 24, 331, 354, 240)
        let concentric = try S.node(layout, "concentric"), relative = try S.node(layout, "container relative")
        S.assertFrame(concentric.frame, 36, 343, 159, 196)
        S.assertFrame(relative.frame, 207, 343, 159, 196)
        try S.assertRadii(concentric, [28, 0, 0, 8])
        try S.assertRadii(relative, [28, 28, 28, 28])
        XCTAssertEqual(relative.geometry?.inset, 12)
    }

    /// Card k is inset k·inset from the screen and has radius max(0, 62 − k·inset).
    func testNestedCardsAtBothInsets() throws {
        let document = try S.preset("nested-cards").document
        for inset in [8.0, 20.0] {
            let layout = S.layout(document, ["inset": inset])
            for k in 1...6 {
                let card = try S.node(layout, "card \(k)")
                let d = Double(k) * inset
                S.assertFrame(card.frame, d, d, 402 - 2 * d, 874 - 2 * d)
                try S.assertRadii(card, Array(repeating: max(0, 62 - d), count: 4))
            }
        }
    }

    /// The ellipse container gives the ellipse inscribed in the card's own frame, d = 24.
    func testEllipseFallback() throws {
        let layout = S.layout(try S.preset("ellipse-fallback").document)
        S.assertFrame(try S.node(layout, "ellipse container").frame, 24, 62 + (778 - 480) / 2, 354, 480)
        let card = try S.node(layout, "container-relative card")
        S.assertFrame(card.frame, 48, 235, 306, 306)
        XCTAssertEqual(card.geometry?.kind, .concentricRectangle)
        XCTAssertEqual(card.geometry?.inset, 24)
        XCTAssertNil(card.geometry?.corners)
        XCTAssertEqual(card.geometry?.outline, CornerOutline.ellipse(in: card.frame))
    }
}
