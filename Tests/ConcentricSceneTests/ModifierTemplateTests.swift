// The inspector's Add Modifier defaults, each added outside the view's others, and which group
// of the inspector stands for each modifier (where its remove button goes).
import ConcentricCore
@testable import ConcentricScene
@testable import SceneEditing
import XCTest

final class ModifierTemplateTests: XCTestCase {
    typealias S = FormatSupport

    /// The sample card's `white surface` Text: font, foregroundStyle, frame, padding, background, name.
    let white = ViewPath([1, 1])

    func testEachTemplateHasItsDefault() {
        let concentric = ViewShape.concentricRectangle(ConcentricRectangleOf(corners: LogicalCorners(all: .concentric)))
        let expected: [ModifierTemplate: ViewModifier] = [
            .padding: .padding(EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16)),
            .frame: .frame(width: .literal(120.5), height: .literal(44), alignment: .center),
            .backgroundShape: .background(.fill(Fill.solid(Color(red: 1, green: 1, blue: 1))), in: concentric),
            .containerShape: .containerShape(.plain(.roundedRectangle(radius: .literal(24), curve: .continuous))),
            .clipShape: .clipShape(concentric),
            .opacity: .opacity(.literal(1)),
        ]
        XCTAssertEqual(Set(expected.keys), Set(ModifierTemplate.allCases), "one default per menu item")
        for template in ModifierTemplate.allCases {
            XCTAssertEqual(template.modifier(size: Size(width: 120.5, height: 44)), expected[template], "\(template)")
        }
    }

    /// Without a laid-out size the frame fixes neither side.
    func testAFrameWithoutASizeFixesNothing() {
        XCTAssertEqual(ModifierTemplate.frame.modifier(size: nil), .frame(width: nil, height: nil))
    }

    /// Each template's edit puts its modifier last on the view, and the document still reads.
    func testEachEditAddsTheOutermostModifier() throws {
        let document = try S.preset("concentric-card").document
        let before = try XCTUnwrap(document.view(at: white)).modifiers
        for template in ModifierTemplate.allCases {
            let edit = template.edit(on: try XCTUnwrap(document.view(at: white)), at: white, size: Size(width: 100, height: 50))
            XCTAssertEqual(edit, .set(white, .insertModifier(template.modifier(size: Size(width: 100, height: 50)), at: before.count)))
            let after = try XCTUnwrap(try document.applying(edit).document.view(at: white)).modifiers
            XCTAssertEqual(Array(after.dropLast()), before, "\(template) kept the others in place")
            XCTAssertEqual(after.last, template.modifier(size: Size(width: 100, height: 50)), "\(template)")
        }
    }

    /// A frame of the view's laid-out size changes no frame in the scene.
    func testAFrameOfTheLaidOutSizeMovesNothing() throws {
        let document = try S.preset("concentric-card").document
        let layout = S.layout(document)
        let size = try S.node(layout, "white surface").frame.size
        let edit = ModifierTemplate.frame.edit(on: try XCTUnwrap(document.view(at: white)), at: white, size: size)
        let framed = S.layout(try document.applying(edit).document)
        let frames = { (layout: ViewLayout) in layout.nodes.filter(\.isLaidOut).map(\.frame) }
        XCTAssertEqual(Set(frames(framed)), Set(frames(layout)))
        XCTAssertEqual(try S.node(framed, "white surface").frame, try S.node(layout, "white surface").frame)
    }

    /// Each modifier is headed by its first group shown: a background's shape before its paint; the
    /// view's own groups head none.
    func testEachModifierIsHeadedByItsFirstGroup() throws {
        let document = try S.preset("concentric-card").document
        let model = try XCTUnwrap(InspectorModel(document: document, path: white, layout: S.layout(document)))
        // font 0, foregroundStyle 1, frame 2, padding 3, background 4 (paint and shape), name 5 (no group).
        XCTAssertEqual(model.modifierHeads, [
            0: .font(0), 1: .fill(.modifier(1), .foregroundStyle), 2: .frame(2), 3: .padding(3), 4: .shape(.modifier(4), .background),
        ])
        XCTAssertTrue(model.sections.contains { $0.group == .shape(.modifier(4), .background) }, "the background's shape is shown too")
        XCTAssertNil(InspectorGroup.view.modifierIndex)
        XCTAssertNil(InspectorGroup.text.modifierIndex)
        XCTAssertNil(InspectorGroup.fill(.stroke, .stroke).modifierIndex)
        XCTAssertEqual(InspectorGroup.shape(.modifier(7), .clipShape).modifierIndex, 7)
    }
}
