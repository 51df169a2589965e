// The app in Spanish: `LANGUAGE=es` with `LANG=C.UTF-8` (the test machines' only locale) selects
// po/es.po, compiled by scripts/test.sh into .build/share/locale, where the built app looks.
import Foundation
import XCTest

final class TranslationTests: XCTestCase {
    static let spanish = ["LANGUAGE": "es", "LANG": "C.UTF-8", "LC_ALL": ""]
    static let english = ["LANGUAGE": "", "LANG": "C.UTF-8", "LC_ALL": ""]

    /// A store message on the headless export's standard error: translated at the app's edge in
    /// Spanish, as it was in English without a language.
    func testHeadlessRefusalIsTranslated() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let arguments = ["uniform-card", "--export", "a.webp", "--animate", "2"]
        let spanish = try AppProcess.run(arguments, in: sandbox, extraEnvironment: Self.spanish)
        XCTAssertEqual(spanish.status, 2, spanish.stderr)
        XCTAssertEqual(spanish.stderr, "error: la escena no tiene ninguna animación que exportar\n")
        let english = try AppProcess.run(arguments, in: sandbox, extraEnvironment: Self.english)
        XCTAssertEqual(english.status, 2, english.stderr)
        XCTAssertEqual(english.stderr, "error: the scene has no animation to export\n")
        // The command line's own messages stay English (only the UI is translated).
        let usage = try AppProcess.run(["--export", "a.webp"], in: sandbox, extraEnvironment: Self.spanish)
        XCTAssertTrue(usage.stderr.contains("needs --animate SECONDS"), usage.stderr)
    }

    /// The window in Spanish: its notice bar (what `--screenshot` reports of it) says in Spanish
    /// that the corrupt state file was moved aside, and the window draws without GTK complaining.
    func testWindowNoticeIsSpanish() throws {
        try AppProcess.requireDisplay()
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.writeState("{ not json")
        let shot = sandbox.file("es.png")
        let run = try AppProcess.run(["--screenshot", shot.path], in: sandbox, extraEnvironment: Self.spanish)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [], "GTK or GLib complained")
        let notice = run.stdout.split(separator: "\n").first { $0.hasPrefix("notice: ") }
        XCTAssertTrue(notice?.hasPrefix("notice: No se pudo usar playground.json (") ?? false, run.stdout)
        XCTAssertTrue(notice?.contains("y se usan los valores predeterminados") ?? false, run.stdout)
        XCTAssertGreaterThan((try? Data(contentsOf: shot))?.count ?? 0, 1000)
    }
}
