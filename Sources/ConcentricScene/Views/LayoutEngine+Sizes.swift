// The layout's first half: what size each view answers to a proposal, its chain of modifiers
// walked down for proposals and back up for sizes, and the stacks' offers.
import ConcentricCore

extension LayoutEngine {
    /// The proposal each layer of `view`'s chain receives when the outermost is proposed
    /// `proposal` in `environment`: index k is layer k (0 the content). Walked downward: a
    /// modifier's proposal to its child depends only on its own proposal (and, for `aspectRatio`,
    /// on the ideal size of the layers below it).
    mutating func layerProposals(_ view: Int, top: Int, proposal: ProposedSize, environment: LayoutEnvironment) -> [ProposedSize] {
        var proposals = [ProposedSize](repeating: proposal, count: top + 1)
        proposals.withUnsafeMutableBufferPointer { writeLayerProposals(view, proposal: proposal, environment: environment, into: $0) }
        return proposals
    }

    /// `layerProposals` into `proposals` (layers 0…proposals.count - 1, initialized).
    mutating func writeLayerProposals(
        _ view: Int, proposal: ProposedSize, environment: LayoutEnvironment, into proposals: UnsafeMutableBufferPointer<ProposedSize>
    ) {
        let modifiers = views[view].modifiers
        let top = proposals.count - 1
        var p = proposal
        var k = top
        proposals[k] = p
        while k > 0 {
            let modifier = modifiers[k - 1]
            var ideal: Size? = nil
            if case .aspectRatio(let ratio, let mode) = modifier, aspectFit(ratio, mode).needsIdeal(p) {
                let below = contentEnvironment(view, top: top, environment: environment, downTo: k - 1)
                ideal = size(view, top: k - 1, proposal: ProposedSize(width: nil, height: nil), environment: below)
            }
            p = childProposal(modifier, proposal: p, ideal: ideal)
            proposals[k - 1] = p
            k -= 1
        }
    }

    /// The environment at layer `layer` (0, the content, unless given) when layer `top` sees `environment`.
    func contentEnvironment(_ view: Int, top: Int, environment: LayoutEnvironment, downTo layer: Int = 0) -> LayoutEnvironment {
        var env = environment
        let modifiers = views[view].modifiers
        var k = top
        while k > layer {
            env.apply(modifiers[k - 1])
            k -= 1
        }
        return env
    }

    /// The size every layer 0…top answers, given each layer's proposal (from `layerProposals`).
    mutating func layerSizes(_ view: Int, proposals: [ProposedSize], environment: LayoutEnvironment) -> [Size] {
        var sizes = [Size](repeating: .zero, count: proposals.count)
        proposals.withUnsafeBufferPointer { proposals in
            sizes.withUnsafeMutableBufferPointer { writeLayerSizes(view, proposals: proposals, environment: environment, into: $0) }
        }
        return sizes
    }

    /// `layerSizes` into `sizes` (as many as `proposals`, initialized).
    mutating func writeLayerSizes(
        _ view: Int, proposals: UnsafeBufferPointer<ProposedSize>, environment: LayoutEnvironment, into sizes: UnsafeMutableBufferPointer<Size>
    ) {
        let modifiers = views[view].modifiers
        let top = proposals.count - 1
        sizes[0] = contentSize(view, proposal: proposals[0], environment: contentEnvironment(view, top: top, environment: environment))
        var k = 1
        while k <= top {
            sizes[k] = layerSize(modifiers[k - 1], proposal: proposals[k], child: sizes[k - 1])
            k += 1
        }
    }

    /// The size `view` answers to `proposal` (its outermost layer): `layerSizes`' last, made in
    /// temporary buffers. The sizing pass calls this for every probe and offer; two arrays per call
    /// were an eighth of a large layout (each new array looks its storage type's metadata up in the
    /// runtime).
    mutating func size(_ view: Int, proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        size(view, top: views[view].modifiers.count, proposal: proposal, environment: environment)
    }

