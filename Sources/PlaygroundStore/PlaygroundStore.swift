// The playground's pure MVU store: its state, the actions that change it, the effects it asks
// the app to run, and `update`, in that order (the Elm architecture). Undo wraps it once more
// (EditorStore.swift); what the window must redraw or sync is derived from the change of state
// (DerivedEffects.swift), not listed by each action.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
import SceneCode
import SceneEditing

// MARK: - State

/// Everything the playground shows, as one value: one scene document and how it is viewed.
///
/// Parameters (our choice): the document's parameter defaults are part of the document and
/// change only through an edit (`SceneEdit.setParameterDefault`: a parameter slider sends one),
/// which is undoable and marks the document modified; the animation drives `liveValues` only,
/// which override the defaults in what is drawn and exported but are never saved, never undone
/// and never mark the document modified. With the animation off there are no live values.
public struct PlaygroundState: Sendable, Hashable {
    /// The devices and presets on offer (loaded once by the app; neither persisted nor undone).
    public var library: PlaygroundLibrary
    /// The device the device drop-down shows: the document's when its screen is a device's the
    /// library knows, else the last one picked; new documents are made on it.
    public var device: DeviceProfile
    /// The open document.
    public internal(set) var document: EditorDocument
    /// The selected view (nil: none). Always a path to a view of the document.
    public internal(set) var selection: ViewPath?
    /// The animated parameters' current values (see the type's comment), by name.
    public internal(set) var liveValues: [String: Double]
    /// The canvas's annotation layers.
    public var overlays: AnnotationLayers
    /// The scene's animation, as played so far.
    public var animation: AnimationPlayback
    /// What part of the scene the canvas shows (view state: persisted, not undone).
    public var viewport: CanvasViewport
    /// The canvas zoom (factors are clamped to `PlaygroundLimits.zoom`; a NaN factor is ignored),
    /// the viewport's: changing it keeps the part of the scene in the canvas's middle.
    public var zoom: Zoom {
        get { viewport.zoom }
        set { viewport.zoom = newValue }
    }
    /// The last error to show (an export, a save or an open that failed), until dismissed.
    public var lastError: String?
    /// A message the window shows in a bar until dismissed: what happened to a state file that
    /// could not be used (moved aside, or left alone as a newer version's). Not persisted.
    public var notice: String?
    /// The animation being written by Export ▸ Animation, if any (one at a time; not persisted).
    public var animationExport: AnimationExport?
    /// The window's size and maximised state as last seen, or nil until a window reported one.
    public var window: WindowGeometry?
    /// Where the Open and Save As choosers start: the folder a scene was last opened from or
    /// saved to (nil: the app's default, the user's Documents folder).
    public var sceneFolder: String?
    /// Where the export choosers start: the folder of the last export (nil: the default).
    public var exportFolder: String?
    /// The scene files opened most recently (the primary menu's Recent section).
    public var recentFiles: RecentFiles
    /// The direction a new document is laid out in: the UI's (right to left in Hebrew or
    /// Arabic), given by the app at start. Not persisted: it follows the language of each run.
    public let defaultDirection: LayoutDirection
    /// What waits for the user's answer to "save the changes first?" (the window shows the
    /// question while this is set; `unsavedChangesAnswered` continues or drops it).
    public internal(set) var question: PendingOperation?
    /// What to do once the save the user chose in that question succeeds (nil: nothing).
    public internal(set) var afterSave: PendingOperation?
    /// An autosaved draft the app found (the opened document's, or an untitled one at start),
    /// offered back until restored or discarded (the window asks, with Restore and Discard).
    /// While it is offered nothing is autosaved, so the offered draft is not overwritten.
    public internal(set) var recoverable: AutosavedDocument?
    /// The open `.swift` document's import (its warnings, sources, previews and files); nil for
    /// any other document.
    public internal(set) var swiftSource: SwiftSourceImport?
    /// Why the open `.swift` file's latest save could not be imported (`Card.swift:12:5: …`):
    /// the canvas keeps the last good picture, stale, until a save imports again. Not persisted.
    public internal(set) var sourceProblem: String?
    /// Whether the window shows `sourceProblem`'s text: only once the file stayed unimportable
    /// for a moment (`sourceProblemDue`), so a save caught half-written only dims the picture.
    public internal(set) var sourceProblemIsShown: Bool

