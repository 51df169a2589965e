// `concentric render --sheet` (one scene on several devices, on one page or paged onto paper) and
// `--animate` (the scene's animation as numbered PNGs or an animated WebP). Planned in full before
// anything is drawn, staged, and committed together, as the other renders are.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation

enum RenderModes {
    /// The options these modes add to `render`.
    static let options: Set<String> = ["--sheet", "--page", "--animate", "--fps"]

    /// Their lines in `render --help`.
    static let help = """
          --sheet DEVICES   A spec sheet: the scene laid out on each device (all, or a comma-separated
                            list of ids; `--devices FILE` adds profiles), one panel per device in a
                            grid at the devices' true relative sizes, each titled with the device's
                            name and size and every concentric corner's radius labelled. PNG (one
                            grid at --scale, at most \(SceneExporter.maximumPixelSide) px on a side), or PDF/SVG (the
                            whole grid on one page). Default FILE: <stem>-sheet.png.
          --page PAPER      Page a PDF sheet onto paper: a4, letter, or auto for the locale's
                            (the territory in LC_ALL, else LC_PAPER, else LANG: Letter for US, CA,
                            MX, PH, BZ, CL, CO, CR, GT, NI, PA, PE, PR, SV and VE, A4 otherwise).
                            Panels go in rows, as many per page as fit, all at one scale: 1, or
                            smaller when the largest panel does not fit the page. Portrait pages,
                            unless landscape takes fewer without drawing the panels smaller.
                            Without --page: the whole grid on one page.
          --animate SECONDS The scene's animation from 0 to SECONDS: frame k at t = k / fps, exactly
                            what --time k/fps draws; round(SECONDS × fps) frames, at most \(MotionTimeline.maximumFrames).
                            With --out-dir DIR: DIR/<stem>-0000.png, -0001.png, …; with -o FILE.webp:
                            one looping, lossless animated WebP.
          --fps N           Frames per second for --animate (default 30, at most \(MotionTimeline.maximumFPS)).
        """

    /// Runs a sheet or an animation export; nil when the arguments ask for neither.
    static func run(_ arguments: Arguments, devices: DeviceCatalog, options: RenderOptions, io: IO) throws -> Int32? {
        let sheet = arguments.options["--sheet"], animate = arguments.options["--animate"]
        if sheet != nil, animate != nil { throw UsageError("--sheet and --animate are separate exports; give one") }
        if arguments.options["--fps"] != nil, animate == nil { throw UsageError("--fps goes with --animate") }
        if arguments.options["--page"] != nil, sheet == nil { throw UsageError("--page goes with --sheet (a PDF spec sheet on paper)") }
        guard sheet != nil || animate != nil else { return nil }
        if arguments.flags.contains("--all-presets") {
            throw UsageError("\(sheet != nil ? "--sheet" : "--animate") goes with one scene, not --all-presets")
        }
        for option in ["--scales", "--formats"] where arguments.options[option] != nil {
            throw UsageError("\(option) goes with --all-presets")
        }
        guard let target = arguments.positionals.first else { throw UsageError("missing SCENE.json or PRESET") }
        let scale = try RenderCommand.scale(arguments.options["--scale"] ?? "1", option: "--scale")
        if let list = sheet {
            return try runSheet(list, target: target, arguments, devices: devices, scale: scale, options: options, io: io)
        }
        return try runMotion(animate ?? "", target: target, arguments, devices: devices, scale: scale, options: options, io: io)
    }

    // MARK: - Sheet

    static func runSheet(_ list: String, target: String, _ arguments: Arguments, devices: DeviceCatalog, scale: Double, options: RenderOptions, io: IO) throws -> Int32 {
        if arguments.options["--device"] != nil { throw UsageError("--device does not go with --sheet (list the devices in --sheet)") }
        if arguments.options["--out-dir"] != nil { throw UsageError("--out-dir goes with --all-presets or --animate; write a sheet with -o FILE") }
        let chosen = try sheetDevices(list, catalog: devices)
        let selection = try SceneSelection(target, arguments: arguments, devices: devices, io: io)
        let output = arguments.options["-o"]
        let format = try Self.format(arguments, output: output, allowed: [.png, .pdf, .svg])
        let paper = try arguments.options["--page"].map { (text) throws(UsageError) -> PaperSize in
            let paper = try PageOption.paper(text, environment: io.environment)
            guard format == .pdf else { throw UsageError("--page pages a PDF sheet, not \(format.rawValue.uppercased()): write -o FILE.pdf") }
            return paper
        }
        let path = output ?? "\(selection.stem)-sheet.\(format.fileExtension)"
        let sheet = SpecSheet(
            title: selection.file.title ?? selection.stem, document: selection.document, devices: chosen, overrides: selection.overrides,
            time: selection.time, options: options)
        // A paged sheet's pages are paper-sized, whatever the one-page grid would measure.
        if paper == nil, let problem = sheet.problem(format: format, scale: scale) { throw InputError(path: "--scale", "the sheet: \(problem)") }
        let url = URL(fileURLWithPath: path)
        try RenderCommand.checkFolder(of: url, shownPath: path)
        do throws(WriteError) {
            if let paper {
                try sheet.stagePDF(to: url, paper: paper).commit()
            } else {
                try sheet.stage(to: url, format: format, scale: scale).commit()
            }
        } catch { throw error.named(path) }
        try io.print(path)
        return ExitStatus.success
    }

