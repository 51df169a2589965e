// The editor's changes to a scene, as pure functions: one `SceneEdit` applied by one function,
// answering a new document and where the selection goes, or an error value saying why not. An
// edit never makes a document the reader would refuse: every value is checked by the reader's
// own rules (`SceneReader.NumberRule.problem`, the text and view limits).
import ConcentricCore
import ConcentricScene
import ConcentricJSON

/// What a view can be wrapped in.
public enum ViewWrapper: String, Sendable, Hashable, CaseIterable {
    case vStack, hStack, zStack
    /// A card (our template, after `SceneDocument.nestedCards`): `ZStack { view }.padding(16)
    /// .containerShape(ConcentricRectangle()).background(white at 16 %, in: ConcentricRectangle())`,
    /// so the card's corners follow its container and the views inside follow the card.
    case card
}

/// Which shape of a view a shape property changes.
public enum ShapeSlot: Sendable, Hashable {
    /// A shape view's own shape.
    case content
    /// The shape of the `background(_, in:)`, `containerShape` or `clipShape` at this modifier index.
    case modifier(Int)
}

/// Which paint of a view a fill property changes.
public enum FillSlot: Sendable, Hashable {
    /// A shape view's fill, a colour view's colour, a gradient view's gradient.
    case content
    /// The fill of the `background(_:)`, `overlay(_:)`, `foregroundStyle` or `shadow` (its colour) at
    /// this modifier index.
    case modifier(Int)
    /// A shape view's stroke's paint (nil: the foreground style).
    case stroke
}

/// One property of a view, set to a value. Numbers, a corner style's among them, may be bound to a
/// declared parameter.
public enum ViewProperty: Sendable, Hashable {
    /// The outermost name (replacing it, or appended when the view has none); nil or "" removes
    /// every name.
    case name(String?)
    /// A concentric rectangle's corner style; `value` is the minimum or the fixed radius, a literal
    /// or a parameter (ignored for `.concentric`).
    case cornerStyle(ShapeSlot, LogicalCorner, CornerStyle.Kind, value: Number)
    /// A concentric rectangle's uniform groups.
    case uniformity(ShapeSlot, Uniformity)
    /// A `RoundedRectangle`'s radius.
    case cornerRadius(ShapeSlot, Number)
    /// One radius of an `UnevenRoundedRectangle`.
    case unevenRadius(ShapeSlot, LogicalCorner, Number)
    /// The curve of a rounded rectangle, uneven rounded rectangle or capsule.
    case cornerCurve(ShapeSlot, CornerCurve)
    /// The whole shape (a change of kind).
    case shape(ShapeSlot, ViewShape)
    /// A paint (a shape view's nil fill takes the foreground style).
    case fill(FillSlot, Fill?)
    /// A shape view's stroke's width and placement (`strokeBorder` when `isBorder`).
    case stroke(lineWidth: Number, isBorder: Bool)
    /// A stack's spacing (nil: the default, 8); refused for a ZStack, which has none.
    case spacing(Number?)
    /// A VStack's alignment.
    case vStackAlignment(HorizontalAlignment)
    /// An HStack's alignment.
    case hStackAlignment(VerticalAlignment)
    /// A ZStack's alignment.
    case zStackAlignment(FrameAlignment)
    /// A text's string, or a label's title.
    case text(String)
    /// A text's own font (nil: the environment's).
    case textFont(Font?)
    /// A text's own colour (nil: the foreground style).
    case textColor(ColorValue?)
    /// A text's line alignment.
    case textAlignment(TextAlignment)
    /// Whether the view publishes a container shape: the shape replaces the first
    /// `containerShape`, or is inserted just inside the outermost shaped background (so that the
    /// background still resolves against the container outside, as cards do), else at the end;
    /// nil removes every `containerShape`.
    case containerShape(ViewShape?)
    /// Replaces the modifier at an index (padding per edge, frame fields, opacity, font, …).
    case modifier(Int, ViewModifier)
    /// Inserts a modifier at an index (0 wraps the content first; `modifiers.count` outermost).
    case insertModifier(ViewModifier, at: Int)
    /// Removes the modifier at an index.
    case removeModifier(Int)
}

