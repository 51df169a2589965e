// `make install` into a staging DESTDIR, the installed programs run from elsewhere (with the
// build folder hidden where the system allows), then `make uninstall` leaving nothing.
// It installs the debug build the tests run from (CONFIGURATION=debug BIN_DIR=…): the release
// build with its static runtime is `make install`'s own, checked by hand (see scripts/install.sh).
import Foundation
import XCTest

final class InstallTests: XCTestCase {
    static let appID = "io.github.concentric.Playground"
    /// Not /usr/local: PREFIX is honoured.
    static let prefix = "/opt/concentric-test"

    var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The absolute path of a system program, or a skip.
    func tool(_ name: String) throws -> URL {
        for folder in ["/usr/bin", "/bin", "/usr/sbin", "/sbin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("\(name) is not installed")
    }

    /// Every file, symlink and folder under `root`, relative to it, sorted.
    func contents(_ root: URL) -> [String] {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: root.path) else { return [] }
        return (enumerator.allObjects as? [String] ?? []).sorted()
    }

    /// `make TARGET DESTDIR=… PREFIX=…` (plus `extra`) in the package root.
    func make(_ target: String, destdir: URL, _ extra: [String] = []) throws -> AppRun {
        let result = try ConcentricExecutable(url: try tool("make")).run(
            ["-s", "-C", packageRoot.path, target, "DESTDIR=\(destdir.path)", "PREFIX=\(Self.prefix)"] + extra,
            inheritEnvironment: true, timeout: 60)
        XCTAssertEqual(result.status, 0, "make \(target): \(result.stdout)\(result.stderr)")
        return result
    }

    /// The command that runs `arguments` with the build products folder hidden (an empty tmpfs
    /// mounted over it in a private mount namespace: where `Bundle.module` falls back to), when
    /// `unshare` may do that here; else nil.
    func hidingBuildFolder(_ arguments: [String]) -> [String]? {
        guard let unshare = try? tool("unshare"), let build = products?.resolvingSymlinksInPath().path else { return nil }
        let wrapper = [unshare.path, "--mount", "--map-root-user", "--", "/bin/sh", "-c", "mount -t tmpfs none \"$0\" && exec \"$@\"", build]
        // A probe: the build folder looks empty from inside.
        guard let probe = try? ConcentricExecutable(url: unshare).run(Array(wrapper.dropFirst()) + ["/bin/ls", "-A", build]),
            probe.status == 0, probe.stdout.isEmpty
        else { return nil }
        return wrapper + arguments
    }

    /// The folder of the built products the test installs.
    var products: URL?

