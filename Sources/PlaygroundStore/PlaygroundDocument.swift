// What the canvas shows: the playground generated from the controls, or a loaded scene.
import ConcentricCore
import ConcentricScene
import Foundation

/// The open document. A preset or a file carries the scene it was loaded with, so drawing a
/// frame never reads the disk; the controls that generate cards apply to `playground` only.
public enum PlaygroundDocument: Sendable, Hashable {
    /// Nested cards generated from the controls (`Scene.nestedCards`).
    case playground
    /// A bundled preset, by id.
    case preset(id: String, scene: Scene)
    /// A scene file the user opened.
    case file(URL, scene: Scene)

    /// The loaded scene, or nil for the generated playground.
    public var loadedScene: Scene? {
        switch self {
        case .playground: nil
        case .preset(_, let scene), .file(_, let scene): scene
        }
    }

    /// The document's own inset: the padding of its first card (in drawing order) whose padding
    /// is the same on all four edges, or nil when no card has one. The inset control stands for
    /// every card with exactly this padding (`withInset`).
    public var inset: Double? { loadedScene.flatMap(PlaygroundDocument.firstUniformPadding) }

    /// `scene` with `inset` as the padding of every card whose padding is `own` on all edges.
    static func withInset(_ inset: Double, replacing own: Double, in scene: Scene) -> Scene {
        var scene = scene
        func apply(_ card: inout Card) {
            if card.frame.padding == EdgeInsets(all: own) { card.frame.padding = EdgeInsets(all: inset) }
            for i in card.children.indices { apply(&card.children[i]) }
        }
        for i in scene.cards.indices { apply(&scene.cards[i]) }
        return scene
    }

    private static func firstUniformPadding(in scene: Scene) -> Double? {
        var stack = Array(scene.cards.reversed())
        while let card = stack.popLast() {
            let p = card.frame.padding
            if p == EdgeInsets(all: p.top) { return p.top }
            stack.append(contentsOf: card.children.reversed())
        }
        return nil
    }

    /// Whether the corner, uniformity, depth and container controls apply.
    public var isPlayground: Bool { self == .playground }

    /// The window subtitle: "Playground", the preset's title (or id), or the file's name.
    public var title: String {
        switch self {
        case .playground: "Playground"
        case .preset(let id, let scene): scene.title ?? id
        case .file(let url, _): url.lastPathComponent
        }
    }
}