/// One change to a scene document.
public enum SceneEdit: Sendable, Hashable {
    /// Adds `view` to the stack at `parent`, at `index` of its children (nil: at the end).
    case addChild(SceneView, parent: ViewPath, index: Int?)
    /// Adds `view` right after the view at `path` in its stack.
    case addSibling(SceneView, after: ViewPath)
    /// A copy of the view right after it in its stack.
    case duplicate(ViewPath)
    /// Removes the view: from its stack, or, for a view a modifier brings (a background's, an
    /// overlay's), that modifier.
    case delete(ViewPath)
    /// Swaps the view with its previous sibling in its stack.
    case moveUp(ViewPath)
    /// Swaps the view with its next sibling in its stack.
    case moveDown(ViewPath)
    /// Moves the view into the stack at `parent` (a path in the document before the move), at
    /// `index` of its children as they are once the view has left its old place (drag and drop).
    case move(ViewPath, parent: ViewPath, index: Int)
    /// Puts a stack or a card around the view.
    case wrap(ViewPath, in: ViewWrapper)
    /// Sets a property of the view.
    case set(ViewPath, ViewProperty)
    /// Declares a parameter (a new name).
    case addParameter(SceneParameter)
    /// Changes a declared parameter's default.
    case setParameterDefault(name: String, value: Double)
    /// Changes a declared parameter's slider range (nil: `SceneParameter.defaultSliderRange`).
    case setParameterRange(name: String, range: ClosedRange<Double>?)
    /// Removes a declared parameter that nothing refers to: refused while a view's number or the
    /// animation names it (our choice: removing it would leave the scene unreadable, and
    /// quietly replacing each reference by its value would lose the binding without a word).
    case removeParameter(String)
    /// Replaces the scene's animation (nil: none), checked by the reader's rules.
    case setAnimation(ParameterAnimation?)
}

/// Why an edit cannot be made. `message` is English for logs and tests; the app words each case
/// itself (through gettext).
public enum SceneEditError: Error, Sendable, Hashable {
    /// No view at the path.
    case noView(ViewPath)
    /// Children can only be added to stacks.
    case notAStack(ViewPath, ViewKind)
    /// The view is not one of a stack's children (the root, a button's label, a view a modifier brings),
    /// so it has no siblings to be moved among or added to.
    case notInAStack(ViewPath)
    /// The root cannot be deleted.
    case deletingRoot
    /// A button's label cannot be deleted (a button needs one).
    case deletingButtonLabel(ViewPath)
    /// Moving up the first child, or down the last.
    case atEnd(ViewPath)
    /// A view cannot move into itself.
    case moveIntoItself(ViewPath)
    /// An insertion index outside 0…count.
    case indexOutOfRange(Int, count: Int)
    /// No modifier at that index.
    case noModifier(ViewPath, Int)
    /// The property does not apply to this view or slot (`what` names what was expected).
    case notApplicable(ViewPath, String)
    /// A number refers to a parameter the scene does not declare.
    case undeclaredParameter(String)
    /// This value cannot be bound to a parameter in format v2 (a gradient's stops and angle, a
    /// fill's opacity).
    case notBindable(String)
    /// A value the reader would refuse (the reader's own message).
    case invalidValue(String)
    /// More views than `SceneFile.maximumViews`, or nested deeper than `SceneFile.maximumDepth`.
    case tooManyViews(Int)
    case tooDeep(Int)
    /// A parameter name that is not an identifier, or one already declared, or not declared.
    case invalidParameterName(String)
    case duplicateParameter(String)
    case unknownParameter(String)
    /// A parameter still referred to (by the views' numbers, or by the animation) cannot be removed.
    case parameterInUse(String, byAnimation: Bool)
    /// Pasted text the reader refuses (its message, with the place).
    case unreadable(String)

