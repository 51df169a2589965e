// Loads the devices and presets the playground offers, once, before anything is drawn.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import PlaygroundStore

/// Reads the device catalogue (bundled, plus the user's `devices.json`) and the bundled presets.
/// A broken user file or preset is reported as a warning and left out, so the app still starts.
enum LibraryLoader {
    static func load() -> (library: PlaygroundLibrary, warnings: [String]) {
        var warnings: [String] = []
        let catalog: DeviceCatalog
        do {
            catalog = try DeviceCatalog.load()
        } catch {
            warnings.append("\(error); using the bundled devices only")
            catalog = (try? DeviceCatalog.bundled()) ?? DeviceCatalog(devices: [])
        }
        var presets: [SceneFile] = []
        do {
            presets = try Presets.scenes(devices: catalog)
        } catch {
            warnings.append("\(error); the presets are not available")
        }
        return (PlaygroundLibrary(devices: catalog.devices, presets: presets), warnings)
    }
}
