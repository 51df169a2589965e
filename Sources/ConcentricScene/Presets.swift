// The bundled preset scenes (Resources/presets/*.json, linked from data/presets).
import ConcentricCore
import ConcentricJSON
import Foundation

/// The scenes shipped with Concentric. Each file is a scene document whose `id` is its file
/// name's stem; they are listed in order of id.
public enum Presets {
    /// The bundled presets folder.
    public static var folder: URL? {
        Bundle.module.url(forResource: "presets", withExtension: nil)
    }

    /// The preset files, sorted by name.
    public static func files() throws(InputError) -> [URL] {
        guard let folder else {
            throw InputError(path: "presets", "the bundled preset scenes are missing from the installation")
        }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw InputError(path: folder.path, "cannot read the bundled presets (\(error.localizedDescription))")
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Every preset, read with `devices`. A broken preset is an installation error naming its file.
    public static func all(devices: DeviceCatalog) throws(InputError) -> [Scene] {
        var scenes: [Scene] = []
        for url in try files() {
            let scene = try Scene.load(fileAt: url, devices: devices)
            let stem = url.deletingPathExtension().lastPathComponent
            guard scene.id == stem else {
                throw InputError(path: url.path, "a preset's \"id\" must be its file name (\"\(stem)\")")
            }
            scenes.append(scene)
        }
        return scenes
    }

    /// The preset with `id`, or nil when there is none.
    public static func named(_ id: String, devices: DeviceCatalog) throws(InputError) -> Scene? {
        guard let url = try files().first(where: { $0.deletingPathExtension().lastPathComponent == id }) else { return nil }
        return try Scene.load(fileAt: url, devices: devices)
    }

    /// The ids of the bundled presets.
    public static func ids() throws(InputError) -> [String] {
        try files().map { $0.deletingPathExtension().lastPathComponent }
    }
}
