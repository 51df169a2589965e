// GSimpleAction: a named command (`win.export`) that menus, buttons and accelerators trigger.
import CGtk

@MainActor
public final class SimpleAction: Object {
    public let name: String
    private var action: OpaquePointer { OpaquePointer(raw) }

    /// An action without a parameter.
    public init(_ name: String, _ activated: @escaping @MainActor () -> Void) {
        self.name = name
        super.init(transferring: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
        onPointer("activate") { _ in activated() }
    }

    /// An action taking a string parameter (a menu item's `target`).
    public init(_ name: String, stringParameter activated: @escaping @MainActor (String) -> Void) {
        self.name = name
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        super.init(transferring: UnsafeMutableRawPointer(g_simple_action_new(name, type)))
        onPointer("activate") { parameter in
            guard let parameter else { return }
            activated(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
        }
    }

    /// A boolean action shown as a check item in menus: activating it flips its state.
    public init(_ name: String, toggle initial: Bool, _ changed: @escaping @MainActor (Bool) -> Void) {
        self.name = name
        super.init(transferring: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, nil, g_variant_new_boolean(initial ? 1 : 0))))
        onPointer("activate") { [weak self] _ in
            guard let self else { return }
            let on = !self.isOn
            g_simple_action_set_state(self.action, g_variant_new_boolean(on ? 1 : 0))
            changed(on)
        }
    }

    /// The state of a toggle action (false for stateless actions).
    public var isOn: Bool {
        guard let state = g_action_get_state(action) else { return false }
        defer { g_variant_unref(state) }
        return g_variant_get_boolean(state) != 0
    }

    public required init(adopting pointer: UnsafeMutableRawPointer) {
        name = String(cString: g_action_get_name(OpaquePointer(pointer)))
        super.init(adopting: pointer)
    }

    public var isEnabled: Bool {
        get { g_action_get_enabled(action) != 0 }
        set { g_simple_action_set_enabled(action, newValue ? 1 : 0) }
    }
}