    public var message: String {
        switch self {
        case .noView(let p): "no view at \(p)"
        case .notAStack(let p, let kind): "\(kind.swiftUIName) at \(p) is not a stack: only stacks hold children"
        case .notInAStack(let p): "the view at \(p) is not in a stack"
        case .deletingRoot: "the root view cannot be deleted"
        case .deletingButtonLabel(let p): "the label at \(p) is its button's: a button needs one"
        case .atEnd(let p): "the view at \(p) cannot move further"
        case .moveIntoItself(let p): "the view at \(p) cannot move into itself"
        case .indexOutOfRange(let i, let count): "index \(i) is outside 0…\(count)"
        case .noModifier(let p, let i): "the view at \(p) has no modifier \(i)"
        case .notApplicable(let p, let what): "the view at \(p) has no \(what)"
        case .undeclaredParameter(let name): "undeclared parameter \(InputError.quote(name))"
        case .notBindable(let what): "\(what) cannot be bound to a parameter"
        case .invalidValue(let message): message
        case .tooManyViews(let n): "a scene holds at most \(SceneFile.maximumViews) views (this would make \(n))"
        case .tooDeep(let n): "views nest at most \(SceneFile.maximumDepth) deep (this would make \(n))"
        case .invalidParameterName(let name): "\(InputError.quote(name)) is not a parameter name (a letter or \"_\" followed by letters, digits or \"_\")"
        case .duplicateParameter(let name): "the scene already declares \(InputError.quote(name))"
        case .unknownParameter(let name): "the scene declares no parameter \(InputError.quote(name))"
        case .parameterInUse(let name, let byAnimation):
            byAnimation
                ? "the animation animates \(InputError.quote(name)): point it at another parameter or remove it first"
                : "views refer to \(InputError.quote(name)): bind them to values first"
        case .unreadable(let message): message
        }
    }
}

/// An edit's outcome: the new document and the view to select (nil: clear the selection).
public struct SceneEditResult: Sendable, Hashable {
    public var document: SceneDocument
    public var selection: ViewPath?

    public init(document: SceneDocument, selection: ViewPath?) {
        self.document = document
        self.selection = selection
    }
}

extension SceneDocument {
    /// The selection after `property` is set on the view at `path`: the same part of the view,
    /// where a modifier added or removed before its name has moved it; the view when the part's
    /// own name went.
    static func selection(_ path: ViewPath, after property: ViewProperty) -> ViewPath {
        guard let part = path.part else { return path }
        switch property {
        case .removeModifier(let i) where i < part: return path.part(part - 1)
        case .removeModifier(let i) where i == part: return path.view
        case .insertModifier(_, let at) where at <= part: return path.part(part + 1)
        case .name(let name) where name?.isEmpty ?? true: return path.view
        default: return path
        }
    }

