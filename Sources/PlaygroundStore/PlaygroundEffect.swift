// What the store asks the app to do after an update (I/O and clocks), and what the window
// confirms when it is done.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
import SceneCode
import SceneEditing

/// What the app must do after an update: I/O and clocks. The store never does I/O itself.
public enum PlaygroundEffect: Sendable, Hashable {
    /// Ask "save the changes to NAME first?" (Save / Discard / Cancel), then send
    /// `unsavedChangesAnswered` (the operation is `state.question`).
    case askAboutUnsavedChanges(PendingOperation)
    /// Ask whether the `@State` default or the literal an edited value reads should change in
    /// the file to give the value, then send `sourceValueOfferAnswered` (the offer is
    /// `state.valueOffer`).
    case offerSourceValue(SourceValueOffer)
    /// Stop writing the animation and leave no file (the store has already forgotten it).
    case cancelAnimationExport
    /// Show the Save As chooser (Save of an untitled document), then send `saveAsRequested`
    /// or `saveAsCancelled`.
    case chooseSaveDestination
    /// Close the window: nothing is left unsaved (or the user chose to discard it).
    case closeWindow
    /// Put the scene's code (`SceneCode`, as `concentric code` prints it) on the clipboard as
    /// text, then send `copyFinished`.
    case copyCode(CodeLanguage)
    /// Render the scene as a PNG at this scale and put it on the clipboard, then send
    /// `copyFinished`.
    case copyToClipboard(scale: Double)
    /// Export the scene (with `annotate`, every overlay) through the renderer's atomic writers,
    /// then send `exportFinished`.
    case export(ExportRequest)
    /// Write the scene laid out on every device as a spec sheet (`SpecSheet`), then send
    /// `exportFinished`.
    case exportSheet(ExportRequest)
    /// Write the scene's `LayoutJSON` (what `concentric layout` prints) to this file, then send
    /// `exportFinished`.
    case exportSpec(URL)
    /// Read and parse this scene file (import a `.swift` file), then send `documentOpened`
    /// (`swiftSourceOpened`) or `documentOpenFailed`.
    case loadSceneFile(URL)
    /// Import the open `.swift` document again showing `preview` (nil: the first), then send
    /// `swiftSourceReimported` or `sourceImportFailed`.
    case reimportSwiftSource(URL, preview: String?)
    /// Write `state.persistentJSON` atomically to `$XDG_CONFIG_HOME/concentric/playground.json`
    /// (debounced, or on quit).
    case persistState
    /// Delete the open document's draft (it was saved, discarded or replaced), or the offered
    /// one when the offer was declined.
    case removeAutosave
    /// Write `state.sceneFile` as a scene file (version 2), atomically, then send `saveFinished`.
    /// The first save over a version 1 file keeps a copy of it beside it (`NAME.v1.json`).
    case saveScene(URL)
    /// Write `state.autosave` as the open document's draft (the app's drafts folder beside the
    /// state file) a moment after the last change (debounced like `persistState`, and written
    /// on quit).
    case scheduleAutosave
    /// Nothing moves until the next toggle: remove the tick callback now and add it again after
    /// this many seconds (`g_timeout_add`), so no frames are spent waiting.
    case scheduleAnimationClock(after: Double)
    /// Tell the user, briefly, that something they asked for is done (a toast).
    case showFeedback(Feedback)
    /// Start writing this animated WebP a frame at a time without blocking the window: send
    /// `animationExportProgressed` after each frame and `animationExportFinished` at the end.
    case startAnimationExport(AnimationExport)
    /// Add the frame-clock tick callback; each frame sends `frameTicked`.
    case startAnimationClock
    /// Stop watching the file watched so far (the document is no longer a file).
    case stopWatchingFile
    /// Remove the tick callback and cancel any scheduled start.
    case stopAnimationClock
    /// Read the splice's file, make the splice when its bytes are still the expected ones and
    /// write the file atomically, then send `swiftSourceSpliced` (else
    /// `swiftSourceSpliceRefused`, the file untouched).
    case spliceSwiftSource(SourceSplice)
    /// Print this warning on stderr (not a dialog), e.g. a corrupt state file.
    case warn(String)
    /// Watch this file (GFileMonitor) and send `fileChangedOnDisk` with its new contents when it
    /// changes (derived: the document became this file).
    case watchFile(URL)
    /// Watch these files (a `.swift` document's, the main one first) and, a moment after the
    /// last change, import the main one again (`reimportSwiftSource`; derived).
    case watchSwiftSource([URL])
}

/// What finished, for the short confirmation the window shows (an export's toast offers to open
/// the file's folder).
public enum Feedback: Sendable, Hashable {
    /// A file was written by an export (Export ▸ PNG, the spec sheet, the animation, the spec).
    case exported(URL)
    /// The clipboard holds the scene (Copy PNG, Copy as SwiftUI or HTML): what it is.
    case copied(Copied)
    /// The scene was saved to this file.
    case saved(URL)
    /// A value was written in a custom view's declaration in the `.swift` source: every use of
    /// that view changed.
    case declarationChanged
}
