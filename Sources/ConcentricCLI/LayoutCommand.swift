// `concentric layout`: a scene laid out by SwiftUI's rules, printed as JSON (frames and radii).
import ConcentricIO
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene

/// Lays a scene out (`ViewLayout`, text measured with Pango as `render` draws it) and prints its
/// screen, its parameter values and one node per view (see `help` and `LayoutJSON`).
public struct LayoutCommand: Subcommand {
    public init() {}

    public let name = "layout"
    public let summary = "Print a scene's laid-out views: frames and resolved corner radii, as JSON"
    public var help: String {
        """
        Usage: concentric layout SCENE.json|PRESET [--device ID] [--direction ltr|rtl]
                                 [--set NAME=VALUE]... [--time SECONDS] [--compact]

        Lays out a scene (a scene file, see docs/SCENES.md, or `-` for standard input) or a preset
        (see `concentric presets`) as SwiftUI would, and prints:

          {"screen": {"width", "height", "device", "safeArea": {"top", "leading", "bottom", "trailing"}},
           "parameters": {NAME: value, ...},
           "nodes": [NODE, ...]}

        One NODE per view in document order (a view with several names gives one per name), in
        screen points from the top-left, y down:

          {"name": N (when the view is named), "kind": "vStack" | "text" | "concentricRectangle" | ...,
           "frame": {"x", "y", "width", "height"}, SHAPE}

        SHAPE is present for shape views and views with a background(_:in:) shape (a name reports
        the last one applied before it):
          "shape": "concentricRectangle", "radii": R, "curve": C
          "shape": "containerRelative", "inset": D, "container": KIND, and "radii": R, "curve": C
                   unless the container is an ellipse (a concentric rectangle in an ellipse
                   container reports this too: it falls back to the container's inset shape)
          "shape": "rectangle" | "roundedRectangle" | "unevenRoundedRectangle" | "capsule" |
                   "circle", "radii": R, "curve": C
          "shape": "ellipse"
        R is {"topLeft", "topRight", "bottomRight", "bottomLeft"} (physical corners), C "circular"
        or "continuous", D the smallest gap to the container (at least 0). The screen's safe area
        and `leading` are physical: `leading` is the left edge.

        A concentric rectangle or container-relative shape in a rounded-rectangular container also
        carries its measures per physical corner, what the annotated canvas and exports call out:
          "corners": {"topLeft": MEASURE, "topRight": ..., "bottomRight": ..., "bottomLeft": ...}
          MEASURE = {"radius": r, "style": STYLE (concentric rectangles), "gaps": {"dx", "dy"},
                     "inset": the gap between the two arcs on their diagonal (when drawn),
                     "error": pt and "reason": "minimum 8 applied" (when the error is 0.5 pt or
                     more on a corner that follows its container)}
        STYLE is "concentric", {"concentric": {"minimum": m}} or {"fixed": r}, as scene files write it.

        Options:
        \(SceneSelection.help)
          --compact         Print the JSON on one line.
        \(DeviceOptions.help)
          -h, --help        Show this help.

        Examples:
          concentric layout concentric-card --set inset=20
          concentric layout concentric-card --time 1.75 --compact
          concentric layout my-scene.json --device iphone-se-3 --direction rtl

        \(ExitStatus.help("a bad scene, preset, device, parameter or time"))
        The error line names the file and the place in it, or the option; nothing is printed.
        """
    }

    public func run(arguments: [String], io: IO) throws -> Int32 {
        let arguments = try Arguments(
            arguments, flags: ["--compact"], options: SceneSelection.options, repeatable: SceneSelection.repeatable, maximumPositionals: 1)
        let devices = try DeviceOptions.catalog(arguments, io: io)
        guard let target = arguments.positionals.first else { throw UsageError("missing SCENE.json or PRESET") }
        let selection = try SceneSelection(target, arguments: arguments, devices: devices, io: io)
        selection.printExpressionWarnings(io: io)
        let text = LayoutJSON.text(selection.layout, declared: selection.document.parameters, pretty: !arguments.flags.contains("--compact"))
        try io.writeStandardOutput(Array(text.utf8))
        return ExitStatus.success
    }
}
