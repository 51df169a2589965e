// The one scene document the playground edits: the scene file, where it came from, and whether
// it has changes that are not saved; the two templates New offers.
import ConcentricCore
import ConcentricScene
import Foundation

/// Where the open document came from, which decides what Save does and what the title says.
public enum DocumentOrigin: Sendable, Hashable {
    /// Made by New from a template: Save asks where (Save As).
    case untitled
    /// An untitled copy of the bundled preset with this id (a preset is never written over).
    case preset(String)
    /// This scene file: Save writes it, and it is watched for changes on disk.
    case file(URL)
    /// A preview of this SwiftUI source file: nothing is ever written over it (Save asks for a
    /// scene file), and changes to it show as a preview's state, never as unsaved changes.
    case swiftSource(URL)
}

/// The open document. `file` is the truth the canvas, the layer list and Save read; only edits
/// (`SceneDocument.applying`, a device or direction pick) change it. Whether it is modified is
/// not a flag to keep in step: it is `file` compared with the file as last opened or saved
/// (`savedFile`), so undoing back to the saved text clears the mark, as editors do.
public struct EditorDocument: Sendable, Hashable {
    /// The scene file as edited (its id, title and description are kept by Save).
    public var file: SceneFile
    /// Where it came from (a successful Save As makes it a file).
    public private(set) var origin: DocumentOrigin
    /// The file as last opened, created or saved; nil for a document recovered from an autosave,
    /// which differs from anything on disk until it is saved.
    public private(set) var savedFile: SceneFile?
    /// The file was deleted or renamed away by another program: what the window holds is the
    /// only copy, so a scene document is unsaved work and Save asks where (`saveURL`).
    public private(set) var fileIsGone = false

    public init(file: SceneFile, origin: DocumentOrigin, savedFile: SceneFile?) {
        self.file = file
        self.origin = origin
        self.savedFile = savedFile
    }

    /// A document as opened or created: unmodified.
    public init(opened file: SceneFile, origin: DocumentOrigin) {
        self.init(file: file, origin: origin, savedFile: file)
    }

    /// The scene.
    public var scene: SceneDocument { file.document }

    /// Whether there are changes that Save would write (closing, opening or creating asks first).
    /// A `.swift` document never is: what the window changes is the preview's state, which the
    /// source does not hold, so there is nothing to save over it or to autosave.
    public var isModified: Bool { isSwiftSource ? false : savedFile != file || fileIsGone }

    /// Whether this is a preview of SwiftUI source, shown read-only (its structure and values
    /// are the source's: the user edits the file).
    public var isSwiftSource: Bool {
        if case .swiftSource = origin { return true }
        return false
    }

    /// The SwiftUI source file previewed, or nil.
    public var swiftSourceURL: URL? {
        if case .swiftSource(let url) = origin { return url }
        return nil
    }

    /// The file Save writes without asking, and the one watched for changes; nil when untitled.
    public var fileURL: URL? {
        if case .file(let url) = origin { return url }
        return nil
    }

    /// The file Save writes without asking: the document's file while it is on disk, else nil
    /// (Save asks where, as Save As).
    public var saveURL: URL? { fileIsGone ? nil : fileURL }

    /// The file went away (`true`) or is back where it was (`false`).
    public mutating func setFileIsGone(_ gone: Bool) {
        fileIsGone = gone
    }

    /// The document's name: the file's name, a preset copy's title (or id), or "Untitled" (an
    /// English message marked for translation: the window passes `tr`, and for a preset's title
    /// its own catalogue context).
    public func name(_ translate: (String) -> String = { $0 }, presetTitle: (String) -> String = { $0 }) -> String {
        switch origin {
        case .untitled: translate(N_("Untitled"))
        case .preset(let id): file.title.map(presetTitle) ?? id
        case .file(let url), .swiftSource(let url): url.lastPathComponent
        }
    }

    /// The window's title: the name, after a bullet while modified (`• card.json`).
    public func windowTitle(_ translate: (String) -> String = { $0 }, presetTitle: (String) -> String = { $0 }) -> String {
        let name = name(translate, presetTitle: presetTitle)
        return isModified ? "• " + name : name
    }

