// Properties over seeded random trees, totality on hostile numbers, and the size
// of trees layout must handle quickly.
import ConcentricCore
@testable import ConcentricScene
import Foundation
import ScaleScenes
import XCTest

final class ViewLayoutPropertyTests: XCTestCase {
    let screen = Screen(size: Size(width: 402, height: 874), shape: .roundedRectangle(radius: 62, curve: .continuous))

    /// A random tree of at most `depth` levels with sane (finite, non-negative) numbers.
    func randomView(_ g: inout SeededGenerator, depth: Int) -> SceneView {
        var view: SceneView
        if depth > 0 && Int.random(in: 0..<3, using: &g) > 0 {
            let children = (0..<Int.random(in: 0...4, using: &g)).map { _ in randomView(&g, depth: depth - 1) }
            let spacing: Number? = Bool.random(using: &g) ? nil : .literal(Double(Int.random(in: 0...20, using: &g)))
            switch Int.random(in: 0..<3, using: &g) {
            case 0: view = SceneView(.vStack(StackView(spacing: spacing, children: children), alignment: [.leading, .center, .trailing][Int.random(in: 0..<3, using: &g)]))
            case 1: view = SceneView(.hStack(StackView(spacing: spacing, children: children), alignment: [.top, .center, .bottom][Int.random(in: 0..<3, using: &g)]))
            default: view = SceneView(.zStack(children: children, alignment: FrameAlignment.allCases[Int.random(in: 0..<9, using: &g)]))
            }
        } else {
            switch Int.random(in: 0..<6, using: &g) {
            case 0: view = SceneView(.color(.primary))
            case 1: view = SceneView(.text(TextView(["Hi", "One shared center", "a b c d e f g", "Concentric"][Int.random(in: 0..<4, using: &g)])))
            case 2: view = SceneView(.spacer(minLength: Bool.random(using: &g) ? nil : .literal(Double(Int.random(in: 0...30, using: &g)))))
            case 3: view = SceneView(.shape(ShapeView([.plain(.circle), .plain(.capsule()), .containerRelative, .concentricRectangle(ConcentricRectangleOf())][Int.random(in: 0..<4, using: &g)])))
            case 4: view = SceneView(.label(LabelView(title: "Label", symbol: "star")))
            default: view = box(Double(Int.random(in: 0...120, using: &g)), Double(Int.random(in: 0...120, using: &g)))
            }
        }
        for _ in 0..<Int.random(in: 0...2, using: &g) {
            view = view.modifier(randomModifier(&g))
        }
        return view
    }

    func randomModifier(_ g: inout SeededGenerator) -> ViewModifier {
        func length() -> Number { .literal(Double(Int.random(in: 0...200, using: &g))) }
        switch Int.random(in: 0..<6, using: &g) {
        case 0: return .padding(EdgeInsetsValue(top: length(), leading: .literal(Double(Int.random(in: 0...20, using: &g))), bottom: 3, trailing: 0))
        case 1: return .frame(width: Bool.random(using: &g) ? length() : nil, height: Bool.random(using: &g) ? length() : nil)
        case 2:
            let min = Double(Int.random(in: 0...100, using: &g))
            return .flexibleFrame(FlexibleFrame(minWidth: .literal(min), maxWidth: Bool.random(using: &g) ? .infinity : .literal(min + Double(Int.random(in: 0...100, using: &g))), minHeight: Bool.random(using: &g) ? .literal(min) : nil))
        case 3: return .background(.fill(.solid(.white)), in: .concentricRectangle(ConcentricRectangleOf()))
        case 4: return .containerShape(.plain(.roundedRectangle(radius: length())))
        default: return .font(.style(TextStyle.allCases[Int.random(in: 0..<TextStyle.allCases.count, using: &g)]))
        }
    }

