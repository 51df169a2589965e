// Device profiles in JSON: the bundled `devices.json`, a user's device file, and their format.
import ConcentricCore
import Foundation

extension DeviceProfile {
    /// Reads one profile. Every field is required but `scale` (1, 2 or 3; default
    /// `DeviceProfile.defaultScale`) and `safeArea`, `{"top", "leading", "bottom", "trailing",
    /// "source"}`, whose members are each optional too (a missing edge is 0, a missing source empty).
    public init(json node: JSONNode) throws(InputError) {
        try node.rejectUnknownFields(["id", "name", "width", "height", "cornerRadius", "cornerStyle", "source", "safeArea", "scale"])
        let id = try node.field("id").string()
        guard !id.isEmpty else { throw node.error("\"id\" must not be empty") }
        var safeArea = EdgeInsets()
        var safeAreaSource = ""
        if let area = try node.optionalField("safeArea") {
            try area.rejectUnknownFields(["top", "leading", "bottom", "trailing", "source"])
            safeArea = EdgeInsets(
                top: try area.optionalField("top")?.length("an inset") ?? 0,
                leading: try area.optionalField("leading")?.length("an inset") ?? 0,
                bottom: try area.optionalField("bottom")?.length("an inset") ?? 0,
                trailing: try area.optionalField("trailing")?.length("an inset") ?? 0)
            safeAreaSource = try area.optionalField("source")?.string() ?? ""
        }
        var scale = DeviceProfile.defaultScale
        if let node = try node.optionalField("scale") {
            scale = try node.number()
            guard [1, 2, 3].contains(scale) else { throw node.error("\"scale\" must be 1, 2 or 3 (pixels per point)") }
        }
        self.init(
            id: id, name: try node.field("name").string(),
            width: try node.field("width").length("a width"), height: try node.field("height").length("a height"),
            cornerRadius: try node.field("cornerRadius").length("a radius"),
            cornerCurve: try node.field("cornerStyle").oneOf(CornerCurve.self, "corner curve"),
            source: try node.field("source").string(), safeArea: safeArea, safeAreaSource: safeAreaSource, scale: scale)
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
            ("safeArea", .object(area)), ("scale", .number(scale)),
        ])
    }
}

extension DeviceCatalog {
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

    /// Parses a JSON array of profiles; errors name `name` (the file's) and the place in it.
    /// Finding and reading a user's file is ConcentricScene's (`DeviceCatalog.load`).
    public static func parse(bytes: [UInt8], name: String) throws(InputError) -> [DeviceProfile] {
        do {
            let root = try JSONNode.parse(bytes: bytes)
            var seen = Set<String>()
            return try root.elements().map { (node) throws(InputError) -> DeviceProfile in
                let device = try DeviceProfile(json: node)
                guard seen.insert(device.id).inserted else { throw node.error("duplicate device id \(InputError.quote(device.id))") }
                return device
            }
        } catch {
            throw error.prefixed(name)
        }
    }
}
