// The open document against its file on disk: a scene file reloaded, a `.swift` file imported
// again or opened while it does not import, and a file deleted or renamed away by another program.
import ConcentricScene
import Foundation

extension PlaygroundState {
    /// The open file as it now is on disk, unmodified, keeping the selection where the same view
    /// still exists (`SceneDocument.matchingPath`); the animation keeps playing unless it changed.
    mutating func reload(_ file: SceneFile) {
        guard let url = document.fileURL else { return }
        let old = document.scene
        let kept = selection.flatMap { file.document.matchingPath(for: $0, in: old) }
        let sameAnimation = old.playedAnimation == file.document.playedAnimation
        document = EditorDocument(opened: file, origin: .file(url))
        selection = kept
        adoptDocumentDevice()
        if !sameAnimation {
            liveValues = [:]
            animation.play(file.document.playedAnimation, from: animatedDefault)
        }
    }

    /// The open `.swift` document as imported again: the file's new scene, keeping what the user
    /// set in the window (the device, the parameter values moved away from the source's, the
    /// selection where the same view still is), as a live preview does.
    mutating func reimport(_ file: SceneFile, source: SwiftSourceImport) {
        guard let url = document.swiftSourceURL else { return }
        // A file opened while it did not import has no picture of its own yet: this is its opening.
        guard let imported = document.savedFile?.document else {
            open(EditorDocument(opened: file, origin: .swiftSource(url)))
            swiftSource = source
            return
        }
        let old = document.scene
        var scene = file.document
        // The user's values: those the window changed from the source's defaults.
        for i in scene.parameters.indices {
            let name = scene.parameters[i].name
            guard let now = old.parameters.first(where: { $0.name == name })?.defaultValue,
                let was = imported.parameters.first(where: { $0.name == name })?.defaultValue, now != was
            else { continue }
            scene.parameters[i].defaultValue = now
        }
        // The device picked in the window stays (a custom screen is the source's own).
        if scene.screen.device != nil, let id = old.screen.device, let device = library.device(id: id) {
            scene.screen = Screen(device: device)
            scene.safeArea = device.safeArea
        }
        var shown = file
        shown.document = scene
        let kept = selection.flatMap { scene.matchingPath(for: $0, in: old) }
        let sameAnimation = old.playedAnimation == scene.playedAnimation
        document = EditorDocument(file: shown, origin: .swiftSource(url), savedFile: file)
        selection = kept
        // The window's own splices stay undoable across the imports their writes cause.
        var source = source
        source.undo = swiftSource?.undo ?? []
        swiftSource = source
        sourceProblem = nil
        sourceProblemIsShown = false
        let declared = Set(scene.parameters.map(\.name))
        liveValues = liveValues.filter { declared.contains($0.key) }
        if !sameAnimation {
            liveValues = [:]
            animation.play(scene.playedAnimation, from: animatedDefault)
        }
    }

    /// Opens `url`, a `.swift` file whose import failed with `message`, in its error state: an
    /// empty screen (`sourceProblem` dims it) with the located message shown at once, watching
    /// `files` so the save that fixes it shows the picture (`reimport`).
    mutating func openUnimportable(_ url: URL, message: String, watching files: [URL]) -> [PlaygroundEffect] {
        let empty = DocumentTemplate.emptyScreen.file(device: device, direction: defaultDirection)
        // No saved file: nothing was imported yet, so the first good import opens the picture.
        open(EditorDocument(file: empty, origin: .swiftSource(url), savedFile: nil))
        swiftSource = SwiftSourceImport(files: files.contains(url) ? files : [url] + files)
        sourceProblem = message
        sourceProblemIsShown = true
        recentFiles.opened(url.path)
        sceneFolder = url.deletingLastPathComponent().path
        return [.warn(message)] + openedClock
    }

    /// The open document's file at `url` went away (`gone`) or came back: marked so Save asks
    /// where, and said in the notice bar; cleared when it is back (the app then reloads it).
    mutating func fileGone(_ url: URL, _ gone: Bool) {
        guard url == document.fileURL || url == document.swiftSourceURL, document.fileIsGone != gone else { return }
        document.setFileIsGone(gone)
        if gone {
            notice = document.isSwiftSource ? Self.swiftSourceGoneNotice : Self.fileGoneNotice
        } else {
            dropGoneNotice()
        }
    }

    /// The notice bar no longer says a file is gone (it is back, or saved elsewhere); another
    /// notice stays.
    mutating func dropGoneNotice() {
        if notice == Self.fileGoneNotice || notice == Self.swiftSourceGoneNotice { notice = nil }
    }

    /// The notice bar's text when a scene document's file is gone.
    public static let fileGoneNotice = N_("The file was deleted or moved by another program. Your document is kept here: Save asks where to save it.")
    /// The notice bar's text when a `.swift` document's file is gone.
    public static let swiftSourceGoneNotice = N_("The SwiftUI source file was deleted or moved by another program. The canvas keeps its last picture.")
}
