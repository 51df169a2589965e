// A scene file as read or written: what it says about itself, the version it was written in, and
// its document. Reading takes version 2, and version 1 converted (SceneConversion.swift).
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import Foundation

/// A scene file. `SceneDocument` is what layout reads; the metadata that only tools show (id, title,
/// description) lives here, beside it, so layout's type stays about layout.
public struct SceneFile: Sendable, Hashable {
    /// The version this build writes. It reads this one and version 1 (converted on reading).
    public static let formatVersion = 2
    /// The versions this build reads.
    public static let readableVersions = [1, 2]

    /// A short stable identifier (a preset's id is its file name's stem).
    public var id: String?
    /// A human-readable title.
    public var title: String?
    /// One line saying what the scene shows (`"description"` in the file).
    public var summary: String?
    /// The scene itself.
    public var document: SceneDocument
    /// The version the file was written in: 1 for a converted v1 file, whose first save over it
    /// should keep a copy of the original (saving always writes `formatVersion`).
    public var sourceVersion: Int

    public init(id: String? = nil, title: String? = nil, summary: String? = nil, document: SceneDocument, sourceVersion: Int = SceneFile.formatVersion) {
        self.id = id
        self.title = title
        self.summary = summary
        self.document = document
        self.sourceVersion = sourceVersion
    }

    /// Reads a scene document of any readable version. Errors name the place
    /// (`root.VStack.children[1].modifiers[2].frame.maxWidth: …`).
    public init(json node: JSONNode, devices: DeviceCatalog) throws(InputError) {
        let versionNode = try node.field("version")
        let version: Int
        switch versionNode.value {
        case .number(let n) where n == 1 || n == 2: version = Int(n)
        case .number(let n):
            throw versionNode.error("unsupported scene version \(JSONWriter.format(n)) (this build reads versions 1 and 2)")
        default:
            throw versionNode.error("unsupported scene version \(versionNode.value.kindName) (this build reads versions 1 and 2)")
        }
        if version == 1 {
            self.init(converting: try SceneFileV1.Scene(json: node, devices: devices), devices: devices)
        } else {
            try self.init(version2: node, devices: devices)
        }
    }

    /// Parses scene JSON text (UTF-8 bytes). The reader reads the parsed document's table
    /// directly: no `JSONValue` tree is built (one costs an allocation per value, and building a
    /// readable document from it again doubled that).
    public static func parse(bytes: [UInt8], devices: DeviceCatalog) throws(InputError) -> SceneFile {
        try SceneFile(json: JSONNode.parse(bytes: bytes), devices: devices)
    }

    /// Reads a scene file; errors are placed under `url.path` (`/x/scene.json: root.VStack…`).
    public static func load(fileAt url: URL, devices: DeviceCatalog) throws(InputError) -> SceneFile {
        let bytes: [UInt8]
        do throws(ReadFailure) { bytes = try FileDescriptorIO.readFile(atPath: url.path) } catch {
            throw InputError(path: url.path, "cannot read (\(error.reason))")
        }
        do throws(InputError) { return try parse(bytes: bytes, devices: devices) } catch {
            throw InputError(path: error.path.isEmpty ? url.path : "\(url.path): \(error.path)", error.message)
        }
    }
}

extension SceneDocument {
    /// Parses a scene file's text (version 2, or 1 converted) into the document layout reads; the
    /// file's id, title and description are in `SceneFile.parse`'s answer.
    public static func parse(bytes: [UInt8], devices: DeviceCatalog) throws(InputError) -> SceneDocument {
        try SceneFile.parse(bytes: bytes, devices: devices).document
    }

    /// The document as version-2 JSON text with no id, title or description.
    public var jsonText: String { SceneFile(document: self).jsonText }
}
