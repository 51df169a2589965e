// What the editor's inspector shows for the selected view: its properties as groups of rows,
// each row one property with its current value. Pure: the app builds its widgets from these rows
// and turns a row's new value back into a `SceneEdit` (InspectorModel+Edits.swift).
import ConcentricCore
import ConcentricScene

/// Which shape a shape group edits, for its title.
public enum ShapeRole: String, Sendable, Hashable {
    /// A shape view's own shape.
    case content
    /// `background(_, in: shape)`.
    case background
    /// `overlay(_, in: shape)`.
    case overlay
    /// `containerShape(shape)`.
    case containerShape
    /// `clipShape(shape)`.
    case clipShape
}

/// Which paint a fill group edits, for its title.
public enum FillRole: String, Sendable, Hashable {
    /// A shape view's fill, a `Color` view, a gradient view.
    case content
    /// `background(fill)`.
    case background
    /// `overlay(fill)`.
    case overlay
    /// A shape view's stroke (its group also holds the line's width and placement).
    case stroke
    /// `shadow(color:…)` (its group also holds the radius and the offset).
    case shadow
    /// `foregroundStyle(fill)`.
    case foregroundStyle
}

/// One group of the inspector (an AdwPreferencesGroup), in the order shown.
public enum InspectorGroup: Sendable, Hashable {
    /// The view itself: its name and whether it publishes its shape.
    case view
    /// A shape: the view's own (`.content`) or a modifier's.
    case shape(ShapeSlot, ShapeRole)
    /// A paint.
    case fill(FillSlot, FillRole)
    /// A text's or a label's string and a text's font and alignment.
    case text
    /// A stack's spacing and alignment.
    case stack
    /// The `padding` modifier at this index.
    case padding(Int)
    /// The `frame` (fixed or flexible) modifier at this index.
    case frame(Int)
    /// The `opacity` modifier at this index.
    case opacity(Int)
    /// The `overlay` modifier with a view at this index: where its view sits.
    case overlay(Int)
    /// The `mask` modifier at this index: where its view sits.
    case mask(Int)
    /// The `font` modifier at this index (the font of the texts inside).
    case font(Int)
    /// The `lineLimit` modifier at this index.
    case lineLimit(Int)
    /// The `truncationMode` modifier at this index.
    case truncationMode(Int)
    /// The `offset` modifier at this index.
    case offset(Int)
    /// The `aspectRatio` modifier at this index.
    case aspectRatio(Int)
    /// The `fixedSize` modifier at this index.
    case fixedSize(Int)
    /// The `layoutPriority` modifier at this index.
    case layoutPriority(Int)
    /// A placeholder: what it stands for and where it was in the source (shown, not edited).
    case placeholder
}

extension InspectorGroup {
    /// Where the group goes in the inspector: the view and what it stands for, its shapes (the
    /// corners a designer came for), its layout, its paints, its text.
    var place: Int {
        switch self {
        case .view, .placeholder: 0
        case .shape: 1
        case .stack, .padding, .frame, .overlay, .mask, .offset, .aspectRatio, .fixedSize, .layoutPriority: 2
        case .fill, .opacity: 3
        case .text, .font, .lineLimit, .truncationMode: 4
        }
    }
}

/// An edge of a padding, in reading direction.
public enum PaddingEdge: String, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing
}

/// A bound of a flexible frame, in the order the format lists them.
public enum FlexibleFrameBound: String, Sendable, Hashable, CaseIterable {
    case minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight

    /// Whether the bound may be infinite (`maxWidth: .infinity`).
    public var allowsInfinity: Bool { self == .maxWidth || self == .maxHeight }
}

