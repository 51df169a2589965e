// `concentric import`: a SwiftUI `.swift` file as a scene file.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import ConcentricScene
import Foundation

/// Prints or writes the scene a SwiftUI file previews (format version 2, as the writer writes it).
public struct ImportCommand: Subcommand {
    public init() {}

    public let name = "import"
    public let summary = "Read a SwiftUI .swift file into a scene file"
    public var help: String {
        """
        Usage: concentric import FILE.swift [--preview NAME] [-o SCENE.json]

        Reads the SwiftUI views a .swift file previews, without compiling or running it, and
        prints the scene they make (format version 2, docs/SCENES.md) on standard output, or
        writes it to SCENE.json. The view is the file's first #Preview (or PreviewProvider), else
        its one View struct that can be built without arguments; views declared in the folder's
        other .swift files are found there. The previewed view's @State numbers become the
        scene's parameters; expressions over them (`cornerRadius - inset`) stay live. What is not
        understood is skipped or drawn as a placeholder, each with a warning on standard error:
          warning: Card.swift:41:13: List is not supported
        `layout`, `render` and `code` take a .swift file wherever they take a scene file.

        Options:
          --preview NAME    The #Preview("NAME") or the View struct NAME to import.
          -o FILE           Write to FILE instead of standard output (replaced atomically).
          -h, --help        Show this help.

        Examples:
          concentric import Card.swift -o card.json
          concentric import Card.swift --preview "Dark card"

        \(ExitStatus.help("a file that does not parse, has no view to preview, or cannot be read"))
        A file's errors are located: `error: Card.swift:12:5: expected '}' to end struct`.
        """
    }

    public func run(arguments: [String], io: IO) throws -> Int32 {
        let arguments = try Arguments(arguments, options: ["--preview", "-o"], maximumPositionals: 1)
        guard let path = arguments.positionals.first else { throw UsageError("missing FILE.swift") }
        guard SwiftUISourceFile.isSwiftSource(path) else { throw UsageError("\(path) is not a .swift file") }
        let url = try arguments.options["-o"].map { output throws -> URL in
            let url = URL(fileURLWithPath: output)
            try RenderCommand.checkFolder(of: url, shownPath: output)
            return url
        }
        let devices = try DeviceCatalog.bundled()
        let imported = try SceneSelection.importSwift(path, preview: arguments.options["--preview"], devices: devices, io: io)
        let text = imported.file.jsonText
        if let url, let output = arguments.options["-o"] {
            do throws(WriteError) { try AtomicFile.write(Array(text.utf8), to: url) } catch { throw error.named(output) }
        } else {
            try io.writeStandardOutput(Array(text.utf8))
        }
        return ExitStatus.success
    }
}
