// `concentric code --lang swiftui`: a scene as one self-contained SwiftUI file whose view tree is
// the scene's, 1:1. Pure: text in, text out; the layout is only consulted for what SwiftUI cannot
// say itself (a ConcentricRectangle published as a container shape, our extension).
import ConcentricCore
import ConcentricScene
import ConcentricJSON
import Foundation

/// Writes SwiftUI source for iOS 26 from a scene. Every declaration it uses is in the stub the
/// tests type-check against (Tests/ConcentricRenderTests/Fixtures/SwiftUIStub.swift), which cites
/// Apple's documentation page for each one.
public struct SwiftUICode {
    /// The scene's parameters become `@State` properties with these names.
    let document: SceneDocument
    /// The layout at the parameters' defaults: the radii published concentric containers resolve
    /// to; nil when only fragments are written (`modifierCode`), which publish none.
    let layout: ViewLayout?
    /// Each parameter's property name (`propertyNames(for:)`).
    let propertyNames: [String: String]

    /// `layout` should be `document` laid out at its parameters' defaults (the values the `@State`
    /// properties start with).
    public init(document: SceneDocument, layout: ViewLayout) {
        self.init(document: document, layout: Optional(layout))
    }

    private init(document: SceneDocument, layout: ViewLayout?) {
        self.document = document
        self.layout = layout
        self.propertyNames = Self.propertyNames(for: document.parameters.map(\.name))
    }

    /// `fill` as the style this generator writes (`Color.white`, `.white` where `member`, a
    /// `LinearGradient(…)`), in `document`.
    public static func fillCode(_ fill: Fill, member: Bool, in document: SceneDocument) -> String {
        SwiftUICode(document: document, layout: nil).style(fill, member: member)
    }

    /// `modifier` as the one line of SwiftUI this generator writes for it (`.padding(16)`), with
    /// `document`'s parameters by their property names; nil for a modifier written on several
    /// lines (a background's view, a published ConcentricRectangle) or as a comment (a name).
    public static func modifierCode(_ modifier: ViewModifier, in document: SceneDocument) -> String? {
        var out = CodeWriter()
        SwiftUICode(document: document, layout: nil).modifier(modifier, path: "", into: &out)
        guard out.lines.count == 1, let line = out.lines.first, line.hasPrefix(".") else { return nil }
        return line
    }

    /// The names this file declares itself, which no parameter may take: the view's `body` and
    /// the animation's `reduceMotion`.
    static let ownNames: Set<String> = ["body", "reduceMotion"]

    /// Names a property cannot have: Swift's keywords, `_`, and the words a member name cannot be
    /// even in backticks (`self`, `Self`, `Type`, `Protocol`, `init`).
    static let reserved: Set<String> = keywords.union(["_", "Type", "Protocol", "self", "Self", "init", "deinit", "subscript", "super"])

    /// A property name for each parameter: its own when Swift allows it and nothing else in the
    /// file has it, else the name with `Value` (`_` → `value`), numbered until it is unique
    /// among the parameters and the file's own names (`body` beside a `bodyValue` gives `bodyValue2`).
    static func propertyNames(for parameters: [String]) -> [String: String] {
        var taken = ownNames.union(parameters.filter { !reserved.contains($0) && !ownNames.contains($0) })
        var names: [String: String] = [:]
        for name in parameters {
            guard reserved.contains(name) || ownNames.contains(name) else {
                names[name] = name
                continue
            }
            let base = name == "_" ? "value" : name + "Value"
            var candidate = base
            var number = 2
            while taken.contains(candidate) {
                candidate = "\(base)\(number)"
                number += 1
            }
            taken.insert(candidate)
            names[name] = candidate
        }
        return names
    }

    /// The struct's name for a scene called `stem` (its id or file name): UpperCamelCase + "Scene",
    /// so that it never clashes with a helper view of the same concept (`ConcentricCard` in the
    /// sample, where the scene is `ConcentricCardScene`).
    public static func typeName(for stem: String) -> String {
        let words = stem.unicodeScalars.split { !($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) }
        var name = words.map { word -> String in
            let text = String(String.UnicodeScalarView(word))
            return text.prefix(1).uppercased() + text.dropFirst()
        }.joined()
        if name.first.map({ $0.isNumber }) ?? true { name = "Scene" + name }
        return name + "Scene"
    }

