// Version 1 → version 2: a tree of cards becomes the view tree that lays out to the same frames
// and radii (tested for every old v1 preset against the v1 layout engine, which the tests keep as
// a reference: Tests/ConcentricSceneTests/V1ReferenceLayout.swift).
import ConcentricCore

extension SceneFile {
    /// A v1 scene as a v2 file (`sourceVersion` 1). The meaning is kept:
    /// - the root is a ZStack ignoring the safe area (v1 cards are placed in the whole screen), with
    ///   the v1 background first as a view filling it;
    /// - every card is a view (see `SceneDocument.view(converting:)`), its shape keeping v1's curve
    ///   (a v1 rounded shape without `style` is circular, as v1 documented, though v2's default is
    ///   Apple's continuous one).
    /// The device's safe area is looked up in `devices` (the bundled catalogue when nil).
    init(converting scene: SceneFileV1.Scene, devices: DeviceCatalog? = nil) {
        var children: [SceneView] = []
        if let background = scene.background { children.append(SceneView(.fill(background))) }
        for card in scene.cards { children.append(SceneDocument.view(converting: card)) }
        let root = SceneView(.zStack(children: children), modifiers: [.ignoresSafeArea()])
        let catalog = devices ?? (try? DeviceCatalog.bundled())
        let device = scene.screen.device.flatMap { catalog?.device(id: $0) }
        let safeArea = device.map(\.safeArea) ?? EdgeInsets()
        self.init(
            id: scene.id, title: scene.title, summary: scene.summary,
            document: SceneDocument(screen: scene.screen, safeArea: safeArea, direction: scene.direction, root: root),
            sourceVersion: 1)
    }
}

extension SceneDocument {
    /// Paint that draws nothing: a card without a fill still has its shape (for `layout` and the
    /// annotations), so it gets a transparent background instead of none.
    static let clearFill = Fill.solid(.black, opacity: 0)

    /// A v1 card as a view. v1's frame rule is `.padding(p).frame(width: w, height: h, alignment: a)`
    /// read as "a w × h region aligned in the parent, inset by p"; in SwiftUI's terms:
    ///
    ///     body                                      fills what it is proposed
    ///       .containerShape(shape)                  when the card publishes its shape
    ///       .background(fill, in: shape)            outside the containerShape: resolves against the parent's
    ///       .name(name)                             the frame and geometry `layout` reports
    ///       .padding(p)
    ///       .frame(width: w, height: h)             when either is given
    ///       .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: a)
    ///                                               the parent's frame, the region aligned in it
    ///
    /// The body is the card's shape filled (a leaf without a label), else a ZStack of the label and the
    /// children, each of which fills the card's frame as top-level cards fill the screen. The frames
    /// are `fillingTheProposal`: exactly the size proposed, never the children's, so a padding wider
    /// than its parent leaves the card empty as v1 did, instead of growing it (SwiftUI's padding
    /// answers the child plus the insets).
    static func view(converting card: SceneFileV1.Card) -> SceneView {
        let shape = viewShape(converting: card.shape)
        var modifiers: [ViewModifier] = []
        let content: ViewContent
        if card.children.isEmpty, card.label == nil {
            content = .shape(ShapeView(shape, fill: card.fill ?? clearFill))
        } else {
            var children: [SceneView] = []
            if let label = card.label { children.append(view(converting: label)) }
            children += card.children.map { view(converting: $0) }
            content = .zStack(children: children)
            modifiers.append(.flexibleFrame(fillingTheProposal()))
            if card.publishesShape { modifiers.append(.containerShape(shape)) }
            modifiers.append(.background(.fill(card.fill ?? clearFill), in: shape))
        }
        if let name = card.name { modifiers.append(.name(name)) }
        let rule = card.frame
        if rule.padding != EdgeInsets() { modifiers.append(.padding(insets(rule.padding))) }
        if rule.width != nil || rule.height != nil {
            modifiers.append(.frame(width: rule.width.map(Number.literal), height: rule.height.map(Number.literal)))
        }
        // Always: a v1 card takes its parent's frame whatever its padding adds up to.
        modifiers.append(.flexibleFrame(fillingTheProposal(alignment: rule.alignment)))
        return SceneView(content, modifiers: modifiers)
    }

    /// A v1 label: text of the label's size and weight, wrapped in the card's frame inset by the
    /// label's padding and aligned there (v1 aligned the lines the same way).
    static func view(converting label: SceneFileV1.Label) -> SceneView {
        let lines: TextAlignment = switch label.alignment.horizontalFraction {
        case 0: .leading
        case 1: .trailing
        default: .center
        }
        let text = TextView(label.text, font: .system(size: .literal(label.size), weight: label.weight), color: .rgb(label.color), alignment: lines)
        var modifiers: [ViewModifier] = [.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: label.alignment))]
        if label.padding != EdgeInsets() { modifiers.append(.padding(insets(label.padding))) }
        return SceneView(.text(text), modifiers: modifiers)
    }

    /// `frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)`: with both
    /// bounds a flexible frame answers the proposal itself, whatever its child answers.
    static func fillingTheProposal(alignment: FrameAlignment = .center) -> FlexibleFrame {
        FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: alignment)
    }

    static func insets(_ e: EdgeInsets) -> EdgeInsetsValue {
        EdgeInsetsValue(top: .literal(e.top), leading: .literal(e.leading), bottom: .literal(e.bottom), trailing: .literal(e.trailing))
    }

    /// A v1 card shape as a view shape, its curve kept.
    static func viewShape(converting shape: SceneFileV1.CardShape) -> ViewShape {
        switch shape {
        case .concentric(let rectangle): return .concentricRectangle(rectangle.map(Number.literal))
        case .fixed(let fixed): return .plain(fixed.map(Number.literal))
        }
    }
}
