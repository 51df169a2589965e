// The canvas's speed: the playground's per-frame work, drawn into an image surface.
import CPangoCairo
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import PlaygroundStore

/// A canvas the size of a window's drawing area: `width` × `height` logical pixels at `scale`
/// device pixels each (GTK hands the draw function a context already scaled like this).
struct CanvasSize {
    var width: Int
    var height: Int
    var scale: Int

    var name: String { "\(width * scale)×\(height * scale) @\(scale)x" }
}

/// What one frame of the playground computes and draws: the scene's layout (text measured with
/// Pango, as the app lays out), then `CanvasPainter.paint` (fit with a margin, `SceneRenderer.draw`).
/// The status line is not included until the store reads scene format v2 (see `benchmarkCanvas`).
struct CanvasCase {
    var name: String
    var document: SceneDocument
    var options = RenderOptions()
    /// Whether the scene's animation runs: frame k is laid out at k / 120 s (a 120 Hz frame clock),
    /// through the spring's whole cycle, as the app lays out every frame while it animates.
    var animates = false

    /// Frame `k`; `cache` is the canvas's, kept from frame to frame as the app's canvas keeps it.
    @inline(never)
    func frame(_ k: Int, into cr: OpaquePointer, canvas: Size, cache: inout CanvasOverlayCache) {
        let layout = SceneRenderer.layout(document, time: animates ? Double(k) / 120 : nil)
        CanvasPainter.paint(layout, into: cr, canvas: canvas, options: options, cache: &cache)
    }
}

/// The playground's state as the app starts it with no saved state: the bundled devices and
/// presets, every setting at its default.
func defaultPlaygroundState() -> PlaygroundState {
    let devices = (try? DeviceCatalog.bundled().devices) ?? []
    let presets = (try? Presets.scenes(devices: DeviceCatalog(devices: devices))) ?? []
    return PlaygroundState(library: PlaygroundLibrary(devices: devices, presets: presets))
}

/// The default scene, `levels` nested cards (inset 4 pt so that all 32 are drawn on the default
/// device; the default 8 pt empties the cards past the 25th), the default scene with every
/// overlay on, and the sample card still and animating (with and without every overlay).
func canvasCases() -> [CanvasCase] {
    let state = defaultPlaygroundState()
    let scene = state.scene
    var cases = [CanvasCase(name: "default scene", document: scene)]
    for levels in [1, 8, 32] {
        let nested = SceneDocument.nestedCards(
            screen: scene.screen, safeArea: scene.safeArea, depth: levels, inset: 4, direction: scene.direction)
        cases.append(CanvasCase(name: "\(levels) level\(levels == 1 ? "" : "s")", document: nested))
    }
    cases.append(CanvasCase(name: "default scene, all overlays", document: scene, options: .annotated))
    if let sample = try? Presets.scene(named: "concentric-card", devices: DeviceCatalog(devices: state.library.devices)) {
        cases.append(CanvasCase(name: "concentric-card", document: sample.document))
        cases.append(CanvasCase(name: "concentric-card, animating", document: sample.document, animates: true))
        // Every frame a new layout: the annotations are planned again (their texts stay laid out).
        cases.append(CanvasCase(name: "concentric-card, animating, all overlays", document: sample.document, options: .annotated, animates: true))
    }
    return cases
}

/// Milliseconds per frame for every case on every canvas size.
func benchmarkCanvas(frames: Int) {
    let sizes = [CanvasSize(width: 1280, height: 800, scale: 1), CanvasSize(width: 1280, height: 800, scale: 2)]
    for size in sizes {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width * size.scale), Int32(size.height * size.scale)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            FileHandle.standardError.write(Data("error: cannot create a \(size.name) image surface\n".utf8))
            exit(1)
        }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, Double(size.scale), Double(size.scale))
        let canvas = Size(width: Double(size.width), height: Double(size.height))
        for benchCase in canvasCases() {
            var samples: [Double] = []
            var cache = CanvasOverlayCache()
            for i in -5..<frames {  // five warm-up frames
                clear(surface)
                let start = now()
                guard let cr = cairo_create(surface) else { continue }
                benchCase.frame(i + 5, into: cr, canvas: canvas, cache: &cache)
                cairo_destroy(cr)
                cairo_surface_flush(surface)
                if i >= 0 { samples.append((now() - start) * 1e3) }
            }
            report("canvas", benchCase.name, unit: "ms", Summary(samples), extra: [("surface", .string(size.name))])
        }
    }
    // The status line's concentricity error (measured once per change while nothing moves) is
    // left out until the store's status summary reads a `ViewLayout`.
}

/// Clears the surface to transparent, as GTK hands the draw function a cleared area.
func clear(_ surface: OpaquePointer) {
    guard let cr = cairo_create(surface) else { return }
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_destroy(cr)
}

/// `canvas-profile CASE FRAMES [--scale N]`: `FRAMES` frames of one canvas case (its name as
/// `canvas` prints it) at 1280 × 800 @N (default 2), nothing else, for callgrind.
func profileCanvas(case name: String, frames: Int, scale: Int) {
    guard let benchCase = canvasCases().first(where: { $0.name == name }) else {
        fail("no canvas case named \"\(name)\" (the cases: \(canvasCases().map(\.name).joined(separator: ", ")))")
    }
    let size = CanvasSize(width: 1280, height: 800, scale: scale)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width * size.scale), Int32(size.height * size.scale)),
        cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { fail("cannot create a \(size.name) image surface") }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_scale(surface, Double(size.scale), Double(size.scale))
    profiledFrames(benchCase, frames: frames, surface: surface, canvas: Size(width: Double(size.width), height: Double(size.height)))
}

@inline(never)
func profiledFrames(_ benchCase: CanvasCase, frames: Int, surface: OpaquePointer, canvas: Size) {
    var cache = CanvasOverlayCache()
    for k in 0..<frames {
        clear(surface)
        guard let cr = cairo_create(surface) else { continue }
        benchCase.frame(k, into: cr, canvas: canvas, cache: &cache)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }
    print("annotation masks: \(cache.maskBytes) bytes")
}
