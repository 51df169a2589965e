// The effects that follow from a change of state, derived once from the states before and after
// an update (Elm's `updateWithStorage`), so no branch of `update` lists them.
import ConcentricCore
import ConcentricScene
import Foundation
import SceneEditing

/// What a change of state asks of the app, in this order: redraw the canvas when what it shows
/// changed; sync the widgets when what they show changed (only the parameter sliders when only
/// the live values did, as on an animation frame; only the progress bar when only the export's
/// progress did); persist the state file; autosave (or remove the autosave); watch the file.
public func derivedEffects(from before: PlaygroundState, to after: PlaygroundState) -> [PlaygroundEffect] {
    var effects: [PlaygroundEffect] = []
    if CanvasInputs(before) != CanvasInputs(after) { effects.append(.redraw) }
    if WidgetInputs(before) != WidgetInputs(after) {
        effects.append(.syncWidgets)
    } else {
        if before.liveValues != after.liveValues { effects.append(.syncLiveValues) }
        if before.animationExport?.framesWritten != after.animationExport?.framesWritten { effects.append(.syncExportProgress) }
    }
    if before.persistentFile != after.persistentFile { effects.append(.persistState) }
    effects += autosaveEffects(from: before, to: after)
    let watched = after.swiftSource?.files ?? []
    if before.document.fileURL != after.document.fileURL || (before.swiftSource?.files ?? []) != watched {
        if let url = after.document.fileURL {
            effects.append(.watchFile(url))
        } else if !watched.isEmpty {
            effects.append(.watchSwiftSource(watched))
        } else {
            effects.append(.stopWatchingFile)
        }
    }
    return effects
}

/// Autosave a moment after each change of a modified document; remove the autosave once the
/// document is no longer modified (saved, discarded, replaced). Nothing while an autosave is on
/// offer (it would be overwritten before the user answered), and nothing for the offer itself.
private func autosaveEffects(from before: PlaygroundState, to after: PlaygroundState) -> [PlaygroundEffect] {
    guard after.recoverable == nil else { return [] }
    let wasOffered = before.recoverable != nil
    if after.document.isModified {
        let changed = before.document.file != after.document.file || before.document.origin != after.document.origin || !before.document.isModified
        return changed || wasOffered ? [.scheduleAutosave] : []
    }
    return before.document.isModified && !wasOffered ? [.removeAutosave] : []
}

/// What the canvas draws: the scene and its live values, the overlays, the viewport, the
/// selection's outline, and whether the status line measures the error (not while a spring moves).
private struct CanvasInputs: Equatable {
    var scene: SceneDocument
    var live: [String: Double]
    var overlays: AnnotationLayers
    var viewport: CanvasViewport
    var selection: ViewPath?
    var measuring: Bool

    init(_ state: PlaygroundState) {
        scene = state.document.scene
        live = state.liveValues
        overlays = state.overlays
        viewport = state.viewport
        selection = state.selection
        measuring = !state.animation.isMoving
    }
}

/// What the widgets show besides the live values and the export's progress: the document (its
/// name, modified mark, parameters, the layer list and inspector), the selection, the device,
/// the switches and drop-downs, the notice, the question and the offered autosave, the export
/// under way, the recent files.
private struct WidgetInputs: Equatable {
    var document: EditorDocument
    var selection: ViewPath?
    var device: String
    var overlays: AnnotationLayers
    var animation: [Bool]
    var viewport: CanvasViewport
    var notice: String?
    var question: PendingOperation?
    var recoverable: AutosavedDocument?
    var exporting: URL?
    var recent: RecentFiles
    var source: SwiftSourceImport?
    var sourceProblem: String?
    var sourceProblemIsShown: Bool

    init(_ state: PlaygroundState) {
        document = state.document
        selection = state.selection
        device = state.device.id
        overlays = state.overlays
        animation = [state.animation.isOn, state.animation.reduceMotion, state.animation.switchShowsOn]
        viewport = state.viewport
        notice = state.notice
        question = state.question
        recoverable = state.recoverable
        exporting = state.animationExport?.destination
        recent = state.recentFiles
        source = state.swiftSource
        sourceProblem = state.sourceProblem
        sourceProblemIsShown = state.sourceProblemIsShown
    }
}
