// The Add and Wrap In commands: the edit each makes on the sample card, the new view's
// defaults (readable back from a file), and why a command does not apply.
import ConcentricCore
import ConcentricJSON
@testable import ConcentricScene
@testable import SceneEditing
import XCTest

final class StructureCommandTests: XCTestCase {
    typealias S = FormatSupport

    /// The sample card's tree: root ZStack [0: gradient, 1: VStack "card" [0: Label, 1: Text "white surface"]].
    let card = ViewPath([1]), white = ViewPath([1, 1])

    func sample() throws -> SceneDocument { try S.preset("concentric-card").document }

    func testAddChildAppendsToTheSelectedStackAndSelectsTheNewView() throws {
        let document = try sample()
        let edit = try document.edit(for: .addChild(.text), selection: card)
        XCTAssertEqual(edit, .addChild(SceneView(.text(TextView("Text"))), parent: card, index: nil))
        let result = try document.applying(edit)
        XCTAssertEqual(result.selection, ViewPath([1, 2]))
        XCTAssertEqual(result.document.view(at: ViewPath([1, 2]))?.content, .text(TextView("Text")))
        XCTAssertEqual(result.document.view(at: card)?.childViews.count, 3)
    }

    func testAddChildWithNothingSelectedAddsToTheRoot() throws {
        let document = try sample()
        let result = try document.applying(try document.edit(for: .addChild(.circle), selection: nil))
        XCTAssertEqual(result.selection, ViewPath([2]))
        XCTAssertEqual(result.document.view(at: ViewPath([2]))?.content.kind, .shape(.circle))
    }

    func testAddChildToAViewWithoutChildrenIsRefusedWithTheEditsReason() throws {
        let document = try sample()
        XCTAssertThrowsError(try document.edit(for: .addChild(.text), selection: white)) { error in
            XCTAssertEqual(error as? SceneEditError, .notAStack(white, .text))
        }
        // The edit itself says the same.
        XCTAssertThrowsError(try document.applying(.addChild(NewView.text.view, parent: white, index: nil))) { error in
            XCTAssertEqual(error as? SceneEditError, .notAStack(white, .text))
        }
        // A root that is not a stack: nothing selected cannot add either.
        let lone = SceneDocument(screen: document.screen, root: SceneView(.text(TextView("alone"))))
        XCTAssertThrowsError(try lone.edit(for: .addChild(.text), selection: nil)) { error in
            XCTAssertEqual(error as? SceneEditError, .notAStack(.root, .text))
        }
    }

    func testAddSiblingGoesRightAfterTheSelectionAndIsRefusedOnTheRoot() throws {
        let document = try sample()
        let result = try document.applying(try document.edit(for: .addSibling(.spacer), selection: ViewPath([1, 0])))
        XCTAssertEqual(result.selection, ViewPath([1, 1]))
        XCTAssertEqual(result.document.view(at: ViewPath([1, 1]))?.content, .spacer(minLength: nil))
        XCTAssertEqual(result.document.view(at: ViewPath([1, 2])), document.view(at: white), "the white surface moved one place on")
        for selection in [nil, ViewPath.root] {
            XCTAssertThrowsError(try document.edit(for: .addSibling(.text), selection: selection)) { error in
                XCTAssertEqual(error as? SceneEditError, .notInAStack(.root))
            }
        }
        XCTAssertThrowsError(try document.edit(for: .addSibling(.text), selection: ViewPath([5]))) { error in
            XCTAssertEqual(error as? SceneEditError, .noView(ViewPath([5])))
        }
    }

    func testWrapInACardSelectsTheCardAroundTheView() throws {
        let document = try sample()
        let result = try document.applying(try document.edit(for: .wrap(.card), selection: white))
        XCTAssertEqual(result.selection, white)
        let wrapper = try XCTUnwrap(result.document.view(at: white))
        XCTAssertEqual(wrapper.content.kind, .zStack)
        XCTAssertEqual(wrapper.childViews, [try XCTUnwrap(document.view(at: white))])
        XCTAssertTrue(wrapper.modifiers.contains(.containerShape(.concentricRectangle(ConcentricRectangleOf()))))
        // With nothing selected, the root is wrapped.
        let root = try document.applying(try document.edit(for: .wrap(.vStack), selection: nil))
        XCTAssertEqual(root.document.root.childViews, [document.root])
    }

    func testEveryNewViewIsVisibleAndReadsBackFromAFile() throws {
        let document = try sample()
        for new in NewView.allCases {
            let result = try document.applying(try document.edit(for: .addChild(new), selection: card))
            let read = try S.parse(SceneFile(document: result.document).jsonText).document
            XCTAssertEqual(read.view(at: ViewPath([1, 2])), new.view, "\(new) reads back as written")
            XCTAssertEqual(new.kind, new == .card ? .zStack : ViewKind(rawValue: new.rawValue), "\(new)")
            // Shapes, colours and cards are drawn with a size of their own: something to click.
            let layout = S.layout(result.document)
            let paths = result.document.root.paths()
            let index = try XCTUnwrap(paths.firstIndex(of: ViewPath([1, 2])))
            let node = try XCTUnwrap(layout.viewNodes.first { $0.viewIndex == index })
            switch new {
            case .vStack, .hStack, .zStack, .spacer: break
            default: XCTAssertGreaterThan(node.frame.size.height, 0, "\(new)")
            }
        }
    }
}
