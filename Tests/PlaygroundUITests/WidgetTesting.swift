// What the in-process widget tests share: GTK on the main thread, and the sample card.
import ConcentricCore
import ConcentricScene
import GtkKit
import XCTest

enum WidgetTesting {
    /// Runs `body` on the main actor, which an XCTest method already is on (corelibs XCTest runs
    /// each test on the main thread, where GTK lives, but its discovery casts test methods to
    /// nonisolated ones, so a test class cannot be `@MainActor`), with GTK started on the
    /// worker's display.
    static func onMain(_ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated {
            guard Display.open() else { throw XCTSkip("no display: run the tests with scripts/test.sh") }
            try body()
        }
    }

    /// concentric-card: a ZStack of a LinearGradient and the card (a VStack of a Label and a Text).
    @MainActor static func cardDocument() throws -> SceneDocument {
        try XCTUnwrap(try Presets.scene(named: "concentric-card", devices: DeviceCatalog.bundled())).document
    }
}
