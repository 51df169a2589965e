// The items of a GtkDropDown or an AdwComboRow over a GtkStringList, named for screen readers.
import CGtk

/// The factory of a drop-down's items (`gtk_drop_down_set_factory`, `adw_combo_row_set_factory`:
/// the item shown in its button or row, and those of its popup list), drawn as the default
/// factories draw them: the string in a label, and in the popup a check mark on the selected
/// one. Unlike the default items, each item's row (the GtkListItemWidget around the label, the
/// accessible a screen reader reaches) gets the string as its accessible label: GTK 4.8 names a
/// list item by its own label property only, never by its child's text, so the default items are
/// read as unnamed "list item"s. The rows also follow the owner's sensitivity: GTK 4.8 reports
/// each widget's own, so the items of a greyed-out drop-down would otherwise still say they are
/// sensitive.
///
/// A name is at most 20 characters wide, cut in the middle (the button's with the whole name
/// in its tooltip); in the popup each name has its details (a preset's description) below it,
/// dimmed.
@MainActor
final class StringItemFactory {
    /// The rows of the items bound now, whose sensitivity follows the owner's.
    private var boundRows: Set<UnsafeMutableRawPointer> = []
    private weak var owner: Widget?
    /// A line under each item's name in the popup, by the item's position ("" for none).
    var details: [String] = []
    /// A shorter name for the button showing the choice, by the item's position (none: the
    /// item's own); the popup and the tooltip say the whole name.
    var buttonTitles: [String] = []

    /// Installs the factory on `owner` through `install` (which takes a reference of its own).
    /// The owner's wrapper keeps this object alive (`ComboRow`, `DropDown`).
    init(owner: Widget, install: (OpaquePointer) -> Void) {
        self.owner = owner
        guard let factory = gtk_signal_list_item_factory_new() else { return }
        connectPointerHandler(UnsafeMutableRawPointer(factory), "setup") { item in Self.setup(item) }
        connectPointerHandler(UnsafeMutableRawPointer(factory), "bind") { [weak self] item in self?.bind(item) }
        connectPointerHandler(UnsafeMutableRawPointer(factory), "unbind") { [weak self] item in self?.unbind(item) }
        install(factory)
        g_object_unref(UnsafeMutableRawPointer(factory))
        // Not through the owner's wrapper: its handlers are blocked while Swift sets its value
        // (`withHandlersBlocked`), and this one only follows GTK's state.
        connectPointerHandler(owner.raw, "notify::sensitive") { [weak self] _ in self?.followOwnerSensitivity() }
    }

