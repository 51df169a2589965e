// Writing scene format version 2: the inverse of SceneDocumentJSON.swift, in a stable layout.
//
// Stable: the same document always gives the same text (fields in a fixed order, defaults left
// out, numbers as `JSONWriter.format` writes them). Readable and diff-friendly: a value that fits
// on one line (100 columns) and holds no stack's children is written on one line, everything else
// one member per line, so editing one modifier changes one line.
import ConcentricCore
import ConcentricJSON

extension SceneFile {
    /// The file as a version-2 document that `init(json:devices:)` reads back to an equal file (with
    /// `sourceVersion` 2). A screen from a device profile is written as its id, so its safe area is
    /// the device's on reading; a custom screen writes its own.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("version", .number(Double(Self.formatVersion)))]
        if let id { members.append(("id", .string(id))) }
        if let title { members.append(("title", .string(title))) }
        if let summary { members.append(("description", .string(summary))) }
        let document = self.document
        if let device = document.screen.device {
            members.append(("device", .string(device)))
        } else {
            var screen = document.screen.shape.jsonMembers + [("width", .number(document.screen.size.width)), ("height", .number(document.screen.size.height))]
            if document.safeArea != EdgeInsets() { screen.append(("safeArea", SceneWriter.insets(document.safeArea))) }
            members.append(("screen", .object(screen)))
        }
        members.append(("direction", .string(document.direction.rawValue)))
        if !document.parameters.isEmpty {
            members.append(("parameters", .object(document.parameters.map { ($0.name, SceneWriter.parameter($0)) })))
        }
        if let animation = document.animation { members.append(("animation", SceneWriter.animation(animation))) }
        members.append(("root", SceneWriter.view(document.root)))
        return .object(members)
    }

    /// The document as text, ending with a newline.
    public var jsonText: String {
        var out = ""
        SceneWriter.emit(json, indent: 0, column: 0, into: &out)
        return out + "\n"
    }
}

/// The writer's pieces, each the inverse of one `SceneReader` function.
public enum SceneWriter {
    static func number(_ n: Number) -> JSONValue {
        switch n {
        case .literal(let v) where v == .infinity: .string("infinity")
        case .literal(let v): .number(v)
        case .parameter(let name): .object([("param", .string(name))])
        case .expression(let expression): .object([("expr", .string(expression.text))])
        }
    }

    static func insets(_ e: EdgeInsets) -> JSONValue {
        .object([("top", .number(e.top)), ("leading", .number(e.leading)), ("bottom", .number(e.bottom)), ("trailing", .number(e.trailing))])
    }

    /// A parameter's value: its default alone, or with its range.
    static func parameter(_ p: SceneParameter) -> JSONValue {
        guard let range = p.range else { return .number(p.defaultValue) }
        return .object([("default", .number(p.defaultValue)), ("range", .array([.number(range.lowerBound), .number(range.upperBound)]))])
    }

    /// The animation; a repeating one without the hold it does not use (AnimationCurveJSON.swift).
    static func animation(_ a: ParameterAnimation) -> JSONValue {
        var members: [(String, JSONValue)] = [("parameter", .string(a.parameter)), ("values", .array([.number(a.first), .number(a.second)]))]
        if a.repeatForever == nil { members.append(("hold", .number(a.hold))) }
        members.append(a.curve.jsonMember)
        if let repeatForever = a.repeatForever { members.append(("repeatForever", repeatForever.json)) }
        return .object(members)
    }

    // MARK: Views

    public static func view(_ view: SceneView) -> JSONValue {
        var members = [content(view.content)]
        if !view.modifiers.isEmpty { members.append(("modifiers", .array(view.modifiers.map(modifier)))) }
        return .object(members)
    }

