// Shared fixtures for the store's tests: a small library and a whole-state assertion.
import ConcentricCore
import ConcentricScene
import Foundation
import PlaygroundStore
import XCTest

/// Two devices and one preset, built in memory so the tests do not depend on the bundled files.
enum Fixture {
    static let phone = DeviceProfile(
        id: "iphone-16-pro", name: "iPhone 16 Pro", width: 402, height: 874, cornerRadius: 62, cornerCurve: .continuous,
        source: "test")
    static let square = DeviceProfile(
        id: "iphone-se-3", name: "iPhone SE", width: 375, height: 667, cornerRadius: 0, cornerCurve: .circular, source: "test")

    /// The sample card: a fixed 56 pt card 24 pt from the screen's sides, 290 pt tall, publishing
    /// its shape, holding a concentric surface (minimum 8) padded 8, holding a white surface padded 8.
    static let cardScene: Scene = {
        let surface = ConcentricRectangle(corners: LogicalCorners(all: .concentric(minimum: 8)))
        let inner = Card(name: "inner", frame: .padding(8), shape: .concentric(surface), fill: .solid(.white))
        let middle = Card(name: "surface", frame: .padding(8), shape: .concentric(surface), publishesShape: true, children: [inner])
        let outer = Card(
            name: "card", frame: FrameRule(padding: EdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24), height: 290),
            shape: .fixed(.roundedRectangle(radius: 56)), publishesShape: true, children: [middle])
        return Scene(id: "concentric-card", title: "Concentric card", screen: Screen(device: phone), cards: [outer])
    }()

    static let library = PlaygroundLibrary(devices: [square, phone], presets: [cardScene])

    static var state: PlaygroundState { PlaygroundState(library: library) }
}

/// Sends `action` to `state` and asserts the WHOLE next state (the starting state changed by
/// `expect`) and the exact effects. Returns the next state for chaining.
@discardableResult
func assertUpdate(
    _ state: PlaygroundState, _ action: PlaygroundAction, effects: [PlaygroundEffect],
    file: StaticString = #filePath, line: UInt = #line, _ expect: (inout PlaygroundState) -> Void = { _ in }
) -> PlaygroundState {
    var expected = state
    expect(&expected)
    let (next, actual) = update(state, action)
    XCTAssertEqual(next, expected, "state after \(action)", file: file, line: line)
    XCTAssertEqual(actual, effects, "effects of \(action)", file: file, line: line)
    return next
}

/// A fresh empty folder under the system's temporary folder, removed by the test's teardown.
func temporaryFolder(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("store-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}
