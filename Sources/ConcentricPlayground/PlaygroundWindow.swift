// The playground window (PlaygroundWindow.ui): sends the controls' changes to the store and shows its state.
import CGtk   // WIRING ONLY: the layer list column
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundStore

/// Binds the widgets of `PlaygroundWindow.ui` to the store. Widgets send actions; `sync` sets
/// every widget from a state with the widgets' handlers blocked, so nothing is sent back (no
/// feedback loop when undo or the animation moves a slider).
@MainActor
final class PlaygroundWindow {
    let window: ApplicationWindow
    let canvas: CanvasView
    private let send: @MainActor (PlaygroundAction) -> Void
    private let library: PlaygroundLibrary

    // Header bar.
    private let titleLabel: Label
    private let subtitleLabel: Label
    private let deviceDropDown: DropDown
    let exportButton: MenuButton
    // Scene group.
    private let presetDropDown: DropDown
    private let directionDropDown: DropDown
    private let insetScale: Scale
    private let insetValueLabel: Label
    // Container group.
    private let containerGroup: Box
    private let shapeDropDown: DropDown
    private let containerRadiusRow: Box
    private let containerRadiusSeparator: Widget
    private let containerRadius: SpinButton
    private let containerCornersRow: Box
    private let containerCornersSeparator: Widget
    private let containerCornerSpins: [(LogicalCorner, SpinButton)]
    private let containerCurveRow: Box
    private let containerCurveSeparator: Widget
    private let curveDropDown: DropDown
    // Cards group.
    private let cardsGroup: Box
    private let depthSpin: SpinButton
    private let uniformityDropDown: DropDown
    private let cornerRows: [CornerRow]
    private let documentNote: Label
    // Overlays and animation.
    private let overlayChecks: [(AnnotationLayer, CheckButton)]
    private let animationSwitch: Switch
    private let animationNote: Label
    // Above the canvas: the notice bar.
    private let noticeBar: Box
    private let noticeLabel: Label
    private let noticeDismiss: Widget
    // Above the canvas: Export ▸ Animation's progress, with Cancel.
    private let progressRow: Box
    private let progressLabel: Label
    private let progressBar: ProgressBar
    private let progressCancel: Widget
    // Under the canvas.
    private let statusLabel: Label
    // WIRING ONLY (layer list branch): the layer list as a column left of the sidebar, its
    // selection shown in the status line; to be redone in the libadwaita window with the store's
    // selection.
    private let layerList = LayerList()
    private var layerSelection: ViewPath?
    private let zoomDropDown: DropDown

    /// The preset drop-down's entries: the playground, the presets, and the open file if any.
    private enum DocumentEntry: Equatable {
        case playground, preset(String), file(String)
    }
    private var documentEntries: [DocumentEntry] = []
    private var zoomChoices = Choices<Zoom>.zooms

    /// Dialogs kept alive while shown.
    private var fileChooser: FileChooser?
    private var errorDialog: MessageDialog?
    private var aboutDialog: AboutDialog?

