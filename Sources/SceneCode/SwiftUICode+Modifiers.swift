// `concentric code --lang swiftui`'s modifiers: each scene modifier as the SwiftUI modifier it
// is, one per line, in the order written.
import ConcentricCore
import ConcentricScene

extension SwiftUICode {
    func modifier(_ modifier: ViewModifier, path: String, into out: inout CodeWriter) {
        switch modifier {
        case .padding(let insets):
            out.line(".padding(\(padding(insets)))")
        case .frame(let width, let height, let alignment):
            var arguments: [String] = []
            if let width { arguments.append("width: \(number(width))") }
            if let height { arguments.append("height: \(number(height))") }
            if alignment != .center { arguments.append("alignment: .\(alignment.rawValue)") }
            out.line(".frame(\(arguments.joined(separator: ", ")))")
        case .flexibleFrame(let f):
            let bounds: [(String, Number?)] = [
                ("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight),
            ]
            var arguments = bounds.compactMap { label, value in value.map { "\(label): \(number($0))" } }
            if f.alignment != .center { arguments.append("alignment: .\(f.alignment.rawValue)") }
            out.line(".frame(\(arguments.joined(separator: ", ")))")
        case .background(.fill(let fill), let shape):
            // The sample writes a background's colour as `Color.white`, not `.white`.
            let paint = style(fill, member: false)
            if let shape {
                out.line(".background(\(paint), in: \(shapeArgument(shape)))")
            } else {
                out.line(".background(\(paint))")
            }
        case .background(.view(let view), let shape):
            decoration(".background {", view, clippedTo: shape, path: "\(path).background", into: &out)
        case .overlay(.fill(let fill), let shape, _):
            let paint = style(fill, member: false)
            out.line(shape.map { ".overlay(\(paint), in: \(shapeArgument($0)))" } ?? ".overlay(\(paint))")
        case .overlay(.view(let view), let shape, let alignment):
            let head = alignment == .center ? ".overlay {" : ".overlay(alignment: .\(alignment.rawValue)) {"
            decoration(head, view, clippedTo: shape, path: "\(path).overlay", into: &out)
        case .containerShape(let shape):
            containerShape(shape, path: path, into: &out)
        case .clipShape(let shape):
            out.line(".clipShape(\(shapeArgument(shape)))")
        case .foregroundStyle(let fill):
            out.line(".foregroundStyle(\(style(fill, member: true)))")
        case .font(let font):
            out.line(".font(\(self.font(font)))")
        case .opacity(let value):
            out.line(".opacity(\(number(value)))")
        case .shadow(let shadow):
            // SwiftUI's defaults left out: its colour (black at 33 %) and a zero offset.
            var arguments = shadow.color.map { ["color: \(style($0, member: true))"] } ?? []
            arguments.append("radius: \(number(shadow.radius))")
            if shadow.x != .literal(0) { arguments.append("x: \(number(shadow.x))") }
            if shadow.y != .literal(0) { arguments.append("y: \(number(shadow.y))") }
            out.line(".shadow(\(arguments.joined(separator: ", ")))")
        case .mask(let mask, let alignment):
            decoration(alignment == .center ? ".mask {" : ".mask(alignment: .\(alignment.rawValue)) {", mask, clippedTo: nil, path: "\(path).mask", into: &out)
        case .labelStyle(let style):
            out.line(".labelStyle(.\(style.rawValue))")
        case .lineLimit(let limit):
            out.line(limit.reservesSpace ? ".lineLimit(\(limit.count), reservesSpace: true)" : ".lineLimit(\(limit.count))")
        case .truncationMode(let mode):
            out.line(".truncationMode(.\(mode.rawValue))")
        case .ignoresSafeArea(let edges):
            out.line(edges == .all ? ".ignoresSafeArea()" : ".ignoresSafeArea(edges: \(edgeSet(edges)))")
        case .offset(let x, let y):
            let arguments = [("x", x), ("y", y)].filter { $0.1 != .literal(0) }.map { "\($0.0): \(number($0.1))" }
            out.line(".offset(\(arguments.joined(separator: ", ")))")
        case .aspectRatio(let ratio?, let mode):
            out.line(".aspectRatio(\(number(ratio)), contentMode: .\(mode.rawValue))")
        case .aspectRatio(nil, let mode):
            out.line(mode == .fit ? ".scaledToFit()" : ".scaledToFill()")
        case .fixedSize(let horizontal, let vertical):
            out.line(horizontal && vertical ? ".fixedSize()" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))")
        case .layoutPriority(let value):
            out.line(".layoutPriority(\(number(value)))")
        case .name(let name):
            // SwiftUI has no names: the scene's label for the view up to here stays a comment.
            out.appendToLastLine("  // \(oneLine(name))")
        }
    }

    /// A background's, an overlay's or a mask's view in its closure (`head` opens it), clipped to
    /// the modifier's shape when it has one (the scene format's `in`).
    func decoration(_ head: String, _ view: SceneView, clippedTo shape: ViewShape?, path: String, into out: inout CodeWriter) {
        out.line(head)
        out.level += 1
            self.view(view, path: path, into: &out)
            if let shape { out.level += 1; out.line(".clipShape(\(shapeArgument(shape)))"); out.level -= 1 }
        out.level -= 1
        out.line("}")
    }

