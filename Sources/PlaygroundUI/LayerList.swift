// The layer list: the scene's view tree as an expandable list, in a scrolled pane of
// its own. A self-contained component: the window shows a document in it and wires its callbacks
// to the store.
import ConcentricScene
import GtkKit
import SceneEditing

/// The view tree of a `SceneDocument` as a GtkListView over a GtkTreeListModel.
///
/// Rows are built lazily: a row's children exist only once it has been expanded (GTK asks for the
/// children of the rows it shows, to draw their arrows), and widgets exist only for the rows on
/// screen, so a 10,000-view scene costs what the user opens of it. Each item is a GtkStringObject
/// holding the view's place in reading order (`LayerTree`: "0" is the root), so making a row's
/// children and binding a row parse and format no paths.
///
/// Each row shows an expander, an icon of the view's kind and the view's name, or its kind
/// (`VStack`, `Text`) when it has none; a named row also shows its kind, dimmed. The row's
/// accessible name says both: "white surface, Text".
///
/// Keys while the list has focus: Up and Down move through the rows (GTK's own), Left and Right
/// collapse and expand (or go to the parent and the first child), Tab and Shift+Tab leave the
/// list, Menu and Shift+F10 open the context menu at the selected row, and the editing keys are
/// reported through `onKey`. Rows can be dragged onto other rows; a right-click selects a row
/// and opens the context menu there.
@MainActor
@_spi(Harness) public final class LayerList {
    /// The widget to put in the window.
    var root: Widget { box }

    /// The user selected a row (a click, the arrow keys), or cleared the selection (nil). Never
    /// sent for the selection `show` makes.
    var onSelect: (ViewPath?) -> Void = { _ in }
    /// The user activated a row (Enter, a double click).
    var onActivate: (ViewPath) -> Void = { _ in }
    /// An editing key was pressed with the list focused (it acts on the selection).
    var onKey: (SelectionCommand) -> Void = { _ in }
    /// The user dropped the view at `from` into the stack at `toParent`, at `index` of its
    /// children: exactly `SceneEdit.move(from, parent: toParent, index: index)` (`toParent` a
    /// path before the move, `index` counted once the view has left its old place).
    var onMove: (_ from: ViewPath, _ toParent: ViewPath, _ index: Int) -> Void = { _, _, _ in }

    /// Holds the scrolled list and the context menu's popover (a box lays out no popover).
    private let box = Box(.vertical)
    private let scrolled = ScrolledWindow()
    /// The rows' context menu (`setContextMenu`).
    private var contextMenu: PopoverMenu?
    private let factory = SignalListItemFactory()
    private var model: TreeListModel
    private let selection: SingleSelection
    private let listView: ListView
    private var keys: EventControllerKey?

    /// The document shown; nil before the first `show`.
    private var document: SceneDocument?
    /// The shape of `document`'s tree and what its rows show: when the shape is unchanged, the
    /// rows still name the same views and the model is kept.
    private var tree = LayerTree()
    /// The selected row's path, as last shown or chosen.
    private var selectedPath: ViewPath?
    /// True while the list itself changes the selection (`show`): no `onSelect` then.
    private var isChangingSelection = false
    /// The child rows' models made so far, by the parent's place in reading order: GTK asks for
    /// them again each time a row is bound (`gtk_tree_list_row_is_expandable` makes the model and
    /// drops it), and they depend only on `tree`, so they are made once per shape.
    private var childLists: [Int: StringList] = [:]
    /// The row widgets that exist, by their GtkListItem (from setup to teardown).
    private var rows: [UnsafeMutableRawPointer: LayerRow] = [:]

