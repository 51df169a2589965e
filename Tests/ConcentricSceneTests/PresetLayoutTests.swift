// Every v2 preset laid out by the engine, against frames and radii worked out by hand from
// SwiftUI's rules (`swiftui-layout.md`) on iPhone 16 Pro: 402 × 874, display radius 62, safe area
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
        XCTAssertEqual(preset.document.animation, ParameterAnimation(parameter: "inset", first: 8, second: 20, hold: 1.3, spring: .smooth(duration: 0.9)))
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
            // 56 − 2·inset, held to half the surface's shorter side (46 / 2 = 23: the resolver's step 5,
            // as a RoundedRectangle's radius is), so 23 at inset 8 and 16 at inset 20.
            let bottom = min(56 - 2 * inset, 23)
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
}
