// Performance at scale: generated scenes of 100, 1,000 and 10,000 views
// (`SceneDocument.scaleScene`), written as files and measured phase by phase.
import CPangoCairo
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import ScaleScenes
import SceneEditing

/// Writes `scale-N.json` for every size of `SceneDocument.scaleSceneSizes` into `folder` (created
/// if missing): the files the app-side benchmarks open.
func writeScaleScenes(into folder: URL) {
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for views in SceneDocument.scaleSceneSizes {
            let url = folder.appendingPathComponent("scale-\(views).json")
            try AtomicFile.write(Array(SceneDocument.scaleScene(views: views).jsonText.utf8), to: url)
            print(url.path)
        }
    } catch {
        FileHandle.standardError.write(Data("error: cannot write the scale scenes into \(folder.path): \(error)\n".utf8))
        exit(1)
    }
}

/// One size's scene and what the phases need of it.
struct ScaleCase {
    var views: Int
    var document: SceneDocument
    var bytes: [UInt8]

    init(views: Int) {
        self.views = views
        document = SceneDocument.scaleScene(views: views)
        bytes = Array(document.jsonText.utf8)
    }

    /// The edits the benchmark may make, best first: the top-leading corner of a card's
    /// background (a card laid out at least 24 pt on each side and inside the screen, in document
    /// order from the middle card outwards), toggled between fixed 12 pt and fixed 0, as the
    /// inspector's corner row sends it. A card's background is what a user sees as the card's
    /// corner; its descendants resolve against the card's `containerShape`, which the edit leaves
    /// alone. Which of them changes pixels only drawing tells (a card's corner may be covered or
    /// clipped away): `changingCornerEdits` draws them.
    func cornerEditCandidates(in layout: ViewLayout) -> [[SceneEdit]] {
        let paths = document.root.paths()
        let cards = layout.viewNodes.compactMap { node -> (path: ViewPath, slot: Int)? in
            guard node.frame.width >= 24, node.frame.height >= 24, node.frame.minX >= 0, node.frame.minY >= 0,
                node.frame.maxX <= layout.size.width, node.frame.maxY <= layout.size.height, paths.indices.contains(node.viewIndex)
            else { return nil }
            let path = paths[node.viewIndex]
            // Without uniform groups, so that the one corner changed is the corner drawn.
            guard let slot = document.view(at: path)?.modifiers.firstIndex(where: {
                if case .background(_, .concentricRectangle(let r)?) = $0 { r.uniformity == .none } else { false }
            }) else { return nil }
            return (path, slot)
        }
        // The middle card, then the cards after and before it in turn.
        let middle = cards.count / 2
        let order = (0..<cards.count).map { n in n.isMultiple(of: 2) ? middle + n / 2 : middle - (n + 1) / 2 }.filter(cards.indices.contains)
        return order.map { index in
            let (path, slot) = cards[index]
            return [
                .set(path, .cornerStyle(.modifier(slot), .topLeading, .fixed, value: 12)),
                .set(path, .cornerStyle(.modifier(slot), .topLeading, .fixed, value: 0)),
            ]
        }
    }

    /// The first of `cornerEditCandidates` whose two edits each change the retained pixels (the
    /// document's, then 12 pt's, then 0's), so that the benchmark measures an edit a user sees; nil
    /// when none does.
    func changingCornerEdits(canvas: Size, scale: Int) -> [SceneEdit]? {
        var cache = LayoutCache()
        let base = SceneRenderer.layout(document, cache: &cache)
        guard let retained = RetainedSceneCanvas(canvas: canvas, scale: scale) else { return nil }
        retained.update(base)
        for edits in cornerEditCandidates(in: base).prefix(50) {
            var edited = document
            var changesPixels = true
            for edit in edits where changesPixels {
                let before = retained.pixels().bytes
                guard let next = try? edited.applying(edit).document else { changesPixels = false; break }
                edited = next
                retained.update(SceneRenderer.layout(edited, cache: &cache))
                changesPixels = retained.pixels().bytes != before
            }
            if changesPixels { return edits }
            retained.update(SceneRenderer.layout(document, cache: &cache))
        }
        return nil
    }
}

/// Stops the benchmark: `message` names the case.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

