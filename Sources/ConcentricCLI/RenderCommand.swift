// `concentric render`: a scene file or a preset to PNG, SVG or PDF, one file or every preset in a batch.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation

/// Renders scenes through `SceneExporter` (the same drawing code as the playground's canvas).
/// Every check (scene, device, scale, format, destination folder) runs before the first file is
/// drawn, and every file is staged beside its destination and moved into place only once all of
/// them were drawn, so a failing command writes nothing.
public struct RenderCommand: Subcommand {
    public init() {}

    public let name = "render"
    public let summary = "Draw a scene file or a preset to PNG, SVG or PDF"
    public var help: String {
        """
        Usage: concentric render SCENE.json|PRESET [-o FILE] [--format png|svg|pdf] [--scale S]
                                 [--device ID] [--direction ltr|rtl] [--set NAME=VALUE]...
                                 [--time SECONDS] [--annotate]
               concentric render SCENE.json|PRESET --sheet all|ID,ID,... [-o FILE.pdf|FILE.png]
                                 [--page a4|letter|auto] [--scale S] [--direction ltr|rtl]
                                 [--set NAME=VALUE]... [--annotate]
               concentric render SCENE.json|PRESET --animate SECONDS [--fps N]
                                 --out-dir DIR | -o FILE.webp  [--scale S] [--annotate] ...
               concentric render --all-presets --out-dir DIR [--scales 1,2,3] [--formats png,svg,pdf]
                                 [--device ID] [--direction ltr|rtl] [--time SECONDS] [--annotate]

        Draws a scene (a scene file, see docs/SCENES.md, or `-` for standard input) or a preset
        (see `concentric presets`). A PNG is the canvas size in points × S pixels (rounded); SVG
        and PDF hold the same drawing as vectors sized in points. Each written file's path is
        printed on its own line.

        Limits: every coordinate and length in a scene is within ±\(JSONWriter.format(CoordinateLimit.points)) pt, and a label holds
        at most \(TextView.maximumLength) characters (docs/SCENES.md); larger values are refused with their place.

        Options:
          -o FILE           Write to FILE (default: <preset-or-scene-stem>@<S>x.<ext> here).
          --format F        png, svg or pdf (default: FILE's extension, else png).
          --scale S         Pixels per point for PNG (default 1; fractions allowed; at most
                            \(SceneExporter.maximumPixelSide) px on a side).
        \(SceneSelection.help)
          --annotate        Draw the spec annotations on a spec page: shared centers and guide
                            arcs, inset redlines, one callout per corner (radius, inset, an error
                            of 0.5 pt or more with its cause) in margins beside the screen, and
                            a legend under it (see docs/SCENES.md, "Rendering").
        \(RenderModes.help)
          --all-presets     Render every preset into --out-dir as DIR/<preset>@<S>x.<ext>
                            for every scale and format.
          --out-dir DIR     The folder for --all-presets and --animate. Created if missing, as
                            mkdir does: its parent must exist (an error names it otherwise).
          --scales LIST     Comma-separated scales for --all-presets (default 1).
          --formats LIST    Comma-separated formats for --all-presets (default png).
        \(DeviceOptions.help)
          -h, --help        Show this help.

        Writing: a symlink at FILE is followed (its target is replaced, the link stays); a
        folder, FIFO or device at FILE is refused. A new file gets the umask's permissions, a
        replaced file keeps its own. A batch writes all of its files or none (each is drawn
        beside its destination, then all are moved into place); on SIGINT, SIGTERM or SIGHUP the
        unfinished files are removed, and the --out-dir folder if the run created it and it is
        still empty, and the command ends by the signal (status 130, 143 or 129 in a shell).
        Relative paths are relative to the working folder, however deep.

        \(ExitStatus.help("a bad scene, preset, device, parameter, time, scale or destination"))
        The error line names the file and the place in it.
        """
    }

    /// One file to write.
    struct Job {
        var layout: ViewLayout
        var url: URL
        var shownPath: String
        var format: ExportFormat
        var scale: Double
    }

