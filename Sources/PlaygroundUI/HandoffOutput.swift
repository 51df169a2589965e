// The store's hand-off effects with live dependencies: the scene's code, its spec sheet, its
// layout JSON and its animation, each through the same shared code `concentric` uses, so the app
// and the command line write the same bytes.
import ConcentricCore
import ConcentricIO
import ConcentricRender
import ConcentricScene
import Foundation
import PlaygroundStore
import SceneCode

/// Builds and writes what a developer is handed. Pure functions of the scene, except the writes,
/// which go through `AtomicFile` as every export does.
enum HandoffOutput {
    /// The code `concentric code FILE --lang L` prints for the scene file Save would write:
    /// laid out with Pango as the renderer lays it out.
    static func code(_ file: SceneFile, stem: String, language: CodeLanguage) -> String {
        SceneCode.text(language, file: file, stem: stem, layout: SceneRenderer.layout(file.document))
    }

    /// `concentric render FILE --sheet all`: the scene on every device of `devices`. A PDF, being
    /// for print, is paged onto `paper` (`--page`) when there is one; a PNG is the one grid.
    static func writeSheet(_ file: SceneFile, stem: String, devices: [DeviceProfile], paper: PaperSize?, _ request: ExportRequest) throws(WriteError) {
        let sheet = SpecSheet(
            title: file.title ?? stem, document: file.document, devices: devices, options: request.annotate ? .annotated : RenderOptions())
        if request.format == .pdf, let paper {
            try sheet.stagePDF(to: request.destination, paper: paper).commit()
            return
        }
        if let problem = sheet.problem(format: request.format, scale: request.scale) {
            throw WriteError(path: request.destination.path, reason: "the sheet: \(problem)", kind: .refused)
        }
        try sheet.stage(to: request.destination, format: request.format, scale: request.scale).commit()
    }

    /// `concentric layout FILE`'s output.
    static func writeSpec(_ scene: SceneDocument, to url: URL) throws(WriteError) {
        let text = LayoutJSON.text(SceneRenderer.layout(scene), declared: scene.parameters)
        try AtomicFile.write(Array(text.utf8), to: url)
    }
}

/// Export ▸ Animation's writing, one frame per step so the caller can return to the main loop
/// between frames: frame k is the scene at t = k / fps (as `render --animate` draws it), encoded
/// into an animated WebP staged beside the destination and committed after the last frame.
/// Dropping the job before then leaves no file.
@MainActor
final class AnimationExportJob {
    let export: AnimationExport
    private let encoder: WebPAnimationEncoder

    init(_ export: AnimationExport) throws(WriteError) {
        self.export = export
        let first = Self.frame(export, 0)
        encoder = try WebPAnimationEncoder(
            size: first.size, to: export.destination, scale: 1, frameDuration: export.timeline.frameDuration)
        try encoder.add(first)
    }

    /// Frames encoded so far.
    var framesWritten: Int { encoder.frameCount }
    var isComplete: Bool { encoder.frameCount >= export.timeline.frameCount }

    /// Encodes the next frame (nothing once complete).
    func step() throws(WriteError) {
        guard !isComplete else { return }
        try encoder.add(Self.frame(export, encoder.frameCount))
    }

    /// Writes the file (after the last frame).
    func commit() throws(WriteError) { try encoder.stage().commit() }

    /// Runs every step and commits (the headless `--export x.webp --animate S`).
    func runToCompletion() throws(WriteError) {
        while !isComplete { try step() }
        try commit()
    }

    static func frame(_ export: AnimationExport, _ k: Int) -> ViewLayout {
        SceneRenderer.layout(export.scene, time: export.timeline.time(ofFrame: k))
    }
}