    static func content(_ content: ViewContent) -> (String, JSONValue) {
        switch content {
        case .vStack(let stack, let alignment):
            return (ViewKind.vStack.swiftUIName, self.stack(stack, alignment: alignment == .center ? nil : alignment.rawValue))
        case .hStack(let stack, let alignment):
            return (ViewKind.hStack.swiftUIName, self.stack(stack, alignment: alignment == .center ? nil : alignment.rawValue))
        case .zStack(let children, let alignment):
            var members: [(String, JSONValue)] = []
            if alignment != .center { members.append(("alignment", .string(alignment.rawValue))) }
            members.append(("children", .array(children.map(view))))
            return (ViewKind.zStack.swiftUIName, .object(members))
        case .spacer(let minLength):
            return (ViewKind.spacer.swiftUIName, .object(minLength.map { [("minLength", number($0))] } ?? []))
        case .divider:
            return (ViewKind.divider.swiftUIName, .object([]))
        case .text(let text):
            return (ViewKind.text.swiftUIName, self.text(text))
        case .label(let label):
            return (ViewKind.label.swiftUIName, .object([("title", .string(label.title)), ("systemImage", .string(label.symbol))]))
        case .image(let name):
            return (ViewKind.image.swiftUIName, .object([("systemName", .string(name))]))
        case .button(let label):
            // The short forms `Button("Title", systemImage:)` and `Button("Title")` when they say it.
            if label.modifiers.isEmpty, case .label(let l) = label.content {
                return (ViewKind.button.swiftUIName, .object([("title", .string(l.title)), ("systemImage", .string(l.symbol))]))
            }
            if label.modifiers.isEmpty, case .text(let t) = label.content, t == TextView(t.string) {
                return (ViewKind.button.swiftUIName, .object([("title", .string(t.string))]))
            }
            return (ViewKind.button.swiftUIName, .object([("label", view(label))]))
        case .color(let color):
            return (ViewKind.color.swiftUIName, self.color(color))
        case .fill(let fill):
            switch fill.paint {
            case .linearGradient(let gradient):
                guard case .object(var members) = gradient.json else { return (ViewKind.fill.swiftUIName, gradient.json) }
                if fill.opacity != 1 { members.append(("opacity", .number(fill.opacity))) }
                return (ViewKind.fill.swiftUIName, .object(members))
            case .solid:
                return (ViewKind.color.swiftUIName, fill.json)
            }
        case .shape(let shape):
            var members = arguments(shape.shape)
            if let fill = shape.fill { members.append(("fill", style(fill))) }
            if let stroke = shape.stroke { members.append(("stroke", self.stroke(stroke))) }
            return (shape.shape.kind.swiftUIName, .object(members))
        case .placeholder(let placeholder):
            return (ViewKind.placeholder.swiftUIName, .object(
                [("label", .string(placeholder.label))] + (placeholder.source.map { [("source", JSONValue.string($0))] } ?? [])))
        }
    }

    /// `{"style"?, "lineWidth", "border"?}` (the line width always, `border` only when true).
    static func stroke(_ stroke: ShapeStroke) -> JSONValue {
        .object((stroke.style.map { [("style", style($0))] } ?? []) + [("lineWidth", number(stroke.lineWidth))] + (stroke.isBorder ? [("border", .bool(true))] : []))
    }

