// The live canvas: the current scene drawn through the shared renderer at the store's viewport,
// and the pointer's ways of moving it (Ctrl+scroll and pinch zoom about the pointer; scrolling,
// a middle drag or a Space drag pan), and of selecting (a click, a double click, Alt+click, the
// arrow keys), with the selection and the view under the pointer outlined, the distances between
// them, and the selection's handles (CanvasView+Handles.swift).
import ConcentricCore
import ConcentricRender
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundRules
import PlaygroundStore
import SceneEditing

/// Owns the drawing area. The layout is computed when the state changes (`show`), so the draw
/// function only transforms and draws: no file I/O, no parsing, no layout.
///
/// Scene → canvas goes through one `CanvasFit` (`fit`), built from the store's `CanvasViewport`
/// and the area's size: the draw function draws with it and the gestures invert it, so a zoom
/// about the pointer keeps the scene point under the pointer exactly where it was. The canvas
/// never asks for more room than the window gives (panning replaces the scrolled window's
/// scrolling, which would otherwise fight it).
@MainActor
@_spi(Harness) public final class CanvasView {
    @_spi(Harness) public let area: DrawingArea
    /// What is drawn; replaced by `show`.
    @_spi(Harness) public private(set) var layout: ViewLayout
    private var options = RenderOptions()
    private(set) var viewport: CanvasViewport = .fit
    /// How many times the draw function ran (the screenshot waits for the first).
    private(set) var drawCount = 0
    /// Told how long each draw took, in seconds (`concentric-bench frames`); nil costs nothing.
    @_spi(Harness) public var drawTimed: (@MainActor (_ seconds: Double) -> Void)?

    let send: @MainActor (PlaygroundAction) -> Void
    /// An editing key pressed with the canvas focused (Delete, Alt+Up/Down, Ctrl+D/C/V): the
    /// window acts on the selection as for the layer list's.
    var onCommand: @MainActor (SelectionCommand) -> Void = { _ in }
    /// Hit testing over `layout` (made again with it).
    private var hitTester: SceneHitTester
    /// The selected view, as the store has it.
    private(set) var selection: ViewPath?
    /// The view under the pointer (nil: none, or the pointer is outside).
    private(set) var hovered: ViewPath?
    /// What `draw` outlines (from the selection and the hovered view).
    private var outlines = CanvasOutlines()
    /// Controllers whose handlers must live as long as the canvas.
    private var controllers: [EventController] = []
    /// The pointer over the canvas (nil when outside): where Ctrl+scroll zooms about.
    private var pointer: Point?
    /// The space bar is held with the pointer over the canvas: a primary drag pans.
    private var spaceHeld = false
    /// The transform when the current drag or pinch began (nil when none is in progress).
    private var gestureStart: CanvasFit?
    /// The document whose selection shows handles (nil: none, a `.swift` document's), the
    /// handles shown, and the one being dragged (CanvasView+Handles.swift).
    var handleDocument: SceneDocument?
    var handles = SelectionHandles()
    var handleDrag: HandleDrag?
    /// The handle the arrow keys move (Enter on the canvas gives the keyboard to the first).
    var focusedHandle: HandleDrag.Grabbed.ID?
    /// The handle with the keyboard, or what it says of itself, changed (`focusedHandleText`).
    var onFocusedHandleChanged: @MainActor () -> Void = {}
    private var describedHandle: String?
    /// Whether the focus is where Space has a meaning of its own, so it does not pan.
    var spaceIsTaken: @MainActor () -> Bool = { false }
    /// A handle's drag began and ended: one undo step.
    var onHandleGesture: @MainActor (_ began: Bool) -> Void = { _ in }
    private var pinchAnchor = Point.zero

    init(area: DrawingArea, layout: ViewLayout, root: SceneView, send: @escaping @MainActor (PlaygroundAction) -> Void) {
        self.area = area
        self.layout = layout
        self.send = send
        hitTester = SceneHitTester(layout: layout, root: root)
        area.setDrawFunction { [weak self] cr, width, height in
            self?.draw(cr, width: Double(width), height: Double(height))
        }
        area.setContentSize(width: 0, height: 0)
        connectPointer()
        connectSelection()
    }

