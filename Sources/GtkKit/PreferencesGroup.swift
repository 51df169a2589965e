// AdwPreferencesGroup built in code, and the ways rows are made and filled in code (the sidebar's
// rows come from PlaygroundWindow.ui; the inspector's depend on the selected view).
import CGtk

/// AdwPreferencesGroup: a titled list of rows.
@MainActor
public final class PreferencesGroup: Widget {
    override public class var gType: GType { adw_preferences_group_get_type() }
    private var group: UnsafeMutablePointer<AdwPreferencesGroup> { raw.assumingMemoryBound(to: AdwPreferencesGroup.self) }

    public convenience init(title: String) {
        self.init(adopting: UnsafeMutableRawPointer(adw_preferences_group_new()))
        adw_preferences_group_set_title(group, title)
    }

    /// The group's heading.
    public var title: String {
        get { adw_preferences_group_get_title(group).map { String(cString: $0) } ?? "" }
        set { adw_preferences_group_set_title(group, newValue) }
    }

    public func add(_ row: Widget) { adw_preferences_group_add(group, row.widget) }

    public func remove(_ row: Widget) { adw_preferences_group_remove(group, row.widget) }

    /// The widget at the end of the group's title (a group-wide action), or none (nil).
    public func setHeaderSuffix(_ suffix: Widget?) { adw_preferences_group_set_header_suffix(group, suffix?.widget) }
}

extension ActionRow {
    /// A new row titled `title`, on one line, its subtitle on one line under it: squeezed beside
    /// its controls, each is cut with "…" (the accessible name and description stay whole)
    /// instead of wrapping a letter a line.
    public convenience init(title: String) {
        self.init(adopting: UnsafeMutableRawPointer(adw_action_row_new()))
        self.title = title
        adw_action_row_set_title_lines(raw.assumingMemoryBound(to: AdwActionRow.self), 1)
        adw_action_row_set_subtitle_lines(raw.assumingMemoryBound(to: AdwActionRow.self), 1)
    }

    /// Adds a control after the title.
    public func addSuffix(_ widget: Widget) {
        adw_action_row_add_suffix(raw.assumingMemoryBound(to: AdwActionRow.self), widget.widget)
    }

    /// The control a click on the row (or its mnemonic) activates, which the row's title names.
    public func setActivatableWidget(_ widget: Widget) {
        adw_action_row_set_activatable_widget(raw.assumingMemoryBound(to: AdwActionRow.self), widget.widget)
    }

    /// Puts `control` after the title, centred vertically, as the row's activatable widget: the
    /// one control of a row, named by its title. Tab goes to the control, not to the row first.
    public func setControl(_ control: Widget) {
        control.centerVertically()
        addSuffix(control)
        setActivatableWidget(control)
        skipsTabStop()
    }
}

extension PreferencesRow {
    /// A new plain row titled `title` (the title is not drawn: `setChild` lays out the row's
    /// content), for a row whose controls need more than the line an AdwActionRow gives them.
    public static func plain(title: String) -> PreferencesRow {
        let row = PreferencesRow(adopting: UnsafeMutableRawPointer(adw_preferences_row_new()))
        row.title = title
        return row
    }

    /// The row's content.
    public func setChild(_ child: Widget) {
        gtk_list_box_row_set_child(raw.assumingMemoryBound(to: GtkListBoxRow.self), child.widget)
    }

    /// Makes the row itself no Tab stop (a click on it still activates its control): Tab goes
    /// straight to its controls, one press each instead of two.
    public func skipsTabStop() { gtk_widget_set_focusable(widget, 0) }

    /// Makes the row itself neither a Tab stop nor activatable: the keyboard goes straight to
    /// its controls (a row with several controls has no one control to activate).
    public func passFocusToControls() {
        gtk_list_box_row_set_activatable(raw.assumingMemoryBound(to: GtkListBoxRow.self), 0)
        gtk_widget_set_focusable(widget, 0)
    }
}

extension ComboRow {
    /// A new row titled `title` choosing among `items`.
    public convenience init(title: String, items: [String]) {
        self.init(adopting: UnsafeMutableRawPointer(adw_combo_row_new()))
        self.title = title
        setItems(items)
    }

    /// The text under the title.
    public var subtitle: String {
        get { adw_action_row_get_subtitle(raw.assumingMemoryBound(to: AdwActionRow.self)).map { String(cString: $0) } ?? "" }
        set { if newValue != subtitle { adw_action_row_set_subtitle(raw.assumingMemoryBound(to: AdwActionRow.self), newValue) } }
    }
}

extension Box {
    /// Removes a child appended before.
    public func remove(_ child: Widget) { gtk_box_remove(raw.assumingMemoryBound(to: GtkBox.self), child.widget) }
}
