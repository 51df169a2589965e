// Performance at scale (issue 14): generated scenes of 100, 1,000 and 10,000 views
// (`SceneDocument.scaleScene`), written as files and measured phase by phase.
import ConcentricIO
import ConcentricScene
import Foundation

/// Writes `scale-N.json` for every size of `SceneDocument.scaleSceneSizes` into `folder` (created
/// if missing): the files the app-side benchmarks open.
func writeScaleScenes(into folder: URL) {
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for views in SceneDocument.scaleSceneSizes {
            let url = folder.appendingPathComponent("scale-\(views).json")
            try AtomicFile.write(Array(SceneDocument.scaleScene(views: views).jsonText.utf8), to: url)
            print(url.path)
        }
    } catch {
        FileHandle.standardError.write(Data("error: cannot write the scale scenes into \(folder.path): \(error)\n".utf8))
        exit(1)
    }
}