    init() {
        model = Self.makeTree(root: StringList([]), owner: nil)
        selection = SingleSelection(model: model)
        listView = ListView(model: selection, factory: factory)
        listView.addCSSClass("navigation-sidebar")
        // TRANSLATORS: the accessible name of the list of the scene's views (its layers).
        listView.setAccessibleLabel(tr("Layers"))
        // GTK's default policies: a row wider than the pane (one deep in the tree) scrolls
        // sideways instead of widening the pane, which would narrow the canvas beside the
        // sidebar (and repaint it) as rows scroll into view.
        scrolled.setMinimumContentHeight(160)
        scrolled.setChild(listView)
        scrolled.addCSSClass("layer-list")
        scrolled.expandsVertically = true
        box.append(scrolled)
        model = Self.makeTree(root: StringList([]), owner: self)
        selection.setModel(model)

        factory.onSetup { [weak self] item in self?.setUp(item) }
        factory.onBind { [weak self] item in self?.bind(item) }
        factory.onUnbind { [weak self] item in self?.rows[item.raw]?.unbind() }
        factory.onTeardown { [weak self] item in self?.rows[item.raw] = nil }
        selection.onSelectionChanged { [weak self] in self?.selectionChanged() }
        listView.onActivate { [weak self] position in
            guard let self, let path = self.path(atPosition: position) else { return }
            self.onActivate(path)
        }
        let keys = EventControllerKey(on: listView, capturing: true)
        keys.onKeyPressed { [weak self] key in self?.keyPressed(key) ?? false }
        self.keys = keys
    }

    // MARK: The context menu

    /// The menu a right-click on a row, Menu and Shift+F10 open (LayerList.ui's, whose items are
    /// window actions).
    func setContextMenu(_ menu: Menu) {
        let popover = PopoverMenu(menu: menu, in: box)
        // TRANSLATORS: the accessible name of the layer list's context menu.
        popover.setAccessibleLabel(tr("Layer commands"))
        // The chosen command has changed the document by the next frame (the rows may have been
        // rebuilt): the keyboard goes back to the selected row, not to the window.
        popover.onClosed { [weak self] in
            guard let self else { return }
            self.listView.addTickCallback { [weak self] _ in
                self?.focusSelectedRow()
                return false
            }
        }
        contextMenu = popover
    }

    /// Opens the context menu at the selected row (the top of the list when none is shown).
    private func openContextMenu() -> Bool {
        guard let contextMenu else { return false }
        let row = selection.selected.flatMap { position in rows.values.first { $0.position == position } }
        if let bounds = row?.bounds(in: box) {
            contextMenu.popup(pointingAt: bounds.x, bounds.y, width: bounds.width, height: bounds.height)
        } else {
            contextMenu.popup(pointingAt: 12, 12)
        }
        return true
    }

    /// A right-click on the row of `path`, at (x, y) in the row's coordinates: the row is
    /// selected (for the user, as a click would) and the menu opens at the pointer.
    func contextClicked(_ path: ViewPath, row: LayerRow, x: Double, y: Double) {
        guard let contextMenu else { return }
        if path != selectedPath {
            select(path, scrolling: false)
            onSelect(path)
        }
        row.grabFocus()
        let origin = row.bounds(in: box) ?? (0, 0, 0, 0)
        contextMenu.popup(pointingAt: origin.x + x, origin.y + y)
    }

    // MARK: Showing a document

    /// Shows `document` with `selection` selected. When the tree's shape changed the rows are
    /// rebuilt, keeping the rows open at the same paths; otherwise the rows on screen are only
    /// relabelled, when a kind or a name changed (an inspector drag changes neither: its frames
    /// leave the rows alone). The selection's ancestors are expanded and its row scrolled to;
    /// nothing is sent to `onSelect`.
    func show(document: SceneDocument, selection selected: ViewPath?) {
        // The same document (a new selection): its shape is the one shown, not walked again.
        let shape = document == self.document ? tree : LayerTree(document.root)
        let firstTime = self.document == nil
        self.document = document
        let rebuilt = firstTime || shape != tree
        let relabelled = !rebuilt && shape.isRelabelled(from: tree)
        if rebuilt {
            let expanded = firstTime ? [ViewPath.root] : expandedPaths()
            tree = shape
            childLists = [:]
            changingSelection {
                model = Self.makeTree(root: StringList([LayerTree.rowID(LayerTree.root)]), owner: self)
                setModelUnselected(model)
            }
            for path in expanded.sorted() { row(for: path, expanding: true)?.isExpanded = true }
        } else if relabelled {
            tree = shape
            for row in rows.values { row.refresh() }
        }
        let target = selected.flatMap { document.contains($0) ? $0 : nil }
        guard rebuilt || target != selectedPath || self.selection.selected == nil && target != nil else { return }
        select(target, scrolling: true)
    }

