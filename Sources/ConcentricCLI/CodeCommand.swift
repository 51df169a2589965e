// `concentric code`: a scene as code a developer pastes (SwiftUI) or opens in a browser (HTML).
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import SceneCode

/// Prints or writes `SwiftUICode` or `HTMLCode` for a scene file or a preset.
public struct CodeCommand: Subcommand {
    public init() {}

    public let name = "code"
    public let summary = "Print a scene as SwiftUI code or as a self-contained HTML/CSS page"
    public var help: String {
        """
        Usage: concentric code SCENE.json|PRESET --lang swiftui|html [-o FILE]
                               [--device ID] [--direction ltr|rtl] [--set NAME=VALUE]... [--time SECONDS]

        Writes a scene (a scene file, see docs/SCENES.md, or `-` for standard input) or a preset
        (see `concentric presets`) as code, to standard output or to FILE:

          swiftui  One self-contained Swift file for iOS 26: `import SwiftUI` and a View struct
                   named after the scene (`concentric-card` → ConcentricCardScene) whose view tree
                   is the scene's, 1:1, with an @State property per parameter and the scene's
                   animation as a .task loop. A ConcentricRectangle the scene publishes as a
                   container shape (our extension; SwiftUI cannot) is published as the radii it
                   resolves to on the scene's device, with a comment saying so.
          html     One HTML file with inline CSS drawing the scene at its device size in CSS
                   pixels (= points), as `concentric render` draws it: border-radius for circular
                   corners, the exact outline as clip-path: path(...) for continuous corners and
                   container-relative shapes, text in Inter with DejaVu Sans for what it lacks
                   (named, not embedded), symbols as the renderer's two-ring stand-in.

        Options:
          --lang L          swiftui or html (required).
          -o FILE           Write to FILE instead of standard output (replaced atomically).
        \(SceneSelection.help)
                            (--set gives the SwiftUI properties their starting values; --time is
                            for html only: the SwiftUI code animates itself.)
        \(DeviceOptions.help)
          -h, --help        Show this help.

        Examples:
          concentric code concentric-card --lang swiftui
          concentric code nested-cards --lang html -o nested-cards.html
          concentric code my-scene.json --lang html --device iphone-se-3 --set inset=20

        \(ExitStatus.help("a bad scene, preset, language, device, parameter, time or destination"))
        The error line names the file and the place in it, or the option.
        """
    }

    public func run(arguments: [String], io: IO) throws -> Int32 {
        let arguments = try Arguments(
            arguments, options: SceneSelection.options.union(["--lang", "-o"]), repeatable: SceneSelection.repeatable,
            maximumPositionals: 1)
        let devices = try DeviceOptions.catalog(arguments, io: io)
        guard let target = arguments.positionals.first else { throw UsageError("missing SCENE.json or PRESET") }
        guard let name = arguments.options["--lang"] else { throw UsageError("missing --lang swiftui|html") }
        guard let language = CodeLanguage(rawValue: name.lowercased()) else {
            throw UsageError("--lang takes swiftui or html, not \"\(name)\"")
        }
        if language == .swiftui, arguments.options["--time"] != nil {
            throw UsageError("--time goes with --lang html (the SwiftUI code animates itself)")
        }
        let selection = try SceneSelection(target, arguments: arguments, devices: devices, io: io)
        let url = try arguments.options["-o"].map { path throws -> URL in
            let url = URL(fileURLWithPath: path)
            try RenderCommand.checkFolder(of: url, shownPath: path)
            return url
        }
        let text = Self.code(selection, language: language)
        if let url, let path = arguments.options["-o"] {
            do throws(WriteError) { try AtomicFile.write(Array(text.utf8), to: url) } catch { throw error.named(path) }
        } else {
            try io.writeStandardOutput(Array(text.utf8))
        }
        return ExitStatus.success
    }

    /// The code for a selected scene, through `SceneCode` (which the playground's Copy uses too).
    static func code(_ selection: SceneSelection, language: CodeLanguage) -> String {
        // --set values become the parameters' defaults, so the SwiftUI code starts where the
        // command's other outputs would draw it.
        var file = selection.file
        file.document = selection.document
        for index in file.document.parameters.indices {
            if let value = selection.overrides[file.document.parameters[index].name] { file.document.parameters[index].defaultValue = value }
        }
        // SwiftUI reads the layout at the defaults (it animates itself); HTML draws --time's moment.
        let layout = language == .html ? selection.layout : SceneRenderer.layout(file.document)
        return SceneCode.text(language, file: file, stem: selection.stem, layout: layout)
    }
}
