// The layout's second half: each view placed in the rect its parent gives it, its names and
// shapes recorded and its drawing emitted in paint order.
import ConcentricCore

extension LayoutEngine {
    /// Places `view`, proposed `proposal`, in `rect` (its answered size, positioned by its parent),
    /// walking its chain from the outermost modifier in: records its names and shapes and emits its
    /// drawing (backgrounds before what they are behind, overlays after what they are in front of;
    /// clips and opacity around what they wrap).
    mutating func place(_ view: Int, proposal: ProposedSize, rect outer: Rect, environment: LayoutEnvironment, container outerContainer: LayoutContainer) {
        guard views[view].depth <= ViewLayout.maximumDepth else { return }
        if reuse != nil, reusePlacement(view, proposal: proposal, rect: outer, environment: environment, container: outerContainer) { return }
        let marks = placementMarks
        let modifiers = views[view].modifiers
        let top = modifiers.count
        var proposals = layerProposals(view, top: top, proposal: proposal, environment: environment)
        var sizes = layerSizes(view, proposals: proposals, environment: environment)
        var record = PlacedView(frame: outer)
        var rect = outer
        var env = environment
        var container = outerContainer
        // What closes around the content once it is placed, innermost last: the ends of clips and
        // groups, and the overlays drawn in front of what is inside them.
        var closing: [Closing] = []
        var k = top
        while k > 0 {
            let modifier = modifiers[k - 1]
            env.apply(modifier)
            let inner = sizes[k - 1]
            switch modifier {
            case .padding(let value):
                let e = insets(value)
                rect = Rect(x: rect.minX + e.leading, y: rect.minY + e.top, width: inner.width, height: inner.height)
            case .frame(_, _, let alignment):
                rect = alignment.place(inner, in: rect, direction: direction)
            case .flexibleFrame(let f):
                rect = f.alignment.place(inner, in: rect, direction: direction)
            case .background(let content, let shape):
                let resolved = shape.map { resolve($0, in: rect, container: container) }
                if let resolved { record.reportedShapes.append((k, resolved)) }
                decorate(view, modifier: k - 1, content, in: resolved, alignment: .center, rect: rect, environment: env, container: container)
            case .overlay(let content, let shape, let alignment):
                closing.append(.overlay(modifier: k - 1, content, shape, alignment, rect: rect, environment: env, container: container))
            case .containerShape(let shape):
                container = publish(shape, in: rect, outer: container)
                recordPublished("\(views[view].path).modifiers[\(k - 1)]", container)
            case .clipShape(let shape):
                let resolved = resolve(shape, in: rect, container: container)
                record.reportedShapes.append((k, resolved))
                let outline = resolved.outline
                drawing.append(.beginClip(outline: outline))
                clipStack.append(outline)
                closing.append(.endClip)
            case .opacity(let value):
                let v = number(value)
                drawing.append(.beginOpacity(v.isFinite ? min(1, max(0, v)) : 1))
                closing.append(.command(.endOpacity))
            case .shadow(let shadow):
                drawing.append(.beginShadow(run(shadow)))
                closing.append(.command(.endShadow))
            case .mask(_, let alignment):
                // The mask first (it depends only on this frame), then what it masks.
                drawing.append(.beginMask)
                var menv = env
                menv.isMask = true
                placeAttached(view, modifier: k - 1, alignment: alignment, rect: rect, environment: menv, container: container)
                drawing.append(.beginMaskedContent)
                closing.append(.command(.endMask))
            case .ignoresSafeArea(let edges):
                // Laid out as usual, then each edge on (or beyond) the safe area's boundary moves to
                // the screen's edge; what is inside is laid out again in the larger rectangle.
                let extended = extend(rect, edges: edges)
                if extended != rect {
                    // The view itself now covers the larger rectangle: so do the frames reported for
                    // the layers outside that change no size (a name written after the modifier).
                    if record.frame == rect { record.frame = extended }
                    for i in record.names.indices where record.names[i].frame == rect { record.names[i].frame = extended }
                    let lower = layerProposals(view, top: k - 1, proposal: ProposedSize(extended.size), environment: env)
                    let lowerSizes = layerSizes(view, proposals: lower, environment: env)
                    for i in 0..<k {
                        proposals[i] = lower[i]
                        sizes[i] = lowerSizes[i]
                    }
                    rect = FrameAlignment.center.place(sizes[k - 1], in: extended, direction: direction)
                }
            case .aspectRatio, .fixedSize:
                // Answers its child's size: the child fills the rect (centred should they differ).
                rect = FrameAlignment.center.place(inner, in: rect, direction: direction)
            case .offset(let x, let y):
                // Only what is inside moves: the view's frame (and a name after the offset) stays
                // where its parent put it. x runs toward the trailing edge.
                let dx = clampedSigned(number(x)), dy = clampedSigned(number(y))
                rect = Rect(x: rect.minX + (direction == .leftToRight ? dx : -dx), y: rect.minY + dy, width: rect.width, height: rect.height)
            case .name(let name):
                record.names.append(NameEntry(layer: k, name: name, frame: rect, modifierIndex: k - 1))
            case .foregroundStyle, .font, .labelStyle, .lineLimit, .truncationMode, .layoutPriority:
                break
            }
            k -= 1
        }
        if !clipStack.isEmpty { contentClips[view] = clipStack }
        placeContent(view, proposal: proposals[0], rect: rect, environment: env, container: container, record: &record)
        for item in closing.reversed() {
            switch item {
            case .command(let command):
                drawing.append(command)
            case .endClip:
                drawing.append(.endClip)
                clipStack.removeLast()
            case .overlay(let m, let content, let shape, let alignment, let at, let environment, let container):
                // In front of everything inside it, within the clips outside it only.
                let resolved = shape.map { resolve($0, in: at, container: container) }
                decorate(view, modifier: m, content, in: resolved, alignment: alignment, rect: at, environment: environment, container: container)
            }
        }
        placed[view] = record
        recordPlacement(view, proposal: proposal, rect: outer, environment: environment, container: outerContainer, since: marks)
    }

