// What the canvas shows: the playground generated from the controls, or a loaded scene.
import ConcentricCore
import ConcentricScene
import Foundation

/// The open document. A preset or a file carries the scene it was loaded with, so drawing a
/// frame never reads the disk; the controls that generate cards apply to `playground` only.
public enum PlaygroundDocument: Sendable, Hashable {
    /// Nested cards generated from the controls (`SceneDocument.nestedCards`).
    case playground
    /// A bundled preset, by id.
    case preset(id: String, file: SceneFile)
    /// A scene file the user opened (version 1 files arrive converted).
    case file(URL, file: SceneFile)

    /// The loaded scene file (its document and what it says about itself: saving keeps its id,
    /// title and description), or nil for the generated playground.
    public var loadedFile: SceneFile? {
        switch self {
        case .playground: nil
        case .preset(_, let file), .file(_, let file): file
        }
    }

    /// The loaded scene, or nil for the generated playground.
    public var loadedScene: SceneDocument? { loadedFile?.document }

    /// Whether the corner, uniformity, depth and container controls apply.
    public var isPlayground: Bool { self == .playground }

    /// A file name stem for exports, and the name `concentric` gives the same scene (a preset's
    /// id, a file's name without extension): "playground" for the generated cards.
    public var stem: String {
        switch self {
        case .playground: "playground"
        case .preset(let id, _): id
        case .file(let url, _): url.deletingPathExtension().lastPathComponent
        }
    }

    /// The window subtitle: "Playground", the preset's title (or id), or the file's name.
    public var title: String {
        switch self {
        case .playground: "Playground"
        case .preset(let id, let file): file.title ?? id
        case .file(let url, _): url.lastPathComponent
        }
    }
}

extension SceneDocument {
    /// The parameter the inset slider and the animation drive: the one the scene's animation
    /// animates when the scene declares it, else a parameter named `inset`, else nil (the slider
    /// has nothing to move).
    public var insetParameter: SceneParameter? {
        if let animated = animation?.parameter, let parameter = parameters.first(where: { $0.name == animated }) { return parameter }
        return parameters.first { $0.name == SceneDocument.nestedCardsInset }
    }

    /// The scene's animation when it animates `insetParameter` (what the playground plays), else nil.
    public var insetAnimation: ParameterAnimation? {
        guard let animation, animation.parameter == insetParameter?.name else { return nil }
        return animation
    }

    /// The scene with `value` as the default of `insetParameter` (no change without one), so that
    /// the document alone says what is shown: layout, export and save read it as it is.
    func withInsetDefault(_ value: Double) -> SceneDocument {
        guard let name = insetParameter?.name else { return self }
        var copy = self
        for i in copy.parameters.indices where copy.parameters[i].name == name { copy.parameters[i].defaultValue = value }
        return copy
    }
}
