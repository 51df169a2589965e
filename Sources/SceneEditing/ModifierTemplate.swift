// The modifiers the inspector's Add Modifier menu adds, each with the default it starts from, and
// which inspector group stands for a modifier (where its remove button goes). Pure: the app sends
// the modifier as `.insertModifier` at the end of the view's chain.
import ConcentricCore
import ConcentricScene

/// One item of the inspector's Add Modifier menu.
public enum ModifierTemplate: String, Sendable, Hashable, CaseIterable {
    case padding, frame, backgroundShape, containerShape, clipShape, opacity

    /// The modifier added, outside the view's others. `size` is the view's laid-out size (its
    /// outermost frame), which a frame takes so that adding it moves nothing; without it the
    /// frame fixes neither side, which changes nothing either.
    public func modifier(size: Size?) -> ViewModifier {
        switch self {
        case .padding:
            .padding(EdgeInsetsValue(all: 16))
        case .frame:
            .frame(width: size.map { .literal($0.width) }, height: size.map { .literal($0.height) })
        case .backgroundShape:
            // Concentric corners: the new background follows whatever container the view is in.
            .background(.fill(.solid(.white)), in: .concentricRectangle(ConcentricRectangleOf()))
        case .containerShape:
            .containerShape(.plain(.roundedRectangle(radius: 24)))
        case .clipShape:
            .clipShape(.concentricRectangle(ConcentricRectangleOf()))
        case .opacity:
            .opacity(1)
        }
    }

    /// The edit adding the template's modifier to `view`, at `path`, as its outermost.
    public func edit(on view: SceneView, at path: ViewPath, size: Size?) -> SceneEdit {
        .set(path, .insertModifier(modifier(size: size), at: view.modifiers.count))
    }
}

extension InspectorGroup {
    /// The index of the modifier the group edits; nil for the view's own groups.
    public var modifierIndex: Int? {
        switch self {
        case .shape(.modifier(let i), _), .fill(.modifier(let i), _): i
        case .padding(let i), .frame(let i), .opacity(let i), .overlay(let i), .mask(let i), .font(let i), .lineLimit(let i),
            .truncationMode(let i), .offset(let i), .aspectRatio(let i), .fixedSize(let i), .layoutPriority(let i):
            i
        case .view, .shape(.content, _), .fill(.content, _), .fill(.stroke, _), .text, .stack, .placeholder:
            nil
        }
    }
}

extension InspectorModel {
    /// The group that stands for each modifier shown: the first of its groups (a background's
    /// paint before its shape), by modifier index. A modifier is removed from there, once.
    public var modifierHeads: [Int: InspectorGroup] {
        var heads: [Int: InspectorGroup] = [:]
        for section in sections {
            guard let index = section.group.modifierIndex, heads[index] == nil else { continue }
            heads[index] = section.group
        }
        return heads
    }
}