    /// Shows a new layout of the tree `root` with `selection` outlined, these overlays, at this
    /// viewport, and queues a redraw. `relaidOut` false: `layout` is the one shown, of the same
    /// tree (only the selection, the overlays or the viewport changed), so hit testing is kept.
    /// `handlesOf`: the document whose selection shows its handles (nil: none).
    func show(
        _ layout: ViewLayout, root: SceneView, relaidOut: Bool = true, selection: ViewPath?, options: RenderOptions, viewport: CanvasViewport,
        handlesOf document: SceneDocument? = nil
    ) {
        self.layout = layout
        self.options = options
        self.viewport = viewport
        if relaidOut { hitTester = SceneHitTester(layout: layout, root: root) }
        // The keyboard's handle belongs to the view selected.
        if selection != self.selection || document == nil { focusedHandle = nil }
        self.selection = selection
        handleDocument = document
        // A handle being dragged stays the one grabbed; the others follow the new layout.
        if handleDrag == nil { handles = currentHandles() }
        if let focused = focusedHandle, handles.handle(focused) == nil { focusedHandle = nil }
        // The scene changed under a still pointer (an edit, undo, a reload, the animation, a zoom
        // step): what is under it now, not what was.
        hovered = hoveredView(at: pointer)
        updateOutlines()
        area.queueDraw()
    }

    /// The hit tester of the layout shown (the status line describes the selection with it).
    var hits: SceneHitTester { hitTester }

    func updateOutlines() {
        let index = { (path: ViewPath?) in path.flatMap { self.hitTester.viewIndex(of: $0) } }
        var marks = CanvasOutlines(layout: layout, selection: index(selection), hover: index(hovered))
        // A named part is marked by its own node: its frame and its shape.
        if let selection, selection.part != nil, let node = hitTester.node(of: selection) {
            marks.selectionFrame = node.frame
            marks.selectionShapes = node.geometry.map { [$0.outline] } ?? []
        }
        // A dragged corner's handle is where its radius is now (layout may fit it smaller), an
        // edge's where the pointer took it.
        marks.handles = handles.corners.map(\.position)
        marks.edgeHandles = handles.edges.map(\.position)
        if let drag = handleDrag {
            if case .corner = drag.grabbed { (marks.handles, marks.edgeHandles) = ([drag.position], []) } else { (marks.handles, marks.edgeHandles) = ([], [drag.position]) }
            marks.handleLabel = drag.label
            marks.snapGuide = drag.snapGuide
        } else if let focused = focusedHandle.flatMap(handles.handle) {
            marks.focusedHandle = focused.position
            marks.handleLabel = CanvasOutlines.HandleLabel(at: focused.position, text: focused.valueText)
        }
        let handleText = focusedHandleText
        if handleText != describedHandle {
            describedHandle = handleText
            onFocusedHandleChanged()
        }
        // Another view under the pointer: how far it is from the selection (not while a handle
        // is dragged: the value dragged is what is read then).
        if handleDrag == nil, let selection, let hovered, hovered != selection, let from = hitTester.node(of: selection), let to = hitTester.node(of: hovered),
            from.isLaidOut, to.isLaidOut
        {
            marks.distances = from.frame.edgeDistances(to: to.frame)
        }
        outlines = marks
    }

    /// The area's size in logical pixels.
    private var size: Size { Size(width: Double(area.width), height: Double(area.height)) }

    /// The scene → canvas transform drawn now (nil when nothing can be drawn).
    var fit: CanvasFit? { CanvasFit(canvas: size, scene: layout.size, factor: viewport.zoom.factor, center: viewport.center) }

    /// The factor Fit has on the canvas now (where Zoom In and Out start from Fit).
    var fitScale: Double { CanvasFit(canvas: size, scene: layout.size)?.scale ?? 1 }

    /// The size last drawn at: when the canvas is resized under the pointer (the sidebar folds,
    /// the window is resized), the scene moves but no motion event comes.
    private var drawnSize: Size?