    /// The size layer `top` of `view`'s chain answers to `proposal` in `environment` (that layer's).
    mutating func size(_ view: Int, top: Int, proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        guard top > 0 else { return contentSize(view, proposal: proposal, environment: environment) }
        return withUnsafeTemporaryAllocation(of: ProposedSize.self, capacity: top + 1) { proposals in
            withUnsafeTemporaryAllocation(of: Size.self, capacity: top + 1) { sizes in
                // Both trivial types: initialized here, nothing to deinitialize.
                proposals.initialize(repeating: proposal)
                sizes.initialize(repeating: .zero)
                writeLayerProposals(view, proposal: proposal, environment: environment, into: proposals)
                writeLayerSizes(view, proposals: UnsafeBufferPointer(proposals), environment: environment, into: sizes)
                return sizes[top]
            }
        }
    }

    /// Each view's `ProposalIndependence`, children before parents (the flattened order is
    /// pre-order, so a reverse walk meets every child, and every background view, first). Per
    /// content: a shape, colour, fill, image or spacer answers each dimension from that dimension
    /// of the proposal alone; a text or label's width is its measured width at the proposed width,
    /// but its height is its lines at that width; a stack or ZStack answers each length from its
    /// children's lengths in that dimension (the shares it offers along its axis are computed from
    /// those lengths alone), so it ignores what all its children ignore; a button is its label.
    /// Per modifier, from the content outwards: a frame's given dimension is fixed whatever is
    /// proposed; an aspect ratio proposes each dimension from both, so its lengths ignore nothing;
    /// padding, a flexible frame, a fixed size and the others answer each dimension from their
    /// child's length and their proposal in that same dimension, so they keep what their child ignores.
    func proposalIndependence() -> [ProposalIndependence] {
        var result = [ProposalIndependence](repeating: ProposalIndependence(widthIgnoresHeight: true, heightIgnoresWidth: true), count: views.count)
        for view in views.indices.reversed() {
            let flat = views[view]
            guard flat.depth <= ViewLayout.maximumDepth else { continue }  // answers zero
            var own: ProposalIndependence
            switch flat.content {
            case .vStack, .hStack, .zStack, .button:
                own = ProposalIndependence(widthIgnoresHeight: true, heightIgnoresWidth: true)
                for child in flat.children {
                    own.widthIgnoresHeight = own.widthIgnoresHeight && result[child].widthIgnoresHeight
                    own.heightIgnoresWidth = own.heightIgnoresWidth && result[child].heightIgnoresWidth
                }
            case .text, .label:
                own = ProposalIndependence(widthIgnoresHeight: true, heightIgnoresWidth: false)
            case .spacer, .divider, .image, .color, .fill, .shape, .placeholder:
                own = ProposalIndependence(widthIgnoresHeight: true, heightIgnoresWidth: true)
            }
            for modifier in flat.modifiers {
                if case .frame(let width, let height, _) = modifier {
                    if fixedLength(width) != nil { own.widthIgnoresHeight = true }
                    if fixedLength(height) != nil { own.heightIgnoresWidth = true }
                }
                if case .aspectRatio = modifier { own = ProposalIndependence(widthIgnoresHeight: false, heightIgnoresWidth: false) }
            }
            result[view] = own
        }
        return result
    }

    /// The length along `axis` that `view` answers to `proposal`, which a stack's flexibility
    /// probe needs alone: proposed the other dimension unspecified where the view's length along
    /// `axis` ignores it (the same answer, shared by every proposal that differs only there).
    mutating func length(_ view: Int, along axis: StackAxis, proposal: ProposedSize, environment: LayoutEnvironment) -> Double {
        guard sharesProbes else {
            let s = size(view, proposal: proposal, environment: environment)
            return axis == .vertical ? s.height : s.width
        }
        switch axis {
        case .vertical:
            let p = independence[view].heightIgnoresWidth ? ProposedSize(width: nil, height: proposal.height) : proposal
            return size(view, proposal: p, environment: environment).height
        case .horizontal:
            let p = independence[view].widthIgnoresHeight ? ProposedSize(width: proposal.width, height: nil) : proposal
            return size(view, proposal: p, environment: environment).width
        }
    }

