// GtkDrawingArea: a widget that hands a cairo context to a Swift draw function.
import CGtk

@MainActor
public final class DrawingArea: Widget {
    override public class var gType: GType { gtk_drawing_area_get_type() }
    private var area: UnsafeMutablePointer<GtkDrawingArea> { raw.assumingMemoryBound(to: GtkDrawingArea.self) }

    /// The size the area asks for (0 to take whatever its parent gives).
    public func setContentSize(width: Int32, height: Int32) {
        gtk_drawing_area_set_content_width(area, width)
        gtk_drawing_area_set_content_height(area, height)
    }

    public typealias DrawFunction = @MainActor (_ cairo: OpaquePointer, _ width: Int32, _ height: Int32) -> Void

    /// Sets the draw function. The cairo context is already scaled to the monitor's scale
    /// factor: coordinates are logical pixels. Replacing it releases the previous closure.
    public func setDrawFunction(_ draw: @escaping DrawFunction) {
        let thunk: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            let (cairo, data) = (MainThreadPointer(UnsafeMutableRawPointer(cairo)), MainThreadPointer(data))
            MainActor.assumeIsolated {
                guard let cairo = cairo.raw, let draw = HandlerBox<DrawFunction>.from(data.raw) else { return }
                draw(OpaquePointer(cairo), width, height)
            }
        }
        gtk_drawing_area_set_draw_func(
            area, thunk, Unmanaged.passRetained(HandlerBox<DrawFunction>(draw)).toOpaque(),
            { data in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } })
    }

    isolated deinit {
        // The draw function's closure may refer to the owner being torn down: drop it now
        // rather than when GTK finalizes the widget.
        gtk_drawing_area_set_draw_func(area, nil, nil, nil)
    }
}
