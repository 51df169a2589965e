// One row of the layer list: its widgets, bound to whichever view the list shows there, with
// its drag source, drop target and context click; and the icon of each kind of view.
import ConcentricCore
import ConcentricScene
import GtkKit
import SceneEditing

/// The widgets of one row, reused for whichever view the row is bound to.
@MainActor
final class LayerRow {
    let expander = TreeExpander()
    private let icon = Image.decorative()
    private let name = Label()
    private let kind = Label()
    /// The drag source and drop target, on GTK's row widget around the expander (the whole row,
    /// padding included, so a drop between two rows lands on one of them); attached on the
    /// first bind, once that widget holds the expander.
    private var dragSource: DragSource?
    private var dropTarget: DropTarget?
    /// A secondary click: the context menu.
    private var contextClick: ClickGesture?
    /// The widget the controllers are on.
    private var rowWidget: Widget?
    private weak var list: LayerList?
    private var listRow: TreeListRow?
    private(set) var path: ViewPath?

    init(list: LayerList) {
        self.list = list
        let box = Box(.horizontal, spacing: 6)
        box.append(icon)
        box.append(name)
        box.append(kind)
        // Both names give way to a deep row's indent, so that no row is wider than the pane:
        // rows scrolled into view would widen the sidebar and narrow the canvas beside it.
        name.setEllipsizeEnd()
        kind.setEllipsizeEnd()
        kind.addCSSClass("dim-label")
        expander.setChild(box)
    }

    private func attachControllers() {
        guard dragSource == nil else { return }
        let widget = expander.parentWidget ?? expander
        rowWidget = widget
        dragSource = DragSource(on: widget)
        let target = DropTarget(on: widget)
        target.onMotion { [weak self] _, _ in self?.acceptsDrops ?? false }
        target.onDrop { [weak self, weak target] string, _, y in
            guard let self, let target, target.isLocalDrag, let from = ViewPath(rowID: string), let path = self.path,
                  let list = self.list else { return false }
            return list.dropped(from, onto: path, fraction: self.fraction(y))
        }
        dropTarget = target
        let click = ClickGesture(button: 3)
        click.onPressed { [weak self] _, x, y in
            guard let self, let path = self.path else { return }
            self.list?.contextClicked(path, row: self, x: x, y: y)
        }
        click.attach(to: widget)
        contextClick = click
    }

    /// The row's bounds in `ancestor`'s coordinates (GTK's row widget around the expander).
    func bounds(in ancestor: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        (rowWidget ?? expander).bounds(in: ancestor)
    }

    private func fraction(_ y: Double) -> Double {
        guard let height = rowWidget?.height, height > 0 else { return 0.5 }
        return y / Double(height)
    }

    /// Whether some view could be dropped on this row (the dragged one is only known on drop,
    /// when GTK reads the value): every row but the root's when the root is not a stack.
    private var acceptsDrops: Bool {
        guard let path, let list, let view = list.view(at: path) else { return false }
        return view.content.isStack || (path.parent != nil && path.part == nil)
    }

    var position: Int? { listRow?.position }

    func bind(_ row: TreeListRow, path: ViewPath?) {
        listRow = row
        self.path = path
        expander.setListRow(row)
        attachControllers()
        // The root stays where it is; a part is dragged with its view, from the view's row.
        let dragged = path?.parent == nil || path?.part != nil ? nil : path
        if dragged != dragContent {
            dragContent = dragged
            dragSource?.setContent(dragged?.description)
        }
        refresh()
    }

    /// The view a drag from the row carries (set only when it changes: GTK's list binds a row
    /// again, to the same view, whenever the selection changes around it).
    private var dragContent: ViewPath?

    func unbind() {
        listRow = nil
        path = nil
        // The expander keeps its row until the next bind (the widget is not shown meanwhile): a
        // row set to nil drops its indent widgets, one per nesting level, which the next bind
        // builds again, while a row swapped for another only adds or drops the difference in
        // depth; clearing it was about half of what binding rows cost as the list scrolled. The
        // drag's content stays too: the row is not shown until the next bind sets it.
    }

    /// What the row's widgets show now (set only when it changes: looking up the icon again and
    /// setting the names is costly, and happens on every row the list binds as it scrolls and on
    /// every row on screen after each edit).
    private var shown: LayerTree.Row?

    /// Shows the view the row is bound to, as the document now has it.
    func refresh() {
        guard let path, let content = list?.rowContent(at: path), content != shown else { return }
        shown = content
        let viewKind = content.kind
        let kindName = viewKind.swiftUIName
        icon.setIconName(LayerIcons.name(for: viewKind))
        if let displayName = content.name {
            name.text = displayName
            kind.text = kindName
            kind.isVisible = true
        } else {
            name.text = kindName
            kind.isVisible = false
        }
        // GTK's row around the expander is the list item a screen reader lists; the expander is
        // what takes the focus (and reports expanded or not): both carry the name.
        // TRANSLATORS: a layer list row read by a screen reader; {name} is the view's name in the
        // scene ("white surface"), {kind} its SwiftUI type ("Text"), never translated.
        let accessible = content.name.map { tr("{name}, {kind}", ["name": $0, "kind": kindName]) } ?? kindName
        expander.parentWidget?.setAccessibleLabel(accessible)
        expander.setAccessibleLabel(accessible)
    }

    func grabFocus() { expander.parentWidget?.grabFocus() }
}

/// The symbolic icon of each kind of view.
enum LayerIcons {
    /// Adwaita's symbolic icons for the containers and content; the app's own
    /// (Resources/icons/hicolor/scalable/actions) for the shapes and the divider, which Adwaita
    /// has no icons for.
    static func name(for kind: ViewKind) -> String {
        switch kind {
        case .vStack: "view-list-symbolic"
        case .hStack: "view-dual-symbolic"
        case .zStack: "view-paged-symbolic"
        case .spacer: "format-justify-fill-symbolic"
        case .divider: "concentric-divider-symbolic"
        case .text: "insert-text-symbolic"
        case .label: "format-justify-left-symbolic"
        case .image: "image-x-generic-symbolic"
        case .button: "input-mouse-symbolic"
        case .color: "color-select-symbolic"
        case .placeholder: "image-missing-symbolic"
        case .fill: "applications-graphics-symbolic"
        case .shape(let shape): name(for: shape)
        case .concentricRectangle: "concentric-concentric-rectangle-symbolic"
        case .containerRelative: "concentric-container-relative-symbolic"
        }
    }

    static func name(for shape: ContainerShapeKind) -> String {
        switch shape {
        case .rectangle: "concentric-rectangle-shape-symbolic"
        case .roundedRectangle, .unevenRoundedRectangle: "concentric-rounded-rectangle-symbolic"
        case .capsule: "concentric-capsule-symbolic"
        case .circle: "concentric-circle-symbolic"
        case .ellipse: "concentric-ellipse-symbolic"
        }
    }
}