/// Milliseconds of `body` over `repetitions` runs (after one warm-up run).
func sampled(_ repetitions: Int, _ body: (Int) -> Void) -> Summary {
    var samples: [Double] = []
    for i in -1..<repetitions {
        let start = now()
        body(i)
        if i >= 0 { samples.append((now() - start) * 1e3) }
    }
    return Summary(samples)
}

/// Every resolution the layout made, made again with Core's resolver from what the layout reports:
/// the concentric rectangles' radii and the container-relative shapes (what placement spends in
/// Core, measured apart from the rest of layout).
@inline(never)
func resolveAgain(_ layout: ViewLayout) -> Double {
    var total = 0.0
    for node in layout.nodes {
        guard let shape = node.geometry, let container = shape.container else { continue }
        if shape.kind == .concentricRectangle, let styles = shape.cornerStyles,
            let outer = container.shape.cornerGeometry(in: container.frame, direction: layout.direction)
        {
            let logical = LogicalCorners(
                topLeading: styles[layout.direction.physical(.topLeading)], topTrailing: styles[layout.direction.physical(.topTrailing)],
                bottomLeading: styles[layout.direction.physical(.bottomLeading)], bottomTrailing: styles[layout.direction.physical(.bottomTrailing)])
            let radii = resolveCornerRadii(
                in: outer, frame: shape.frame, shape: ConcentricRectangle(corners: logical, uniformity: .none), direction: layout.direction)
            total += radii.topLeft
        } else {
            let relative = ContainerRelativeShape(container: container.shape, containerFrame: container.frame, viewFrame: shape.frame, direction: layout.direction)
            total += relative.inset
        }
    }
    return total
}

