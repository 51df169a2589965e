// Device profiles in JSON: the bundled `devices.json`, a user's device file, and their format.
import ConcentricCore
import Foundation

extension DeviceProfile {
    /// Reads one profile; every field is required.
    public init(json node: JSONNode) throws(InputError) {
        try node.rejectUnknownFields(["id", "name", "width", "height", "cornerRadius", "cornerStyle", "source"])
        let id = try node.field("id").string()
        guard !id.isEmpty else { throw node.error("\"id\" must not be empty") }
        self.init(
            id: id, name: try node.field("name").string(),
            width: try node.field("width").length("a width"), height: try node.field("height").length("a height"),
            cornerRadius: try node.field("cornerRadius").length("a radius"),
            cornerStyle: try node.field("cornerStyle").oneOf(CornerCurve.self, "corner style"),
            source: try node.field("source").string())
    }

    public var json: JSONValue {
        .object([
            ("id", .string(id)), ("name", .string(name)), ("width", .number(width)), ("height", .number(height)),
            ("cornerRadius", .number(cornerRadius)), ("cornerStyle", .string(cornerStyle.rawValue)), ("source", .string(source)),
        ])
    }
}

extension DeviceCatalog {
    /// The bundled profiles.
    public static func bundled() throws(InputError) -> DeviceCatalog {
        guard let url = Bundle.module.url(forResource: "devices", withExtension: "json") else {
            throw InputError(path: "devices.json", "the bundled device profiles are missing from the installation")
        }
        return try DeviceCatalog(devices: parse(fileAt: url))
    }

    /// The bundled profiles overridden by `userFile` (when given).
    public static func load(userFile: URL? = DeviceCatalog.userFile()) throws(InputError) -> DeviceCatalog {
        var catalog = try bundled()
        if let userFile { catalog.merge(try parse(fileAt: userFile)) }
        return catalog
    }

    /// Reads a JSON array of profiles; errors name the file and the place in it.
    public static func parse(fileAt url: URL) throws(InputError) -> [DeviceProfile] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InputError(path: url.path, "cannot read the device profiles (\(error.localizedDescription))")
        }
        do {
            let root = try JSONNode.parse(bytes: Array(data))
            var seen = Set<String>()
            return try root.elements().map { (node) throws(InputError) -> DeviceProfile in
                let device = try DeviceProfile(json: node)
                guard seen.insert(device.id).inserted else { throw node.error("duplicate device id \(InputError.quote(device.id))") }
                return device
            }
        } catch {
            throw error.prefixed(url.lastPathComponent)
        }
    }
}
