// A row's new value as the one `SceneEdit` that changes exactly that property.
import ConcentricCore
import ConcentricScene

extension InspectorModel {
    /// The edit that sets `field` to `value` on the selected view; nil when the value is the
    /// current one (nothing to do). Throws `.notApplicable` when the view has no such property or
    /// the value is of the wrong kind. Values are checked when the edit is applied
    /// (`SceneDocument.applying`), with the reader's rules.
    public func edit(_ field: InspectorField, to value: InspectorValue) throws(SceneEditError) -> SceneEdit? {
        guard let row = row(field) else { throw .notApplicable(path, "\(field)") }
        if row.value == value { return nil }
        return .set(path, try property(field, value))
    }

    /// The style a corner style row sets when its kind is picked: the same style when the kind is
    /// unchanged; else the kind with, as its number, the current one when it has one (a parameter
    /// stays bound), else the radius layout gave (so a corner switched to fixed keeps its look),
    /// else 0. A minimum of 0 would read back as plain concentric, so picking "concentric with
    /// minimum" never gives a literal 0.
    public static func cornerStyle(picking kind: CornerStyle.Kind, current: CornerStyleOf<Number>, resolved: Double?) -> CornerStyleOf<Number> {
        if current.kind == kind { return current }
        if current.kind.takesValue, case .parameter = current.value { return CornerStyleOf(kind: kind, value: current.value) }
        let carried: Double? = switch current {
        case .concentric(.literal(let m)) where m > 0: m
        case .fixed(.literal(let r)): r
        default: nil
        }
        let value = ((carried ?? resolved ?? 0) * 100).rounded() / 100
        return CornerStyleOf(kind: kind, value: .literal(kind == .concentricWithMinimum && value <= 0 ? 1 : value))
    }

