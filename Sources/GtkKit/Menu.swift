// GMenu: a menu model whose items the app fills in (the primary menu's recent files).
import CGtk

@MainActor
public final class Menu: Object {
    private var menu: OpaquePointer { OpaquePointer(raw) }

    /// One item: its label (shown as is: underscores are not mnemonics) and the detailed action
    /// it activates with a string target (`app.open-recent` with a path).
    public struct Item: Sendable, Equatable {
        public let label: String
        public let action: String
        public let target: String

        public init(label: String, action: String, target: String) {
            (self.label, self.action, self.target) = (label, action, target)
        }
    }

    /// An empty menu, filled in with `setItems` (a menu the app builds in code).
    public convenience init() {
        self.init(transferring: UnsafeMutableRawPointer(g_menu_new()))
    }

    /// The `GMenu` with `id` in `builder` (a `<menu>` or a `<section>`).
    public static func from(_ builder: Builder, id: String) throws(GLibError) -> Menu {
        let object = try builder.object(id)
        guard g_type_check_instance_is_a(object.raw.assumingMemoryBound(to: GTypeInstance.self), g_menu_get_type()) != 0 else {
            throw GLibError("\(builder.source): object \"\(id)\" is not a menu")
        }
        return Menu(adopting: object.raw)
    }

    /// A menu of `sections`, in order (each shown with separators between them), sharing their
    /// models: one menu written once can be part of several.
    public static func sections(_ sections: [Menu]) -> Menu {
        let menu = Menu(transferring: UnsafeMutableRawPointer(g_menu_new()))
        for section in sections { g_menu_append_section(menu.menu, nil, UnsafeMutablePointer(section.menu)) }
        return menu
    }

    /// Puts `submenu` at `index` of this menu, with `label` (its underscore a mnemonic).
    public func insertSubmenu(_ label: String, _ submenu: Menu, at index: Int) {
        g_menu_insert_submenu(menu, gint(index), label, UnsafeMutablePointer(submenu.menu))
    }

    /// Replaces every item with `items`, in order.
    public func setItems(_ items: [Item]) {
        g_menu_remove_all(menu)
        for item in items {
            // A menu label's underscore marks a mnemonic: doubled, it shows as itself.
            let label = String(item.label.flatMap { $0 == "_" ? ["_", "_"] : [$0] })
            guard let entry = g_menu_item_new(label, nil) else { continue }
            g_menu_item_set_action_and_target_value(entry, item.action, g_variant_new_string(item.target))
            g_menu_append_item(menu, entry)
            g_object_unref(UnsafeMutableRawPointer(entry))
        }
    }
}