    /// What `place` closes around a view's content once it is placed.
    enum Closing {
        /// A command ending a group (`endOpacity`, `endShadow`, `endMask`).
        case command(DrawCommand)
        /// The end of a clip, which also leaves the clip stack.
        case endClip
        /// An overlay, drawn in front of what is inside it.
        case overlay(modifier: Int, BackgroundContent, ViewShape?, FrameAlignment, rect: Rect, environment: LayoutEnvironment, container: LayoutContainer)
    }

    /// A background's or an overlay's decoration of the view in `rect`: a fill in `shape`
    /// (resolved; nil: the rectangle), or the modifier's view laid out at the rect's size, placed
    /// by `alignment` and clipped to `shape` when there is one.
    mutating func decorate(
        _ view: Int, modifier m: Int, _ content: BackgroundContent, in shape: ResolvedShape?, alignment: FrameAlignment, rect: Rect,
        environment env: LayoutEnvironment, container: LayoutContainer
    ) {
        switch content {
        case .fill(let fill):
            let outline = shape?.outline ?? rectangleOutline(rect)
            drawing.append(.fill(outline: outline, fill: fill, bounds: rect))
            addSurface(ViewSurface(viewIndex: view, outline: outline, bounds: rect, clips: clipStack), environment: env)
        case .view:
            if let shape {
                drawing.append(.beginClip(outline: shape.outline))
                clipStack.append(shape.outline)
            }
            placeAttached(view, modifier: m, alignment: alignment, rect: rect, environment: env, container: container)
            if shape != nil {
                drawing.append(.endClip)
                clipStack.removeLast()
            }
        }
    }

    /// The view modifier `m` brings (`ViewModifier.attachedView`), proposed `rect`'s size and
    /// placed in it by `alignment` (SwiftUI's rule for a background's, an overlay's and a mask's
    /// content).
    mutating func placeAttached(
        _ view: Int, modifier m: Int, alignment: FrameAlignment, rect: Rect, environment env: LayoutEnvironment, container: LayoutContainer
    ) {
        guard let attached = views[view].attachedViews[m] else { return }
        let aenv = env.child(in: nil)
        let p = ProposedSize(rect.size)
        let s = size(attached, proposal: p, environment: aenv)
        place(attached, proposal: p, rect: alignment.place(s, in: rect, direction: direction), environment: aenv, container: container)
    }

