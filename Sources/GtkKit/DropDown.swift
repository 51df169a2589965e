// GtkDropDown over a GtkStringList: pick one of a list of names.
import CGtk

@MainActor
public final class DropDown: Widget {
    override public class var gType: GType { gtk_drop_down_get_type() }
    private var dropDown: OpaquePointer { OpaquePointer(raw) }

    /// The items (the button's and the popup's), named for screen readers (`StringItemFactory`).
    private var itemFactory: StringItemFactory?

    /// Replaces the choices. The selection moves to the first item (or none).
    public func setItems(_ items: [String]) {
        if itemFactory == nil {
            itemFactory = StringItemFactory(owner: self) { [dropDown] in gtk_drop_down_set_factory(dropDown, $0) }
        }
        let list = withCStringArray(items) { gtk_string_list_new($0) }
        gtk_drop_down_set_model(dropDown, list)
        g_object_unref(UnsafeMutableRawPointer(list))  // the drop-down holds its own reference
    }

    /// Shorter names for the button showing the choice, by position (a narrow drop-down): the
    /// popup still lists the items' whole names, and the button's tooltip says its whole name.
    public func setButtonTitles(_ titles: [String]) { itemFactory?.buttonTitles = titles }

    /// The number of choices.
    public var itemCount: Int {
        guard let model = gtk_drop_down_get_model(dropDown) else { return 0 }
        return Int(g_list_model_get_n_items(model))
    }

    /// The selected index, or nil when nothing is selected.
    public var selected: Int? {
        get {
            let index = gtk_drop_down_get_selected(dropDown)
            return index == GTK_INVALID_LIST_POSITION ? nil : Int(index)
        }
        set {
            let index = newValue.flatMap { $0 >= 0 && $0 < itemCount ? guint($0) : nil } ?? GTK_INVALID_LIST_POSITION
            if index != gtk_drop_down_get_selected(dropDown) { gtk_drop_down_set_selected(dropDown, index) }
        }
    }

    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) { onNotify("selected", handler) }
}

/// Calls `body` with a NULL-terminated C array of the strings (valid only during the call).
func withCStringArray<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
    return pointers.withUnsafeBufferPointer { buffer in
        // An array of n + 1 pointers always has a base address.
        body(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!)
    }
}

extension DropDown {
    /// Names the drop-down's button (what takes the focus) for screen readers: GTK 4.8 leaves it
    /// unnamed, so it is read as "GtkToggleButton".
    public func nameButton(_ name: String) {
        guard let button = gtk_widget_get_first_child(widget) else { return }
        let value = Value(name)
        var properties = [GTK_ACCESSIBLE_PROPERTY_LABEL]
        gtk_accessible_update_property_value(OpaquePointer(button), 1, &properties, value.pointer)
    }
}
