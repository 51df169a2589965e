// The playground window (PlaygroundWindow.ui): sends the controls' changes to the store and shows
// its state. Its dialogs and toasts are in PlaygroundWindow+Dialogs.swift.
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundRules
import PlaygroundStore
import SceneEditing

/// Binds the widgets of `PlaygroundWindow.ui` to the store. Widgets send actions; `render`
/// (PlaygroundWindow+Render.swift) brings the window from one state to the next, and `sync` sets
/// the panels' widgets with their handlers blocked, so nothing is sent back (no feedback loop
/// when undo or the animation moves a slider).
@MainActor
@_spi(Harness) public final class PlaygroundWindow {
    @_spi(Harness) public let window: ApplicationWindow
    @_spi(Harness) public let canvas: CanvasView
    @_spi(Harness) public let send: @MainActor (PlaygroundAction) -> Void
    /// The history's own actions (a slider's drag beginning and ending).
    @_spi(Harness) public let sendHistory: @MainActor (StoreAction) -> Void
    let library: PlaygroundLibrary

    let windowTitle: WindowTitle  // the header bar's, with its two menu buttons
    let primaryMenuButton: MenuButton
    let exportButton: MenuButton
    /// The sidebar beside the canvas, folded over it in a narrow window; its scrolled pane, which
    /// closes the popovers it scrolls out of view, and what keeps its wheel from changing values
    /// (`ScrolledWindow.scrollsOverUnfocusedControls`).
    let flap: Flap
    private let sidebarPane: ScrolledWindow
    private let sidebarWheel: [EventController]
    /// The inspector's pane on the right, folded over the canvas first as the window narrows;
    /// its pane scrolls as the sidebar's does.
    let inspectorFlap: Flap
    private let inspectorPane: ScrolledWindow
    private let inspectorWheel: [EventController]
    /// The parameters' pane under the canvas, scrolled as the sidebar is.
    private let parametersWheel: [EventController]
    /// K: plays and pauses the animation (`connectControls`); Alt+V, Alt+P and Alt+D: the Scene
    /// popover's lists (`connectScene`).
    private var playbackKeys: EventControllerKey?
    var sceneKeys: EventControllerKey?
    /// A preset picked in the Scene popover, sent at the next turn of the main loop.
    var presetPick: Idle?
    /// Tab and Shift+Tab through the panes.
    private let focusCycle: FocusCycle
    // The header bar's Scene button, naming the device, and its popover's rows; under the canvas,
    // the parameters and the animation.
    let sceneButton: MenuButton
    let sceneButtonLabel: Label
    let deviceRow: ComboRow
    let presetRow: ComboRow
    let directionRow: ComboRow
    let parameters: ParametersPanel
    let animationPanel: AnimationPanel
    /// Under the canvas: Play/Pause and the scrubber.
    let playbackBar: PlaybackBar
    // The New dialog's nested-cards template (not in the window: shown in the dialog).
    let cardsGroup: Widget
    let depthSpin: SpinButton
    let newInsetSpin: SpinButton
    let uniformityRow: ComboRow
    private let cornerStylesRow: ExpanderRow
    let cornerRows: [CornerRow]
    // Overlays.
    private let overlayChecks: [(AnnotationLayer, CheckButton)]
    // Above the canvas: the notice bar.
    private let noticeBar: Box
    private let noticeLabel: Label
    private let noticeDismiss: Widget
    // Above the canvas: a SwiftUI document's import problem and warnings.
    private let sourceBar: Box
    private let sourceLabel: Label
    private let warningsButton: MenuButton
    private let warningsSection: Menu
    /// The warnings listed, with the view each chooses (`win.select-warning` by index).
    private var shownWarnings: [(text: String, path: ViewPath?)] = []
    // Above the canvas: Export ▸ Animation's progress, with Cancel.
    let progressRow: Box
    let progressLabel: Label
    let progressBar: ProgressBar
    private let progressCancel: Widget
    // Over the canvas: feedback toasts.
    let toastOverlay: ToastOverlay
    // The sidebar's layer list (the overlays below it), and the inspector on the right.
    @_spi(Harness) public let layerList = LayerList()
    /// Add child, Add sibling and Wrap In (LayerActions.swift).
    private let layerActions: LayerActions
    @_spi(Harness) public let inspector = Inspector()
    // Under the canvas.
    @_spi(Harness) public let statusLine: StatusLine
    private let zoomDropDown: DropDown
    /// A `.swift` document's previews, by title (shown with two or more).
    private let previewDropDown: DropDown
    private var previewTitles: [String] = []