    func testStackChildrenStayInOrderAndNeverOverlapAlongTheAxis() {
        for seed in 0..<150 {
            var g = SeededGenerator(seed: UInt64(seed))
            let root = randomView(&g, depth: 4)
            let l = ViewLayout(root: root, screen: screen, safeArea: iPhone16ProSafeArea)
            let nodes = l.viewNodes
            for stack in nodes {
                let isVertical = stack.kind == .vStack
                guard isVertical || stack.kind == .hStack else { continue }
                let prefix = stack.sourcePath.components(separatedBy: ".modifiers[").first ?? stack.sourcePath
                let children = nodes.filter { $0.parent == stack.viewIndex && $0.sourcePath.hasPrefix(prefix + ".children[") }
                for (a, b) in zip(children, children.dropFirst()) {
                    let ok = isVertical ? a.frame.maxY <= b.frame.minY + 1e-6 : a.frame.maxX <= b.frame.minX + 1e-6
                    XCTAssertTrue(ok, "seed \(seed): \(a.sourcePath) \(a.frame) overlaps \(b.sourcePath) \(b.frame)")
                }
            }
        }
    }

    func testFramesRespectTheirMinimumAndMaximum() {
        for seed in 0..<300 {
            var g = SeededGenerator(seed: UInt64(seed) &+ 1000)
            let minW = Double(Int.random(in: 0...150, using: &g)), maxW = minW + Double(Int.random(in: 0...150, using: &g))
            let minH = Double(Int.random(in: 0...150, using: &g)), maxH = minH + Double(Int.random(in: 0...150, using: &g))
            let view = randomView(&g, depth: 3).modifier(.flexibleFrame(FlexibleFrame(minWidth: .literal(minW), maxWidth: .literal(maxW), minHeight: .literal(minH), maxHeight: .literal(maxH))))
            for proposal in [ProposedSize(width: 0, height: 0), ProposedSize(width: 100, height: 300), ProposedSize(width: .infinity, height: .infinity), .unspecified] {
                let s = ViewLayout.size(of: view, proposal: proposal)
                XCTAssertTrue((minW...maxW).contains(s.width), "seed \(seed): width \(s.width) outside \(minW)...\(maxW)")
                XCTAssertTrue((minH...maxH).contains(s.height), "seed \(seed): height \(s.height) outside \(minH)...\(maxH)")
            }
        }
    }

    func testPaddingAddsExactlyItsInsets() {
        for seed in 0..<300 {
            var g = SeededGenerator(seed: UInt64(seed) &+ 2000)
            let inner = randomView(&g, depth: 3)
            let e = (0..<4).map { _ in Double(Int.random(in: 0...40, using: &g)) }
            let padded = inner.modifier(.padding(EdgeInsetsValue(top: .literal(e[0]), leading: .literal(e[1]), bottom: .literal(e[2]), trailing: .literal(e[3]))))
            let w = Double(Int.random(in: 0...400, using: &g)), h = Double(Int.random(in: 0...800, using: &g))
            let outer = ViewLayout.size(of: padded, proposal: ProposedSize(width: w, height: h))
            let child = ViewLayout.size(of: inner, proposal: ProposedSize(width: max(0, w - e[1] - e[3]), height: max(0, h - e[0] - e[2])))
            XCTAssertEqual(outer.width, child.width + e[1] + e[3], accuracy: 1e-9, "seed \(seed)")
            XCTAssertEqual(outer.height, child.height + e[0] + e[2], accuracy: 1e-9, "seed \(seed)")
        }
    }

    func testMaxWidthInfinityFillsTheProposal() {
        for seed in 0..<300 {
            var g = SeededGenerator(seed: UInt64(seed) &+ 3000)
            let inner = randomView(&g, depth: 3)
            let w = Double(Int.random(in: 0...400, using: &g))
            let view = inner.modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
            let s = ViewLayout.size(of: view, proposal: ProposedSize(width: w, height: 500))
            let child = ViewLayout.size(of: inner, proposal: ProposedSize(width: w, height: 500))
            // The whole proposal; only a child wider than it (a fixed frame) makes it wider.
            XCTAssertEqual(s.width, max(w, child.width), accuracy: 1e-9, "seed \(seed)")
            // And in a stack: a child with maxWidth .infinity spans the stack's proposed width.
            let stack = SceneView(.vStack(StackView(children: [colorView([.frame(width: 10, height: 10)]), view.modifier(.name("wide"))])))
            let l = ViewLayout(root: stack.modifier(.frame(width: .literal(w + 200), height: 600)), screen: screen)
            let childInStack = ViewLayout.size(of: inner, proposal: ProposedSize(width: w + 200, height: 0))
            if let wide = l.node(named: "wide"), childInStack.width <= w + 200 {
                XCTAssertEqual(wide.frame.width, w + 200, accuracy: 1e-9, "seed \(seed)")
            }
        }
    }

