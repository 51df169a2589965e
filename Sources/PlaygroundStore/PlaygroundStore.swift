// The playground's pure MVU store: its state, the actions that change it, the effects it asks
// the app to run, and `update`, in that order (the Elm architecture).
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation

// MARK: - State

/// Everything the playground shows, as one value. Numeric settings are clamped to
/// `PlaygroundLimits` when set (NaN keeps the previous value), so the state is always valid.
public struct PlaygroundState: Sendable, Hashable {
    /// The devices and presets on offer (loaded once by the app; neither persisted nor undone).
    public var library: PlaygroundLibrary
    /// The device screen the cards are drawn on.
    public var device: DeviceProfile
    /// The generated playground's container: the screen's shape.
    public var container: ContainerSettings
    /// Each logical corner's style of the generated cards.
    public var corners: LogicalCorners<CornerSetting>
    /// Which corners of the generated cards share a radius.
    public var uniformity: Uniformity
    /// The value of the scene's inset parameter (`SceneDocument.insetParameter`: the generated
    /// cards' padding, the sample card's `inset`), which the slider and the animation drive;
    /// points in `PlaygroundLimits.inset`. Kept for a scene without one, where it does nothing.
    public var inset: Double {
        get { storedInset }
        set { storedInset = PlaygroundLimits.inset.clamping(newValue, nanFallback: storedInset) }
    }
    /// How many cards the playground nests, in `PlaygroundLimits.depth`.
    public var depth: Int {
        get { storedDepth }
        set { storedDepth = PlaygroundLimits.depth.clamping(newValue) }
    }
    /// The scene's layout direction (leading corners are on the right in right-to-left).
    public var direction: LayoutDirection
    /// The canvas's annotation layers.
    public var overlays: AnnotationLayers
    /// The scene's inset animation, as played so far.
    public var animation: InsetAnimation
    /// What part of the scene the canvas shows (view state: persisted, not undone).
    public var viewport: CanvasViewport
    /// The canvas zoom (factors are clamped to `PlaygroundLimits.zoom`; a NaN factor is ignored),
    /// the viewport's: changing it keeps the part of the scene in the canvas's middle.
    public var zoom: Zoom {
        get { viewport.zoom }
        set { viewport.zoom = newValue }
    }
    /// What the canvas shows.
    public var document: PlaygroundDocument
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

    private var storedInset: Double = 8
    private var storedDepth: Int = 3

    /// The defaults: the library's default device and its display as the container, three
    /// concentric cards inset 8 pt (the sample card's inset) laid out in `direction` (the UI's),
    /// nothing animated, nothing remembered.
    public init(library: PlaygroundLibrary = .empty, direction: LayoutDirection = .leftToRight) {
        self.library = library
        device = library.defaultDevice
        container = ContainerSettings(device: device)
        corners = LogicalCorners(all: CornerSetting(kind: .concentric, value: 8))
        uniformity = .none
        self.direction = direction
        defaultDirection = direction
        overlays = AnnotationLayers()
        animation = InsetAnimation()
        viewport = .fit
        document = .playground
        lastError = nil
        notice = nil
        animationExport = nil
        window = nil
        sceneFolder = nil
        exportFolder = nil
        recentFiles = RecentFiles()
    }

    /// The generated cards' shape, from the four corner settings and the uniformity.
    public var cardShape: ConcentricRectangle {
        ConcentricRectangle(
            corners: LogicalCorners(
                topLeading: corners.topLeading.style, topTrailing: corners.topTrailing.style,
                bottomLeading: corners.bottomLeading.style, bottomTrailing: corners.bottomTrailing.style),
            uniformity: uniformity)
    }

    /// The screen: the device's when the container is its display, else the device's size with
    /// the chosen shape (so a saved scene refers to the device only when it is the device's).
    public var screen: Screen {
        let own = Screen(device: device)
        return own.shape == container.shape ? own : Screen(size: own.size, shape: container.shape)
    }

    /// What the canvas draws, as a v2 document whose inset parameter's default is `inset`, so the
    /// document alone says what is shown (layout, export and save read it as it is). Cheap enough
    /// for every animation frame: no disk access, no parsing.
    ///
    /// For the playground, `SceneDocument.nestedCards` from the controls. For a document, the
    /// loaded scene with the state's direction and, on a device screen, the state's device and its
    /// safe area (a custom screen, such as the ellipse preset's, keeps its shape). Opening a
    /// document sets the inset to the document's own value, so it first shows exactly as saved.
    public var scene: SceneDocument {
        guard var scene = document.loadedScene else {
            return SceneDocument.nestedCards(
                screen: screen, safeArea: device.safeArea, depth: depth, inset: inset,
                corners: cardShape.corners, uniformity: uniformity, direction: direction, animation: animation.motion)
        }
        scene.direction = direction
        if scene.screen.device != nil {
            scene.screen = Screen(device: device)
            scene.safeArea = device.safeArea
        }
        return scene.withInsetDefault(inset)
    }

