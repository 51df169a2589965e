// `concentric presets`: the bundled preset scenes, as a table or as JSON.
import ConcentricIO
import ConcentricCore
import ConcentricJSON
import ConcentricScene

/// Lists the presets (`Presets.scenes`): id, title, device and a one-line description.
public struct PresetsCommand: Subcommand {
    public init() {}

    public let name = "presets"
    public let summary = "List the bundled preset scenes that `concentric render` draws"
    public var help: String {
        """
        Usage: concentric presets [options]

        Prints the bundled preset scenes: id (what `concentric render PRESET` takes), title,
        device and a one-line description.

        Options:
          --json            Print a JSON array of {"id", "title", "device", "description"}.
        \(DeviceOptions.help)
          -h, --help        Show this help.

        \(ExitStatus.help("a bad option or device file"))
        """
    }

    public func run(arguments: [String], io: IO) throws -> Int32 {
        let arguments = try Arguments(arguments, flags: ["--json"], options: [DeviceOptions.option])
        let presets = try Presets.scenes(devices: DeviceOptions.catalog(arguments, io: io))
        if arguments.flags.contains("--json") {
            try io.print(JSONWriter.write(.array(presets.map { scene in
                .object([
                    ("id", .string(scene.id ?? "")), ("title", .string(scene.title ?? "")),
                    ("device", scene.document.screen.device.map { .string($0) } ?? .null), ("description", .string(scene.summary ?? "")),
                ])
            })))
        } else {
            let rows = presets.map { [$0.id ?? "", $0.title ?? "", $0.document.screen.device ?? "custom", $0.summary ?? ""] }
            let header = ["ID", "TITLE", "DEVICE", "DESCRIPTION"]
            let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
            try io.print(([header] + rows).map { cells in
                cells.enumerated().map { column, cell in
                    column == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
                }.joined(separator: "  ")
            }.joined(separator: "\n"))
        }
        return ExitStatus.success
    }
}
