// The layout's first half: what size each view answers to a proposal, its chain of modifiers
// walked down for proposals and back up for sizes, and the stacks' offers.
import ConcentricCore

extension LayoutEngine {
    /// The proposal each layer of `view`'s chain receives when the outermost is proposed
    /// `proposal`: index k is layer k (0 the content). Walked downward: a modifier's proposal to
    /// its child depends only on its own proposal.
    func layerProposals(_ view: Int, top: Int, proposal: ProposedSize) -> [ProposedSize] {
        var proposals = [ProposedSize](repeating: proposal, count: top + 1)
        proposals.withUnsafeMutableBufferPointer { writeLayerProposals(view, proposal: proposal, into: $0) }
        return proposals
    }

    /// `layerProposals` into `proposals` (layers 0…proposals.count - 1, initialized).
    func writeLayerProposals(_ view: Int, proposal: ProposedSize, into proposals: UnsafeMutableBufferPointer<ProposedSize>) {
        let modifiers = views[view].modifiers
        var p = proposal
        var k = proposals.count - 1
        proposals[k] = p
        while k > 0 {
            p = childProposal(modifiers[k - 1], proposal: p)
            proposals[k - 1] = p
            k -= 1
        }
    }

    /// The environment at layer 0 when layer `top` sees `environment`.
    func contentEnvironment(_ view: Int, top: Int, environment: LayoutEnvironment) -> LayoutEnvironment {
        var env = environment
        let modifiers = views[view].modifiers
        var k = top
        while k > 0 {
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
        let top = views[view].modifiers.count
        guard top > 0 else { return contentSize(view, proposal: proposal, environment: environment) }
        return withUnsafeTemporaryAllocation(of: ProposedSize.self, capacity: top + 1) { proposals in
            withUnsafeTemporaryAllocation(of: Size.self, capacity: top + 1) { sizes in
                // Both trivial types: initialized here, nothing to deinitialize.
                proposals.initialize(repeating: proposal)
                sizes.initialize(repeating: .zero)
                writeLayerProposals(view, proposal: proposal, into: proposals)
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
    /// proposed; padding, a flexible frame and the others answer each dimension from their child's
    /// length and their proposal in that same dimension, so they keep what their child ignores.
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
            case .spacer, .image, .color, .fill, .shape, .placeholder:
                own = ProposalIndependence(widthIgnoresHeight: true, heightIgnoresWidth: true)
            }
            for modifier in flat.modifiers {
                if case .frame(let width, let height, _) = modifier {
                    if fixedLength(width) != nil { own.widthIgnoresHeight = true }
                    if fixedLength(height) != nil { own.heightIgnoresWidth = true }
                }
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

    /// What a modifier proposes to the view it wraps (docs/SWIFTUI.md, "Modifiers").
    func childProposal(_ modifier: ViewModifier, proposal p: ProposedSize) -> ProposedSize {
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
        default:
            // background, overlay, containerShape, clipShape, styles, opacity, shadow, mask, ignoresSafeArea, name: unchanged.
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
        default:
            return c
        }
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
        case .text(let text):
            let font = ResolvedFont(text.font ?? env.font, parameters: parameters)
            return textSize(text.string, font: font, width: p.width).size
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
    /// Dynamic Type line height tall (docs/SWIFTUI.md, "Text").
    mutating func textSize(_ string: String, font: ResolvedFont, width: Double?) -> (size: Size, lines: Int) {
        let limit = width.flatMap { $0.isFinite ? $0 : nil }
        let m = measure(string, font: font, maxWidth: limit)
        let lines = max(1, m.lineCount)
        let measured = m.width.isFinite ? max(0, m.width) : 0
        return (Size(width: min(measured, limit ?? .infinity), height: Double(lines) * font.lineHeight), lines)
    }

    /// The gap between a label's symbol and its title. Apple does not document it; 8 is the
    /// system spacing between an image and a text in a stack (low confidence).
    static let labelSpacing = 8.0

    /// A label: the symbol (a square of the font's size), the spacing, the title in the width left;
    /// `iconOnly` drops the title, `titleOnly` the symbol. Centred vertically on each other.
    mutating func labelLayout(_ view: Int, proposal p: ProposedSize, environment env: LayoutEnvironment) -> (size: Size, icon: Size?, title: (size: Size, lines: Int)?) {
        guard case .label(let label) = views[view].content else { return (.zero, nil, nil) }
        let font = ResolvedFont(env.font, parameters: parameters)
        let icon = Size(width: font.size, height: font.size)
        switch env.labelStyle {
        case .iconOnly:
            return (icon, icon, nil)
        case .titleOnly:
            let title = textSize(label.title, font: font, width: p.width)
            return (title.size, nil, title)
        case .titleAndIcon:
            let room = p.width.map { max(0, $0 - icon.width - Self.labelSpacing) }
            let title = textSize(label.title, font: font, width: room)
            return (Size(width: icon.width + Self.labelSpacing + title.size.width, height: max(icon.height, title.size.height)), icon, title)
        }
    }

    /// A stack's layout for one proposal (docs/SWIFTUI.md, "Stacks"):
    /// 1. take the spacing out of the proposed length;
    /// 2. sort the children by flexibility (length proposed ∞ minus length proposed 0), least first;
    /// 3. in that order propose each the remaining length ÷ the children left, subtract its answer;
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
            withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { flexibility in
                withUnsafeTemporaryAllocation(of: Bool.self, capacity: count) { isSpacer in
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { buffer in
                        var order = buffer  // sorted in place: the same memory
                        // Spacers are offered space after every other child, which first leaves
                        // them only their minimums (docs/SWIFTUI.md, "Stacks"): a flexible view
                        // beside a Spacer takes the rest, as SwiftUI gives it.
                        var spacerReserve = 0.0, spacers = 0
                        for i in 0..<count {
                            let least = self.length(children[i], along: axis, proposal: make(0), environment: env)
                            let most = self.length(children[i], along: axis, proposal: make(.infinity), environment: env)
                            let f = most - least
                            flexibility.initializeElement(at: i, to: f.isNaN ? .infinity : f)
                            let spacer = isBareSpacer(children[i])
                            isSpacer.initializeElement(at: i, to: spacer)
                            if spacer {
                                spacerReserve += least
                                spacers += 1
                            }
                            order.initializeElement(at: i, to: i)
                        }
                        // Spacers last; then the least flexible first; equally flexible children
                        // keep their order (the index breaks the tie).
                        order.sort { (a: Int, b: Int) -> Bool in
                            if isSpacer[a] != isSpacer[b] { return isSpacer[b] }
                            let fa = flexibility[a], fb = flexibility[b]
                            return fa < fb || (fa == fb && a < b)
                        }
                        var remaining = max(0, along - gap * Double(count - 1))
                        let others = count - spacers
                        for n in 0..<count {
                            let i = order[n]
                            let offer = n < others
                                ? max(0, remaining - spacerReserve) / Double(others - n)
                                : remaining / Double(count - n)
                            proposals[i] = make(offer)
                            sizes[i] = self.size(children[i], proposal: proposals[i], environment: env)
                            remaining = max(0, remaining - length(sizes[i]))
                        }
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
            case .padding, .frame, .flexibleFrame: true
            case .background, .overlay, .containerShape, .clipShape, .foregroundStyle, .font, .opacity, .shadow, .mask, .labelStyle, .ignoresSafeArea, .name: false
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