/// Parse, layout, resolve and draw, separately, for every scale scene, then an edit to the next
/// frame's pixels; one JSON line each (milliseconds).
func benchmarkScale(repetitions: Int) {
    let canvasSize = CanvasSize(width: 1280, height: 800, scale: 1)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(canvasSize.width), Int32(canvasSize.height)),
        cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else {
        FileHandle.standardError.write(Data("error: cannot create a \(canvasSize.name) image surface\n".utf8))
        exit(1)
    }
    defer { cairo_surface_destroy(surface) }
    let canvas = Size(width: Double(canvasSize.width), height: Double(canvasSize.height))
    let devices = DeviceCatalog(devices: [])
    for views in SceneDocument.scaleSceneSizes {
        let scene = ScaleCase(views: views)
        let runs = max(10, repetitions * 1_000 / max(views, 1_000))
        let extra: [(String, JSONValue)] = [("views", .number(Double(views))), ("surface", .string(canvasSize.name))]
        func line(_ phase: String, _ summary: Summary, _ more: [(String, JSONValue)] = []) {
            report("scale", phase, unit: "ms", summary, extra: extra + more)
        }
        do { _ = try SceneDocument.parse(bytes: scene.bytes, devices: devices) } catch {
            FileHandle.standardError.write(Data("error: the reader refuses the \(views)-view scene: \(error)\n".utf8))
            exit(1)
        }
        line("parse", sampled(runs) { _ in blackHole(try? SceneDocument.parse(bytes: scene.bytes, devices: devices)) }, [("bytes", .number(Double(scene.bytes.count)))])
        let root = scene.document.root
        let safe = Size(width: scene.document.screen.size.width - scene.document.safeArea.leading - scene.document.safeArea.trailing,
                        height: scene.document.screen.size.height - scene.document.safeArea.top - scene.document.safeArea.bottom)
        let parameters = scene.document.parameterValues()
        line("layout: sizes", sampled(runs) { _ in
            blackHole(ViewLayout.size(of: root, proposal: ProposedSize(safe), parameters: parameters, measurer: PangoTextMeasurer()))
        })
        line("layout", sampled(runs) { _ in blackHole(SceneRenderer.layout(scene.document)) })
        let layout = SceneRenderer.layout(scene.document)
        line("resolve", sampled(runs) { _ in blackHole(resolveAgain(layout)) })
        line("draw", sampled(runs) { _ in
            clear(surface)
            guard let cr = cairo_create(surface) else { return }
            _ = CanvasPainter.paint(layout, into: cr, canvas: canvas)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
        }, [("commands", .number(Double(layout.drawing.count)))])
        // The editor's path: the edit applied to the document, then layout and draw of the new one:
        // from scratch (every view laid out and drawn again), then with the layout cache and the
        // retained canvas (what changed laid out and painted again), the frame blitted from it.
        guard let edits = scene.changingCornerEdits(canvas: canvas, scale: canvasSize.scale) else {
            fail("no card's corner edit changes the pixels of the \(views)-view scene")
        }
        var document = scene.document
        line("edit to pixels, uncached", sampled(max(3, runs / 5)) { i in
            guard let edited = try? document.applying(edits[(i + 3) % edits.count]).document else { return }
            document = edited
            let layout = SceneRenderer.layout(document)
            clear(surface)
            guard let cr = cairo_create(surface) else { return }
            _ = CanvasPainter.paint(layout, into: cr, canvas: canvas)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
        })
        document = scene.document
        var cache = LayoutCache()
        guard let retained = RetainedSceneCanvas(canvas: canvas, scale: canvasSize.scale) else { continue }
        retained.update(SceneRenderer.layout(document, cache: &cache))
        var phases: [String: [Double]] = ["apply": [], "layout": [], "repaint": [], "blit": []]
        var repainted: [Double] = []
        line("edit to pixels", sampled(runs) { i in
            // The warm-up run (i = -1, untimed) checks that the edit is one a user sees.
            let before = i < 0 ? retained.pixels().bytes : []
            var t = now()
            guard let edited = try? document.applying(edits[(i + 3) % edits.count]).document else {
                fail("the \(views)-view scene refuses the benchmark's edit \(edits[(i + 3) % edits.count])")
            }
            document = edited
            var next = now()
            if i >= 0 { phases["apply", default: []].append((next - t) * 1e3) }
            t = next
            let layout = SceneRenderer.layout(document, cache: &cache)
            next = now()
            if i >= 0 { phases["layout", default: []].append((next - t) * 1e3) }
            t = next
            let repaint = retained.update(layout)
            next = now()
            if i < 0, retained.pixels().bytes == before {
                fail("the benchmark's edit (\(edits[0])) changes no pixels of the \(views)-view scene (\(repaint))")
            }
            if i >= 0 {
                phases["repaint", default: []].append((next - t) * 1e3)
                if case .region(_, _, let w, let h) = repaint { repainted.append(Double(w * h)) }
            }
            t = next
            clear(surface)
            guard let cr = cairo_create(surface) else { return }
            retained.paint(into: cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            if i >= 0 { phases["blit", default: []].append((now() - t) * 1e3) }
        }, [
            ("reusedViews", .number(Double(cache.lastPass.reused))),
            ("cacheBytes", .number(Double(cache.estimatedBytes))), ("retainedSurfaceBytes", .number(Double(retained.bytes))),
            ("repaintedPixels", .number(Summary(repainted).median)),
        ])
        for phase in ["apply", "layout", "repaint", "blit"] { line("edit: \(phase)", Summary(phases[phase] ?? [])) }
    }
}

/// `scale-profile VIEWS EDITS`: the cached edit path alone, `EDITS` times, for callgrind
/// (`--toggle-collect='*profiledEdits*'` counts only the edits).
func profileScaleEdits(views: Int, edits count: Int) {
    let scene = ScaleCase(views: views)
    let canvas = Size(width: 1280, height: 800)
    guard let edits = scene.changingCornerEdits(canvas: canvas, scale: 1) else { fail("no card's corner edit changes the pixels of the \(views)-view scene") }
    guard let retained = RetainedSceneCanvas(canvas: canvas) else { return }
    var cache = LayoutCache()
    var document = scene.document
    retained.update(SceneRenderer.layout(document, cache: &cache))
    profiledEdits(count, edits, &document, &cache, retained)
}

/// `scale-layout-profile VIEWS LAYOUTS [estimated] [cached]`: the first layout of the scene,
/// `LAYOUTS` times, for callgrind (`--toggle-collect='*profiledLayouts*'` counts only the layouts):
/// what opening a file costs. `estimated` measures texts with the estimating measurer instead of
/// Pango, which leaves the layout engine's own work; `cached` lays out into a new `LayoutCache`.
func profileScaleLayouts(views: Int, layouts count: Int, estimated: Bool, cached: Bool) {
    profiledLayouts(count, ScaleCase(views: views).document, measurer: estimated ? EstimatedTextMeasurer() : PangoTextMeasurer(), cached: cached)
}

