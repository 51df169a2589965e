// The selection's handles on the canvas: a handle on each corner of its shape (CornerHandle) and
// on the edges of its frame (EdgeHandle), grabbed with the primary button and dragged to set the
// value, one undo step a drag.
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
    enum Grabbed {
        case corner(CornerHandle)
        case edge(EdgeHandle)
    }

    let grabbed: Grabbed
    let model: InspectorModel
    /// The coalescing key of the drag's edits (one undo step).
    let key: String
    /// Where the grabbed handle is drawn now.
    var position: Point
    var label: CanvasOutlines.HandleLabel?
    /// Where the corner was concentric, while the drag rests there (the snap back).
    var snapGuide: Point?
}

/// The handles shown for the selection.
struct SelectionHandles {
    var corners: [CornerHandle] = []
    var edges: [EdgeHandle] = []

    var grabbable: [(HandleDrag.Grabbed, Point)] {
        corners.map { (.corner($0), $0.position) } + edges.map { (.edge($0), $0.position) }
    }
}

extension CanvasView {
    /// How near a press must be to a handle to grab it, in canvas pixels.
    static let handleReach = 8.0

    /// The handles of the selection, in the document shown (none without a selection, or for a
    /// `.swift` document, whose values are edited in the inspector and written back).
    func currentHandles() -> SelectionHandles {
        guard let document = handleDocument, let selection, let model = InspectorModel(document: document, path: selection, layout: layout),
            let node = hits.node(of: selection), node.isLaidOut
        else { return SelectionHandles() }
        return SelectionHandles(
            corners: CornerHandle.handles(of: model, document: document, layout: layout),
            edges: EdgeHandle.handles(of: model, document: document, layout: layout, frame: node.frame))
    }

    /// The handle under the canvas point `p`, if any (the nearest).
    func handle(at p: Point) -> HandleDrag.Grabbed? {
        guard let fit else { return nil }
        let near = handles.grabbable.map { ($0.0, fit.canvasPoint(fromScene: $0.1)) }
            .filter { abs($0.1.x - p.x) <= Self.handleReach && abs($0.1.y - p.y) <= Self.handleReach }
        return near.min { hypot($0.1.x - p.x, $0.1.y - p.y) < hypot($1.1.x - p.x, $1.1.y - p.y) }?.0
    }

    /// Starts dragging the handle at the canvas point `p`; false when there is none.
    func beginHandleDrag(at p: Point) -> Bool {
        guard let grabbed = handle(at: p), let document = handleDocument, let selection,
            let model = InspectorModel(document: document, path: selection, layout: nil)
        else { return false }
        let (field, position) = switch grabbed {
        case .corner(let handle): (handle.field, handle.position)
        case .edge(let handle): (handle.field, handle.position)
        }
        handleDrag = HandleDrag(grabbed: grabbed, model: model, key: "handle \(selection) \(field)", position: position)
        onHandleGesture(true)
        return true
    }

    /// The pointer moved by (dx, dy) canvas pixels since the press: the value it gives, as an
    /// edit (Shift: steps of 4; Ctrl: no snap back to concentric).
    func moveHandle(by dx: Double, _ dy: Double, shift: Bool, control: Bool) {
        guard var drag = handleDrag, let fit, fit.scale > 0 else { return }
        let (sx, sy) = (dx / fit.scale, dy / fit.scale)
        let step = shift ? 4.0 : 1.0
        let edit: SceneEdit?
        do {
            switch drag.grabbed {
            case .corner(let handle):
                let (radius, snapped) = handle.radius(draggedBy: sx, sy, CornerHandle.Drag(step: step, snaps: !control))
                let (title, value) = (CornerRow.title(handle.corner), DecimalFormat.short(radius))
                let text = if snapped {
                    // TRANSLATORS: beside a corner handle dragged back to its concentric radius, e.g. "Top leading: concentric, 48 pt".
                    tr("{corner}: concentric, {radius} pt", ["corner": title, "radius": value])
                } else {
                    Self.handleValue(title, value, parameter: handle.parameter)
                }
                drag.position = handle.position(at: radius)
                drag.label = CanvasOutlines.HandleLabel(at: drag.position, text: text)
                drag.snapGuide = handle.concentricStyle == nil ? nil : handle.position
                edit = try handle.edit(radius: radius, snapped: snapped, model: drag.model)
            case .edge(let handle):
                let value = handle.value(draggedBy: sx, sy, step: step)
                let title = InspectorTitles.field(handle.field)
                drag.position = Point(x: handle.position.x + (handle.side == .left || handle.side == .right ? sx : 0),
                                      y: handle.position.y + (handle.side == .top || handle.side == .bottom ? sy : 0))
                let text = Self.handleValue(title, DecimalFormat.short(value), parameter: handle.parameter)
                drag.label = CanvasOutlines.HandleLabel(at: drag.position, text: text)
                edit = try handle.edit(value, model: drag.model)
            }
        } catch {
            send(.editFailed(InspectorTitles.error(error)))
            return
        }
        handleDrag = drag
        if let edit { send(.documentEdited(edit, coalescing: drag.key)) }
        updateOutlines()
        area.queueDraw()
    }

    /// A dragged handle's value, e.g. "Top leading: 24 pt", or "Top: inset = 12 pt" when the
    /// drag sets a parameter.
    static func handleValue(_ property: String, _ value: String, parameter: String?) -> String {
        if let parameter {
            // TRANSLATORS: beside a handle whose value is a parameter's, e.g. "Top: inset = 12 pt".
            return tr("{property}: {parameter} = {value} pt", ["property": property, "parameter": parameter, "value": value])
        }
        // TRANSLATORS: beside a handle being dragged on the canvas; {property} is a corner or an
        // edge ("Top leading", "Top"), {value} its number.
        return tr("{property}: {value} pt", ["property": property, "value": value])
    }

    func endHandleDrag() {
        handleDrag = nil
        onHandleGesture(false)
        handles = currentHandles()
        updateOutlines()
        area.queueDraw()
    }
}