    /// The preset drop-down's entries: the presets, and the open document when it is not a
    /// preset's copy (an untitled one, or a file).
    enum DocumentEntry: Equatable {
        case untitled, preset(String), file(String)
    }
    /// The document and the selection the layer list and the inspector show, which the layer
    /// commands act on.
    private var shownDocument: SceneDocument?
    private var shownSelection: ViewPath?
    /// Whether the document shown is read-only (a `.swift` file's preview).
    private var shownLocked = false
    /// Where the selected view (the root when none) is in a `.swift` document's source, and
    /// the folder of that document (what a relative place is relative to).
    private var shownPlace: SourcePlace?
    private var shownSourceFolder: URL?
    /// The offered autosave's dialog was shown (once per offer).
    var recoveryShown = false
    var documentEntries: [DocumentEntry] = []
    private var zoomChoices = Choices<Zoom>.zooms

    /// Dialogs kept alive while shown (PlaygroundWindow+Dialogs.swift).
    var fileChooser: FileChooser?
    var errorDialog: MessageDialog?
    var templateDialog: MessageDialog?
    var questionDialog: MessageDialog?
    var aboutWindow: AboutWindow?
    /// The primary menu's recent files (`setRecentFiles`).
    let recentSection: Menu

    init(
        application: Application, resources: ResourceLocator, library: PlaygroundLibrary, state: PlaygroundState,
        send: @escaping @MainActor (PlaygroundAction) -> Void, sendHistory: @escaping @MainActor (StoreAction) -> Void
    ) throws(GLibError) {
        self.send = send
        self.sendHistory = sendHistory
        self.library = library
        let builder = try Builder.load(path: resources.path("PlaygroundWindow.ui"))
        window = try builder.get("window")
        windowTitle = try builder.get("window_title")
        primaryMenuButton = try builder.get("primary_menu_button")
        exportButton = try builder.get("export_button")
        flap = try builder.get("flap")
        sidebarPane = try builder.get("sidebar")
        sidebarPane.closesPopoversScrolledAway()
        sidebarWheel = sidebarPane.scrollsOverUnfocusedControls()
        inspectorFlap = try builder.get("inspector_flap")
        inspectorPane = try builder.get("inspector_pane")
        inspectorPane.closesPopoversScrolledAway()
        inspectorWheel = inspectorPane.scrollsOverUnfocusedControls()
        let parametersPane: ScrolledWindow = try builder.get("parameters_pane")
        parametersWheel = parametersPane.scrollsOverUnfocusedControls()
        sceneButton = try builder.get("scene_button")
        sceneButtonLabel = try builder.get("scene_button_label")
        deviceRow = try builder.get("device_row")
        presetRow = try builder.get("preset_row")
        directionRow = try builder.get("direction_row")
        parameters = try ParametersPanel(builder: builder)
        animationPanel = try AnimationPanel(builder: builder)
        playbackBar = try PlaybackBar(builder: builder)
        cardsGroup = try builder.get("cards_group")
        depthSpin = try builder.get("depth_spin")
        newInsetSpin = try builder.get("new_inset_spin")
        uniformityRow = try builder.get("uniformity_row")
        cornerStylesRow = try builder.get("corner_rows")
        var rows: [CornerRow] = []
        for corner in LogicalCorner.allCases {
            let row = try CornerRow(corner: corner, resources: resources)
            cornerStylesRow.add(row.root)
            row.sync(CornerSetting(kind: .concentric, value: 8))
            rows.append(row)
        }
        cornerRows = rows
        overlayChecks = [
            (.centers, try builder.get("overlay_centers_check")), (.radii, try builder.get("overlay_radii_check")),
            (.insets, try builder.get("overlay_insets_check")), (.errors, try builder.get("overlay_errors_check")),
            (.legend, try builder.get("overlay_legend_check")),
        ]
        noticeBar = try builder.get("notice_bar")
        noticeLabel = try builder.get("notice_label")
        noticeDismiss = try builder.get("notice_dismiss")
        sourceBar = try builder.get("source_bar")
        sourceLabel = try builder.get("source_label")
        warningsButton = try builder.get("warnings_button")
        warningsSection = try Menu.from(builder, id: "warnings_section")
        progressRow = try builder.get("export_progress_bar")
        progressLabel = try builder.get("export_progress_label")
        progressBar = try builder.get("export_progress")
        progressCancel = try builder.get("export_progress_cancel")
        toastOverlay = try builder.get("toast_overlay")
        statusLine = StatusLine(label: try builder.get("status_label"))
        zoomDropDown = try builder.get("zoom_dropdown")
        previewDropDown = try builder.get("preview_dropdown")
        recentSection = try Menu.from(builder, id: "recent_files_section")
        // Laid out once, with the cache `redraw` keeps: `redraw` below finds it laid out.
        var cache = LayoutCache()
        let layout = SceneRenderer.layout(state.scene, cache: &cache)
        canvas = CanvasView(area: try builder.get("canvas"), layout: layout, root: state.scene.root, send: send)
        let layersPane: Box = try builder.get("layers_pane")
        layerList.root.expandsVertically = true
        layersPane.append(layerList.root)
        let layerMenus = try Builder.load(path: resources.path("LayerList.ui"))
        let layerMenu = try Menu.from(layerMenus, id: "layer_menu"), editMenu = try Menu.from(layerMenus, id: "edit_menu")
        let owner = WindowReference()
        layerActions = LayerActions(
            application: application, window: window, button: try builder.get("layer_add_button"), menu: layerMenu, send: send,
            perform: { owner.window?.perform($0) })
        // The commands where people look for them: the rows' context menu, and Edit in the main menu.
        layerList.setContextMenu(Menu.sections([layerMenu, editMenu]))
        try Menu.from(builder, id: "primary_menu").insertSubmenu(
            tr("_Edit"), Menu.sections([try Menu.from(builder, id: "history_menu"), editMenu, layerMenu]), at: 0)
        let inspectorSlot: Box = try builder.get("inspector_slot")
        inspectorSlot.append(inspector.root)
        focusCycle = FocusCycle(window: window, panes: [
            .init(widget: try builder.get("header_bar")), .init(widget: try builder.get("layer_add_button"), isOneStop: true),
            .init(widget: layerList.root, isOneStop: true), .init(widget: canvas.area, isOneStop: true, tabsWithin: { [weak canvas] in canvas?.moveHandleFocus($0) ?? false }), .init(widget: inspectorPane),
            .init(widget: try builder.get("canvas_pane"), excluding: canvas.area), .init(widget: sidebarPane),
        ])

        window.setApplication(application)
        inspector.modifiers.addAction(to: window)
        window.add(SimpleAction("select-warning", stringParameter: { raw in owner.window?.selectWarning(raw) }))
        owner.window = self
        fillChoices()
        configureRanges()
        setAccessibleNames()
        connectControls()
        connectEditing()
        layoutCache = cache
        laidOut = (state.scene, layout)
        // Not synced here: the app sends its start-up actions (the restored state, the command
        // line's document) and then syncs and redraws the window itself (`PlaygroundApp.activate`),
        // before the first frame. Syncing here showed the default document first, its layer
        // list, inspector and status line, only for the opened file to replace them at once.
    }

