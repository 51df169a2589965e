// GdkTexture: an image GTK can show, copy to the clipboard or save as PNG.
import CGtk

@MainActor
public final class Texture: Object {
    private var texture: OpaquePointer { OpaquePointer(raw) }

    /// Decodes PNG (or any format GdkPixbuf reads) from memory.
    public static func decode(_ bytes: [UInt8]) throws(GLibError) -> Texture {
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(data, &error) else {
            throw GLibError.take(error) ?? GLibError("cannot decode the image")
        }
        return Texture(transferring: UnsafeMutableRawPointer(texture))
    }

    /// A texture over 8-bit RGBA pixels with premultiplied alpha, row after row.
    public static func premultipliedRGBA(_ bytes: [UInt8], width: Int, height: Int) -> Texture? {
        guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        guard let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8_PREMULTIPLIED, data, gsize(width * 4)) else {
            return nil
        }
        return Texture(transferring: UnsafeMutableRawPointer(texture))
    }

    public var width: Int32 { gdk_texture_get_width(texture) }
    public var height: Int32 { gdk_texture_get_height(texture) }

    /// The texture encoded as PNG.
    public func pngBytes() -> [UInt8] {
        guard let bytes = gdk_texture_save_to_png_bytes(texture) else { return [] }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
    }

    /// Puts the texture on `widget`'s display clipboard.
    public func copyToClipboard(of widget: Widget) {
        gdk_clipboard_set_texture(gtk_widget_get_clipboard(widget.widget), texture)
    }
}
