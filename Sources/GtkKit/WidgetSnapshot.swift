// A widget rendered to an image by GTK's own renderer: what the window looks like, pixel for pixel.
import CGtk

extension Widget {
    /// Renders the widget (with its children) at its current size through its window's GSK
    /// renderer: paintable → snapshot → render node → texture. Nil before the widget is
    /// realized and allocated.
    public func renderTexture() -> Texture? {
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native),
            let paintable = gtk_widget_paintable_new(widget)
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        // The paintable's own size, not the allocation: a window's paintable also covers its
        // client-side decoration, and snapshotting it smaller would scale everything down.
        let width = Double(gdk_paintable_get_intrinsic_width(paintable))
        let height = Double(gdk_paintable_get_intrinsic_height(paintable))
        guard width > 0, height > 0, let snapshot = gtk_snapshot_new() else { return nil }
        gdk_paintable_snapshot(paintable, snapshot, width, height)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else { return nil }
        return Texture(transferring: UnsafeMutableRawPointer(texture))
    }
}
