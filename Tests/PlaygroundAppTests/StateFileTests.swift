// The state file: restored at start, a corrupt one means defaults and a warning, never clobbered.
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class StateFileTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws { sandbox = try Sandbox() }
    override func tearDown() { sandbox.remove() }

    /// A valid state file (the store's format, version 1): the document is only named
    /// (`"untitled"`, `{"preset": id}`, `{"file": path}`); its scene lives in its own file.
    static func state(
        device: String = "iphone-16-pro", animation: Bool = false, document: String = #""untitled""#, overlays: Bool = false,
        windowWidth: Int? = nil
    ) -> String {
        let window = windowWidth.map { #", "window": {"width": \#($0), "height": 760, "maximized": false}"# } ?? ""
        return """
        {"version": 1, "device": "\(device)",
         "overlays": {"centers": \(overlays), "radii": \(overlays), "insets": \(overlays), "errors": \(overlays)},
         "animation": \(animation), "zoom": "fit", "document": \(document)\(window)}
        """
    }

    /// The state naming `file` as the open document.
    static func state(opening file: URL, overlays: Bool = false) -> String {
        state(document: #"{"file": "\#(file.path)"}"#, overlays: overlays)
    }

    /// The default playground: three concentric cards inset 8 pt on the default device.
    private func defaultExport() throws -> PixelImage {
        let device = try XCTUnwrap(DeviceCatalog.bundled().device(id: "iphone-16-pro"))
        let scene = SceneDocument.nestedCards(screen: Screen(device: device), safeArea: device.safeArea, depth: 3, inset: 8)
        return try XCTUnwrap(SceneExporter.image(SceneRenderer.layout(scene)))
    }

    /// The files beside the state file named `playground.json.corrupt-YYYYMMDD-HHMMSS`.
    private func setAside() throws -> [URL] {
        let folder = sandbox.stateFile.deletingLastPathComponent()
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { $0.range(of: #"^playground\.json\.corrupt-\d{8}-\d{6}(-\d+)?$"#, options: .regularExpression) != nil }
            .map { folder.appendingPathComponent($0) }
    }

    func testACorruptFileIsMovedAsideWithTheDefaultsAndAWarning() throws {
        let corrupt = #"{"version": 1, "device": "#
        try sandbox.writeState(corrupt)
        let out = sandbox.file("defaults.png")
        let run = try AppProcess.run(["--export", out.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") && $0.contains("playground.json") }
        XCTAssertEqual(warnings.count, 1, run.stderr)
        XCTAssertTrue(try PixelImage(pngAt: out).bytes == defaultExport().bytes, "a corrupt file must give the default scene")
        let aside = try setAside()
        XCTAssertEqual(aside.count, 1, run.stderr)
        XCTAssertEqual(try aside.first.map { try String(contentsOf: $0, encoding: .utf8) }, corrupt, "the corrupt file must be kept")
        XCTAssertTrue(warnings[0].contains("moved to \(aside.first?.path ?? "?")"), String(warnings[0]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.stateFile.path))
    }

    func testANewerVersionsFileIsNamedAsSuchAndNeverTouched() throws {
        try AppProcess.requireDisplay()
        let newer = Self.state().replacingOccurrences(of: #""version": 1"#, with: #""version": 2, "theme": "dark""#)
        try sandbox.writeState(newer)
        let shot = sandbox.file("shot.png")
        let run = try AppProcess.run(["--screenshot", shot.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [])
        XCTAssertTrue(run.stderr.contains("written by a newer version"), run.stderr)
        XCTAssertFalse(run.stderr.contains("unknown field"), run.stderr)
        // The window says so, in its notice bar.
        let notice = run.stdout.split(separator: "\n").first { $0.hasPrefix("notice: ") }
        XCTAssertTrue(notice?.contains("written by a newer version") ?? false, run.stdout)
        XCTAssertTrue(notice?.contains("not saved") ?? false, run.stdout)
        XCTAssertEqual(try String(contentsOf: sandbox.stateFile, encoding: .utf8), newer, "a newer file must stay as it is")
        XCTAssertEqual(try setAside(), [])
    }

    func testASymlinkedStateFileIsReadThroughAndACorruptTargetMovedAsideBesideIt() throws {
        let dotfiles = sandbox.file("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("playground.json")
        try Data("garbage".utf8).write(to: target)
        try FileManager.default.createDirectory(at: sandbox.stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.stateFile.path, withDestinationPath: target.path)
        let run = try AppProcess.run(["--export", sandbox.file("x.png").path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        // The target is moved aside in its own folder; the link stays for the next save.
        let aside = try FileManager.default.contentsOfDirectory(atPath: dotfiles.path)
        XCTAssertEqual(aside.count, 1)
        XCTAssertTrue(aside.first?.hasPrefix("playground.json.corrupt-") ?? false, "\(aside)")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.stateFile.path), target.path)
    }

    /// A value the store cannot use is named by its place in the file (and the defaults used).
    func testAnInvalidValueIsReportedWithItsPlace() throws {
        for (state, place) in [
            (Self.state(document: #"{"preset": "hexagon"}"#), #"document.preset: unknown preset "hexagon""#),
            (Self.state(device: "iphone-1"), #"device: unknown device "iphone-1""#),
            (Self.state().replacingOccurrences(of: #""zoom": "fit""#, with: #""zoom": "huge""#), "zoom: expected"),
        ] {
            try sandbox.writeState(state)
            let out = sandbox.file("x.png")
            let run = try AppProcess.run(["--export", out.path], in: sandbox)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stderr.contains(place), "\(place)\n\(run.stderr)")
            XCTAssertTrue(try PixelImage(pngAt: out).bytes == defaultExport().bytes, "\(place): the defaults are exported")
        }
    }

    func testACorruptFileUnderTheWindowIsShownInTheWindowWithNoGtkProblems() throws {
        try AppProcess.requireDisplay()
        try sandbox.writeState("not json at all")
        let shot = sandbox.file("shot.png")
        let run = try AppProcess.run(["--screenshot", shot.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [])
        XCTAssertTrue(run.stderr.contains("warning: ") && run.stderr.contains("playground.json"), run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot.path))
        let aside = try setAside()
        XCTAssertEqual(try aside.first.map { try String(contentsOf: $0, encoding: .utf8) }, "not json at all")
        // Not only on standard error: the window's notice bar says where the file went.
        let notice = run.stdout.split(separator: "\n").first { $0.hasPrefix("notice: ") }
        XCTAssertTrue(notice?.contains("moved to \(aside.first?.path ?? "?")") ?? false, run.stdout)
    }

    func testTheUsersRealConfigIsNeverRead() throws {
        // XDG_CONFIG_HOME points into the sandbox: with no state file there, the defaults apply
        // whatever the real ~/.config holds.
        let out = sandbox.file("fresh.png")
        let run = try AppProcess.run(["--export", out.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(try PixelImage(pngAt: out).bytes == defaultExport().bytes)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.stateFile.path), "--export must not write the state")
    }
}