    /// The dialogs go before the window: a dialog let go after it would, as it is disposed,
    /// disconnect from the transient parent already finalized (GLib's invalid-instance warnings).
    isolated deinit {
        (fileChooser, errorDialog, templateDialog, questionDialog, aboutWindow) = (nil, nil, nil, nil, nil)
    }

    // MARK: - Setting up

    private func fillChoices() {
        deviceRow.setItems(library.devices.map(\.name))
        directionRow.setItems(Choices.directions.titles)
        uniformityRow.setItems(Choices.uniformities.titles)
        uniformityRow.selected = Choices.uniformities.index(of: NestedCardsTemplate().uniformity)
        zoomDropDown.setItems(zoomChoices.titles)
    }

    /// Ranges come from the store's limits, the one place they are defined.
    private func configureRanges() {
        let inset = PlaygroundLimits.inset
        let depth = PlaygroundLimits.depth
        depthSpin.setRange(Double(depth.lowerBound)...Double(depth.upperBound))
        newInsetSpin.setRange(inset)
        for row in cornerRows { row.value.setRange(PlaygroundLimits.cornerValue) }
    }

    /// Names for controls whose visible label is not enough on its own. A row's activatable
    /// widget (the spin buttons, the checks, the switch) is already labelled by
    /// the row's title (AdwActionRow sets the relation), so it gets no name of its own, which a
    /// screen reader would read twice ("Radius Radius").
    private func setAccessibleNames() {
        // An expander row is a list item around a list of its own (its header row, then its
        // rows): GTK 4.8 leaves that outer item unnamed, so it is named by its title.
        cornerStylesRow.setAccessibleLabel(cornerStylesRow.title.replacingOccurrences(of: "_", with: ""))
        // The "Zoom" label names the drop-down (its mnemonic widget); its button needs the name too.
        zoomDropDown.nameButton(tr("Zoom"))
        previewDropDown.nameButton(tr("Preview"))
    }

