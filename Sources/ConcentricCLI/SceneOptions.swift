// What `render` and `layout` share: which scene (a file or a preset), on which device, in which
// direction, with which parameter values and at which moment of its animation.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation

/// A scene picked on the command line and set up by the shared options, ready to lay out.
struct SceneSelection {
    /// The scene file as read (its id, title, and the document before the options).
    var file: SceneFile
    /// The document with `--device` and `--direction` applied.
    var document: SceneDocument
    /// `--set` values, by parameter name (each a parameter the scene declares).
    var overrides: [String: Double]
    /// `--time`, in seconds after the scene appears; nil when not given (not animated).
    var time: Double?
    /// The preset id or the file's stem, for default output names.
    var stem: String
    /// The scene as named on the command line (a path, `-` or a preset id), for messages.
    var source: String

    /// The option names, for `Arguments`.
    static let options: Set<String> = ["--device", "--direction", "--time", "--preview", DeviceOptions.option]
    static let repeatable: Set<String> = ["--set"]

    /// The options' lines in a command's help.
    static let help = """
          --preview NAME    For a .swift file: the #Preview("NAME") or the View struct NAME to show
                            (default: the file's first preview, else its one View that can be
                            built without arguments).
          --device ID       Lay the scene out on this device's screen and safe area instead (see
                            `concentric devices`).
          --direction D     Override the layout direction: ltr or rtl.
          --set NAME=VALUE  Give the scene's parameter NAME the number VALUE instead of its default
                            (repeatable; `concentric-card` has `inset`).
          --time SECONDS    Evaluate the scene's animation SECONDS (≥ 0) after the scene appears,
                            starting from the --set value (else the default). Without it nothing
                            animates.
        """

    /// Reads the scene `target` names and applies the shared options in `arguments`.
    init(_ target: String, arguments: Arguments, devices: DeviceCatalog, io: IO) throws {
        source = target
        (file, stem) = try Self.load(target, preview: arguments.options["--preview"], devices: devices, io: io)
        document = try Self.adjust(file.document, arguments, devices: devices)
        overrides = try Self.overrides(arguments.repeated["--set"] ?? [], document: document, scene: stem)
        time = try arguments.options["--time"].map(Self.time)
    }

    /// The document laid out with Pango-measured text, as the renderer draws it.
    var layout: ViewLayout { SceneRenderer.layout(document, overrides: overrides, time: time) }

    /// Prints a `warning:` line on standard error for each expression that breaks its field's
    /// range at any of `times` (the selection's own `--time` by default), once per expression:
    /// the scene is still drawn, with the value the warning names.
    func printExpressionWarnings(times: [Double?]? = nil, io: IO) {
        for warning in document.expressionWarnings(overrides: overrides, times: times ?? [time]) {
            io.printError("warning: \(source): \(warning)")
        }
    }

    /// A scene file (a path that exists, ends in .json, or `-`), a SwiftUI `.swift` file (its
    /// warnings printed on standard error), or a preset id; and the stem for default output names.
    static func load(_ target: String, preview: String? = nil, devices: DeviceCatalog, io: IO) throws(InputError) -> (SceneFile, String) {
        if SwiftUISourceFile.isSwiftSource(target) {
            let imported = try importSwift(target, preview: preview, devices: devices, io: io)
            return (imported.file, FileNameStem.safe(URL(fileURLWithPath: target).deletingPathExtension().lastPathComponent))
        }
        if let preview { throw InputError(path: "--preview \(preview)", "only a .swift file has previews") }
        let looksLikeFile = target == "-" || target.hasSuffix(".json") || target.contains("/")
            || FileManager.default.fileExists(atPath: target)
        guard looksLikeFile else {
            guard let scene = try Presets.scene(named: target, devices: devices) else {
                throw InputError(path: target, "unknown preset (presets: \(Presets.documentIDs.joined(separator: ", ")))")
            }
            return (scene, target)
        }
        let source = InputSource(argument: target)
        let root = try source.readJSON(io: io)
        do throws(InputError) {
            let scene = try SceneFile(json: root, devices: devices)
            // A scene's id is the document's content: it never names a path, only a stem.
            let stem = FileNameStem.safe(target == "-" ? (scene.id ?? "scene") : URL(fileURLWithPath: target).deletingPathExtension().lastPathComponent)
            return (scene, stem)
        } catch {
            throw source.locate(error)
        }
    }

    /// Imports a `.swift` file and prints what was not understood (`warning: Card.swift:41:13: …`).
    static func importSwift(_ path: String, preview: String?, devices: DeviceCatalog, io: IO) throws(InputError) -> SwiftUISourceFile {
        let imported = try SwiftUISourceFile.load(path: path, preview: preview, devices: devices)
        for warning in imported.warnings { io.printError("warning: \(InputError.terminalSafe(warning))") }
        return imported
    }

    /// `--device` (its screen and its safe area) and `--direction`.
    static func adjust(_ document: SceneDocument, _ arguments: Arguments, devices: DeviceCatalog) throws -> SceneDocument {
        var document = document
        if let id = arguments.options["--device"] {
            guard let device = devices.device(id: id) else {
                throw InputError(path: "--device", "unknown device \(InputError.quote(id)) (known: \(devices.devices.map(\.id).joined(separator: ", ")))")
            }
            document.screen = Screen(device: device)
            document.safeArea = device.safeArea
        }
        if let direction = arguments.options["--direction"] {
            switch direction {
            case "ltr": document.direction = .leftToRight
            case "rtl": document.direction = .rightToLeft
            default: throw UsageError("--direction takes ltr or rtl, not \"\(direction)\"")
            }
        }
        return document
    }

    /// The `--set NAME=VALUE` arguments as values by name: each NAME a parameter the scene
    /// declares, at most once, each VALUE a finite number. Errors name the argument.
    static func overrides(_ assignments: [String], document: SceneDocument, scene: String) throws(InputError) -> [String: Double] {
        var values: [String: Double] = [:]
        let declared = document.parameters.map(\.name)
        for assignment in assignments {
            let place = "--set \(assignment)"
            guard let equals = assignment.firstIndex(of: "=") else {
                throw InputError(path: place, "expected NAME=VALUE, e.g. --set inset=20")
            }
            let name = String(assignment[..<equals])
            let text = String(assignment[assignment.index(after: equals)...])
            guard declared.contains(name) else {
                let known = declared.isEmpty ? "it declares none" : "its parameters: \(declared.joined(separator: ", "))"
                throw InputError(path: place, "\(scene) has no parameter \(InputError.quote(name)) (\(known))")
            }
            guard values[name] == nil else { throw InputError(path: place, "\"\(name)\" is set more than once") }
            guard let value = PlainNumber.parse(text), value.isFinite else {
                throw InputError(path: place, "\(InputError.quote(text)) is not a finite number")
            }
            guard CoordinateLimit.contains(value) else {
                throw InputError(path: place, "\(JSONWriter.format(value)) is beyond the limit of ±\(JSONWriter.format(CoordinateLimit.points)) pt")
            }
            values[name] = value
        }
        return values
    }

    /// `--time`: a finite number of seconds, at least 0.
    static func time(_ text: String) throws(InputError) -> Double {
        guard let value = PlainNumber.parse(text), value.isFinite, value >= 0 else {
            throw InputError(path: "--time", "takes a number of seconds ≥ 0, not \"\(text)\"")
        }
        return value
    }
}