    /// The tree model over `root`, its children asked of `owner`'s document; with `autoexpand`,
    /// every row opens as it is made.
    private static func makeTree(root: StringList, owner: LayerList?, autoexpand: Bool = false) -> TreeListModel {
        TreeListModel(root: root, autoexpand: autoexpand) { [weak owner] (item: StringObject) -> (any ListModel)? in
            owner?.children(of: item.string)
        }
    }

    /// The child rows of the row `id` (a view's place in reading order): nil for a view without
    /// children (its row has no arrow). Expanding every row asks this of all 10,000 rows of a
    /// large scene at once, so it only counts: no path is parsed, no view looked up.
    private func children(of id: String) -> StringList? {
        guard let index = LayerTree.index(rowID: id), tree.contains(index) else { return nil }
        if let made = childLists[index] { return made }
        let children = tree.children(of: index)
        guard !children.isEmpty else { return nil }
        let list = StringList(children.map(LayerTree.rowID))
        childLists[index] = list
        return list
    }

    /// The paths of the expanded rows.
    private func expandedPaths() -> [ViewPath] {
        (0..<model.itemCount).compactMap { position in
            guard let row = model.row(at: position), row.isExpanded else { return nil }
            return path(of: row)
        }
    }

    /// The path of the view a row shows.
    private func path(of row: TreeListRow) -> ViewPath? {
        row.item(as: StringObject.self).flatMap { LayerTree.index(rowID: $0.string) }.flatMap(tree.path(of:))
    }

    /// The row of `path`: with `expanding`, its ancestors are expanded on the way; without, nil
    /// when one of them is collapsed.
    private func row(for path: ViewPath, expanding: Bool) -> TreeListRow? {
        guard var row = model.topLevelRow(0), let index = tree.index(of: path) else { return nil }
        for step in tree.steps(to: index) {
            if !row.isExpanded {
                guard expanding else { return nil }
                row.isExpanded = true
            }
            guard let child = row.childRow(step.position) else { return nil }
            row = child
        }
        return row
    }

    /// The deepest row on screen on the way to `path` (`path`'s own when all its ancestors are
    /// open).
    private func visibleAncestor(of path: ViewPath) -> ViewPath {
        var visible = ViewPath.root
        guard var row = model.topLevelRow(0), let index = tree.index(of: path) else { return visible }
        for step in tree.steps(to: index) {
            guard row.isExpanded, let child = row.childRow(step.position), let stepPath = tree.path(of: step.row) else { break }
            row = child
            visible = stepPath
        }
        return visible
    }

    private func path(atPosition position: Int) -> ViewPath? {
        model.row(at: position).flatMap(path(of:))
    }

    // MARK: Selection

    /// Replaces the rows with `model`, the selection emptied first (the caller selects again).
    /// A selected row would make GtkSingleSelection look for its item among all the new rows, to
    /// keep it selected if it had only moved: 10,000 rows made and dropped one by one when every
    /// row is expanded (about 200 M instructions, bench/PROFILES.md, perf-app).
    private func setModelUnselected(_ model: TreeListModel) {
        selection.selected = nil
        selection.setModel(model)
    }

    private func changingSelection(_ body: () -> Void) {
        let was = isChangingSelection
        isChangingSelection = true
        body()
        isChangingSelection = was
    }