    /// A label for the string, one for its details below it, and the check mark (as
    /// libadwaita's default factory lays them out).
    private static func setup(_ item: UnsafeMutableRawPointer?) {
        guard let item else { return }
        let listItem = OpaquePointer(item)
        guard let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), let texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2),
              let label = gtk_label_new(nil), let detail = gtk_label_new(nil),
              let check = gtk_image_new_from_icon_name("object-select-symbolic")
        else { return }
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_xalign(OpaquePointer(detail), 0)
        // Two lines at most, the rest in the tooltip: the list stays a list of names.
        gtk_label_set_wrap(OpaquePointer(detail), 1)
        gtk_label_set_lines(OpaquePointer(detail), 2)
        gtk_label_set_ellipsize(OpaquePointer(detail), PANGO_ELLIPSIZE_END)
        gtk_label_set_width_chars(OpaquePointer(detail), 40)
        gtk_label_set_max_width_chars(OpaquePointer(detail), 48)
        gtk_widget_add_css_class(detail, "dim-label")
        gtk_widget_add_css_class(detail, "caption")
        gtk_widget_set_visible(detail, 0)
        gtk_widget_set_valign(texts, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(texts, 1)
        gtk_widget_set_opacity(check, 0)
        gtk_box_append(UnsafeMutableRawPointer(texts).assumingMemoryBound(to: GtkBox.self), label)
        gtk_box_append(UnsafeMutableRawPointer(texts).assumingMemoryBound(to: GtkBox.self), detail)
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), texts)
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), check)
        gtk_list_item_set_child(listItem, box)
        // The check mark follows the list item's selection (the popup's single selection is the
        // owner's selected item), for as long as the list item lives.
        connectPointerHandler(item, "notify::selected") { _ in showCheck(listItem) }
    }

    /// The check mark: in the popup only (not in the button showing the choice), opaque on the
    /// selected item and transparent, keeping its room, on the others.
    private static func showCheck(_ listItem: OpaquePointer) {
        guard let box = gtk_list_item_get_child(listItem), let check = gtk_widget_get_last_child(box) else { return }
        let inPopup = gtk_widget_get_ancestor(box, gtk_popover_get_type()) != nil
        gtk_widget_set_visible(check, inPopup ? 1 : 0)
        gtk_widget_set_opacity(check, gtk_list_item_get_selected(listItem) != 0 ? 1 : 0)
    }

    private func bind(_ item: UnsafeMutableRawPointer?) {
        guard let item else { return }
        let listItem = OpaquePointer(item)
        guard let box = gtk_list_item_get_child(listItem), let texts = gtk_widget_get_first_child(box),
              let label = gtk_widget_get_first_child(texts), let detail = gtk_widget_get_next_sibling(label) else { return }
        let text = gtk_list_item_get_item(listItem).flatMap { object -> String? in
            guard g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), gtk_string_object_get_type()) != 0,
                    let string = gtk_string_object_get_string(OpaquePointer(object))
            else { return nil }
            return String(cString: string)
        } ?? ""
        let inPopup = gtk_widget_get_ancestor(box, gtk_popover_get_type()) != nil
        let position = Int(gtk_list_item_get_position(listItem))
        let shown = !inPopup && buttonTitles.indices.contains(position) ? buttonTitles[position] : text
        gtk_label_set_text(OpaquePointer(label), shown)
        // At most 20 characters, cut in the middle; the button says the whole name in its
        // tooltip. (A popup as wide as its longest name re-laid itself out frame after frame in
        // the random-input test, with GDK finding no monitor for it.)
        gtk_label_set_max_width_chars(OpaquePointer(label), 20)
        gtk_widget_set_tooltip_text(label, inPopup ? nil : text)
        let line = inPopup && details.indices.contains(position) ? details[position] : ""
        gtk_label_set_text(OpaquePointer(detail), line)
        gtk_widget_set_visible(detail, line.isEmpty ? 0 : 1)
        gtk_widget_set_tooltip_text(detail, line.isEmpty ? nil : line)
        Self.showCheck(listItem)
        // The list item's row widget: the child's parent once the list item is set up.
        guard let row = gtk_widget_get_parent(box) else { return }
        for (property, value) in [(GTK_ACCESSIBLE_PROPERTY_LABEL, Value(text)), (GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, Value(line))] {
            var properties = [property]
            gtk_accessible_update_property_value(OpaquePointer(row), 1, &properties, value.pointer)
        }
        let raw = UnsafeMutableRawPointer(row)
        boundRows.insert(raw)
        gtk_widget_set_sensitive(row, (owner?.isSensitive ?? true) ? 1 : 0)
    }

    private func unbind(_ item: UnsafeMutableRawPointer?) {
        guard let item, let box = gtk_list_item_get_child(OpaquePointer(item)), let row = gtk_widget_get_parent(box) else { return }
        boundRows.remove(UnsafeMutableRawPointer(row))
        gtk_widget_set_sensitive(row, 1)
    }

    private func followOwnerSensitivity() {
        let sensitive: gboolean = (owner?.isSensitive ?? true) ? 1 : 0
        for row in boundRows { gtk_widget_set_sensitive(row.assumingMemoryBound(to: GtkWidget.self), sensitive) }
    }
}