/// One property of the selected view: what a row edits.
public enum InspectorField: Sendable, Hashable {
    /// The outermost name.
    case name
    /// Whether the view publishes a container shape.
    case publishesShape
    /// The kind of a shape (changing it replaces the shape).
    case shapeKind(ShapeSlot)
    /// A concentric rectangle's corner style.
    case cornerStyle(ShapeSlot, LogicalCorner)
    /// A concentric rectangle's uniform groups.
    case uniformity(ShapeSlot)
    /// A rounded rectangle's radius.
    case cornerRadius(ShapeSlot)
    /// An uneven rounded rectangle's radius at one corner.
    case unevenRadius(ShapeSlot, LogicalCorner)
    /// The curve of a rounded rectangle, an uneven one or a capsule.
    case cornerCurve(ShapeSlot)
    /// A solid paint's colour.
    case fillColor(FillSlot)
    /// A gradient stop's colour.
    case gradientStopColor(FillSlot, stop: Int)
    /// A gradient stop's location (0…1).
    case gradientStopLocation(FillSlot, stop: Int)
    /// A gradient's angle in degrees.
    case gradientAngle(FillSlot)
    /// A paint's opacity (0…1).
    case fillOpacity(FillSlot)
    /// A shape view's stroke's line width.
    case strokeWidth
    /// Whether a shape view's stroke is `strokeBorder` (inside the frame).
    case strokeBorder
    /// The radius of the `shadow` modifier at an index.
    case shadowRadius(Int)
    /// The horizontal and vertical offsets of the `shadow` modifier at an index.
    case shadowX(Int)
    case shadowY(Int)
    /// One edge of the padding modifier at an index.
    case padding(Int, PaddingEdge)
    /// A fixed frame's width or height (nil: the child's).
    case frameWidth(Int)
    case frameHeight(Int)
    /// A flexible frame's bound.
    case flexibleFrame(Int, FlexibleFrameBound)
    /// The alignment of the frame, or of the overlay's or the mask's view, at an index.
    case frameAlignment(Int)
    /// A stack's spacing (nil: the default).
    case spacing
    /// A stack's alignment.
    case stackAlignment
    /// A text's string or a label's title.
    case text
    /// A text's own text style ("" for the environment's, "points" for an explicit size).
    case textStyle
    /// A text's explicit point size.
    case fontSize
    /// A text's own weight ("" for the style's).
    case fontWeight
    /// A text's line alignment.
    case textAlignment
    /// Where a text's own colour comes from: one of `InspectorModel.textColorSources`.
    case textColorSource
    /// A text's own colour, when it is a colour of its own (`textColorSource` "custom").
    case textColor
    /// The text style of the `font` modifier at an index (a style, or "points" for an explicit size).
    case fontStyle(Int)
    /// The explicit point size of the `font` modifier at an index.
    case fontModifierSize(Int)
    /// The weight of the `font` modifier at an index ("" for the style's own).
    case fontModifierWeight(Int)
    /// The opacity modifier at an index.
    case opacity(Int)
    /// The line count of the `lineLimit` modifier at an index (a whole number, not bindable).
    case lineLimitCount(Int)
    /// Whether the `lineLimit` modifier at an index reserves its lines' height.
    case lineLimitReservesSpace(Int)
    /// The mode of the `truncationMode` modifier at an index.
    case truncationMode(Int)
    /// The horizontal (toward the trailing edge) or vertical distance of the offset modifier at an index.
    case offsetX(Int)
    case offsetY(Int)
    /// The ratio (width ÷ height) of the aspect ratio modifier at an index (nil: the view's own).
    case aspectRatio(Int)
    /// How the aspect ratio modifier at an index fits its ratio (`ContentMode`'s raw values).
    case contentMode(Int)
    /// Whether the fixed size modifier at an index fixes the width, or the height.
    case fixedWidth(Int)
    case fixedHeight(Int)
    /// The priority of the layout priority modifier at an index.
    case layoutPriority(Int)
    /// What a placeholder stands for (`Map`): read-only, the source says it.
    case placeholderLabel
    /// Where a placeholder's view was in the source (`Card.swift:41:13`): read-only.
    case placeholderSource

    /// Whether the row only shows its value (a placeholder's: the importer's account of code
    /// it did not understand, which no edit can change).
    public var isReadOnly: Bool { self == .placeholderLabel || self == .placeholderSource }
}

/// A row's value.
public enum InspectorValue: Sendable, Hashable {
    /// A number, maybe bound to a parameter; nil when unset (a frame's missing width, a stack's
    /// default spacing).
    case number(Number?)
    /// A corner's style, its minimum or fixed radius maybe bound to a parameter.
    case cornerStyle(CornerStyleOf<Number>)
    /// One of the row's `options` (an enumeration's raw value).
    case choice(String)
    /// A string.
    case text(String)
    /// A colour.
    case color(Color)
    /// On or off.
    case flag(Bool)
}

