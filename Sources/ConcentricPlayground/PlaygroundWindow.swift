// The playground window (PlaygroundWindow.ui): sends the controls' changes to the store and shows
// its state. Its dialogs and toasts are in PlaygroundWindow+Dialogs.swift.
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
    let send: @MainActor (PlaygroundAction) -> Void
    private let library: PlaygroundLibrary

    // Header bar.
    private let windowTitle: WindowTitle
    let primaryMenuButton: MenuButton
    let exportButton: MenuButton
    /// The sidebar beside the canvas, folded over it in a narrow window.
    let flap: Flap
    // Scene group.
    private let deviceRow: ComboRow
    private let presetRow: ComboRow
    private let directionRow: ComboRow
    private let insetRow: ActionRow
    private let insetScale: Scale
    private let insetValueLabel: Label
    // Container group.
    private let shapeRow: ComboRow
    private let containerRadiusRow: ActionRow
    private let containerRadius: SpinButton
    private let containerCornersRow: ExpanderRow
    private let containerCornerRows: [(LogicalCorner, ActionRow, SpinButton)]
    private let curveRow: ComboRow
    // Cards group.
    private let depthRow: ActionRow
    private let depthSpin: SpinButton
    private let uniformityRow: ComboRow
    private let cornerStylesRow: ExpanderRow
    private let cornerRows: [CornerRow]
    private let documentNote: Label
    // Overlays and animation.
    private let overlayChecks: [(AnnotationLayer, CheckButton)]
    private let animationRow: ActionRow
    private let animationSwitch: Switch
    // Above the canvas: the notice bar.
    private let noticeBar: Box
    private let noticeLabel: Label
    private let noticeDismiss: Widget
    // Above the canvas: Export ▸ Animation's progress, with Cancel.
    private let progressRow: Box
    private let progressLabel: Label
    private let progressBar: ProgressBar
    private let progressCancel: Widget
    // Over the canvas: feedback toasts.
    let toastOverlay: ToastOverlay
    // Under the canvas.
    private let statusLabel: Label
    private let zoomDropDown: DropDown

    /// The preset drop-down's entries: the playground, the presets, and the open file if any.
    private enum DocumentEntry: Equatable {
        case playground, preset(String), file(String)
    }
    private var documentEntries: [DocumentEntry] = []
    private var zoomChoices = Choices<Zoom>.zooms

    /// Dialogs kept alive while shown (PlaygroundWindow+Dialogs.swift).
    var fileChooser: FileChooser?
    var errorDialog: MessageDialog?
    var aboutWindow: AboutWindow?
    /// The primary menu's recent files (`setRecentFiles`).
    let recentSection: Menu

    init(
        application: Application, resources: ResourceLocator, library: PlaygroundLibrary, state: PlaygroundState,
        send: @escaping @MainActor (PlaygroundAction) -> Void
    ) throws(GLibError) {
        self.send = send
        self.library = library
        let builder = try Builder.load(path: resources.path("PlaygroundWindow.ui"))
        window = try builder.get("window")
        windowTitle = try builder.get("window_title")
        primaryMenuButton = try builder.get("primary_menu_button")
        exportButton = try builder.get("export_button")
        flap = try builder.get("flap")
        deviceRow = try builder.get("device_row")
        presetRow = try builder.get("preset_row")
        directionRow = try builder.get("direction_row")
        insetRow = try builder.get("inset_row")
        insetScale = try builder.get("inset_scale")
        insetValueLabel = try builder.get("inset_value_label")
        shapeRow = try builder.get("container_shape_row")
        containerRadiusRow = try builder.get("container_radius_row")
        containerRadius = try builder.get("container_radius_spin")
        containerCornersRow = try builder.get("container_corners_row")
        var corners: [(LogicalCorner, ActionRow, SpinButton)] = []
        for corner in LogicalCorner.allCases {
            let id = "container_\(Self.snakeCase(corner))"
            corners.append((corner, try builder.get(id + "_row"), try builder.get(id + "_spin")))
        }
        containerCornerRows = corners
        curveRow = try builder.get("container_curve_row")
        depthRow = try builder.get("depth_row")
        depthSpin = try builder.get("depth_spin")
        uniformityRow = try builder.get("uniformity_row")
        cornerStylesRow = try builder.get("corner_rows")
        documentNote = try builder.get("document_note")
        var rows: [CornerRow] = []
        for corner in LogicalCorner.allCases {
            let row = try CornerRow(corner: corner, resources: resources)
            cornerStylesRow.add(row.root)
            rows.append(row)
        }
        cornerRows = rows
        overlayChecks = [
            (.centers, try builder.get("overlay_centers_check")), (.radii, try builder.get("overlay_radii_check")),
            (.insets, try builder.get("overlay_insets_check")), (.errors, try builder.get("overlay_errors_check")),
            (.legend, try builder.get("overlay_legend_check")),
        ]
        animationRow = try builder.get("animation_row")
        animationSwitch = try builder.get("animation_switch")
        noticeBar = try builder.get("notice_bar")
        noticeLabel = try builder.get("notice_label")
        noticeDismiss = try builder.get("notice_dismiss")
        progressRow = try builder.get("export_progress_bar")
        progressLabel = try builder.get("export_progress_label")
        progressBar = try builder.get("export_progress")
        progressCancel = try builder.get("export_progress_cancel")
        toastOverlay = try builder.get("toast_overlay")
        statusLabel = try builder.get("status_label")
        zoomDropDown = try builder.get("zoom_dropdown")
        recentSection = try Menu.from(builder, id: "recent_files_section")
        canvas = CanvasView(area: try builder.get("canvas"), layout: SceneRenderer.layout(state.scene), send: send)

        window.setApplication(application)
        fillChoices()
        configureRanges()
        setAccessibleNames()
        connectControls()
        // The header bar's narrow form (no Undo and Redo, Export as an icon) is chosen by its
        // squeezers as they are allocated (PlaygroundWindow.ui): nothing here changes the header
        // bar when the flap folds, which would happen in the middle of the window's layout. A
        // window asked to open narrow (a remembered 360 px) starts with the sidebar hidden, so
        // the header bar's toggle (bound to it) does not change in the middle of the first layout.
        if window.defaultSize.width < Self.foldWidthEstimate { flap.revealsFlap = false }
        sync(state)
        redraw(state)
    }

    // MARK: - Setting up

    private func fillChoices() {
        deviceRow.setItems(library.devices.map(\.name))
        directionRow.setItems(Choices.directions.titles)
        shapeRow.setItems(Choices.shapes.titles)
        curveRow.setItems(Choices.curves.titles)
        uniformityRow.setItems(Choices.uniformities.titles)
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
        for (_, _, spin) in containerCornerRows { spin.setRange(PlaygroundLimits.containerRadius) }
        for row in cornerRows { row.value.setRange(PlaygroundLimits.cornerValue) }
    }

    /// Names for controls whose visible label is not enough on its own. A row's activatable
    /// widget (the inset slider, the spin buttons, the checks, the switch) is already labelled by
    /// the row's title (AdwActionRow sets the relation), so it gets no name of its own, which a
    /// screen reader would read twice ("Radius Radius").
    private func setAccessibleNames() {
        insetScale.setAccessibleDescription(tr("Padding of each card inside its parent, from 0 to 40 points"))
        for (corner, row, spin) in containerCornerRows {
            row.title = CornerRow.title(corner)
            // Not the row's activatable widget (see the .ui file): "Top leading" alone would be
            // the same as the corner style's row.
            spin.setAccessibleLabel(tr("Container radius, {corner}", ["corner": CornerRow.title(corner)]))
        }
        // An expander row is a list item around a list of its own (its header row, then its
        // rows): GTK 4.8 leaves that outer item unnamed, so it is named by its title.
        for row in [containerCornersRow, cornerStylesRow] {
            row.setAccessibleLabel(row.title.replacingOccurrences(of: "_", with: ""))
        }
        // The "Zoom" label names the drop-down (its mnemonic widget); its button needs the name too.
        zoomDropDown.nameButton(tr("Zoom"))
        statusLabel.setAccessibleLabel(tr("Innermost card"))
    }

    private func connectControls() {
        let send = self.send
        deviceRow.onSelectionChanged { [weak self] in
            guard let self, let index = self.deviceRow.selected, self.library.devices.indices.contains(index) else { return }
            send(.devicePicked(self.library.devices[index].id))
        }
        presetRow.onSelectionChanged { [weak self] in
            guard let self, let index = self.presetRow.selected, self.documentEntries.indices.contains(index) else { return }
            switch self.documentEntries[index] {
            case .playground: send(.playgroundPicked)
            case .preset(let id): send(.presetPicked(id))
            case .file: break  // already open
            }
        }
        directionRow.onSelectionChanged { [weak self] in
            guard let value = Choices.directions.value(at: self?.directionRow.selected) else { return }
            send(.directionPicked(value))
        }
        insetScale.onValueChanged { [weak self] in
            guard let self else { return }
            send(.insetSliderMoved(self.insetScale.value))
        }
        insetScale.onDrag(began: { send(.sliderDragBegan) }, ended: { send(.sliderDragEnded) })
        shapeRow.onSelectionChanged { [weak self] in
            guard let value = Choices.shapes.value(at: self?.shapeRow.selected) else { return }
            send(.containerShapePicked(value))
        }
        containerRadius.onValueChanged { [weak self] in
            guard let self else { return }
            send(.containerRadiusChanged(self.containerRadius.value))
        }
        for (corner, _, spin) in containerCornerRows {
            spin.onValueChanged { [weak spin] in
                guard let spin else { return }
                send(.containerCornerRadiusChanged(corner, spin.value))
            }
        }
        curveRow.onSelectionChanged { [weak self] in
            guard let value = Choices.curves.value(at: self?.curveRow.selected) else { return }
            send(.containerCurvePicked(value))
        }
        depthSpin.onValueChanged { [weak self] in
            guard let self else { return }
            let value = self.depthSpin.value
            guard value.isFinite else { return }
            send(.depthChanged(Int(min(max(value, -1e6), 1e6).rounded())))
        }
        uniformityRow.onSelectionChanged { [weak self] in
            guard let value = Choices.uniformities.value(at: self?.uniformityRow.selected) else { return }
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

    /// About where the flap folds (its natural width and the canvas pane's, PlaygroundWindow.ui).
    static let foldWidthEstimate = 800

    /// Sets every widget from `state` without sending actions.
    func sync(_ state: PlaygroundState) {
        let document = state.document
        // The playground's own title is the app's word; a preset's or a file's is scene content.
        let title = document.isPlayground ? tr("Playground") : document.title
        windowTitle.subtitle = title
        // TRANSLATORS: the window title; {document} is "Playground", a preset's title or a file name.
        window.title = tr("Concentric Playground — {document}", ["document": title])

        select(deviceRow, library.devices.firstIndex { $0.id == state.device.id })
        syncDocumentEntries(document)
        select(directionRow, Choices.directions.index(of: state.direction))

        syncInset(state)
        syncInsetSensitivity(state)

        let container = state.container
        select(shapeRow, Choices.shapes.index(of: container.kind))
        containerRadius.withHandlersBlocked { containerRadius.value = container.radius }
        for (corner, _, spin) in containerCornerRows {
            spin.withHandlersBlocked { spin.value = container.cornerRadii[corner] }
        }
        select(curveRow, Choices.curves.index(of: container.curve))
        containerRadiusRow.isVisible = container.kind.usesRadius
        containerCornersRow.isVisible = container.kind.usesCornerRadii
        curveRow.isVisible = container.kind.usesCurve

        depthSpin.withHandlersBlocked { depthSpin.value = Double(state.depth) }
        select(uniformityRow, Choices.uniformities.index(of: state.uniformity))
        for row in cornerRows { row.sync(state.corners[row.corner]) }

        // The generating controls apply to the playground only: insensitive, with the reason.
        // Each row and each control is made insensitive itself, not only its group: GTK 4.8
        // tells assistive technologies a widget's own sensitivity, not its ancestors'.
        let generated = document.isPlayground
        for widget: Widget in [shapeRow, containerRadiusRow, containerRadius, containerCornersRow, curveRow, depthRow, depthSpin, uniformityRow, cornerStylesRow] {
            widget.isSensitive = generated
        }
        for (_, row, spin) in containerCornerRows {
            row.isSensitive = generated
            spin.isSensitive = generated
        }
        for row in cornerRows {
            row.root.isSensitive = generated
            row.value.isSensitive = generated && state.corners[row.corner].kind.takesValue
        }
        documentNote.isVisible = !generated

        for (overlay, check) in overlayChecks {
            check.withHandlersBlocked { check.isActive = state.overlays[overlay] }
        }

        let animation = state.animation
        let unavailable = state.animationUnavailableReason
        animationSwitch.withHandlersBlocked { animationSwitch.isOn = animation.switchShowsOn }
        let canAnimate = !animation.reduceMotion && unavailable == nil
        animationSwitch.isSensitive = canAnimate
        animationRow.isSensitive = canAnimate
        animationRow.tooltip = unavailable.map(tr)
        if animation.reduceMotion {
            animationRow.subtitle = tr("Animations are turned off in the system settings (reduce motion).")
        } else if let unavailable {
            // TRANSLATORS: a sentence made of one reason (already translated), e.g. "This scene has no animation".
            animationRow.subtitle = tr("{reason}.", ["reason": tr(unavailable)])
        } else if let motion = animation.motion {
            animationRow.subtitle =
                // TRANSLATORS: {hold} is seconds, {first} and {second} points; {parameter} is the scene's parameter name (not translated) or "inset".
                tr("Every {hold} s the {parameter} springs between {first} and {second} pt.",
                    [
                        "hold": JSONWriter.format(motion.hold), "parameter": state.insetParameter?.name ?? tr("inset"),
                        "first": JSONWriter.format(motion.first), "second": JSONWriter.format(motion.second),
                    ])
        }

        let zooms = CanvasView.zoomChoices(showing: state.zoom)
        if zooms.values != zoomChoices.values {
            zoomChoices = zooms
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
        insetRow.isSensitive = reason == nil
        insetScale.isSensitive = reason == nil
        insetRow.tooltip = reason.map(tr) ?? tr("Padding of each card inside its parent, in points")
        insetValueLabel.isSensitive = reason == nil
    }

    /// Lays the scene out once and hands it to the canvas; updates the status line and the
    /// canvas's description for screen readers.
    func redraw(_ state: PlaygroundState) {
        // One layout per change, text measured with Pango as `concentric render` measures it; the
        // draw function only paints it.
        let layout = SceneRenderer.layout(state.scene)
        canvas.show(layout, options: RenderOptions(annotations: state.overlays), viewport: state.viewport)
        // Measuring the error samples every corner: skipped while the spring moves, so frames stay
        // cheap; it appears once the inset rests.
        let summary = StatusSummary(layout: layout, measuringError: !state.animation.isMoving)
        // TRANSLATORS: the status line under the canvas; {summary} is e.g. "card 3 · radii 38, 38, 38, 38 pt · Δ 0 pt".
        let status = summary.map { tr("Innermost: {summary}", ["summary": $0.text(tr)]) } ?? tr("No concentric shape")
        statusLabel.text = status
        // Not during the animation's frames: a screen reader would be flooded.
        guard !state.animation.isMoving else { return }
        let document = state.document.isPlayground ? tr("Playground") : state.document.title
        // TRANSLATORS: the canvas's description for screen readers; {document} is the document's title, {device} a device's name, {status} the status line.
        let description = tr("{document} on the {device} screen. {status}", ["document": document, "device": state.device.name, "status": status])
        if description != canvasDescription {
            canvasDescription = description
            canvas.area.setAccessibleDescription(description)
        }
    }

    /// What the canvas's description says now (set only when it changes).
    private var canvasDescription: String?

    private func select(_ row: ComboRow, _ index: Int?) {
        row.withHandlersBlocked { row.selected = index }
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
            presetRow.withHandlersBlocked { presetRow.setItems(titles) }
        }
        select(presetRow, entries.firstIndex(of: selected))
    }

    /// Lists `paths` (newest first) in the primary menu, each opening with `app.open-recent`.
    func setRecentFiles(_ paths: [String]) {
        recentSection.setItems(paths.map { Menu.Item(label: URL(fileURLWithPath: $0).lastPathComponent, action: "app.open-recent", target: $0) })
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