    public func run(arguments: [String], io: IO) throws -> Int32 {
        let arguments = try Arguments(
            arguments, flags: ["--annotate", "--all-presets"],
            options: SceneSelection.options.union(["-o", "--format", "--scale", "--out-dir", "--scales", "--formats"]).union(RenderModes.options),
            repeatable: SceneSelection.repeatable, maximumPositionals: 1)
        let devices = try DeviceOptions.catalog(arguments, io: io)
        let options = Self.renderOptions(arguments)
        // Spec sheets and animations have their own planning (RenderModes.swift).
        if let status = try RenderModes.run(arguments, devices: devices, options: options, io: io) { return status }
        let batch = arguments.flags.contains("--all-presets")
        var createdFolder: CreatedFolder?
        let jobs: [Job]
        if batch {
            (jobs, createdFolder) = try batchJobs(arguments, devices: devices, io: io)
        } else {
            jobs = [try singleJob(arguments, devices: devices, io: io)]
        }
        var staged: [StagedFile] = []
        do throws(WriteError) {
            for job in jobs {
                do throws(WriteError) {
                    staged.append(try SceneExporter.stage(job.layout, to: job.url, format: job.format, scale: job.scale, options: options))
                } catch {
                    throw error.named(job.shownPath)
                }
            }
            try AtomicFile.commit(staged)
        } catch {
            AtomicFile.discard(staged)
            createdFolder?.remove()
            throw error
        }
        createdFolder?.keep()
        for job in jobs { try io.print(job.shownPath) }
        return ExitStatus.success
    }

    // MARK: - Planning

    /// `--annotate` draws every layer, the legend included, on a spec page (`SceneExporter.page`).
    static func renderOptions(_ arguments: Arguments) -> RenderOptions {
        arguments.flags.contains("--annotate") ? RenderOptions.annotated : RenderOptions()
    }

    func singleJob(_ arguments: Arguments, devices: DeviceCatalog, io: IO) throws -> Job {
        for option in ["--out-dir", "--scales", "--formats"] where arguments.options[option] != nil {
            throw UsageError("\(option) goes with --all-presets")
        }
        guard let target = arguments.positionals.first else {
            throw UsageError("missing SCENE.json or PRESET (or --all-presets)")
        }
        let selection = try SceneSelection(target, arguments: arguments, devices: devices, io: io)
        selection.printExpressionWarnings(io: io)
        let stem = selection.stem
        let layout = selection.layout
        let scale = try Self.scale(arguments.options["--scale"] ?? "1", option: "--scale")
        let output = arguments.options["-o"]
        let format: ExportFormat
        if let name = arguments.options["--format"] {
            format = try Self.format(name, option: "--format")
        } else if let output {
            let ext = URL(fileURLWithPath: output).pathExtension
            guard let inferred = ExportFormat(pathExtension: ext) else {
                throw UsageError("cannot tell the format of \"\(output)\" from its extension; add --format png|svg|pdf")
            }
            format = inferred
        } else {
            format = .png
        }
        let path = output ?? "\(stem)@\(JSONWriter.format(scale))x.\(format.fileExtension)"
        let page = SceneExporter.page(for: layout, options: Self.renderOptions(arguments)).size
        if let problem = SceneExporter.scaleProblem(scale, size: page, format: format) {
            throw InputError(path: "--scale", problem)
        }
        let url = URL(fileURLWithPath: path)
        try Self.checkFolder(of: url, shownPath: path)
        return Job(layout: layout, url: url, shownPath: path, format: format, scale: scale)
    }