    /// What Save writes: `scene` with the loaded file's id, title and description (the playground's
    /// own for the generated cards).
    public var sceneFile: SceneFile {
        guard let loaded = document.loadedFile else {
            return SceneFile(
                title: "Playground", summary: "\(depth) nested concentric cards, each inset by the parameter inset.", document: scene)
        }
        return SceneFile(id: loaded.id, title: loaded.title, summary: loaded.summary, document: scene)
    }

    /// The parameter the inset slider drives in the current scene, or nil when it has none (the
    /// slider is then insensitive: `insetUnavailableReason` says why).
    public var insetParameter: SceneParameter? { scene.insetParameter }

    /// Why the inset slider does nothing for this scene (its tooltip), or nil when it applies.
    public var insetUnavailableReason: String? {
        insetParameter == nil ? N_("This scene has no \"inset\" parameter and no animated parameter") : nil
    }

    /// Why the animation switch does nothing for this scene (its tooltip), or nil when it applies.
    public var animationUnavailableReason: String? {
        let scene = scene
        if scene.animation == nil { return N_("This scene has no animation") }
        if scene.insetAnimation == nil { return N_("This scene animates a parameter it does not declare") }
        return nil
    }

    /// `scene` laid out, with text measured by `measurer` (the app passes Pango's; the default is
    /// the deterministic estimate tests use).
    public func layout(measurer: any TextMeasuring = EstimatedTextMeasurer()) -> ViewLayout {
        ViewLayout(document: scene, measurer: measurer)
    }

    /// The frames Export ▸ Animation writes: one whole cycle of the scene's animation (there and
    /// back, two holds) at `animationExportFPS`, which loops seamlessly once the spring has settled
    /// into its rhythm; nil when the scene has no animation.
    public var animationExportTimeline: MotionTimeline? {
        guard let animation = scene.animation, animation.hold.isFinite, animation.hold > 0 else { return nil }
        let fps = Self.animationExportFPS
        // Capped so a slow animation still fits the frame limit.
        let seconds = min(2 * animation.hold, Double(MotionTimeline.maximumFrames) / Double(fps))
        return MotionTimeline(seconds: seconds, fps: fps)
    }

    /// The scene Export ▸ Animation samples: `scene`, but while the animation plays, starting from
    /// the value its loop toggles against (`first`, where the sample's `.task` starts) rather than
    /// wherever the spring happens to be, so the file starts where `concentric render --animate`
    /// starts the same scene. With the animation off, the inset as set.
    public var animationExportScene: SceneDocument {
        let scene = scene
        // Only when the slider's parameter is the animated one: another keeps its own default.
        guard animation.switchShowsOn, let motion = scene.insetAnimation else { return scene }
        return scene.withInsetDefault(motion.first)
    }

    /// Frames per second of Export ▸ Animation (the command line's default too).
    public static let animationExportFPS = 30

    /// The status line's numbers for the current scene (lays the scene out; an app that already
    /// has the layout uses `StatusSummary(layout:measuringError:)`). The error is left out while
    /// a spring moves the inset (see `StatusSummary.init(layout:measuringError:)`).
    public var summary: StatusSummary? {
        StatusSummary(layout: layout(), measuringError: !animation.isMoving)
    }
}

// MARK: - Action

