// Imports a SwiftUI file: picks the view to preview, evaluates its body syntactically (no code
// runs), and answers the scene it draws. The walk itself is in Views.swift, Modifiers.swift,
// Values.swift, Styles.swift, Shapes.swift and Animation.swift, as extensions of `Importer`.
internal import JSONText
internal import SwiftParser
internal import SwiftSyntax

/// The importer's entry point.
public enum SwiftUIImporter {
    /// The scene a `.swift` file previews: `preview` names a `#Preview("NAME")` by its title or a
    /// view struct by its type; without it the first preview, else the one view struct that can
    /// be built with no arguments.
    public static func importFile(at path: String, preview: String? = nil) -> Result<ImportedScene, ImportFailure> {
        let bytes: [UInt8]
        do throws(ReadProblem) { bytes = try readSourceFile(path) } catch {
            return .failure(ImportFailure(errors: [SourceMessage(place: SourcePlace(file: path, line: 1, column: 1), message: "cannot read (\(error.reason))")]))
        }
        return importSource(bytes, named: path, preview: preview, siblings: { siblingSourceFiles(of: path) })
    }

    /// Parses `bytes` with the toolchain's parser and nothing else, answering the tree's node
    /// count: the floor under an import's time, for `concentric-bench import`.
    public static func parseOnly(_ bytes: [UInt8]) -> Int {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return tree.totalLength.utf8Length
    }

    /// Imports source text; `siblings` lists the other files whose views it may use.
    public static func importSource(_ bytes: [UInt8], named name: String, preview: String? = nil, siblings: () -> [String] = { [] }) -> Result<ImportedScene, ImportFailure> {
        let file = ParsedFile(name: name, bytes: bytes)
        let errors = file.syntaxErrors()
        guard errors.isEmpty else { return .failure(ImportFailure(errors: errors)) }
        var importer = Importer(main: file, siblings: siblings())
        do throws(ImportFailure) {
            return .success(try importer.run(preview: preview))
        } catch {
            return .failure(error)
        }
    }
}

/// The state of one import: what was read, what was said, what the scene declares.
struct Importer {
    /// The most views a scene may hold and how deep they may nest (the scene format's limits).
    static let maximumViews = 10_000
    static let maximumDepth = 64

    let main: ParsedFile
    private var siblingPaths: [String]
    private var siblingsRead = false
    /// The view structs read so far, by name.
    private var declared: [String: ViewDeclaration] = [:]
    private var previews: [PreviewDeclaration] = []
    private(set) var usedFiles: [String]
    private var warned: Set<String> = []
    private(set) var warnings: [SourceMessage] = []
    /// The scene's parameters: the previewed view's `@State` numbers, in declaration order.
    var parameters: [(name: String, value: Double)] = []
    var animation: JSONValue?
    /// The first custom view the preview made: the scene's title when the preview has none.
    var previewedView: String?
    /// Where each scene parameter's `@State` default is written (a literal), by its name:
    /// "Set as Default" writes a slider's value there.
    var parameterAnchors: [EditAnchor] = []
    /// How deeply evaluation has recursed (expressions, views, bindings): a bound on hostile input.
    var nesting = 0
    var viewsMade = 0

    init(main: ParsedFile, siblings: [String]) {
        self.main = main
        self.siblingPaths = siblings
        self.usedFiles = [main.name]
        let found = declarations(in: main)
        for view in found.views where declared[view.name] == nil { declared[view.name] = view }
        previews = found.previews
    }

    /// A warning once per place and text.
    mutating func warn(_ message: String, at node: some SyntaxProtocol, in file: ParsedFile) {
        warn(message, at: file.place(of: node))
    }

    mutating func warn(_ message: String, at place: SourcePlace) {
        guard warned.insert("\(place)\u{0}\(message)").inserted else { return }
        warnings.append(SourceMessage(place: place, message: message))
    }

    /// The view struct called `name`: the main file's, else one in the folder's other files
    /// (read once, the first time a name is not found).
    mutating func viewDeclaration(_ name: String) -> ViewDeclaration? {
        if let view = declared[name] { return view }
        guard !siblingsRead else { return nil }
        siblingsRead = true
        for path in siblingPaths {
            guard let bytes = try? readSourceFile(path) else { continue }
            let file = ParsedFile(name: path, bytes: bytes)
            // A sibling that does not parse is someone else's work in progress: its views are
            // used only when they parse.
            guard file.syntaxErrors().isEmpty else { continue }
            for view in declarations(in: file).views where declared[view.name] == nil { declared[view.name] = view }
        }
        return declared[name]
    }

