// The editor's model: view paths and navigation, hit testing on the real presets,
// edits, copy and paste, the selection summary; every edit's result reads back from its file.
import ConcentricCore
import ConcentricJSON
@testable import ConcentricScene
import ScaleScenes
@testable import SceneEditing
import XCTest

final class SceneEditingTests: XCTestCase {
    typealias S = FormatSupport

    /// The sample card's tree: root ZStack [0: gradient, 1: VStack "card" [0: Label, 1: Text "white surface"]].
    let card = ViewPath([1]), label = ViewPath([1, 0]), white = ViewPath([1, 1])

    func sample() throws -> SceneDocument { try S.preset("concentric-card").document }

    // MARK: Paths

    /// A view's pre-order index, found without listing every path, is its place in `paths()`,
    /// for every view of a generated 500-view scene (backgrounds included); nowhere is nil.
    func testPreorderIndexIsThePlaceInPaths() throws {
        let root = SceneDocument.scaleScene(views: 500).root
        let paths = root.paths()
        for (index, path) in paths.enumerated() { XCTAssertEqual(root.preorderIndex(of: path), index, "\(path)") }
        XCTAssertNil(root.preorderIndex(of: ViewPath([1, 999])))
        XCTAssertNil(root.preorderIndex(of: ViewPath([0, 0])), "the background has no children")
    }

    /// A few views' paths worked out from their places (what hit testing asks) are those places
    /// in `paths()`; a place past the last view is left out.
    func testPathsAtPlacesAreThoseOfPaths() throws {
        let root = SceneDocument.scaleScene(views: 500).root
        let paths = root.paths()
        let places: Set<Int> = [0, 1, 7, 250, paths.count - 1]
        XCTAssertEqual(root.paths(atPreorderIndices: places), Dictionary(uniqueKeysWithValues: places.map { ($0, paths[$0]) }))
        XCTAssertEqual(root.paths(atPreorderIndices: [3, paths.count]), [3: paths[3]])
        XCTAssertEqual(root.paths(atPreorderIndices: []), [:])
    }

    func testPathsFollowLayoutOrderOnEveryPreset() throws {
        for file in try Presets.scenes(devices: S.devices()) {
            let layout = S.layout(file.document)
            let paths = file.document.root.paths()
            XCTAssertEqual(paths.count, layout.viewNodes.count, file.id ?? "")
            XCTAssertEqual(paths, paths.sorted(), "reading order is path order in \(file.id ?? "")")
            for node in layout.viewNodes {
                let view = try XCTUnwrap(file.document.view(at: paths[node.viewIndex]))
                XCTAssertEqual(view.content.kind, node.kind, "\(file.id ?? "") \(node.sourcePath)")
                if let name = node.name { XCTAssertTrue(view.names.contains(name)) }
            }
        }
    }

    func testArrowKeysMoveThroughSiblingsParentAndFirstChild() throws {
        let document = try sample()
        XCTAssertEqual(document.path(.nextSibling, from: label), white)
        XCTAssertEqual(document.path(.previousSibling, from: white), label)
        XCTAssertNil(document.path(.nextSibling, from: white))
        XCTAssertNil(document.path(.previousSibling, from: label))
        // The card's named part "orange surface" is between the card and its views.
        let surface = card.part(2)
        XCTAssertEqual(document.path(.parent, from: white), surface)
        XCTAssertEqual(document.path(.parent, from: surface), card)
        XCTAssertNil(document.path(.parent, from: .root))
        XCTAssertEqual(document.path(.firstChild, from: card), surface)
        XCTAssertEqual(document.path(.firstChild, from: surface), label)
        XCTAssertNil(document.path(.firstChild, from: white))
        XCTAssertNil(document.path(.nextSibling, from: ViewPath([7])))
    }

    func testReloadKeepsTheSameView() throws {
        let old = try sample()
        // Unchanged: the same path.
        XCTAssertEqual(old.matchingPath(for: white, in: old), white)
        // A view inserted before the named text: found by kind and name.
        let moved = try old.applying(.addChild(SceneView(.spacer(minLength: nil)), parent: card, index: 0)).document
        XCTAssertEqual(moved.matchingPath(for: white, in: old), ViewPath([1, 2]))
        // The text deleted: its parent.
        let deleted = try old.applying(.delete(white)).document
        XCTAssertEqual(deleted.matchingPath(for: white, in: old), card)
        XCTAssertNil(old.matchingPath(for: ViewPath([9]), in: old))
    }