    private func connectControls() {
        let send = self.send
        // K plays and pauses the animation wherever a key is not typed: in the bubble phase a
        // text field (an entry, a spin button) has taken its letter before the window sees it.
        let keys = EventControllerKey(on: window, capturing: false)
        keys.onKeyPressed { [weak self] key in key.is(.k) && self?.playbackBar.togglePlayback() == true }
        playbackKeys = keys
        connectScene()
        // Arrow keys and a drag alike carry the slider's key: the store makes a run of them one
        // undo step (a drag's beginning and end bound it).
        parameters.onEdit = { edit, key in send(.documentEdited(edit, coalescing: key)) }
        let sendHistory = self.sendHistory
        parameters.onSetAsDefault = { name in send(.parameterDefaultWriteRequested(name)) }
        parameters.onDragBegan = { sendHistory(.gestureBegan) }
        parameters.onDragEnded = { sendHistory(.gestureEnded) }
        playbackBar.onPlay = { send(.playToggled($0)) }
        canvas.spaceIsTaken = { [weak self] in self?.playbackBar.hasFocus ?? false }
        playbackBar.onScrub = { send(.animationScrubbed(seconds: $0)) }
        animationPanel.onEdit = { edit, key in send(.documentEdited(edit, coalescing: key)) }
        for row in cornerRows { row.connect() }
        for (overlay, check) in overlayChecks {
            check.onToggled { [weak check] in
                guard let check else { return }
                send(.overlayToggled(overlay, check.isActive))
            }
        }
        zoomDropDown.onSelectionChanged { [weak self] in
            guard let self, let zoom = self.zoomChoices.value(at: self.zoomDropDown.selected) else { return }
            send(.zoomChanged(zoom))
        }
        previewDropDown.onSelectionChanged { [weak self] in
            guard let self, let index = self.previewDropDown.selected, self.previewTitles.indices.contains(index) else { return }
            send(.previewPicked(self.previewTitles[index]))
        }
        noticeDismiss.on("clicked") { send(.noticeDismissed) }
        progressCancel.on("clicked") { send(.animationExportCancelled) }
    }

    /// The layer list, the canvas's keys and the inspector send their changes to the store.
    private func connectEditing() {
        let send = self.send
        let sendHistory = self.sendHistory
        layerList.onSelect = { send(.selectionChanged($0)) }
        layerList.onKey = { [weak self] in self?.perform($0) }
        // Enter on a row (the store has its selection already): on to the inspector.
        layerList.onActivate = { [weak self] _ in self?.inspector.focusFirstControl() }
        layerList.onMove = { from, parent, index in send(.documentEdited(.move(from, parent: parent, index: index), coalescing: nil)) }
        canvas.onCommand = { [weak self] in self?.perform($0) }
        inspector.onEdit = { edit, key in send(.documentEdited(edit, coalescing: key)) }
        inspector.onDragBegan = { sendHistory(.gestureBegan) }
        canvas.onHandleGesture = { began in sendHistory(began ? .gestureBegan : .gestureEnded) }
        canvas.onFocusedHandleChanged = { [weak self] in self.map { $0.describeCanvas($0.canvasDescription, stale: $0.canvasIsStale) } }
        inspector.onDragEnded = { sendHistory(.gestureEnded) }
        inspector.onError = { send(.editFailed($0)) }
        inspector.onOpenInEditor = { [weak self] in self?.openInEditor() }
        // The frame the status line reports: a new frame modifier keeps the view at that size.
        inspector.laidOutSize = { [weak self] path in
            self.flatMap { SelectionSummary(path: path, hitTester: $0.canvas.hits, measuringError: false)?.frame.size }
        }
    }

