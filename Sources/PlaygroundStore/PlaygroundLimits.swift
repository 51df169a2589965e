// The ranges every playground parameter is kept in, enforced in one place when a value is stored.

/// Bounds of the playground's controls. A value from a widget (or a restored file) outside its
/// range is clamped; NaN keeps the previous value, so no input can leave the state invalid.
public enum PlaygroundLimits {
    /// The New dialog's nested-cards inset, in points (0–40).
    public static let inset: ClosedRange<Double> = 0...40
    /// Nesting depth of the generated playground's cards.
    public static let depth: ClosedRange<Int> = 1...8
    /// The container's corner radius (and each uneven corner's), in points: more than half the
    /// largest bundled screen's shorter side, so every device's display radius fits.
    public static let containerRadius: ClosedRange<Double> = 0...600
    /// A corner's minimum (concentric with minimum) or radius (fixed), in points.
    public static let cornerValue: ClosedRange<Double> = 0...600
    /// The canvas zoom factor.
    public static let zoom: ClosedRange<Double> = 0.1...8
    /// Export scale factors (an image over 16384 px on a side is refused by the renderer).
    public static let exportScale: ClosedRange<Double> = 0.25...8
}

extension ClosedRange where Bound == Double {
    /// `value` brought into the range; ±∞ go to the nearer end, NaN gives `fallback`.
    public func clamping(_ value: Double, nanFallback fallback: Double) -> Double {
        if value.isNaN { return Swift.min(Swift.max(fallback, lowerBound), upperBound) }
        return Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}

extension ClosedRange where Bound == Int {
    /// `value` brought into the range.
    public func clamping(_ value: Int) -> Int { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
