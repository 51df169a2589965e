// Where an export's time goes inside the process: drawing the pixels, then the whole PNG write.
import CPangoCairo
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation

/// For every preset at `scale`: the draw alone (an image surface and `SceneRenderer.draw`, as
/// `SceneExporter` does it) and the whole `SceneExporter.write` to a PNG in `folder` (draw,
/// encode, atomic write). The process start, which `bench/run.sh` times with hyperfine, is not
/// included.
func benchmarkExport(repetitions: Int, scale: Double, folder: URL) {
    let devices = (try? DeviceCatalog.bundled()) ?? DeviceCatalog(devices: [])
    let presets: [SceneFile]
    do { presets = try Presets.scenes(devices: devices) } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
    for preset in presets {
        let id = preset.id ?? "preset"
        let layout = SceneRenderer.layout(preset.document)
        let (w, h) = SceneExporter.pixelSize(of: layout.size, scale: scale)
        var draw: [Double] = []
        var write: [Double] = []
        let url = folder.appendingPathComponent("\(id)@\(JSONWriter.format(scale))x.png")
        for i in -1..<repetitions {
            var start = now()
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)), let cr = cairo_create(surface) else { continue }
            cairo_scale(cr, scale, scale)
            SceneRenderer.draw(layout, into: cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            cairo_surface_destroy(surface)
            if i >= 0 { draw.append((now() - start) * 1e3) }
            start = now()
            do { try SceneExporter.write(layout, to: url, format: .png, scale: scale) } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                exit(1)
            }
            if i >= 0 { write.append((now() - start) * 1e3) }
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let extra: [(String, JSONValue)] = [("preset", .string(id)), ("pixels", .string("\(w)×\(h)")), ("bytes", .number(Double(bytes)))]
        report("export-in-process", "\(id) draw", unit: "ms", Summary(draw), extra: extra)
        report("export-in-process", "\(id) write", unit: "ms", Summary(write), extra: extra)
    }
}