    /// The whole file. `title` and `summary` go in its header comment.
    public func file(typeName: String, title: String?, summary: String?) -> String {
        var out = CodeWriter()
        out.line("// \(typeName).swift: generated by `concentric code --lang swiftui`\(title.map { " from the scene \u{201C}\(oneLine($0))\u{201D}" } ?? "").")
        if let summary { out.line("// \(oneLine(summary))") }
        out.line("import SwiftUI")
        out.line("")
        out.line("@available(iOS 26, *)")
        out.line("struct \(typeName): View {")
        out.level += 1
            for parameter in document.parameters {
                out.line("@State private var \(identifier(parameter.name)): CGFloat = \(number(parameter.defaultValue))")
            }
            if document.animation != nil {
                out.line("@Environment(\\.accessibilityReduceMotion) private var reduceMotion")
            }
            if !document.parameters.isEmpty || document.animation != nil { out.line("") }
            out.line("var body: some View {")
            out.level += 1
                view(document.root, path: "root", into: &out)
                if document.direction == .rightToLeft {
                    out.line(".environment(\\.layoutDirection, .rightToLeft)")
                }
                if let animation = document.animation { task(animation, into: &out) }
            out.level -= 1
            out.line("}")
        out.level -= 1
        out.line("}")
        return out.text
    }

    // MARK: - Views

    /// A view: its content, then its modifiers, innermost first, one per line. Modifiers of a
    /// one-line content are indented under it; those of a block (a stack) line up with its brace.
    func view(_ view: SceneView, path: String, into out: inout CodeWriter) {
        content(view.content, path: path, into: &out)
        let isBlock = out.lines.last.map { $0.hasSuffix("}") && !$0.hasSuffix("{}") } ?? false
        if !isBlock { out.level += 1 }
        for (index, modifier) in view.modifiers.enumerated() {
            self.modifier(modifier, path: "\(path).modifiers[\(index)]", into: &out)
        }
        if !isBlock { out.level -= 1 }
    }

    func content(_ content: ViewContent, path: String, into out: inout CodeWriter) {
        switch content {
        case .vStack(let stack, let alignment):
            var arguments: [String] = []
            if alignment != .center { arguments.append("alignment: .\(alignment.rawValue)") }
            if let spacing = stack.spacing { arguments.append("spacing: \(number(spacing))") }
            block("VStack", arguments: arguments, children: stack.children, path: path, into: &out)
        case .hStack(let stack, let alignment):
            var arguments: [String] = []
            if alignment != .center { arguments.append("alignment: .\(alignment.rawValue)") }
            if let spacing = stack.spacing { arguments.append("spacing: \(number(spacing))") }
            block("HStack", arguments: arguments, children: stack.children, path: path, into: &out)
        case .zStack(let children, let alignment):
            block("ZStack", arguments: alignment == .center ? [] : ["alignment: .\(alignment.rawValue)"], children: children, path: path, into: &out)
        case .spacer(let minLength):
            out.line(minLength.map { "Spacer(minLength: \(number($0)))" } ?? "Spacer()")
        case .divider:
            out.line("Divider()")
        case .text(let text):
            out.line("Text(\(literal(text.string)))")
            out.level += 1
                if let font = text.font { out.line(".font(\(self.font(font)))") }
                if let color = text.color { out.line(".foregroundStyle(\(self.color(color, member: true)))") }
                if text.alignment != .leading { out.line(".multilineTextAlignment(.\(text.alignment.rawValue))") }
            out.level -= 1
        case .label(let label):
            out.line("Label(\(literal(label.title)), systemImage: \(literal(label.symbol)))")
        case .image(let name):
            out.line("Image(systemName: \(literal(name)))")
        case .button(let label):
            // The short forms when the label is a plain title (and symbol), as one writes them.
            if label.modifiers.isEmpty, case .label(let l) = label.content {
                out.line("Button(\(literal(l.title)), systemImage: \(literal(l.symbol))) {}")
            } else if label.modifiers.isEmpty, case .text(let t) = label.content, t == TextView(t.string) {
                out.line("Button(\(literal(t.string))) {}")
            } else {
                // A scene's buttons do nothing: the action is empty.
                out.line("Button {")
                out.line("} label: {")
                out.level += 1; view(label, path: "\(path).label", into: &out); out.level -= 1
                out.line("}")
            }
        case .color(let color):
            out.line(self.color(color, member: false))
        case .fill(let fill):
            out.line(style(fill, member: false))
        case .placeholder(let placeholder):
            // A grey box where the importer found a view it did not understand, so the code
            // still builds and the layout around it holds (a colour takes what it is proposed).
            let source = placeholder.source.map { " (\(oneLine($0)))" } ?? ""
            out.line("// Placeholder for \(oneLine(placeholder.label))\(source), not understood by the importer")
            out.line("Color.gray.opacity(0.2)")
        case .shape(let shape):
            out.line(shapeView(shape.shape, path: path))
            out.level += 1
                if let fill = shape.fill { out.line(".fill(\(style(fill, member: true)))") }
                if let stroke = shape.stroke { self.stroke(stroke, of: shape, path: path, into: &out) }
            out.level -= 1
        }
    }

