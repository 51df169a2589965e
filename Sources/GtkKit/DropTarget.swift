// GtkDropTarget: a widget that accepts dropped strings.
import CGtk

@MainActor
public final class DropTarget: Object {
    /// A target for moved strings, attached to `widget`.
    public convenience init(on widget: Widget) {
        self.init(transferring: UnsafeMutableRawPointer(gtk_drop_target_new(GType.string, GDK_ACTION_MOVE)!))
        gtk_widget_add_controller(widget.widget, OpaquePointer(g_object_ref(raw)))
    }

    private var target: OpaquePointer { OpaquePointer(raw) }

    /// Whether the drop under way comes from a drag in this application (a row, not text from
    /// another program).
    public var isLocalDrag: Bool {
        guard let drop = gtk_drop_target_get_current_drop(target) else { return false }
        return gdk_drop_get_drag(drop) != nil
    }

    typealias DropHandler = @MainActor (String, Double, Double) -> Bool
    typealias MotionHandler = @MainActor (Double, Double) -> Bool

    /// Runs `handler` with the dropped string and the pointer's position in the widget; returning
    /// false refuses the drop. `gboolean (GtkDropTarget*, const GValue*, double, double, gpointer)`.
    public func onDrop(_ handler: @escaping @MainActor (_ string: String, _ x: Double, _ y: Double) -> Bool) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
            _, value, x, y, data in
            let (value, data) = (MainThreadPointer(value.map { UnsafeMutableRawPointer(mutating: $0) }), MainThreadPointer(data))
            return MainActor.assumeIsolated {
                guard let value = value.raw?.assumingMemoryBound(to: GValue.self),
                      let string = g_value_get_string(value), let handler = HandlerBox<DropHandler>.from(data.raw)
                else { return 0 }
                return handler(String(cString: string), x, y) ? 1 : 0
            }
        }
        connect("drop", thunk: unsafeBitCast(thunk, to: GCallback.self), context: HandlerBox<DropHandler>(handler))
    }

    /// Runs `handler` as the pointer moves over the widget during a drag; returning false shows
    /// the drop would be refused there. `GdkDragAction (GtkDropTarget*, double, double, gpointer)`.
    public func onMotion(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Bool) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> GdkDragAction = {
            _, x, y, data in
            let data = MainThreadPointer(data)
            return MainActor.assumeIsolated {
                (HandlerBox<MotionHandler>.from(data.raw)?(x, y) ?? false) ? GDK_ACTION_MOVE : GdkDragAction(rawValue: 0)
            }
        }
        connect("motion", thunk: unsafeBitCast(thunk, to: GCallback.self), context: HandlerBox<MotionHandler>(handler))
    }

    /// Runs `handler` when a drag leaves the widget (or drops). `void (GtkDropTarget*, gpointer)`.
    public func onLeave(_ handler: @escaping @MainActor () -> Void) { on("leave", handler) }
}
