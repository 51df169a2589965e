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

    /// Makes the application unique on the session bus and able to open files: the first
    /// instance owns the id; a later one, once `register`ed, is remote and hands its files to the
    /// first (`open`) instead of running. Call before `register` (the headless and test modes
    /// stay non-unique: many run at once). Without a session bus it runs as a non-unique one.
    public func makeUniqueOpeningFiles() {
        g_application_set_flags(gApplication, GApplicationFlags(G_APPLICATION_HANDLES_OPEN.rawValue))
    }

    /// Registers on the session bus (for a unique application, takes the id or finds its owner).
    /// Throws when registration failed (the id is invalid, the bus refused).
    public func register() throws(GLibError) {
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(gApplication, nil, &error) == 0 {
            throw GLibError.take(error) ?? GLibError("cannot register the application")
        }
    }

    /// Whether another process owns the id: this one only forwards requests to it.
    public var isRemote: Bool { g_application_get_is_remote(gApplication) != 0 }

    /// Runs with these local files as the command line's (absolute paths): a remote instance
    /// hands them to the primary one's `open` and returns once they are sent.
    public func run(opening paths: [String]) -> Int32 {
        let arguments = ["concentric-playground"] + paths
        var strings: [UnsafeMutablePointer<CChar>?] = arguments.map { g_strdup($0) }
        defer { strings.forEach { g_free($0) } }
        return strings.withUnsafeMutableBufferPointer { g_application_run(gApplication, Int32($0.count), $0.baseAddress) }
    }

    /// Asks the primary instance to activate (present its window), or this one when primary.
    public func activate() { g_application_activate(gApplication) }

    /// Activates the `app.` action `name` with a string parameter, in the primary instance when
    /// this one is remote.
    public func activateAction(_ name: String, string: String) {
        g_action_group_activate_action(OpaquePointer(raw), name, g_variant_new_string(string))
    }

    /// Runs `handler` with the local paths of the files another launch (or the desktop) asked to
    /// open (`open`: `void (GApplication*, GFile**, gint, gchar*, gpointer)`).
    public func onOpen(_ handler: @escaping @MainActor ([String]) -> Void) {
        connect("open", thunk: unsafeBitCast(Self.openThunk, to: GCallback.self), context: HandlerBox<OpenHandler>(handler))
    }

    private typealias OpenHandler = @MainActor ([String]) -> Void

    private static let openThunk: @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?
    ) -> Void = { _, files, count, _, data in
        var paths: [String] = []
        for index in 0..<Int(max(count, 0)) {
            guard let file = files?[index], let path = g_file_get_path(file) else { continue }
            paths.append(String(cString: path))
            g_free(path)
        }
        let data = MainThreadPointer(data)
        MainActor.assumeIsolated { HandlerBox<OpenHandler>.from(data.raw)?(paths) }
    }

    private var gApplication: UnsafeMutablePointer<GApplication> { raw.assumingMemoryBound(to: GApplication.self) }

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