    func testMakeInstallThenUninstallLeavesNothing() throws {
        let products = try ConcentricExecutable.locate("concentric").url.deletingLastPathComponent()
        self.products = products
        let destdir = try temporaryFolder().appendingPathComponent("stage")
        let elsewhere = try temporaryFolder().appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: destdir, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let root = destdir.appendingPathComponent(String(Self.prefix.dropFirst()))

        _ = try make("install", destdir: destdir, ["CONFIGURATION=debug", "BIN_DIR=\(products.path)"])

        // The layout.
        let lib = root.appendingPathComponent("lib/concentric")
        for program in ["concentric", "concentric-playground"] {
            let link = root.appendingPathComponent("bin/\(program)")
            XCTAssertEqual(try? FileManager.default.destinationOfSymbolicLink(atPath: link.path), "../lib/concentric/\(program)")
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: link.path), link.path)
        }
        for bundle in ["Concentric_ConcentricJSON.resources/devices.json", "Concentric_ConcentricScene.resources/presets/concentric-card.json",
            "Concentric_PlaygroundUI.resources/Resources/PlaygroundWindow.ui"]
        {
            XCTAssertTrue(FileManager.default.fileExists(atPath: lib.appendingPathComponent(bundle).path), bundle)
        }
        let desktop = root.appendingPathComponent("share/applications/\(Self.appID).desktop")
        let metainfo = root.appendingPathComponent("share/metainfo/\(Self.appID).metainfo.xml")
        let icon = root.appendingPathComponent("share/icons/hicolor/scalable/apps/\(Self.appID).svg")
        let mime = root.appendingPathComponent("share/mime/packages/\(Self.appID).xml")
        let extras = ["share/man/man1/concentric.1", "share/man/man1/concentric-playground.1", "share/bash-completion/completions/concentric"]
            .map { root.appendingPathComponent($0) }
        for file in [desktop, metainfo, icon, mime] + extras { XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), file.path) }
        // The desktop file and the metainfo carry the translations of po/.
        XCTAssertTrue((try? String(contentsOf: desktop, encoding: .utf8))?.contains("\nComment[es]=Explore las esquinas concéntricas") ?? false)
        XCTAssertTrue((try? String(contentsOf: metainfo, encoding: .utf8))?.contains("<summary xml:lang=\"es\">Explore las esquinas") ?? false)

        // Every library the installed binaries load is found.
        if let ldd = try? tool("ldd") {
            for program in ["concentric", "concentric-playground"] {
                let result = try ConcentricExecutable(url: ldd).run([lib.appendingPathComponent(program).path])
                XCTAssertEqual(result.status, 0, result.stderr)
                XCTAssertFalse(result.stdout.contains("not found"), result.stdout)
            }
        }

        // The desktop's validators accept the installed files; Exec= is the installed binary.
        let validate = try ConcentricExecutable(url: try tool("desktop-file-validate")).run([desktop.path])
        XCTAssertEqual(validate.status, 0, validate.stdout + validate.stderr)
        XCTAssertFalse((validate.stdout + validate.stderr).contains("warning"), validate.stdout + validate.stderr)
        let appstream = try ConcentricExecutable(url: try tool("appstreamcli")).run(["validate", "--no-net", metainfo.path])
        XCTAssertEqual(appstream.status, 0, appstream.stdout + appstream.stderr)
        let exec = try XCTUnwrap(try String(contentsOf: desktop, encoding: .utf8).split(separator: "\n").first { $0.hasPrefix("Exec=") })
        let program = try XCTUnwrap(exec.dropFirst("Exec=".count).split(separator: " ").first.map(String.init))
        XCTAssertEqual(program, "\(Self.prefix)/bin/concentric-playground")
        XCTAssertEqual(exec.split(separator: " ").last, "%F")
        XCTAssertTrue(try String(contentsOf: mime, encoding: .utf8).contains("application/x-concentric-scene"))
        let staged = URL(fileURLWithPath: destdir.path + program)
        XCTAssertEqual(staged.resolvingSymlinksInPath().path, lib.appendingPathComponent("concentric-playground").resolvingSymlinksInPath().path)

        // The proof that the installed bundles are the ones read, also where the build folder
        // cannot be hidden: a preset's title changed in the installed copy only.
        let installedCard = lib.appendingPathComponent("Concentric_ConcentricScene.resources/presets/concentric-card.json")
        let card = try String(contentsOf: installedCard, encoding: .utf8)
        XCTAssertTrue(card.contains("\"Concentric card\""))
        try card.replacingOccurrences(of: "\"Concentric card\"", with: "\"Installed card\"").write(to: installedCard, atomically: true, encoding: .utf8)

        // The command line, from another folder, found on a PATH without the build folder.
        let path = root.appendingPathComponent("bin").path + ":/usr/bin:/bin"
        print("InstallTests: the build folder is \(hidingBuildFolder(["true"]) == nil ? "not hidden (unshare is not permitted here)" : "hidden from the installed programs")")
        let env = try tool("env")
        func concentric(_ arguments: [String]) throws -> AppRun {
            let command = ["concentric"] + arguments
            let wrapped = hidingBuildFolder(command) ?? command
            return try ConcentricExecutable(url: env).run(wrapped, environment: ["PATH": path], directory: elsewhere, timeout: 30)
        }
        let presets = try concentric(["presets"])
        XCTAssertEqual(presets.status, 0, presets.stderr)
        XCTAssertTrue(presets.stdout.contains("Installed card"), presets.stdout)
        let render = try concentric(["render", "concentric-card", "-o", "x.png"])
        XCTAssertEqual(render.status, 0, render.stderr)
        let png = try Data(contentsOf: elsewhere.appendingPathComponent("x.png"))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

        // The app's translations, installed in PREFIX/share/locale and found from PREFIX/lib/concentric:
        // a store message of the headless export, in Spanish (the build folder's catalogues are not
        // where an installed binary looks).
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("share/locale/es/LC_MESSAGES/concentric.mo").path))
        let spanish = try ConcentricExecutable(url: env).run(
            (hidingBuildFolder([staged.path]) ?? [staged.path]) + ["uniform-card", "--export", "a.webp", "--animate", "2"],
            environment: ["PATH": path, "LANGUAGE": "es", "LANG": "C.UTF-8", "XDG_CONFIG_HOME": elsewhere.path], directory: elsewhere, timeout: 30)
        XCTAssertEqual(spanish.status, 2, spanish.stderr)
        XCTAssertEqual(spanish.stderr, "error: la escena no tiene ninguna animación que exportar\n")

        // The app, by its desktop file's Exec= program: its UI files and presets found.
        if ProcessInfo.processInfo.environment["DISPLAY"]?.isEmpty == false {
            let sandbox = try Sandbox()
            defer { sandbox.remove() }
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = path
            environment["XDG_CONFIG_HOME"] = sandbox.configHome.path
            environment.removeValue(forKey: "CONCENTRIC_PLAYGROUND_RESOURCES")
            let shot = elsewhere.appendingPathComponent("shot.png")
            let command = [staged.path, "concentric-card", "--screenshot", shot.path]
            let wrapped = hidingBuildFolder(command) ?? command
            let run = try ConcentricExecutable(url: URL(fileURLWithPath: wrapped[0])).run(
                Array(wrapped.dropFirst()), environment: environment, directory: elsewhere, timeout: 60)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.gtkProblems, [], "GTK or GLib complained")
            XCTAssertTrue(run.stdout.contains("screenshot: "), run.stdout)
            XCTAssertGreaterThan((try? Data(contentsOf: shot))?.count ?? 0, 1000)
        }

        // Uninstalled: the stage is empty again.
        _ = try make("uninstall", destdir: destdir)
        XCTAssertEqual(contents(destdir), [])
    }
}
