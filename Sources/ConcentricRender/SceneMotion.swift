// Motion: a scene's animation sampled into frames (frame k at t = k / fps, exactly what
// `render --time` draws) and written as a numbered PNG sequence or as one animated WebP.
import CPangoCairo
import CWebP
import ConcentricCore
import ConcentricIO
import ConcentricScene
import Foundation

/// Which moments of a scene's animation become frames.
public struct MotionTimeline: Sendable, Hashable {
    /// The most frames one export writes (a minute at 60 fps): a bound on time and disk.
    public static let maximumFrames = 3_600
    /// The highest frame rate accepted.
    public static let maximumFPS = 120

    /// Seconds covered: frames at 0, 1/fps, … up to but not including `seconds` (at least one frame).
    public var seconds: Double
    /// Frames per second.
    public var fps: Int

    public init(seconds: Double, fps: Int) {
        self.seconds = seconds
        self.fps = fps
    }

    /// round(seconds × fps), at least 1: `--animate 2 --fps 30` is frames 0…59.
    public var frameCount: Int {
        let n = (seconds * Double(fps)).rounded()
        return n.isFinite ? max(1, Int(min(n, Double(Int32.max)))) : 1
    }

    /// Frame k's moment, k / fps seconds after the scene appears.
    public func time(ofFrame k: Int) -> Double { Double(k) / Double(fps) }

    /// Why these values cannot be exported, or nil.
    public var problem: String? {
        guard seconds.isFinite, seconds > 0 else { return "takes a positive number of seconds" }
        guard fps >= 1, fps <= Self.maximumFPS else { return "--fps takes a whole number from 1 to \(Self.maximumFPS)" }
        guard frameCount <= Self.maximumFrames else {
            return "\(frameCount) frames is over the limit of \(Self.maximumFrames) (seconds × fps)"
        }
        return nil
    }
}

/// Animated WebP through libwebp's animation encoder, lossless with exact colours under
/// transparency, so each frame decodes to the pixels the PNG of the same moment holds.
public enum WebPAnimation {
    /// Draws `frames` layouts at `scale` and stages the animation beside `url`; each frame lasts
    /// `frameDuration` milliseconds. `progress` is told after each frame is encoded (for the
    /// playground's progress bar); it returns false to cancel, which throws.
    public static func stage(
        frames count: Int, layout: (Int) -> ViewLayout, to url: URL, scale: Double, frameDuration: Int,
        options: RenderOptions = RenderOptions(), progress: (Int, Int) -> Bool = { _, _ in true }
    ) throws(WriteError) -> StagedFile {
        guard count > 0 else { throw WriteError(path: url.path, reason: "no frames", kind: .refused) }
        let size = layout(0).size
        if let problem = SceneExporter.scaleProblem(scale, size: size, format: .png) {
            throw WriteError(path: url.path, reason: problem, kind: .refused)
        }
        let (width, height) = SceneExporter.pixelSize(of: size, scale: scale)
        var encoderOptions = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&encoderOptions) != 0 else { throw WriteError(path: url.path, reason: "libwebp version mismatch", kind: .refused) }
        encoderOptions.anim_params.loop_count = 0  // loop forever, as the scene's animation does
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &encoderOptions) else {
            throw WriteError(path: url.path, reason: "cannot create a WebP encoder", kind: .refused)
        }
        defer { WebPAnimEncoderDelete(encoder) }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw WriteError(path: url.path, reason: "libwebp version mismatch", kind: .refused) }
        config.lossless = 1
        config.exact = 1
        config.method = 1  // fast: lossless either way, a little larger
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for k in 0..<count {
            let frameLayout = k == 0 ? layout(0) : layout(k)
            guard frameLayout.size == size else { throw WriteError(path: url.path, reason: "frame \(k) has another size", kind: .refused) }
            guard let surface = SceneExporter.makeImageSurface(frameLayout, scale: scale, options: options) else {
                throw WriteError(path: url.path, reason: "cannot create a Cairo image surface", kind: .refused)
            }
            defer { cairo_surface_destroy(surface) }
            let stride = Int(cairo_image_surface_get_stride(surface))
            guard let data = cairo_image_surface_get_data(surface) else { throw WriteError(path: url.path, reason: "the image is empty", kind: .refused) }
            rgba.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    // The PNG writer's own conversion, so both formats hold the same straight colours.
                    PNGEncoder.convertRow(UnsafeRawPointer(data + y * stride), width: width, opaque: false, into: UnsafeMutableBufferPointer(rebasing: out[(y * width * 4)..<((y + 1) * width * 4)]))
                }
            }
            var picture = WebPPicture()
            guard WebPPictureInit(&picture) != 0 else { throw WriteError(path: url.path, reason: "libwebp version mismatch", kind: .refused) }
            picture.use_argb = 1
            picture.width = Int32(width)
            picture.height = Int32(height)
            defer { WebPPictureFree(&picture) }
            guard WebPPictureImportRGBA(&picture, rgba, Int32(width * 4)) != 0,
                WebPAnimEncoderAdd(encoder, &picture, Int32(k * frameDuration), &config) != 0
            else { throw WriteError(path: url.path, reason: "cannot encode frame \(k): \(encoderError(encoder))", kind: .refused) }
            guard progress(k + 1, count) else { throw WriteError(path: url.path, reason: "cancelled", kind: .refused) }
        }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(count * frameDuration), nil) != 0 else {
            throw WriteError(path: url.path, reason: "cannot finish the animation: \(encoderError(encoder))", kind: .refused)
        }
        var webp = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &webp) != 0 else {
            throw WriteError(path: url.path, reason: "cannot assemble the animation: \(encoderError(encoder))", kind: .refused)
        }
        defer { WebPDataClear(&webp) }
        let bytes = webp.bytes.map { Array(UnsafeBufferPointer(start: $0, count: webp.size)) } ?? []
        return try AtomicFile.stage(to: url) { fd in
            let sink = StreamSink(fd: fd)
            _ = bytes.withUnsafeBytes { sink.write($0) }
            return sink.failure
        }
    }

    static func encoderError(_ encoder: OpaquePointer) -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}