    /// The document with `edit` made, and the selection after it (the edited, added or moved
    /// view; after a delete the next sibling, else the previous, else the parent).
    public func applying(_ edit: SceneEdit) throws(SceneEditError) -> SceneEditResult {
        var document = self
        let checker = SceneValueChecker(parameters: Set(parameters.map(\.name)))
        switch edit {
        case .addChild(let view, let parent, let index):
            try checker.check(tree: view)
            guard let container = self.view(at: parent) else { throw .noView(parent) }
            guard let children = container.content.stackChildren else { throw .notAStack(parent, container.content.kind) }
            let at = index ?? children.count
            guard (0...children.count).contains(at) else { throw .indexOutOfRange(at, count: children.count) }
            document.root = try update(parent) { (v: SceneView) throws(SceneEditError) in
                var list = children
                list.insert(view, at: at)
                var copy = v
                copy.content = v.content.withStackChildren(list)
                return copy
            }
            try document.checkLimits()
            return SceneEditResult(document: document, selection: parent.child(at))

        case .addSibling(let view, let path):
            let (parent, index) = try stackPlace(of: path)
            return try document.applying(.addChild(view, parent: parent, index: index + 1))

        case .duplicate(let path):
            guard let view = self.view(at: path) else { throw .noView(path) }
            return try applying(.addSibling(view, after: path))

        case .delete(let path):
            guard let parentPath = path.parent, let index = path.index else { throw .deletingRoot }
            guard let parent = self.view(at: parentPath), let slot = parent.slot(ofChild: index) else { throw .noView(path) }
            var copy = parent
            switch slot {
            case .buttonLabel: throw .deletingButtonLabel(path)
            case .attached(let m): copy.modifiers.remove(at: m)
            case .stackChild(let i):
                var list = parent.content.stackChildren ?? []
                list.remove(at: i)
                copy.content = parent.content.withStackChildren(list)
            }
            document.root = try update(parentPath) { _ in copy }
            let remaining = copy.childViews.count
            let selection = remaining == 0 ? parentPath : parentPath.child(min(index, remaining - 1))
            return SceneEditResult(document: document, selection: selection)

        case .moveUp(let path), .moveDown(let path):
            let (parentPath, index) = try stackPlace(of: path)
            let up = if case .moveUp = edit { true } else { false }
            let children = self.view(at: parentPath)?.content.stackChildren ?? []
            let other = up ? index - 1 : index + 1
            guard children.indices.contains(other) else { throw .atEnd(path) }
            document.root = try update(parentPath) { (v: SceneView) throws(SceneEditError) in
                var list = children
                list.swapAt(index, other)
                var copy = v
                copy.content = v.content.withStackChildren(list)
                return copy
            }
            return SceneEditResult(document: document, selection: parentPath.child(other))

        case .move(let path, let target, let index):
            let (oldParent, oldIndex) = try stackPlace(of: path)
            guard !path.contains(target) else { throw .moveIntoItself(path) }
            guard let view = self.view(at: path) else { throw .noView(path) }
            guard let container = self.view(at: target) else { throw .noView(target) }
            guard container.content.isStack else { throw .notAStack(target, container.content.kind) }
            // The target's path once the view has left: a later sibling of the view (or a view
            // inside one) moves one place up.
            var adjusted = target
            let level = oldParent.depth
            if oldParent.contains(target), target.depth > level, target.indices[level] > oldIndex { adjusted.indices[level] -= 1 }
            let removed = try applying(.delete(path)).document
            let count = removed.view(at: adjusted)?.content.stackChildren?.count ?? 0
            guard (0...count).contains(index) else { throw .indexOutOfRange(index, count: count) }
            return try removed.applying(.addChild(view, parent: adjusted, index: index))

        case .wrap(let path, let wrapper):
            guard let view = self.view(at: path) else { throw .noView(path) }
            document.root = try update(path) { _ in wrapper.wrap(view) }
            try document.checkLimits()
            return SceneEditResult(document: document, selection: path.view)

        case .set(let path, let property):
            guard self.view(at: path) != nil else { throw .noView(path) }
            document.root = try update(path) { (view: SceneView) throws(SceneEditError) in
                let changed = try view.setting(property, at: path)
                try checker.check(view: changed)
                return changed
            }
            // A view brought in by a modifier (a background's, an overlay's) is a tree of its own:
            // check all of it.
            switch property {
            case .modifier(_, let modifier), .insertModifier(let modifier, _):
                if let tree = modifier.attachedView {
                    try checker.check(tree: tree)
                    try document.checkLimits()
                }
            default: break
            }
            return SceneEditResult(document: document, selection: Self.selection(path, after: property))

        case .addParameter(let parameter):
            guard SceneReader.isParameterName(parameter.name) else { throw .invalidParameterName(parameter.name) }
            guard !parameters.contains(where: { $0.name == parameter.name }) else { throw .duplicateParameter(parameter.name) }
            if let problem = SceneReader.NumberRule.signed.problem(parameter.defaultValue, "a parameter's value") { throw .invalidValue(problem) }
            document.parameters.append(parameter)
            return SceneEditResult(document: document, selection: nil)

        case .setParameterDefault(let name, let value):
            guard let index = parameters.firstIndex(where: { $0.name == name }) else { throw .unknownParameter(name) }
            if let problem = SceneReader.NumberRule.signed.problem(value, "a parameter's value") { throw .invalidValue(problem) }
            document.parameters[index].defaultValue = value
            return SceneEditResult(document: document, selection: nil)

        case .setParameterRange(let name, let range):
            guard let index = parameters.firstIndex(where: { $0.name == name }) else { throw .unknownParameter(name) }
            if let range, let problem = SceneParameter.rangeProblem(lower: range.lowerBound, upper: range.upperBound) { throw .invalidValue(problem) }
            document.parameters[index].range = range
            return SceneEditResult(document: document, selection: nil)

        case .removeParameter(let name):
            guard let index = parameters.firstIndex(where: { $0.name == name }) else { throw .unknownParameter(name) }
            if animation?.parameter == name { throw .parameterInUse(name, byAnimation: true) }
            if ViewClipboard.referencedParameters(SceneWriter.view(root)).contains(name) { throw .parameterInUse(name, byAnimation: false) }
            document.parameters.remove(at: index)
            return SceneEditResult(document: document, selection: nil)

        case .setAnimation(let animation):
            if let animation {
                guard parameters.contains(where: { $0.name == animation.parameter }) else { throw .unknownParameter(animation.parameter) }
                if let problem = animation.problem(declared: Set(parameters.map(\.name))) { throw .invalidValue(problem) }
            }
            document.animation = animation
            return SceneEditResult(document: document, selection: nil)
        }
    }

