// Finds the app's resources (.ui files, style.css) without ever trapping.
import Foundation

/// The folder holding the target's `Resources` (copied by SwiftPM into the bundle
/// `Concentric_PlaygroundUI.resources`).
///
/// SwiftPM's generated `Bundle.module` calls `fatalError` when the bundle is not next to the
/// executable nor at the build path it was compiled in, so it is tried only after the places an
/// installed or moved binary uses, and only when it can succeed:
/// 1. `$CONCENTRIC_PLAYGROUND_RESOURCES` (a folder holding `PlaygroundWindow.ui`);
/// 2. the bundle next to the real executable (`/proc/self/exe`, symlinks resolved): the build
///    folder, and the installed layout of `make install` (scripts/install.sh), where
///    `PREFIX/bin/concentric-playground` is a symlink to `PREFIX/lib/concentric/concentric-playground`
///    and the bundles (this one, and the presets' and devices' that `Bundle.module` finds the same
///    way) sit beside it in `PREFIX/lib/concentric/`;
/// 3. `Bundle.module`, when its bundle exists next to `Bundle.main` (what the accessor checks).
struct ResourceLocator {
    static let bundleName = "Concentric_PlaygroundUI.resources"
    /// A file every valid resource folder holds.
    static let marker = "PlaygroundWindow.ui"

    let folder: URL

    /// The folders tried, in order (for the error message too).
    static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        var out: [URL] = []
        if let explicit = environment["CONCENTRIC_PLAYGROUND_RESOURCES"], !explicit.isEmpty {
            out.append(URL(fileURLWithPath: explicit))
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let folder = executable.deletingLastPathComponent()
        out.append(folder.appendingPathComponent(bundleName).appendingPathComponent("Resources"))
        out.append(folder.appendingPathComponent(bundleName))
        return out
    }

    /// The first folder holding the marker file.
    static func locate() throws(LocatorError) -> ResourceLocator {
        let fileManager = FileManager.default
        let tried = candidates()
        for folder in tried where fileManager.fileExists(atPath: folder.appendingPathComponent(marker).path) {
            return ResourceLocator(folder: folder)
        }
        // Bundle.module traps unless its bundle is where Bundle.main is: check that first.
        let besideMain = Bundle.main.bundleURL.appendingPathComponent(bundleName)
        if fileManager.fileExists(atPath: besideMain.path),
            let url = Bundle.module.url(forResource: "PlaygroundWindow", withExtension: "ui", subdirectory: "Resources")
        {
            return ResourceLocator(folder: url.deletingLastPathComponent())
        }
        throw LocatorError(tried: tried.map(\.path))
    }

    /// The path of a resource file.
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    struct LocatorError: Error, CustomStringConvertible {
        let tried: [String]
        var description: String {
            "cannot find the playground's resources (\(marker)); looked in: \(tried.joined(separator: ", "))"
        }
    }
}