    /// The batch's files, and the folder created for them (removed again if it fails).
    func batchJobs(_ arguments: Arguments, devices: DeviceCatalog, io: IO) throws -> ([Job], CreatedFolder?) {
        guard arguments.positionals.isEmpty else {
            throw UsageError("--all-presets renders every preset; remove \"\(arguments.positionals[0])\"")
        }
        for option in ["-o", "--format", "--scale"] where arguments.options[option] != nil {
            throw UsageError("\(option) does not go with --all-presets (use --out-dir, --formats, --scales)")
        }
        // Presets declare different parameters: a value only means something for one scene.
        guard arguments.repeated["--set"] == nil else { throw UsageError("--set goes with one scene, not --all-presets") }
        let time = try arguments.options["--time"].map(SceneSelection.time)
        guard let folder = arguments.options["--out-dir"] else { throw UsageError("--all-presets needs --out-dir DIR") }
        let scales = try Self.list(arguments.options["--scales"] ?? "1", option: "--scales").map { (s) throws -> Double in try Self.scale(s, option: "--scales") }
        let formats = try Self.list(arguments.options["--formats"] ?? "png", option: "--formats").map { (f) throws -> ExportFormat in try Self.format(f, option: "--formats") }
        var jobs: [Job] = []
        for preset in try Presets.scenes(devices: devices) {
            let layout = SceneRenderer.layout(try SceneSelection.adjust(preset.document, arguments, devices: devices), time: time)
            for scale in scales {
                for format in formats {
                    let page = SceneExporter.page(for: layout, options: Self.renderOptions(arguments)).size
        if let problem = SceneExporter.scaleProblem(scale, size: page, format: format) {
                        throw InputError(path: "--scales", "\(preset.id ?? "preset"): \(problem)")
                    }
                    let name = "\(preset.id ?? "preset")@\(JSONWriter.format(scale))x.\(format.fileExtension)"
                    let shown = (folder as NSString).appendingPathComponent(name)
                    jobs.append(Job(layout: layout, url: URL(fileURLWithPath: shown), shownPath: shown, format: format, scale: scale))
                }
            }
        }
        let created = try Self.createFolder(folder)
        if let first = jobs.first {
            do throws(InputError) { try Self.checkFolder(of: first.url, shownPath: first.shownPath) } catch {
                created?.remove()
                throw error
            }
        }
        return (jobs, created)
    }

    /// Creates `folder` (its last component only, as mkdir does) unless it exists; the folder
    /// created is removed again when the command fails or is stopped ("nothing is written"
    /// includes it).
    static func createFolder(_ folder: String) throws(InputError) -> CreatedFolder? {
        do throws(WriteError) { return try CreatedFolder.make(folder) } catch {
            throw InputError(path: folder, "cannot create the folder (\(error.reason))")
        }
    }

    // MARK: - Values

    static func scale(_ text: String, option: String) throws -> Double {
        guard let value = PlainNumber.parse(text), value.isFinite, value > 0 else {
            throw UsageError("\(option) takes a positive number of pixels per point, not \"\(text)\"")
        }
        return value
    }

    static func format(_ text: String, option: String) throws -> ExportFormat {
        guard let format = ExportFormat(rawValue: text.lowercased()) else {
            throw UsageError("\(option) takes png, svg or pdf, not \"\(text)\"")
        }
        return format
    }

    static func list(_ text: String, option: String) throws -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !items.contains(where: \.isEmpty) else { throw UsageError("\(option) takes a comma-separated list, not \"\(text)\"") }
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }

    /// Refuses a destination whose folder is missing or not writable, before anything is drawn.
    static func checkFolder(of url: URL, shownPath: String) throws(InputError) {
        let folder = url.deletingLastPathComponent().path
        let parent = (shownPath as NSString).deletingLastPathComponent
        let shownFolder = parent.isEmpty ? "." : parent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError(path: shownPath, "cannot write (no such folder: \(shownFolder))")
        }
        // access(2), not isWritableFile: its errno tells a read-only file system (EROFS) from
        // missing permission (EACCES).
        guard access(folder, W_OK) == 0 else {
            let reason = errno == EROFS ? "read-only file system: " : (errno == EACCES ? "permission denied in " : SystemError.current.reason + ": ")
            throw InputError(path: shownPath, "cannot write (\(reason)\(shownFolder))")
        }
    }
}
