// Device profiles: a screen's size in points and its display corner radius.
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
    /// The curve of the display's corners (continuous on Apple displays). JSON calls it
    /// "cornerStyle", the name users' device files already use.
    public var cornerCurve: CornerCurve
    /// Where the numbers come from.
    public var source: String

    public init(id: String, name: String, width: Double, height: Double, cornerRadius: Double, cornerCurve: CornerCurve, source: String) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.source = source
    }

    /// The screen as a container: its rounded rectangle at the origin.
    public var container: Container {
        Container(shape: .roundedRectangle(radius: cornerRadius, curve: cornerCurve), size: Size(width: width, height: height))
    }

    /// Reads one profile; every field is required.
    public init(json node: JSONNode) throws(InputError) {
        try node.rejectUnknownFields(["id", "name", "width", "height", "cornerRadius", "cornerStyle", "source"])
        id = try node.field("id").string()
        guard !id.isEmpty else { throw node.error("\"id\" must not be empty") }
        name = try node.field("name").string()
        width = try node.field("width").nonNegative("a width")
        height = try node.field("height").nonNegative("a height")
        cornerRadius = try node.field("cornerRadius").nonNegative("a radius")
        cornerCurve = try node.field("cornerStyle").oneOf(CornerCurve.self, "corner curve")
        source = try node.field("source").string()
    }

    public var json: JSONValue {
        .object([
            ("id", .string(id)), ("name", .string(name)), ("width", .number(width)), ("height", .number(height)),
            ("cornerRadius", .number(cornerRadius)), ("cornerStyle", .string(cornerCurve.rawValue)), ("source", .string(source)),
        ])
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

    /// The bundled profiles.
    public static func bundled() throws(InputError) -> DeviceCatalog {
        guard let url = Bundle.module.url(forResource: "devices", withExtension: "json") else {
            throw InputError(path: "devices.json", "the bundled device profiles are missing from the installation")
        }
        return try DeviceCatalog(devices: parse(fileAt: url))
    }

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

    /// The bundled profiles overridden by `userFile` (when given).
    public static func load(userFile: URL? = DeviceCatalog.userFile()) throws(InputError) -> DeviceCatalog {
        var catalog = try bundled()
        if let userFile { catalog.merge(try parse(fileAt: userFile)) }
        return catalog
    }

    /// Adds profiles, replacing those with the same id.
    public mutating func merge(_ others: [DeviceProfile]) {
        for device in others {
            if let i = devices.firstIndex(where: { $0.id == device.id }) { devices[i] = device } else { devices.append(device) }
        }
    }

    /// Reads a JSON array of profiles; errors name the file and the place in it.
    public static func parse(fileAt url: URL) throws(InputError) -> [DeviceProfile] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InputError(path: url.path, "cannot read the device profiles (\(error.localizedDescription))")
        }
        do {
            let root = JSONNode(try JSONValue.parse(bytes: Array(data)))
            var seen = Set<String>()
            return try root.elements().map { (node) throws(InputError) -> DeviceProfile in
                let device = try DeviceProfile(json: node)
                guard seen.insert(device.id).inserted else { throw node.error("duplicate device id \"\(device.id)\"") }
                return device
            }
        } catch {
            throw error.prefixed(url.lastPathComponent)
        }
    }
}