    private func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        drawCount += 1
        let drawing = Size(width: width, height: height)
        if drawnSize != drawing {
            drawnSize = drawing
            // The handles a size shows (a thin view's edges have none when drawn small).
            if handleDrag == nil {
                handles = currentHandles()
                if let focused = focusedHandle, handles.handle(focused) == nil { focusedHandle = nil }
                updateOutlines()
            }
            // The pointer's place in the resized area is not known until it moves again (a
            // resize sends no motion): the hover outline goes, and the next motion brings it back.
            if hovered != nil {
                hovered = nil
                pointer = nil
                updateOutlines()
            }
        }
        let start = drawTimed == nil ? 0 : MainLoopClock.now
        let canvas = Size(width: width, height: height)
        let scale = max(1, Int(area.scaleFactor))
        if retained?.canvas != canvas || retained?.scale != scale { retained = RetainedSceneCanvas(canvas: canvas, scale: scale) }
        if let retained, let fit = CanvasFit(canvas: canvas, scene: layout.size, factor: viewport.zoom.factor, center: viewport.center) {
            retained.update(layout, factor: viewport.zoom.factor, center: viewport.center)
            retained.paint(into: cr)
            CanvasPainter.paintOverlays(layout, into: cr, fit: fit, canvas: canvas, options: options, outlines: outlines, cache: &overlays)
        } else {
            CanvasPainter.paint(
                layout, into: cr, canvas: canvas, factor: viewport.zoom.factor, center: viewport.center, options: options, outlines: outlines,
                cache: &overlays)
        }
        drawTimed?(MainLoopClock.now - start)
    }

    /// The scene's pixels, kept between draws (`RetainedSceneCanvas`): a draw that changes only
    /// the outlines or the annotations (a selection, the pointer) paints them over the kept scene,
    /// and an edit repaints only the region it changed, not every view (a selection in a
    /// 10,000-view scene redrew the whole scene, about 90 ms; docs/BENCHMARKS.md, "Editor at
    /// scale"). One ARGB32 image of the canvas in device pixels, two once a region was repainted.
    private var retained: RetainedSceneCanvas?

    /// The annotations' plan and laid-out texts, kept between draws (`CanvasOverlayCache`): a draw
    /// with the same layout, zoom and layers (the pointer moving, a selection) neither plans nor
    /// lays out the annotations again.
    private var overlays = CanvasOverlayCache()

    // MARK: - Zoom commands

    /// What Zoom In, Zoom Out, Fit and Actual Size send (the keyboard shortcuts and the menu).
    func action(for step: PlaygroundActions.ZoomStep) -> PlaygroundAction {
        switch step {
        case .zoomIn: .zoomStepped(up: true, fitScale: fitScale)
        case .zoomOut: .zoomStepped(up: false, fitScale: fitScale)
        case .fit: .zoomChanged(.fit)
        case .actualSize: .zoomChanged(.factor(1))
        }
    }

    /// The zoom drop-down's entries for `zoom`: Fit and the presets, plus the current factor when
    /// it is none of them (a scroll-zoomed 137 %, a restored 1.5), so the drop-down always shows
    /// the zoom in use.
    static func zoomChoices(showing zoom: Zoom) -> Choices<Zoom> {
        let presets = Choices<Zoom>.zooms
        return presets.index(of: zoom) == nil ? Choices(values: presets.values + [zoom], title: presets.title) : presets
    }

    // MARK: - The pointer

    private func connectPointer() {
        let motion = MotionController()
        motion.onMotion { [weak self] x, y in
            self?.pointer = Point(x: x, y: y)
            self?.hover(at: Point(x: x, y: y))
        }
        motion.onLeave { [weak self] in
            self?.pointer = nil
            self?.setSpaceHeld(false)
            self?.hover(at: nil)
        }
        motion.attach(to: area)

        let scroll = ScrollController()
        scroll.onScroll { [weak self, weak scroll] dx, dy in
            guard let self, let scroll else { return false }
            return self.scrolled(dx: dx, dy: dy, zoom: scroll.currentModifiers.contains(.control), wheel: scroll.countsWheelSteps)
        }
        scroll.attach(to: area)

        let pinch = ZoomGesture()
        pinch.onPinch(
            began: { [weak self] x, y in
                self?.gestureStart = self?.fit
                self?.pinchAnchor = Point(x: x, y: y)
            },
            changed: { [weak self] scale in
                guard let self, let start = self.gestureStart, scale.isFinite, scale > 0 else { return }
                self.zoom(from: start, to: start.scale * scale, about: self.pinchAnchor)
            })
        pinch.attach(to: area)

        // Any button: the middle one always pans, the primary one while Space is held; other
        // presses are left to other gestures.
        let drag = DragGesture(button: 0)
        drag.onDrag(
            began: { [weak self, weak drag] x, y in
                guard let self, let drag else { return }
                let button = drag.currentButton
                // A primary press on a handle drags it.
                if button == 1, !self.spaceHeld, self.beginHandleDrag(at: Point(x: x, y: y)) {
                    drag.claim()
                    return
                }
                guard button == 2 || (button == 1 && self.spaceHeld), let fit = self.fit else {
                    drag.deny()
                    return
                }
                drag.claim()
                self.gestureStart = fit
                self.area.setCursor(named: "grabbing")
            },
            moved: { [weak self, weak drag] dx, dy in
                guard let self else { return }
                if self.handleDrag != nil {
                    let modifiers = drag?.currentModifiers ?? []
                    self.moveHandle(by: dx, dy, shift: modifiers.contains(.shift), control: modifiers.contains(.control))
                    return
                }
                guard let start = self.gestureStart else { return }
                self.navigate(factor: start.scale, center: start.center(pannedBy: Point(x: dx, y: dy), canvas: self.size, scene: self.layout.size))
            },
            ended: { [weak self] in
                guard let self else { return }
                if self.handleDrag != nil { return self.endHandleDrag() }
                self.gestureStart = nil
                self.area.setCursor(named: self.spaceHeld ? "grab" : nil)
            })
        drag.attach(to: area)

        // Space is watched on the whole window (the canvas need not have the keyboard focus), but
        // only taken while the pointer is over the canvas and the focus is neither in a text field
        // nor where Space means something else (`spaceIsTaken`: the playback bar's Play).
        let keys = KeyController()
        keys.handleBeforeChildren()
        keys.onKey(
            pressed: { [weak self] keyval in
                guard let self, Key.space.matches(keyval), self.pointer != nil, !self.area.focusIsInTextField, !self.spaceIsTaken() else {
                    return false
                }
                self.setSpaceHeld(true)
                return true
            },
            released: { [weak self] keyval in
                if Key.space.matches(keyval) { self?.setSpaceHeld(false) }
            })
        keys.attach(toRootOf: area)

        controllers = [motion, scroll, pinch, drag, keys]
    }

    // MARK: - Selecting

    /// The scene point under the canvas pixel `p` (nil when nothing is drawn).
    private func scenePoint(_ p: Point) -> Point? { fit?.scenePoint(fromCanvas: p) }

    private func connectSelection() {
        let click = ClickGesture(button: 1)
        click.onPressed { [weak self, weak click] count, x, y in
            guard let self, let click, !self.spaceHeld else { return }
            self.area.grabFocus()
            // A press on a handle drags it, and gives it the arrow keys; the selection stays.
            let pressed = self.handle(at: Point(x: x, y: y))
            self.focusHandle(pressed?.id)
            guard pressed == nil, let point = self.scenePoint(Point(x: x, y: y)) else { return }
            let picked: ViewPath?
            if count >= 2 {
                picked = self.hitTester.content(at: point)
            } else if click.currentModifiers.contains(.alt) {
                picked = self.hitTester.surface(below: self.selection, at: point)
            } else {
                picked = self.hitTester.surface(at: point)
            }
            self.send(.selectionChanged(picked))
        }
        click.attach(to: area)

        // Bubble phase on the canvas itself: only while it has the keyboard focus, so typing in
        // the inspector's fields never deletes or moves a view.
        let keys = EventControllerKey(on: area, capturing: false)
        keys.onKeyPressed { [weak self] key in self?.keyPressed(key) ?? false }
        keyController = keys
        // The keyboard's handle is drawn only while the canvas has the keyboard.
        let focus = FocusController()
        focus.onLeave { [weak self] in self?.focusHandle(nil) }
        focus.attach(to: area)
        controllers += [click, focus]
    }

    private var keyController: EventControllerKey?

    private func keyPressed(_ key: KeyPress) -> Bool {
        if focusedHandle != nil {
            // The handle's keys: the arrows move it as a drag would, Escape gives the keyboard
            // back to the view.
            if key.is(.escape) {
                focusHandle(nil)
                return true
            }
            let steps: [(Key, Int, Int)] = [(.up, 0, -1), (.down, 0, 1), (.left, -1, 0), (.right, 1, 0)]
            for shift in [false, true] {
                if let (_, dx, dy) = steps.first(where: { key.is($0.0, shift: shift) }) {
                    nudgeFocusedHandle(by: dx, dy, shift: shift)
                    return true
                }
            }
        } else if key.is(.enter), focusFirstHandle() {
            return true
        }
        if key.is(.escape) {
            send(.selectionChanged(nil))
            return true
        }
        if let command = SelectionCommand(key) {
            onCommand(command)
            return true
        }
        // Left and Right follow the reading direction, as in the layer list.
        let rightToLeft = area.direction == .rightToLeft
        let moves: [(Key, ViewNavigation)] = [
            (.up, .previousSibling), (.down, .nextSibling),
            (.left, rightToLeft ? .firstChild : .parent), (.right, rightToLeft ? .parent : .firstChild),
        ]
        if let move = moves.first(where: { key.is($0.0) })?.1 {
            send(.selectionMoved(move))
            return true
        }
        return false
    }

    /// The view under the pointer is outlined lightly (redrawn only when it changes).
    private func hover(at canvasPoint: Point?) {
        let next = hoveredView(at: canvasPoint)
        guard next != hovered else { return }
        hovered = next
        updateOutlines()
        area.queueDraw()
    }

    /// The view painting the surface under the canvas point, in the layout shown.
    private func hoveredView(at canvasPoint: Point?) -> ViewPath? {
        canvasPoint.flatMap(scenePoint).flatMap { hitTester.surface(at: $0) }
    }

    private func setSpaceHeld(_ held: Bool) {
        guard held != spaceHeld else { return }
        spaceHeld = held
        if gestureStart == nil { area.setCursor(named: held ? "grab" : nil) }
    }

    /// Ctrl+scroll zooms about the pointer; a plain scroll pans (Shift+wheel sideways).
    private func scrolled(dx: Double, dy: Double, zoom: Bool, wheel: Bool) -> Bool {
        guard let fit, dx.isFinite, dy.isFinite else { return false }
        if zoom {
            let anchor = pointer ?? Point(x: size.width / 2, y: size.height / 2)
            self.zoom(from: fit, to: ScrollSteps.zoomFactor(from: fit.scale, scrolledBy: dy, wheel: wheel), about: anchor)
        } else {
            let offset = ScrollSteps.panOffset(dx: dx, dy: dy, wheel: wheel)
            navigate(factor: fit.scale, center: fit.center(pannedBy: offset, canvas: size, scene: layout.size))
        }
        return true
    }

    /// Zooms to `factor` (clamped first, so the anchor holds at the limits too) keeping the scene
    /// point under `anchor` where it is.
    private func zoom(from start: CanvasFit, to factor: Double, about anchor: Point) {
        let clamped = PlaygroundLimits.zoom.clamping(factor, nanFallback: start.scale)
        navigate(factor: clamped, center: start.center(zoomedTo: clamped, about: anchor, canvas: size, scene: layout.size))
    }

    private func navigate(factor: Double, center: Point) {
        let next = CanvasViewport(zoom: .factor(factor), center: center)
        guard next != viewport else { return }
        send(.canvasNavigated(next))
    }
}