/// `cached`: each layout records into a new, empty `LayoutCache`, as the app's first layout of
/// an opened file does (the path that later edits reuse from).
@inline(never)
func profiledLayouts(_ count: Int, _ document: SceneDocument, measurer: any TextMeasuring, cached: Bool) {
    for _ in 0..<count {
        if cached {
            var cache = LayoutCache()
            print(ViewLayout(document: document, measurer: measurer, cache: &cache).nodes.count)
        } else {
            print(ViewLayout(document: document, measurer: measurer).nodes.count)
        }
    }
}

@inline(never)
func profiledEdits(_ count: Int, _ edits: [SceneEdit], _ document: inout SceneDocument, _ cache: inout LayoutCache, _ retained: RetainedSceneCanvas) {
    for i in 0..<count {
        guard let edited = try? document.applying(edits[i % edits.count]).document else { return }
        document = edited
        print(retained.update(SceneRenderer.layout(document, cache: &cache)))
    }
}

/// `draw-profile SCENE SCALE FRAMES [OUT.png]`: `CanvasPainter.paint` of one laid-out scene
/// (`scale-N` for `SceneDocument.scaleScene(views: N)`, `levels-N` for N nested cards as the canvas
/// benchmark draws them) into a 1280 × 800 canvas at device scale SCALE, FRAMES times, for callgrind
/// (`--toggle-collect='*profiledDraws*'` counts the drawing alone, not the layout); the last frame's
/// pixels are written to OUT.png when given, to compare drawings byte for byte.
func profileDraws(scene name: String, scale: Int, frames: Int, output: String?) {
    let document: SceneDocument
    if name.hasPrefix("scale-"), let views = Int(name.dropFirst(6)) {
        document = SceneDocument.scaleScene(views: views)
    } else if name.hasPrefix("levels-"), let levels = Int(name.dropFirst(7)) {
        let scene = defaultPlaygroundState().scene
        document = SceneDocument.nestedCards(screen: scene.screen, safeArea: scene.safeArea, depth: levels, inset: 4, direction: scene.direction)
    } else if name == "default" {
        document = defaultPlaygroundState().scene
    } else {
        fail("unknown scene \(name): scale-N, levels-N or default")
    }
    let layout = SceneRenderer.layout(document)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(1280 * scale), Int32(800 * scale)),
        cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { fail("cannot create the image surface") }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
    profiledDraws(frames, layout, surface)
    if let output { cairo_surface_write_to_png(surface, output) }
}

@inline(never)
func profiledDraws(_ frames: Int, _ layout: ViewLayout, _ surface: OpaquePointer) {
    for _ in 0..<frames {
        clear(surface)
        guard let cr = cairo_create(surface) else { return }
        CanvasPainter.paint(layout, into: cr, canvas: Size(width: 1280, height: 800))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }
}

/// `scale-parse VIEWS PARSES`: the scene's bytes parsed `PARSES` times and nothing else, for
/// callgrind (`--toggle-collect='*profiledParses*'` leaves out generating the scene) and for a
/// quick median (one JSON line, as `scale`'s parse line).
func profileScaleParses(views: Int, parses count: Int) {
    let scene = ScaleCase(views: views)
    let devices = DeviceCatalog(devices: [])
    let summary = profiledParses(count, scene.bytes, devices)
    report("scale", "parse", unit: "ms", summary, extra: [("views", .number(Double(views))), ("bytes", .number(Double(scene.bytes.count)))])
}

@inline(never)
func profiledParses(_ count: Int, _ bytes: [UInt8], _ devices: DeviceCatalog) -> Summary {
    var samples: [Double] = []
    for _ in 0..<max(count, 1) {
        let start = now()
        do { blackHole(try SceneDocument.parse(bytes: bytes, devices: devices)) } catch { fail("the reader refuses the scene: \(error)") }
        samples.append((now() - start) * 1e3)
    }
    return Summary(samples)
}
