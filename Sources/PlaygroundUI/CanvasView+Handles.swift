// The selection's corner handles on the canvas: grabbed with the primary button, dragged along
// the corner's diagonal to set its radius (CornerHandle), one undo step a drag.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundRules
import PlaygroundStore
import SceneEditing

/// A handle being dragged: the handle as grabbed, the inspector's model of its view then, and
/// what the drag shows.
struct HandleDrag {
    let handle: CornerHandle
    let model: InspectorModel
    /// The coalescing key of the drag's edits (one undo step).
    let key: String
    /// The radius the drag has set, where the grabbed handle is drawn.
    var radius: Double
    var label: CanvasOutlines.HandleLabel?
    /// Where the corner was concentric, while the drag rests there (the snap back).
    var snapGuide: Point?
}

extension CanvasView {
    /// How near a press must be to a handle to grab it, in canvas pixels.
    static let handleReach = 8.0

    /// The handles of the selection's shape, in the document shown (none without a selection,
    /// or for a `.swift` document, whose radii are edited in the inspector and written back).
    func currentHandles() -> [CornerHandle] {
        guard let document = handleDocument, let selection, let model = InspectorModel(document: document, path: selection, layout: layout)
        else { return [] }
        return CornerHandle.handles(of: model, document: document, layout: layout)
    }

    /// The handle under the canvas point `p`, if any (the nearest).
    func handle(at p: Point) -> CornerHandle? {
        guard let fit else { return nil }
        let near = handles.map { ($0, fit.canvasPoint(fromScene: $0.position)) }
            .filter { abs($0.1.x - p.x) <= Self.handleReach && abs($0.1.y - p.y) <= Self.handleReach }
        return near.min { hypot($0.1.x - p.x, $0.1.y - p.y) < hypot($1.1.x - p.x, $1.1.y - p.y) }?.0
    }

    /// Starts dragging the handle at the canvas point `p`; false when there is none.
    func beginHandleDrag(at p: Point) -> Bool {
        guard let handle = handle(at: p), let document = handleDocument, let selection,
            let model = InspectorModel(document: document, path: selection, layout: nil)
        else { return false }
        handleDrag = HandleDrag(handle: handle, model: model, key: "handle \(selection) \(handle.field)", radius: handle.radius)
        onHandleGesture(true)
        return true
    }

    /// The pointer moved by (dx, dy) canvas pixels since the press: the radius it gives, as an
    /// edit (Shift: steps of 4; Ctrl: no snap back to concentric).
    func moveHandle(by dx: Double, _ dy: Double, shift: Bool, control: Bool) {
        guard var drag = handleDrag, let fit, fit.scale > 0 else { return }
        let handle = drag.handle
        let (radius, snapped) = handle.radius(draggedBy: dx / fit.scale, dy / fit.scale, CornerHandle.Drag(step: shift ? 4 : 1, snaps: !control))
        let title = CornerRow.title(handle.corner)
        let value = DecimalFormat.short(radius)
        let text = snapped
            // TRANSLATORS: beside a corner handle dragged back to its concentric radius, e.g. "Top leading: concentric, 48 pt".
            ? tr("{corner}: concentric, {radius} pt", ["corner": title, "radius": value])
            // TRANSLATORS: beside a corner handle being dragged, e.g. "Top leading: 24 pt".
            : tr("{corner}: {radius} pt", ["corner": title, "radius": value])
        drag.radius = radius
        drag.label = CanvasOutlines.HandleLabel(at: handle.position(at: radius), text: text)
        drag.snapGuide = handle.concentricStyle == nil ? nil : handle.position
        handleDrag = drag
        do {
            if let edit = try drag.model.edit(handle.field, to: handle.value(radius: radius, snapped: snapped)) {
                send(.documentEdited(edit, coalescing: drag.key))
            }
        } catch {
            send(.editFailed(InspectorTitles.error(error)))
        }
        updateOutlines()
        area.queueDraw()
    }

    func endHandleDrag() {
        handleDrag = nil
        onHandleGesture(false)
        updateOutlines()
        area.queueDraw()
    }
}