/// What happened, named after the event (alphabetical). Values from widgets arrive raw: `update`
/// clamps them, and ignores NaN.
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
    /// The user zoomed or panned the canvas with the pointer (Ctrl+scroll, a pinch, a middle or
    /// Space drag): the viewport the canvas computed with `CanvasFit` (clamped here).
    case canvasNavigated(CanvasViewport)
    /// One corner radius of the uneven rounded rectangle container changed.
    case containerCornerRadiusChanged(LogicalCorner, Double)
    case containerCurvePicked(CornerCurve)
    case containerRadiusChanged(Double)
    case containerShapePicked(ContainerShape.Kind)
    /// Ctrl+Shift+C: copy the scene as a PNG at this scale.
    case copyRequested(scale: Double)
    /// Copy as SwiftUI / Copy as HTML: the scene's code on the clipboard.
    case codeCopyRequested(CodeLanguage)
    case cornerStylePicked(LogicalCorner, CornerStyle.Kind)
    case cornerValueChanged(LogicalCorner, Double)
    case depthChanged(Int)
    /// A device id from the drop-down (or a restored file).
    case devicePicked(String)
    case directionPicked(LayoutDirection)
    /// Opening a scene file failed: the one-line message to show.
    case documentOpenFailed(String)
    /// The app read and parsed a scene file (a version 1 file arrives converted).
    case documentOpened(URL, SceneFile)
    /// The user closed the error message.
    case errorDismissed
    /// An export or a copy ended.
    case exportFinished(ExportOutcome)
    /// The user closed the notice bar.
    case noticeDismissed
    case exportRequested(ExportRequest)
    /// A frame of the animation clock, in seconds (frame time µs / 1e6).
    case frameTicked(seconds: Double)
    case insetSliderMoved(Double)
    case overlayToggled(AnnotationLayer, Bool)
    /// The presets drop-down's "Playground" entry: back to the generated cards.
    case playgroundPicked
    case presetPicked(String)
    /// The app checked which recent files still exist: these (the others are forgotten).
    case recentFilesChecked(existing: Set<String>)
    /// Ctrl+Shift+Z (handled by `UndoableStore`; `update` leaves the state alone).
    case redoRequested
    /// GtkSettings:gtk-enable-animations changed: true when it became false.
    case reduceMotionChanged(Bool)
    /// A save ended.
    case saveFinished(ExportOutcome)
    /// Save As… chose this destination.
    case saveRequested(URL)
    /// Export ▸ Spec Sheet chose this destination (PDF or PNG): the scene on every device.
    case sheetExportRequested(ExportRequest)
    /// A slider drag started: the changes until `sliderDragEnded` are one undo step.
    case sliderDragBegan
    case sliderDragEnded
    /// Export ▸ Spec (JSON) chose this destination: `concentric layout`'s JSON for the scene.
    case specExportRequested(URL)
    /// The text of the persisted state file, read by the app at start.
    case stateRestored(String)
    /// The app could not use the state file: what it did about it (moved it aside, left a newer
    /// version's file alone), for the window's notice bar and standard error.
    case stateFileUnusable(String)
    /// Ctrl+Z (handled by `UndoableStore`; `update` leaves the state alone).
    case undoRequested
    case uniformityPicked(Uniformity)
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