    /// Places layer 0, the content, in `rect`.
    mutating func placeContent(_ view: Int, proposal p: ProposedSize, rect: Rect, environment env: LayoutEnvironment, container: LayoutContainer, record: inout PlacedView) {
        let foreground = env.foreground ?? ColorValue.primary.fill
        switch views[view].content {
        case .vStack(let stack, let alignment):
            let layout = stackLayout(view, axis: .vertical, spacing: stack.spacing, proposal: p, environment: env)
            var y = rect.minY
            for (i, child) in views[view].children.enumerated() {
                let s = layout.sizes[i]
                let slot = Rect(x: rect.minX, y: y, width: rect.width, height: s.height)
                let frame = alignment.frameAlignment.place(s, in: slot, direction: direction)
                place(child, proposal: layout.proposals[i], rect: Rect(x: frame.minX, y: y, width: s.width, height: s.height), environment: env.child(in: .vertical), container: container)
                y += s.height + layout.spacing
            }
        case .hStack(let stack, let alignment):
            let layout = stackLayout(view, axis: .horizontal, spacing: stack.spacing, proposal: p, environment: env)
            // Leading to trailing: from the right edge in right-to-left layouts.
            let ltr = direction == .leftToRight
            var x = ltr ? rect.minX : rect.maxX
            for (i, child) in views[view].children.enumerated() {
                let s = layout.sizes[i]
                let minX = ltr ? x : x - s.width
                let slot = Rect(x: minX, y: rect.minY, width: s.width, height: rect.height)
                let frame = alignment.frameAlignment.place(s, in: slot, direction: direction)
                place(child, proposal: layout.proposals[i], rect: Rect(x: minX, y: frame.minY, width: s.width, height: s.height), environment: env.child(in: .horizontal), container: container)
                x += ltr ? s.width + layout.spacing : -(s.width + layout.spacing)
            }
        case .zStack(_, let alignment):
            for child in views[view].children {
                let cenv = env.child(in: nil)
                let s = size(child, proposal: p, environment: cenv)
                place(child, proposal: p, rect: alignment.place(s, in: rect, direction: direction), environment: cenv, container: container)
            }
        case .spacer:
            break
        case .divider:
            // The separator colour whatever the foreground style: SwiftUI's Divider ignores it.
            let outline = rectangleOutline(rect)
            drawing.append(.fill(outline: outline, fill: Self.separator, bounds: rect))
            addSurface(ViewSurface(viewIndex: view, outline: outline, bounds: rect, clips: clipStack), environment: env)
        case .text(let text):
            let font = ResolvedFont(text.font ?? env.font, parameters: parameters)
            let extent = textSize(text.string, font: font, width: p.width, limit: env.lineLimit)
            drawing.append(.text(TextRun(
                string: text.string, font: font, fill: text.color?.fill ?? foreground, frame: rect,
                alignment: physical(text.alignment), lineCount: extent.lines, truncation: extent.truncated ? env.truncation : nil)))
        case .label(let label):
            let layout = labelLayout(view, proposal: p, environment: env)
            let ltr = direction == .leftToRight
            let font = ResolvedFont(env.font, parameters: parameters)
            var x = ltr ? rect.minX : rect.maxX
            if let icon = layout.icon {
                let frame = Rect(x: ltr ? x : x - icon.width, y: rect.midY - icon.height / 2, width: icon.width, height: icon.height)
                drawing.append(.symbol(SymbolRun(systemName: label.symbol, frame: frame, fill: foreground)))
                x += ltr ? icon.width + Self.labelSpacing : -(icon.width + Self.labelSpacing)
            }
            if let title = layout.title {
                let s = title.size
                let frame = Rect(x: ltr ? x : x - s.width, y: rect.midY - s.height / 2, width: s.width, height: s.height)
                drawing.append(.text(TextRun(
                    string: label.title, font: font, fill: foreground, frame: frame, alignment: physical(.leading), lineCount: title.lines,
                    truncation: title.truncated ? env.truncation : nil)))
            }
        case .image(let name):
            drawing.append(.symbol(SymbolRun(systemName: name, frame: rect, fill: foreground)))
        case .button:
            // Drawn as its label, tinted with the accent colour (systemBlue) unless a style is set.
            if let label = views[view].children.first {
                var lenv = env.child(in: nil)
                if lenv.foreground == nil { lenv.foreground = .solid(Color(rgb8: 0, 122, 255)) }
                place(label, proposal: p, rect: rect, environment: lenv, container: container)
            }
        case .color(let color):
            let outline = rectangleOutline(rect)
            drawing.append(.fill(outline: outline, fill: color.fill, bounds: rect))
            addSurface(ViewSurface(viewIndex: view, outline: outline, bounds: rect, clips: clipStack), environment: env)
        case .fill(let fill):
            let outline = rectangleOutline(rect)
            drawing.append(.fill(outline: outline, fill: fill, bounds: rect))
            addSurface(ViewSurface(viewIndex: view, outline: outline, bounds: rect, clips: clipStack), environment: env)
        case .shape(let shape):
            let resolved = resolve(shape.shape, in: rect, container: container)
            record.ownShape = resolved
            if shape.fill != nil || shape.stroke == nil {
                drawing.append(.fill(outline: resolved.outline, fill: shape.fill ?? foreground, bounds: rect))
            }
            if let stroke = shape.stroke, case let width = clampedLength(number(stroke.lineWidth)), width > 0 {
                let outline = stroke.isBorder ? inset(shape.shape, resolved, by: width / 2, container: container) : resolved.outline
                drawing.append(.stroke(outline: outline, fill: stroke.style ?? foreground, lineWidth: width, bounds: rect))
            }
            addSurface(ViewSurface(viewIndex: view, outline: resolved.outline, bounds: rect, clips: clipStack), environment: env)
        case .placeholder(let placeholder):
            drawing.append(.placeholder(PlaceholderRun(frame: rect, label: placeholder.label)))
            addSurface(ViewSurface(viewIndex: view, outline: rectangleOutline(rect), bounds: rect, clips: clipStack), environment: env)
        }
    }