    /// The defaults: the library's default device, the standard template's three concentric
    /// cards inset 8 pt laid out in `direction` (the UI's), nothing animated, nothing remembered.
    public init(library: PlaygroundLibrary = .empty, direction: LayoutDirection = .leftToRight) {
        self.library = library
        device = library.defaultDevice
        defaultDirection = direction
        document = EditorDocument(opened: DocumentTemplate.standard.file(device: library.defaultDevice, direction: direction), origin: .untitled)
        selection = nil
        liveValues = [:]
        overlays = AnnotationLayers()
        animation = AnimationPlayback()
        viewport = .fit
        lastError = nil
        notice = nil
        animationExport = nil
        window = nil
        sceneFolder = nil
        exportFolder = nil
        recentFiles = RecentFiles()
        question = nil
        afterSave = nil
        recoverable = nil
        swiftSource = nil
        sourceProblem = nil
        sourceProblemIsShown = false
    }

    /// What the canvas draws and exports write: the document's scene with the live values as its
    /// parameters' defaults, so the scene alone says what is shown. Cheap enough for every
    /// animation frame: no disk access, no parsing.
    public var scene: SceneDocument { document.scene.withParameterDefaults(liveValues) }

    /// What Save writes: the document as edited (never an animated value).
    public var sceneFile: SceneFile { document.file }

    /// The value of `name` as shown (its slider's position): the live value while the animation
    /// moves it, else the document's default; nil when the scene declares no such parameter.
    public func value(of name: String) -> Double? {
        guard let parameter = document.scene.parameters.first(where: { $0.name == name }) else { return nil }
        return liveValues[name] ?? parameter.defaultValue
    }

    /// The animated parameter's value as shown (0 when the scene animates nothing).
    public var animatedValue: Double { animatedParameter.flatMap { value(of: $0.name) } ?? 0 }

    /// The parameter the scene's animation drives, or nil when it has no animation.
    public var animatedParameter: SceneParameter? { document.scene.animatedParameter }

    /// The Parameters group's rows: each declared parameter, in order, with the value shown and
    /// its slider's span. The span is the parameter's (`SceneParameter.sliderRange`), widened
    /// to hold its default and, for the animated parameter, both animated values, so a slider
    /// can always show what is drawn.
    public var parameterSliders: [ParameterSlider] {
        let scene = document.scene
        return scene.parameters.map { parameter in
            var lower = parameter.sliderRange.lowerBound, upper = parameter.sliderRange.upperBound
            var animated: [Double] = []
            if let motion = scene.playedAnimation, motion.parameter == parameter.name { animated = [motion.first, motion.second] }
            for v in [parameter.defaultValue] + animated where v.isFinite {
                lower = min(lower, v)
                upper = max(upper, v)
            }
            return ParameterSlider(
                name: parameter.name, value: liveValues[parameter.name] ?? parameter.defaultValue, range: lower...upper, animatedValues: animated)
        }
    }

    /// Why the animation switch does nothing for this scene (its tooltip), or nil when it applies.
    public var animationUnavailableReason: String? {
        let scene = document.scene
        if scene.animation == nil { return N_("This scene has no animation") }
        if scene.playedAnimation == nil { return N_("This scene animates a parameter it does not declare") }
        return nil
    }

    /// `scene` laid out, with text measured by `measurer` (the app passes Pango's; the default is
    /// the deterministic estimate tests use).
    public func layout(measurer: any TextMeasuring = EstimatedTextMeasurer()) -> ViewLayout {
        ViewLayout(document: scene, measurer: measurer)
    }

