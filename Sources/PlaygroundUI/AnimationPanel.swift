// The playback bar's Animation popover: the scene's animation (which parameter, its two values, the
// hold, the curve's duration), each change one undoable edit of the scene (`SceneEdit.setAnimation`),
// saved with it. It is played under the canvas (PlaybackBar.swift).
import ConcentricJSON
import ConcentricScene
import GtkKit
import PlaygroundStore
import SceneEditing

/// The controls of PlaygroundWindow.ui's Animation group. `show` sets them from the state with
/// their handlers blocked; a control's change becomes the edit of the animation shown.
@MainActor
final class AnimationPanel {
    /// An edit of the animation, with a coalescing key for a spin button's steps (nil for a pick).
    var onEdit: @MainActor (SceneEdit, _ coalescingKey: String?) -> Void = { _, _ in }

    private let parameterRow: ComboRow
    private let valueRows: [ActionRow]
    private let holdRow: ActionRow
    private let first: SpinButton, second: SpinButton, hold: SpinButton, duration: SpinButton
    /// What the controls show: the scene's animation and its parameters (the combo's entries
    /// after "None").
    private var animation: ParameterAnimation?
    private var parameters: [SceneParameter] = []
    private var entries: [String]?
    /// The rows' own tooltips (PlaygroundWindow.ui), given back when a `.swift` document's
    /// reason leaves them.
    private let parameterTooltip: String?
    private let valueTooltips: [String?]

    init(builder: Builder) throws(GLibError) {
        parameterRow = try builder.get("animation_parameter_row")
        let holdRow: ActionRow = try builder.get("animation_hold_row")
        self.holdRow = holdRow
        valueRows = [try builder.get("animation_first_row"), try builder.get("animation_second_row"), holdRow, try builder.get("animation_duration_row")]
        first = try builder.get("animation_first_spin")
        second = try builder.get("animation_second_spin")
        hold = try builder.get("animation_hold_spin")
        duration = try builder.get("animation_duration_spin")
        parameterTooltip = parameterRow.tooltip
        valueTooltips = valueRows.map(\.tooltip)
        connect()
    }

    /// The animation a new pick of `parameter` makes when the scene has none: from its default
    /// to 12 more (the sample's 8 ↔ 20), on the sample's schedule (1.3 s, `.smooth(duration: 0.9)`).
    static func starting(for parameter: SceneParameter) -> ParameterAnimation {
        ParameterAnimation(parameter: parameter.name, first: parameter.defaultValue, second: parameter.defaultValue + 12)
    }

    private func connect() {
        parameterRow.onSelectionChanged { [weak self] in
            guard let self, let index = self.parameterRow.selected else { return }
            guard index > 0, self.parameters.indices.contains(index - 1) else {
                if self.animation != nil { self.onEdit(.setAnimation(nil), nil) }
                return
            }
            let parameter = self.parameters[index - 1]
            // Another parameter keeps the values and the schedule.
            var next = self.animation ?? Self.starting(for: parameter)
            next.parameter = parameter.name
            if next != self.animation { self.onEdit(.setAnimation(next), nil) }
        }
        let fields: [(SpinButton, String, (inout ParameterAnimation, Double) -> Void)] = [
            (first, "first", { $0.first = $1 }), (second, "second", { $0.second = $1 }), (hold, "hold", { $0.hold = $1 }),
            // The curve keeps its kind (a `.snappy` stays snappy): only its duration changes.
            (duration, "duration", { $0.curve = $0.curve.withDuration($1) }),
        ]
        for (spin, field, change) in fields {
            spin.onValueChanged { [weak self, weak spin] in
                guard let self, let spin, var next = self.animation else { return }
                change(&next, spin.value)
                // A run of arrow-key steps on one field is one undo step.
                if next != self.animation { self.onEdit(.setAnimation(next), "animation \(field)") }
            }
        }
    }

    /// What the panel shows: the scene's animation and parameters, and whether they are the file's.
    struct Shown: Equatable {
        var animation: ParameterAnimation?
        var parameters: [String]
        var isSwiftSource: Bool

        init(_ state: PlaygroundState) {
            animation = state.document.scene.animation
            parameters = state.document.scene.parameters.map(\.name)
            isSwiftSource = state.document.isSwiftSource
        }
    }

    /// Shows the state's animation: the parameter picked (or None) and, when there is an
    /// animation, its values.
    func show(_ state: PlaygroundState) {
        let scene = state.document.scene
        animation = scene.animation
        parameters = scene.parameters
        let names = [tr("None")] + parameters.map(\.name)
        if names != entries {
            entries = names
            parameterRow.withHandlersBlocked { parameterRow.setItems(names) }
        }
        let picked = scene.animation.flatMap { a in parameters.firstIndex { $0.name == a.parameter } }
        parameterRow.withHandlersBlocked { parameterRow.selected = picked.map { $0 + 1 } ?? 0 }
        // A `.swift` document's animation is the source's: shown, not edited (Play still plays it).
        let readOnly = state.document.isSwiftSource
        let reason = readOnly ? tr(PlaygroundState.swiftValuesMessage) : nil
        parameterRow.setSensitiveThroughout(!parameters.isEmpty && !readOnly, tooltip: reason ?? parameterTooltip)
        for (row, tooltip) in zip(valueRows, valueTooltips) {
            row.isVisible = scene.animation != nil
            row.setSensitiveThroughout(!readOnly, tooltip: reason ?? tooltip)
        }
        if let animation = scene.animation {
            for (spin, value) in [(first, animation.first), (second, animation.second), (hold, animation.hold), (duration, animation.curve.duration)] {
                spin.withHandlersBlocked { spin.value = value }
            }
            // A repeating animation has no hold: its row would edit nothing.
            holdRow.isVisible = animation.repeatForever == nil
        }
    }
}
