// Device profiles: a screen's size in points and its display corner radius. (Read from JSON in
// ConcentricJSON's DeviceProfileJSON.swift.)
import Foundation

/// One device's screen, as a container for concentric corners.
public struct DeviceProfile: Sendable, Hashable {
    /// Stable identifier used on the command line and in scene files (`iphone-16-pro`).
    public var id: String
    /// Human-readable name.
    public var name: String
    /// Screen width in points (portrait).
    public var width: Double
    /// Screen height in points (portrait).
    public var height: Double
    /// The display's corner radius in points (0 for square-cornered screens).
    public var cornerRadius: Double
    /// The curve of the display's corners (continuous on Apple displays).
    public var cornerStyle: CornerCurve
    /// Where the numbers come from.
    public var source: String

    public init(id: String, name: String, width: Double, height: Double, cornerRadius: Double, cornerStyle: CornerCurve, source: String) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.cornerStyle = cornerStyle
        self.source = source
    }

    /// The screen as a container: its rounded rectangle at the origin.
    public var container: Container {
        Container(shape: .roundedRectangle(radius: cornerRadius, curve: cornerStyle), size: Size(width: width, height: height))
    }
}

/// The known devices: the bundled `devices.json`, then a user file whose entries add to it or
/// replace bundled ones with the same id.
public struct DeviceCatalog: Sendable {
    /// Profiles in file order (bundled first, then the user's new ids).
    public private(set) var devices: [DeviceProfile]

    public init(devices: [DeviceProfile]) {
        self.devices = devices
    }

    public func device(id: String) -> DeviceProfile? { devices.first { $0.id == id } }

    /// Where a user's own profiles are read from, in order of precedence: `$CONCENTRIC_DEVICES`,
    /// then `$XDG_CONFIG_HOME/concentric/devices.json` (`~/.config/…`) when it exists.
    public static func userFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["CONCENTRIC_DEVICES"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"].map { $0 + "/.config" } ?? "")
        guard !config.isEmpty else { return nil }
        let url = URL(fileURLWithPath: config).appendingPathComponent("concentric/devices.json")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Adds profiles, replacing those with the same id.
    public mutating func merge(_ others: [DeviceProfile]) {
        for device in others {
            if let i = devices.firstIndex(where: { $0.id == device.id }) { devices[i] = device } else { devices.append(device) }
        }
    }
}
