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

extension HandleDrag.Grabbed {
    /// A handle by what it sets, which an edit moving it keeps (the keyboard's handle).
    enum ID: Hashable {
        case corner(InspectorField, LogicalCorner)
        case edge(InspectorField, EdgeHandle.Side)
    }

    var id: ID {
        switch self {
        case .corner(let handle): .corner(handle.field, handle.corner)
        case .edge(let handle): .edge(handle.field, handle.side)
        }
    }

    var position: Point {
        switch self {
        case .corner(let handle): handle.position
        case .edge(let handle): handle.position
        }
    }

    /// The handle's value as shown beside it, e.g. "Top leading: 24 pt".
    @MainActor var valueText: String {
        switch self {
        case .corner(let handle) where handle.concentricStyle != nil:
            // TRANSLATORS: beside a corner handle at its concentric radius, e.g. "Top leading: concentric, 48 pt".
            tr("{corner}: concentric, {radius} pt", ["corner": CornerRow.title(handle.corner), "radius": DecimalFormat.short(handle.radius)])
        case .corner(let handle):
            CanvasView.handleValue(CornerRow.title(handle.corner), DecimalFormat.short(handle.setRadius ?? handle.radius), parameter: handle.parameter)
        case .edge(let handle):
            CanvasView.handleValue(InspectorTitles.field(handle.field), DecimalFormat.short(handle.value), parameter: handle.parameter)
        }
    }
}

/// The handles shown for the selection.
struct SelectionHandles {
    var corners: [CornerHandle] = []
    var edges: [EdgeHandle] = []

    /// Every handle, in the keyboard's order: the corners, then the edges.
    var all: [HandleDrag.Grabbed] { corners.map { .corner($0) } + edges.map { .edge($0) } }

