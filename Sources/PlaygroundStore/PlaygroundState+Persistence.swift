// The part of the playground's state that survives a restart: a private file, read and written
// with Codable (the hand-written JSON reader is for user input, whose errors must name places).
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation

// The file, version 1 (numbers out of range are clamped like a widget's):
//
//   {"version": 1, "device": "iphone-16-pro",
//    "overlays": {"centers": false, "radii": false, "insets": false, "errors": false, "legend": false},
//    "animation": false, "zoom": "fit" | 1.5, "zoomCenter": {"x": 0.5, "y": 0.5},
//    "document": "untitled" | {"preset": "concentric-card"} | {"file": "/path/scene.json"}}
//
// The document is only named: an untitled one comes back as a new one from the standard
// template, a preset as a fresh copy, a file read again; unsaved changes live in the autosave
// (AutosavedDocument.swift). Files written before the playground edited documents also hold the
// generated cards' settings ("container", "corners", "uniformity", "inset", "depth",
// "direction"): they are ignored, and their "playground" document reads as "untitled".
//
// `zoomCenter` (the scene point at the canvas's centre, fractions of the scene's size: see
// `CanvasViewport`) may be absent, as in files written before the canvas could pan: centred.
//
// What is left out is either the desktop's (reduce motion, window visibility), transient (the
// animation's schedule, the last error, the notice) or loaded at start (the library, a
// document's scene). A later version may add fields: this one reads the version first and
// refuses a newer file as such, so the app neither misreads nor overwrites it.

/// Why a state file cannot be restored.
public enum PersistentStateProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file says it is this (newer) version: keep it untouched for the version that wrote it.
    case newerVersion(Int)
    /// The file is not a version-1 state: the reason, with the place (`container.kind: …`).
    case invalid(String)

    public var description: String {
        switch self {
        case .newerVersion(let version):
            "written by a newer version of the playground (file version \(version); this one reads version \(PlaygroundState.persistentVersion))"
        case .invalid(let reason): reason
        }
    }
}

extension PlaygroundState {
    /// The file's name under `$XDG_CONFIG_HOME/concentric/`, also used in warnings.
    public static let persistentFileName = "playground.json"
    /// The format version written and accepted.
    public static let persistentVersion = 1

    /// The persistent part as pretty JSON (sorted keys, so the file is stable).
    public func persistentData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(persistentFile) + Data("\n".utf8)
    }

    /// `persistentData` as text (for tests and messages). Encoding cannot fail: every number in
    /// the state is clamped and finite; if it ever did, the text is empty.
    public var persistentJSON: String { String(decoding: (try? persistentData()) ?? Data(), as: UTF8.self) }

    /// Reads a persisted state; errors name the place (`container.kind: unknown shape kind …`).
    /// Devices and presets are looked up in `library`. A file document cannot be loaded by the
    /// pure store: it is restored as untitled (`stateRestored` asks the app to load it).
    public init(persistentJSON text: String, library: PlaygroundLibrary, direction: LayoutDirection = .leftToRight) throws(PersistentStateProblem) {
        self = try PlaygroundState.restoring(Data(text.utf8), library: library, direction: direction).state
    }

    /// The restored state, and the scene file the app must load when the document was a file.
    public static func restoring(
        _ data: Data, library: PlaygroundLibrary, direction: LayoutDirection = .leftToRight
    ) throws(PersistentStateProblem) -> (state: PlaygroundState, file: URL?) {
        let decoder = JSONDecoder()
        // The version first: a newer file may differ anywhere else, and must be named as newer,
        // not as whatever field this version does not know.
        let number: Double
        do { number = try decoder.decode(VersionProbe.self, from: data).version } catch {
            throw .invalid(describe(error, in: data))
        }
        // Read as a number, then checked: JSONDecoder reports 1.5 for an Int without its place.
        guard number == number.rounded(), abs(number) < 1e9 else {
            throw .invalid("version: expected a whole number, found \(JSONWriter.format(number))")
        }
        let version = Int(number)
        guard version <= persistentVersion else { throw .newerVersion(version) }
        guard version == persistentVersion else { throw .invalid("version: unsupported version \(version) (expected \(persistentVersion))") }
        let file: PersistentFile
        do { file = try decoder.decode(PersistentFile.self, from: data) } catch { throw .invalid(describe(error, in: data)) }
        return try file.state(library: library, direction: direction)
    }

    /// The persistent part as the file's value (compared to tell whether a change needs saving).
    var persistentFile: PersistentFile { PersistentFile(self) }

    /// Takes over another state's persistent part, keeping this state's library, the desktop's
    /// settings (reduce motion, visibility) and restarting the animation's schedule.
    mutating func adoptPersistent(from other: PlaygroundState) {
        device = other.device
        overlays = other.overlays
        viewport = other.viewport
        animation.isOn = other.animation.isOn
        open(other.document)
        window = other.window
        sceneFolder = other.sceneFolder
        exportFolder = other.exportFolder
        recentFiles = other.recentFiles
    }

    /// A decoding error as one line: the place (`container.cornerRadii.topLeading`), then why.
    static func describe(_ error: any Error, in data: Data) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        // JSONDecoder only says "not valid JSON"; the core's reader, used here for its message
        // alone, names the line and column.
        if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
            do throws(InputError) { _ = try JSONValue.parse(bytes: Array(data)) } catch { return error.description }
        }
        func place(_ path: [any CodingKey]) -> String {
            path.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
        }
        func located(_ path: [any CodingKey], _ message: String) -> String {
            let where_ = place(path)
            return where_.isEmpty ? message : "\(where_): \(message)"
        }
        func name(_ type: Any.Type) -> String {
            switch type {
            case is Double.Type, is Int.Type: "a number"
            case is Bool.Type: "true or false"
            case is String.Type: "a string"
            default: "an object"
            }
        }
        switch error {
        case .typeMismatch(let type, let context): return located(context.codingPath, "expected \(name(type))")
        case .valueNotFound(let type, let context): return located(context.codingPath, "expected \(name(type)), found null")
        case .keyNotFound(let key, let context): return located(context.codingPath, "missing field \(InputError.quote(key.stringValue))")
        case .dataCorrupted(let context): return located(context.codingPath, context.debugDescription)
        @unknown default: return "\(error)"
        }
    }
}

