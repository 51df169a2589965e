// What can happen to the playground: every event the window, the clock and the files send the
// store.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
import SceneCode
import SceneEditing

/// What happened, named after the event (alphabetical). Values from widgets arrive raw: `update`
/// clamps them, and ignores NaN. Undo, redo and a drag's beginning and end are the history's
/// (`StoreAction`), not these.
public enum PlaygroundAction: Sendable, Hashable {
    /// The user pressed Cancel on the animation export's progress bar.
    case animationExportCancelled
    /// Writing the animation ended (the file is in place, or nothing was written).
    case animationExportFinished(ExportOutcome)
    /// This many frames of the animation being exported are encoded.
    case animationExportProgressed(framesWritten: Int)
    /// Export ▸ Animation chose this destination; these frames (the headless `--export x.webp
    /// --animate S` gives its own).
    case animationExportRequested(URL, MotionTimeline)
    /// The scrubber was moved to this many seconds into the animation's cycle.
    case animationScrubbed(seconds: Double)
    /// The user declined the autosaved document on offer: it is deleted.
    case autosaveDiscarded
    /// At start, the app found an autosaved document (unsaved work of an earlier run).
    case autosaveFound(AutosavedDocument)
    /// The user took the autosaved document on offer back.
    case autosaveRestored
    /// The user zoomed or panned the canvas with the pointer (Ctrl+scroll, a pinch, a middle or
    /// Space drag): the viewport the canvas computed with `CanvasFit` (clamped here).
    case canvasNavigated(CanvasViewport)
    /// The window's close button, Ctrl+W or Quit: closes at once unless there are unsaved changes.
    case closeRequested
    /// Copy as SwiftUI / Copy as HTML: the scene's code on the clipboard.
    case codeCopyRequested(CodeLanguage)
    /// Ctrl+Shift+C: copy the scene as a PNG at this scale.
    case copyRequested(scale: Double)
    /// A device id from the drop-down (or a restored file): the document's screen becomes that
    /// device's (a custom screen, such as the ellipse preset's, keeps its own), and new documents
    /// are made on it.
    case devicePicked(String)
    /// The direction drop-down: the document's layout direction (an edit).
    case directionPicked(LayoutDirection)
    /// An edit of the document (the inspector, the layer list, the parameter rows, the animation
    /// panel). Consecutive edits with the same non-nil `coalescing` key are one undo step (a
    /// slider's arrow-key steps); a value typed into a field has none.
    case documentEdited(SceneEdit, coalescing: String?)
    /// Opening a scene file failed: the one-line message to show.
    case documentOpenFailed(String)
    /// The app read and parsed a scene file the store asked for (`loadSceneFile`; a version 1
    /// file arrives converted): it becomes the document.
    case documentOpened(URL, SceneFile)
    /// A change the user asked for could not become an edit (an inspector field's value, a
    /// clipboard's text that is no copied view): the one-line message to show.
    case editFailed(String)
    /// The user closed the error message.
    case errorDismissed
    /// An export or a copy ended.
    case exportFinished(ExportOutcome)
    /// A copy to the clipboard ended (the scene as an image, or its code).
    case copyFinished(CopyOutcome)
    case exportRequested(ExportRequest)
    /// The open file changed on disk (its monitor fired): the app read it again.
    case fileChangedOnDisk(URL, SceneFile)
    /// A frame of the animation clock, in seconds (frame time µs / 1e6).
    case frameTicked(seconds: Double)
    /// New (Ctrl+N) with this template chosen.
    case newRequested(DocumentTemplate)
    /// The user closed the notice bar.
    case noticeDismissed
    /// The previews drop-down of a `.swift` document: show this preview (imported again).
    case previewPicked(String)
    /// Open (Ctrl+O), a recent file, a file given by the desktop or dropped: this file.
    case openRequested(URL)
    case overlayToggled(AnnotationLayer, Bool)
    /// Play (the button, K, Space on the playback bar), or Pause: true plays.
    case playToggled(Bool)
    /// The presets menu: an untitled copy of this preset.
    case presetPicked(String)
    /// The app checked which recent files still exist: these (the others are forgotten).
    case recentFilesChecked(existing: Set<String>)
    /// GtkSettings:gtk-enable-animations changed: true when it became false.
    case reduceMotionChanged(Bool)
    /// The Save As chooser was dismissed without a file.
    case saveAsCancelled
    /// Save As… chose this destination.
    case saveAsRequested(URL)
    /// A save ended.
    case saveFinished(ExportOutcome)
    /// Save (Ctrl+S): the file, or Save As for an untitled document.
    case saveRequested
    /// A click on the canvas, a row of the layer list, Escape (nil).
    case selectionChanged(ViewPath?)
    /// An arrow key on the canvas: the selection moves through the tree.
    case selectionMoved(ViewNavigation)
    /// Export ▸ Spec Sheet chose this destination (PDF or PNG): the scene on every device.
    case sheetExportRequested(ExportRequest)
    /// Export ▸ Spec (JSON) chose this destination: `concentric layout`'s JSON for the scene.
    case specExportRequested(URL)
    /// A `.swift` document's file (or one it uses) changed and could not be imported: the
    /// located message (`Card.swift:12:5: expected '}'`).
    case sourceImportFailed(URL, String)
    /// The latest import of the open `.swift` document failed and no change followed for a
    /// moment (`ReloadPacing.errorDelay`): its message is shown.
    case sourceProblemDue(URL)
    /// A `.swift` file that does not import was opened: a document in its error state, watching
    /// these files (the file and its folder's other `.swift` files) for the save that fixes it.
    case swiftSourceOpenFailed(URL, String, watching: [URL])
    /// The open file was deleted or renamed away by another program (`true`), or is back (`false`).
    case openFileGone(URL, Bool)
    /// The text of the persisted state file, read by the app at start.
    case stateRestored(String)
    /// The app imported a SwiftUI source file the store asked for (`loadSceneFile`): its
    /// scene becomes the document, a preview of the source.
    case swiftSourceOpened(URL, SceneFile, SwiftSourceImport)
    /// The open `.swift` document's file (or one it uses) changed on disk, or another preview
    /// was picked: imported again.
    case swiftSourceReimported(URL, SceneFile, SwiftSourceImport)
    /// "Set as Default" on a `.swift` document's parameter: its value shown written into the
    /// `@State` declaration's default.
    case parameterDefaultWriteRequested(String)
    /// The app wrote a splice the store asked for (`spliceSwiftSource`).
    case swiftSourceSpliced(SourceSplice)
    /// The app did not write a splice: the bytes there were no longer the expected ones (or
    /// the file could not be read or written).
    case swiftSourceSpliceRefused(SourceSplice)
    /// The app could not use the state file: what it did about it (moved it aside, left a newer
    /// version's file alone), for the window's notice bar and standard error.
    case stateFileUnusable(String)
    /// The open document's autosave is another process's (the document is open in another
    /// window): this window does not autosave it; said once, in the notice bar and on standard error.
    case autosaveUnavailable(String)
    /// The answer to the question about unsaved changes.
    case unsavedChangesAnswered(UnsavedChangesAnswer)
    /// The answer to `offerSourceValue`: write the `@State`'s default or the literal, or not.
    case sourceValueOfferAnswered(accepted: Bool)
    /// Paste (Ctrl+V): these views, after the selection (into it when it is a stack; at the end
    /// of the root stack without one).
    case viewsPasted(ViewClipboard)
    /// The window was resized, maximised or unmaximised (its unmaximised size when maximised).
    case windowGeometryChanged(WindowGeometry)
    /// The window was shown (true) or hidden (false): a hidden window pauses the animation.
    case windowVisibilityChanged(Bool)
    /// The zoom drop-down, Fit (Ctrl+0) or Actual Size (Ctrl+1): this zoom, about the canvas's
    /// centre (Fit centres).
    case zoomChanged(Zoom)
    /// Zoom In (Ctrl+plus) or Zoom Out (Ctrl+minus): the next of `Zoom.steps`, about the canvas's
    /// centre; `fitScale` is the factor Fit has on the canvas now (where stepping from Fit starts).
    case zoomStepped(up: Bool, fitScale: Double)
}
