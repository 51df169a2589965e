// The drawing modifiers from source (overlay, stroke, strokeBorder, shadow, mask), each in the
// spellings card code uses, read without a warning.
import XCTest

extension ConstructTests {
    func testOverlaysAreRead() throws {
        let imported = try importing(preview("""
            VStack {
                Color.blue.overlay { Text("a") }
                Color.blue.overlay(alignment: .topTrailing) { Circle().frame(width: 8, height: 8) }
                Color.blue.overlay(Color.red, in: Circle())
                Color.blue.overlay(Color.black.opacity(0.2))
                Color.blue.overlay(Text("b"), alignment: .bottom)
            }
            """))
        let scene = imported.envelope
        XCTAssertTrue(scene.contains(##"{"overlay":{"view":{"Text":{"content":"a"}}}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"overlay":{"view":{"Circle":{},"modifiers":[{"frame":{"width":8,"height":8}}]},"alignment":"topTrailing"}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"overlay":{"fill":"#FF3B30","in":"Circle"}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"overlay":{"fill":{"color":"#000000","opacity":0.2}}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"overlay":{"view":{"Text":{"content":"b"}},"alignment":"bottom"}}"##), scene)
        XCTAssertEqual(imported.warnings, [])
        // The overlays' views are views of the tree, numbered after the content's children.
        XCTAssertEqual(imported.sources.map(\.path).filter { $0.count == 2 }, [[0, 0], [1, 0], [4, 0]])
    }

    func testStrokesAreRead() throws {
        let imported = try importing(preview("""
            VStack {
                Circle().stroke(Color.blue, lineWidth: 2)
                RoundedRectangle(cornerRadius: 12).strokeBorder(.white, lineWidth: 1)
                RoundedRectangle(cornerRadius: 12).fill(.white).stroke(.gray, lineWidth: 0.5)
                Capsule().stroke(lineWidth: 3)
                Circle().strokeBorder(style: StrokeStyle(lineWidth: 2))
            }
            """))
        let scene = imported.envelope
        XCTAssertTrue(scene.contains(##"{"Circle":{"stroke":{"style":"#007AFF","lineWidth":2}}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"RoundedRectangle":{"cornerRadius":12,"stroke":{"style":"#FFFFFF","lineWidth":1,"border":true}}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"RoundedRectangle":{"cornerRadius":12,"fill":"#FFFFFF","stroke":{"style":"#8E8E93","lineWidth":0.5}}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"Capsule":{"stroke":{"lineWidth":3}}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"Circle":{"stroke":{"lineWidth":2,"border":true}}}"##), scene)
        XCTAssertEqual(imported.warnings, [])
        let dashed = try importing(preview("Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4]))"))
        XCTAssertEqual(dashed.warnings.map(\.message), ["only a StrokeStyle's line width is drawn"])
        let text = try importing(preview("Text(\"a\").border(Color.red)"))
        XCTAssertEqual(text.warnings.count, 1)
    }

    func testShadowsAreRead() throws {
        let imported = try importing(preview("""
            VStack {
                Color.white.shadow(radius: 8)
                Color.white.shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 4)
                Color.white.shadow(color: Color.red, radius: 2, x: -1)
            }
            """))
        let scene = imported.envelope
        XCTAssertTrue(scene.contains(##"{"shadow":{"radius":8}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"shadow":{"color":{"color":"#000000","opacity":0.2},"radius":10,"y":4}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"shadow":{"color":"#FF3B30","radius":2,"x":-1}}"##), scene)
        XCTAssertEqual(imported.warnings, [])
    }

    func testMasksAreRead() throws {
        let imported = try importing(preview("""
            VStack {
                Color.blue.mask { RoundedRectangle(cornerRadius: 12) }
                Color.blue.mask(ConcentricRectangle())
                Color.blue.mask(alignment: .top) { Circle().frame(width: 10, height: 10) }
            }
            """))
        let scene = imported.envelope
        XCTAssertTrue(scene.contains(##"{"mask":{"view":{"RoundedRectangle":{"cornerRadius":12}}}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"mask":{"view":{"ConcentricRectangle":{}}}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"mask":{"view":{"Circle":{},"modifiers":[{"frame":{"width":10,"height":10}}]},"alignment":"top"}}"##), scene)
        XCTAssertEqual(imported.warnings, [])
    }
}