    /// The frames Export ▸ Animation writes: one whole cycle of the scene's animation (there and
    /// back, two holds, or one repetition of a repeating one: `ParameterAnimation.cycleSeconds`) at
    /// `animationExportFPS`, which loops seamlessly once the motion has settled into its rhythm;
    /// nil when the scene has no animation.
    public var animationExportTimeline: MotionTimeline? {
        guard let cycle = document.scene.animation?.cycleSeconds else { return nil }
        let fps = Self.animationExportFPS
        // Capped so a slow animation still fits the frame limit.
        let seconds = min(cycle, Double(MotionTimeline.maximumFrames) / Double(fps))
        return MotionTimeline(seconds: seconds, fps: fps)
    }

    /// The scene Export ▸ Animation samples: while the animation plays, starting from the value
    /// its loop toggles against (`first`, where the sample's `.task` starts) rather than wherever
    /// the spring happens to be, so the file starts where `concentric render --animate` starts
    /// the same scene. With the animation off, the document as it is.
    public var animationExportScene: SceneDocument {
        let scene = document.scene
        guard animation.switchShowsOn, let motion = scene.playedAnimation else { return self.scene }
        return scene.withParameterDefaults([motion.parameter: motion.first])
    }

    /// Frames per second of Export ▸ Animation (the command line's default too).
    public static let animationExportFPS = 30

    /// The status line's numbers for the current scene (lays the scene out; an app that already
    /// has the layout uses `StatusSummary(layout:measuringError:)`). The error is left out while
    /// a spring moves the animated parameter (see `StatusSummary.init(layout:measuringError:)`).
    public var summary: StatusSummary? {
        StatusSummary(layout: layout(), measuringError: !animation.isMoving)
    }
}

/// One row of the Parameters group: a parameter's name, the value shown, the slider's span.
public struct ParameterSlider: Sendable, Hashable {
    /// The parameter's name (the row's title).
    public var name: String
    /// The value shown: the live value while the animation moves it, else the default.
    public var value: Double
    /// Where the slider goes.
    public var range: ClosedRange<Double>
    /// The values the animation toggles between when it animates this parameter (the slider
    /// marks them), else empty.
    public var animatedValues: [Double]

    public init(name: String, value: Double, range: ClosedRange<Double>, animatedValues: [Double] = []) {
        self.name = name
        self.value = value
        self.range = range
        self.animatedValues = animatedValues
    }
}

/// Something that would replace or close a modified document, held while the user is asked
/// whether to save first, and done after the answer (Save, once saved; Discard, at once).
public enum PendingOperation: Sendable, Hashable {
    /// Close the window (and quit).
    case close
    /// New from this template.
    case new(DocumentTemplate)
    /// Open this scene file (read by the `loadSceneFile` effect).
    case open(URL)
    /// Open an untitled copy of this preset.
    case openPreset(String)
    /// The open file changed on disk: show this version of it (Save instead keeps the user's
    /// version and writes it over the file; Cancel keeps it unsaved).
    case reload(SceneFile)
    /// Bring back the autosaved document on offer.
    case restoreAutosave
}

/// The user's answer to "save the changes first?".
public enum UnsavedChangesAnswer: Sendable, Hashable {
    case save
    case discard
    case cancel
}

// MARK: - Action

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
    /// The animation switch was flipped.
    case animationSwitchToggled(Bool)
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
    /// The app could not use the state file: what it did about it (moved it aside, left a newer
    /// version's file alone), for the window's notice bar and standard error.
    case stateFileUnusable(String)
    /// The open document's autosave is another process's (the document is open in another
    /// window): this window does not autosave it; said once, in the notice bar and on standard error.
    case autosaveUnavailable(String)
    /// The answer to the question about unsaved changes.
    case unsavedChangesAnswered(UnsavedChangesAnswer)
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

// MARK: - Effect