    init(
        application: Application, resources: ResourceLocator, library: PlaygroundLibrary, state: PlaygroundState,
        send: @escaping @MainActor (PlaygroundAction) -> Void
    ) throws(GLibError) {
        self.send = send
        self.library = library
        let builder = try Builder.load(path: resources.path("PlaygroundWindow.ui"))
        window = try builder.get("window")
        titleLabel = try builder.get("title_label")
        subtitleLabel = try builder.get("subtitle_label")
        deviceDropDown = try builder.get("device_dropdown")
        exportButton = try builder.get("export_button")
        presetDropDown = try builder.get("preset_dropdown")
        directionDropDown = try builder.get("direction_dropdown")
        insetScale = try builder.get("inset_scale")
        insetValueLabel = try builder.get("inset_value_label")
        containerGroup = try builder.get("container_group")
        shapeDropDown = try builder.get("container_shape_dropdown")
        containerRadiusRow = try builder.get("container_radius_row")
        containerRadiusSeparator = try builder.get("container_radius_separator")
        containerRadius = try builder.get("container_radius_spin")
        containerCornersRow = try builder.get("container_corners_row")
        containerCornersSeparator = try builder.get("container_corners_separator")
        var spins: [(LogicalCorner, SpinButton)] = []
        for corner in LogicalCorner.allCases {
            let id = "container_\(Self.snakeCase(corner))_spin"
            spins.append((corner, try builder.get(id)))
        }
        containerCornerSpins = spins
        containerCurveRow = try builder.get("container_curve_row")
        containerCurveSeparator = try builder.get("container_curve_separator")
        curveDropDown = try builder.get("container_curve_dropdown")
        cardsGroup = try builder.get("cards_group")
        depthSpin = try builder.get("depth_spin")
        uniformityDropDown = try builder.get("uniformity_dropdown")
        documentNote = try builder.get("document_note")
        let cornerBox: Box = try builder.get("corner_rows")
        var rows: [CornerRow] = []
        for corner in LogicalCorner.allCases {
            let row = try CornerRow(corner: corner, resources: resources)
            cornerBox.append(row.root)
            rows.append(row)
        }
        cornerRows = rows
        overlayChecks = [
            (.centers, try builder.get("overlay_centers_check")), (.radii, try builder.get("overlay_radii_check")),
            (.insets, try builder.get("overlay_insets_check")), (.errors, try builder.get("overlay_errors_check")),
            (.legend, try builder.get("overlay_legend_check")),
        ]
        animationSwitch = try builder.get("animation_switch")
        animationNote = try builder.get("animation_note")
        noticeBar = try builder.get("notice_bar")
        noticeLabel = try builder.get("notice_label")
        noticeDismiss = try builder.get("notice_dismiss")
        progressRow = try builder.get("export_progress_bar")
        progressLabel = try builder.get("export_progress_label")
        progressBar = try builder.get("export_progress")
        progressCancel = try builder.get("export_progress_cancel")
        statusLabel = try builder.get("status_label")
        zoomDropDown = try builder.get("zoom_dropdown")
        canvas = CanvasView(area: try builder.get("canvas"), layout: SceneRenderer.layout(state.scene))

        window.setApplication(application)
        // WIRING ONLY: prepended to the box that holds the sidebar and the canvas.
        let sidebar: Widget = try builder.get("sidebar")
        if let row = sidebar.parentWidget {
            gtk_widget_set_size_request(layerList.root.widget, 220, -1)
            gtk_box_prepend(row.raw.assumingMemoryBound(to: GtkBox.self), layerList.root.widget)
        }
        layerList.onSelect = { [weak self] path in
            guard let self else { return }
            self.layerSelection = path
            self.statusLabel.text = path.map { "\($0)" } ?? ""
        }
        layerList.onMove = { [weak self] from, parent, index in self?.statusLabel.text = "move \(from) to \(parent) at \(index)" }
        layerList.onKey = { [weak self] command in self?.statusLabel.text = "key \(command)" }
        layerList.onActivate = { [weak self] path in self?.statusLabel.text = "activate \(path)" }
        fillChoices()
        configureRanges()
        setAccessibleNames()
        connectControls()
        sync(state)
        redraw(state)
    }

    // MARK: - Setting up

    private func fillChoices() {
        deviceDropDown.setItems(library.devices.map(\.name))
        directionDropDown.setItems(Choices.directions.titles)
        shapeDropDown.setItems(Choices.shapes.titles)
        curveDropDown.setItems(Choices.curves.titles)
        uniformityDropDown.setItems(Choices.uniformities.titles)
        zoomDropDown.setItems(zoomChoices.titles)
    }

