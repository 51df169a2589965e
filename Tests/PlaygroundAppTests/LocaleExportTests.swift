// The app's exports under comma-decimal locales: the same bytes as the command line's.
import Foundation
import XCTest

final class LocaleExportTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws { sandbox = try Sandbox() }
    override func tearDown() { sandbox.remove() }

    /// Locales whose decimal separator is a comma (scripts/deps.sh test generates them).
    static let commaLocales = ["de_DE.UTF-8", "tr_TR.UTF-8"]

    /// The locale's environment, or a failure naming how to get it when it is not generated.
    private func environment(_ locale: String) throws -> [String: String] {
        guard let handle = newlocale(Int32(1) << LC_NUMERIC, locale, nil) else {
            throw AppTestError("the locale \(locale) is not generated: run scripts/deps.sh test")
        }
        freelocale(handle)
        return ["LC_ALL": locale, "LANG": locale, "LANGUAGE": ""]
    }

    /// Presets whose annotations carry fractions ("Δ 11.87", "47.3").
    private static let scenes = ["concentric-card", "corner-styles"]

    func testAnnotatedExportsEqualTheCommandLinesUnderCommaLocales() throws {
        for locale in Self.commaLocales {
            let environment = try environment(locale)
            for scene in Self.scenes {
                for name in ["annotated.png", "annotated.svg", "annotated.pdf", "annotated@2x.png"] {
                    let app = sandbox.file("app-\(locale)-\(scene)-\(name)"), cli = sandbox.file("cli-\(locale)-\(scene)-\(name)")
                    let scale = name.contains("@2x") ? ["--scale", "2"] : []
                    let exported = try AppProcess.run(
                        [scene, "--export", app.path, "--annotate"] + scale, in: sandbox, extraEnvironment: environment)
                    XCTAssertEqual(exported.status, 0, exported.stderr)
                    let rendered = try AppProcess.run(
                        ["render", scene, "-o", cli.path, "--annotate"] + scale, in: sandbox, extraEnvironment: environment, executable: "concentric")
                    XCTAssertEqual(rendered.status, 0, rendered.stderr)
                    XCTAssertEqual(
                        try Data(contentsOf: app), try Data(contentsOf: cli), "\(locale): the app's \(scene) \(name) differs from `concentric render`'s")
                }
            }
        }
    }

    /// The spec (`--export FILE.json`) and the spec sheet write the same bytes whatever the locale.
    func testTheSpecAndTheSheetAreTheSameUnderCommaLocales() throws {
        for name in ["spec.json", "sheet.pdf"] {
            let arguments = name == "sheet.pdf" ? ["--sheet", "all", "--annotate"] : []
            let reference = sandbox.file("C-\(name)")
            let plain = try AppProcess.run(
                ["concentric-card", "--export", reference.path] + arguments, in: sandbox, extraEnvironment: ["LC_ALL": "C.UTF-8"])
            XCTAssertEqual(plain.status, 0, plain.stderr)
            for locale in Self.commaLocales {
                let exported = sandbox.file("\(locale)-\(name)")
                let run = try AppProcess.run(
                    ["concentric-card", "--export", exported.path] + arguments, in: sandbox, extraEnvironment: try environment(locale))
                XCTAssertEqual(run.status, 0, run.stderr)
                XCTAssertEqual(try Data(contentsOf: exported), try Data(contentsOf: reference), "\(locale): the \(name) differs from the C locale's")
            }
        }
    }
}
