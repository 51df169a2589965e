// `concentric devices`: the known device screens, as a table or as JSON.
import ConcentricIO
import ConcentricCore
import ConcentricJSON

/// Lists the device catalog (`DeviceOptions.catalog`): an aligned table for people, or with
/// `--json` the profiles as `DeviceProfile.json` writes them.
public struct DevicesCommand: Subcommand {
    public init() {}

    public let name = "devices"
    public let summary = "List the known device screens and their display corner radii"
    public var help: String {
        """
        Usage: concentric devices [options]

        Prints the device profiles that `concentric resolve` accepts as {"device": ID}: id, name,
        screen size and display corner radius in points, the corner curve and the scale (pixels
        per point).

        Options:
          --json            Print the profiles as a JSON array with the fields id, name, width,
                            height, cornerRadius, cornerStyle, source, safeArea and scale.
          --compact         With --json, print the array on one line.
        \(DeviceOptions.help)
          -h, --help        Show this help.

        \(ExitStatus.help("a bad option or device file"))
        """
    }

    public func run(arguments: [String], io: IO) throws -> Int32 {
        let arguments = try Arguments(arguments, flags: ["--json", "--compact"], options: [DeviceOptions.option])
        let devices = try DeviceOptions.catalog(arguments, io: io).devices
        if arguments.flags.contains("--json") {
            try io.print(JSONWriter.write(.array(devices.map(\.json)), pretty: !arguments.flags.contains("--compact")))
        } else {
            try io.print(Self.table(devices))
        }
        return ExitStatus.success
    }

    /// The aligned table: text columns padded on the right, the radius aligned on the right.
    static func table(_ devices: [DeviceProfile]) -> String {
        let header = ["ID", "NAME", "SIZE (pt)", "RADIUS (pt)", "CURVE", "SCALE"]
        let rows = devices.map { device in
            [
                device.id, device.name, "\(JSONWriter.format(device.width)) × \(JSONWriter.format(device.height))",
                JSONWriter.format(device.cornerRadius), device.cornerCurve.rawValue, "@\(JSONWriter.format(device.scale))x",
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let rightAligned: Set<Int> = [3]
        return ([header] + rows).map { cells in
            let padded = cells.enumerated().map { column, cell in
                let fill = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? fill + cell : cell + fill
            }
            return padded.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n")
    }
}

extension String {
    /// The string without trailing spaces (the last column needs no padding).
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
