// `concentric render`: a scene file or a preset to PNG, SVG or PDF, one file or every preset in a batch.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import Foundation

/// Renders scenes through `SceneExporter` (the same drawing code as the playground's canvas).
/// Every check (scene, device, scale, format, destination folder) runs before the first file is
/// written, so a failing command writes nothing.
public struct RenderCommand: Subcommand {
    public init() {}

    public let name = "render"
    public let summary = "Draw a scene file or a preset to PNG, SVG or PDF"
    public var help: String {
        """
        Usage: concentric render SCENE.json|PRESET [-o FILE] [--format png|svg|pdf] [--scale S]
                                 [--device ID] [--direction ltr|rtl] [--set NAME=VALUE]...
                                 [--time SECONDS] [--annotate]
               concentric render --all-presets --out-dir DIR [--scales 1,2,3] [--formats png,svg,pdf]
                                 [--device ID] [--direction ltr|rtl] [--time SECONDS] [--annotate]

        Draws a scene (a scene file, see docs/SCENES.md, or `-` for standard input) or a preset
        (see `concentric presets`). A PNG is the canvas size in points × S pixels (rounded); SVG
        and PDF hold the same drawing as vectors sized in points. Each written file's path is
        printed on its own line.

        Options:
          -o FILE           Write to FILE (default: <preset-or-scene-stem>@<S>x.<ext> here).
          --format F        png, svg or pdf (default: FILE's extension, else png).
          --scale S         Pixels per point for PNG (default 1; fractions allowed; at most
                            \(SceneExporter.maximumPixelSide) px on a side).
        \(SceneSelection.help)
          --annotate        Draw the spec annotations: shared centers and guide arcs, radii,
                            inset redlines and concentricity errors.
          --all-presets     Render every preset into --out-dir (created if missing) as
                            DIR/<preset>@<S>x.<ext> for every scale and format.
          --out-dir DIR     The folder for --all-presets.
          --scales LIST     Comma-separated scales for --all-presets (default 1).
          --formats LIST    Comma-separated formats for --all-presets (default png).
        \(DeviceOptions.help)
          -h, --help        Show this help.

        Exit status: 0 on success, 2 for a bad scene, preset, device, parameter, time, scale or
        destination (one error line naming the file and the place in it; nothing is written).
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
            options: SceneSelection.options.union(["-o", "--format", "--scale", "--out-dir", "--scales", "--formats"]),
            repeatable: SceneSelection.repeatable, maximumPositionals: 1)
        let devices = try DeviceOptions.catalog(arguments, io: io)
        let options = arguments.flags.contains("--annotate") ? RenderOptions.annotated : RenderOptions()
        let jobs = arguments.flags.contains("--all-presets")
            ? try batchJobs(arguments, devices: devices, io: io)
            : try [singleJob(arguments, devices: devices, io: io)]
        for job in jobs {
            do throws(WriteError) {
                try SceneExporter.write(job.layout, to: job.url, format: job.format, scale: job.scale, options: options)
            } catch {
                throw InputError(path: job.shownPath, "cannot write (\(error.reason))")
            }
            io.print(job.shownPath)
        }
        return ExitStatus.success
    }

    // MARK: - Planning

    func singleJob(_ arguments: Arguments, devices: DeviceCatalog, io: IO) throws -> Job {
        for option in ["--out-dir", "--scales", "--formats"] where arguments.options[option] != nil {
            throw UsageError("\(option) goes with --all-presets")
        }
        guard let target = arguments.positionals.first else {
            throw UsageError("missing SCENE.json or PRESET (or --all-presets)")
        }
        let selection = try SceneSelection(target, arguments: arguments, devices: devices, io: io)
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
        if let problem = SceneExporter.scaleProblem(scale, size: layout.size, format: format) {
            throw InputError(path: "--scale", problem)
        }
        let url = URL(fileURLWithPath: path)
        try Self.checkFolder(of: url, shownPath: path)
        return Job(layout: layout, url: url, shownPath: path, format: format, scale: scale)
    }

    func batchJobs(_ arguments: Arguments, devices: DeviceCatalog, io: IO) throws -> [Job] {
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
                    if let problem = SceneExporter.scaleProblem(scale, size: layout.size, format: format) {
                        throw InputError(path: "--scales", "\(preset.id ?? "preset"): \(problem)")
                    }
                    let name = "\(preset.id ?? "preset")@\(JSONWriter.format(scale))x.\(format.fileExtension)"
                    let shown = (folder as NSString).appendingPathComponent(name)
                    jobs.append(Job(layout: layout, url: URL(fileURLWithPath: shown), shownPath: shown, format: format, scale: scale))
                }
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw InputError(path: folder, "cannot create the folder (\(Self.reason(error)))")
        }
        if let first = jobs.first { try Self.checkFolder(of: first.url, shownPath: first.shownPath) }
        return jobs
    }

    // MARK: - Values

    static func scale(_ text: String, option: String) throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 else {
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
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw InputError(path: shownPath, "cannot write (permission denied in \(shownFolder))")
        }
    }

    static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying?.localizedDescription ?? error.localizedDescription
    }
}
