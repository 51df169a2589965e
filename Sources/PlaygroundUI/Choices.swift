// The fixed choices of the window's drop-downs, in order, with their titles.
import ConcentricCore
import PlaygroundStore

/// One drop-down's values and what it shows for each.
struct Choices<Value: Equatable & Sendable>: Sendable {
    let values: [Value]
    let title: @Sendable (Value) -> String

    var titles: [String] { values.map(title) }
    func index(of value: Value) -> Int? { values.firstIndex(of: value) }
    func value(at index: Int?) -> Value? { index.flatMap { values.indices.contains($0) ? values[$0] : nil } }
}

extension Choices where Value == LayoutDirection {
    static let directions = Choices(values: [.leftToRight, .rightToLeft]) {
        $0 == .leftToRight ? tr("Left to right") : tr("Right to left")
    }
}

extension Choices where Value == CornerCurve {
    static let curves = Choices(values: CornerCurve.allCases) { $0 == .circular ? trc("corner curve", "Circular") : trc("corner curve", "Continuous") }
}

extension Choices where Value == Uniformity {
    static let uniformities = Choices(values: Uniformity.allCases) {
        switch $0 {
        case .none: trc("uniform corners", "None")
        case .all: trc("uniform corners", "All")
        case .top: trc("uniform corners", "Top")
        case .bottom: trc("uniform corners", "Bottom")
        case .leading: trc("uniform corners", "Leading")
        case .trailing: trc("uniform corners", "Trailing")
        case .topAndBottom: trc("uniform corners", "Top and bottom")
        case .leadingAndTrailing: trc("uniform corners", "Leading and trailing")
        }
    }
}

extension Choices where Value == Zoom {
    /// Fit, then fixed factors (Ctrl+plus and Ctrl+minus step through `Zoom.steps`).
    static let zooms = Choices(values: [.fit, .factor(0.5), .factor(1), .factor(2), .factor(4)]) {
        switch $0 {
        case .fit: trc("zoom", "Fit")
        case .factor(let f): "\(Int(exactly: (f * 100).rounded()).map(String.init) ?? "\(f * 100)") %"
        }
    }
}
