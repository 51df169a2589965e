// The Parameters group and the animation panel in the real app, through a real AT-SPI client
// (atspi/tree.py): a parameter's slider found by its name changes the saved default; the panel
// points the animation at another parameter, which then moves while the first stays put.
import ConcentricTestSupport
import Foundation
import XCTest

final class ParameterPanelTests: XCTestCase {
    /// concentric-card: the Parameters group's `inset` slider (named by the parameter) set to
    /// 14, saved through the Save As chooser: the file's `inset` default is 14.
    func testTheInsetSliderChangesTheSavedDefault() throws {
        let destination = try temporaryFolder().appendingPathComponent("card.json")
        let session = try AccessibleSession.run(arguments: ["concentric-card"], steps: [
            "tree", "set-value", "slider", "inset", "14", "tree",
            "keys", "ctrl+s", "1", "focus-dialog", "keys", "ctrl+a", "1", "type", destination.path, "keys", "Return", "1",
            "wait-name", "Saved", "5",
        ])
        let before = try session.tree(0), after = try session.tree(1)
        XCTAssertEqual(Self.slider("inset", in: before)?.value, 8, "the sample's inset before\n\(before.outline)")
        XCTAssertEqual(Self.slider("inset", in: after)?.value, 14, "the slider after set-value\n\(after.outline)")
        let file = try Self.json(destination)
        XCTAssertEqual((file["parameters"] as? [String: Double])?["inset"], 14, "the saved parameters: \(file["parameters"] ?? "none")")
    }

    /// A scene with two parameters, `inset` animated: the panel's Animated parameter set to
    /// `gap` and Play pressed, `gap`'s slider moves off its default 4 while `inset`'s
    /// stays at 8, and Save writes the animation of `gap`.
    func testTheAnimationPanelAnimatesAnotherParameter() throws {
        let folder = try temporaryFolder()
        let scene = folder.appendingPathComponent("two.json")
        try Self.twoParameterScene.write(to: scene, atomically: true, encoding: .utf8)
        let session = try AccessibleSession.run(arguments: [scene.path], steps: [
            // The Animation button under the canvas opens the animation's settings.
            "tab-to", "Animation", "120", "keys", "Return", "1", "sleep", "0.5",
            "tab-to", "Animated parameter", "20", "keys", "Return", "1", "sleep", "0.3",
            // The list opens on its first entry, None; then inset, then gap (a press a step: a
            // step of several stops when the focus seems not to move).
            "keys", "Down", "1", "keys", "Down", "1", "keys", "Return", "1", "sleep", "0.5",
            // Escape closes the popover (it keeps the window's shortcuts while open), then Ctrl+S.
            "act", "push button", "Play", "sleep", "1.5", "tree", "keys", "Escape", "1", "keys", "ctrl+s", "1", "sleep", "1",
        ])
        let window = try session.tree(0)
        let gap = try XCTUnwrap(Self.slider("gap", in: window)?.value, "no gap slider\n\(window.outline)")
        XCTAssertGreaterThan(gap, 4.5, "gap did not move off its default 4 (8 ↔ 20 every 0.4 s)\n\(window.outline)")
        XCTAssertEqual(Self.slider("inset", in: window)?.value, 8, "inset moved, though the animation no longer names it")
        let file = try Self.json(scene)
        let animation = file["animation"] as? [String: Any]
        XCTAssertEqual(animation?["parameter"] as? String, "gap", "the saved animation: \(animation ?? [:])")
        XCTAssertEqual((file["parameters"] as? [String: Double]) ?? [:], ["inset": 8, "gap": 4], "frames are never saved")
    }

    /// The add row: a name typed and Enter declare a parameter, whose slider row appears at
    /// its default (the focus back in the name field); a name the reader refuses is refused
    /// with the reason, naming it. A row's Remove button removes an unused parameter and
    /// refuses the animated one, saying why.
    func testTheAddRowDeclaresAParameter() throws {
        let session = try AccessibleSession.run(arguments: ["concentric-card"], steps: [
            // The Parameters group's + opens the add row, its name field first.
            "tab-to", "Declare Parameter", "120", "keys", "Return", "1", "sleep", "0.5",
            "tab-to", "Name of the new parameter", "20", "type", "gap", "keys", "Return", "1", "sleep", "0.5", "tree",
            "type", "1x", "keys", "Return", "1", "wait-name", "is not a parameter name", "5",
            "keys", "Escape", "1", "sleep", "0.5",
            "act", "push button", "Remove gap", "sleep", "0.5", "tree",
            "act", "push button", "Remove inset", "wait-name", "the animation animates", "5",
        ])
        let window = try session.tree(0)
        // Every slider but the playback bar's scrubber.
        let parameterSliders = { (window: AccessibleNode) in window.controls.filter { $0.role == "slider" && $0.name != "Time" }.map(\.name) }
        XCTAssertEqual(parameterSliders(window), ["inset", "gap"], "the Parameters group's sliders\n\(window.outline)")
        XCTAssertEqual(Self.slider("gap", in: window)?.value, 0)
        let refusals = session.report.steps.compactMap(\.found).map(\.name)
        XCTAssertEqual(refusals, [
            #""1x" is not a parameter name (a letter or "_" followed by letters, digits or "_")"#,
            #"the animation animates "inset": point it at another parameter or remove it first"#,
        ])
        let removed = try session.tree(1)
        XCTAssertEqual(parameterSliders(removed), ["inset"], "after Remove gap\n\(removed.outline)")
    }

    /// The slider named `name` (the Parameters group's rows name their slider by the parameter).
    static func slider(_ name: String, in window: AccessibleNode) -> AccessibleNode? {
        window.all.first { $0.role == "slider" && $0.name == name }
    }

    static func json(_ url: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(url.path) is not a JSON object")
    }

    /// The sample card's tree with `inset` (animated 8 ↔ 20, briskly) and an unused `gap` (4).
    static var twoParameterScene: String {
        """
        {"version": 2, "device": "iphone-16-pro", "parameters": {"inset": 8, "gap": 4},
         "animation": {"parameter": "inset", "values": [8, 20], "hold": 0.4, "spring": {"smooth": {"duration": 0.3}}},
         "root": {"ZStack": {"children": [
           {"RoundedRectangle": {"cornerRadius": 40}, "modifiers": [{"padding": {"param": "inset"}}]}
         ]}}}
        """
    }
}