    /// A divider's paint: `UIColor.separator` in the light appearance, (60, 60, 67) at 29 %.
    static let separator = Fill.solid(Color(rgb8: 60, 60, 67), opacity: 0.29)
    /// A shadow as drawn: its colour (SwiftUI's default without one) with the paint's opacity in
    /// its alpha, its radius held to 0…`maximumLength`, its offset to ±`maximumLength`.
    func run(_ shadow: DropShadow) -> ShadowRun {
        let fill = shadow.color ?? DropShadow.defaultColor
        let color: Color
        switch fill.paint {
        case .solid(let c): color = Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * fill.opacity)
        // The reader refuses a gradient; its first stop stands for it if a value holds one.
        case .linearGradient(let g): color = g.stops.first?.color ?? .black
        }
        return ShadowRun(color: color, radius: clampedLength(number(shadow.radius)), offset: Point(x: clampedSigned(number(shadow.x)), y: clampedSigned(number(shadow.y))))
    }

    /// Records an area the view paints, unless it is drawn inside a mask's view (only for its alpha).
    mutating func addSurface(_ surface: ViewSurface, environment env: LayoutEnvironment) {
        if !env.isMask { surfaces.append(surface) }
    }

    /// A text alignment on the page.
    func physical(_ alignment: TextAlignment) -> TextRunAlignment {
        switch alignment {
        case .center: .center
        case .leading: direction == .leftToRight ? .left : .right
        case .trailing: direction == .leftToRight ? .right : .left
        }
    }

    /// `rect` with each edge in `edges` that lies on or beyond the safe area's boundary moved out to
    /// the screen's edge (docs/SWIFTUI.md, "Modifiers", `ignoresSafeArea`). Never shrinks.
    func extend(_ rect: Rect, edges: SafeAreaEdges) -> Rect {
        let tolerance = 1e-6
        let ltr = direction == .leftToRight
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), minY <= safeArea.minY + tolerance { minY = min(minY, screenBounds.minY) }
        if edges.contains(.bottom), maxY >= safeArea.maxY - tolerance { maxY = max(maxY, screenBounds.maxY) }
        if edges.contains(ltr ? .leading : .trailing), minX <= safeArea.minX + tolerance { minX = min(minX, screenBounds.minX) }
        if edges.contains(ltr ? .trailing : .leading), maxX >= safeArea.maxX - tolerance { maxX = max(maxX, screenBounds.maxX) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
