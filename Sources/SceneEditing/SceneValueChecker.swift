// The scene reader's value rules applied to views already in memory, so an edit is refused with
// the reason the reader would give for the saved file.
import ConcentricCore
import ConcentricScene
import ConcentricJSON

/// The reader's rules for values, applied to a view already in memory: what makes an edit safe to
/// save. Each number is checked by the rule the reader applies at its place.
struct SceneValueChecker {
    typealias Rule = SceneReader.NumberRule
    /// Declared parameters.
    let parameters: Set<String>

    func number(_ n: Number?, _ what: String, _ rule: Rule) throws(SceneEditError) {
        switch n {
        case nil: return
        case .parameter(let name)?:
            guard parameters.contains(name) else { throw .undeclaredParameter(name) }
        case .expression(let expression)?:
            if let name = expression.parameterNames.first(where: { !parameters.contains($0) }) { throw .undeclaredParameter(name) }
        case .literal(let v)?:
            if let problem = rule.problem(v, what) { throw .invalidValue(problem) }
        }
    }

    func text(_ string: String) throws(SceneEditError) {
        let length = string.unicodeScalars.count
        guard length <= TextView.maximumLength else {
            throw .invalidValue("a text holds at most \(TextView.maximumLength) characters (found \(length))")
        }
    }

    func fill(_ fill: Fill) throws(SceneEditError) {
        guard case .linearGradient(let gradient) = fill.paint else { return }
        guard gradient.stops.count >= 2 else { throw .invalidValue("a gradient needs at least 2 stops") }
        for (a, b) in zip(gradient.stops, gradient.stops.dropFirst()) where b.location < a.location {
            throw .invalidValue("stops must be in increasing order of location")
        }
    }

    func font(_ font: Font) throws(SceneEditError) {
        if case .points(let size) = font.size { try number(size, "a font size", .fontSize) }
    }

    func shape(_ shape: ViewShape) throws(SceneEditError) {
        switch shape {
        case .plain(let shape):
            guard let radii = shape.radii else { return }
            for corner in LogicalCorner.allCases { try number(radii[corner], "a radius", .nonNegative) }
        case .concentricRectangle(let rectangle):
            for corner in LogicalCorner.allCases {
                switch rectangle.corners[corner] {
                case .concentric(let minimum): try number(minimum, "a minimum", .nonNegative)
                case .fixed(let radius): try number(radius, "a radius", .nonNegative)
                }
            }
        case .containerRelative: break
        }
    }

    /// The view's own content and modifiers (not the views inside).
    func check(view: SceneView) throws(SceneEditError) {
        switch view.content {
        case .vStack(let stack, _), .hStack(let stack, _): try number(stack.spacing, "spacing", .signed)
        case .zStack, .image, .button, .divider: break
        case .spacer(let minLength): try number(minLength, "minLength", .nonNegative)
        case .text(let t):
            try text(t.string)
            if let f = t.font { try font(f) }
        case .label(let label): try text(label.title)
        case .placeholder(let placeholder):
            try text(placeholder.label)
            if let source = placeholder.source { try text(source) }
        case .color: break
        case .fill(let f): try fill(f)
        case .shape(let s):
            try shape(s.shape)
            if let f = s.fill { try fill(f) }
            if let stroke = s.stroke {
                if let f = stroke.style { try fill(f) }
                try number(stroke.lineWidth, "a line width", .nonNegative)
            }
        }
        if case .button(let label) = view.content, label.modifiers.isEmpty, case .text(let t) = label.content { try text(t.string) }
        for modifier in view.modifiers {
            switch modifier {
            case .padding(let e):
                for n in [e.top, e.leading, e.bottom, e.trailing] { try number(n, "padding", .signed) }
            case .frame(let w, let h, _):
                try number(w, "a width", .nonNegative)
                try number(h, "a height", .nonNegative)
            case .flexibleFrame(let f):
                try number(f.minWidth, "minWidth", .nonNegative)
                try number(f.idealWidth, "idealWidth", .nonNegative)
                try number(f.maxWidth, "maxWidth", .nonNegativeOrInfinity)
                try number(f.minHeight, "minHeight", .nonNegative)
                try number(f.idealHeight, "idealHeight", .nonNegative)
                try number(f.maxHeight, "maxHeight", .nonNegativeOrInfinity)
                for (key, low, high) in [("minWidth", f.minWidth, f.maxWidth), ("minHeight", f.minHeight, f.maxHeight)] {
                    if case .literal(let l)? = low, case .literal(let h)? = high, l > h {
                        throw .invalidValue("\(key) must not exceed its maximum (\(JSONWriter.format(l)) > \(JSONWriter.format(h)))")
                    }
                }
                // The reader takes a frame with no bound as frame(width:height:).
                if [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight].allSatisfy({ $0 == nil }) {
                    throw .invalidValue("a flexible frame needs at least one bound")
                }
            case .background(let content, let s):
                if let s { try shape(s) }
                if case .fill(let f) = content { try fill(f) }
            case .overlay(let content, let s, let alignment):
                if let s { try shape(s) }
                if case .fill(let f) = content {
                    try fill(f)
                    // The reader takes an alignment only with a view.
                    if alignment != .center { throw .invalidValue("an overlay's alignment places its view; a fill fills its shape") }
                }
            case .containerShape(let s), .clipShape(let s): try shape(s)
            case .foregroundStyle(let f): try fill(f)
            case .font(let f): try font(f)
            case .opacity(let n): try number(n, "opacity", .unit)
            case .offset(let x, let y):
                try number(x, "an offset", .signed)
                try number(y, "an offset", .signed)
            case .aspectRatio(let ratio, _): try number(ratio, "an aspect ratio", .positive)
            case .layoutPriority(let n): try number(n, "a layout priority", .finite)
            case .shadow(let shadow):
                if let f = shadow.color {
                    try fill(f)
                    guard case .solid = f.paint else { throw .invalidValue("a shadow's colour is one colour, not a gradient") }
                }
                try number(shadow.radius, "a shadow's radius", .nonNegative)
                try number(shadow.x, "x", .signed)
                try number(shadow.y, "y", .signed)
            // A mask's view is a view of the tree, checked as one; a line limit's count is held to
            // its range when it is made.
            case .mask, .labelStyle, .lineLimit, .truncationMode, .ignoresSafeArea, .fixedSize, .name: break
            }
        }
    }

    /// Every view of a tree.
    func check(tree: SceneView) throws(SceneEditError) {
        var pending = [tree]
        while let view = pending.popLast() {
            try check(view: view)
            pending.append(contentsOf: view.childViews)
        }
    }
}