/// Where a number row's value comes from: what the row's "bound to" choice offers.
public enum NumberSource: Sendable, Hashable {
    /// No value (the format's default).
    case unset
    /// The number typed or slid.
    case literal
    /// SwiftUI's `.infinity`.
    case infinity
    /// A declared parameter.
    case parameter(String)
    /// An expression over parameters: shown, not edited (the inspector edits literals and binds
    /// single parameters; an expression comes from a file).
    case expression(NumberExpression)

    /// The source of `number`.
    public init(_ number: Number?) {
        switch number {
        case nil: self = .unset
        case .parameter(let name)?: self = .parameter(name)
        case .expression(let expression)?: self = .expression(expression)
        case .literal(let v)? where v == .infinity: self = .infinity
        case .literal?: self = .literal
        }
    }

    /// The number this source gives with `value` as the literal.
    public func number(literal value: Double) -> Number? {
        switch self {
        case .unset: nil
        case .literal: .literal(value)
        case .infinity: .infinity
        case .parameter(let name): .parameter(name)
        case .expression(let expression): .expression(expression)
        }
    }
}

/// One row: a property and its value, with what its controls need.
public struct InspectorRow: Sendable, Hashable {
    public var field: InspectorField
    public var value: InspectorValue
    /// A choice row's options (raw values), in order.
    public var options: [String]
    /// A number row's (or a corner style row's value's) sources, `.literal` first: unset (optional
    /// numbers), infinity (a flexible frame's maximum), then each declared parameter when the
    /// number may be bound.
    public var sources: [NumberSource]
    /// Where the number comes from is the document's own to say (a `.swift` file's): no other
    /// source is offered, and a number typed over a bound one is a request the store answers
    /// (it offers to change the `@State` the value reads) rather than a new binding.
    public var bindingIsFixed = false
    /// A number's usual range, for its slider and spin button (a value outside stays as it is).
    public var range: ClosedRange<Double>
    /// The radius layout gave this corner (a corner style row or a fixed shape's radius), in points.
    public var resolvedRadius: Double?

    public init(
        field: InspectorField, value: InspectorValue, options: [String] = [], sources: [NumberSource] = [],
        range: ClosedRange<Double> = 0...1, resolvedRadius: Double? = nil
    ) {
        self.field = field
        self.value = value
        self.options = options
        self.sources = sources
        self.range = range
        self.resolvedRadius = resolvedRadius
    }

    /// Whether a parameter may be chosen for this number.
    public var isBindable: Bool { sources.contains { if case .parameter = $0 { true } else { false } } }

    /// The row without its value: what decides the widgets (their kind, options and sources).
    public var structure: InspectorRow {
        var copy = self
        copy.value = switch value {
        case .number: .number(nil)
        case .cornerStyle: .cornerStyle(.concentric)
        case .choice: .choice("")
        case .text: .text("")
        case .color: .color(.black)
        case .flag: .flag(false)
        }
        copy.resolvedRadius = nil
        return copy
    }
}

/// One group of rows.
public struct InspectorSection: Sendable, Hashable {
    public var group: InspectorGroup
    public var rows: [InspectorRow]
    /// The SwiftUI type the group edits, for its title ("Background: ConcentricRectangle"): the
    /// view's kind, a shape's, or a fill's (`Color`, `LinearGradient`); nil for a modifier alone.
    public var subject: String?

    public init(group: InspectorGroup, rows: [InspectorRow], subject: String? = nil) {
        self.group = group
        self.rows = rows
        self.subject = subject
    }

    /// The row of `field`, if the section has it.
    public func row(_ field: InspectorField) -> InspectorRow? { rows.first { $0.field == field } }
}

/// The selected view's properties as the inspector shows them.
public struct InspectorModel: Sendable, Hashable {
    /// The selected view's path.
    public var path: ViewPath
    /// The selected view.
    public var view: SceneView
    /// The groups, in order.
    public var sections: [InspectorSection]