    /// What a modifier proposes to the view it wraps (docs/SWIFTUI.md, "Modifiers"). `ideal` is the
    /// wrapped layer's ideal size when `aspectRatio` needs it (`AspectRatioFit.needsIdeal`).
    func childProposal(_ modifier: ViewModifier, proposal p: ProposedSize, ideal: Size?) -> ProposedSize {
        switch modifier {
        case .padding(let value):
            // The proposal minus the insets, never below 0; unspecified stays unspecified.
            let e = insets(value)
            return ProposedSize(width: p.width.map { $0 - e.leading - e.trailing }, height: p.height.map { $0 - e.top - e.bottom })
        case .frame(let width, let height, _):
            return ProposedSize(width: fixedLength(width) ?? p.width, height: fixedLength(height) ?? p.height)
        case .flexibleFrame(let f):
            let w = FlexibleDimension(min: bound(f.minWidth), ideal: bound(f.idealWidth), max: bound(f.maxWidth))
            let h = FlexibleDimension(min: bound(f.minHeight), ideal: bound(f.idealHeight), max: bound(f.maxHeight))
            return ProposedSize(width: w.childProposal(p.width), height: h.childProposal(p.height))
        case .aspectRatio(let ratio, let mode):
            return aspectFit(ratio, mode).childProposal(p, ideal: ideal)
        case .fixedSize(let horizontal, let vertical):
            return ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        case .background, .overlay, .containerShape, .clipShape, .foregroundStyle, .font, .opacity, .shadow, .mask, .labelStyle, .lineLimit,
            .truncationMode, .ignoresSafeArea, .offset, .layoutPriority, .name:
            return p
        }
    }

    /// What a modifier answers, from its proposal and its child's size.
    func layerSize(_ modifier: ViewModifier, proposal p: ProposedSize, child c: Size) -> Size {
        switch modifier {
        case .padding(let value):
            let e = insets(value)
            return Size(width: clampedLength(c.width + e.leading + e.trailing), height: clampedLength(c.height + e.top + e.bottom))
        case .frame(let width, let height, _):
            return Size(width: fixedLength(width) ?? c.width, height: fixedLength(height) ?? c.height)
        case .flexibleFrame(let f):
            let w = FlexibleDimension(min: bound(f.minWidth), ideal: bound(f.idealWidth), max: bound(f.maxWidth))
            let h = FlexibleDimension(min: bound(f.minHeight), ideal: bound(f.idealHeight), max: bound(f.maxHeight))
            return Size(width: w.size(child: c.width, proposal: p.width), height: h.size(child: c.height, proposal: p.height))
        case .background, .overlay, .containerShape, .clipShape, .foregroundStyle, .font, .opacity, .shadow, .mask, .labelStyle, .lineLimit,
            .truncationMode, .ignoresSafeArea, .offset, .aspectRatio, .fixedSize, .layoutPriority, .name:
            return c
        }
    }

