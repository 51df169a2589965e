// Until the store hands out scene format v2 (branch store-v2), the app draws its v1 scene the way
// a v1 file is read: converted to a `SceneDocument`, laid out by the one v2 layout.
import ConcentricRender
import ConcentricScene

extension Scene {
    /// This scene converted (`SceneFile(converting:)`) and laid out for drawing.
    var drawingLayout: ViewLayout { SceneRenderer.layout(SceneFile(converting: self).document) }
}
