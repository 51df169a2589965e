// The inspector's pure model: every view of every preset maps to rows, and every row's
// change is the one edit that changes exactly that property, read back through the model.
import ConcentricCore
import ConcentricJSON
@testable import ConcentricScene
@testable import SceneEditing
import XCTest

final class InspectorModelTests: XCTestCase {
    typealias S = FormatSupport

    func testEveryViewOfEveryPresetMapsToRows() throws {
        for file in try Presets.scenes(devices: S.devices()) {
            let document = file.document
            let layout = S.layout(document)
            for path in document.root.paths() {
                let model = try XCTUnwrap(InspectorModel(document: document, path: path, layout: layout))
                XCTAssertEqual(model.sections.first?.group, .view, "\(file.id ?? "") \(path)")
                XCTAssertEqual(model.row(.name)?.value, .text(document.view(at: path)?.displayName ?? ""))
                // Every field once.
                XCTAssertEqual(Set(model.rows.map(\.field)).count, model.rows.count, "\(file.id ?? "") \(path)")
                for row in model.rows {
                    switch row.value {
                    case .choice(let raw): XCTAssertTrue(row.options.contains(raw), "\(row.field): \(raw) not in \(row.options)")
                    case .number(let n): XCTAssertTrue(row.sources.contains(NumberSource(n)), "\(row.field)")
                    default: break
                    }
                    // Bindable exactly where the scene declares parameters and the value takes one.
                    if row.isBindable { XCTAssertFalse(document.parameters.isEmpty) }
                }
            }
            XCTAssertNil(InspectorModel(document: document, path: ViewPath([99]), layout: layout))
        }
    }