    /// The root with the view at `path` changed.
    func update(_ path: ViewPath, _ change: (SceneView) throws(SceneEditError) -> SceneView) throws(SceneEditError) -> SceneView {
        guard let root = try root.updating(at: path, change) else { throw .noView(path) }
        return root
    }

    /// The stack holding the view at `path` and its index there.
    func stackPlace(of path: ViewPath) throws(SceneEditError) -> (parent: ViewPath, index: Int) {
        guard view(at: path) != nil else { throw .noView(path) }
        guard let parentPath = path.parent, let index = path.index, let parent = view(at: parentPath),
            case .stackChild(let i)? = parent.slot(ofChild: index)
        else { throw .notInAStack(path) }
        return (parentPath, i)
    }

    /// The reader's limits on the whole tree.
    func checkLimits() throws(SceneEditError) {
        let count = root.viewCount
        guard count <= SceneFile.maximumViews else { throw .tooManyViews(count) }
        let depth = root.nestingDepth
        guard depth <= SceneFile.maximumDepth else { throw .tooDeep(depth) }
    }
}

extension ViewWrapper {
    /// `view` inside this wrapper.
    func wrap(_ view: SceneView) -> SceneView {
        switch self {
        case .vStack: return SceneView(.vStack(StackView(children: [view])))
        case .hStack: return SceneView(.hStack(StackView(children: [view])))
        case .zStack: return SceneView(.zStack(children: [view]))
        case .card:
            let shape = ViewShape.concentricRectangle(ConcentricRectangleOf())
            return SceneView(.zStack(children: [view]), modifiers: [
                .padding(.systemDefault), .containerShape(shape), .background(.fill(SceneDocument.nestedFill(level: 0)), in: shape),
            ])
        }
    }
}

