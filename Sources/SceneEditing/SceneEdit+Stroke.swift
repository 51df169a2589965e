// A shape view's stroke as edits change it.
import ConcentricScene

extension SceneView {
    /// This shape view with its stroke changed by `change`; nil when the view is not a shape with
    /// a stroke (the inspector edits a stroke a file gave, it adds none).
    func changingStroke(_ change: (inout ShapeStroke) -> Void) -> SceneView? {
        guard case .shape(var shape) = content, var stroke = shape.stroke else { return nil }
        change(&stroke)
        shape.stroke = stroke
        var copy = self
        copy.content = .shape(shape)
        return copy
    }
}
