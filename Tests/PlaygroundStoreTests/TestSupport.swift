// Shared fixtures for the store's tests: a small library and a whole-state assertion.
import ConcentricCore
import ConcentricScene
import Foundation
@testable import PlaygroundStore
import XCTest
// Re-exported: every file of this target sees the shared test support (ConcentricTestSupport).
@_exported import ConcentricTestSupport

/// Two devices and one preset. The devices are built in memory; the preset is the bundled
/// `concentric-card` (the sample's `ConcentricCardDemo`, scene format v2), read with these devices,
/// because the inset tests check the sample's own frames.
enum Fixture {
    static let phone = DeviceProfile(
        id: "iphone-16-pro", name: "iPhone 16 Pro", width: 402, height: 874, cornerRadius: 62, cornerCurve: .continuous,
        source: "test", safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
    static let square = DeviceProfile(
        id: "iphone-se-3", name: "iPhone SE", width: 375, height: 667, cornerRadius: 0, cornerCurve: .circular, source: "test",
        safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))

    /// The bundled sample card (a test setup failure, not an input, when it is missing).
    static let cardScene: SceneFile = {
        do {
            if let file = try Presets.scene(named: "concentric-card", devices: DeviceCatalog(devices: [square, phone])) { return file }
        } catch {
            preconditionFailure("the bundled concentric-card preset does not read: \(error)")
        }
        preconditionFailure("the bundled concentric-card preset is missing")
    }()

    static let library = PlaygroundLibrary(devices: [square, phone], presets: [cardScene])

    static var state: PlaygroundState { PlaygroundState(library: library) }

    /// The state with the sample card open (an untitled copy of the preset).
    static var card: PlaygroundState { update(state, .presetPicked("concentric-card")).0 }

    /// The bundled presets read with these devices.
    static let presets: [SceneFile] = {
        do { return try Presets.scenes(devices: DeviceCatalog(devices: [square, phone])) } catch {
            preconditionFailure("the bundled presets do not read: \(error)")
        }
    }()
}

extension PlaygroundAction {
    /// The inset slider moved (or an arrow key stepped it): the edit the window sends.
    static func inset(_ value: Double) -> PlaygroundAction {
        .documentEdited(.setParameterDefault(name: "inset", value: value), coalescing: "parameter inset")
    }
}

extension EditorStore {
    /// Sends a playground action.
    @discardableResult
    mutating func send(_ action: PlaygroundAction) -> [PlaygroundEffect] { send(.app(action)) }
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