    /// The usual ranges of the number rows.
    public enum Ranges {
        public static let radius: ClosedRange<Double> = 0...120
        public static let padding: ClosedRange<Double> = -40...200
        public static let length: ClosedRange<Double> = 0...1_000
        public static let spacing: ClosedRange<Double> = -40...120
        public static let unit: ClosedRange<Double> = 0...1
        public static let angle: ClosedRange<Double> = 0...360
        public static let fontSize: ClosedRange<Double> = 1...200
        public static let lines: ClosedRange<Double> = 1...Double(LineLimit.maximumCount)
        public static let offset: ClosedRange<Double> = -200...200
        public static let aspectRatio: ClosedRange<Double> = 0.1...10
        public static let priority: ClosedRange<Double> = -10...10
        public static let lineWidth: ClosedRange<Double> = 0...20
    }

    /// The rows of the view at `path` in `document`; nil when there is no view there. `layout`
    /// (of the same document) gives the resolved radii; without it they are left out.
    /// A named part of a view (`ViewPath.part`) shows its level alone: its name, its modifiers,
    /// and the view's content when it is the innermost level; the view as a whole shows its
    /// outermost level.
    public init?(document: SceneDocument, path: ViewPath, layout: ViewLayout?) {
        guard let view = document.view(at: path), let level = view.level(path.part) else { return nil }
        self.path = path
        self.view = view
        let builder = RowBuilder(
            view: view, parameters: document.parameters.map(\.name), direction: document.direction,
            resolved: layout.map { Self.resolvedShapes(of: path, in: document, layout: $0) } ?? [:],
            level: level, partName: path.part.flatMap { view.modifiers[$0].partName })
        sections = builder.sections()
    }

    /// Every row, in order.
    public var rows: [InspectorRow] { sections.flatMap(\.rows) }

    /// The row of `field`, if shown.
    public func row(_ field: InspectorField) -> InspectorRow? { rows.first { $0.field == field } }

    /// What decides the widgets: the groups, their titles' subjects and their rows without
    /// values. The app rebuilds its groups only when this changes, and otherwise updates the
    /// values in place.
    public var structure: [InspectorSection] {
        sections.map { InspectorSection(group: $0.group, rows: $0.rows.map(\.structure), subject: $0.subject) }
    }

    /// The shapes layout resolved for the view at `path`, by the slot each fills: a shape view's
    /// own, and for each named part of its chain (the outermost part, without names the whole
    /// chain) the last background shape inside that part, which its node's corners are.
    static func resolvedShapes(of path: ViewPath, in document: SceneDocument, layout: ViewLayout) -> [ShapeSlot: ResolvedShape] {
        guard let viewIndex = document.root.preorderIndex(of: path), let view = document.view(at: path) else { return [:] }
        // A view's nodes, the outermost name's first, then each name inside it (all of them, so
        // that each stays beside its own name; one not laid out gives no shape).
        let nodes = layout.nodes.filter { $0.viewIndex == viewIndex }
        guard let outermost = nodes.first else { return [:] }
        if case .shape = view.content { return outermost.isLaidOut ? outermost.geometry.map { [.content: $0] } ?? [:] : [:] }
        let names = view.modifiers.indices.filter { if case .name = view.modifiers[$0] { true } else { false } }
        // Each part's end (the index of its name, or the chain's end), innermost first, beside its node.
        let ends = names.isEmpty ? [view.modifiers.count] : names
        var shapes: [ShapeSlot: ResolvedShape] = [:]
        var start = 0
        for (end, node) in zip(ends, nodes.reversed()) {
            defer { start = end + 1 }
            guard node.isLaidOut, let geometry = node.geometry,
                let background = view.modifiers[start..<end].lastIndex(where: { if case .background(_, .some) = $0 { true } else { false } })
            else { continue }
            shapes[.modifier(background)] = geometry
        }
        return shapes
    }
}

/// Builds the rows of one view.
struct RowBuilder {
    let view: SceneView
    let parameters: [String]
    let direction: LayoutDirection
    let resolved: [ShapeSlot: ResolvedShape]
    /// The level shown: its modifiers, and whether the content is in it.
    let level: (modifiers: Range<Int>, holdsContent: Bool)
    /// A part's name (nil: the view's own level).
    let partName: String?