    /// Open in Editor: the source file at the selected view's line, in `$VISUAL` or `$EDITOR`
    /// (`EditorCommand`), else in the desktop's application for the file, which takes no line.
    func openInEditor() {
        guard let place = shownPlace else { return }
        let path = place.file.hasPrefix("/") ? place.file : (shownSourceFolder?.appendingPathComponent(place.file).path ?? place.file)
        guard let command = EditorCommand(environment: ProcessInfo.processInfo.environment, file: path, line: place.line) else {
            window.showURI(URL(fileURLWithPath: path).absoluteString)
            return
        }
        do throws(GLibError) { try Spawn.detached(command.arguments) } catch {
            // TRANSLATORS: {command} is the editor's program, {reason} GLib's message.
            send(.editFailed(tr("cannot start the editor {command}: {reason}", ["command": command.arguments[0], "reason": error.message])))
        }
    }

    /// An editing key of the layer list or the canvas (each only while it has the focus), on
    /// the selection: nothing selected, nothing to do (paste goes to the end of the root).
    func perform(_ command: SelectionCommand) {
        guard let document = shownDocument else { return }
        let selected = shownSelection
        // A `.swift` document's structure is the file's: only Copy applies; the others say why
        // in a toast (a key press, not worth a dialog).
        if shownLocked, command != .copy {
            toastOverlay.show(tr(PlaygroundState.swiftStructureMessage))
            return
        }
        switch command {
        case .delete: selected.map { send(.documentEdited(.delete($0), coalescing: nil)) }
        case .moveUp: selected.map { send(.documentEdited(.moveUp($0), coalescing: nil)) }
        case .moveDown: selected.map { send(.documentEdited(.moveDown($0), coalescing: nil)) }
        case .duplicate: selected.map { send(.documentEdited(.duplicate($0), coalescing: nil)) }
        case .copy, .cut:
            guard let selected else { return }
            do throws(SceneEditError) {
                Clipboard(of: window).setText(try ViewClipboard(copying: selected, of: document).text)
                if command == .cut { send(.documentEdited(.delete(selected), coalescing: nil)) }
            } catch {
                send(.editFailed(error.message))
            }
        case .rename:
            if selected != nil { inspector.focusFirstControl() }
        case .paste:
            let send = self.send
            Clipboard(of: window).readText { text in
                guard let text else { return }
                do throws(SceneEditError) {
                    send(.viewsPasted(try ViewClipboard(text: text)))
                } catch {
                    send(.editFailed(error.message))
                }
            }
        }
    }

    /// The layer list and the inspector show the document and the selection.
    func syncEditing(_ state: PlaygroundState) {
        let document = state.document.scene
        let locked = state.document.isSwiftSource
        shownPlace = state.swiftSource?.place(of: state.selection ?? .root)
        shownSourceFolder = state.document.swiftSourceURL?.deletingLastPathComponent()
        inspector.showSource(shownPlace?.short)
        shownDocument = document
        shownSelection = state.selection
        shownLocked = locked
        layerList.show(document: document, selection: state.selection)
        let structureReason = locked ? tr(PlaygroundState.swiftStructureMessage) : nil
        layerActions.sync(document: document, selection: state.selection, locked: structureReason)
        parameters.setStructureLocked(structureReason)
        inspector.setReadOnly(locked ? tr(PlaygroundState.swiftValuesMessage) : nil, source: state.sourceGroups(at: state.selection ?? .root))
        let shownPath = state.selection ?? .root
        let modifierCount = document.view(at: shownPath)?.modifiers.count ?? 0
        inspector.modifiers.setAllowed(
            add: state.canAddModifier(at: shownPath), remove: Set((0..<modifierCount).filter { state.canRemoveModifier(at: shownPath, $0) }))
        // The inspector shows the root while nothing is selected (the screen's own settings).
        inspector.show(document: document, selection: state.selection ?? .root, layout: canvas.layout)
    }

    // MARK: - Showing the state