    /// An `aspectRatio` modifier's rule, its ratio evaluated: one that is not above 0 and finite (a
    /// parameter's value) counts as not given, the child's ideal size's (*our choice*).
    func aspectFit(_ ratio: Number?, _ mode: ContentMode) -> AspectRatioFit {
        let r = ratio.map(number)
        return AspectRatioFit(ratio: r.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }, mode: mode)
    }

    /// A stack child's layout priority: its outermost `layoutPriority` (0 without one, or NaN).
    func layoutPriority(_ child: Int) -> Double {
        for modifier in views[child].modifiers.reversed() {
            if case .layoutPriority(let n) = modifier {
                let v = number(n)
                return v.isNaN ? 0 : v
            }
        }
        return 0
    }

    /// A fixed frame's dimension: nil when not given or NaN, else held to 0…maximumLength.
    func fixedLength(_ n: Number?) -> Double? {
        guard let n else { return nil }
        let v = number(n)
        return v.isNaN ? nil : clampedLength(v)
    }

    /// A flexible frame's bound: nil when not given or NaN; ≥ 0; infinity kept (`maxWidth: .infinity`).
    func bound(_ n: Number?) -> Double? {
        guard let n else { return nil }
        let v = number(n)
        return v.isNaN ? nil : max(0, v)
    }

    /// The content's size, cached per proposal for the whole pass.
    mutating func contentSize(_ view: Int, proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        let key = ContentKey(view: view, proposal: proposal)
        if reuse != nil { return reusableContentSize(key, environment: environment) }
        if let cached = contentSizes[key] { return cached }
        let size = computeContentSize(view, proposal: proposal, environment: environment)
        let clean = Size(width: clampedLength(size.width), height: clampedLength(size.height))
        contentSizes[key] = clean
        return clean
    }

    mutating func computeContentSize(_ view: Int, proposal p: ProposedSize, environment env: LayoutEnvironment) -> Size {
        guard views[view].depth <= ViewLayout.maximumDepth else { return .zero }
        switch views[view].content {
        case .vStack(let stack, _):
            return stackSize(view, axis: .vertical, spacing: stack.spacing, proposal: p, environment: env)
        case .hStack(let stack, _):
            return stackSize(view, axis: .horizontal, spacing: stack.spacing, proposal: p, environment: env)
        case .zStack:
            // Every child gets the proposal; the stack is their union (all share one alignment box).
            var size = Size.zero
            for child in views[view].children {
                let s = self.size(child, proposal: p, environment: env.child(in: nil))
                size = Size(width: max(size.width, s.width), height: max(size.height, s.height))
            }
            return size
        case .spacer(let minLength):
            // Along its stack's axis: everything proposed but at least minLength (default 8); across: 0.
            let minimum = clampedLength(minLength.map(number) ?? 8)
            func along(_ v: Double?) -> Double { max(minimum, v ?? minimum) }
            switch env.stackAxis {
            case .vertical: return Size(width: 0, height: along(p.height))
            case .horizontal: return Size(width: along(p.width), height: 0)
            case nil: return Size(width: along(p.width), height: along(p.height))
            }
        case .divider:
            // A hairline across its stack's axis, as long as it is proposed (unspecified: 0,
            // our choice); outside a stack, horizontal.
            switch env.stackAxis {
            case .horizontal: return Size(width: hairline, height: p.height ?? 0)
            case .vertical, nil: return Size(width: p.width ?? 0, height: hairline)
            }
        case .text(let text):
            let font = ResolvedFont(text.font ?? env.font, parameters: parameters)
            return textSize(text.string, font: font, width: p.width, limit: env.lineLimit).size
        case .label:
            return labelLayout(view, proposal: p, environment: env).size
        case .image:
            let font = ResolvedFont(env.font, parameters: parameters)
            return Size(width: font.size, height: font.size)
        case .button:
            guard let label = views[view].children.first else { return .zero }
            return size(label, proposal: p, environment: env.child(in: nil))
        case .color, .fill, .shape, .placeholder:
            // Shapes, colours and placeholders take what is proposed; unspecified, 10 × 10.
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        }
    }

    /// Text: wrapped at the proposed width, as wide as it needs (at most the proposal), lines × the
    /// Dynamic Type line height tall (docs/SWIFTUI.md, "Text"). Over a line limit it keeps the
    /// limit's lines, the last cut (`truncated`), and takes the whole width proposed, where the cut
    /// line and its ellipsis end (*our choice*: within a glyph of SwiftUI's answer); with
    /// `reservesSpace`, it is the limit's lines tall however few it fills.
    mutating func textSize(_ string: String, font: ResolvedFont, width: Double?, limit: LineLimit?) -> (size: Size, lines: Int, truncated: Bool) {
        let wrap = width.flatMap { $0.isFinite ? $0 : nil }
        let m = measure(string, font: font, maxWidth: wrap)
        var lines = max(1, m.lineCount)
        var measured = m.width.isFinite ? max(0, m.width) : 0
        var truncated = false
        if let limit, lines > limit.count {
            lines = limit.count
            truncated = true
            if let wrap { measured = max(0, wrap) }
        }
        let tall = limit.map { $0.reservesSpace ? max(lines, $0.count) : lines } ?? lines
        return (Size(width: min(measured, wrap ?? .infinity), height: Double(tall) * font.lineHeight), lines, truncated)
    }

    /// The gap between a label's symbol and its title. Apple does not document it; 8 is the
    /// system spacing between an image and a text in a stack (low confidence).
    static let labelSpacing = 8.0

    /// A label: the symbol (a square of the font's size), the spacing, the title in the width left;
    /// `iconOnly` drops the title, `titleOnly` the symbol. Centred vertically on each other.
    mutating func labelLayout(_ view: Int, proposal p: ProposedSize, environment env: LayoutEnvironment) -> (size: Size, icon: Size?, title: (size: Size, lines: Int, truncated: Bool)?) {
        guard case .label(let label) = views[view].content else { return (.zero, nil, nil) }
        let font = ResolvedFont(env.font, parameters: parameters)
        let icon = Size(width: font.size, height: font.size)
        switch env.labelStyle {
        case .iconOnly:
            return (icon, icon, nil)
        case .titleOnly:
            let title = textSize(label.title, font: font, width: p.width, limit: env.lineLimit)
            return (title.size, nil, title)
        case .titleAndIcon:
            let room = p.width.map { max(0, $0 - icon.width - Self.labelSpacing) }
            let title = textSize(label.title, font: font, width: room, limit: env.lineLimit)
            return (Size(width: icon.width + Self.labelSpacing + title.size.width, height: max(icon.height, title.size.height)), icon, title)
        }
    }

    /// A stack's layout for one proposal (docs/SWIFTUI.md, "Stacks"):
    /// 1. take the spacing out of the proposed length;
    /// 2. sort the children by layout priority, highest first, Spacers after the others of their
    ///    priority, then by flexibility (length proposed ∞ minus length proposed 0), least first;
    /// 3. in that order propose each what is left, less the minimums of the later groups, ÷ the
    ///    children left in its group, and subtract its answer;
    /// 4. the length is the sum plus the spacing, the cross size the largest child's.
    /// Unspecified along the axis, every child is proposed unspecified (its ideal length).
    /// Each child's proposal and size are written to `proposals` and `sizes` (one per child): the
    /// sizing pass, which wants the stack's size alone, lends temporary buffers (`stackSize`),
    /// placement arrays (`stackLayout`), so that one sort serves both without an array per call.
    mutating func layOutStack(
        _ view: Int, axis: StackAxis, spacing: Number?, proposal p: ProposedSize, environment: LayoutEnvironment,
        proposals: UnsafeMutableBufferPointer<ProposedSize>, sizes: UnsafeMutableBufferPointer<Size>
    ) -> (size: Size, spacing: Double) {
        let children = views[view].children
        let env = environment.child(in: axis)
        let gap = clampedSigned(spacing.map(number) ?? 8)
        guard !children.isEmpty else { return (.zero, gap) }
        let vertical = axis == .vertical
        let along = vertical ? p.height : p.width
        let cross = vertical ? p.width : p.height
        func make(_ a: Double?) -> ProposedSize { vertical ? ProposedSize(width: cross, height: a) : ProposedSize(width: a, height: cross) }
        func length(_ s: Size) -> Double { vertical ? s.height : s.width }
        let count = children.count
        if let along {
            withUnsafeTemporaryAllocation(of: StackRank.self, capacity: count) { ranks in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { buffer in
                    var order = buffer  // sorted in place: the same memory
                    for i in 0..<count {
                        let least = self.length(children[i], along: axis, proposal: make(0), environment: env)
                        let most = self.length(children[i], along: axis, proposal: make(.infinity), environment: env)
                        let f = most - least
                        ranks.initializeElement(at: i, to: StackRank(
                            least: least, flexibility: f.isNaN ? .infinity : f, priority: layoutPriority(children[i]), isSpacer: isBareSpacer(children[i])))
                        order.initializeElement(at: i, to: i)
                    }
                    // The highest priority first; within a priority, Spacers last (which first
                    // leaves them only their minimums, docs/SWIFTUI.md, "Stacks": a flexible view
                    // beside a Spacer takes the rest, as SwiftUI gives it); then the least flexible
                    // first; equally flexible children keep their order (the index breaks the tie).
                    order.sort { (a: Int, b: Int) -> Bool in
                        let ra = ranks[a], rb = ranks[b]
                        if ra.priority != rb.priority { return ra.priority > rb.priority }
                        if ra.isSpacer != rb.isSpacer { return rb.isSpacer }
                        return ra.flexibility < rb.flexibility || (ra.flexibility == rb.flexibility && a < b)
                    }
                    // Each group (one priority's Spacers, or its other children) is offered what is
                    // left minus the minimum lengths of every child in the groups after it: from the
                    // last group back, each child learns that reserve and where its group ends.
                    var after = 0.0, end = count
                    while end > 0 {
                        var start = end - 1
                        while start > 0, ranks[order[start - 1]].sharesGroup(with: ranks[order[end - 1]]) { start -= 1 }
                        var least = 0.0
                        for n in start..<end {
                            ranks[order[n]].reserve = after
                            ranks[order[n]].groupEnd = end
                            least += ranks[order[n]].least
                        }
                        after += least
                        end = start
                    }
                    var remaining = max(0, along - gap * Double(count - 1))
                    for n in 0..<count {
                        let i = order[n]
                        // An equal share of what the group may take, among the group's children left.
                        let offer = max(0, remaining - ranks[i].reserve) / Double(ranks[i].groupEnd - n)
                        proposals[i] = make(offer)
                        sizes[i] = self.size(children[i], proposal: proposals[i], environment: env)
                        remaining = max(0, remaining - length(sizes[i]))
                    }
                }
            }
        } else {
            for i in 0..<count {
                proposals[i] = make(nil)
                sizes[i] = self.size(children[i], proposal: proposals[i], environment: env)
            }
        }
        var total = gap * Double(count - 1), crossSize = 0.0
        for s in sizes {
            total += length(s)
            crossSize = max(crossSize, vertical ? s.width : s.height)
        }
        let size = vertical ? Size(width: crossSize, height: max(0, total)) : Size(width: max(0, total), height: crossSize)
        return (size, gap)
    }

    /// Whether a stack's child is a Spacer as SwiftUI ranks one: its content a spacer, with no
    /// modifier that sizes it (a framed or padded Spacer is a frame or a padding to its stack).
    func isBareSpacer(_ child: Int) -> Bool {
        guard case .spacer = views[child].content else { return false }
        return !views[child].modifiers.contains { modifier in
            switch modifier {
            case .padding, .frame, .flexibleFrame, .aspectRatio, .fixedSize: true
            case .background, .overlay, .containerShape, .clipShape, .foregroundStyle, .font, .opacity, .shadow, .mask, .labelStyle, .lineLimit,
                .truncationMode, .ignoresSafeArea, .offset, .layoutPriority, .name:
                false
            }
        }
    }

    /// A stack's size for one proposal (`layOutStack` into temporary buffers).
    mutating func stackSize(_ view: Int, axis: StackAxis, spacing: Number?, proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        let count = views[view].children.count
        return withUnsafeTemporaryAllocation(of: ProposedSize.self, capacity: count) { proposals in
            withUnsafeTemporaryAllocation(of: Size.self, capacity: count) { sizes in
                proposals.initialize(repeating: ProposedSize(width: nil, height: nil))
                sizes.initialize(repeating: .zero)
                return layOutStack(view, axis: axis, spacing: spacing, proposal: proposal, environment: environment, proposals: proposals, sizes: sizes).size
            }
        }
    }

    /// A stack's layout for one proposal with each child's proposal and size, for placement.
    mutating func stackLayout(_ view: Int, axis: StackAxis, spacing: Number?, proposal: ProposedSize, environment: LayoutEnvironment)
        -> (size: Size, proposals: [ProposedSize], sizes: [Size], spacing: Double)
    {
        let count = views[view].children.count
        var proposals = [ProposedSize](repeating: ProposedSize(width: nil, height: nil), count: count)
        var sizes = [Size](repeating: .zero, count: count)
        let (size, gap) = proposals.withUnsafeMutableBufferPointer { proposals in
            sizes.withUnsafeMutableBufferPointer { sizes in
                layOutStack(view, axis: axis, spacing: spacing, proposal: proposal, environment: environment, proposals: proposals, sizes: sizes)
            }
        }
        return (size, proposals, sizes, gap)
    }
}