/// What the app must do after an update. The store never does I/O itself.
public enum PlaygroundEffect: Sendable, Hashable {
    /// Stop writing the animation and leave no file (the store has already forgotten it).
    case cancelAnimationExport
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
    /// Read and parse this scene file, then send `documentOpened` or `documentOpenFailed`.
    case loadSceneFile(URL)
    /// Write `state.persistentJSON` atomically to `$XDG_CONFIG_HOME/concentric/playground.json`
    /// (debounced, or on quit).
    case persistState
    /// Queue a redraw of the canvas.
    case redraw
    /// Write `state.sceneFile` as a scene file (version 2), atomically, then send `saveFinished`.
    /// The first save over a version 1 file keeps a copy of it beside it (`NAME.v1.json`).
    case saveScene(URL)
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
    /// Remove the tick callback and cancel any scheduled start.
    case stopAnimationClock
    /// Set every widget from the state WITHOUT sending actions back (undo or the animation moved
    /// a value; a value was clamped).
    case syncWidgets
    /// Print this warning on stderr (not a dialog), e.g. a corrupt state file.
    case warn(String)
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

/// The store's one transition: the next state and the effects to run. Pure. Persistence is
/// wrapped around the individual actions once, here: any change to the persistent part of the
/// state asks for `persistState` (animation frames excepted, which would write 60 times a second).
/// Undo and redo wrap this function once more (`UndoableStore`).
public func update(_ state: PlaygroundState, _ action: PlaygroundAction) -> (PlaygroundState, [PlaygroundEffect]) {
    var next = state
    var effects = reduce(&next, action)
    if case .frameTicked = action {} else { effects += persistence(from: state, to: next) }
    return (next, effects)
}

/// `persistState` when the persistent part of the state changed.
func persistence(from before: PlaygroundState, to after: PlaygroundState) -> [PlaygroundEffect] {
    before.persistentFile == after.persistentFile ? [] : [.persistState]
}

/// The effects a change of what the canvas shows needs.
private let changed: [PlaygroundEffect] = [.redraw, .syncWidgets]

/// Each action's change, alphabetically as in `PlaygroundAction`.
private func reduce(_ state: inout PlaygroundState, _ action: PlaygroundAction) -> [PlaygroundEffect] {
    switch action {
    case .animationExportCancelled:
        guard state.animationExport != nil else { return [] }
        state.animationExport = nil
        return [.cancelAnimationExport, .syncWidgets]

    case .animationExportFinished(let outcome):
        // A late report of an export already cancelled changes nothing.
        guard state.animationExport != nil else { return [] }
        state.animationExport = nil
        switch outcome {
        case .succeeded(let url):
            state.lastError = nil
            return [.syncWidgets] + (url.map { [.showFeedback(.exported($0))] } ?? [])
        case .failed(let message):
            return [.syncWidgets] + fail(&state, message)
        }

    case .animationExportProgressed(let frames):
        guard var export = state.animationExport else { return [] }
        export.framesWritten = min(max(0, frames), export.timeline.frameCount)
        state.animationExport = export
        return [.syncWidgets]

    case .animationExportRequested(let url, let timeline):
        guard state.animationExport == nil else { return fail(&state, N_("an animation is already being exported; cancel it first")) }
        guard state.scene.animation != nil else { return fail(&state, N_("the scene has no animation to export")) }
        if let problem = timeline.problem { return fail(&state, "cannot export the animation: \(problem)") }
        state.lastError = nil
        state.exportFolder = url.deletingLastPathComponent().path
        let export = AnimationExport(destination: url, scene: state.animationExportScene, timeline: timeline)
        state.animationExport = export
        return [.startAnimationExport(export), .syncWidgets]

    case .animationSwitchToggled(let on):
        guard on != state.animation.isOn else { return [.syncWidgets] }
        state.animation.isOn = on
        if on {
            state.animation.restart(from: state.inset)
            return state.animation.isRunning ? [.syncWidgets, .startAnimationClock] : [.syncWidgets]
        }
        state.inset = state.animation.settle()
        return changed + [.stopAnimationClock]

    case .canvasNavigated(let viewport):
        state.viewport = viewport
        return [.redraw, .syncWidgets]

    case .containerCornerRadiusChanged(let corner, let radius):
        state.container.cornerRadii[corner] = radius
        return changed

    case .containerCurvePicked(let curve):
        state.container.curve = curve
        return changed

    case .containerRadiusChanged(let radius):
        state.container.radius = radius
        return changed

    case .containerShapePicked(let kind):
        state.container.kind = kind
        return changed

    case .copyRequested(let scale):
        state.lastError = nil
        return [.copyToClipboard(scale: PlaygroundLimits.exportScale.clamping(scale, nanFallback: 1))]

    case .codeCopyRequested(let language):
        state.lastError = nil
        return [.copyCode(language)]

    case .cornerStylePicked(let corner, let kind):
        state.corners[corner].kind = kind
        return changed

    case .cornerValueChanged(let corner, let value):
        state.corners[corner].value = value
        return changed

    case .depthChanged(let depth):
        state.depth = depth
        return changed

    case .devicePicked(let id):
        guard let device = state.library.device(id: id) else { return fail(&state, "unknown device \"\(id)\"") }
        state.select(device: device)
        return changed

    case .directionPicked(let direction):
        state.direction = direction
        return changed

    case .documentOpenFailed(let message):
        return fail(&state, message)

    case .documentOpened(let url, let file):
        state.open(.file(url, file: file))
        state.recentFiles.opened(url.path)
        state.sceneFolder = url.deletingLastPathComponent().path
        return state.openedEffects

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

    case .saveFinished(let outcome):
        switch outcome {
        case .succeeded(let url):
            state.lastError = nil
            return url.map { [.showFeedback(.saved($0))] } ?? []
        case .failed(let message):
            return fail(&state, message)
        }

    case .noticeDismissed:
        guard state.notice != nil else { return [] }
        state.notice = nil
        return [.syncWidgets]

    case .exportRequested(let request):
        state.lastError = nil
        state.exportFolder = request.destination.deletingLastPathComponent().path
        return [.export(request)]

    case .frameTicked(let seconds):
        guard state.animation.isRunning else { return [.stopAnimationClock] }
        let before = state.inset
        if let value = state.animation.advance(frameTime: seconds) { state.inset = value }
        var effects = state.inset == before ? [] : changed
        // Between springs nothing moves: wait for the next toggle without spending frames,
        // unless it is due within two frames anyway.
        let wait = state.animation.secondsUntilNextToggle
        if !state.animation.isMoving, wait > 2.0 / 60 { effects.append(.scheduleAnimationClock(after: wait)) }
        return effects

    case .insetSliderMoved(let inset):
        state.inset = inset
        state.animation.userSet(inset: state.inset)
        return changed

    case .overlayToggled(let overlay, let on):
        state.overlays[overlay] = on
        return changed

    case .playgroundPicked:
        state.open(.playground)
        return state.openedEffects

    case .presetPicked(let id):
        guard let preset = state.library.preset(id: id) else { return fail(&state, "unknown preset \"\(id)\"") }
        state.open(.preset(id: id, file: preset))
        return state.openedEffects

    case .recentFilesChecked(let existing):
        state.recentFiles.keep(existing)
        return []

    case .redoRequested, .undoRequested, .sliderDragBegan, .sliderDragEnded:
        return []

    case .reduceMotionChanged(let reduce):
        guard reduce != state.animation.reduceMotion else { return [] }
        let wasRunning = state.animation.isRunning
        state.animation.reduceMotion = reduce
        if reduce {
            state.inset = state.animation.settle()
            return wasRunning ? changed + [.stopAnimationClock] : [.syncWidgets]
        }
        state.animation.restart(from: state.inset)
        return state.animation.isRunning ? [.syncWidgets, .startAnimationClock] : [.syncWidgets]

    case .saveRequested(let url):
        state.lastError = nil
        state.sceneFolder = url.deletingLastPathComponent().path
        return [.saveScene(url)]

    case .sheetExportRequested(let request):
        state.lastError = nil
        state.exportFolder = request.destination.deletingLastPathComponent().path
        return [.exportSheet(request)]

    case .specExportRequested(let url):
        state.lastError = nil
        state.exportFolder = url.deletingLastPathComponent().path
        return [.exportSpec(url)]

    case .stateRestored(let text):
        var effects = changed
        do throws(PersistentStateProblem) {
            let (restored, file) = try PlaygroundState.restoring(Data(text.utf8), library: state.library)
            state.adoptPersistent(from: restored)
            if let file { effects.append(.loadSceneFile(file)) }
        } catch {
            // The state is left as it was (the defaults, at start), so nothing asks to save over
            // the file: the app moves an unusable file aside before it gets here anyway.
            effects.append(.warn("\(PlaygroundState.persistentFileName): \(error); using the defaults"))
        }
        if state.animation.isRunning { effects.append(.startAnimationClock) }
        return effects

    case .stateFileUnusable(let message):
        state.notice = message
        return [.syncWidgets, .warn(message)]

    case .uniformityPicked(let uniformity):
        state.uniformity = uniformity
        return changed

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
        return changed

    case .zoomStepped(let up, let fitScale):
        state.zoom = state.zoom.stepped(up: up, fitScale: fitScale)
        return changed
    }
}

/// Records an error for the user and asks the app to show it.
private func fail(_ state: inout PlaygroundState, _ message: String) -> [PlaygroundEffect] {
    state.lastError = message
    return [.showError(message)]
}

extension PlaygroundState {
    /// Switches to `device`: its display becomes the container's radius (all four uneven corners
    /// too) and curve; the container's kind stays.
    mutating func select(device: DeviceProfile) {
        self.device = device
        container.radius = device.cornerRadius
        container.cornerRadii = LogicalCorners(all: device.cornerRadius)
        container.curve = device.cornerCurve
    }