extension SceneView {
    /// This view with `property` set (values not yet checked: `SceneValueChecker` does).
    func setting(_ property: ViewProperty, at path: ViewPath) throws(SceneEditError) -> SceneView {
        var view = self
        func modifierIndex(_ i: Int) throws(SceneEditError) -> Int {
            guard view.modifiers.indices.contains(i) else { throw .noModifier(path, i) }
            return i
        }
        func changeShape(_ slot: ShapeSlot, _ what: String, _ change: (ViewShape) -> ViewShape?) throws(SceneEditError) {
            switch slot {
            case .content:
                guard case .shape(var shape) = view.content, let changed = change(shape.shape) else { throw .notApplicable(path, what) }
                shape.shape = changed
                view.content = .shape(shape)
            case .modifier(let i):
                let m = try modifierIndex(i)
                switch view.modifiers[m] {
                case .background(let content, let shape?):
                    guard let changed = change(shape) else { throw .notApplicable(path, what) }
                    view.modifiers[m] = .background(content, in: changed)
                case .overlay(let content, let shape?, let alignment):
                    guard let changed = change(shape) else { throw .notApplicable(path, what) }
                    view.modifiers[m] = .overlay(content, in: changed, alignment: alignment)
                case .containerShape(let shape):
                    guard let changed = change(shape) else { throw .notApplicable(path, what) }
                    view.modifiers[m] = .containerShape(changed)
                case .clipShape(let shape):
                    guard let changed = change(shape) else { throw .notApplicable(path, what) }
                    view.modifiers[m] = .clipShape(changed)
                default: throw .notApplicable(path, what)
                }
            }
        }
        switch property {
        case .name(let name):
            // A part's name, or the view's own (its outermost); an empty one removes that name
            // alone, so the parts inside keep theirs.
            let named = view.modifiers.indices.filter { if case .name = view.modifiers[$0] { true } else { false } }
            let target = path.part ?? named.last
            if let part = path.part, !view.partNames.contains(part) { throw .notApplicable(path, "name") }
            if let name, !name.isEmpty {
                if let target { view.modifiers[target] = .name(name) } else { view.modifiers.append(.name(name)) }
            } else if let target {
                view.modifiers.remove(at: target)
            }
        case .cornerStyle(let slot, let corner, let kind, let value):
            let style = CornerStyleOf<Number>(kind: kind, value: value)
            try changeShape(slot, "ConcentricRectangle") {
                guard case .concentricRectangle(var rectangle) = $0 else { return nil }
                rectangle.corners[corner] = style
                return .concentricRectangle(rectangle)
            }
        case .uniformity(let slot, let uniformity):
            try changeShape(slot, "ConcentricRectangle") {
                guard case .concentricRectangle(var rectangle) = $0 else { return nil }
                rectangle.uniformity = uniformity
                return .concentricRectangle(rectangle)
            }
        case .cornerRadius(let slot, let radius):
            try changeShape(slot, "RoundedRectangle") {
                guard case .plain(.roundedRectangle(_, let curve)) = $0 else { return nil }
                return .plain(.roundedRectangle(radius: radius, curve: curve))
            }
        case .unevenRadius(let slot, let corner, let radius):
            try changeShape(slot, "UnevenRoundedRectangle") {
                guard case .plain(.unevenRoundedRectangle(var radii, let curve)) = $0 else { return nil }
                radii[corner] = radius
                return .plain(.unevenRoundedRectangle(radii: radii, curve: curve))
            }
        case .cornerCurve(let slot, let curve):
            try changeShape(slot, "corner curve") {
                guard case .plain(let shape) = $0, shape.takesCurve else { return nil }
                return .plain(shape.with(curve: curve))
            }
        case .shape(let slot, let shape):
            try changeShape(slot, "shape") { _ in shape }
        case .fill(let slot, let fill):
            let fill = fill.map(\.exactInFile)
            switch slot {
            case .content:
                switch view.content {
                case .shape(var shape):
                    shape.fill = fill
                    view.content = .shape(shape)
                case .color, .fill:
                    guard let fill else { throw .notApplicable(path, "optional fill") }
                    if fill.opacity == 1, case .solid(let color) = fill.paint { view.content = .color(.rgb(color)) } else { view.content = .fill(fill) }
                case .vStack, .hStack, .zStack, .spacer, .divider, .text, .label, .image, .button, .placeholder: throw .notApplicable(path, "fill")
                }
            case .modifier(let i):
                let m = try modifierIndex(i)
                switch view.modifiers[m] {
                case .background(.fill, let shape):
                    guard let fill else { throw .notApplicable(path, "optional fill") }
                    view.modifiers[m] = .background(.fill(fill), in: shape)
                case .overlay(.fill, let shape, let alignment):
                    guard let fill else { throw .notApplicable(path, "optional fill") }
                    view.modifiers[m] = .overlay(.fill(fill), in: shape, alignment: alignment)
                case .foregroundStyle:
                    guard let fill else { throw .notApplicable(path, "optional fill") }
                    view.modifiers[m] = .foregroundStyle(fill)
                case .shadow(var shadow):
                    // Nil is SwiftUI's default colour.
                    shadow.color = fill
                    view.modifiers[m] = .shadow(shadow)
                default: throw .notApplicable(path, "fill")
                }
            case .stroke:
                guard let changed = view.changingStroke({ $0.style = fill }) else { throw .notApplicable(path, "stroke") }
                view = changed
            }
        case .stroke(let width, let border):
            guard let changed = view.changingStroke({ $0.lineWidth = width; $0.isBorder = border }) else { throw .notApplicable(path, "stroke") }
            view = changed
        case .spacing(let spacing):
            switch view.content {
            case .vStack(var stack, let a):
                stack.spacing = spacing
                view.content = .vStack(stack, alignment: a)
            case .hStack(var stack, let a):
                stack.spacing = spacing
                view.content = .hStack(stack, alignment: a)
            case .zStack, .spacer, .divider, .text, .label, .image, .button, .color, .fill, .shape, .placeholder: throw .notApplicable(path, "spacing (VStack or HStack)")
            }
        case .vStackAlignment(let alignment):
            guard case .vStack(let stack, _) = view.content else { throw .notApplicable(path, "VStack alignment") }
            view.content = .vStack(stack, alignment: alignment)
        case .hStackAlignment(let alignment):
            guard case .hStack(let stack, _) = view.content else { throw .notApplicable(path, "HStack alignment") }
            view.content = .hStack(stack, alignment: alignment)
        case .zStackAlignment(let alignment):
            guard case .zStack(let children, _) = view.content else { throw .notApplicable(path, "ZStack alignment") }
            view.content = .zStack(children: children, alignment: alignment)
        case .text(let string):
            switch view.content {
            case .text(var text):
                text.string = string
                view.content = .text(text)
            case .label(var label):
                label.title = string
                view.content = .label(label)
            case .vStack, .hStack, .zStack, .spacer, .divider, .image, .button, .color, .fill, .shape, .placeholder: throw .notApplicable(path, "text")
            }
        case .textFont(let font):
            guard case .text(var text) = view.content else { throw .notApplicable(path, "text font") }
            text.font = font
            view.content = .text(text)
        case .textColor(let color):
            guard case .text(var text) = view.content else { throw .notApplicable(path, "text colour") }
            text.color = color.map { if case .rgb(let c) = $0 { .rgb(c.exactInFile) } else { $0 } }
            view.content = .text(text)
        case .textAlignment(let alignment):
            guard case .text(var text) = view.content else { throw .notApplicable(path, "text alignment") }
            text.alignment = alignment
            view.content = .text(text)
        case .containerShape(let shape):
            let published = view.modifiers.indices.filter { if case .containerShape = view.modifiers[$0] { true } else { false } }
            if let shape {
                if let first = published.first {
                    view.modifiers[first] = .containerShape(shape)
                } else {
                    let background = view.modifiers.lastIndex { if case .background(_, .some) = $0 { true } else { false } }
                    view.modifiers.insert(.containerShape(shape), at: background ?? view.modifiers.count)
                }
            } else {
                for i in published.reversed() { view.modifiers.remove(at: i) }
            }
        case .modifier(let i, let modifier):
            view.modifiers[try modifierIndex(i)] = modifier.exactInFile
        case .insertModifier(let modifier, let at):
            guard (0...view.modifiers.count).contains(at) else { throw .indexOutOfRange(at, count: view.modifiers.count) }
            view.modifiers.insert(modifier.exactInFile, at: at)
        case .removeModifier(let i):
            view.modifiers.remove(at: try modifierIndex(i))
        }
        return view
    }
}
