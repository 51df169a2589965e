// Unsaved work kept between runs: the document and where it came from.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation

/// A draft's contents: a modified document as it was a moment after its last change, offered
/// back when the app finds it (`autosaveFound`). The app keeps one draft per document (its
/// Autosave.swift); each is
///
///     {"autosave": 1, "origin": "untitled" | {"preset": "concentric-card"} | {"file": "/x.json"},
///      "scene": { …the scene file, version 2… }}
public struct AutosavedDocument: Sendable, Hashable {
    /// Where the document came from (Save after restoring writes a file origin's file).
    public var origin: DocumentOrigin
    /// The document as edited.
    public var file: SceneFile

    public init(origin: DocumentOrigin, file: SceneFile) {
        self.origin = origin
        self.file = file
    }

    /// The format version written and read.
    public static let version = 1

    /// The file's text.
    public var text: String {
        let origin: JSONValue
        switch self.origin {
        case .untitled: origin = .string("untitled")
        case .preset(let id): origin = .object([("preset", .string(id))])
        // A `.swift` document is never modified, so never autosaved: written as its file if asked.
        case .file(let url), .swiftSource(let url): origin = .object([("file", .string(url.path))])
        }
        return JSONWriter.write(.object([("autosave", .number(Double(Self.version))), ("origin", origin), ("scene", file.json)])) + "\n"
    }

    /// Reads an autosave file; errors name the place (`scene.root.ZStack…: …`).
    public static func parse(bytes: [UInt8], devices: DeviceCatalog) throws(InputError) -> AutosavedDocument {
        let node = try JSONNode.parse(bytes: bytes)
        let version = try node.field("autosave")
        guard version.value == .number(Double(Self.version)) else { throw version.error("unsupported autosave version (this build reads \(Self.version))") }
        let originNode = try node.field("origin")
        let origin: DocumentOrigin
        if case .string = originNode.value {
            guard try originNode.string() == "untitled" else { throw originNode.error("expected \"untitled\", {\"preset\": id} or {\"file\": path}") }
            origin = .untitled
        } else if let preset = try originNode.optionalField("preset") {
            origin = .preset(try preset.string())
        } else if let path = try originNode.optionalField("file") {
            let text = try path.string()
            guard text.hasPrefix("/") else { throw path.error("expected an absolute path") }
            origin = .file(URL(fileURLWithPath: text))
        } else {
            throw originNode.error("expected \"untitled\", {\"preset\": id} or {\"file\": path}")
        }
        return AutosavedDocument(origin: origin, file: try SceneFile(json: try node.field("scene"), devices: devices))
    }
}

extension PlaygroundState {
    /// The one autosave file of earlier versions, in the state folder (beside
    /// `persistentFileName`): offered once more, from the drafts folder it is moved into.
    public static let autosaveFileName = "autosave.concentric.json"

    /// What `scheduleAutosave` writes: the open document, or nil when it has nothing unsaved.
    public var autosave: AutosavedDocument? {
        document.isModified ? AutosavedDocument(origin: document.origin, file: document.file) : nil
    }
}