    /// Ranges come from the store's limits, the one place they are defined.
    private func configureRanges() {
        let inset = PlaygroundLimits.inset
        insetScale.setRange(inset)
        // The playground's two animated values (the sample card's 8 and 20).
        let motion = InsetAnimation.playgroundDefault
        insetScale.addMark(motion.first, label: nil)
        insetScale.addMark(motion.second, label: nil)
        let depth = PlaygroundLimits.depth
        depthSpin.setRange(Double(depth.lowerBound)...Double(depth.upperBound))
        containerRadius.setRange(PlaygroundLimits.containerRadius)
        for (_, spin) in containerCornerSpins { spin.setRange(PlaygroundLimits.containerRadius) }
        for row in cornerRows { row.value.setRange(PlaygroundLimits.cornerValue) }
    }

    /// Names for controls whose visible label is not enough on its own.
    private func setAccessibleNames() {
        for (corner, spin) in containerCornerSpins { spin.setAccessibleLabel(tr("Container radius, {corner}", ["corner": CornerRow.title(corner)])) }
        insetScale.setAccessibleDescription(tr("Padding of each card inside its parent, from 0 to 40 points"))
        zoomDropDown.setAccessibleLabel(tr("Zoom"))
        statusLabel.setAccessibleLabel(tr("Innermost card"))
    }

    private func connectControls() {
        let send = self.send
        deviceDropDown.onSelectionChanged { [weak self] in
            guard let self, let index = self.deviceDropDown.selected, self.library.devices.indices.contains(index) else { return }
            send(.devicePicked(self.library.devices[index].id))
        }
        presetDropDown.onSelectionChanged { [weak self] in
            guard let self, let index = self.presetDropDown.selected, self.documentEntries.indices.contains(index) else { return }
            switch self.documentEntries[index] {
            case .playground: send(.playgroundPicked)
            case .preset(let id): send(.presetPicked(id))
            case .file: break  // already open
            }
        }
        directionDropDown.onSelectionChanged { [weak self] in
            guard let value = Choices.directions.value(at: self?.directionDropDown.selected) else { return }
            send(.directionPicked(value))
        }
        insetScale.onValueChanged { [weak self] in
            guard let self else { return }
            send(.insetSliderMoved(self.insetScale.value))
        }
        insetScale.onDrag(began: { send(.sliderDragBegan) }, ended: { send(.sliderDragEnded) })
        shapeDropDown.onSelectionChanged { [weak self] in
            guard let value = Choices.shapes.value(at: self?.shapeDropDown.selected) else { return }
            send(.containerShapePicked(value))
        }
        containerRadius.onValueChanged { [weak self] in
            guard let self else { return }
            send(.containerRadiusChanged(self.containerRadius.value))
        }
        for (corner, spin) in containerCornerSpins {
            spin.onValueChanged { [weak spin] in
                guard let spin else { return }
                send(.containerCornerRadiusChanged(corner, spin.value))
            }
        }
        curveDropDown.onSelectionChanged { [weak self] in
            guard let value = Choices.curves.value(at: self?.curveDropDown.selected) else { return }
            send(.containerCurvePicked(value))
        }
        depthSpin.onValueChanged { [weak self] in
            guard let self else { return }
            let value = self.depthSpin.value
            guard value.isFinite else { return }
            send(.depthChanged(value.isFinite ? Int(min(max(value, -1e6), 1e6).rounded()) : 0))
        }
        uniformityDropDown.onSelectionChanged { [weak self] in
            guard let value = Choices.uniformities.value(at: self?.uniformityDropDown.selected) else { return }
            send(.uniformityPicked(value))
        }
        for row in cornerRows { row.connect(send) }
        for (overlay, check) in overlayChecks {
            check.onToggled { [weak check] in
                guard let check else { return }
                send(.overlayToggled(overlay, check.isActive))
            }
        }
        animationSwitch.onToggled { [weak self] in
            guard let self else { return }
            send(.animationSwitchToggled(self.animationSwitch.isOn))
        }
        zoomDropDown.onSelectionChanged { [weak self] in
            guard let self, let zoom = self.zoomChoices.value(at: self.zoomDropDown.selected) else { return }
            send(.zoomChanged(zoom))
        }
        noticeDismiss.on("clicked") { send(.noticeDismissed) }
        progressCancel.on("clicked") { send(.animationExportCancelled) }
    }