    func property(_ field: InspectorField, _ value: InspectorValue) throws(SceneEditError) -> ViewProperty {
        let wrong = SceneEditError.notApplicable(path, "\(field) as \(value)")
        func number() throws(SceneEditError) -> Number? {
            guard case .number(let n) = value else { throw wrong }
            if case .literal(let v)? = n { return .literal(Self.asWritten(v)) }
            return n
        }
        func required() throws(SceneEditError) -> Number {
            guard let n = try number() else { throw wrong }
            return n
        }
        func literal() throws(SceneEditError) -> Double {
            guard case .literal(let v) = try required() else { throw .notBindable("\(field)") }
            return v
        }
        func choice<T: RawRepresentable>(_: T.Type) throws(SceneEditError) -> T where T.RawValue == String {
            guard case .choice(let raw) = value, let picked = T(rawValue: raw) else { throw wrong }
            return picked
        }
        func modifier(_ i: Int) throws(SceneEditError) -> ViewModifier {
            guard view.modifiers.indices.contains(i) else { throw .noModifier(path, i) }
            return view.modifiers[i]
        }
        func fill(_ slot: FillSlot) throws(SceneEditError) -> Fill {
            switch slot {
            case .content:
                switch view.content {
                case .shape(let shape): return shape.fill ?? .solid(.black)
                case .color(let color): return color.fill
                case .fill(let fill): return fill
                case .vStack, .hStack, .zStack, .spacer, .divider, .text, .label, .image, .button, .placeholder: throw wrong
                }
            case .modifier(let i):
                switch try modifier(i) {
                case .background(.fill(let fill), _), .overlay(.fill(let fill), _, _), .foregroundStyle(let fill): return fill
                case .shadow(let shadow): return shadow.color ?? DropShadow.defaultColor
                default: throw wrong
                }
            case .stroke:
                return try stroke().style ?? .solid(.black)
            }
        }
        func stroke() throws(SceneEditError) -> ShapeStroke {
            guard case .shape(let shape) = view.content, let stroke = shape.stroke else { throw wrong }
            return stroke
        }
        func gradient(_ slot: FillSlot) throws(SceneEditError) -> (Fill, LinearGradient) {
            let current = try fill(slot)
            guard case .linearGradient(let gradient) = current.paint else { throw wrong }
            return (current, gradient)
        }
        func shape(_ slot: ShapeSlot) throws(SceneEditError) -> ViewShape {
            switch slot {
            case .content:
                guard case .shape(let shape) = view.content else { throw wrong }
                return shape.shape
            case .modifier(let i):
                switch try modifier(i) {
                case .background(_, let shape?), .overlay(_, let shape?, _), .containerShape(let shape), .clipShape(let shape): return shape
                default: throw wrong
                }
            }
        }
        func text() throws(SceneEditError) -> TextView {
            guard case .text(let text) = view.content else { throw wrong }
            return text
        }

        switch field {
        case .name:
            guard case .text(let name) = value else { throw wrong }
            return .name(name)
        case .publishesShape:
            guard case .flag(let on) = value else { throw wrong }
            return .containerShape(on ? publishedShape : nil)
        case .shapeKind(let slot):
            let kind = try choice(ViewKind.self)
            guard let shape = Self.defaultShape(kind, replacing: try shape(slot)) else { throw wrong }
            return .shape(slot, shape)
        case .cornerStyle(let slot, let corner):
            guard case .cornerStyle(let style) = value else { throw wrong }
            let number: Number = if case .literal(let v) = style.value { .literal(Self.asWritten(v)) } else { style.value }
            return .cornerStyle(slot, corner, style.kind, value: number)
        case .uniformity(let slot):
            return .uniformity(slot, try choice(Uniformity.self))
        case .cornerRadius(let slot):
            return .cornerRadius(slot, try required())
        case .unevenRadius(let slot, let corner):
            return .unevenRadius(slot, corner, try required())
        case .cornerCurve(let slot):
            return .cornerCurve(slot, try choice(CornerCurve.self))
        case .fillColor(let slot):
            guard case .color(let color) = value else { throw wrong }
            return .fill(slot, Fill(.solid(color), opacity: try fill(slot).opacity))
        case .gradientStopColor(let slot, let stop):
            guard case .color(let color) = value else { throw wrong }
            var (current, gradient) = try gradient(slot)
            guard gradient.stops.indices.contains(stop) else { throw wrong }
            gradient.stops[stop] = GradientStop(color: color, location: gradient.stops[stop].location)
            current.paint = .linearGradient(gradient)
            return .fill(slot, current)
        case .gradientStopLocation(let slot, let stop):
            let location = try literal()
            var (current, gradient) = try gradient(slot)
            guard gradient.stops.indices.contains(stop) else { throw wrong }
            gradient.stops[stop] = GradientStop(color: gradient.stops[stop].color, location: location)
            current.paint = .linearGradient(gradient)
            return .fill(slot, current)
        case .gradientAngle(let slot):
            let angle = try literal()
            var (current, gradient) = try gradient(slot)
            gradient.angle = angle
            current.paint = .linearGradient(gradient)
            return .fill(slot, current)
        case .fillOpacity(let slot):
            let opacity = try literal()
            let current = try fill(slot)
            return .fill(slot, Fill(current.paint, opacity: opacity))
        case .shadowRadius(let i), .shadowX(let i), .shadowY(let i):
            guard case .shadow(var shadow) = try modifier(i) else { throw wrong }
            switch field {
            case .shadowRadius: shadow.radius = try required()
            case .shadowX: shadow.x = try required()
            default: shadow.y = try required()
            }
            return .modifier(i, .shadow(shadow))
        case .strokeWidth:
            return .stroke(lineWidth: try required(), isBorder: try stroke().isBorder)
        case .strokeBorder:
            guard case .flag(let on) = value else { throw wrong }
            return .stroke(lineWidth: try stroke().lineWidth, isBorder: on)
        case .padding(let i, let edge):
            guard case .padding(var insets) = try modifier(i) else { throw wrong }
            let n = try required()
            switch edge {
            case .top: insets.top = n
            case .leading: insets.leading = n
            case .bottom: insets.bottom = n
            case .trailing: insets.trailing = n
            }
            return .modifier(i, .padding(insets))
        case .frameWidth(let i), .frameHeight(let i):
            guard case .frame(var width, var height, let alignment) = try modifier(i) else { throw wrong }
            if case .frameWidth = field { width = try number() } else { height = try number() }
            return .modifier(i, .frame(width: width, height: height, alignment: alignment))
        case .flexibleFrame(let i, let bound):
            guard case .flexibleFrame(var frame) = try modifier(i) else { throw wrong }
            frame[bound] = try number()
            return .modifier(i, .flexibleFrame(frame))
        case .frameAlignment(let i):
            let alignment = try choice(FrameAlignment.self)
            switch try modifier(i) {
            case .frame(let width, let height, _): return .modifier(i, .frame(width: width, height: height, alignment: alignment))
            case .flexibleFrame(var frame):
                frame.alignment = alignment
                return .modifier(i, .flexibleFrame(frame))
            case .overlay(.view(let view), let shape, _): return .modifier(i, .overlay(.view(view), in: shape, alignment: alignment))
            case .mask(let mask, _): return .modifier(i, .mask(mask, alignment: alignment))
            default: throw wrong
            }
        case .spacing:
            return .spacing(try number())
        case .stackAlignment:
            switch view.content {
            case .vStack: return .vStackAlignment(try choice(HorizontalAlignment.self))
            case .hStack: return .hStackAlignment(try choice(VerticalAlignment.self))
            case .zStack: return .zStackAlignment(try choice(FrameAlignment.self))
            case .spacer, .divider, .text, .label, .image, .button, .color, .fill, .shape, .placeholder: throw wrong
            }
        case .text:
            guard case .text(let string) = value else { throw wrong }
            return .text(string)
        case .textStyle:
            guard case .choice(let raw) = value else { throw wrong }
            let current = try text().font
            if raw.isEmpty { return .textFont(current?.weight.map { Font(.style(.body), weight: $0) }) }
            if raw == Self.pointsStyle {
                let size = if case .style(let s)? = current?.size { s.size } else { TextStyle.body.size }
                return .textFont(Font(.points(.literal(size)), weight: current?.weight))
            }
            guard let style = TextStyle(rawValue: raw) else { throw wrong }
            return .textFont(Font(.style(style), weight: current?.weight))
        case .fontSize:
            let current = try text().font
            return .textFont(Font(.points(try required()), weight: current?.weight))
        case .fontWeight:
            guard case .choice(let raw) = value else { throw wrong }
            let current = try text().font
            let weight: FontWeight? = raw.isEmpty ? nil : FontWeight(rawValue: raw)
            guard let current, raw.isEmpty || weight != nil else { throw wrong }
            return .textFont(Font(current.size, weight: weight))
        case .textAlignment:
            return .textAlignment(try choice(TextAlignment.self))
        case .textColorSource:
            guard case .choice(let raw) = value else { throw wrong }
            let current = try text().color
            switch raw {
            case "": return .textColor(nil)
            case "primary": return .textColor(.primary)
            case "secondary": return .textColor(.secondary)
            // A colour of its own starts as the one the text has now (black for the foreground style).
            case Self.customTextColor: return .textColor(.rgb(current?.resolved ?? ColorValue.primary.resolved))
            default: throw wrong
            }
        case .textColor:
            guard case .color(let color) = value, case .rgb? = try text().color else { throw wrong }
            return .textColor(.rgb(color))
        case .fontStyle(let i):
            guard case .choice(let raw) = value, case .font(let current) = try modifier(i) else { throw wrong }
            if raw == Self.pointsStyle {
                // An explicit size starts at the style's size, so the text keeps its look.
                let size = if case .style(let s) = current.size { s.size } else { TextStyle.body.size }
                return .modifier(i, .font(Font(.points(.literal(size)), weight: current.weight)))
            }
            guard let style = TextStyle(rawValue: raw) else { throw wrong }
            return .modifier(i, .font(Font(.style(style), weight: current.weight)))
        case .fontModifierSize(let i):
            guard case .font(let current) = try modifier(i), case .points = current.size else { throw wrong }
            return .modifier(i, .font(Font(.points(try required()), weight: current.weight)))
        case .fontModifierWeight(let i):
            guard case .choice(let raw) = value, case .font(let current) = try modifier(i) else { throw wrong }
            let weight: FontWeight? = raw.isEmpty ? nil : FontWeight(rawValue: raw)
            guard raw.isEmpty || weight != nil else { throw wrong }
            return .modifier(i, .font(Font(current.size, weight: weight)))
        case .opacity(let i):
            guard case .opacity = try modifier(i) else { throw wrong }
            return .modifier(i, .opacity(try required()))
        case .lineLimitCount(let i):
            guard case .lineLimit(let limit) = try modifier(i) else { throw wrong }
            let count = try literal()
            guard count.isFinite, count == count.rounded(), Ranges.lines.contains(count) else {
                throw .invalidValue("a line limit is a whole number of lines from 1 to \(LineLimit.maximumCount)")
            }
            return .modifier(i, .lineLimit(LineLimit(Int(count), reservesSpace: limit.reservesSpace)))
        case .lineLimitReservesSpace(let i):
            guard case .flag(let on) = value, case .lineLimit(let limit) = try modifier(i) else { throw wrong }
            return .modifier(i, .lineLimit(LineLimit(limit.count, reservesSpace: on)))
        case .truncationMode(let i):
            guard case .truncationMode = try modifier(i) else { throw wrong }
            return .modifier(i, .truncationMode(try choice(TruncationMode.self)))
        case .offsetX(let i), .offsetY(let i):
            guard case .offset(var x, var y) = try modifier(i) else { throw wrong }
            if case .offsetX = field { x = try required() } else { y = try required() }
            return .modifier(i, .offset(x: x, y: y))
        case .aspectRatio(let i):
            guard case .aspectRatio(_, let mode) = try modifier(i) else { throw wrong }
            return .modifier(i, .aspectRatio(try number(), contentMode: mode))
        case .contentMode(let i):
            guard case .aspectRatio(let ratio, _) = try modifier(i) else { throw wrong }
            return .modifier(i, .aspectRatio(ratio, contentMode: try choice(ContentMode.self)))
        case .fixedWidth(let i), .fixedHeight(let i):
            guard case .flag(let on) = value, case .fixedSize(var horizontal, var vertical) = try modifier(i) else { throw wrong }
            if case .fixedWidth = field { horizontal = on } else { vertical = on }
            return .modifier(i, .fixedSize(horizontal: horizontal, vertical: vertical))
        case .layoutPriority(let i):
            guard case .layoutPriority = try modifier(i) else { throw wrong }
            return .modifier(i, .layoutPriority(try required()))
        case .placeholderLabel, .placeholderSource:
            throw wrong
        }
    }

