// The window as a function of state: after every action the app hands `render` the states
// before and after it, and each part of the window is brought up to date only when what it
// shows changed. The store knows nothing of the window: its effects are files and time.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundStore
import SceneEditing

extension PlaygroundWindow {
    /// Brings the window from showing `old` to showing `new` (`old` nil: everything, as when it
    /// is first shown): each part is set only when its slice of the state changed. The canvas
    /// first: the inspector reads the layout it makes. An animation frame changes only the
    /// canvas and the parameters' values, a progress report only the export's progress row.
    func render(from old: PlaygroundState?, to new: PlaygroundState, valuesAreMoving: Bool) {
        /// Whether the part of the state `slice` reads changed.
        func changed<Slice: Equatable>(_ slice: (PlaygroundState) -> Slice) -> Bool { old.map(slice) != slice(new) }
        if changed(CanvasShown.init) { redraw(new, valuesAreMoving: valuesAreMoving) }
        guard old != nil else { return sync(new) }
        if changed(HeaderShown.init) { showHeader(new) }
        if changed(ParametersPanel.Shown.init) {
            showParameters(new)
        } else if changed({ $0.parameterSliders.map(\.value) }) {
            parameters.showValues(new.parameterSliders)
        }
        if changed(\.overlays) { showOverlays(new) }
        if changed(AnimationPanel.Shown.init) { animationPanel.show(new) }
        if changed(PlaybackBar.Shown.init) { playbackBar.show(PlaybackBar.Shown(new)) }
        if changed(\.zoom) { showZoom(new) }
        if changed(\.notice) { showNotice(new) }
        if changed(SourceBarShown.init) { syncSource(new) }
        if changed({ $0.animationExport.map { [$0.destination.path, String($0.framesWritten)] } }) { syncExportProgress(new) }
        // An answered value offer: the inspector shows the value as it is now (a declined
        // one, the file's), not the number typed. Not when asked: the dialog is on screen.
        let answered = old?.valueOffer != nil && new.valueOffer == nil
        if changed(EditingShown.init) || answered { syncEditing(new) }
    }

    /// The animation export's progress row: shown while one is written.
    func syncExportProgress(_ state: PlaygroundState) {
        guard let export = state.animationExport else {
            progressRow.isVisible = false
            return
        }
        progressLabel.text = tr("Writing {file}…", ["file": export.destination.lastPathComponent])
        progressBar.fraction = export.fraction
        progressBar.text = tr("{written} of {total} frames", ["written": String(export.framesWritten), "total": String(export.timeline.frameCount)])
        progressRow.isVisible = true
    }

    /// Lays the scene out once and hands it to the canvas; updates the status line and the
    /// canvas's description for screen readers. `valuesAreMoving`: the spring moves or a slider is
    /// dragged (`AppStore.valuesAreMoving`).
    func redraw(_ state: PlaygroundState, valuesAreMoving: Bool) {
        // One layout per change, text measured with Pango as `concentric render` measures it; the
        // draw function only paints it.
        let scene = state.scene
        let layout: ViewLayout
        let relaidOut: Bool
        if let laidOut, laidOut.scene == scene {
            (layout, relaidOut) = (laidOut.layout, false)
        } else {
            (layout, relaidOut) = (SceneRenderer.layout(scene, cache: &layoutCache), true)
            laidOut = (scene, layout)
        }
        // Corner handles while a view is selected, but for a `.swift` document (its radii are
        // written back from the inspector) and while the animation moves the values.
        let handles = state.document.isSwiftSource || state.animation.isMoving ? nil : scene
        canvas.show(
            layout, root: scene.root, relaidOut: relaidOut, selection: state.selection, options: RenderOptions(annotations: state.overlays),
            viewport: state.viewport, handlesOf: handles)
        // Measuring the error samples every corner: skipped while the spring moves, so frames stay
        // cheap; it appears once the inset rests.
        let measuring = !state.animation.isMoving
        var status: String
        if let selected = state.selection, var summary = SelectionSummary(path: selected, hitTester: canvas.hits, measuringError: measuring) {
            // An unnamed placeholder is called what it stands for ("Map (Placeholder)").
            if summary.name == nil, case .placeholder(let placeholder)? = scene.view(at: selected)?.content { summary.name = placeholder.label }
            status = Self.describe(summary)
        } else {
            let summary = StatusSummary(layout: layout, measuringError: measuring)
            // TRANSLATORS: the status line under the canvas; {summary} is e.g. "card 3 · radii 38, 38, 38, 38 pt · Δ 0 pt".
            status = summary.map { tr("Innermost: {summary}", ["summary": $0.text(tr)]) } ?? tr("No concentric shape")
        }
        // A `.swift` document's selected view: where it is in the source.
        if let selected = state.selection, let place = state.swiftSource?.place(of: selected) {
            // TRANSLATORS: the status line and where the selected view is in its SwiftUI file, e.g. "Card.swift:57".
            status = tr("{status} · {place}", ["status": status, "place": place.short])
        }
        // While values move (the spring, a drag) the line follows them ten times a second.
        statusLine.show(status, live: valuesAreMoving)
        // Not during the animation's frames: a screen reader would be flooded.
        guard !state.animation.isMoving else { return }
        let document = state.document.name(tr, presetTitle: PlaygroundWindow.presetTitle)
        // TRANSLATORS: the canvas's description for screen readers; {document} is the document's title, {device} a device's name, {status} the status line.
        let description = tr("{document} on the {device} screen. {status}", ["document": document, "device": state.device.name, "status": status])
        describeCanvas(description, stale: canvasIsStale)
    }
}

/// What the canvas and its status line show: the scene and its live values, the overlays, the
/// viewport, the selection's outline, and whether the status line measures the error (not while
/// a spring moves).
struct CanvasShown: Equatable {
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

/// What the header shows: the title (the document's name and modified mark), the device,
/// the document's entry among the presets, the direction.
struct HeaderShown: Equatable {
    var title: String
    var device: String
    var origin: DocumentOrigin
    var direction: LayoutDirection

    init(_ state: PlaygroundState) {
        title = state.document.windowTitle(tr, presetTitle: PlaygroundWindow.presetTitle)
        device = state.device.id
        origin = state.document.origin
        direction = state.scene.direction
    }
}

/// What the source bar shows: a `.swift` document's previews, warnings and problem.
struct SourceBarShown: Equatable {
    var file: URL?
    var source: SwiftSourceImport?
    var problem: String?
    var problemIsShown: Bool

    init(_ state: PlaygroundState) {
        file = state.document.swiftSourceURL
        source = state.swiftSource
        problem = state.sourceProblem
        problemIsShown = state.sourceProblemIsShown
    }
}

/// What the layer list and the inspector show: the document, the selection, and whether the
/// document is a `.swift` file's (and what of it the inspector may write: a file imported
/// again after a modifier was added or removed is the same document with new anchors).
struct EditingShown: Equatable {
    var scene: SceneDocument
    var selection: ViewPath?
    var isSwiftSource: Bool
    var anchors: [SourceAnchor]

    init(_ state: PlaygroundState) {
        scene = state.document.scene
        selection = state.selection
        isSwiftSource = state.document.isSwiftSource
        anchors = state.swiftSource?.anchors ?? []
    }
}