/// Just the version, read before anything else.
private struct VersionProbe: Decodable {
    var version: Double
}

/// The file's contents as written: plain strings for the enumerations, so that an unknown value
/// is reported by its place and name rather than as a decoding failure.
struct PersistentFile: Codable, Hashable {
    struct OverlaySwitches: Codable, Hashable {
        var centers: Bool
        var radii: Bool
        var insets: Bool
        var errors: Bool
        /// Absent in files written before the legend existed: off.
        var legend: Bool?
    }

    /// `"fit"` or a factor.
    enum ZoomValue: Codable, Hashable {
        case fit
        case factor(Double)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let factor = try? container.decode(Double.self) {
                self = .factor(factor)
            } else if (try? container.decode(String.self)) == "fit" {
                self = .fit
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected \"fit\" or a number")
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .fit: try container.encode("fit")
            case .factor(let f): try container.encode(f)
            }
        }
    }

    /// `"untitled"` (`"playground"` in older files), `{"preset": id}` or `{"file": path}`.
    enum DocumentValue: Codable, Hashable {
        case untitled
        case preset(String)
        case file(String)

        private enum Keys: String, CodingKey { case preset, file }

        init(from decoder: any Decoder) throws {
            if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
                guard text == "untitled" || text == "playground" else {
                    throw DecodingError.dataCorruptedError(
                        in: single, debugDescription: "expected \"untitled\", {\"preset\": id} or {\"file\": path}")
                }
                self = .untitled
                return
            }
            let object = try decoder.container(keyedBy: Keys.self)
            if let preset = try object.decodeIfPresent(String.self, forKey: .preset) {
                self = .preset(preset)
            } else if let file = try object.decodeIfPresent(String.self, forKey: .file) {
                self = .file(file)
            } else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected {\"preset\": id} or {\"file\": path}"))
            }
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .untitled:
                var single = encoder.singleValueContainer()
                try single.encode("untitled")
            case .preset(let id):
                var object = encoder.container(keyedBy: Keys.self)
                try object.encode(id, forKey: .preset)
            case .file(let path):
                var object = encoder.container(keyedBy: Keys.self)
                try object.encode(path, forKey: .file)
            }
        }
    }

    /// The window's size (absent until a window reported one, and in files written before).
    struct WindowValue: Codable, Hashable {
        var width: Double
        var height: Double
        var maximized: Bool
    }

    /// The file choosers' folders (each absent until used).
    struct Folders: Codable, Hashable {
        var scenes: String?
        var exports: String?
    }

    var version: Int
    var device: String
    var overlays: OverlaySwitches
    var animation: Bool
    var zoom: ZoomValue
    /// Absent in files written before the canvas could pan: centred.
    var zoomCenter: Center?
    var document: DocumentValue
    // Added within version 1: optional, so older files still read and these are only written
    // once there is something to remember.
    var window: WindowValue?
    var folders: Folders?
    var recentFiles: [String]?

    struct Center: Codable, Hashable {
        var x: Double
        var y: Double
    }

    init(_ state: PlaygroundState) {
        version = PlaygroundState.persistentVersion
        device = state.device.id
        overlays = OverlaySwitches(
            centers: state.overlays.centers, radii: state.overlays.radii, insets: state.overlays.insets, errors: state.overlays.errors,
            legend: state.overlays.legend)
        animation = state.animation.isOn
        switch state.zoom {
        case .fit: zoom = .fit
        case .factor(let f): zoom = .factor(f)
        }
        zoomCenter = Center(x: state.viewport.center.x, y: state.viewport.center.y)
        switch state.document.origin {
        case .untitled: document = .untitled
        case .preset(let id): document = .preset(id)
        // A `.swift` file comes back through the same load, which imports it again.
        case .file(let url), .swiftSource(let url): document = .file(url.path)
        }
        window = state.window.map { WindowValue(width: Double($0.width), height: Double($0.height), maximized: $0.isMaximized) }
        folders = state.sceneFolder == nil && state.exportFolder == nil ? nil : Folders(scenes: state.sceneFolder, exports: state.exportFolder)
        recentFiles = state.recentFiles.paths.isEmpty ? nil : state.recentFiles.paths
    }

    /// The state this file describes, its values checked against `library` and clamped.
    func state(library: PlaygroundLibrary, direction: LayoutDirection) throws(PersistentStateProblem) -> (state: PlaygroundState, file: URL?) {
        var state = PlaygroundState(library: library, direction: direction)
        if let known = library.device(id: device) {
            state.device = known
        } else if library.devices.isEmpty, device == PlaygroundLibrary.fallbackDevice.id {
            state.device = PlaygroundLibrary.fallbackDevice
        } else {
            throw .invalid("device: unknown device \(InputError.quote(device))")
        }
        // An untitled document comes back new, on the restored device.
        state.open(EditorDocument(opened: DocumentTemplate.standard.file(device: state.device, direction: direction), origin: .untitled))
        state.overlays = AnnotationLayers(
            centers: overlays.centers, radii: overlays.radii, insets: overlays.insets, errors: overlays.errors, legend: overlays.legend ?? false)
        state.animation.isOn = animation
        switch zoom {
        case .fit: state.zoom = .fit
        case .factor(let f): state.zoom = .factor(f)
        }
        if let center = zoomCenter { state.viewport.center = Point(x: center.x, y: center.y) }
        if let window {
            guard window.width.isFinite, window.height.isFinite else { throw .invalid("window: expected finite numbers for width and height") }
            // Clamped as Doubles first: converting 1e30 to Int would trap.
            let side = Double(WindowGeometry.maximumSide)
            state.window = WindowGeometry(
                width: Int(min(max(window.width, 0), side)), height: Int(min(max(window.height, 0), side)), isMaximized: window.maximized)
        }
        func folder(_ path: String?, _ place: String) throws(PersistentStateProblem) -> String? {
            guard let path else { return nil }
            guard path.hasPrefix("/") else { throw .invalid("\(place): expected an absolute path, found \(InputError.quote(path))") }
            return path
        }
        state.sceneFolder = try folder(folders?.scenes, "folders.scenes")
        state.exportFolder = try folder(folders?.exports, "folders.exports")
        state.recentFiles = RecentFiles((recentFiles ?? []).filter { $0.hasPrefix("/") })
        var file: URL? = nil
        switch document {
        case .untitled: break
        case .preset(let id):
            guard let file = library.preset(id: id) else { throw .invalid("document.preset: unknown preset \(InputError.quote(id))") }
            state.open(EditorDocument(opened: file, origin: .preset(id)))
        case .file(let path):
            guard !path.isEmpty else { throw .invalid("document.file: must not be empty") }
            file = URL(fileURLWithPath: path)
        }
        return (state, file)
    }
}