/// What the app must do after an update: I/O and clocks. The store never does I/O itself.
public enum PlaygroundEffect: Sendable, Hashable {
    /// Ask "save the changes to NAME first?" (Save / Discard / Cancel), then send
    /// `unsavedChangesAnswered` (the operation is `state.question`).
    case askAboutUnsavedChanges(PendingOperation)
    /// Stop writing the animation and leave no file (the store has already forgotten it).
    case cancelAnimationExport
    /// Show the Save As chooser (Save of an untitled document), then send `saveAsRequested`
    /// or `saveAsCancelled`.
    case chooseSaveDestination
    /// Close the window: nothing is left unsaved (or the user chose to discard it).
    case closeWindow
    /// Put the scene's code (`SceneCode`, as `concentric code` prints it) on the clipboard as
    /// text, then send `exportFinished`.
    case copyCode(CodeLanguage)
    /// Render the scene as a PNG at this scale and put it on the clipboard, then send
    /// `exportFinished`.
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
    /// Queue a redraw of the canvas (derived: what the canvas shows changed).
    case redraw
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
    /// Show this error to the user (a dialog or a banner).
    case showError(String)
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
    /// Set the export's progress bar (derived: only the frames written changed).
    case syncExportProgress
    /// Set the parameter sliders and their labels (derived: only the live values changed, as
    /// on every animation frame).
    case syncLiveValues
    /// Set every widget from the state WITHOUT sending actions back (derived: what the widgets
    /// show changed).
    case syncWidgets
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
    /// The clipboard holds the scene (Copy PNG, Copy as SwiftUI or HTML).
    case copied
    /// The scene was saved to this file.
    case saved(URL)
}

// MARK: - Update

/// The store's one transition: the next state and the effects to run. Pure. The effects of a
/// change of state (redraw, sync the widgets, persist, autosave, watch the file) are derived
/// once from the states before and after (`derivedEffects`), after the action's own I/O.
public func update(_ state: PlaygroundState, _ action: PlaygroundAction) -> (PlaygroundState, [PlaygroundEffect]) {
    var next = state
    let effects = reduce(&next, action)
    return (next, effects + derivedEffects(from: state, to: next))
}

