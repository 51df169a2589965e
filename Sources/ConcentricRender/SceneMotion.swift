// Motion: a scene's animation sampled into frames (frame k at t = k / fps, exactly what
// `render --time` draws) and written as a numbered PNG sequence or as one animated WebP.
import CPangoCairo
import CWebP
import ConcentricCore
import ConcentricIO
import ConcentricScene
import Foundation

/// Animated WebP through libwebp's animation encoder, lossless with exact colours under
/// transparency, so each frame decodes to the pixels the PNG of the same moment holds.
public enum WebPAnimation {
    /// Draws `frames` layouts at `scale` and stages the animation beside `url`; each frame lasts
    /// `frameDuration` milliseconds. `progress` is told after each frame is encoded; it returns
    /// false to cancel, which throws. (The playground drives `WebPAnimationEncoder` itself, one
    /// frame per main-loop turn, so its window stays responsive.)
    public static func stage(
        frames count: Int, layout: (Int) -> ViewLayout, to url: URL, scale: Double, frameDuration: Int,
        options: RenderOptions = RenderOptions(), progress: (Int, Int) -> Bool = { _, _ in true }
    ) throws(WriteError) -> StagedFile {
        guard count > 0 else { throw WriteError(path: url.path, reason: "no frames", kind: .refused) }
        let first = layout(0)
        let encoder = try WebPAnimationEncoder(size: first.size, to: url, scale: scale, frameDuration: frameDuration, options: options)
        for k in 0..<count {
            try encoder.add(k == 0 ? first : layout(k))
            guard progress(k + 1, count) else { throw WriteError(path: url.path, reason: "cancelled", kind: .refused) }
        }
        return try encoder.stage()
    }

    static func encoderError(_ encoder: OpaquePointer) -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}

/// An animated WebP being encoded one frame at a time (lossless, exact colours under
/// transparency, looping forever as the scene's animation does). Owns the libwebp encoder;
/// dropping it before `stage()` abandons the file, which was never started on disk.
public final class WebPAnimationEncoder {
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private let url: URL
    private let size: Size
    private let width: Int, height: Int
    private let scale: Double
    private let frameDuration: Int
    private let options: RenderOptions
    private var rgba: [UInt8]
    /// Frames added so far.
    public private(set) var frameCount = 0

    /// An encoder for frames of `size` points drawn at `scale`, each `frameDuration` ms long.
    public init(size: Size, to url: URL, scale: Double, frameDuration: Int, options: RenderOptions = RenderOptions()) throws(WriteError) {
        if let problem = SceneExporter.scaleProblem(scale, size: size, format: .png) {
            throw WriteError(path: url.path, reason: problem, kind: .refused)
        }
        (width, height) = SceneExporter.pixelSize(of: size, scale: scale)
        var encoderOptions = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&encoderOptions) != 0 else { throw WriteError(path: url.path, reason: "libwebp version mismatch", kind: .refused) }
        encoderOptions.anim_params.loop_count = 0  // loop forever, as the scene's animation does
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &encoderOptions) else {
            throw WriteError(path: url.path, reason: "cannot create a WebP encoder", kind: .refused)
        }
        self.encoder = encoder
        guard WebPConfigInit(&config) != 0 else {
            WebPAnimEncoderDelete(encoder)
            throw WriteError(path: url.path, reason: "libwebp version mismatch", kind: .refused)
        }
        config.lossless = 1
        config.exact = 1
        config.method = 1  // fast: lossless either way, a little larger
        self.url = url
        self.size = size
        self.scale = scale
        self.frameDuration = frameDuration
        self.options = options
        rgba = [UInt8](repeating: 0, count: width * height * 4)
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Draws and encodes the next frame (it must have the first frame's size).
    public func add(_ frameLayout: ViewLayout) throws(WriteError) {
        let k = frameCount
        guard frameLayout.size == size else { throw WriteError(path: url.path, reason: "frame \(k) has another size", kind: .refused) }
        guard let surface = SceneExporter.makeImageSurface(frameLayout, scale: scale, options: options) else {
            throw WriteError(path: url.path, reason: "cannot create a Cairo image surface", kind: .refused)
        }
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw WriteError(path: url.path, reason: "the image is empty", kind: .refused) }
        let (width, height) = (self.width, self.height)
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
        else { throw WriteError(path: url.path, reason: "cannot encode frame \(k): \(WebPAnimation.encoderError(encoder))", kind: .refused) }
        frameCount += 1
    }

    /// Assembles the frames added and stages the file beside `url` (commit it to replace `url`).
    public func stage() throws(WriteError) -> StagedFile {
        guard frameCount > 0 else { throw WriteError(path: url.path, reason: "no frames", kind: .refused) }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(frameCount * frameDuration), nil) != 0 else {
            throw WriteError(path: url.path, reason: "cannot finish the animation: \(WebPAnimation.encoderError(encoder))", kind: .refused)
        }
        var webp = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &webp) != 0 else {
            throw WriteError(path: url.path, reason: "cannot assemble the animation: \(WebPAnimation.encoderError(encoder))", kind: .refused)
        }
        defer { WebPDataClear(&webp) }
        let bytes = webp.bytes.map { Array(UnsafeBufferPointer(start: $0, count: webp.size)) } ?? []
        return try AtomicFile.stage(to: url) { fd in
            let sink = StreamSink(fd: fd)
            _ = bytes.withUnsafeBytes { sink.write($0) }
            return sink.failure
        }
    }
}