    static func stack(_ stack: StackView, alignment: String?) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let spacing = stack.spacing { members.append(("spacing", number(spacing))) }
        if let alignment { members.append(("alignment", .string(alignment))) }
        members.append(("children", .array(stack.children.map(view))))
        return .object(members)
    }

    static func text(_ text: TextView) -> JSONValue {
        guard text.font != nil || text.color != nil || text.alignment != .leading else { return .string(text.string) }
        var members: [(String, JSONValue)] = [("content", .string(text.string))]
        if let font = text.font { members.append(("font", self.font(font))) }
        if let color = text.color { members.append(("foregroundColor", self.color(color))) }
        if text.alignment != .leading { members.append(("multilineTextAlignment", .string(text.alignment.rawValue))) }
        return .object(members)
    }

    static func color(_ color: ColorValue) -> JSONValue {
        switch color {
        case .primary: .string("primary")
        case .secondary: .string("secondary")
        case .rgb(let c): .string(c.hex)
        }
    }

    /// A solid opaque paint as its colour string, anything else as a fill object.
    static func style(_ fill: Fill) -> JSONValue {
        if case .solid(let color) = fill.paint, fill.opacity == 1 { return .string(color.hex) }
        return fill.json
    }

    static func font(_ font: Font) -> JSONValue {
        switch (font.size, font.weight) {
        case (.style(let style), nil): return .string(style.rawValue)
        case (.style(let style), let weight?): return .object([("style", .string(style.rawValue)), ("weight", .string(weight.rawValue))])
        case (.points(let size), let weight):
            return .object([("size", number(size))] + (weight.map { [("weight", JSONValue.string($0.rawValue))] } ?? []))
        }
    }

    // MARK: Modifiers

    static func modifier(_ modifier: ViewModifier) -> JSONValue {
        let (name, value): (ModifierName, JSONValue) = switch modifier {
        case .padding(let e): (.padding, padding(e))
        case .frame(let width, let height, let alignment):
            (.frame, .object(
                (width.map { [("width", number($0))] } ?? []) + (height.map { [("height", number($0))] } ?? [])
                    + (alignment == .center ? [] : [("alignment", .string(alignment.rawValue))])))
        case .flexibleFrame(let f):
            // An unbounded flexible frame is written as `{}`, which reads as the fixed frame it
            // behaves like (both pass the proposal through and answer the child's size).
            (.frame, .object(
                [("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                 ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)]
                    .compactMap { key, value in value.map { (key, number($0)) } }
                    + (f.alignment == .center ? [] : [("alignment", .string(f.alignment.rawValue))])))
        case .background(let content, let shape):
            (.background, .object(
                [content.json] + (shape.map { [("in", self.shape($0))] } ?? [])))
        case .overlay(let content, let shape, let alignment):
            (.overlay, .object(
                [content.json] + (shape.map { [("in", self.shape($0))] } ?? [])
                    + (alignment == .center ? [] : [("alignment", .string(alignment.rawValue))])))
        case .containerShape(let shape): (.containerShape, self.shape(shape))
        case .clipShape(let shape): (.clipShape, self.shape(shape))
        case .foregroundStyle(let fill): (.foregroundStyle, style(fill))
        case .font(let font): (.font, self.font(font))
        case .opacity(let n): (.opacity, number(n))
        case .shadow(let shadow): (.shadow, self.shadow(shadow))
        case .mask(let mask, let alignment):
            (.mask, .object([("view", view(mask))] + (alignment == .center ? [] : [("alignment", .string(alignment.rawValue))])))
        case .labelStyle(let style): (.labelStyle, .string(style.rawValue))
        case .lineLimit(let limit):
            (.lineLimit, limit.reservesSpace
                ? .object([("count", .number(Double(limit.count))), ("reservesSpace", .bool(true))]) : .number(Double(limit.count)))
        case .truncationMode(let mode): (.truncationMode, .string(mode.rawValue))
        case .ignoresSafeArea(let edges): (.ignoresSafeArea, edges == .all ? .object([]) : .object([("edges", self.edges(edges))]))
        case .offset(let x, let y): (.offset, .object([("x", number(x)), ("y", number(y))]))
        case .aspectRatio(let ratio, let mode):
            (.aspectRatio, .object((ratio.map { [("ratio", number($0))] } ?? []) + [("contentMode", .string(mode.rawValue))]))
        case .fixedSize(let horizontal, let vertical):
            (.fixedSize, horizontal && vertical ? .object([]) : .object([("horizontal", .bool(horizontal)), ("vertical", .bool(vertical))]))
        case .layoutPriority(let n): (.layoutPriority, number(n))
        case .name(let name): (.name, .string(name))
        }
        return .object([(name.rawValue, value)])
    }

    /// `{"color"?, "radius", "x"?, "y"?}`, an offset of 0 left out.
    static func shadow(_ shadow: DropShadow) -> JSONValue {
        var members: [(String, JSONValue)] = shadow.color.map { [("color", style($0))] } ?? []
        members.append(("radius", number(shadow.radius)))
        if shadow.x != .literal(0) { members.append(("x", number(shadow.x))) }
        if shadow.y != .literal(0) { members.append(("y", number(shadow.y))) }
        return .object(members)
    }

    /// One number when every edge agrees, else the edges that are not 0.
    static func padding(_ e: EdgeInsetsValue) -> JSONValue {
        if e.top == e.leading, e.top == e.bottom, e.top == e.trailing { return number(e.top) }
        let edges: [(String, Number)] = [("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)]
        return .object(edges.compactMap { $0.1 == .literal(0) ? nil : ($0.0, number($0.1)) })
    }

    /// An edge set's name when it has one, else its edges in order.
    static func edges(_ edges: SafeAreaEdges) -> JSONValue {
        if let name = EdgeSetName.allCases.first(where: { $0.edges == edges }) { return .string(name.rawValue) }
        let single: [EdgeSetName] = [.top, .leading, .bottom, .trailing]
        return .array(single.filter { edges.contains($0.edges) }.map { .string($0.rawValue) })
    }

    // MARK: Text layout

    /// The widest line a one-line value may make.
    static let lineWidth = 100

    /// Writes `value` starting at `column` (what is already on the line), nested `indent` levels.
    public static func emit(_ value: JSONValue, indent: Int, column: Int, into out: inout String) {
        let flat = oneLine(value)
        if column + flat.count <= lineWidth, !holdsChildren(value) {
            out += flat
            return
        }
        let pad = String(repeating: "  ", count: indent + 1)
        let close = String(repeating: "  ", count: indent)
        switch value {
        case .array(let items) where !items.isEmpty:
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                emit(item, indent: indent + 1, column: pad.count, into: &out)
                out += (i < items.count - 1 ? "," : "") + "\n"
            }
            out += close + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            for (i, (key, item)) in members.enumerated() {
                let head = pad + JSONWriter.write(.string(key), pretty: false) + ": "
                out += head
                emit(item, indent: indent + 1, column: head.count, into: &out)
                out += (i < members.count - 1 ? "," : "") + "\n"
            }
            out += close + "}"
        default:
            out += flat
        }
    }

    /// The value on one line, with a space after each `:` and `,`.
    static func oneLine(_ value: JSONValue) -> String {
        switch value {
        case .array(let items): "[" + items.map(oneLine).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { JSONWriter.write(.string($0.0), pretty: false) + ": " + oneLine($0.1) }.joined(separator: ", ") + "}"
        default: JSONWriter.write(value, pretty: false)
        }
    }

    /// Whether a value holds a non-empty `children` list (a stack is never folded onto one line).
    static func holdsChildren(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let items): items.contains(where: holdsChildren)
        case .object(let members):
            members.contains { key, item in
                if key == "children", case .array(let items) = item, !items.isEmpty { return true }
                return holdsChildren(item)
            }
        default: false
        }
    }
}

extension BackgroundContent {
    /// `("fill", STYLE)` or `("view", VIEW)`.
    var json: (String, JSONValue) {
        switch self {
        case .fill(let fill): ("fill", SceneWriter.style(fill))
        case .view(let view): ("view", SceneWriter.view(view))
        }
    }
}
