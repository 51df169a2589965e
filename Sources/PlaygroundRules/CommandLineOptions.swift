// The command line of `concentric-playground`, parsed before GTK sees anything.
import ConcentricIO
import ConcentricJSON
import ConcentricScene
import Foundation
import PlaygroundStore
import SceneCode

/// What the user asked for on the command line.
public struct CommandLineOptions: Sendable, Equatable {
    /// What the process does.
    public enum Mode: Sendable, Equatable {
        /// Open the window.
        case window
        /// Open the window, render it (controls included) to this PNG, and exit.
        case screenshot(String)
        /// Export the scene to this file (format from its extension) without a window, and exit.
        case export(String)
        /// Open the window, run Copy as LANGUAGE, print the clipboard's text exactly as read back
        /// through GDK, and exit (what the tests compare with `concentric code`).
        case copy(CodeLanguage)
        /// Save the scene to this file (scene format version 2, as File ▸ Save As does) without a
        /// window, and exit: converts a version 1 file, keeping a copy of it beside it.
        case save(String)
        /// Print the usage and exit.
        case help
        /// Print the program's name and version and exit.
        case version

        /// Whether this mode opens the window (the others export, save or print without one).
        public var opensWindow: Bool {
            switch self {
            case .window, .screenshot, .copy: true
            case .export, .save, .help, .version: false
            }
        }
    }

    /// The window with no document: what no arguments give.
    public init() {}

    public var mode: Mode = .window
    /// `--scale N` for `--export` (PNG pixels per point).
    public var scale: Double = 1
    /// `--annotate` for `--export`: draw every overlay.
    public var annotate = false
    /// A scene file or a preset id to open.
    public var document: String?
    /// Further scene files or presets named after `document` (the desktop file's `%F` passes
    /// every file selected): the window shows one document, so these are not opened, only named
    /// on standard error (`Launcher`). A headless mode takes one document and refuses more.
    public var notOpened: [String] = []
    /// `--sheet all` for `--export`: the spec sheet Export ▸ Spec Sheet writes (every device).
    public var sheet = false
    /// `--animate SECONDS` for `--export FILE.webp`: the animation (Export ▸ Animation) over
    /// these seconds at `fps`.
    public var animate: Double?
    /// `--fps N` for `--animate` (Export ▸ Animation's rate unless given).
    public var fps: Int?

    /// What `--export FILE` writes, from FILE's extension and the options with it.
    public enum ExportKind: Sendable, Equatable {
        /// The scene as the Export menu's PNG, SVG or PDF.
        case scene(ExportFormat)
        /// Export ▸ Spec Sheet (PDF or PNG).
        case sheet(ExportFormat)
        /// Export ▸ Animation (animated WebP).
        case animation(MotionTimeline)
        /// Export ▸ Spec (JSON): `concentric layout`'s output.
        case spec
    }

    /// `--export`'s kind for `path` (the checks were made by `parse`).
    public func exportKind(of path: String) -> ExportKind? {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        if ext == "json" { return .spec }
        if ext == "webp" { return animate.map { .animation(MotionTimeline(seconds: $0, fps: fps ?? PlaygroundState.animationExportFPS)) } }
        guard let format = ExportFormat(pathExtension: ext) else { return nil }
        return sheet ? .sheet(format) : .scene(format)
    }