    // MARK: Hit testing

    func testClickSelectsTheWhiteSurfaceDoubleClickItsTextAltClickTheCard() throws {
        let document = try sample()
        let layout = S.layout(document)
        let hits = SceneHitTester(layout: layout, root: document.root)
        let surface = try S.node(layout, "white surface").frame
        // Inside the white surface, in its padding (not on the text's own frame).
        let point = Point(x: surface.minX + 4, y: surface.midY)
        XCTAssertEqual(hits.surface(at: point), white)
        XCTAssertEqual(hits.content(at: point), white, "the text is the white surface's own view")
        // Under it: the card (its orange and translucent backgrounds), then the gradient, cycling;
        // Alt+click passes through the card's orange surface (its named part) before its rim.
        XCTAssertEqual(hits.surfaces(at: point), [white, card, ViewPath([0])])
        XCTAssertEqual(hits.surface(below: white, at: point), card.part(2))
        XCTAssertEqual(hits.surface(below: card.part(2), at: point), card)
        XCTAssertEqual(hits.surface(below: card, at: point), ViewPath([0]))
        XCTAssertEqual(hits.surface(below: ViewPath([0]), at: point), white)
        // On the label: it paints nothing, so a click selects the innermost part around it, the
        // orange surface; a double-click the label.
        let labelFrame = try XCTUnwrap(layout.viewNodes.first { $0.kind == .label }).frame
        let onLabel = Point(x: labelFrame.midX, y: labelFrame.midY)
        XCTAssertEqual(hits.surface(at: onLabel), card.part(2))
        XCTAssertEqual(hits.content(at: onLabel), label)
    }

    func testARoundedOffCornerMisses() throws {
        let document = try sample()
        let layout = S.layout(document)
        let hits = SceneHitTester(layout: layout, root: document.root)
        // The card's translucent background is a RoundedRectangle of 56: its frame's corner is outside it.
        let cardFrame = try S.node(layout, "card").frame
        let corner = Point(x: cardFrame.minX + 2, y: cardFrame.minY + 2)
        XCTAssertEqual(hits.surface(at: corner), ViewPath([0]), "the gradient behind, not the card")
        let inside = Point(x: cardFrame.minX + 2, y: cardFrame.midY)
        XCTAssertEqual(hits.surface(at: inside), card)
        XCTAssertNil(hits.surface(at: Point(x: -5, y: -5)))
    }

    func testPathContainsByWinding() {
        let square = CornerGeometry(rect: Rect(x: 0, y: 0, width: 10, height: 10), radii: CornerRadii(all: 5), curve: .circular).outline
        XCTAssertTrue(square.contains(Point(x: 5, y: 5)))
        XCTAssertTrue(square.contains(Point(x: 0.5, y: 5)))
        XCTAssertFalse(square.contains(Point(x: 0.5, y: 0.5)), "outside the rounded corner")
        XCTAssertFalse(square.contains(Point(x: 11, y: 5)))
    }

    // MARK: Edits