    // MARK: - Showing the state

    /// Sets every widget from `state` without sending actions.
    func sync(_ state: PlaygroundState) {
        let document = state.document
        // The playground's own title is the app's word; a preset's or a file's is scene content.
        let title = document.isPlayground ? tr("Playground") : document.title
        subtitleLabel.text = title
        // TRANSLATORS: the window title; {document} is "Playground", a preset's title or a file name.
        window.title = tr("Concentric Playground — {document}", ["document": title])

        select(deviceDropDown, library.devices.firstIndex { $0.id == state.device.id })
        syncDocumentEntries(document)
        select(directionDropDown, Choices.directions.index(of: state.direction))

        syncInset(state)
        syncInsetSensitivity(state)

        let container = state.container
        select(shapeDropDown, Choices.shapes.index(of: container.kind))
        containerRadius.withHandlersBlocked { containerRadius.value = container.radius }
        for (corner, spin) in containerCornerSpins {
            spin.withHandlersBlocked { spin.value = container.cornerRadii[corner] }
        }
        select(curveDropDown, Choices.curves.index(of: container.curve))
        containerRadiusRow.isVisible = container.kind.usesRadius
        containerRadiusSeparator.isVisible = container.kind.usesRadius
        containerCornersRow.isVisible = container.kind.usesCornerRadii
        containerCornersSeparator.isVisible = container.kind.usesCornerRadii
        containerCurveRow.isVisible = container.kind.usesCurve
        containerCurveSeparator.isVisible = container.kind.usesCurve

        depthSpin.withHandlersBlocked { depthSpin.value = Double(state.depth) }
        select(uniformityDropDown, Choices.uniformities.index(of: state.uniformity))
        for row in cornerRows { row.sync(state.corners[row.corner]) }

        // The generating controls apply to the playground only: insensitive, with the reason.
        let generated = document.isPlayground
        containerGroup.isSensitive = generated
        cardsGroup.isSensitive = generated
        documentNote.isVisible = !generated

        for (overlay, check) in overlayChecks {
            check.withHandlersBlocked { check.isActive = state.overlays[overlay] }
        }

        let animation = state.animation
        let unavailable = state.animationUnavailableReason
        animationSwitch.withHandlersBlocked { animationSwitch.isOn = animation.switchShowsOn }
        animationSwitch.isSensitive = !animation.reduceMotion && unavailable == nil
        animationSwitch.tooltip = unavailable.map(tr)
        if animation.reduceMotion {
            animationNote.text = tr("Animations are turned off in the system settings (reduce motion).")
        } else if let unavailable {
            // TRANSLATORS: a sentence made of one reason (already translated), e.g. "This scene has no animation".
            animationNote.text = tr("{reason}.", ["reason": tr(unavailable)])
        } else if let motion = animation.motion {
            animationNote.text =
                // TRANSLATORS: {hold} is seconds, {first} and {second} points; {parameter} is the scene's parameter name (not translated) or "inset".
                tr("Every {hold} s the {parameter} springs between {first} and {second} pt.",
                    [
                        "hold": JSONWriter.format(motion.hold), "parameter": state.insetParameter?.name ?? tr("inset"),
                        "first": JSONWriter.format(motion.first), "second": JSONWriter.format(motion.second),
                    ])
        }

        if zoomChoices.index(of: state.zoom) == nil {
            // A restored factor that is not on the list gets its own entry.
            zoomChoices = Choices(values: Choices.zooms.values + [state.zoom], title: Choices.zooms.title)
            zoomDropDown.withHandlersBlocked { zoomDropDown.setItems(zoomChoices.titles) }
        }
        select(zoomDropDown, zoomChoices.index(of: state.zoom))

        noticeLabel.text = state.notice.map(tr) ?? ""
        noticeBar.isVisible = state.notice != nil
        syncExportProgress(state)
    }