    /// `all`, or ids from the catalog (each once, in the order given).
    static func sheetDevices(_ list: String, catalog: DeviceCatalog) throws -> [DeviceProfile] {
        if list == "all" { return catalog.devices }
        var chosen: [DeviceProfile] = []
        for id in try RenderCommand.list(list, option: "--sheet") {
            guard let device = catalog.device(id: id) else {
                throw InputError(path: "--sheet", "unknown device \(InputError.quote(id)) (all, or known: \(catalog.devices.map(\.id).joined(separator: ", ")))")
            }
            chosen.append(device)
        }
        return chosen
    }

    /// `--format`, else `-o`'s extension, else PNG; one of `allowed`.
    static func format(_ arguments: Arguments, output: String?, allowed: [ExportFormat]) throws -> ExportFormat {
        let names = allowed.map(\.rawValue).joined(separator: "|")
        if let name = arguments.options["--format"] {
            let format = try RenderCommand.format(name, option: "--format")
            guard allowed.contains(format) else { throw UsageError("--format takes \(names) here, not \"\(name)\"") }
            return format
        }
        guard let output else { return .png }
        guard let format = ExportFormat(pathExtension: URL(fileURLWithPath: output).pathExtension), allowed.contains(format) else {
            throw UsageError("cannot tell the format of \"\(output)\" from its extension; use .\(allowed.map(\.fileExtension).joined(separator: ", ."))")
        }
        return format
    }

    // MARK: - Motion

    static func runMotion(_ secondsText: String, target: String, _ arguments: Arguments, devices: DeviceCatalog, scale: Double, options: RenderOptions, io: IO) throws -> Int32 {
        if arguments.options["--time"] != nil { throw UsageError("--time does not go with --animate (frame k is at t = k / fps)") }
        if arguments.options["--format"] != nil { throw UsageError("--format does not go with --animate (PNGs with --out-dir, WebP with -o FILE.webp)") }
        guard let seconds = PlainNumber.parse(secondsText), seconds.isFinite, seconds > 0 else {
            throw InputError(path: "--animate", "takes a positive number of seconds, not \"\(secondsText)\"")
        }
        let fpsText = arguments.options["--fps"] ?? "30"
        guard let fps = PlainNumber.parse(fpsText).flatMap({ Int(exactly: $0) }) else {
            throw InputError(path: "--fps", "takes a whole number of frames per second, not \"\(fpsText)\"")
        }
        let timeline = MotionTimeline(seconds: seconds, fps: fps)
        if let problem = timeline.problem { throw InputError(path: fps < 1 || fps > MotionTimeline.maximumFPS ? "--fps" : "--animate", problem) }
        let folder = arguments.options["--out-dir"], output = arguments.options["-o"]
        switch (folder, output) {
        case (nil, nil): throw UsageError("--animate needs --out-dir DIR (PNG frames) or -o FILE.webp")
        case (.some, .some): throw UsageError("give --out-dir DIR (PNG frames) or -o FILE.webp, not both")
        default: break
        }
        if let output, URL(fileURLWithPath: output).pathExtension.lowercased() != "webp" {
            throw UsageError("--animate -o writes an animated WebP: name it FILE.webp (or use --out-dir DIR for PNG frames)")
        }
        let selection = try SceneSelection(target, arguments: arguments, devices: devices, io: io)
        guard selection.document.animation != nil else {
            throw InputError(path: target, "the scene has no animation to export (docs/SCENES.md, \"animation\")")
        }
        selection.printExpressionWarnings(times: (0..<timeline.frameCount).map { timeline.time(ofFrame: $0) }, io: io)
        let first = frame(selection, timeline, 0)
        if let problem = SceneExporter.scaleProblem(scale, size: first.size, format: .png) { throw InputError(path: "--scale", problem) }

        if let output {
            let url = URL(fileURLWithPath: output)
            try RenderCommand.checkFolder(of: url, shownPath: output)
            do throws(WriteError) {
                try WebPAnimation.stage(
                    frames: timeline.frameCount, layout: { k in k == 0 ? first : frame(selection, timeline, k) }, to: url, scale: scale,
                    frameDuration: timeline.frameDuration, options: options
                ).commit()
            } catch { throw error.named(output) }
            try io.print(output)
            return ExitStatus.success
        }
        let directory = folder ?? "."
        let created = try RenderCommand.createFolder(directory)
        let paths = (0..<timeline.frameCount).map { (directory as NSString).appendingPathComponent("\(selection.stem)-\(frameNumber($0)).png") }
        do throws(InputError) { try RenderCommand.checkFolder(of: URL(fileURLWithPath: paths[0]), shownPath: paths[0]) } catch {
            created?.remove()
            throw error
        }
        var staged: [StagedFile] = []
        do throws(WriteError) {
            for (k, path) in paths.enumerated() {
                let layout = k == 0 ? first : frame(selection, timeline, k)
                do throws(WriteError) {
                    staged.append(try SceneExporter.stage(layout, to: URL(fileURLWithPath: path), format: .png, scale: scale, options: options))
                } catch { throw error.named(path) }
            }
            try AtomicFile.commit(staged)
        } catch {
            AtomicFile.discard(staged)
            created?.remove()
            throw error
        }
        created?.keep()
        for path in paths { try io.print(path) }
        return ExitStatus.success
    }

    /// Frame k: the selection laid out at t = k / fps, from the --set values (as `--time` does).
    static func frame(_ selection: SceneSelection, _ timeline: MotionTimeline, _ k: Int) -> ViewLayout {
        SceneRenderer.layout(selection.document, overrides: selection.overrides, time: timeline.time(ofFrame: k))
    }

    /// Four digits (more when there are more frames than 10,000, which the limit forbids).
    static func frameNumber(_ k: Int) -> String {
        let digits = String(k)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