    /// About where the flap folds (its natural width and the canvas pane's, PlaygroundWindow.ui).
    static let foldWidthEstimate = 800
    /// About where the inspector's flap folds (it folds first).
    static let inspectorFoldWidthEstimate = 1080

    /// Hides the panes that will fold in a window `width` wide, before it is first shown.
    /// The header bar's narrow form (no Undo and Redo, Export as an icon) is chosen by its
    /// squeezers as they are allocated (PlaygroundWindow.ui): nothing here changes the header
    /// bar when a flap folds, which would happen in the middle of the window's layout. A window
    /// asked to open narrow (a remembered 360 px) starts with the folding panes hidden, so the
    /// header bar's toggles (bound to them) do not change in the middle of the first layout,
    /// nor does a pane slide away on the first frames.
    func hidePanesThatFold(width: Int) {
        if width < Self.foldWidthEstimate { flap.revealsFlap = false }
        if width < Self.inspectorFoldWidthEstimate { inspectorFlap.revealsFlap = false }
    }

    /// Sets every widget from `state` without sending actions (the first rendering; later ones
    /// set only the parts whose state changed: PlaygroundWindow+Render.swift).
    func sync(_ state: PlaygroundState) {
        showHeader(state)
        showParameters(state)
        showOverlays(state)
        animationPanel.show(state)
        playbackBar.show(PlaybackBar.Shown(state))
        showZoom(state)
        showNotice(state)
        syncSource(state)
        syncExportProgress(state)
        syncEditing(state)
    }

    func showParameters(_ state: PlaygroundState) {
        parameters.show(state.parameterSliders, writingDefaults: ParametersPanel.Shown(state).writingDefaults)
    }

    func showOverlays(_ state: PlaygroundState) {
        for (overlay, check) in overlayChecks {
            check.withHandlersBlocked { check.isActive = state.overlays[overlay] }
        }
    }

    func showZoom(_ state: PlaygroundState) {
        let zooms = CanvasView.zoomChoices(showing: state.zoom)
        if zooms.values != zoomChoices.values {
            zoomChoices = zooms
            zoomDropDown.withHandlersBlocked { zoomDropDown.setItems(zoomChoices.titles) }
        }
        select(zoomDropDown, zoomChoices.index(of: state.zoom))
    }

    func showNotice(_ state: PlaygroundState) {
        noticeLabel.text = state.notice.map(tr) ?? ""
        noticeBar.isVisible = state.notice != nil
    }

    /// The source bar: a `.swift` document's save that does not import (with its line and
    /// column), and the importer's warnings as a menu choosing each one's view.
    func syncSource(_ state: PlaygroundState) {
        let previews = state.swiftSource?.previews ?? []
        if previews != previewTitles {
            previewTitles = previews
            previewDropDown.withHandlersBlocked { previewDropDown.setItems(previews) }
        }
        previewDropDown.isVisible = previews.count > 1
        // The last good picture of a file whose latest save does not import: shown dimmed, stale.
        let opacity = state.sourceProblem == nil ? 1.0 : Self.staleOpacity
        if canvas.area.opacity != opacity { canvas.area.opacity = opacity }
        describeCanvas(canvasDescription, stale: state.sourceProblem != nil)
        let shown = state.swiftSource?.preview.flatMap { previews.firstIndex(of: $0) } ?? (previews.isEmpty ? nil : 0)
        select(previewDropDown, shown)
        guard let source = state.swiftSource else {
            sourceBar.isVisible = false
            shownWarnings = []
            return
        }
        let main = state.document.swiftSourceURL?.lastPathComponent
        // The error's text only once the file stayed unimportable for a moment: a save caught
        // half-written only dims the picture.
        if let problem = state.sourceProblem, state.sourceProblemIsShown {
            let place = SourcePlace(problem)
            let file = place.map { URL(fileURLWithPath: $0.file).lastPathComponent } ?? main ?? ""
            // TRANSLATORS: above the canvas when a saved SwiftUI file does not import; {message} is the importer's English message.
            sourceLabel.text = tr("{file} does not import (line {line}, column {column}): {message}. The canvas shows its last good version.", [
                "file": file, "line": String(place?.line ?? 1), "column": String(place?.column ?? 1), "message": SourcePlace.message(of: problem),
            ])
        } else {
            sourceLabel.text = source.warnings.isEmpty ? "" : tr("The importer did not understand everything in this file.")
        }
        let warnings = source.warnings.map { text -> (text: String, path: ViewPath?) in
            guard let place = SourcePlace(text) else { return (text, source.path(forWarning: text)) }
            let file = URL(fileURLWithPath: place.file).lastPathComponent
            // TRANSLATORS: one import warning; {message} is the importer's English message.
            var line = tr("line {line}, column {column}: {message}", ["line": String(place.line), "column": String(place.column), "message": SourcePlace.message(of: text)])
            if file != main { line = file + ", " + line }
            return (line, source.path(forWarning: text))
        }
        if warnings.map(\.text) != shownWarnings.map(\.text) {
            warningsSection.setItems(warnings.enumerated().map { Menu.Item(label: $1.text, action: "win.select-warning", target: String($0)) })
        }
        shownWarnings = warnings
        // TRANSLATORS: the button listing a SwiftUI file's import warnings.
        let count = tr("Warnings: {count}", ["count": String(warnings.count)])
        warningsButton.show(label: count, iconName: "dialog-warning-symbolic")
        // GTK 4.8 names a menu button by its type, not its label: named as its label says.
        warningsButton.setAccessibleLabel(count)
        warningsButton.isVisible = !warnings.isEmpty
        sourceBar.isVisible = (state.sourceProblem != nil && state.sourceProblemIsShown) || !warnings.isEmpty
    }