    /// Selects `path`'s row (expanding its ancestors) without telling `onSelect`.
    private func select(_ path: ViewPath?, scrolling: Bool) {
        selectedPath = path
        let position = path.flatMap { row(for: $0, expanding: true)?.position }
        changingSelection { selection.selected = position }
        if scrolling, let position { listView.scrollTo(position: position) }
    }

    private func selectionChanged() {
        guard !isChangingSelection else { return }
        var path = selection.selected.flatMap(path(atPosition:))
        if path == nil, let previous = selectedPath, document?.contains(previous) == true {
            // The selected row went out of sight because the user collapsed one of its
            // ancestors: the selection moves to the collapsed row, as in a tree view.
            let ancestor = visibleAncestor(of: previous)
            if ancestor != previous {
                select(ancestor, scrolling: false)
                path = ancestor
            }
        }
        selectedPath = path
        onSelect(path)
    }

    /// Selects `path` for the user (sent to `onSelect`), scrolls to it and focuses its row.
    private func moveCursor(to path: ViewPath) {
        select(path, scrolling: true)
        onSelect(path)
        focusSelectedRow()
    }

    /// Gives the keyboard focus to the selected row's widget, once it exists.
    private func focusSelectedRow() {
        guard let position = selection.selected else { return }
        if let row = rows.values.first(where: { $0.position == position }) {
            row.grabFocus()
            return
        }
        // Scrolled to but not yet laid out: its widget exists by the next frame.
        listView.addTickCallback { [weak self] _ in
            guard let self, self.selection.selected == position else { return false }
            self.rows.values.first(where: { $0.position == position })?.grabFocus()
            return false
        }
    }

    // MARK: Keys

    private func keyPressed(_ key: KeyPress) -> Bool {
        if key.is(.menu) || key.is(.f10, shift: true) { return openContextMenu() }
        if let command = SelectionCommand(key) {
            onKey(command)
            return true
        }
        let rightToLeft = listView.direction == .rightToLeft
        if key.is(.right) { return rightToLeft ? collapseOrGoUp() : expandOrGoDown() }
        if key.is(.left) { return rightToLeft ? expandOrGoDown() : collapseOrGoUp() }
        return false
    }

    /// Right: a closed row opens; an open row moves to its first child.
    private func expandOrGoDown() -> Bool {
        guard let path = selectedPath, let row = row(for: path, expanding: false) else { return false }
        if row.isExpandable && !row.isExpanded {
            row.isExpanded = true
        } else if row.isExpanded, let child = document?.path(.firstChild, from: path) {
            moveCursor(to: child)
        }
        return true
    }

    /// Left: an open row closes; a closed one moves to its parent.
    private func collapseOrGoUp() -> Bool {
        guard let path = selectedPath, let row = row(for: path, expanding: false) else { return false }
        if row.isExpanded {
            row.isExpanded = false
        } else if let parent = document?.path(.parent, from: path) {
            moveCursor(to: parent)
        }
        return true
    }

    // MARK: Rows

    private func setUp(_ item: ListItem) {
        let row = LayerRow(list: self)
        item.setChild(row.expander)
        rows[item.raw] = row
    }

    private func bind(_ item: ListItem) {
        guard let row = rows[item.raw], let listRow = item.item(as: TreeListRow.self) else { return }
        row.bind(listRow, path: path(of: listRow))
    }

    /// The view a row shows, in the document shown.
    func view(at path: ViewPath) -> SceneView? { document?.view(at: path) }

    /// What the row of the view at `path` shows; nil when no view is there.
    func rowContent(at path: ViewPath) -> LayerTree.Row? { tree.index(of: path).map { tree.rows[$0] } }