    /// A shape view's stroke: `.stroke(_:lineWidth:)` or `.strokeBorder(_:lineWidth:)`, after the
    /// fill when there is one (iOS 17's `ShapeView` strokes over its fill; its style is then
    /// required, `.foreground` without one). A ConcentricRectangle is not an `InsettableShape`:
    /// its border is its stroke in the frame inset by half the line width, which is what the
    /// scene draws (its concentric corners follow the inset frame).
    func stroke(_ stroke: ShapeStroke, of shape: ShapeView, path: String, into out: inout CodeWriter) {
        let width = number(stroke.lineWidth)
        let paint = stroke.style.map { style($0, member: true) }
        func call(_ name: String, filled: Bool) -> String {
            if let paint { return ".\(name)(\(paint), lineWidth: \(width))" }
            return filled ? ".\(name)(.foreground, lineWidth: \(width))" : ".\(name)(lineWidth: \(width))"
        }
        guard stroke.isBorder, case .concentricRectangle = shape.shape else {
            out.line(call(stroke.isBorder ? "strokeBorder" : "stroke", filled: shape.fill != nil))
            return
        }
        let half: String = switch stroke.lineWidth {
        case .literal(let v): number(v / 2)
        case .parameter: "\(width) / 2"
        case .expression: "(\(width)) / 2"
        }
        out.line("// ConcentricRectangle is not an InsettableShape: its border is its stroke inset by half the line width.")
        guard shape.fill != nil else {
            out.line(call("stroke", filled: false))
            out.line(".padding(\(half))")
            return
        }
        out.line(".overlay {")
        out.level += 1
            out.line(shapeView(shape.shape, path: path))
            out.level += 1
                out.line(call("stroke", filled: false))
                out.line(".padding(\(half))")
            out.level -= 1
        out.level -= 1
        out.line("}")
    }

    /// `.containerShape(_:)`. SwiftUI can only publish an `InsettableShape`, and ConcentricRectangle
    /// is not one: a scene that publishes one (our extension) gets the radii it resolved to.
    func containerShape(_ shape: ViewShape, path: String, into out: inout CodeWriter) {
        guard case .concentricRectangle = shape else {
            out.line(".containerShape(\(shapeArgument(shape)))")
            return
        }
        let values = document.parameters.isEmpty ? "" : " (at \(document.parameters.map { "\($0.name) = \(number($0.defaultValue))" }.joined(separator: ", ")))"
        out.line("// The scene publishes this ConcentricRectangle as its container shape, which SwiftUI")
        out.line("// cannot do (it is not a RoundedRectangularShape): these are the radii it resolves to\(values).")
        guard let container = layout?.publishedContainers[path] else {
            out.line("// (It was not laid out: nested too deep.)")
            out.line(".containerShape(.rect)")
            return
        }
        // The resolved radii, spelled with UnevenRoundedRectangle's type so the reader sees what
        // the container is; any other container (the ellipse of a fallback) as an argument.
        guard case .unevenRoundedRectangle(let radii, let curve) = container.shape else {
            out.line(".containerShape(\(shapeArgument(.plain(container.shape.map { Number.literal($0) }))))")
            return
        }
        var arguments = [
            "topLeadingRadius: \(number(radii.topLeading))", "bottomLeadingRadius: \(number(radii.bottomLeading))",
            "bottomTrailingRadius: \(number(radii.bottomTrailing))", "topTrailingRadius: \(number(radii.topTrailing))",
        ]
        if curve == .circular { arguments.append("style: .circular") }
        out.line(".containerShape(UnevenRoundedRectangle(\(arguments.joined(separator: ", "))))")
    }

    func padding(_ e: EdgeInsetsValue) -> String {
        if e.top == e.leading, e.top == e.bottom, e.top == e.trailing { return number(e.top) }
        let zero = Number.literal(0)
        let edges: [(String, Number)] = [("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)]
        let set = edges.filter { $0.1 != zero }
        if set.count == 1 { return ".\(set[0].0), \(number(set[0].1))" }
        if e.top == zero, e.bottom == zero, e.leading == e.trailing { return ".horizontal, \(number(e.leading))" }
        if e.leading == zero, e.trailing == zero, e.top == e.bottom { return ".vertical, \(number(e.top))" }
        return "EdgeInsets(top: \(number(e.top)), leading: \(number(e.leading)), bottom: \(number(e.bottom)), trailing: \(number(e.trailing)))"
    }

    func edgeSet(_ edges: SafeAreaEdges) -> String {
        if edges == .horizontal { return ".horizontal" }
        if edges == .vertical { return ".vertical" }
        let named: [(SafeAreaEdges, String)] = [(.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")]
        let members = named.filter { edges.contains($0.0) }.map(\.1)
        return members.count == 1 ? members[0] : "[\(members.joined(separator: ", "))]"
    }
}
