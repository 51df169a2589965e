// The layout's second half: each view placed in the rect its parent gives it, its names and
// shapes recorded and its drawing emitted in paint order.
import ConcentricCore

extension LayoutEngine {
    /// Places `view`, proposed `proposal`, in `rect` (its answered size, positioned by its parent),
    /// walking its chain from the outermost modifier in: records its names and shapes and emits its
    /// drawing (backgrounds before what they are behind; clips and opacity around what they wrap).
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
        var closing: [DrawCommand] = []
        // The clips this view's own `clipShape`s pushed, popped once its content is placed.
        var clips = 0
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
                switch content {
                case .fill(let fill):
                    let outline = resolved?.outline ?? rectangleOutline(rect)
                    drawing.append(.fill(outline: outline, fill: fill, bounds: rect))
                    surfaces.append(ViewSurface(viewIndex: view, outline: outline, bounds: rect, clips: clipStack))
                case .view:
                    if let resolved {
                        drawing.append(.beginClip(outline: resolved.outline))
                        clipStack.append(resolved.outline)
                    }
                    if let background = views[view].backgroundViews[k - 1] {
                        // Laid out at the modified view's size, centred (SwiftUI's default alignment).
                        let benv = env.child(in: nil)
                        let p = ProposedSize(rect.size)
                        let s = size(background, proposal: p, environment: benv)
                        place(background, proposal: p, rect: FrameAlignment.center.place(s, in: rect, direction: direction), environment: benv, container: container)
                    }
                    if resolved != nil {
                        drawing.append(.endClip)
                        clipStack.removeLast()
                    }
                }
            case .containerShape(let shape):
                container = publish(shape, in: rect, outer: container)
                recordPublished("\(views[view].path).modifiers[\(k - 1)]", container)
            case .clipShape(let shape):
                let resolved = resolve(shape, in: rect, container: container)
                record.reportedShapes.append((k, resolved))
                let outline = resolved.outline
                drawing.append(.beginClip(outline: outline))
                clipStack.append(outline)
                clips += 1
                closing.append(.endClip)
            case .opacity(let value):
                let v = number(value)
                drawing.append(.beginOpacity(v.isFinite ? min(1, max(0, v)) : 1))
                closing.append(.endOpacity)
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
        drawing.append(contentsOf: closing.reversed())
        clipStack.removeLast(clips)
        placed[view] = record
        recordPlacement(view, proposal: proposal, rect: outer, environment: environment, container: outerContainer, since: marks)
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
            surfaces.append(ViewSurface(viewIndex: view, outline: outline, bounds: rect, clips: clipStack))
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
            surfaces.append(ViewSurface(viewIndex: view, outline: outline, bounds: rect, clips: clipStack))
        case .fill(let fill):
            let outline = rectangleOutline(rect)
            drawing.append(.fill(outline: outline, fill: fill, bounds: rect))
            surfaces.append(ViewSurface(viewIndex: view, outline: outline, bounds: rect, clips: clipStack))
        case .shape(let shape):
            let resolved = resolve(shape.shape, in: rect, container: container)
            record.ownShape = resolved
            drawing.append(.fill(outline: resolved.outline, fill: shape.fill ?? foreground, bounds: rect))
            surfaces.append(ViewSurface(viewIndex: view, outline: resolved.outline, bounds: rect, clips: clipStack))
        case .placeholder(let placeholder):
            drawing.append(.placeholder(PlaceholderRun(frame: rect, label: placeholder.label)))
            surfaces.append(ViewSurface(viewIndex: view, outline: rectangleOutline(rect), bounds: rect, clips: clipStack))
        }
    }

    /// A divider's paint: `UIColor.separator` in the light appearance, (60, 60, 67) at 29 %.
    static let separator = Fill.solid(Color(rgb8: 60, 60, 67), opacity: 0.29)

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