/// Each action's change and its I/O, alphabetically as in `PlaygroundAction`.
private func reduce(_ state: inout PlaygroundState, _ action: PlaygroundAction) -> [PlaygroundEffect] {
    switch action {
    case .animationExportCancelled:
        guard state.animationExport != nil else { return [] }
        state.animationExport = nil
        return [.cancelAnimationExport]

    case .animationExportFinished(let outcome):
        // A late report of an export already cancelled changes nothing.
        guard state.animationExport != nil else { return [] }
        state.animationExport = nil
        switch outcome {
        case .succeeded(let url):
            state.lastError = nil
            return url.map { [.showFeedback(.exported($0))] } ?? []
        case .failed(let message):
            return fail(&state, message)
        }

    case .animationExportProgressed(let frames):
        guard var export = state.animationExport else { return [] }
        export.framesWritten = min(max(0, frames), export.timeline.frameCount)
        state.animationExport = export
        return []

    case .animationExportRequested(let url, let timeline):
        guard state.animationExport == nil else { return fail(&state, N_("an animation is already being exported; cancel it first")) }
        guard state.document.scene.animation != nil else { return fail(&state, N_("the scene has no animation to export")) }
        if let problem = timeline.problem { return fail(&state, "cannot export the animation: \(problem)") }
        state.lastError = nil
        state.exportFolder = url.deletingLastPathComponent().path
        let export = AnimationExport(destination: url, scene: state.animationExportScene, timeline: timeline)
        state.animationExport = export
        return [.startAnimationExport(export)]

    case .animationSwitchToggled(let on):
        guard on != state.animation.isOn else { return [] }
        state.animation.isOn = on
        if on {
            state.animation.restart(from: state.animatedValue)
            return state.animation.isRunning ? [.startAnimationClock] : []
        }
        _ = state.animation.settle()
        state.animation.userSet(value: state.animatedDefault)
        state.liveValues = [:]
        return [.stopAnimationClock]

    case .autosaveDiscarded:
        guard state.recoverable != nil else { return [] }
        state.recoverable = nil
        return [.removeAutosave]

    case .autosaveFound(let autosave):
        state.recoverable = autosave
        return []

    case .autosaveRestored:
        guard state.recoverable != nil else { return [] }
        return state.ask(.restoreAutosave)

    case .canvasNavigated(let viewport):
        state.viewport = viewport
        return []

    case .closeRequested:
        return state.ask(.close)

    case .codeCopyRequested(let language):
        state.lastError = nil
        return [.copyCode(language)]

    case .copyRequested(let scale):
        state.lastError = nil
        return [.copyToClipboard(scale: PlaygroundLimits.exportScale.clamping(scale, nanFallback: 1))]

    case .devicePicked(let id):
        guard let device = state.library.device(id: id) else { return fail(&state, "unknown device \"\(id)\"") }
        state.device = device
        var scene = state.document.scene
        // A custom screen (the ellipse preset's) is the document's own shape: kept.
        guard scene.screen.device != nil else { return [] }
        scene.screen = Screen(device: device)
        scene.safeArea = device.safeArea
        state.replaceScene(scene, selection: state.selection)
        return []

    case .directionPicked(let direction):
        var scene = state.document.scene
        scene.direction = direction
        state.replaceScene(scene, selection: state.selection)
        return []

    case .documentEdited(let edit, _):
        // A `.swift` document is the source's preview: its parameters are the preview's state
        // (what SwiftUI's previews let one change), everything else is the file's to say.
        if state.document.isSwiftSource, let refusal = swiftSourceRefusal(edit) { return fail(&state, refusal) }
        do throws(SceneEditError) {
            let result = try state.document.scene.applying(edit)
            // A parameter's or the animation's edit selects nothing of its own: the selection stays.
            var selection = result.selection
            switch edit {
            case .addParameter, .setParameterDefault, .setParameterRange, .removeParameter, .setAnimation: selection = state.selection
            default: break
            }
            let motion = state.animation.motion
            state.replaceScene(result.document, selection: selection)
            // Another animation plays from its parameter's default: the clock starts or stops with it.
            if state.animation.motion != motion { return state.openedClock }
            // The user set the animated parameter: a spring in flight stops there.
            if case .setParameterDefault(let name, _) = edit, name == state.animatedParameter?.name {
                state.liveValues = [:]
                state.animation.userSet(value: state.animatedDefault)
            }
            return []
        } catch {
            return fail(&state, error.message)
        }

    case .documentOpenFailed(let message):
        return fail(&state, message)

    case .documentOpened(let url, let file):
        state.open(EditorDocument(opened: file, origin: .file(url)))
        state.recentFiles.opened(url.path)
        state.sceneFolder = url.deletingLastPathComponent().path
        return state.openedClock

    case .editFailed(let message):
        return fail(&state, message)

    case .errorDismissed:
        state.lastError = nil
        return []

    case .exportFinished(let outcome):
        switch outcome {
        case .succeeded(let url):
            state.lastError = nil
            return [.showFeedback(url.map(Feedback.exported) ?? .copied)]
        case .failed(let message):
            return fail(&state, message)
        }

    case .exportRequested(let request):
        state.lastError = nil
        state.exportFolder = request.destination.deletingLastPathComponent().path
        return [.export(request)]

    case .fileChangedOnDisk(let url, let file):
        // Another file's late report, or the file as it already is (our own save): nothing.
        guard url == state.document.fileURL, file != state.document.savedFile else { return [] }
        guard state.document.isModified else {
            state.reload(file)
            return state.openedClock
        }
        return state.ask(.reload(file))

    case .frameTicked(let seconds):
        guard state.animation.isRunning else { return [.stopAnimationClock] }
        if let value = state.animation.advance(frameTime: seconds), let name = state.animatedParameter?.name {
            state.setLive(name, value)
        }
        // Between springs nothing moves: wait for the next toggle without spending frames,
        // unless it is due within two frames anyway.
        let wait = state.animation.secondsUntilNextToggle
        if !state.animation.isMoving, wait > 2.0 / 60 { return [.scheduleAnimationClock(after: wait)] }
        return []

    case .newRequested(let template):
        return state.ask(.new(template))

    case .noticeDismissed:
        state.notice = nil
        return []

    case .previewPicked(let title):
        guard let url = state.document.swiftSourceURL, var source = state.swiftSource, source.previews.contains(title) else { return [] }
        guard source.preview != title else { return [] }
        source.preview = title
        state.swiftSource = source
        return [.reimportSwiftSource(url, preview: title)]

    case .openRequested(let url):
        return state.ask(.open(url))

    case .overlayToggled(let overlay, let on):
        state.overlays[overlay] = on
        return []

    case .presetPicked(let id):
        guard state.library.preset(id: id) != nil else { return fail(&state, "unknown preset \"\(id)\"") }
        return state.ask(.openPreset(id))

    case .recentFilesChecked(let existing):
        state.recentFiles.keep(existing)
        return []

    case .reduceMotionChanged(let reduce):
        guard reduce != state.animation.reduceMotion else { return [] }
        let wasRunning = state.animation.isRunning
        state.animation.reduceMotion = reduce
        if reduce {
            _ = state.animation.settle()
            state.animation.userSet(value: state.animatedDefault)
            state.liveValues = [:]
            return wasRunning ? [.stopAnimationClock] : []
        }
        state.animation.restart(from: state.animatedValue)
        return state.animation.isRunning ? [.startAnimationClock] : []

    case .saveAsCancelled:
        state.afterSave = nil
        return []

    case .saveAsRequested(let url):
        // Save As writes a scene file: never over Swift source, which the window only reads.
        if SwiftUISourceFile.isSwiftSource(url.path) {
            state.afterSave = nil
            return fail(&state, N_("Save As writes a scene file (.json); choose a name ending in .json"))
        }
        state.lastError = nil
        state.sceneFolder = url.deletingLastPathComponent().path
        return [.saveScene(url)]

    case .saveFinished(let outcome):
        switch outcome {
        case .succeeded(let url):
            state.lastError = nil
            guard let url else { return [] }
            state.document.saved(to: url)
            // Saved as a scene file: the document is that file now, no longer the source's preview.
            state.swiftSource = nil
            state.sourceProblem = nil
            state.dropGoneNotice()
            state.recentFiles.opened(url.path)
            let then = state.afterSave
            state.afterSave = nil
            return [.showFeedback(.saved(url))] + (then.map { state.perform($0) } ?? [])
        case .failed(let message):
            state.afterSave = nil
            return fail(&state, message)
        }

    case .saveRequested:
        state.lastError = nil
        guard let url = state.document.saveURL else { return [.chooseSaveDestination] }
        return [.saveScene(url)]

    case .selectionChanged(let path):
        state.select(path)
        return []

    case .selectionMoved(let navigation):
        let scene = state.document.scene
        guard let current = state.selection else {
            state.select(.root)
            return []
        }
        if let next = scene.path(navigation, from: current) { state.select(next) }
        return []

    case .sheetExportRequested(let request):
        state.lastError = nil
        state.exportFolder = request.destination.deletingLastPathComponent().path
        return [.exportSheet(request)]

    case .specExportRequested(let url):
        state.lastError = nil
        state.exportFolder = url.deletingLastPathComponent().path
        return [.exportSpec(url)]

    case .sourceImportFailed(let url, let message):
        // A late report for a document no longer open: nothing.
        guard url == state.document.swiftSourceURL else { return [] }
        state.sourceProblem = message
        return []

    case .sourceProblemDue(let url):
        guard url == state.document.swiftSourceURL, state.sourceProblem != nil else { return [] }
        state.sourceProblemIsShown = true
        return []

    case .swiftSourceOpenFailed(let url, let message, let files):
        return state.openUnimportable(url, message: message, watching: files)

    case .openFileGone(let url, let gone):
        state.fileGone(url, gone)
        return []

    case .swiftSourceOpened(let url, let file, let source):
        state.open(EditorDocument(opened: file, origin: .swiftSource(url)))
        state.swiftSource = source
        state.recentFiles.opened(url.path)
        state.sceneFolder = url.deletingLastPathComponent().path
        return state.openedClock

    case .swiftSourceReimported(let url, let file, let source):
        guard url == state.document.swiftSourceURL else { return [] }
        let motion = state.animation.motion
        state.reimport(file, source: source)
        return state.animation.motion != motion ? state.openedClock : []

    case .stateRestored(let text):
        var effects: [PlaygroundEffect] = []
        do throws(PersistentStateProblem) {
            let restored = try PlaygroundState.restoring(Data(text.utf8), library: state.library, direction: state.defaultDirection)
            state.adoptPersistent(from: restored.state)
            if let file = restored.file { effects.append(.loadSceneFile(file)) }
        } catch {
            // The state is left as it was (the defaults, at start), so nothing asks to save over
            // the file: the app moves an unusable file aside before it gets here anyway.
            effects.append(.warn("\(PlaygroundState.persistentFileName): \(error); using the defaults"))
        }
        return effects + state.openedClock

    case .stateFileUnusable(let message), .autosaveUnavailable(let message):
        state.notice = message
        return [.warn(message)]

    case .unsavedChangesAnswered(let answer):
        guard let operation = state.question else { return [] }
        state.question = nil
        switch answer {
        case .cancel:
            return []
        case .discard:
            return state.perform(operation)
        case .save:
            // Keeping the user's version over a changed file: save it, reload nothing.
            if case .reload = operation { state.afterSave = nil } else { state.afterSave = operation }
            guard let url = state.document.saveURL else { return [.chooseSaveDestination] }
            return [.saveScene(url)]
        }

    case .viewsPasted(let clipboard):
        if state.document.isSwiftSource { return fail(&state, PlaygroundState.swiftStructureMessage) }
        let scene = state.document.scene
        let place: PastePlace
        if let selection = state.selection, selection != .root {
            place = scene.view(at: selection)?.content.isStack == true ? .into(selection, index: nil) : .after(selection)
        } else {
            place = .into(.root, index: nil)
        }
        do throws(SceneEditError) {
            let result = try scene.pasting(clipboard, at: place)
            state.replaceScene(result.document, selection: result.selection)
            return []
        } catch {
            return fail(&state, error.message)
        }

    case .windowGeometryChanged(let geometry):
        state.window = geometry
        return []

    case .windowVisibilityChanged(let visible):
        guard visible != state.animation.windowVisible else { return [] }
        let wasRunning = state.animation.isRunning
        state.animation.windowVisible = visible
        if visible { return state.animation.isRunning ? [.startAnimationClock] : [] }
        state.animation.pause()
        return wasRunning ? [.stopAnimationClock] : []

    case .zoomChanged(let zoom):
        state.zoom = zoom
        return []

    case .zoomStepped(let up, let fitScale):
        state.zoom = state.zoom.stepped(up: up, fitScale: fitScale)
        return []
    }
}