    /// Opens a document: a loaded scene's device (when the library knows it), direction and own
    /// inset become the state's, so the controls show them and the scene first shows as saved;
    /// its animation becomes the one played (the playground's own for the playground), restarted
    /// from there, as SwiftUI's `.task` starts when a view appears.
    mutating func open(_ document: PlaygroundDocument) {
        self.document = document
        if let scene = document.loadedScene {
            direction = scene.direction
            if let id = scene.screen.device, let device = library.device(id: id) { self.device = device }
            if let own = scene.insetParameter?.defaultValue { inset = own }
        }
        playDocumentAnimation()
    }

    /// Plays the document's animation of its inset (the playground's own for the playground) from
    /// the current inset, on a fresh schedule.
    mutating func playDocumentAnimation() {
        if let scene = document.loadedScene {
            animation.play(scene.insetAnimation, from: inset)
        } else {
            animation.play(InsetAnimation.playgroundDefault, from: inset)
        }
    }

    /// The effects after a document opened: a redraw, the widgets, and the frame clock started
    /// when the new scene animates (the previous one may have had nothing to play).
    var openedEffects: [PlaygroundEffect] {
        [.redraw, .syncWidgets] + (animation.isRunning ? [.startAnimationClock] : [.stopAnimationClock])
    }
}