    func sections() -> [InspectorSection] {
        // A part's level names itself; only the view's own level publishes its shape (the
        // switch adds or removes the view's `containerShape`).
        var viewRows = [InspectorRow(field: .name, value: .text(partName ?? view.displayName ?? ""))]
        if partName == nil {
            viewRows.append(InspectorRow(field: .publishesShape, value: .flag(view.modifiers.contains { if case .containerShape = $0 { true } else { false } })))
        }
        var out = [InspectorSection(group: .view, rows: viewRows, subject: view.content.kind.swiftUIName)]
        if level.holdsContent { out += contentSections() }
        for i in level.modifiers { out += sections(of: view.modifiers[i], at: i) }
        // First things first, each kind in chain order: what the view is, its shapes, where it
        // goes, how it is painted, its text.
        return out.enumerated().sorted { ($0.element.group.place, $0.offset) < ($1.element.group.place, $1.offset) }.map(\.element)
    }

    /// The groups of the view's content (a stack's, a text's, a shape's, a paint's).
    private func contentSections() -> [InspectorSection] {
        var out: [InspectorSection] = []
        switch view.content {
        case .vStack(let stack, let alignment):
            out.append(stackSection(spacing: stack.spacing, alignment: alignment.rawValue, options: HorizontalAlignment.allCases.map(\.rawValue)))
        case .hStack(let stack, let alignment):
            out.append(stackSection(spacing: stack.spacing, alignment: alignment.rawValue, options: VerticalAlignment.allCases.map(\.rawValue)))
        case .zStack(_, let alignment):
            out.append(InspectorSection(group: .stack, rows: [
                InspectorRow(field: .stackAlignment, value: .choice(alignment.rawValue), options: FrameAlignment.allCases.map(\.rawValue))
            ]))
        case .text(let text):
            out.append(textSection(text))
        case .label(let label):
            out.append(InspectorSection(group: .text, rows: [InspectorRow(field: .text, value: .text(label.title))]))
        case .shape(let shape):
            out.append(shapeSection(shape.shape, slot: .content, role: .content))
            // A stroked shape without a fill draws only its stroke: no fill to edit.
            if shape.fill != nil || shape.stroke == nil {
                out.append(fillSection(shape.fill ?? .solid(.black), slot: .content, role: .content))
            }
            if let stroke = shape.stroke {
                var section = fillSection(stroke.style ?? .solid(.black), slot: .stroke, role: .stroke)
                section.rows.append(number(.strokeWidth, stroke.lineWidth, range: InspectorModel.Ranges.lineWidth))
                section.rows.append(InspectorRow(field: .strokeBorder, value: .flag(stroke.isBorder)))
                out.append(section)
            }
        case .color(let color):
            out.append(fillSection(color.fill, slot: .content, role: .content))
        case .fill(let fill):
            out.append(fillSection(fill, slot: .content, role: .content))
        case .placeholder(let placeholder):
            // A placeholder stands for code the importer did not understand: what and where,
            // shown read-only.
            out.append(InspectorSection(group: .placeholder, rows: [
                InspectorRow(field: .placeholderLabel, value: .text(placeholder.label)),
                InspectorRow(field: .placeholderSource, value: .text(placeholder.source ?? "")),
            ]))
        case .spacer, .divider, .image, .button:
            break
        }
        return out
    }

    /// A choice of the nine alignments.
    func alignmentRow(_ field: InspectorField, _ alignment: FrameAlignment) -> InspectorRow {
        InspectorRow(field: field, value: .choice(alignment.rawValue), options: FrameAlignment.allCases.map(\.rawValue))
    }

    /// A number row; bindable numbers offer the declared parameters.
    func number(_ field: InspectorField, _ n: Number?, range: ClosedRange<Double>, optional: Bool = false, infinity: Bool = false, bindable: Bool = true)
        -> InspectorRow
    {
        var sources: [NumberSource] = [.literal]
        if optional { sources.append(.unset) }
        if infinity { sources.append(.infinity) }
        if bindable { sources += parameters.map(NumberSource.parameter) }
        sources += Self.expressionSource(n)
        return InspectorRow(field: field, value: .number(n), sources: sources, range: range)
    }

    /// The source an expression-bound number shows (read-only, with its text); none otherwise.
    static func expressionSource(_ n: Number?) -> [NumberSource] {
        if case .expression(let expression)? = n { return [.expression(expression)] }
        return []
    }