    /// `Name(arguments) { children }`.
    func block(_ name: String, arguments: [String], children: [SceneView], path: String, into out: inout CodeWriter) {
        let head = arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
        out.line("\(head) {")
        out.level += 1
            for (index, child) in children.enumerated() {
                if index > 0, child.viewCount > 1 || children[index - 1].viewCount > 1 { out.line("") }
                view(child, path: "\(path).children[\(index)]", into: &out)
            }
        out.level -= 1
        out.line("}")
    }

    // MARK: - Animation

    /// The sample's loop: toggle the parameter every `hold` seconds inside `withAnimation`, unless
    /// the reader asked for reduced motion (docs/SWIFTUI.md, "Animation curves"). A repeating animation
    /// is the other common loop: `withAnimation(CURVE.repeatForever(autoreverses: R)) { p = second }`
    /// when the view appears (from the parameter's default, which is `first` in the scenes the
    /// importer and the playground make).
    func task(_ animation: ParameterAnimation, into out: inout CodeWriter) {
        let p = identifier(animation.parameter)
        let curve = animationExpression(animation.curve)
        if let repeatForever = animation.repeatForever {
            out.line(".onAppear {")
            out.level += 1
                out.line("guard !reduceMotion else { return }")
                animated("\(curve).repeatForever(autoreverses: \(repeatForever.autoreverses))", "\(p) = \(number(animation.second))", into: &out)
            out.level -= 1
            out.line("}")
            return
        }
        out.line(".task(id: reduceMotion) {")
        out.level += 1
            out.line("guard !reduceMotion else { return }")
            out.line("while !Task.isCancelled {")
            out.level += 1
                out.line("try? await Task.sleep(for: .seconds(\(number(animation.hold))))")
                out.line("guard !Task.isCancelled else { return }")
                animated(curve, "\(p) = \(p) == \(number(animation.first)) ? \(number(animation.second)) : \(number(animation.first))", into: &out)
            out.level -= 1
            out.line("}")
        out.level -= 1
        out.line("}")
    }

    /// `withAnimation(animation) { assignment }`.
    func animated(_ animation: String, _ assignment: String, into out: inout CodeWriter) {
        out.line("withAnimation(\(animation)) {")
        out.level += 1; out.line(assignment); out.level -= 1
        out.line("}")
    }

    /// The curve as SwiftUI spells it, with its duration always and a bounce only when not 0, as
    /// the scene file writes it (`.smooth(duration: 0.9)`, `.snappy(duration: 0.5, extraBounce: 0.1)`,
    /// `.spring(duration: 0.5, bounce: -0.2)`, `.easeInOut(duration: 0.35)`).
    func animationExpression(_ curve: AnimationCurve) -> String {
        switch curve {
        case .spring(let spring):
            let bounce = spring.bounceArgument == 0 ? "" : ", \(spring.kind.bounceLabel): \(number(spring.bounceArgument))"
            return ".\(spring.kind.rawValue)(duration: \(number(spring.duration))\(bounce))"
        case .timing(let timing, let duration): return ".\(timing.rawValue)(duration: \(number(duration)))"
        }
    }

    // MARK: - Shapes

    /// A shape as a view (`RoundedRectangle(cornerRadius: 12)`).
    func shapeView(_ shape: ViewShape, path: String) -> String {
        switch shape {
        case .plain(.rectangle): return "Rectangle()"
        case .plain(.roundedRectangle(let radius, let curve)):
            return "RoundedRectangle(cornerRadius: \(number(radius))\(curve == .circular ? ", style: .circular" : ""))"
        case .plain(.unevenRoundedRectangle(let radii, let curve)):
            return "UnevenRoundedRectangle(\(unevenArguments(radii, curve: curve)))"
        case .plain(.capsule(let curve)): return curve == .circular ? "Capsule(style: .circular)" : "Capsule()"
        case .plain(.circle): return "Circle()"
        case .plain(.ellipse): return "Ellipse()"
        case .concentricRectangle(let rectangle): return concentric(rectangle)
        case .containerRelative: return "ContainerRelativeShape()"
        }
    }