/// Why `edit` is refused on a `.swift` document, or nil for a parameter's value (the preview's state).
private func swiftSourceRefusal(_ edit: SceneEdit) -> String? {
    switch edit {
    case .setParameterDefault: nil
    case .addParameter, .removeParameter, .setParameterRange, .setAnimation: PlaygroundState.swiftValuesMessage
    case .set: PlaygroundState.swiftValuesMessage
    default: PlaygroundState.swiftStructureMessage
    }
}

/// Records an error for the user and asks the app to show it.
private func fail(_ state: inout PlaygroundState, _ message: String) -> [PlaygroundEffect] {
    state.lastError = message
    return [.showError(message)]
}

extension PlaygroundState {
    /// Why a `.swift` document's structure cannot change in the window (the structure commands'
    /// tooltip, and the error of one that arrives anyway).
    public static let swiftStructureMessage = N_("Edit the file to change its structure")
    /// Why a `.swift` document's values are shown read-only (the inspector's tooltip).
    public static let swiftValuesMessage = N_("Edits to Swift files come later: edit the file to change this value")

    /// The document's own value of the animated parameter (0 without one).
    var animatedDefault: Double { document.scene.animatedParameter?.defaultValue ?? 0 }

    /// `operation` now when nothing is unsaved, else the question first (a second request while
    /// one is asked replaces it: the dialog is modal, so that is a late one).
    mutating func ask(_ operation: PendingOperation) -> [PlaygroundEffect] {
        // Closing or replacing an unmodified document loses nothing; neither does restoring
        // over it. A recovered autosave is itself unsaved work: closing asks about it too.
        guard document.isModified else { return perform(operation) }
        question = operation
        return [.askAboutUnsavedChanges(operation)]
    }

