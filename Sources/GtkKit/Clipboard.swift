// GdkClipboard: the display's clipboard, for text (textures use `Texture.copyToClipboard`).
import CGtk

/// The clipboard of a widget's display.
@MainActor
public struct Clipboard {
    private let clipboard: OpaquePointer

    /// `widget`'s display clipboard (`gtk_widget_get_clipboard`).
    public init(of widget: Widget) {
        clipboard = gtk_widget_get_clipboard(widget.widget)
    }

    /// Offers `text` (UTF-8) on the clipboard.
    public func setText(_ text: String) {
        gdk_clipboard_set_text(clipboard, text)
    }

    /// Reads the clipboard's text asynchronously, as any reader does; `done` gets it, or nil when
    /// the clipboard holds no text. (GDK answers a clipboard this process owns from the content it
    /// set; another process's from the display.)
    public func readText(_ done: @escaping @MainActor (String?) -> Void) {
        let box = Unmanaged.passRetained(TextReader(done)).toOpaque()
        gdk_clipboard_read_text_async(
            clipboard, nil,
            { source, result, data in
                let (source, result, data) = (MainThreadPointer(UnsafeMutableRawPointer(source)), MainThreadPointer(UnsafeMutableRawPointer(result)), MainThreadPointer(data))
                MainActor.assumeIsolated {
                    guard let raw = data.raw else { return }
                    let reader = Unmanaged<TextReader>.fromOpaque(raw).takeRetainedValue()
                    var text: String?
                    if let source = source.raw, let result = result.raw {
                        // An error (no text offered) is reported as nil, which is all a caller needs.
                        if let chars = gdk_clipboard_read_text_finish(OpaquePointer(source), OpaquePointer(result), nil) {
                            text = String(cString: chars)
                            g_free(chars)
                        }
                    }
                    reader.done(text)
                }
            }, box)
    }

    /// The completion handler, kept alive across the asynchronous read.
    private final class TextReader {
        let done: @MainActor (String?) -> Void
        init(_ done: @escaping @MainActor (String?) -> Void) { self.done = done }
    }
}
