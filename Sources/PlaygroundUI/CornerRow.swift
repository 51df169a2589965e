// One logical corner's controls (a style combo row with the value spin button), from CornerRow.ui.
import ConcentricCore
import GtkKit
import PlaygroundStore

/// The row for one corner of the New dialog's nested cards. Built once per corner from the same
/// `.ui` file; the window adds `root` to its "Corner styles" expander row. The rows keep their own
/// values (the template is read from them when the dialog is answered).
@MainActor
final class CornerRow {
    let corner: LogicalCorner
    /// The combo row: its title is the corner, its choice the style.
    let root: ComboRow
    let value: SpinButton

    /// The style kinds in the combo row's order.
    static let kinds = CornerStyle.Kind.allCases

    init(corner: LogicalCorner, resources: ResourceLocator) throws(GLibError) {
        self.corner = corner
        let builder = try Builder.load(path: resources.path("CornerRow.ui"))
        root = try builder.get("corner_row")
        value = try builder.get("value_spin")
        root.title = Self.title(corner)
        root.setItems(Self.kinds.map(Self.title))
        // TRANSLATORS: a screen reader's name of the spin button; {corner} is e.g. "Top leading".
        value.setAccessibleLabel(tr("{corner} value, in points", ["corner": Self.title(corner)]))
    }

    /// Keeps the value spin button's sensitivity and tooltip with the chosen style.
    func connect() {
        root.onSelectionChanged { [weak self] in
            guard let self else { return }
            self.sync(self.setting)
        }
    }

    /// The style and value the row shows.
    var setting: CornerSetting {
        let kind = root.selected.flatMap { CornerRow.kinds.indices.contains($0) ? CornerRow.kinds[$0] : nil } ?? .concentric
        return CornerSetting(kind: kind, value: value.value)
    }

    /// Shows `setting` without sending anything back.
    func sync(_ setting: CornerSetting) {
        root.withHandlersBlocked { root.selected = Self.kinds.firstIndex(of: setting.kind) }
        value.withHandlersBlocked { value.value = setting.value }
        value.isSensitive = setting.kind.takesValue
        value.tooltip = switch setting.kind {
        case .concentric: tr("Not used by a plain concentric corner")
        case .concentricWithMinimum: tr("The smallest radius the corner may take, in points")
        case .fixed: tr("The corner's radius, in points")
        }
    }

    static func title(_ corner: LogicalCorner) -> String {
        switch corner {
        case .topLeading: tr("Top leading")
        case .topTrailing: tr("Top trailing")
        case .bottomLeading: tr("Bottom leading")
        case .bottomTrailing: tr("Bottom trailing")
        }
    }

    static func title(_ kind: CornerStyle.Kind) -> String {
        switch kind {
        case .concentric: trc("corner style", "Concentric")
        case .concentricWithMinimum: tr("Concentric, minimum")
        case .fixed: trc("corner style", "Fixed")
        }
    }
}