    /// `win.select-warning`: selects the view of the warning at this index.
    private func selectWarning(_ raw: String) {
        guard let index = Int(raw), shownWarnings.indices.contains(index), let path = shownWarnings[index].path else { return }
        send(.selectionChanged(path))
    }

    /// How a stale picture is dimmed (the canvas's opacity).
    static let staleOpacity = 0.5

    /// What action handlers made before the window is (`win.select-warning`, the Edit menu's) reach it through.
    private final class WindowReference {
        weak var window: PlaygroundWindow?
    }

    /// The source bar's text while it is shown, else nil.
    var visibleSourceProblem: String? { sourceBar.isVisible ? sourceLabel.text : nil }

    /// The notice bar's text while it is shown, else nil.
    var visibleNotice: String? { noticeBar.isVisible ? noticeLabel.text : nil }

    /// The canvas's description for screen readers, set when it changes: `description`, while
    /// the picture is `stale` (dimmed: the file's latest save does not import) that too, and the
    /// handle the keyboard moves, if any.
    func describeCanvas(_ description: String?, stale: Bool) {
        guard let description else { return }
        canvasDescription = description
        canvasIsStale = stale
        // TRANSLATORS: added to the canvas's description for screen readers while the picture is dimmed.
        let text = [description, stale ? tr("Out of date: the file's latest save has an error.") : nil, canvas.focusedHandleText]
            .compactMap { $0 }.joined(separator: " ")
        guard text != describedCanvas else { return }
        describedCanvas = text
        canvas.area.setAccessibleDescription(text)
    }

    /// The last layout and the scene it is of: a redraw that leaves the scene as it was (a new
    /// selection, overlays, the zoom) does not lay it out again, which took most of the time of
    /// selecting a layer in a 10,000-view scene (docs/BENCHMARKS.md, "Editor at scale").
    var laidOut: (scene: SceneDocument, layout: ViewLayout)?
    /// What the last layout can lend the next (`LayoutCache`): an edit lays out again only the
    /// views it changed.
    var layoutCache = LayoutCache()

    /// What the canvas's description says now (set only when it changes).
    private var canvasDescription: String?
    /// The description set on the canvas.
    private var describedCanvas: String?
    /// Whether that description says the picture is out of date.
    private(set) var canvasIsStale = false

    func select(_ row: ComboRow, _ index: Int?) {
        row.withHandlersBlocked { row.selected = index }
    }

    private func select(_ dropDown: DropDown, _ index: Int?) {
        dropDown.withHandlersBlocked { dropDown.selected = index }
    }

    /// Lists `paths` (newest first) in the primary menu, each opening with `app.open-recent`.
    func setRecentFiles(_ paths: [String]) {
        recentSection.setItems(paths.map { Menu.Item(label: URL(fileURLWithPath: $0).lastPathComponent, action: "app.open-recent", target: $0) })
    }
}