    /// A command-line mistake: exit status 2 and one `error:` line.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public let message: String
        public init(_ message: String) { self.message = message }
        public var description: String { "error: \(message)\nTry 'concentric-playground --help'." }
    }

    public static let usage = """
        Usage: concentric-playground [OPTIONS] [SCENE-FILE | PRESET-ID]

        A playground for the geometry of SwiftUI's ConcentricRectangle: nested cards whose
        corners stay concentric with the device screen.

        Arguments:
          SCENE-FILE            a scene file (JSON) to open
          PRESET-ID             a bundled preset to open (see `concentric presets`)

        Options:
          --screenshot FILE     render the whole window to FILE (PNG) once it has drawn, then exit
          --export FILE         export the scene to FILE without a window, then exit; the format
                                follows the extension: .png, .svg or .pdf (the scene), .json
                                (Export ▸ Spec (JSON): what `concentric layout` prints), .webp
                                (Export ▸ Animation, with --animate)
          --scale N             with --export: pixels per point for PNG (default 1)
          --annotate            with --export: draw the centers, radii, insets and errors
          --sheet all           with --export FILE.pdf|FILE.png: Export ▸ Spec Sheet, the scene on
                                every device, as `concentric render --sheet all`; a PDF is paged
                                onto the desktop's default paper (`--page` with its size)
          --animate SECONDS     with --export FILE.webp: the scene's animation from 0 to SECONDS,
                                as `concentric render --animate` (the menu writes one cycle)
          --fps N               with --animate: frames per second (default 30)
          --copy swiftui|html   open the window, run Copy as SwiftUI or Copy as HTML, print the
                                text read back from the clipboard, then exit
          --save FILE           save the scene to FILE (scene format version 2) without a window,
                                then exit; saving over a version 1 file keeps a copy of it
                                beside it (NAME.v1.json)
          --version             print the version and exit
          -h, --help            show this help and exit

        The last state is restored from $XDG_CONFIG_HOME/concentric/playground.json
        (~/.config/concentric/playground.json). A corrupt file is moved aside to
        playground.json.corrupt-YYYYMMDD-HHMMSS; a newer version's file is never saved over.

        The window is one per desktop session: launched again (without an option that exits), the
        playground opens SCENE-FILE or PRESET-ID in the running window and exits. A scene file it
        refuses is shown with its located error in the window, and the launch exits with 2.

        Exit status: 0 on success; 2 for a bad argument, scene or destination (a missing
        folder, a read-only file system, a folder or device in the way); 3 when writing
        failed (no space left, an I/O error); 1 for anything else.
        """

    /// The flags and the options with a value `parse` knows.
    static let flags: Set<String> = ["-h", "--help", "--version", "--annotate"]
    static let valued: Set<String> = [
        "--screenshot", "--export", "--copy", "--sheet", "--animate", "--fps", "--save", "--scale",
    ]

    /// Parses `arguments` (without the program name) with the command line's one parser
    /// (`Arguments`: `--name=value` and `--name value` both work; `--` ends the options), then
    /// checks each value and what goes together, in the order given.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        // Help and version win over what follows them, not over a mistake before them.
        let ending = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let asks = arguments[..<ending].firstIndex { ["--help", "-h", "--version"].contains($0) }
        let parsed: Arguments
        do throws(ConcentricIO.UsageError) {
            parsed = try Arguments(Array(arguments[..<(asks ?? arguments.endIndex)]), flags: flags, options: valued, maximumPositionals: .max)
        } catch {
            throw UsageError(error.message)
        }
        if let asks {
            options.mode = arguments[asks] == "--version" ? .version : .help
            return options
        }
        for argument in parsed.positionals {
            guard !argument.isEmpty else { throw UsageError("the scene file or preset must not be empty") }
            if options.document == nil { options.document = argument } else { options.notOpened.append(argument) }
        }
        func setMode(_ mode: Mode, _ name: String) throws(UsageError) {
            guard options.mode == .window else { throw UsageError("\(name) cannot be combined with \(options.modeName)") }
            options.mode = mode
        }
        for name in parsed.given {
            let text = parsed.options[name] ?? ""
            switch name {
            case "--screenshot":
                guard !text.isEmpty else { throw UsageError("--screenshot needs a file name") }
                try setMode(.screenshot(text), name)
            case "--export":
                guard !text.isEmpty else { throw UsageError("--export needs a file name") }
                let ext = URL(fileURLWithPath: text).pathExtension.lowercased()
                guard ExportFormat(pathExtension: ext) != nil || ext == "json" || ext == "webp" else {
                    throw UsageError("--export: cannot tell the format of \"\(text)\" (use a .png, .svg, .pdf, .json or .webp name)")
                }
                try setMode(.export(text), name)
            case "--copy":
                guard let language = CodeLanguage(rawValue: text.lowercased()) else {
                    throw UsageError("--copy takes swiftui or html, not \"\(text)\"")
                }
                try setMode(.copy(language), name)
            case "--sheet":
                // The menu's sheet: every device (`concentric render --sheet` takes lists).
                guard text == "all" else { throw UsageError("--sheet takes all (every device, as Export ▸ Spec Sheet), not \"\(text)\"") }
                options.sheet = true
            case "--animate":
                guard let seconds = PlainNumber.parse(text), seconds.isFinite, seconds > 0 else {
                    throw UsageError("--animate: expected a positive number of seconds, found \"\(text)\"")
                }
                options.animate = seconds
            case "--fps":
                guard let fps = PlainNumber.parse(text).flatMap({ Int(exactly: $0) }), (1...MotionTimeline.maximumFPS).contains(fps) else {
                    throw UsageError("--fps: expected a whole number from 1 to \(MotionTimeline.maximumFPS), found \"\(text)\"")
                }
                options.fps = fps
            case "--save":
                guard !text.isEmpty else { throw UsageError("--save needs a file name") }
                try setMode(.save(text), name)
            case "--scale":
                guard let scale = PlainNumber.parse(text), scale.isFinite, scale > 0 else {
                    throw UsageError("--scale: expected a positive number, found \"\(text)\"")
                }
                let limits = PlaygroundLimits.exportScale
                guard limits.contains(scale) else {
                    throw UsageError("--scale: \(text) is outside \(limits.lowerBound)…\(limits.upperBound)")
                }
                options.scale = scale
            case "--annotate":
                options.annotate = true
            default:
                break  // Arguments knows only `flags` and `valued`; help and version returned above
            }
        }
        let scaleGiven = parsed.options["--scale"] != nil
        if options.fps != nil, options.animate == nil { throw UsageError("--fps goes with --animate") }
        if let extra = options.notOpened.first, options.mode != .window {
            throw UsageError("unexpected argument \"\(extra)\" (\(options.modeName) takes one scene file or preset at most)")
        }
        guard case .export(let file) = options.mode else {
            if scaleGiven { throw UsageError("--scale only applies to --export") }
            if options.annotate { throw UsageError("--annotate only applies to --export") }
            if options.sheet { throw UsageError("--sheet only applies to --export") }
            if options.animate != nil { throw UsageError("--animate only applies to --export") }
            return options
        }
        // Each kind takes the options its menu entry does, and nothing else.
        switch URL(fileURLWithPath: file).pathExtension.lowercased() {
        case "webp":
            guard options.animate != nil else { throw UsageError("--export FILE.webp needs --animate SECONDS") }
            if options.sheet { throw UsageError("--sheet writes a .pdf or .png, not an animation") }
            if options.annotate || scaleGiven { throw UsageError("--export FILE.webp takes --animate and --fps only") }
        case "json":
            if options.sheet || options.animate != nil || options.annotate || scaleGiven {
                throw UsageError("--export FILE.json (the spec) takes no other export option")
            }
        case "svg" where options.sheet:
            throw UsageError("--sheet writes a .pdf or .png")
        default:
            if options.animate != nil { throw UsageError("--animate writes an animated WebP: name it FILE.webp") }
        }
        return options
    }

    /// The option that chose the current mode, for messages.
    private var modeName: String {
        switch mode {
        case .window, .help, .version: "the window"
        case .copy: "--copy"
        case .screenshot: "--screenshot"
        case .export: "--export"
        case .save: "--save"
        }
    }
}