    func stackSection(spacing: Number?, alignment: String, options: [String]) -> InspectorSection {
        InspectorSection(group: .stack, rows: [
            number(.spacing, spacing, range: InspectorModel.Ranges.spacing, optional: true),
            InspectorRow(field: .stackAlignment, value: .choice(alignment), options: options),
        ])
    }

    func shapeSection(_ shape: ViewShape, slot: ShapeSlot, role: ShapeRole) -> InspectorSection {
        var rows = [InspectorRow(field: .shapeKind(slot), value: .choice(shape.kind.rawValue), options: ViewKind.shapes.map(\.rawValue))]
        let radii = resolved[slot]?.corners?.radii
        func resolvedRadius(_ corner: LogicalCorner) -> Double? { radii?[direction.physical(corner)] }
        switch shape {
        case .concentricRectangle(let rectangle):
            for corner in LogicalCorner.allCases {
                rows.append(InspectorRow(
                    field: .cornerStyle(slot, corner), value: .cornerStyle(rectangle.corners[corner]),
                    options: CornerStyle.Kind.allCases.map(\.rawValue), sources: [.literal] + parameters.map(NumberSource.parameter) + Self.expressionSource(rectangle.corners[corner].value),
                    range: InspectorModel.Ranges.radius, resolvedRadius: resolvedRadius(corner)))
            }
            rows.append(InspectorRow(field: .uniformity(slot), value: .choice(rectangle.uniformity.rawValue), options: Uniformity.allCases.map(\.rawValue)))
        case .plain(let plain):
            // A row per radius the shape is given (one for a rounded rectangle), then its curve.
            if case .roundedRectangle(let radius, _) = plain {
                var row = number(.cornerRadius(slot), radius, range: InspectorModel.Ranges.radius)
                row.resolvedRadius = radii?.maximum
                rows.append(row)
            } else if let values = plain.radii {
                for corner in LogicalCorner.allCases {
                    var row = number(.unevenRadius(slot, corner), values[corner], range: InspectorModel.Ranges.radius)
                    row.resolvedRadius = resolvedRadius(corner)
                    rows.append(row)
                }
            }
            if plain.takesCurve { rows.append(curveRow(slot, plain.curve)) }
        case .containerRelative:
            break
        }
        return InspectorSection(group: .shape(slot, role), rows: rows, subject: shape.kind.swiftUIName)
    }

    func curveRow(_ slot: ShapeSlot, _ curve: CornerCurve) -> InspectorRow {
        InspectorRow(field: .cornerCurve(slot), value: .choice(curve.rawValue), options: CornerCurve.allCases.map(\.rawValue))
    }

    func fillSection(_ fill: Fill, slot: FillSlot, role: FillRole) -> InspectorSection {
        var rows: [InspectorRow] = []
        switch fill.paint {
        case .solid(let color):
            rows.append(InspectorRow(field: .fillColor(slot), value: .color(color)))
        case .linearGradient(let gradient):
            for (i, stop) in gradient.stops.enumerated() {
                rows.append(InspectorRow(field: .gradientStopColor(slot, stop: i), value: .color(stop.color)))
                rows.append(number(.gradientStopLocation(slot, stop: i), .literal(stop.location), range: InspectorModel.Ranges.unit, bindable: false))
            }
            rows.append(number(.gradientAngle(slot), .literal(gradient.angle), range: InspectorModel.Ranges.angle, bindable: false))
        }
        rows.append(number(.fillOpacity(slot), .literal(fill.opacity), range: InspectorModel.Ranges.unit, bindable: false))
        return InspectorSection(group: .fill(slot, role), rows: rows, subject: fill.paint.swiftUIName)
    }
}

extension InspectorModel {
    /// The text style option for an explicit point size.
    public static let pointsStyle = "points"

    /// The options of a text's colour source: "" the foreground style (no colour of its own),
    /// SwiftUI's `primary` and `secondary`, and "custom" for a colour of its own.
    public static let textColorSources = ["", "primary", "secondary", customTextColor]
    /// The colour source option of a text's own colour.
    public static let customTextColor = "custom"

    /// The colour source option showing `color`.
    static func textColorSource(_ color: ColorValue?) -> String {
        switch color {
        case nil: ""
        case .primary?: "primary"
        case .secondary?: "secondary"
        case .rgb?: customTextColor
        }
    }
}
