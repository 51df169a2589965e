// Device profiles: a screen's size in points, its display corner radius and its portrait safe area.
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
    /// Where the size and corner numbers come from.
    public var source: String
    /// The portrait safe-area insets in points (status bar or sensor housing at the top, home
    /// indicator at the bottom; `leading` is the left edge), as a full-screen root view sees
    /// them with no bars. Zero when unknown.
    public var safeArea: EdgeInsets
    /// Where the safe-area numbers come from, with the OS version they were read on where the
    /// value changed between versions; empty when the profile gives none.
    public var safeAreaSource: String

    public init(
        id: String, name: String, width: Double, height: Double, cornerRadius: Double, cornerCurve: CornerCurve, source: String,
        safeArea: EdgeInsets = EdgeInsets(), safeAreaSource: String = ""
    ) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.source = source
        self.safeArea = safeArea
        self.safeAreaSource = safeAreaSource
    }

    /// The screen as a container: its rounded rectangle at the origin.
    public var container: Container {
        Container(shape: .roundedRectangle(radius: cornerRadius, curve: cornerCurve), size: Size(width: width, height: height))
    }

    /// Reads one profile. Every field is required but `safeArea`,
    /// `{"top", "leading", "bottom", "trailing", "source"}`, whose members are each optional too
    /// (a missing edge is 0, a missing source empty).
    public init(json node: JSONNode) throws(InputError) {
        try node.rejectUnknownFields(["id", "name", "width", "height", "cornerRadius", "cornerStyle", "source", "safeArea"])
        id = try node.field("id").string()
        guard !id.isEmpty else { throw node.error("\"id\" must not be empty") }
        name = try node.field("name").string()
        width = try node.field("width").nonNegative("a width")
        height = try node.field("height").nonNegative("a height")
        cornerRadius = try node.field("cornerRadius").nonNegative("a radius")
        cornerCurve = try node.field("cornerStyle").oneOf(CornerCurve.self, "corner curve")
        source = try node.field("source").string()
        safeArea = EdgeInsets()
        safeAreaSource = ""
        if let area = try node.optionalField("safeArea") {
            try area.rejectUnknownFields(["top", "leading", "bottom", "trailing", "source"])
            safeArea = EdgeInsets(
                top: try area.optionalField("top")?.nonNegative("an inset") ?? 0,
                leading: try area.optionalField("leading")?.nonNegative("an inset") ?? 0,
                bottom: try area.optionalField("bottom")?.nonNegative("an inset") ?? 0,
                trailing: try area.optionalField("trailing")?.nonNegative("an inset") ?? 0)
            safeAreaSource = try area.optionalField("source")?.string() ?? ""
        }
    }

    /// Every field, `safeArea` with its four edges always (and its source when there is one).
    public var json: JSONValue {
        var area: [(String, JSONValue)] = [
            ("top", .number(safeArea.top)), ("leading", .number(safeArea.leading)),
            ("bottom", .number(safeArea.bottom)), ("trailing", .number(safeArea.trailing)),
        ]
        if !safeAreaSource.isEmpty { area.append(("source", .string(safeAreaSource))) }
        return .object([
            ("id", .string(id)), ("name", .string(name)), ("width", .number(width)), ("height", .number(height)),
            ("cornerRadius", .number(cornerRadius)), ("cornerStyle", .string(cornerCurve.rawValue)), ("source", .string(source)),
            ("safeArea", .object(area)),
        ])
    }
}

/// The known devices: the bundled `devices.json`, then a user file whose entries add to it or
/// replace bundled ones with the same id (found and read by ConcentricScene's `load`).
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
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InputError(path: "devices.json", "the bundled device profiles cannot be read (\(error.localizedDescription))")
        }
        return try DeviceCatalog(devices: parse(bytes: Array(data), name: "devices.json"))
    }

    /// Adds profiles, replacing those with the same id.
    public mutating func merge(_ others: [DeviceProfile]) {
        for device in others {
            if let i = devices.firstIndex(where: { $0.id == device.id }) { devices[i] = device } else { devices.append(device) }
        }
    }

    /// Parses a JSON array of profiles; errors name `name` (the file's) and the place in it.
    /// Reading the file is the callers' (ConcentricScene's `DeviceCatalog.load`): the core does
    /// no file lookups.
    public static func parse(bytes: [UInt8], name: String) throws(InputError) -> [DeviceProfile] {
        do {
            let root = JSONNode(try JSONValue.parse(bytes: bytes))
            var seen = Set<String>()
            return try root.elements().map { (node) throws(InputError) -> DeviceProfile in
                let device = try DeviceProfile(json: node)
                guard seen.insert(device.id).inserted else { throw node.error("duplicate device id \"\(device.id)\"") }
                return device
            }
        } catch {
            throw error.prefixed(name)
        }
    }
}