    func testFixedThirtyTopLeadingOnTheWhiteSurface() throws {
        let document = try sample()
        let text = try XCTUnwrap(document.view(at: white))
        let background = try XCTUnwrap(text.modifiers.firstIndex { if case .background(_, .some) = $0 { true } else { false } })
        let result = try document.applying(.set(white, .cornerStyle(.modifier(background), .topLeading, .fixed, value: 30)))
        XCTAssertEqual(result.selection, white)
        let layout = S.layout(result.document)
        let node = try S.node(layout, "white surface")
        // The 46 pt left side cannot carry 30 above 40 (minimum 8): one factor, (46 − 0 − 8) /
        // (30 + 32), scales the fixed 30 (no minimum) and the rest toward their minimums.
        XCTAssertEqual(node.frame.height, 46)
        XCTAssertEqual(try S.radii(node)[0], 30 * 38 / 62, accuracy: 1e-9)
        XCTAssertEqual(node.geometry?.cornerStyles?.topLeft, .fixed(30))
        XCTAssertTrue(SceneFile(document: result.document).jsonText.contains(#""topLeadingCorner": {"fixed": 30}"#))
        let again = try S.parse(SceneFile(document: result.document).jsonText).document
        XCTAssertEqual(again, result.document)
        // Negative radii are refused.
        XCTAssertThrowsError(try document.applying(.set(white, .cornerStyle(.modifier(background), .topLeading, .fixed, value: -1)))) { error in
            XCTAssertEqual(error as? SceneEditError, .invalidValue("a radius must not be negative (found -1)"))
        }
        XCTAssertThrowsError(try document.applying(.set(white, .cornerStyle(.content, .topLeading, .fixed, value: 1)))) { error in
            XCTAssertEqual(error as? SceneEditError, .notApplicable(white, "ConcentricRectangle"))
        }
    }

    /// A corner's value bound to a declared parameter, as other numbers are: accepted, written as
    /// `{"param": NAME}`, read back, and laid out with the parameter's value; an undeclared one is refused.
    func testACornerValueBindsToAParameter() throws {
        let document = try sample()
        let text = try XCTUnwrap(document.view(at: white))
        let background = try XCTUnwrap(text.modifiers.firstIndex { if case .background(_, .some) = $0 { true } else { false } })
        let slot = ShapeSlot.modifier(background)
        let bound = try document.applying(.set(white, .cornerStyle(slot, .topLeading, .fixed, value: .parameter("inset")))).document
        let minimum = try bound.applying(.set(white, .cornerStyle(slot, .bottomTrailing, .concentricWithMinimum, value: .parameter("inset")))).document
        let file = SceneFile(document: minimum).jsonText
        XCTAssertTrue(file.contains(#""topLeadingCorner": {"fixed": {"param": "inset"}}"#), file)
        XCTAssertTrue(file.contains(#""bottomTrailingCorner": {"concentric": {"minimum": {"param": "inset"}}}"#), file)
        XCTAssertEqual(try S.parse(file).document, minimum)
        // At inset 8 the right side (46 pt) cannot carry 8 above 40 (minimum 8 each): the factor
        // (46 − 16) / 32 also scales the fixed top-leading 8, which has no minimum, to 7.5.
        for (inset, topLeft) in [(8.0, 7.5), (20, 20)] {
            let node = try S.node(S.layout(minimum, ["inset": inset]), "white surface")
            XCTAssertEqual(node.geometry?.cornerStyles?.topLeft, .fixed(inset))
            XCTAssertEqual(try S.radii(node)[0], topLeft, accuracy: 1e-9)
            XCTAssertEqual(node.geometry?.cornerStyles?.bottomRight, .concentric(minimum: inset))
        }
        XCTAssertThrowsError(try document.applying(.set(white, .cornerStyle(slot, .topLeading, .fixed, value: .parameter("gap"))))) { error in
            XCTAssertEqual(error as? SceneEditError, .undeclaredParameter("gap"))
        }
        // Copied, the surface (whose own numbers are literals) brings the declaration its corner needs.
        XCTAssertEqual(try ViewClipboard(copying: white, of: document).parameters, [])
        let copied = try ViewClipboard(copying: white, of: minimum)
        XCTAssertEqual(copied.parameters, [SceneParameter(name: "inset", defaultValue: 8)])
        let empty = SceneDocument(screen: document.screen, root: SceneView(.vStack(StackView(children: []))))
        let pasted = try empty.pasting(ViewClipboard(text: copied.text), at: .into(.root, index: nil)).document
        XCTAssertEqual(pasted.parameters, [SceneParameter(name: "inset", defaultValue: 8)])
        XCTAssertEqual(pasted.view(at: ViewPath([0])), minimum.view(at: white))
    }

    func testStructureEdits() throws {
        let document = try sample()
        let spacer = SceneView(.spacer(minLength: nil))
        XCTAssertThrowsError(try document.applying(.addChild(spacer, parent: white, index: nil))) { error in
            XCTAssertEqual(error as? SceneEditError, .notAStack(white, .text))
        }
        let added = try document.applying(.addChild(spacer, parent: card, index: nil))
        XCTAssertEqual(added.selection, ViewPath([1, 2]))
        XCTAssertEqual(added.document.view(at: ViewPath([1, 2])), spacer)

        let duplicated = try document.applying(.duplicate(white))
        XCTAssertEqual(duplicated.selection, ViewPath([1, 2]))
        XCTAssertEqual(duplicated.document.view(at: ViewPath([1, 2])), document.view(at: white))

        let deleted = try document.applying(.delete(white))
        XCTAssertEqual(deleted.selection, label, "the previous sibling when it was the last")
        XCTAssertEqual(deleted.document.view(at: card)?.childViews.count, 1)
        XCTAssertThrowsError(try document.applying(.delete(.root)))

        let up = try document.applying(.moveUp(white))
        XCTAssertEqual(up.selection, label)
        XCTAssertEqual(up.document.view(at: label), document.view(at: white))
        XCTAssertThrowsError(try document.applying(.moveUp(label))) { XCTAssertEqual($0 as? SceneEditError, .atEnd(self.label)) }
        XCTAssertThrowsError(try document.applying(.moveDown(card))) { XCTAssertEqual($0 as? SceneEditError, .atEnd(self.card)) }

        // Drag the text out to the root ZStack, after the card.
        let moved = try document.applying(.move(white, parent: .root, index: 2))
        XCTAssertEqual(moved.selection, ViewPath([2]))
        XCTAssertEqual(moved.document.view(at: ViewPath([2])), document.view(at: white))
        XCTAssertThrowsError(try document.applying(.move(card, parent: card, index: 0))) { XCTAssertEqual($0 as? SceneEditError, .moveIntoItself(self.card)) }
        // Drag the gradient into the card's VStack (a later sibling's path shifts up by one).
        let into = try document.applying(.move(ViewPath([0]), parent: card, index: 0))
        XCTAssertEqual(into.selection, ViewPath([0, 0]))
        XCTAssertEqual(into.document.view(at: ViewPath([0, 0]))?.content.kind, .fill)

        let wrapped = try document.applying(.wrap(white, in: .card))
        let cardView = try XCTUnwrap(wrapped.document.view(at: white))
        XCTAssertEqual(cardView.content.kind, .zStack)
        XCTAssertEqual(cardView.childViews.first, document.view(at: white))
        let layout = S.layout(wrapped.document)
        let shapes = layout.nodes.filter { $0.viewIndex == SceneHitTester(layout: layout, root: wrapped.document.root).viewIndex(of: white) }
        XCTAssertEqual(shapes.first?.geometry?.kind, .concentricRectangle)
    }

    func testPropertySettersCheckTheReadersRules() throws {
        let document = try sample()
        func refused(_ property: ViewProperty, at path: ViewPath, _ expected: SceneEditError, line: UInt = #line) {
            XCTAssertThrowsError(try document.applying(.set(path, property)), line: line) { XCTAssertEqual($0 as? SceneEditError, expected, line: line) }
        }
        refused(.spacing(.parameter("nope")), at: card, .undeclaredParameter("nope"))
        refused(.spacing(.literal(2e6)), at: card, .invalidValue("2000000 is beyond the limit of ±1000000 pt"))
        refused(.spacing(4), at: .root, .notApplicable(.root, "spacing (VStack or HStack)"))
        refused(.text(String(repeating: "x", count: 1_001)), at: white, .invalidValue("a text holds at most 1000 characters (found 1001)"))
        refused(.insertModifier(.opacity(2), at: 0), at: white, .invalidValue("opacity must be from 0 to 1 (found 2)"))
        refused(.insertModifier(.flexibleFrame(FlexibleFrame(minWidth: 10, maxWidth: 5)), at: 0), at: white, .invalidValue("minWidth must not exceed its maximum (10 > 5)"))
        refused(.textFont(Font(.points(0))), at: white, .invalidValue("a font size must be above 0 and at most 1000 (found 0)"))
        refused(.fill(.content, .solid(.white)), at: white, .notApplicable(white, "fill"))

        let bound = try document.applying(.set(card, .spacing(.parameter("inset")))).document
        XCTAssertEqual(bound, document, "the card's spacing is already the inset")
        let named = try document.applying(.set(white, .name("surface"))).document
        XCTAssertEqual(named.view(at: white)?.names, ["surface"])
        let unnamed = try document.applying(.set(white, .name(nil))).document
        XCTAssertEqual(unnamed.view(at: white)?.names, [])
        let published = try document.applying(.set(white, .containerShape(.concentricRectangle(ConcentricRectangleOf())))).document
        let modifiers = try XCTUnwrap(published.view(at: white)?.modifiers)
        let containerIndex = try XCTUnwrap(modifiers.firstIndex { if case .containerShape = $0 { true } else { false } })
        let backgroundIndex = try XCTUnwrap(modifiers.firstIndex { if case .background = $0 { true } else { false } })
        XCTAssertLessThan(containerIndex, backgroundIndex, "published inside the background, as cards do")
    }

    func testParameters() throws {
        let document = try sample()
        XCTAssertThrowsError(try document.applying(.addParameter(SceneParameter(name: "inset", defaultValue: 1)))) { XCTAssertEqual($0 as? SceneEditError, .duplicateParameter("inset")) }
        XCTAssertThrowsError(try document.applying(.addParameter(SceneParameter(name: "1x", defaultValue: 1)))) { XCTAssertEqual($0 as? SceneEditError, .invalidParameterName("1x")) }
        let added = try document.applying(.addParameter(SceneParameter(name: "gap", defaultValue: 4))).document
        XCTAssertEqual(try added.applying(.set(card, .spacing(.parameter("gap")))).document.view(at: card).map { view -> Number? in
            if case .vStack(let stack, _) = view.content { return stack.spacing } else { return nil }
        }, .parameter("gap"))
        XCTAssertEqual(try document.applying(.setParameterDefault(name: "inset", value: 12)).document.parameterValues()["inset"], 12)
    }

    // MARK: Clipboard

    func testCopyAndPasteBetweenDocuments() throws {
        let document = try sample()
        let copied = try ViewClipboard(copying: card, of: document)
        XCTAssertEqual(copied.parameters, [SceneParameter(name: "inset", defaultValue: 8)])
        let read = try ViewClipboard(text: copied.text)
        XCTAssertEqual(read, copied)
        // Into a document without `inset`: declared with the copied default.
        let empty = SceneDocument(screen: document.screen, root: SceneView(.vStack(StackView(children: []))))
        let pasted = try empty.pasting(read, at: .into(.root, index: nil))
        XCTAssertEqual(pasted.selection, ViewPath([0]))
        XCTAssertEqual(pasted.document.parameters, [SceneParameter(name: "inset", defaultValue: 8)])
        XCTAssertEqual(pasted.document.view(at: ViewPath([0])), document.view(at: card))
        // Into the sample after the card: its own `inset` kept.
        let again = try document.pasting(ViewClipboard(text: #"{"parameters": {"inset": 99}, "view": {"Text": "Hi"}}"#), at: .after(card))
        XCTAssertEqual(again.document.parameters, document.parameters)
        XCTAssertEqual(again.selection, ViewPath([2]))
        // A bare view referring to a parameter: declared at 0.
        let bare = try ViewClipboard(text: #"{"Text": "Hi", "modifiers": [{"padding": {"param": "gap"}}]}"#)
        XCTAssertEqual(bare.parameters, [SceneParameter(name: "gap", defaultValue: 0)])
        // The reader's validation, with its place.
        XCTAssertThrowsError(try ViewClipboard(text: #"{"view": {"Text": "Hi", "modifiers": [{"opacity": 3}]}}"#)) { error in
            XCTAssertEqual(error as? SceneEditError, .unreadable("view.modifiers[0].opacity: opacity must be from 0 to 1 (found 3)"))
        }
        XCTAssertThrowsError(try document.pasting(copied, at: .into(white, index: nil)))
    }

    // MARK: Summary

    func testSelectionSummaryOfTheWhiteSurface() throws {
        let document = try sample()
        let layout = S.layout(document)
        let hits = SceneHitTester(layout: layout, root: document.root)
        let summary = try XCTUnwrap(SelectionSummary(path: white, hitTester: hits))
        XCTAssertEqual(summary.kind, .text)
        XCTAssertEqual(summary.name, "white surface")
        XCTAssertEqual(summary.frame, try S.node(layout, "white surface").frame)
        XCTAssertEqual(summary.shapeKind, .concentricRectangle)
        XCTAssertEqual(summary.radii, try S.node(layout, "white surface").geometry?.corners?.radii)
        XCTAssertNotNil(summary.measure)
        XCTAssertEqual(summary.error, ShapeMeasure(node: summary.measure?.node ?? -1, in: layout)?.error)
        let root = try XCTUnwrap(SelectionSummary(path: .root, hitTester: hits))
        XCTAssertEqual(root.kind, .zStack)
        XCTAssertNil(root.radii)
        XCTAssertNil(SelectionSummary(path: ViewPath([5]), hitTester: hits))
    }

    // MARK: Property

    /// Random edits on random documents: an edit either is refused with an error value or makes a
    /// document that its file reads back equal to.
    func testSeededRandomEditsReadBack() throws {
        var trees = SceneDocumentFuzzTests.Trees(g: SeededGenerator(seed: 11))
        var accepted = 0, refused = 0
        for round in 0..<200 {
            var document = trees.document()
            for step in 0..<6 {
                let paths = document.root.paths()
                let path = trees.pick(paths)
                let edit = randomEdit(&trees, path: path, paths: paths, document: document)
                do {
                    document = try document.applying(edit).document
                    accepted += 1
                } catch {
                    refused += 1
                    continue
                }
                let text = SceneFile(document: document).jsonText
                do {
                    let again = try S.parse(text).document
                    XCTAssertEqual(again, document, "round \(round) step \(step): \(edit)")
                    if again != document { return }
                } catch {
                    return XCTFail("round \(round) step \(step): \(edit) made an unreadable document: \(error)")
                }
            }
        }
        XCTAssertGreaterThan(accepted, 300)
        XCTAssertGreaterThan(refused, 100)
    }

    func randomEdit(_ t: inout SceneDocumentFuzzTests.Trees, path: ViewPath, paths: [ViewPath], document: SceneDocument) -> SceneEdit {
        func value() -> Number {
            t.pick([t.number(), t.number(signed: true), .parameter("nope"), .literal(2e6), .literal(-3), .infinity, .literal(0.5)])
        }
        let modifiers = document.view(at: path)?.modifiers.count ?? 0
        let m = t.int(max(1, modifiers))
        let slot: ShapeSlot = t.bool() ? .content : .modifier(m)
        switch t.int(16) {
        case 0: return .addChild(t.view(depth: 3), parent: path, index: t.bool() ? nil : t.int(3))
        case 1: return .addSibling(t.view(depth: 3), after: path)
        case 2: return .duplicate(path)
        case 3: return .delete(path)
        case 4: return t.bool() ? .moveUp(path) : .moveDown(path)
        case 5: return .move(path, parent: t.pick(paths), index: t.int(3))
        case 6: return .wrap(path, in: t.pick(ViewWrapper.allCases))
        case 7: return .set(path, .cornerStyle(slot, t.pick(LogicalCorner.allCases), t.pick(CornerStyle.Kind.allCases), value: value()))
        case 8: return .set(path, t.pick([.cornerRadius(slot, value()), .unevenRadius(slot, .topLeading, value()), .uniformity(slot, t.pick(Uniformity.allCases)), .cornerCurve(slot, t.pick(CornerCurve.allCases)), .shape(slot, t.shape())]))
        case 9: return .set(path, .modifier(m, t.modifier(depth: 3)))
        case 10: return .set(path, t.bool() ? .insertModifier(t.modifier(depth: 3), at: t.int(modifiers + 1)) : .removeModifier(m))
        case 11: return .set(path, t.pick([.spacing(t.bool() ? nil : value()), .vStackAlignment(.trailing), .hStackAlignment(.bottom), .zStackAlignment(.topLeading)]))
        case 12: return .set(path, .fill(t.bool() ? .content : .modifier(m), t.bool() ? nil : t.fill()))
        case 13: return .set(path, t.pick([.text(t.pick(["", "Hé", String(repeating: "a", count: 1_001)])), .textFont(t.font()), .textColor(t.colorValue()), .textAlignment(.center)]))
        case 14: return .set(path, t.pick([.name(t.pick([nil, "", "card", "x y"])), .containerShape(t.bool() ? nil : t.shape())]))
        default: return t.bool() ? .addParameter(SceneParameter(name: t.pick(["gap", "extra", "9"]), defaultValue: 3)) : .setParameterDefault(name: t.pick(["inset", "none"]), value: 4)
        }
    }
}