    /// Where dropping `from` on the row of `target` puts it, `fraction` of the way down the row:
    /// for a stack's row, the upper third before the row, the middle third into it (as its last
    /// child), the lower third after it; for any other row, the upper half before it and the
    /// lower half after it. Nil when the drop would do nothing or cannot be done: a view into
    /// itself, next to the root, beside a view that is not in a stack.
    /// A part's row takes a drop into its view (its middle third's), wherever on the row.
    func drop(_ from: ViewPath, onto part: ViewPath, fraction: Double) -> (parent: ViewPath, index: Int)? {
        let target = part.view
        let fraction = part.part == nil ? fraction : 0.5
        guard let document, let fromParent = from.parent, let fromIndex = from.index, !from.contains(target),
              document.view(at: fromParent)?.content.isStack == true, let targetView = document.view(at: target)
        else { return nil }
        let into = targetView.content.isStack && (target.parent == nil || (1.0 / 3...2.0 / 3).contains(fraction))
        if into {
            let count = targetView.childViews.count
            let index = fromParent == target ? count - 1 : count
            return fromParent == target && fromIndex == index ? nil : (target, index)
        }
        guard let parent = target.parent, let index = target.index, let parentView = document.view(at: parent),
              case .stackChild = parentView.slot(ofChild: index)
        else { return nil }
        var insertion = fraction < 0.5 ? index : index + 1
        if fromParent == parent && fromIndex < insertion { insertion -= 1 }
        return fromParent == parent && fromIndex == insertion ? nil : (parent, insertion)
    }

    // MARK: Measurements (`concentric-bench editor`)

    /// The rows the list holds now (the expanded rows' children included).
    @_spi(Harness) public var rowCount: Int { model.itemCount }

    /// The views whose rows have widgets now (those on screen, and a few around).
    var boundPaths: Set<ViewPath> { Set(rows.values.compactMap(\.path)) }

    /// Selects `path`'s row as the arrow keys do: its ancestors expanded, scrolled to, focused,
    /// and told to `onSelect`.
    @_spi(Harness) public func selectAsUser(_ path: ViewPath) { moveCursor(to: path) }

    /// Expands every row at once, keeping the selection: the rows are made again with GTK's
    /// autoexpand, so the list changes once. (Opening 10,000 rows one by one took 26 s: every
    /// opening is a change of the list that the list view and the selection handle.)
    @_spi(Harness) public func expandAll() {
        guard document != nil else { return }
        changingSelection {
            model = Self.makeTree(root: StringList([LayerTree.rowID(LayerTree.root)]), owner: self, autoexpand: true)
            setModelUnselected(model)
        }
        // Rows made from now on (a view added) start closed, as they do everywhere else.
        model.autoexpand = false
        select(selectedPath, scrolling: false)
    }

    /// Scrolls the row at `position` into view.
    @_spi(Harness) public func scroll(toPosition position: Int) { listView.scrollTo(position: position) }

    /// Scrolls `path`'s row into view, its ancestors opened.
    @_spi(Harness) public func scroll(to path: ViewPath) {
        if let position = row(for: path, expanding: true)?.position { listView.scrollTo(position: position) }
    }

    /// Selects `path`'s row as a click on it does once it is on screen: the list's selection
    /// changes (which tells the store), and the row takes the keyboard focus.
    @_spi(Harness) public func clickAsUser(_ path: ViewPath) {
        guard let position = row(for: path, expanding: false)?.position else { return }
        selection.selected = position
        focusSelectedRow()
    }

    func dropped(_ from: ViewPath, onto target: ViewPath, fraction: Double) -> Bool {
        guard let place = drop(from, onto: target, fraction: fraction) else { return false }
        onMove(from, place.parent, place.index)
        return true
    }
}

extension ViewPath {
    /// The path a row's item names (`ViewPath.description`: `root`, `root/1/0`); nil for any
    /// other string.
    init?(rowID: String) {
        let parts = rowID.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.first == "root" else { return nil }
        var indices: [Int] = []
        for part in parts.dropFirst() {
            guard let index = Int(part), index >= 0 else { return nil }
            indices.append(index)
        }
        self.init(indices)
    }
}
