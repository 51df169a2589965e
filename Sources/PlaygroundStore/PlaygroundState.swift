// The playground's state: one value holding the scene document and how it is viewed, and the
// questions and answers the window asks about it.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
import SceneCode
import SceneEditing

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
    /// The error to show (an open, a save, an export, a copy or an edit that failed), until
    /// dismissed or until that kind of thing next succeeds.
    public var error: StoreError?
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
    /// An edit of a `.swift` document's value that the file computes, waiting for the user to
    /// say whether the `@State` default or literal it reads changes (`sourceValueOfferAnswered`).
    public internal(set) var valueOffer: SourceValueOffer?
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
        error = nil
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

    /// The scene Export ▸ Animation samples: while the animation plays or holds a frame of its
    /// own, starting from the value its loop toggles against (`first`, where the sample's `.task`
    /// starts) rather than wherever the spring happens to be, so the file starts where `concentric
    /// render --animate` starts the same scene. Otherwise, the document as it is.
    public var animationExportScene: SceneDocument {
        let scene = document.scene
        guard let motion = scene.playedAnimation, animation.showsPlaying || animation.isHeld else { return self.scene }
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