    /// The animation export's progress row: shown while one is written. All a progress report
    /// changes, so reports skip the rest of `sync`.
    func syncExportProgress(_ state: PlaygroundState) {
        guard let export = state.animationExport else {
            progressRow.isVisible = false
            return
        }
        progressLabel.text = tr("Writing {file}…", ["file": export.destination.lastPathComponent])
        progressBar.fraction = export.fraction
        progressBar.text = tr("{written} of {total} frames", ["written": String(export.framesWritten), "total": String(export.timeline.frameCount)])
        progressRow.isVisible = true
    }

    /// The notice bar's text while it is shown, else nil.
    var visibleNotice: String? { noticeBar.isVisible ? noticeLabel.text : nil }

    /// The inset slider and its value: all that an animation frame changes (the store's
    /// `frameTicked` moves only the inset), so frames skip the rest of `sync`, which sets every
    /// control and costs about 0.7 ms of a frame.
    func syncInset(_ state: PlaygroundState) {
        insetScale.withHandlersBlocked { insetScale.value = state.inset }
        insetValueLabel.text = Self.points(state.inset)
    }

    /// Whether the inset slider applies to this scene (it drives the scene's inset parameter), and
    /// if not, why, as its tooltip. Not part of `syncInset`: a frame never changes it.
    private func syncInsetSensitivity(_ state: PlaygroundState) {
        let reason = state.insetUnavailableReason
        insetScale.isSensitive = reason == nil
        insetScale.tooltip = reason
        insetValueLabel.isSensitive = reason == nil
    }

    /// Lays the scene out once and hands it to the canvas; updates the status line.
    func redraw(_ state: PlaygroundState) {
        // One layout per change, text measured with Pango as `concentric render` measures it; the
        // draw function only paints it.
        let layout = SceneRenderer.layout(state.scene)
        layerList.show(document: state.scene, selection: layerSelection)   // WIRING ONLY
        canvas.show(layout, options: RenderOptions(annotations: state.overlays), zoom: state.zoom)
        // Measuring the error samples every corner: skipped while the spring moves, so frames stay
        // cheap; it appears once the inset rests.
        let summary = StatusSummary(layout: layout, measuringError: !state.animation.isMoving)
        // TRANSLATORS: the status line under the canvas; {summary} is e.g. "card 3 · radii 38, 38, 38, 38 pt · Δ 0 pt".
        statusLabel.text = summary.map { tr("Innermost: {summary}", ["summary": $0.text(tr)]) } ?? tr("No concentric shape")
    }

    private func select(_ dropDown: DropDown, _ index: Int?) {
        dropDown.withHandlersBlocked { dropDown.selected = index }
    }

    private func syncDocumentEntries(_ document: PlaygroundDocument) {
        var entries: [DocumentEntry] = [.playground] + library.presets.compactMap { $0.id.map(DocumentEntry.preset) }
        let selected: DocumentEntry
        switch document {
        case .playground: selected = .playground
        case .preset(let id, _): selected = .preset(id)
        case .file(let url, _):
            selected = .file(url.lastPathComponent)
            entries.append(selected)
        }
        if entries != documentEntries {
            documentEntries = entries
            let titles = entries.map { entry -> String in
                switch entry {
                case .playground: return tr("Playground")
                case .preset(let id): return library.preset(id: id)?.title ?? id
                case .file(let name): return name
                }
            }
            presetDropDown.withHandlersBlocked { presetDropDown.setItems(titles) }
        }
        select(presetDropDown, entries.firstIndex(of: selected))
    }

