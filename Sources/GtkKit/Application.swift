// AdwApplication (a GtkApplication that starts libadwaita: its styles, adw_init): the process's GTK application, its actions and their accelerators.
import CGtk

@MainActor
public final class Application: Object {
    private var application: UnsafeMutablePointer<GtkApplication> { raw.assumingMemoryBound(to: GtkApplication.self) }
    /// Actions added to the application, kept alive with it.
    private var actions: [SimpleAction] = []

    /// A non-unique application: several instances may run at once (tests start many), and each
    /// parses its own command line.
    public convenience init(id: String) {
        self.init(transferring: UnsafeMutableRawPointer(adw_application_new(id, G_APPLICATION_NON_UNIQUE)))
    }

    public func onActivate(_ handler: @escaping @MainActor () -> Void) { on("activate", handler) }
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) { on("shutdown", handler) }

    /// Runs the main loop until the last window closes or `quit()`. The command line is parsed
    /// by the caller, so GApplication sees none.
    public func run() -> Int32 { g_application_run(raw.assumingMemoryBound(to: GApplication.self), 0, nil) }

    public func quit() { g_application_quit(raw.assumingMemoryBound(to: GApplication.self)) }

    /// Adds an `app.` action.
    public func add(_ action: SimpleAction) {
        g_action_map_add_action(OpaquePointer(raw), OpaquePointer(action.raw))
        actions.append(action)
    }

    /// Sets the keyboard accelerators (`<Control><Shift>z`) of a detailed action name (`win.undo`).
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        withCStringArray(accelerators) { gtk_application_set_accels_for_action(application, detailedAction, $0) }
    }
}
