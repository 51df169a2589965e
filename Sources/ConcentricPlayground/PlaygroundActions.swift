// The window's and the application's actions (`win.export`, `app.quit`, …) and their accelerators.
import ConcentricScene
import GtkKit
import PlaygroundStore

/// Every command of the app, by its action name, with its keyboard shortcuts. Menus (in
/// PlaygroundWindow.ui) and buttons refer to these names.
@MainActor
final class PlaygroundActions {
    /// What the actions do; the app implements it.
    struct Handlers {
        var undo: @MainActor () -> Void
        var redo: @MainActor () -> Void
        var open: @MainActor () -> Void
        var saveAs: @MainActor () -> Void
        /// A format and scale from the Export menu (`png@2`), with or without annotations.
        var export: @MainActor (_ format: ExportFormat, _ scale: Double, _ annotate: Bool) -> Void
        var openExportMenu: @MainActor () -> Void
        var copyPNG: @MainActor () -> Void
        var zoom: @MainActor (_ step: ZoomStep) -> Void
        var about: @MainActor () -> Void
        var quit: @MainActor () -> Void
    }

    enum ZoomStep { case zoomIn, zoomOut, fit }

    /// Accelerators, by detailed action name.
    static let accelerators: [(action: String, keys: [String])] = [
        ("win.undo", ["<Control>z"]),
        ("win.redo", ["<Control><Shift>z"]),
        ("win.open", ["<Control>o"]),
        ("win.save-as", ["<Control><Shift>s"]),
        ("win.export-menu", ["<Control>e"]),
        ("win.copy-png", ["<Control><Shift>c"]),
        ("win.zoom-in", ["<Control>plus", "<Control>equal", "<Control>KP_Add"]),
        ("win.zoom-out", ["<Control>minus", "<Control>KP_Subtract"]),
        ("win.zoom-fit", ["<Control>0", "<Control>KP_0"]),
        ("win.show-help-overlay", ["<Control>question"]),
        ("app.quit", ["<Control>q"]),
    ]

    private let undo: SimpleAction
    private let redo: SimpleAction

    init(application: Application, window: ApplicationWindow, handlers: Handlers) {
        undo = SimpleAction("undo", handlers.undo)
        redo = SimpleAction("redo", handlers.redo)
        let annotations = SimpleAction("export-annotations", toggle: false) { _ in }
        let windowActions = [
            undo, redo,
            SimpleAction("open", handlers.open),
            SimpleAction("save-as", handlers.saveAs),
            SimpleAction("export", stringParameter: { [weak annotations] target in
                guard let (format, scale) = Self.parseExportTarget(target) else { return }
                handlers.export(format, scale, annotations?.isOn ?? false)
            }),
            annotations,
            SimpleAction("export-menu", handlers.openExportMenu),
            SimpleAction("copy-png", handlers.copyPNG),
            SimpleAction("zoom-in", { handlers.zoom(.zoomIn) }),
            SimpleAction("zoom-out", { handlers.zoom(.zoomOut) }),
            SimpleAction("zoom-fit", { handlers.zoom(.fit) }),
        ]
        for action in windowActions { window.add(action) }
        application.add(SimpleAction("about", handlers.about))
        application.add(SimpleAction("quit", handlers.quit))
        for (action, keys) in Self.accelerators { application.setAccelerators(keys, for: action) }
    }

    /// Enables undo and redo as the history allows.
    func sync(canUndo: Bool, canRedo: Bool) {
        if undo.isEnabled != canUndo { undo.isEnabled = canUndo }
        if redo.isEnabled != canRedo { redo.isEnabled = canRedo }
    }

    /// `png@2` → (.png, 2); the Export menu's targets.
    static func parseExportTarget(_ target: String) -> (ExportFormat, Double)? {
        let parts = target.split(separator: "@", maxSplits: 1).map(String.init)
        guard parts.count == 2, let format = ExportFormat(rawValue: parts[0]), let scale = Double(parts[1]) else {
            return nil
        }
        return (format, scale)
    }
}