    /// The current fit scale (for stepping the zoom from Fit).
    var fitScale: Double {
        let size = Size(width: Double(canvas.area.width), height: Double(canvas.area.height))
        return CanvasFit(canvas: size, scene: canvas.layout.size)?.scale ?? 1
    }

    // MARK: - Dialogs

    /// Shows an error; `cause` says what failed, for the dialog's heading.
    func showError(_ message: String, cause: PlaygroundAction) {
        let heading: String
        switch cause {
        case .exportFinished, .animationExportFinished, .animationExportRequested: heading = tr("Could Not Export the Scene")
        case .saveFinished: heading = tr("Could Not Save the Scene")
        case .documentOpenFailed, .documentOpened, .stateRestored: heading = tr("Could Not Open the Scene")
        default: heading = tr("Something Went Wrong")
        }
        errorDialog?.destroy()
        errorDialog = MessageDialog(parent: window, kind: .error, text: heading, secondaryText: tr(message))
        errorDialog?.present { [weak self] in
            self?.errorDialog = nil
            self?.send(.errorDismissed)
        }
    }

    /// Asks for a scene file to open; `opened` gets its path.
    func chooseSceneToOpen(_ opened: @escaping @MainActor (URL) -> Void) {
        let chooser = FileChooser(title: tr("Open a Scene"), parent: window, mode: .open, acceptLabel: tr("_Open"))
        chooser.addFilter(name: tr("Scene files (JSON)"), patterns: ["*.json"])
        chooser.addFilter(name: tr("All files"), patterns: ["*"])
        present(chooser) { opened(URL(fileURLWithPath: $0)) }
    }

    /// Asks where to write a file named like `suggestedName`.
    func chooseDestination(title: String, suggestedName: String, filter: (name: String, pattern: String), _ chosen: @escaping @MainActor (URL) -> Void) {
        chooseDestination(title: title, suggestedName: suggestedName, filters: [(filter.name, [filter.pattern])], chosen)
    }

    /// Asks where to write a file named like `suggestedName`, offering each filter (the first
    /// is selected); the Spec Sheet takes PDF or PNG.
    func chooseDestination(
        title: String, suggestedName: String, filters: [(name: String, patterns: [String])], _ chosen: @escaping @MainActor (URL) -> Void
    ) {
        let chooser = FileChooser(title: title, parent: window, mode: .save, acceptLabel: tr("_Save"))
        for filter in filters { chooser.addFilter(name: filter.name, patterns: filter.patterns) }
        chooser.setCurrentName(suggestedName)
        present(chooser) { chosen(URL(fileURLWithPath: $0)) }
    }

    private func present(_ chooser: FileChooser, _ accepted: @escaping @MainActor (String) -> Void) {
        fileChooser = chooser
        chooser.show { [weak self] path in
            self?.fileChooser = nil
            if let path { accepted(path) }
        }
    }

    func showAbout() {
        if aboutDialog == nil {
            let about = AboutDialog(
                programName: tr("Concentric Playground"), version: PlaygroundApp.version,
                comments: tr("The geometry of SwiftUI's ConcentricRectangle: nested cards whose corners stay concentric with the screen."),
                iconName: PlaygroundApp.id, website: "", authors: [tr("The Concentric contributors")])
            about.setTransientFor(window)
            about.setModal(true)
            aboutDialog = about
        }
        aboutDialog?.present()
    }

    // MARK: - Helpers

    /// "8 pt", "12.5 pt".
    static func points(_ value: Double) -> String { JSONWriter.format((value * 10).rounded() / 10) + " pt" }

    static func snakeCase(_ corner: LogicalCorner) -> String {
        switch corner {
        case .topLeading: "top_leading"
        case .topTrailing: "top_trailing"
        case .bottomLeading: "bottom_leading"
        case .bottomTrailing: "bottom_trailing"
        }
    }
}