    /// `value` as a scene file writes it (`JSONWriter.format` rounds to 10⁻⁹ below a million), so
    /// that a slider's float noise (0.15000000000000002) reads back equal from the saved file.
    public static func asWritten(_ value: Double) -> Double {
        abs(value) < 1e6 ? (value * 1e9).rounded() / 1e9 : value
    }

    /// The shape a view publishes when its switch is turned on: its outermost shaped
    /// background's shape (a card publishes the shape it draws), else a concentric rectangle.
    var publishedShape: ViewShape {
        for modifier in view.modifiers.reversed() {
            if case .background(_, let shape?) = modifier { return shape }
        }
        if case .shape(let shape) = view.content, shape.shape.kind != .containerRelative { return shape.shape }
        return .concentricRectangle(ConcentricRectangleOf())
    }

    /// A new shape of `kind` in place of `current`, keeping its curve and largest literal radius
    /// where both have them; nil when `kind` is not a shape.
    static func defaultShape(_ kind: ViewKind, replacing current: ViewShape) -> ViewShape? {
        var curve = CornerCurve.continuous
        var radius: Number = 16
        if case .plain(let shape) = current {
            if shape.takesCurve { curve = shape.curve }
            if let radii = shape.radii { radius = radii.topLeading }
        }
        switch kind {
        case .shape(let kind): return .plain(ContainerShapeOf(kind, radius: radius, curve: curve))
        case .concentricRectangle: return .concentricRectangle(ConcentricRectangleOf())
        case .containerRelative: return .containerRelative
        case .vStack, .hStack, .zStack, .spacer, .divider, .text, .label, .image, .button, .color, .fill, .placeholder: return nil
        }
    }
}

extension FlexibleFrame {
    /// One bound, by name (the inspector's rows, the source's arguments).
    public subscript(bound: FlexibleFrameBound) -> Number? {
        get {
            switch bound {
            case .minWidth: minWidth
            case .idealWidth: idealWidth
            case .maxWidth: maxWidth
            case .minHeight: minHeight
            case .idealHeight: idealHeight
            case .maxHeight: maxHeight
            }
        }
        set {
            switch bound {
            case .minWidth: minWidth = newValue
            case .idealWidth: idealWidth = newValue
            case .maxWidth: maxWidth = newValue
            case .minHeight: minHeight = newValue
            case .idealHeight: idealHeight = newValue
            case .maxHeight: maxHeight = newValue
            }
        }
    }
}