/// A stack child's rank for the offers: what it needs at least, how flexible it is, its priority
/// and whether it is a Spacer; then, from the ranking, the minimum lengths kept back for the
/// groups offered after its own and the position (in the ranked order) where its group ends.
struct StackRank {
    var least: Double
    var flexibility: Double
    var priority: Double
    var isSpacer: Bool
    var reserve = 0.0
    var groupEnd = 0

    /// Whether the two are offered space as one group: the same priority, both Spacers or neither.
    func sharesGroup(with other: StackRank) -> Bool { priority == other.priority && isSpacer == other.isSpacer }
}

/// `aspectRatio`'s proposal (docs/SWIFTUI.md, "Modifiers"): the rectangle of the ratio (width ÷
/// height) that fits in (`fit`) or covers (`fill`) the proposal; a dimension given alone decides
/// the other; neither given, the child's ideal size fitted to the ratio. Without a ratio (or when
/// the ideal size has none: a length 0 or infinite), the child's ideal size's ratio.
struct AspectRatioFit {
    /// Above 0 and finite; nil: the ideal size's.
    var ratio: Double?
    var mode: ContentMode

    /// Whether `childProposal` needs the child's ideal size for `p`.
    func needsIdeal(_ p: ProposedSize) -> Bool { ratio == nil || (p.width == nil && p.height == nil) }

