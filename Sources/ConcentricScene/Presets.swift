// The bundled preset scenes (Resources/presets/*.json, linked from data/presets): scene format
// version 2, each the reference documents' SwiftUI written 1:1.
import ConcentricCore
import ConcentricJSON
import Foundation

/// The scenes shipped with Concentric. Each file's `id` is its file name's stem.
public enum Presets {
    /// The presets in the order tools list them: the sample first, then the ConcentricRectangle
    /// documentation's three examples, then the article's, then the demonstrations of our own.
    /// A test checks that the folder holds exactly these.
    public static let documentIDs = [
        "concentric-card",
        "concentric-rectangle-default", "corner-styles", "notes-sheet",
        "air-quality", "storage-summary", "playback-panel", "uniform-card", "adaptive-background", "concentric-vs-relative",
        "nested-cards", "ellipse-fallback",
    ]

    /// The bundled presets folder.
    public static var folder: URL? {
        Bundle.module.url(forResource: "presets", withExtension: nil)
    }

    /// The file of the preset `id`.
    static func documentFile(_ id: String) throws(InputError) -> URL {
        guard let folder else {
            throw InputError(path: "presets", "the bundled preset scenes are missing from the installation")
        }
        return folder.appendingPathComponent(id + ".json")
    }

    /// Every preset, in `documentIDs` order. A broken preset is an installation error naming its file.
    public static func scenes(devices: DeviceCatalog) throws(InputError) -> [SceneFile] {
        var scenes: [SceneFile] = []
        for id in documentIDs {
            guard let scene = try scene(named: id, devices: devices) else {
                throw InputError(path: try documentFile(id).path, "a bundled preset is missing from the installation")
            }
            scenes.append(scene)
        }
        return scenes
    }

    /// The preset with `id`, or nil when there is none.
    public static func scene(named id: String, devices: DeviceCatalog) throws(InputError) -> SceneFile? {
        guard documentIDs.contains(id) else { return nil }
        let url = try documentFile(id)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let scene = try SceneFile.load(fileAt: url, devices: devices)
        guard scene.id == id else {
            throw InputError(path: url.path, "a preset's \"id\" must be its file name (\"\(id)\")")
        }
        return scene
    }
}