    func testHostileNumbersGiveFiniteFrames() {
        let hostile: [Double] = [.nan, .infinity, -.infinity, -50, 1e300, -1e300, 0, 1e-300]
        var g = SeededGenerator(seed: 99)
        for round in 0..<200 {
            func pick() -> Number { .literal(hostile[Int.random(in: 0..<hostile.count, using: &g)]) }
            var view = randomView(&g, depth: 3)
            view = view.modifier(.padding(EdgeInsetsValue(top: pick(), leading: pick(), bottom: pick(), trailing: pick())))
            view = view.modifier(.frame(width: pick(), height: pick()))
            view = view.modifier(.flexibleFrame(FlexibleFrame(minWidth: pick(), idealWidth: pick(), maxWidth: pick(), minHeight: pick(), idealHeight: pick(), maxHeight: pick())))
            view = SceneView(.vStack(StackView(spacing: pick(), children: [view, SceneView(.spacer(minLength: pick())), SceneView(.text(TextView("x", font: .system(size: pick()))))])), modifiers: [.opacity(pick()), .ignoresSafeArea()])
            let l = ViewLayout(root: view, screen: Screen(size: Size(width: hostile[round % hostile.count], height: 874), shape: .rectangle), safeArea: EdgeInsets(top: .nan, leading: -4, bottom: .infinity, trailing: 1e300))
            for node in l.nodes {
                for v in [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height] { XCTAssertTrue(v.isFinite, "round \(round): \(node.sourcePath) \(node.frame)") }
                if let corners = node.geometry?.corners { XCTAssertTrue(corners.radii.clockwise.allSatisfy(\.isFinite)) }
            }
            for case .fill(let outline, _, _) in l.drawing {
                XCTAssertTrue(outline.elements.allSatisfy { element in
                    switch element {
                    case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
                    case .curve(let a, let b, let p): return [a, b, p].allSatisfy { $0.x.isFinite && $0.y.isFinite }
                    case .close: return true
                    }
                })
            }
        }
    }

    func testEmptyStacksAndDeepNesting() {
        XCTAssertEqual(ViewLayout.size(of: SceneView(.vStack(StackView(children: []))), proposal: ProposedSize(width: 100, height: 100)), .zero)
        XCTAssertEqual(ViewLayout.size(of: SceneView(.zStack(children: [])), proposal: .unspecified), .zero)
        // 64 nested stacks, each with a spacer, a text and the next: the flexibility probes must not
        // multiply (3 probes per level would be 3^64 measurements without the cache).
        var view = box(10, 10)
        for i in 0..<64 {
            view = SceneView(i % 2 == 0 ? .vStack(StackView(children: [SceneView(.spacer(minLength: nil)), SceneView(.text(TextView("level"))), view])) : .hStack(StackView(children: [view, SceneView(.spacer(minLength: nil))])), modifiers: [.padding(EdgeInsetsValue(all: 1))])
        }
        let start = Date()
        let l = ViewLayout(root: view, screen: screen, safeArea: iPhone16ProSafeArea)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertTrue(l.nodes.allSatisfy(\.isLaidOut))
        // Deeper than the limit: laid out up to it, the rest reported with a zero frame, no trap.
        var deep = box(5, 5)
        for _ in 0..<(ViewLayout.maximumDepth + 50) { deep = SceneView(.zStack(children: [deep])) }
        let d = ViewLayout(root: deep, screen: screen)
        XCTAssertEqual(d.nodes.count, ViewLayout.maximumDepth + 51)
        XCTAssertEqual(d.nodes.filter { !$0.isLaidOut }.count, 50)
    }