    /// Does `operation` (the user's changes, if any, are saved or given up).
    mutating func perform(_ operation: PendingOperation) -> [PlaygroundEffect] {
        switch operation {
        case .close:
            return [.closeWindow]
        case .new(let template):
            open(EditorDocument(opened: template.file(device: device, direction: defaultDirection), origin: .untitled))
            return openedClock
        case .open(let url):
            return [.loadSceneFile(url)]
        case .openPreset(let id):
            guard let preset = library.preset(id: id) else { return [] }
            open(EditorDocument(opened: preset, origin: .preset(id)))
            return openedClock
        case .reload(let file):
            reload(file)
            return openedClock
        case .restoreAutosave:
            guard let autosave = recoverable else { return [] }
            recoverable = nil
            open(EditorDocument(file: autosave.file, origin: autosave.origin, savedFile: nil))
            return openedClock
        }
    }

    /// Makes `document` the open one: a scene on a device the library knows shows that device in
    /// the drop-down; nothing is selected; its animation becomes the one played, restarted from
    /// the animated parameter's default, as SwiftUI's `.task` starts when a view appears.
    mutating func open(_ document: EditorDocument) {
        self.document = document
        selection = nil
        swiftSource = nil
        sourceProblem = nil
        sourceProblemIsShown = false
        adoptDocumentDevice()
        liveValues = [:]
        animation.play(document.scene.playedAnimation, from: animatedDefault)
    }

