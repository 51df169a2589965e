// Helpers shared by the render tests: devices, presets, image comparison.
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest
// Re-exported: every file of this target sees the shared test support (ConcentricTestSupport).
@_exported import ConcentricTestSupport

/// The bundled device catalog (tests never read a user's device file).
func bundledDevices() throws -> DeviceCatalog { try DeviceCatalog.bundled() }

/// Every bundled preset.
func allPresets() throws -> [SceneFile] { try Presets.scenes(devices: bundledDevices()) }

/// The bundled preset `id`'s document.
func preset(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> SceneDocument {
    try XCTUnwrap(try Presets.scene(named: id, devices: bundledDevices()), "no preset \(id)", file: file, line: line).document
}

/// A screen without a device: `width` × `height` points of `shape`, no safe area.
func plainScreen(_ width: Double, _ height: Double, _ shape: ContainerShape = .rectangle) -> Screen {
    Screen(size: Size(width: width, height: height), shape: shape)
}

/// A document of `root` on `screen` (no parameters, no safe area).
func document(_ root: SceneView, on screen: Screen) -> SceneDocument { SceneDocument(screen: screen, root: root) }

/// The node named `name`, failing the test when there is none.
func node(_ name: String, in layout: ViewLayout, file: StaticString = #filePath, line: UInt = #line) throws -> LaidOutView {
    try XCTUnwrap(layout.node(named: name), "no node named \(name)", file: file, line: line)
}

/// How two images differ: the share of pixels whose largest channel difference exceeds
/// `threshold`, and the largest channel difference anywhere.
struct ImageDifference {
    var differingFraction: Double
    var maximum: Int

    init(_ a: PixelImage, _ b: PixelImage, threshold: Int) {
        precondition(a.width == b.width && a.height == b.height)
        var differing = 0
        var maximum = 0
        var i = 0
        while i < a.bytes.count {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(a.bytes[i + c]) - Int(b.bytes[i + c]))) }
            if worst > threshold { differing += 1 }
            maximum = max(maximum, worst)
            i += 4
        }
        differingFraction = Double(differing) / Double(max(1, a.width * a.height))
        self.maximum = maximum
    }
}

/// A bilinear sample of an image at a point in pixel units (pixel centers at +0.5), in 0…255
/// premultiplied RGBA.
func sample(_ image: PixelImage, x: Double, y: Double) -> [Double] {
    let fx = x - 0.5, fy = y - 0.5
    let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
    let tx = fx - Double(x0), ty = fy - Double(y0)
    func px(_ x: Int, _ y: Int) -> [Double] {
        let p = image.rgba(x: x, y: y)
        return [Double(p.r), Double(p.g), Double(p.b), Double(p.a)]
    }
    let a = px(x0, y0), b = px(x0 + 1, y0), c = px(x0, y0 + 1), d = px(x0 + 1, y0 + 1)
    return (0..<4).map { i in
        (a[i] * (1 - tx) + b[i] * tx) * (1 - ty) + (c[i] * (1 - tx) + d[i] * tx) * ty
    }
}