    /// The stacks' shared probes (a child's length along the axis proposed with the dimension it
    /// ignores unspecified, `LayoutEngine.length`) lay out every tree exactly as probes made as
    /// proposed do: random trees, the generated scale scenes and every preset.
    func testSharedProbesLayOutAsProbesMadeAsProposed() throws {
        var g = SeededGenerator(seed: 14)
        for n in 0..<400 {
            let root = randomView(&g, depth: 5)
            let shared = ViewLayout(root: root, screen: screen, sharingProbes: true)
            let exact = ViewLayout(root: root, screen: screen, sharingProbes: false)
            XCTAssertTrue(shared == exact, "random tree \(n) lays out differently with shared probes")
        }
        for views in [100, 1_000] {
            let document = SceneDocument.scaleScene(views: views)
            let parameters = document.parameterValues()
            XCTAssertTrue(
                ViewLayout(root: document.root, screen: document.screen, parameters: parameters, sharingProbes: true)
                    == ViewLayout(root: document.root, screen: document.screen, parameters: parameters, sharingProbes: false),
                "the \(views)-view scale scene lays out differently with shared probes")
        }
        for id in Presets.documentIDs {
            let document = try FormatSupport.preset(id).document
            let parameters = document.parameterValues()
            XCTAssertTrue(
                ViewLayout(root: document.root, screen: document.screen, parameters: parameters, sharingProbes: true)
                    == ViewLayout(root: document.root, screen: document.screen, parameters: parameters, sharingProbes: false),
                "preset \(id) lays out differently with shared probes")
        }
    }

    /// What `ProposalIndependence` claims holds: where a view's width is said to ignore the
    /// proposed height, every height (0, a length, a billion, ∞, unspecified) answers the same
    /// width, and the converse; and heights that do depend on the width occur too (a wrapping text),
    /// so the check means something. (No view of the format answers a width that depends on the
    /// proposed height: an aspect ratio would be the first.)
    func testProposalIndependenceHoldsForEveryProposal() {
        var g = SeededGenerator(seed: 9)
        let lengths: [Double?] = [0, 3, 57, 180, 1e9, .infinity, nil]
        var claims = (width: 0, height: 0, heightDepends: 0, varying: 0)
        for n in 0..<300 {
            let root = randomView(&g, depth: 4)
            var engine = LayoutEngine(
                root: root, parameters: [:], direction: .leftToRight, measurer: EstimatedTextMeasurer(),
                screenBounds: Rect(x: 0, y: 0, width: 402, height: 874), safeArea: Rect(x: 0, y: 0, width: 402, height: 874))
            let claim = engine.independence[0]
            if claim.widthIgnoresHeight { claims.width += 1 }
            if claim.heightIgnoresWidth { claims.height += 1 }
            if !claim.heightIgnoresWidth { claims.heightDepends += 1 }
            for fixed in lengths {
                let widths = Set(lengths.map { engine.size(0, proposal: ProposedSize(width: fixed, height: $0), environment: LayoutEnvironment()).width })
                let heights = Set(lengths.map { engine.size(0, proposal: ProposedSize(width: $0, height: fixed), environment: LayoutEnvironment()).height })
                if claim.widthIgnoresHeight { XCTAssertEqual(widths.count, 1, "tree \(n): width at \(String(describing: fixed)) varies with the height: \(widths)") }
                if claim.heightIgnoresWidth { XCTAssertEqual(heights.count, 1, "tree \(n): height at \(String(describing: fixed)) varies with the width: \(heights)") }
                if heights.count > 1 { claims.varying += 1 }
            }
        }
        XCTAssertGreaterThan(claims.width, 20)
        XCTAssertGreaterThan(claims.height, 20)
        XCTAssertGreaterThan(claims.heightDepends, 20)
        XCTAssertGreaterThan(claims.varying, 0)
    }

    func testTenThousandViewsLayOutQuickly() {
        // The root, 99 rows, each an HStack of 100 texts and shapes: 10,000 views.
        let rows = (0..<99).map { r in
            SceneView(.hStack(StackView(spacing: 2, children: (0..<100).map { i in
                i % 3 == 0 ? SceneView(.text(TextView("t\(r)-\(i)"))) : SceneView(.shape(ShapeView(.concentricRectangle(ConcentricRectangleOf()))), modifiers: [.flexibleFrame(FlexibleFrame(minWidth: 2, maxWidth: .infinity))])
            })))
        }
        let root = SceneView(.vStack(StackView(spacing: 0, children: rows)))
        XCTAssertEqual(root.viewCount, 10_000)
        let start = Date()
        let l = ViewLayout(root: root, screen: screen, safeArea: iPhone16ProSafeArea)
        let elapsed = Date().timeIntervalSince(start)
        print("10,000-view layout: \(String(format: "%.3f", elapsed)) s")
        XCTAssertEqual(l.nodes.count, 10_000)
        XCTAssertLessThan(elapsed, 20)
    }
}
