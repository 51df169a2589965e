// The editor's Add and Wrap In commands: which edit each makes on the selection, the
// views they add, and why one does not apply (the same `SceneEditError` the edit would throw).
import ConcentricCore
import ConcentricScene

/// A view the Add menu adds, with its defaults: visible at once (a size, a paint of the
/// nested-cards palette) and ready to edit.
public enum NewView: String, Sendable, Hashable, CaseIterable {
    case text, concentricRectangle, roundedRectangle, capsule, circle, color, vStack, hStack, zStack, spacer, divider
    /// A card as the nested-cards template builds one (`ViewWrapper.card`), holding a concentric
    /// rectangle: the card's corners follow its container and the rectangle's follow the card.
    case card

    /// The view added.
    public var view: SceneView {
        let paint = SceneDocument.nestedFill(level: 1)
        let height = ViewModifier.frame(width: nil, height: .literal(80))
        switch self {
        case .text: return SceneView(.text(TextView("Text")))
        case .concentricRectangle:
            return SceneView(.shape(ShapeView(.concentricRectangle(ConcentricRectangleOf()), fill: paint)), modifiers: [height])
        case .roundedRectangle:
            return SceneView(.shape(ShapeView(.plain(.roundedRectangle(radius: .literal(12))), fill: paint)), modifiers: [height])
        case .capsule: return SceneView(.shape(ShapeView(.plain(.capsule()), fill: paint)), modifiers: [height])
        case .circle:
            return SceneView(.shape(ShapeView(.plain(.circle), fill: paint)), modifiers: [.frame(width: .literal(80), height: .literal(80))])
        case .color:
            guard case .solid(let color) = paint.paint else { return SceneView(.fill(paint), modifiers: [height]) }
            return SceneView(.color(.rgb(color)), modifiers: [height])
        case .vStack: return SceneView(.vStack(StackView(children: [])))
        case .hStack: return SceneView(.hStack(StackView(children: [])))
        case .zStack: return SceneView(.zStack(children: []))
        case .spacer: return SceneView(.spacer(minLength: nil))
        case .divider: return SceneView(.divider)
        case .card:
            let inner = SceneView(.shape(ShapeView(.concentricRectangle(ConcentricRectangleOf()), fill: paint)), modifiers: [height])
            return ViewWrapper.card.wrap(inner).modifier(.name("card"))
        }
    }

    /// The kind of the view added (a card is a ZStack).
    public var kind: ViewKind { view.content.kind }
}

/// One of the layer list's structure commands, on the selected view.
public enum StructureCommand: Sendable, Hashable {
    /// Add this view as the last child of the selected stack (the root with nothing selected).
    case addChild(NewView)
    /// Add this view right after the selected one in its stack.
    case addSibling(NewView)
    /// Put this wrapper around the selected view (the root with nothing selected).
    case wrap(ViewWrapper)
}

extension SceneDocument {
    /// The edit `command` makes with `selection` selected (nil: nothing, which acts on the root),
    /// or why it does not apply, as the edit itself would refuse it. Cheap (no copy of the tree),
    /// so menus can ask on every change of the selection; the limits on the whole tree
    /// (`SceneFile.maximumViews`) are checked when the edit is made.
    public func edit(for command: StructureCommand, selection: ViewPath?) throws(SceneEditError) -> SceneEdit {
        let path = selection ?? .root
        guard let view = view(at: path) else { throw .noView(path) }
        switch command {
        case .addChild(let new):
            guard view.content.isStack else { throw .notAStack(path, view.content.kind) }
            return .addChild(new.view, parent: path, index: nil)
        case .addSibling(let new):
            _ = try stackPlace(of: path)
            return .addSibling(new.view, after: path)
        case .wrap(let wrapper):
            return .wrap(path, in: wrapper)
        }
    }
}