    /// A shape as an argument (`in:`, `clipShape`, `containerShape`): the static members where
    /// SwiftUI has them (`.rect(cornerRadius: 56)`), as the sample writes them.
    func shapeArgument(_ shape: ViewShape) -> String {
        switch shape {
        case .plain(.rectangle): return ".rect"
        case .plain(.roundedRectangle(let radius, let curve)):
            return ".rect(cornerRadius: \(number(radius))\(curve == .circular ? ", style: .circular" : ""))"
        case .plain(.unevenRoundedRectangle(let radii, let curve)):
            return ".rect(\(unevenArguments(radii, curve: curve)))"
        case .plain(.capsule(let curve)): return curve == .circular ? "Capsule(style: .circular)" : ".capsule"
        case .plain(.circle): return ".circle"
        case .plain(.ellipse): return ".ellipse"
        case .concentricRectangle(let rectangle): return concentric(rectangle)
        case .containerRelative: return ".containerRelative"
        }
    }

    /// UnevenRoundedRectangle's labels, in its initialiser's order (zero radii left out).
    func unevenArguments(_ radii: LogicalCorners<Number>, curve: CornerCurve) -> String {
        let corners: [(String, Number)] = [
            ("topLeadingRadius", radii.topLeading), ("bottomLeadingRadius", radii.bottomLeading),
            ("bottomTrailingRadius", radii.bottomTrailing), ("topTrailingRadius", radii.topTrailing),
        ]
        var arguments = corners.filter { $0.1 != .literal(0) }.map { "\($0.0): \(number($0.1))" }
        if curve == .circular { arguments.append("style: .circular") }
        return arguments.joined(separator: ", ")
    }

    /// ConcentricRectangle through the initialiser that says its corners most directly.
    func concentric(_ rectangle: ConcentricRectangleOf<Number>) -> String {
        Self.concentric(rectangle, names: propertyNames)
    }