    /// The document's scene replaced by an edit (or undo), with the selection after it; the
    /// live values of parameters the scene no longer declares are dropped.
    mutating func replaceScene(_ scene: SceneDocument, selection: ViewPath?) {
        document.file.document = scene
        self.selection = selection.flatMap { scene.view(at: $0) == nil ? nil : $0 }
        let declared = Set(scene.parameters.map(\.name))
        liveValues = liveValues.filter { declared.contains($0.key) }
        if animation.motion != scene.playedAnimation {
            // Another animation (another parameter, values, hold or spring): its schedule
            // starts afresh from the document's values, and nothing stays animated.
            liveValues = [:]
            animation.play(scene.playedAnimation, from: animatedDefault)
        }
    }

    /// Selects the view at `path` (nil, or a path to no view: nothing).
    mutating func select(_ path: ViewPath?) {
        selection = path.flatMap { document.scene.view(at: $0) == nil ? nil : $0 }
    }

    /// Sets a parameter's live value (none when it equals the document's default, so the
    /// live values are empty whenever what is drawn is the document itself).
    mutating func setLive(_ name: String, _ value: Double) {
        let own = document.scene.parameters.first { $0.name == name }?.defaultValue
        liveValues[name] = value == own ? nil : value
    }

    /// The device drop-down follows the document's device when the library knows it.
    mutating func adoptDocumentDevice() {
        if let id = document.scene.screen.device, let known = library.device(id: id) { device = known }
    }

    /// The frame clock after a document opened: started when the new scene animates (the
    /// previous one may have had nothing to play), else stopped.
    var openedClock: [PlaygroundEffect] { animation.isRunning ? [.startAnimationClock] : [.stopAnimationClock] }
}