    /// A placeholder (a view the importer did not understand) shows its label and source,
    /// read-only: no value of those rows becomes an edit.
    func testAPlaceholderShowsItsLabelAndSourceReadOnly() throws {
        let file = try S.parse(#"{"version": 2, "device": "iphone-16-pro", "root": {"VStack": {"children": [{"Placeholder": {"label": "Map", "source": "Card.swift:41:13"}}]}}}"#)
        let model = try XCTUnwrap(InspectorModel(document: file.document, path: ViewPath([0]), layout: nil))
        XCTAssertEqual(model.sections.map(\.group), [.view, .placeholder])
        XCTAssertEqual(model.row(.placeholderLabel)?.value, .text("Map"))
        XCTAssertEqual(model.row(.placeholderSource)?.value, .text("Card.swift:41:13"))
        for field in [InspectorField.placeholderLabel, .placeholderSource] {
            XCTAssertTrue(field.isReadOnly)
            XCTAssertThrowsError(try model.edit(field, to: .text("List")))
        }
        XCTAssertFalse(InspectorField.name.isReadOnly)
    }

    func testEveryRowsChangeIsTheEditOfExactlyThatProperty() throws {
        var tried = 0
        for file in try Presets.scenes(devices: S.devices()) {
            let document = file.document
            for path in document.root.paths() {
                let model = try XCTUnwrap(InspectorModel(document: document, path: path, layout: nil))
                for row in model.rows {
                    let place = "\(file.id ?? "") \(path) \(row.field)"
                    var changed = false
                    for value in variants(of: row, parameters: document.parameters.map(\.name)) {
                        guard let edit = try model.edit(row.field, to: value) else {
                            XCTFail("\(place): no edit for a new value \(value)")
                            continue
                        }
                        guard let result = try? document.applying(edit) else { continue }  // refused (a stop out of order): try the next
                        changed = true
                        tried += 1
                        XCTAssertEqual(result.selection, path, place)
                        let after = try XCTUnwrap(InspectorModel(document: result.document, path: path, layout: nil), place)
                        XCTAssertEqual(after.row(row.field)?.value, value, place)
                        // Nothing else of the view changed (fields that move modifiers or add rows
                        // are compared where both models have them).
                        if !Self.restructuring(row.field) {
                            for other in model.rows where other.field != row.field {
                                XCTAssertEqual(after.row(other.field)?.value, other.value, "\(place) changed \(other.field)")
                            }
                        }
                        // Nothing else of the document changed.
                        let restored = try XCTUnwrap(result.document.root.updating(at: path) { _ in model.view })
                        XCTAssertEqual(restored, document.root, place)
                        XCTAssertEqual(result.document.parameters, document.parameters)
                        // The same value again is no edit.
                        XCTAssertNil(try after.edit(row.field, to: value), place)
                        // And the document reads back from its file (the edit kept the reader's rules).
                        let text = SceneFile(document: result.document).jsonText
                        XCTAssertEqual(try S.parse(text).document, result.document, place)
                    }
                    XCTAssertTrue(changed, "\(place): no change was accepted")
                }
            }
        }
        XCTAssertGreaterThan(tried, 200)
    }

    func testTheWhiteSurfaceShowsItsResolvedCornersAndItsInsetBinding() throws {
        let document = try S.preset("concentric-card").document
        let layout = S.layout(document)
        let white = ViewPath([1, 1])
        let model = try XCTUnwrap(InspectorModel(document: document, path: white, layout: layout))
        let background = try XCTUnwrap(document.view(at: white)?.modifiers.firstIndex { if case .background = $0 { true } else { false } })
        let slot = ShapeSlot.modifier(background)
        XCTAssertTrue(model.sections.contains { $0.group == .shape(slot, .background) })
        let node = try S.node(layout, "white surface")
        let radii = try XCTUnwrap(node.geometry?.corners?.radii)
        for corner in LogicalCorner.allCases {
            let row = try XCTUnwrap(model.row(.cornerStyle(slot, corner)))
            XCTAssertEqual(row.value, .cornerStyle(.concentric(minimum: 8)))
            XCTAssertEqual(try XCTUnwrap(row.resolvedRadius), radii[document.direction.physical(corner)], accuracy: 1e-9)
            // The sample declares `inset`: a corner's value may be bound to it.
            XCTAssertEqual(row.sources, [.literal, .parameter("inset")])
            XCTAssertTrue(row.isBindable)
        }
        // Fixed 30 at the top leading corner: the documented example.
        let edit = try XCTUnwrap(model.edit(.cornerStyle(slot, .topLeading), to: .cornerStyle(.fixed(30))))
        XCTAssertEqual(edit, .set(white, .cornerStyle(slot, .topLeading, .fixed, value: 30)))
        // The orange surface's padding is bound to `inset`; unbinding keeps the value typed.
        let card = try XCTUnwrap(InspectorModel(document: document, path: ViewPath([1], part: 2), layout: layout))
        let padding = try XCTUnwrap(card.rows.first { if case .padding(_, .top) = $0.field { true } else { false } })
        XCTAssertEqual(padding.value, .number(.parameter("inset")))
        XCTAssertEqual(padding.sources, [.literal, .parameter("inset")])
        XCTAssertEqual(card.row(.spacing)?.value, .number(.parameter("inset")))
    }

    func testPickingACornerStyleKeepsItsLook() {
        // Concentric to fixed: the radius layout gave.
        XCTAssertEqual(InspectorModel.cornerStyle(picking: .fixed, current: .concentric, resolved: 46.004), .fixed(46))
        // Minimum to fixed: the minimum carried over.
        XCTAssertEqual(InspectorModel.cornerStyle(picking: .fixed, current: .concentric(minimum: 8), resolved: 46), .fixed(8))
        // Never a minimum of 0, which reads back as plain concentric.
        XCTAssertEqual(InspectorModel.cornerStyle(picking: .concentricWithMinimum, current: .concentric, resolved: 0), .concentric(minimum: 1))
        XCTAssertEqual(InspectorModel.cornerStyle(picking: .concentric, current: .fixed(12), resolved: 12), .concentric)
        XCTAssertEqual(InspectorModel.cornerStyle(picking: .fixed, current: .fixed(12), resolved: 3), .fixed(12))
        // A bound value stays bound when the kind changes between the two that take a number.
        XCTAssertEqual(InspectorModel.cornerStyle(picking: .fixed, current: .concentric(minimum: .parameter("inset")), resolved: 46), .fixed(.parameter("inset")))
        XCTAssertEqual(
            InspectorModel.cornerStyle(picking: .concentricWithMinimum, current: .fixed(.parameter("inset")), resolved: 46), .concentric(minimum: .parameter("inset")))
        XCTAssertEqual(InspectorModel.cornerStyle(picking: .concentric, current: .fixed(.parameter("inset")), resolved: 46), .concentric)
    }

    func testNumberSources() {
        for number: Number? in [nil, .literal(3), .infinity, .parameter("inset")] {
            XCTAssertEqual(NumberSource(number).number(literal: 3), number)
        }
    }

    func testRefusedValuesAreErrorsNotCrashes() throws {
        let document = try S.preset("concentric-card").document
        let white = ViewPath([1, 1])
        let model = try XCTUnwrap(InspectorModel(document: document, path: white, layout: nil))
        // A field the view does not have.
        XCTAssertThrowsError(try model.edit(.spacing, to: .number(4)))
        // A value of the wrong kind.
        XCTAssertThrowsError(try model.edit(.name, to: .flag(true)))
        // A negative padding is allowed; a negative radius is refused when applied.
        let padding = try XCTUnwrap(model.rows.first { if case .padding = $0.field { true } else { false } })
        let edit = try XCTUnwrap(model.edit(padding.field, to: .number(-4)))
        XCTAssertNoThrow(try document.applying(edit))
        let card = try XCTUnwrap(InspectorModel(document: document, path: ViewPath([1]), layout: nil))
        let radius = try XCTUnwrap(card.rows.first { if case .cornerRadius = $0.field { true } else { false } })
        let bad = try XCTUnwrap(card.edit(radius.field, to: .number(-1)))
        XCTAssertThrowsError(try document.applying(bad)) { error in
            guard case .invalidValue = error as? SceneEditError else { return XCTFail("\(error)") }
        }
    }

    // MARK: Fonts and text colours

    /// A VStack with a `.font(.headline)` modifier around a text with no font or colour of its own.
    func fontDocument() throws -> SceneDocument {
        var document = try S.preset("concentric-card").document
        document.root = SceneView(.vStack(StackView(children: [SceneView(.text(TextView("hello")))])), modifiers: [.font(.style(.headline))])
        return document
    }

    /// Applies the row's change and reads the document back from its file.
    func applying(_ field: InspectorField, _ value: InspectorValue, at path: ViewPath, to document: SceneDocument) throws -> SceneDocument {
        let model = try XCTUnwrap(InspectorModel(document: document, path: path, layout: nil))
        let edit = try XCTUnwrap(try model.edit(field, to: value))
        let result = try document.applying(edit)
        return try S.parse(SceneFile(document: result.document).jsonText).document
    }

    func testAFontModifierShowsItsStyleSizeAndWeightOnAnyView() throws {
        var document = try fontDocument()
        let model = try XCTUnwrap(InspectorModel(document: document, path: .root, layout: nil))
        let section = try XCTUnwrap(model.sections.first { $0.group == .font(0) })
        XCTAssertEqual(section.rows.map(\.field), [.fontStyle(0), .fontModifierWeight(0)])
        XCTAssertEqual(section.row(.fontStyle(0))?.value, .choice("headline"))
        XCTAssertEqual(section.row(.fontStyle(0))?.options, TextStyle.allCases.map(\.rawValue) + ["points"], "a modifier's font has no inherited style")
        XCTAssertEqual(section.row(.fontModifierWeight(0))?.value, .choice(""))
        // An explicit size starts at the style's (headline: 17), then takes the value typed.
        document = try applying(.fontStyle(0), .choice("points"), at: .root, to: document)
        XCTAssertEqual(document.root.modifiers, [.font(.system(size: .literal(17)))])
        let sized = try XCTUnwrap(InspectorModel(document: document, path: .root, layout: nil))
        XCTAssertEqual(sized.row(.fontModifierSize(0))?.value, .number(.literal(17)))
        XCTAssertEqual(sized.row(.fontModifierSize(0))?.range, InspectorModel.Ranges.fontSize)
        document = try applying(.fontModifierSize(0), .number(.literal(40)), at: .root, to: document)
        document = try applying(.fontModifierWeight(0), .choice("bold"), at: .root, to: document)
        XCTAssertEqual(document.root.modifiers, [.font(.system(size: .literal(40), weight: .bold))])
        // Back to a style: the size row goes, the weight stays.
        document = try applying(.fontStyle(0), .choice("title"), at: .root, to: document)
        XCTAssertEqual(document.root.modifiers, [.font(.style(.title, weight: .bold))])
        XCTAssertNil(InspectorModel(document: document, path: .root, layout: nil)?.row(.fontModifierSize(0)))
        document = try applying(.fontModifierWeight(0), .choice(""), at: .root, to: document)
        XCTAssertEqual(document.root.modifiers, [.font(.style(.title))])
        // A size the reader refuses is refused when applied.
        let again = try applying(.fontStyle(0), .choice("points"), at: .root, to: document)
        let model2 = try XCTUnwrap(InspectorModel(document: again, path: .root, layout: nil))
        let bad = try XCTUnwrap(try model2.edit(.fontModifierSize(0), to: .number(.literal(-3))))
        XCTAssertThrowsError(try again.applying(bad))
        // The font rows belong to font modifiers: a view without one has none.
        XCTAssertFalse(try XCTUnwrap(InspectorModel(document: document, path: ViewPath([0]), layout: nil)).sections.contains { $0.group == .font(0) })
        XCTAssertThrowsError(try model.edit(.fontModifierSize(0), to: .number(.literal(20))), "no explicit size to change")
    }

    /// A line limit shows its count (a whole number, never bound) and whether it reserves space;
    /// a truncation mode its choice of three.
    func testALineLimitAndATruncationModeAreEditedInPlace() throws {
        var document = try S.parse(#"{"version": 2, "device": "iphone-16-pro", "root": {"Text": "A", "modifiers": [{"lineLimit": 2}, {"truncationMode": "tail"}]}}"#).document
        let model = try XCTUnwrap(InspectorModel(document: document, path: .root, layout: nil))
        XCTAssertEqual(model.row(.lineLimitCount(0))?.value, .number(.literal(2)))
        XCTAssertEqual(model.row(.lineLimitCount(0))?.sources, [.literal], "a line count is not bound to a parameter")
        XCTAssertEqual(model.row(.lineLimitReservesSpace(0))?.value, .flag(false))
        XCTAssertEqual(model.row(.truncationMode(1))?.options, ["head", "middle", "tail"])
        document = try applying(.lineLimitCount(0), .number(.literal(3)), at: .root, to: document)
        document = try applying(.lineLimitReservesSpace(0), .flag(true), at: .root, to: document)
        document = try applying(.truncationMode(1), .choice("middle"), at: .root, to: document)
        XCTAssertEqual(document.root.modifiers, [.lineLimit(LineLimit(3, reservesSpace: true)), .truncationMode(.middle)])
        let again = try XCTUnwrap(InspectorModel(document: document, path: .root, layout: nil))
        for bad in [0.0, 2.5, 1_001] {
            XCTAssertThrowsError(try again.edit(.lineLimitCount(0), to: .number(.literal(bad))), "\(bad)")
        }
        XCTAssertThrowsError(try again.edit(.truncationMode(1), to: .choice("start")))
    }

    func testATextsColourIsTheForegroundStylePrimarySecondaryOrItsOwn() throws {
        var document = try fontDocument()
        let text = ViewPath([0])
        let model = try XCTUnwrap(InspectorModel(document: document, path: text, layout: nil))
        XCTAssertEqual(model.row(.textColorSource)?.value, .choice(""))
        XCTAssertEqual(model.row(.textColorSource)?.options, ["", "primary", "secondary", "custom"])
        XCTAssertNil(model.row(.textColor), "no colour of its own: no colour row")
        // A colour of its own starts black (the primary colour it showed), then takes the colour picked.
        document = try applying(.textColorSource, .choice("custom"), at: text, to: document)
        XCTAssertEqual(document.view(at: text)?.content, .text(TextView("hello", color: .rgb(.black))))
        XCTAssertEqual(InspectorModel(document: document, path: text, layout: nil)?.row(.textColor)?.value, .color(.black))
        let orange = Color(rgb8: 255, 149, 0)
        document = try applying(.textColor, .color(orange), at: text, to: document)
        XCTAssertEqual(document.view(at: text)?.content, .text(TextView("hello", color: .rgb(orange))))
        document = try applying(.textColorSource, .choice("secondary"), at: text, to: document)
        XCTAssertEqual(document.view(at: text)?.content, .text(TextView("hello", color: .secondary)))
        XCTAssertNil(InspectorModel(document: document, path: text, layout: nil)?.row(.textColor))
        let secondary = try XCTUnwrap(InspectorModel(document: document, path: text, layout: nil))
        XCTAssertThrowsError(try secondary.edit(.textColor, to: .color(orange)), "no colour row while the colour is not the text's own")
        document = try applying(.textColorSource, .choice(""), at: text, to: document)
        XCTAssertEqual(document.view(at: text)?.content, .text(TextView("hello")))
    }

    // MARK: Helpers

    /// Fields whose change adds or removes rows or moves modifiers.
    static func restructuring(_ field: InspectorField) -> Bool {
        switch field {
        case .shapeKind, .publishesShape, .textStyle, .textColorSource, .fontStyle: true
        default: false
        }
    }

    /// New values for a row, the likeliest to be accepted first.
    func variants(of row: InspectorRow, parameters: [String]) -> [InspectorValue] {
        switch row.value {
        case .number(let n):
            var out: [InspectorValue] = []
            let range = row.range
            let step = (range.upperBound - range.lowerBound) / 40
            switch n {
            case .literal(let v)? where v.isFinite:
                // Within the usual range, else one more (a value beyond it stays editable).
                let inRange = [v + step, v - step].filter { range.contains($0) }
                out += (inRange.isEmpty ? [v + 1] : inRange)
                    .map { .number(.literal(InspectorModel.asWritten($0))) }
            default:
                out.append(.number(.literal(range.lowerBound + step)))
            }
            for source in row.sources where source != NumberSource(n) && source != .literal {
                out.append(.number(source.number(literal: 0)))
            }
            return out
        case .cornerStyle(let style):
            let kinds = CornerStyle.Kind.allCases
            let next = kinds[(kinds.firstIndex(of: style.kind)! + 1) % kinds.count]
            var out: [InspectorValue] = [.cornerStyle(InspectorModel.cornerStyle(picking: next, current: style, resolved: 20))]
            if case .fixed(.literal(let r)) = style { out.insert(.cornerStyle(.fixed(.literal(r + 2))), at: 0) }
            // Bound to each parameter the row offers (where the style takes a number).
            if style.kind.takesValue {
                for case .parameter(let name) in row.sources where style.value != .parameter(name) {
                    out.append(.cornerStyle(CornerStyleOf(kind: style.kind, value: .parameter(name))))
                }
            }
            return out
        case .choice(let raw):
            return row.options.filter { $0 != raw }.map(InspectorValue.choice)
        case .text(let string):
            return [.text(string + "x")]
        case .color(let color):
            return [.color(Color(rgb8: Int(((1 - color.red) * 255).rounded()), 10, 200, alpha: 1))]
        case .flag(let on):
            return [.flag(!on)]
        }
    }
}
