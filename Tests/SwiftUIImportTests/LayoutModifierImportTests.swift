// The layout modifiers from real source: `.offset`, `.aspectRatio` and `.scaledToFit/Fill`,
// `.fixedSize`, `.layoutPriority`, literal or bound to @State, read without a warning.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import SwiftUIImport
import XCTest

final class LayoutModifierImportTests: XCTestCase {
    func testEachSpellingIsRead() throws {
        let imported = try importing(preview("""
            VStack {
                Color.red.offset(x: 4, y: -2).offset(y: 3).offset(CGSize(width: 5, height: 6)).offset(.zero)
                Color.blue.aspectRatio(16/9, contentMode: .fit).aspectRatio(contentMode: .fill).aspectRatio(nil, contentMode: .fit)
                Color.green.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill).scaledToFit().scaledToFill()
                Text("Fixed").fixedSize().fixedSize(horizontal: true, vertical: false).fixedSize(horizontal: true, vertical: true)
                Text("First").layoutPriority(1)
                Text("Second").layoutPriority(-0.5)
            }
            """))
        let scene = imported.envelope
        for fragment in [
            ##"{"offset":{"x":4,"y":-2}},{"offset":{"x":0,"y":3}},{"offset":{"x":5,"y":6}},{"offset":{"x":0,"y":0}}"##,
            ##"{"aspectRatio":{"ratio":1.777777778,"contentMode":"fit"}},{"aspectRatio":{"contentMode":"fill"}},{"aspectRatio":{"contentMode":"fit"}}"##,
            ##"{"aspectRatio":{"ratio":1.333333333,"contentMode":"fill"}},{"aspectRatio":{"contentMode":"fit"}},{"aspectRatio":{"contentMode":"fill"}}"##,
            ##"{"fixedSize":{}},{"fixedSize":{"horizontal":true,"vertical":false}},{"fixedSize":{}}"##,
            ##"{"layoutPriority":1}"##, ##"{"layoutPriority":-0.5}"##,
        ] {
            XCTAssertTrue(scene.contains(fragment), "\(fragment) in \(scene)")
        }
        XCTAssertEqual(imported.warnings, [])
    }

    func testValuesBoundToStateStayLive() throws {
        let imported = try importing(preview("""
            VStack {
                Color.red.offset(x: inset, y: -inset * 2)
                Color.blue.aspectRatio(ratio, contentMode: .fit)
                Text("First").layoutPriority(ratio - 1)
                Text("Wrapped").fixedSize(horizontal: wide, vertical: false)
            }
            """, state: "@State private var inset: CGFloat = 8\n    @State var ratio = 1.5\n    @State var wide = true"))
        let scene = imported.envelope
        for fragment in [
            ##"{"offset":{"x":{"param":"inset"},"y":{"expr":"-inset * 2"}}}"##,
            ##"{"aspectRatio":{"ratio":{"param":"ratio"},"contentMode":"fit"}}"##,
            ##"{"layoutPriority":{"expr":"ratio - 1"}}"##,
            ##"{"fixedSize":{"horizontal":true,"vertical":false}}"##,
        ] {
            XCTAssertTrue(scene.contains(fragment), "\(fragment) in \(scene)")
        }
    }

    func testWhatCannotBeReadIsWarnedAndLeftOut() throws {
        let imported = try importing(preview("""
            VStack {
                Color.red.offset(size)
                Color.blue.aspectRatio(-2, contentMode: .fit)
                Color.green.aspectRatio(1, contentMode: mode)
            }
            """, state: "var size = CGSize(width: 1, height: 2)\n    var mode = ContentMode.fit"))
        let messages = imported.warnings.map(\.description)
        XCTAssertTrue(messages.contains { $0.hasPrefix("Card.swift:7:22: this offset is not understood") }, "\(messages)")
        XCTAssertTrue(messages.contains("Card.swift:8:28: an aspect ratio is above 0: the view's own ratio is used"), "\(messages)")
        XCTAssertTrue(messages.contains("Card.swift:9:45: this content mode is not understood: .fit is used"), "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("not supported") }, "\(messages)")
        XCTAssertTrue(imported.envelope.contains(##"{"Color":"#007AFF","modifiers":[{"aspectRatio":{"contentMode":"fit"}}]}"##), imported.envelope)
    }
}
