// The window's and the application's actions (`win.export`, `app.quit`, …) and their accelerators.
import ConcentricScene
import GtkKit
import PlaygroundRules
import PlaygroundStore
import SceneCode

/// Every command of the app, by its action name, with its keyboard shortcuts. Menus (in
/// PlaygroundWindow.ui) and buttons refer to these names.
@MainActor
final class PlaygroundActions {
    /// What the actions do; the app implements it.
    struct Handlers {
        var undo: @MainActor () -> Void
        var redo: @MainActor () -> Void
        /// A fresh playground document (Ctrl+N).
        var new: @MainActor () -> Void
        var open: @MainActor () -> Void
        /// To the open file, else as Save As (Ctrl+S).
        var save: @MainActor () -> Void
        var saveAs: @MainActor () -> Void
        /// Closes the window (Ctrl+W).
        var close: @MainActor () -> Void
        /// Shows or hides the sidebar (F9).
        var toggleSidebar: @MainActor () -> Void
        /// Shows or hides the inspector (Shift+F9).
        var toggleInspector: @MainActor () -> Void
        /// A toast's Open Folder button: this folder's path.
        var openFolder: @MainActor (String) -> Void
        /// A format and scale from the Export menu (`png@2`: `ExportTarget`), with or without annotations.
        var export: @MainActor (_ format: ExportFormat, _ scale: Double, _ annotate: Bool) -> Void
        var openExportMenu: @MainActor () -> Void
        var copyPNG: @MainActor () -> Void
        /// Copy as SwiftUI / Copy as HTML.
        var copyCode: @MainActor (CodeLanguage) -> Void
        /// Export ▸ Spec Sheet…, Animation…, Spec (JSON)…; the sheet with or without annotations.
        var exportSheet: @MainActor (_ annotate: Bool) -> Void
        var exportAnimation: @MainActor () -> Void
        var exportSpec: @MainActor () -> Void
        var zoom: @MainActor (_ step: ZoomStep) -> Void
        var about: @MainActor () -> Void
        var quit: @MainActor () -> Void
    }

    enum ZoomStep { case zoomIn, zoomOut, fit, actualSize }

    /// Accelerators, by detailed action name.
    static let accelerators: [(action: String, keys: [String])] = [
        ("win.undo", ["<Control>z"]),
        ("win.redo", ["<Control><Shift>z"]),
        ("win.new", ["<Control>n"]),
        ("win.open", ["<Control>o"]),
        ("win.save", ["<Control>s"]),
        ("win.save-as", ["<Control><Shift>s"]),
        ("win.close", ["<Control>w"]),
        ("win.toggle-sidebar", ["F9"]),
        ("win.toggle-inspector", ["<Shift>F9"]),
        ("win.export-menu", ["<Control>e"]),
        ("win.copy-png", ["<Control><Shift>c"]),
        ("win.zoom-in", ["<Control>plus", "<Control>equal", "<Control>KP_Add"]),
        ("win.zoom-out", ["<Control>minus", "<Control>KP_Subtract"]),
        ("win.zoom-fit", ["<Control>0", "<Control>KP_0"]),
        ("win.zoom-actual-size", ["<Control>1", "<Control>KP_1"]),
        ("win.show-help-overlay", ["<Control>question", "F1"]),
        ("app.quit", ["<Control>q"]),
    ]

    private let undo: SimpleAction
    private let redo: SimpleAction
    /// Off while an animation is written, or when the scene has none.
    private let exportAnimation: SimpleAction

    init(application: Application, window: ApplicationWindow, handlers: Handlers) {
        undo = SimpleAction("undo", handlers.undo)
        redo = SimpleAction("redo", handlers.redo)
        let annotations = SimpleAction("export-annotations", toggle: false) { _ in }
        exportAnimation = SimpleAction("export-animation", handlers.exportAnimation)
        let windowActions = [
            undo, redo,
            SimpleAction("new", handlers.new),
            SimpleAction("open", handlers.open),
            SimpleAction("save", handlers.save),
            SimpleAction("save-as", handlers.saveAs),
            SimpleAction("close", handlers.close),
            SimpleAction("toggle-sidebar", handlers.toggleSidebar),
            SimpleAction("toggle-inspector", handlers.toggleInspector),
            SimpleAction("open-folder", stringParameter: handlers.openFolder),
            SimpleAction("export", stringParameter: { [weak annotations] target in
                guard let chosen = ExportTarget(target) else { return }
                handlers.export(chosen.format, chosen.scale, annotations?.isOn ?? false)
            }),
            annotations,
            SimpleAction("export-menu", handlers.openExportMenu),
            SimpleAction("copy-png", handlers.copyPNG),
            SimpleAction("copy-code", stringParameter: { target in
                guard let language = CodeLanguage(rawValue: target) else { return }
                handlers.copyCode(language)
            }),
            SimpleAction("export-sheet", { [weak annotations] in handlers.exportSheet(annotations?.isOn ?? false) }),
            exportAnimation,
            SimpleAction("export-spec", handlers.exportSpec),
            SimpleAction("zoom-in", { handlers.zoom(.zoomIn) }),
            SimpleAction("zoom-out", { handlers.zoom(.zoomOut) }),
            SimpleAction("zoom-fit", { handlers.zoom(.fit) }),
            SimpleAction("zoom-actual-size", { handlers.zoom(.actualSize) }),
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

    /// Enables Export ▸ Animation when the scene animates and no animation is being written.
    func sync(canExportAnimation: Bool) {
        if exportAnimation.isEnabled != canExportAnimation { exportAnimation.isEnabled = canExportAnimation }
    }
}
