// A rendered or loaded raster image as plain bytes, for comparisons and pixel measurements.
import CPangoCairo
import ConcentricIO
import Foundation

/// An image's pixels: `width × height`, row-major, four bytes per pixel in R, G, B, A order,
/// with colour premultiplied by alpha (as Cairo stores it).
public struct PixelImage: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at (x, y); transparent black outside the image.
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// Reads a PNG with Cairo (`cairo_image_surface_create_from_png`).
    public init(pngAt url: URL) throws(WriteError) {
        guard let surface = cairo_image_surface_create_from_png(url.path) else {
            throw WriteError(path: url.path, reason: "cannot read the PNG", kind: .refused)
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw WriteError(path: url.path, reason: "cannot read the PNG: \(String(cString: cairo_status_to_string(status)))", kind: .refused)
        }
        self.init(surface: surface)
    }

    /// Copies an image surface's pixels (ARGB32 or RGB24, native-endian 32-bit words).
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let i = (y * width + x) * 4
                    bytes[i] = UInt8((word >> 16) & 0xFF)
                    bytes[i + 1] = UInt8((word >> 8) & 0xFF)
                    bytes[i + 2] = UInt8(word & 0xFF)
                    bytes[i + 3] = opaque ? 255 : UInt8(word >> 24)
                }
            }
        }
        self.init(width: width, height: height, bytes: bytes)
    }
}
