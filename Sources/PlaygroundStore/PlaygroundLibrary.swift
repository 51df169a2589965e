// The devices and presets the playground offers, loaded once by the app and kept in its state.
import ConcentricCore
import ConcentricScene

/// What the drop-downs list. The store is pure, so the app loads these from disk once at start
/// (`DeviceCatalog.load()` and the bundled presets) and the state looks ids up here: picking a
/// device or a preset, or drawing a frame, never touches the disk.
public struct PlaygroundLibrary: Sendable, Hashable {
    /// Device profiles in drop-down order.
    public var devices: [DeviceProfile]
    /// Preset scene files in drop-down order; each has an `id`.
    public var presets: [SceneFile]

    public init(devices: [DeviceProfile], presets: [SceneFile]) {
        self.devices = devices
        self.presets = presets
    }

    /// No devices and no presets (the state then uses `PlaygroundLibrary.fallbackDevice`).
    public static let empty = PlaygroundLibrary(devices: [], presets: [])

    /// The device the playground starts with (the presets' default).
    public static let defaultDeviceID = "iphone-16-pro"

    /// Used only when the library holds no device at all, so the state always has a screen.
    /// The numbers are the bundled profile's (402 × 874 pt, 62 pt continuous corners).
    public static let fallbackDevice = DeviceProfile(
        id: defaultDeviceID, name: "iPhone 16 Pro", width: 402, height: 874, cornerRadius: 62, cornerCurve: .continuous,
        source: "fallback when no device profile could be loaded")

    public func device(id: String) -> DeviceProfile? { devices.first { $0.id == id } }

    public func preset(id: String) -> SceneFile? { presets.first { $0.id == id } }

    /// The starting device: the default id if present, else the first profile, else the fallback.
    public var defaultDevice: DeviceProfile {
        device(id: PlaygroundLibrary.defaultDeviceID) ?? devices.first ?? PlaygroundLibrary.fallbackDevice
    }
}