    func handle(_ id: HandleDrag.Grabbed.ID) -> HandleDrag.Grabbed? { all.first { $0.id == id } }
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
        // An edge's handles only where the frame is drawn tall (or wide) enough for a click
        // between them to reach the view, not them.
        let room = 3 * Self.handleReach / max(fit?.scale ?? 1, .leastNonzeroMagnitude)
        let edges = EdgeHandle.handles(of: model, document: document, layout: layout, frame: node.frame).filter {
            $0.side == .top || $0.side == .bottom ? node.frame.height >= room : node.frame.width >= room
        }
        return SelectionHandles(corners: CornerHandle.handles(of: model, document: document, layout: layout), edges: edges)
    }

    /// The handle under the canvas point `p`, if any (the nearest).
    func handle(at p: Point) -> HandleDrag.Grabbed? {
        guard let fit else { return nil }
        let near = handles.all.map { ($0, fit.canvasPoint(fromScene: $0.position)) }
            .filter { abs($0.1.x - p.x) <= Self.handleReach && abs($0.1.y - p.y) <= Self.handleReach }
        return near.min { hypot($0.1.x - p.x, $0.1.y - p.y) < hypot($1.1.x - p.x, $1.1.y - p.y) }?.0
    }

    /// Where the selection's first corner handle is on the canvas (what `concentric-bench editor` grabs).
    @_spi(Harness) public var firstCornerHandle: Point? {
        guard let fit, let handle = handles.corners.first else { return nil }
        return fit.canvasPoint(fromScene: handle.position)
    }

    /// Starts dragging the handle at the canvas point `p`; false when there is none.
    @_spi(Harness) public func beginHandleDrag(at p: Point) -> Bool {
        guard let grabbed = handle(at: p), let document = handleDocument, let selection,
            let model = InspectorModel(document: document, path: selection, layout: nil)
        else { return false }
        handleDrag = HandleDrag(grabbed: grabbed, model: model, key: "handle \(selection) \(grabbed.id)", position: grabbed.position)
        onHandleGesture(true)
        return true
    }

    /// The pointer moved by (dx, dy) canvas pixels since the press: the value it gives, as an
    /// edit (Shift: steps of 4; Ctrl: no snap back to concentric).
    @_spi(Harness) public func moveHandle(by dx: Double, _ dy: Double, shift: Bool, control: Bool) {
        guard var drag = handleDrag, let fit, fit.scale > 0 else { return }
        let (sx, sy) = (dx / fit.scale, dy / fit.scale)
        let step = shift ? 4.0 : 1.0
        let edit: SceneEdit?
        do {
            switch drag.grabbed {
            case .corner(let handle):
                let (radius, snapped) = handle.radius(draggedBy: sx, sy, CornerHandle.Drag(step: step, snaps: !control))
                var shown = handle
                (shown.radius, shown.setRadius) = (radius, radius)
                if !snapped { shown.concentricStyle = nil }
                drag.position = handle.position(at: radius)
                drag.label = CanvasOutlines.HandleLabel(at: drag.position, text: HandleDrag.Grabbed.corner(shown).valueText)
                drag.snapGuide = handle.concentricStyle == nil ? nil : handle.position
                edit = try handle.edit(radius: radius, snapped: snapped, model: drag.model)
            case .edge(let handle):
                let value = handle.value(draggedBy: sx, sy, step: step)
                var shown = handle
                shown.value = value
                drag.position = Point(x: handle.position.x + (handle.side == .left || handle.side == .right ? sx : 0),
                                      y: handle.position.y + (handle.side == .top || handle.side == .bottom ? sy : 0))
                drag.label = CanvasOutlines.HandleLabel(at: drag.position, text: HandleDrag.Grabbed.edge(shown).valueText)
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

    /// Enter on the canvas: the keyboard takes the selection's first handle; false when it has none.
    func focusFirstHandle() -> Bool {
        guard let first = handles.all.first else { return false }
        focusHandle(first.id)
        return true
    }

    /// Tab and Shift+Tab while a handle has the keyboard: the next or the previous handle. Past
    /// the last or the first, the keyboard leaves the handles and false lets Tab leave the canvas.
    func moveHandleFocus(_ direction: FocusDirection) -> Bool {
        guard let focused = focusedHandle else { return false }
        let ids = handles.all.map(\.id)
        let next = ids.firstIndex(of: focused).map { direction == .forward ? $0 + 1 : $0 - 1 }
        guard let next, ids.indices.contains(next) else {
            focusHandle(nil)
            return false
        }
        focusHandle(ids[next])
        return true
    }

    /// Gives the keyboard to the handle `id` (nil: to the view again), drawn ringed with its value.
    func focusHandle(_ id: HandleDrag.Grabbed.ID?) {
        guard id != focusedHandle else { return }
        focusedHandle = id
        updateOutlines()
        area.queueDraw()
    }

    /// An arrow key on the handle that has the keyboard: moves it a point (Shift: 4) as a drag
    /// would, without snapping. A run of presses on one handle is one undo step.
    func nudgeFocusedHandle(by dx: Int, _ dy: Int, shift: Bool) {
        guard let id = focusedHandle, let grabbed = handles.handle(id), let document = handleDocument, let selection,
            let model = InspectorModel(document: document, path: selection, layout: nil)
        else { return }
        let step = shift ? 4.0 : 1.0
        let edit: SceneEdit?
        do {
            switch grabbed {
            case .corner(let handle):
                let radius = handle.radius(nudgedBy: dx, dy, step: step)
                guard radius != handle.setRadius ?? handle.radius else { return }
                edit = try handle.edit(radius: radius, snapped: false, model: model)
            case .edge(let handle):
                let value = handle.value(nudgedBy: dx, dy, step: step)
                guard value != handle.value else { return }
                edit = try handle.edit(value, model: model)
            }
        } catch {
            send(.editFailed(InspectorTitles.error(error)))
            return
        }
        if let edit { send(.documentEdited(edit, coalescing: "handle keys \(selection) \(id)")) }
    }

    /// What a screen reader is told of the handle that has the keyboard, or nil.
    var focusedHandleText: String? {
        guard let id = focusedHandle, let handle = handles.handle(id) else { return nil }
        // TRANSLATORS: the canvas's description while a handle has the keyboard; {value} is
        // the handle's value, e.g. "Top leading: 24 pt".
        return tr("Handle {value}. Arrow keys move it, Shift+arrow keys by 4; Tab goes to the next handle, Escape back to the view.",
            ["value": handle.valueText])
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

    @_spi(Harness) public func endHandleDrag() {
        handleDrag = nil
        onHandleGesture(false)
        handles = currentHandles()
        updateOutlines()
        area.queueDraw()
    }
}