    func childProposal(_ p: ProposedSize, ideal: Size?) -> ProposedSize {
        guard let r = ratio ?? ideal.flatMap(Self.ratio) else { return p }
        switch (p.width, p.height) {
        case (let w?, let h?): return rectangle(width: w, height: h, ratio: r)
        case (let w?, nil): return ProposedSize(width: w, height: w / r)
        case (nil, let h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil):
            guard let ideal else { return p }
            return rectangle(width: ideal.width, height: ideal.height, ratio: r)
        }
    }

    /// The rectangle of ratio `r` in or around width × height; the dimension that decides keeps its
    /// value exactly.
    func rectangle(width w: Double, height h: Double, ratio r: Double) -> ProposedSize {
        let heightDecides = mode == .fit ? w > h * r : w < h * r
        return heightDecides ? ProposedSize(width: h * r, height: h) : ProposedSize(width: w, height: w / r)
    }

    /// A size's ratio, when it has one.
    static func ratio(_ s: Size) -> Double? {
        let r = s.width / s.height
        return r > 0 && r.isFinite ? r : nil
    }
}

/// One dimension of a flexible frame (docs/SWIFTUI.md, "Modifiers"), p the proposal:
/// unspecified becomes the ideal when one is given; the child is proposed p clamped to the bounds;
/// the frame's own length from the child's c is, with a min, max(min, min(c, p)), then with a max,
/// min(max, max(that, p)); with neither, c.
struct FlexibleDimension {
    var min: Double?
    var ideal: Double?
    var max: Double?

    func effective(_ p: Double?) -> Double? { p ?? ideal }

    func childProposal(_ p: Double?) -> Double? {
        guard var v = effective(p) else { return nil }
        if let min { v = Swift.max(v, min) }
        if let max { v = Swift.min(v, max) }
        return v
    }

    func size(child c: Double, proposal p: Double?) -> Double {
        let p = effective(p)
        var result = c
        if let min { result = Swift.max(min, p.map { Swift.min(result, $0) } ?? result) }
        if let max { result = Swift.min(max, p.map { Swift.max(result, $0) } ?? result) }
        return clampedLength(result)
    }
}
