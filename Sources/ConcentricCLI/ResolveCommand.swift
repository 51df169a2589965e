// `concentric resolve`: JSON requests in, resolved corner radii out.
import ConcentricCore
import ConcentricIO
import ConcentricJSON

/// Resolves one request or an array of them (see `ResolveRequest`) and prints the results
/// (see `Resolution.json`) in the same shape and order.
public struct ResolveCommand: Subcommand {
    public init() {}

    public let name = "resolve"
    public let summary = "Resolve a concentric rectangle's (or a container-relative shape's) corners inside a container"
    public var help: String {
        """
        Usage: concentric resolve [options] [FILE]

        Reads FILE (or standard input when FILE is absent or -) holding one JSON request or an
        array of them, and prints one JSON result or an array, in the same order. The input may
        hold at most \(FileDescriptorIO.describe(bytes: FileDescriptorIO.inputLimit)).

        A request:
          {"view": "concentricRectangle" (default) | "containerRelative",
           "container": C, "frame": {"x": 8, "y": 8, "width": 184, "height": 104},
           "corners": S, "uniform": U, "layoutDirection": "leftToRight" | "rightToLeft"}
        C is {"device": ID} (see `concentric devices`) or
          {"shape": "rectangle" | "roundedRectangle" | "unevenRoundedRectangle" | "capsule"
                    | "circle" | "ellipse",
           "width": W, "height": H, "radius": R (roundedRectangle),
           "radii": {"topLeading": R, ...} (unevenRoundedRectangle; missing corners are 0),
           "style": "circular" | "continuous" (default continuous, as in SwiftUI)}
          A circle container publishes min(W, H) / 2 at the corners of its full frame.
        S and U apply to a concentricRectangle view only.
        S is one corner style for all corners, or {"topLeading": style, "topTrailing": ...,
          "bottomLeading": ..., "bottomTrailing": ...} (missing corners are concentric);
          a style is "concentric", {"concentric": {"minimum": M}} or {"fixed": R}.
        U is none (default), all, top, bottom, leading, trailing, topAndBottom or
          leadingAndTrailing: each group of corners takes its largest radius.

        A result:
          {"shape": "concentricRectangle",
           "radii": {"topLeft": R, "topRight": R, "bottomRight": R, "bottomLeft": R},
           "curve": "circular" | "continuous", "concentricityError": E}
        Radii are per physical corner, in points; where two overlap on a side of the frame, all
        are scaled toward their minimums by one factor. E is how far, in points, the gap between the
        view's corners and the container's strays from the inset (0 when exactly concentric).
        A containerRelative view (SwiftUI's ContainerRelativeShape), and a concentricRectangle
        in an ellipse container (its fallback), give instead
          {"shape": "containerRelative", "inset": D, "container": KIND,
           "radii": {"topLeft": R, ...}}
        D is the smallest of the view's four gaps to the container (at least 0); the shape is
        the container's, inset by D and drawn in the view's frame grown by D. KIND is the
        container's shape name. "radii" (physical corners: each container radius minus D,
        scaled to fit the view's frame) is present whenever the container is
        rounded-rectangular (every shape but the ellipse, whose answer is the ellipse inscribed
        in the view's frame; a circle's is the circle inscribed in it).

        Limits: every coordinate and length (W, H, R, M, the frame) is within ±\(JSONWriter.format(CoordinateLimit.points)) pt;
        input is JSON as RFC 8259 defines it (no leading zeros, UTF-8 only).

        Options:
          --compact         One line per result.
        \(DeviceOptions.help)
          -h, --help        Show this help.

        \(ExitStatus.help("bad input"))
        The error line names the place, e.g.
        `error: [3].corners.topLeading: unknown corner style "round" ...`
        (the document itself is `(root)`).
        """
    }

    public func run(arguments: [String], io: IO) throws -> Int32 {
        let arguments = try Arguments(arguments, flags: ["--compact"], options: [DeviceOptions.option], maximumPositionals: 1)
        let devices = try DeviceOptions.catalog(arguments, io: io)
        let source = InputSource(argument: arguments.positionals.first)
        let root = try source.readJSON(io: io)
        let output: JSONValue
        do throws(InputError) {
            if root.kind == .array {
                let requests = try root.elements().map { (node) throws(InputError) in try ResolveRequest(json: node, devices: devices) }
                output = .array(requests.map(\.resolution.json))
            } else {
                output = try ResolveRequest(json: root, devices: devices).resolution.json
            }
        } catch {
            throw source.locate(error)
        }
        try io.print(Self.format(output, compact: arguments.flags.contains("--compact")))
        return ExitStatus.success
    }

    /// Pretty JSON, or with `compact` one line per result (an array keeps one element a line,
    /// so the output stays a single JSON document).
    static func format(_ output: JSONValue, compact: Bool) -> String {
        guard compact else { return JSONWriter.write(output, pretty: true) }
        guard case .array(let items) = output, !items.isEmpty else { return JSONWriter.write(output, pretty: false) }
        return "[\n" + items.map { JSONWriter.write($0, pretty: false) }.joined(separator: ",\n") + "\n]"
    }
}