    /// A file name stem for exports and Save As, and the name `concentric` gives the same scene
    /// (a preset's id, a file's name without its extensions): "untitled" for a new document.
    public var stem: String {
        switch origin {
        case .untitled: "untitled"
        case .preset(let id): id
        case .swiftSource(let url): url.deletingPathExtension().lastPathComponent
        case .file(let url):
            FileNameStem.safe(url.lastPathComponent.hasSuffix(".concentric.json")
                ? String(url.lastPathComponent.dropLast(".concentric.json".count))
                : url.deletingPathExtension().lastPathComponent)
        }
    }

    /// Saved to `url`: it is now that file, unmodified.
    public mutating func saved(to url: URL) {
        origin = .file(url)
        savedFile = file
        fileIsGone = false
    }
}

// MARK: - Templates

/// What New offers. Each makes an ordinary document, edited like any other.
public enum DocumentTemplate: Sendable, Hashable {
    /// The device's screen with nothing on it (an empty ZStack to add views to).
    case emptyScreen
    /// `SceneDocument.nestedCards`: the playground's generator, as a document.
    case nestedCards(NestedCardsTemplate)

    /// The document the playground starts with: three nested cards, as it always has.
    public static let standard = DocumentTemplate.nestedCards(NestedCardsTemplate())

    /// The template's scene file on `device`'s screen, laid out in `direction`.
    public func file(device: DeviceProfile, direction: LayoutDirection) -> SceneFile {
        let screen = Screen(device: device)
        switch self {
        case .emptyScreen:
            return SceneFile(document: SceneDocument(
                screen: screen, safeArea: device.safeArea, direction: direction, root: SceneView(.zStack(children: []))))
        case .nestedCards(let cards):
            let document = SceneDocument.nestedCards(
                screen: screen, safeArea: device.safeArea, depth: cards.depth, inset: cards.inset, corners: cards.corners.map(\.style),
                uniformity: cards.uniformity, direction: direction)
            return SceneFile(summary: "\(cards.depth) nested concentric cards, each inset by the parameter inset.", document: document)
        }
    }
}

/// The nested-cards template's settings (the New dialog's): values clamped to
/// `PlaygroundLimits` when set, as the dialog's controls are.
public struct NestedCardsTemplate: Sendable, Hashable {
    /// How many cards, in `PlaygroundLimits.depth`.
    public var depth: Int {
        get { storedDepth }
        set { storedDepth = PlaygroundLimits.depth.clamping(newValue) }
    }
    /// The default of the `inset` parameter every card's padding refers to, in `PlaygroundLimits.inset`.
    public var inset: Double {
        get { storedInset }
        set { storedInset = PlaygroundLimits.inset.clamping(newValue, nanFallback: storedInset) }
    }
    /// Each card's corner styles.
    public var corners: LogicalCorners<CornerSetting>
    /// Which corners share a radius.
    public var uniformity: Uniformity

    private var storedDepth = 3
    private var storedInset = 8.0

    /// Three concentric cards inset 8 pt (the sample card's inset), no uniform groups.
    public init(
        depth: Int = 3, inset: Double = 8, corners: LogicalCorners<CornerSetting> = LogicalCorners(all: CornerSetting(kind: .concentric, value: 8)),
        uniformity: Uniformity = .none
    ) {
        self.corners = corners
        self.uniformity = uniformity
        self.depth = depth
        self.inset = inset
    }
}

// MARK: - Parameters

extension SceneDocument {
    /// The parameter the scene's animation drives, when the scene declares it (the reader and
    /// the edits see that it does), else nil.
    public var animatedParameter: SceneParameter? {
        guard let animated = animation?.parameter else { return nil }
        return parameters.first { $0.name == animated }
    }

    /// The scene's animation when it animates a declared parameter (what the playground plays), else nil.
    public var playedAnimation: ParameterAnimation? {
        guard let animation, animatedParameter != nil else { return nil }
        return animation
    }

    /// The scene with `values` as the defaults of the parameters they name (others unchanged), so
    /// that the document alone says what is shown: layout, export and the canvas read it as it is.
    func withParameterDefaults(_ values: [String: Double]) -> SceneDocument {
        guard !values.isEmpty else { return self }
        var copy = self
        for i in copy.parameters.indices {
            if let value = values[copy.parameters[i].name] { copy.parameters[i].defaultValue = value }
        }
        return copy
    }
}