    /// `concentric(_:)` for a document whose parameters have these property names.
    static func concentric(_ rectangle: ConcentricRectangleOf<Number>, names: [String: String]) -> String {
        let c = rectangle.corners
        guard let arguments = concentricArguments(rectangle, names: names) else {
            // A group of unequal styles comes only from v1's general form; SwiftUI has no
            // initialiser for it, so the corners are written one by one (the group's shared
            // radius is lost).
            let four = [("topLeadingCorner", c.topLeading), ("topTrailingCorner", c.topTrailing), ("bottomLeadingCorner", c.bottomLeading), ("bottomTrailingCorner", c.bottomTrailing)]
            return "ConcentricRectangle(\(four.map { "\($0.0): \(style($0.1, names: names))" }.joined(separator: ", ")))"
                + " /* the scene groups corners of different styles, which SwiftUI cannot say */"
        }
        return "ConcentricRectangle(\(arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ")))"
    }

    /// The labelled arguments of the initialiser that says `rectangle`'s corners most directly
    /// (none for `ConcentricRectangle()`), in a document with these parameters; nil for a group
    /// of unequal styles, which no initialiser says.
    public static func concentricArguments(_ rectangle: ConcentricRectangleOf<Number>, parameters: [String]) -> [(label: String, value: String)]? {
        concentricArguments(rectangle, names: propertyNames(for: parameters))
    }

    static func concentricArguments(_ rectangle: ConcentricRectangleOf<Number>, names: [String: String]) -> [(label: String, value: String)]? {
        let c = rectangle.corners
        func s(_ corner: CornerStyleOf<Number>) -> String { style(corner, names: names) }
        let same = [c.topLeading, c.topTrailing, c.bottomLeading, c.bottomTrailing].allSatisfy { $0 == c.topLeading }
        let four = [("topLeadingCorner", s(c.topLeading)), ("topTrailingCorner", s(c.topTrailing)), ("bottomLeadingCorner", s(c.bottomLeading)), ("bottomTrailingCorner", s(c.bottomTrailing))]
        let arguments: [(String, String)]?
        switch rectangle.uniformity {
        case .none:
            arguments = same ? (c.topLeading == .concentric ? [] : [("corners", s(c.topLeading))]) : four
        case .all:
            arguments = same ? [("corners", s(c.topLeading)), ("isUniform", "true")] : nil
        case .top:
            arguments = c.topLeading == c.topTrailing
                ? [("uniformTopCorners", s(c.topLeading)), ("bottomLeadingCorner", s(c.bottomLeading)), ("bottomTrailingCorner", s(c.bottomTrailing))] : nil
        case .bottom:
            arguments = c.bottomLeading == c.bottomTrailing
                ? [("uniformBottomCorners", s(c.bottomLeading)), ("topLeadingCorner", s(c.topLeading)), ("topTrailingCorner", s(c.topTrailing))] : nil
        case .leading:
            arguments = c.topLeading == c.bottomLeading
                ? [("uniformLeadingCorners", s(c.topLeading)), ("topTrailingCorner", s(c.topTrailing)), ("bottomTrailingCorner", s(c.bottomTrailing))] : nil
        case .trailing:
            arguments = c.topTrailing == c.bottomTrailing
                ? [("uniformTrailingCorners", s(c.topTrailing)), ("topLeadingCorner", s(c.topLeading)), ("bottomLeadingCorner", s(c.bottomLeading))] : nil
        case .topAndBottom:
            arguments = c.topLeading == c.topTrailing && c.bottomLeading == c.bottomTrailing
                ? [("uniformTopCorners", s(c.topLeading)), ("uniformBottomCorners", s(c.bottomLeading))] : nil
        case .leadingAndTrailing:
            arguments = c.topLeading == c.bottomLeading && c.topTrailing == c.bottomTrailing
                ? [("uniformLeadingCorners", s(c.topLeading)), ("uniformTrailingCorners", s(c.topTrailing))] : nil
        }
        return arguments?.map { (label: $0.0, value: $0.1) }
    }

    /// An `Edge.Corner.Style`: `.concentric`, `.concentric(minimum: .fixed(8))`, `.fixed(24)`; a
    /// bound number is its `@State` property (`.fixed(inset)`, the sample's
    /// `.concentric(minimum: .fixed(minimumRadius))`).
    static func style(_ style: CornerStyleOf<Number>, names: [String: String]) -> String {
        switch style {
        case .concentric(let minimum): minimum == 0 ? ".concentric" : ".concentric(minimum: .fixed(\(number(minimum, names: names))))"
        case .fixed(let radius): ".fixed(\(number(radius, names: names)))"
        }
    }

    // MARK: - Paint and type

    /// A fill as a `ShapeStyle`. `member` writes system colours as `.white` (where the context
    /// fixes the type: `foregroundStyle`, `fill`), else as `Color.white`.
    func style(_ fill: Fill, member: Bool) -> String {
        let opacity = fill.opacity < 1 ? ".opacity(\(number(fill.opacity)))" : ""
        switch fill.paint {
        case .solid(let color):
            return (opacity.isEmpty ? self.color(.rgb(color), member: member) : self.color(.rgb(color), member: false)) + opacity
        case .linearGradient(let gradient):
            return self.gradient(gradient) + opacity
        }
    }

    /// Apple's light-appearance system colours (the HIG's "Color" table): a scene colour that is one
    /// of them is written by name, as a designer picked it.
    static let systemColors: [(name: String, rgb: (Int, Int, Int))] = [
        ("black", (0, 0, 0)), ("white", (255, 255, 255)), ("red", (255, 59, 48)), ("orange", (255, 149, 0)),
        ("yellow", (255, 204, 0)), ("green", (52, 199, 89)), ("mint", (0, 199, 190)), ("teal", (48, 176, 199)),
        ("cyan", (50, 173, 230)), ("blue", (0, 122, 255)), ("indigo", (88, 86, 214)), ("purple", (175, 82, 222)),
        ("pink", (255, 45, 85)), ("brown", (162, 132, 94)), ("gray", (142, 142, 147)),
    ]

    func color(_ value: ColorValue, member: Bool) -> String {
        let prefix = member ? "" : "Color"
        switch value {
        case .primary: return "\(prefix).primary"
        case .secondary: return "\(prefix).secondary"
        case .rgb(let color):
            let rgb = (Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()))
            let alpha = color.alpha < 1 ? ".opacity(\(number(color.alpha)))" : ""
            if let named = Self.systemColors.first(where: { $0.rgb == rgb }) {
                return (alpha.isEmpty ? "\(prefix).\(named.name)" : "Color.\(named.name)") + alpha
            }
            func unit(_ v: Double) -> String { number((v * 1000).rounded() / 1000) }
            return "Color(red: \(unit(color.red)), green: \(unit(color.green)), blue: \(unit(color.blue)))" + alpha
        }
    }

    /// A LinearGradient. The scene's angle is CSS's (0° up, 90° right); on the axes and diagonals
    /// SwiftUI's unit points say the same, elsewhere the points on the unit square's circle.
    func gradient(_ gradient: LinearGradient) -> String {
        let named: [Double: (String, String)] = [
            0: (".bottom", ".top"), 45: (".bottomLeading", ".topTrailing"), 90: (".leading", ".trailing"),
            135: (".topLeading", ".bottomTrailing"), 180: (".top", ".bottom"), 225: (".topTrailing", ".bottomLeading"),
            270: (".trailing", ".leading"), 315: (".bottomTrailing", ".topLeading"),
        ]
        let angle = (gradient.angle.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let points: (String, String)
        if let known = named[angle] {
            points = known
        } else {
            let a = angle * Double.pi / 180
            func unit(_ v: Double) -> String { number((v * 1000).rounded() / 1000) }
            let dx = sin(a) / 2, dy = -cos(a) / 2
            points = ("UnitPoint(x: \(unit(0.5 - dx)), y: \(unit(0.5 - dy)))", "UnitPoint(x: \(unit(0.5 + dx)), y: \(unit(0.5 + dy)))")
        }
        let stops = gradient.stops
        let even = stops.count > 1 && stops.enumerated().allSatisfy { i, stop in abs(stop.location - Double(i) / Double(stops.count - 1)) < 1e-9 }
        let list: String
        if even {
            list = "colors: [\(stops.map { color(.rgb($0.color), member: true) }.joined(separator: ", "))]"
        } else {
            list = "stops: [\(stops.map { "Gradient.Stop(color: \(color(.rgb($0.color), member: false)), location: \(number($0.location)))" }.joined(separator: ", "))]"
        }
        return "LinearGradient(\(list), startPoint: \(points.0), endPoint: \(points.1))"
    }

    /// `.title2.bold()`, `.headline`, `.system(size: 17, weight: .bold)`.
    func font(_ font: Font) -> String {
        switch font.size {
        case .style(let style):
            guard let weight = font.weight, weight != style.weight else { return ".\(style.rawValue)" }
            return weight == .bold ? ".\(style.rawValue).bold()" : ".\(style.rawValue).weight(.\(weight.rawValue))"
        case .points(let size):
            guard let weight = font.weight, weight != .regular else { return ".system(size: \(number(size)))" }
            return ".system(size: \(number(size)), weight: .\(weight.rawValue))"
        }
    }

    // MARK: - Literals

    /// A number, the name of the parameter it is bound to, or its expression in Swift (the same
    /// operators and precedence; `min` and `max` are the standard library's).
    func number(_ n: Number) -> String {
        Self.number(n, names: propertyNames)
    }

    /// `number(_:)` for a document whose parameters have these property names.
    static func number(_ n: Number, names: [String: String]) -> String {
        switch n {
        case .literal(let v): number(v)
        case .parameter(let name): names[name] ?? name
        case .expression(let expression): expression.text(naming: { names[$0] ?? $0 }, spacedNegation: false)
        }
    }

    func number(_ v: Double) -> String { Self.number(v) }

    static func number(_ v: Double) -> String {
        if v == .infinity { return ".infinity" }
        if v == -.infinity { return "-.infinity" }
        return JSONWriter.format((v * 1e6).rounded() / 1e6)
    }

    /// Swift's reserved words (The Swift Programming Language, "Lexical Structure" → "Keywords
    /// and Punctuation"): a parameter of that name gets another (`propertyNames(for:)`).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "some",
    ]

    /// A parameter's property name (`propertyNames`); a name the document does not declare
    /// (layout counts it as 0) is written as it is.
    func identifier(_ name: String) -> String {
        propertyNames[name] ?? name
    }

    /// A Swift string literal: quotes, backslashes and control characters escaped.
    func literal(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    func oneLine(_ s: String) -> String {
        s.unicodeScalars.map { $0.value < 0x20 || (0x2028...0x2029).contains($0.value) ? " " : String($0) }.joined()
    }
}

/// Lines of source at an indentation level (four spaces each).
struct CodeWriter {
    var lines: [String] = []
    var level = 0

    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: level) + text)
    }

    mutating func appendToLastLine(_ text: String) {
        if lines.isEmpty { lines.append(text) } else { lines[lines.count - 1] += text }
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
