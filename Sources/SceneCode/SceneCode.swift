// The one place a scene becomes code: `concentric code` prints it and the playground's Copy as
// SwiftUI / Copy as HTML put it on the clipboard, so the two cannot drift apart.
import ConcentricScene

/// A language `concentric code --lang` writes and the playground copies.
public enum CodeLanguage: String, CaseIterable, Sendable, Hashable {
    case swiftui, html

    /// The name menus show ("Copy as SwiftUI").
    public var title: String {
        switch self {
        case .swiftui: "SwiftUI"
        case .html: "HTML"
        }
    }
}

/// `SwiftUICode` or `HTMLCode` for a scene file, named as the command line names it.
public enum SceneCode {
    /// The code for `file` in `language`.
    ///
    /// - `file`: the scene with its parameters' defaults at the values the code starts from (the
    ///   SwiftUI `@State` properties' initial values).
    /// - `stem`: the preset id or file name, for a file without an id (the SwiftUI struct's name,
    ///   the HTML page's title without a scene title).
    /// - `layout`: `file.document` laid out with the renderer's text measurer (the caller has
    ///   Pango; this module does not): the radii SwiftUI publishes for concentric containers, and
    ///   the boxes HTML draws (at the moment of its animation the page should show).
    public static func text(_ language: CodeLanguage, file: SceneFile, stem: String, layout: ViewLayout) -> String {
        switch language {
        case .swiftui:
            SwiftUICode(document: file.document, layout: layout)
                .file(typeName: SwiftUICode.typeName(for: file.id ?? stem), title: file.title, summary: file.summary)
        case .html:
            HTMLCode(layout: layout).file(title: file.title ?? stem)
        }
    }
}