    mutating func noteUse(of declaration: ViewDeclaration) {
        if !usedFiles.contains(declaration.file.name) { usedFiles.append(declaration.file.name) }
    }

    /// The titles `--preview` matches, for listings: the previews, then the views buildable with
    /// no arguments.
    var candidates: [String] {
        previewTitles + declared.values.filter { $0.file === main && $0.isBuildableWithoutArguments }.sorted { $0.place.line < $1.place.line }.map(\.name)
    }

    /// Each preview's title: its own, else "Preview N" by its place among the file's previews.
    var previewTitles: [String] {
        previews.enumerated().map { index, preview in preview.title ?? "Preview \(index + 1)" }
    }

    mutating func run(preview name: String?) throws(ImportFailure) -> ImportedScene {
        let start = SourcePlace(file: main.name, line: 1, column: 1)
        var roots: [ViewNode]
        var title: String
        let scope = Scope(parent: nil, owner: nil, file: main)
        if let name {
            if let index = previewTitles.firstIndex(of: name) {
                let preview = previews[index]
                roots = previewViews(preview, scope: scope)
                title = name
            } else if let view = viewDeclaration(name) {
                roots = inline(view, arguments: [], trailing: [], callScope: scope, at: view.place)
                title = name
            } else {
                throw ImportFailure(errors: [SourceMessage(place: start, message: "no preview or view named \"\(name)\"")], candidates: candidates)
            }
        } else if let preview = previews.first {
            roots = previewViews(preview, scope: scope)
            title = preview.title ?? previewedView ?? "Preview"
        } else {
            let buildable = declared.values.filter { $0.file === main && $0.isBuildableWithoutArguments }
            guard buildable.count == 1, let view = buildable.first else {
                let message = buildable.isEmpty ? "no #Preview, and no View that can be built without arguments"
                    : "no #Preview, and more than one View to preview: name one with --preview"
                throw ImportFailure(errors: [SourceMessage(place: start, message: message)], candidates: candidates)
            }
            roots = inline(view, arguments: [], trailing: [], callScope: scope, at: view.place)
            title = view.name
        }
        if roots.count > 1 {
            warn("the preview shows \(roots.count) views: they are laid out in a VStack", at: roots[0].place)
            roots = [ViewNode("VStack", children: roots, childField: "children", place: roots[0].place)]
        }
        guard let root = roots.first else {
            throw ImportFailure(errors: [SourceMessage(place: start, message: "the preview shows no view")], candidates: candidates)
        }
        guard root.viewCount <= Self.maximumViews else {
            throw ImportFailure(errors: [SourceMessage(place: root.place, message: "the preview has \(root.viewCount) views; a scene holds at most \(Self.maximumViews)")])
        }
        guard root.depth <= Self.maximumDepth else {
            throw ImportFailure(errors: [SourceMessage(place: root.place, message: "views nest \(root.depth) deep; a scene nests at most \(Self.maximumDepth)")])
        }
        var sources: [(path: [Int], place: SourcePlace)] = []
        // A parameter's default is no view's: path [] and modifier -1, its name as the argument.
        var anchors: [JSONValue] = []
        let rootJSON = root.json(path: [], sources: &sources, anchors: &anchors)
        anchors += parameterAnchors.flatMap { $0.json(path: [], modifier: -1) }
        var scene: [(String, JSONValue)] = [("version", .number(2)), ("title", .string(title)), ("device", .string("iphone-16-pro"))]
        if !parameters.isEmpty {
            scene.append(("parameters", .object(parameters.map { ($0.name, .number($0.value)) })))
        }
        if let animation { scene.append(("animation", animation)) }
        scene.append(("root", rootJSON))
        return ImportedScene(scene: .object(scene), warnings: warnings, sources: sources, anchors: anchors, previews: previewTitles, files: usedFiles)
    }

    /// A preview's views: its `@Previewable @State` numbers become parameters.
    mutating func previewViews(_ preview: PreviewDeclaration, scope: Scope) -> [ViewNode] {
        views(in: preview.statements, scope: scope, promotingState: true)
    }

    /// Declares a parameter for a previewed `@State` number (a name used twice keeps the first),
    /// its default held to the coordinate limit, warned at `place`.
    mutating func declareParameter(_ name: String, value: Double, at place: SourcePlace) -> NumberExpression {
        var value = value
        if !(value.isFinite && abs(value) <= 1_000_000) {
            warn("\(name)'s default is beyond the limit of ±1000000 pt; using the limit", at: place)
            value = value.isNaN ? 0 : (value < 0 ? -1_000_000 : 1_000_000)
        }
        if !parameters.contains(where: { $0.name == name }) { parameters.append((name, value)) }
        return .parameter(name)
    }
}
