// The store's file effects with live I/O: export, save and open scene files.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import PlaygroundStore

/// Runs the effects that read or write scene files. Every write goes through `AtomicFile`
/// (ConcentricIO), so a failure leaves no partial file and a symlink is written through.
enum SceneOutput {
    /// Exports `scene` as the request says.
    static func export(_ scene: Scene, _ request: ExportRequest) -> ExportOutcome {
        do {
            try SceneExporter.write(
                scene.drawingLayout, to: request.destination, format: request.format, scale: request.scale,
                options: request.annotate ? .annotated : RenderOptions())
            return .succeeded(request.destination)
        } catch {
            return .failed(error.description)
        }
    }

    /// Saves `scene` as a scene file.
    static func save(_ scene: Scene, to url: URL) -> ExportOutcome {
        do {
            try AtomicFile.write(Array(scene.jsonText.utf8), to: url)
            return .succeeded(url)
        } catch {
            return .failed(error.description)
        }
    }

    /// Reads a scene file: the action that reports it.
    static func load(_ url: URL, library: PlaygroundLibrary) -> PlaygroundAction {
        do {
            return .documentOpened(url, try Scene.load(fileAt: url, devices: DeviceCatalog(devices: library.devices)))
        } catch {
            return .documentOpenFailed(error.description)
        }
    }
}
