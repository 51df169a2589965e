// Each construct the importer understands, with its SwiftUI source here, read in process: the
// scene it makes (as the compact JSON the helper prints), what it warns, and that the scene
// reader accepts it.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import SwiftUIImport
import XCTest

final class ConstructTests: XCTestCase {
    func failing(_ source: String, preview: String? = nil) -> ImportFailure? {
        if case .failure(let failure) = SwiftUIImporter.importSource(Array(source.utf8), named: "Card.swift", preview: preview) { return failure }
        return nil
    }

    func testStateNumbersBecomeParametersAndExpressionsStayLive() throws {
        let imported = try importing(preview("""
            VStack(spacing: inset * 2) {
                Text("A").padding(max(8, inset))
                Color.blue.frame(height: cornerRadius - inset)
            }
            """, state: "@State private var inset: CGFloat = 8\n    @State var cornerRadius = 40.0"))
        XCTAssertTrue(imported.envelope.contains(##""parameters":{"inset":8,"cornerRadius":40}"##), imported.envelope)
        XCTAssertTrue(imported.envelope.contains(##""spacing":{"expr":"inset * 2"}"##))
        XCTAssertTrue(imported.envelope.contains(##""padding":{"expr":"max(8, inset)"}"##))
        XCTAssertTrue(imported.envelope.contains(##""height":{"expr":"cornerRadius - inset"}"##))
        XCTAssertEqual(imported.warnings, [])
    }

    func testCustomViewsAreInlinedAndNamed() throws {
        let imported = try importing("""
            import SwiftUI
            struct Card<Content: View>: View {
                var radius: CGFloat = 20
                let tint: Color
                @ViewBuilder let content: () -> Content
                var body: some View {
                    content()
                        .padding(radius / 2)
                        .background(tint, in: .rect(cornerRadius: radius))
                }
            }
            struct Demo: View {
                var title: some View { Text("Title").font(.headline) }
                @ViewBuilder func row(_ text: String, size: CGFloat) -> some View {
                    Text(text).font(.system(size: size, weight: .bold))
                }
                var body: some View {
                    Card(tint: .orange) {
                        VStack {
                            title
                            row("Row", size: 13)
                        }
                    }
                    .padding()
                }
            }
            #Preview { Demo() }
            """)
        let scene = imported.envelope
        XCTAssertTrue(scene.contains(##""padding":10"##), scene)
        XCTAssertTrue(scene.contains(##""background":{"fill":"#FF9500","in":{"RoundedRectangle":{"cornerRadius":20}}}},{"name":"Card"},{"padding":16}"##), scene)
        XCTAssertTrue(scene.contains(##""font":{"size":13,"weight":"bold"}"##))
        XCTAssertTrue(scene.contains(##"{"name":"Demo"}"##))
        XCTAssertEqual(imported.warnings, [])
    }

    func testConditionsLoopsAndGroups() throws {
        let imported = try importing(preview("""
            VStack {
                if #available(iOS 26, *) { Text("new") } else { Text("old") }
                if inset > 10 { Text("wide") } else { Text("narrow") }
                ForEach(0..<3) { index in Text("Item \\(index)") }
                ForEach(["a", "b"], id: \\.self) { Text($0) }
                Group { Text("g1"); Text("g2") }
                Text(inset < 4 ? "small" : "big")
            }
            """, state: "@State var inset: CGFloat = 8"))
        let scene = imported.envelope
        for text in ["new", "narrow", "Item 0", "Item 2", "a", "b", "g1", "g2", "big"] {
            XCTAssertTrue(scene.contains(##""content":"\##(text)""##), "\(text) in \(scene)")
        }
        XCTAssertFalse(scene.contains("old"))
        XCTAssertFalse(scene.contains("Item 3"))
        XCTAssertTrue(imported.warnings.contains { $0.message.contains("does not follow the slider") && $0.place.line == 7 }, "\(imported.warnings)")
    }

    func testIfConfigIsEvaluatedForAnIOSDebugBuild() throws {
        let imported = try importing("""
            import SwiftUI
            struct Demo: View {
                #if os(macOS)
                var size: CGFloat = 1
                #else
                var size: CGFloat = 30
                #endif
                var body: some View {
                    Text("x")
                        .padding(size)
                    #if DEBUG
                        .opacity(0.5)
                    #else
                        .opacity(1)
                    #endif
                    #if canImport(UIKit) && swift(>=6)
                    Text("uikit")
                    #endif
                }
            }
            #Preview { Demo() }
            """)
        XCTAssertTrue(imported.envelope.contains(##""padding":30},{"opacity":0.5}"##), imported.envelope)
        XCTAssertTrue(imported.envelope.contains("uikit"))
    }

    func testShapeSpellings() throws {
        let imported = try importing(preview("""
            VStack {
                Color.red.clipShape(.rect(corners: .concentric(minimum: 12), isUniform: true))
                Color.red.clipShape(.rect(uniformTopCorners: .fixed(8), uniformBottomCorners: .concentric))
                Color.red.clipShape(.rect(cornerRadius: 12, style: .circular))
                Color.red.clipShape(.capsule)
                Color.red.clipShape(ContainerRelativeShape())
                ContainerRelativeShape().inset(by: 6).fill(.green)
                Circle().fill(Color(red: 1, green: 0.5, blue: 0))
            }
            """))
        let scene = imported.envelope
        XCTAssertTrue(scene.contains(##"{"clipShape":{"ConcentricRectangle":{"corners":{"concentric":{"minimum":12}},"isUniform":true}}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"ConcentricRectangle":{"uniformTopCorners":{"fixed":8},"uniformBottomCorners":"concentric"}}"##))
        XCTAssertTrue(scene.contains(##"{"RoundedRectangle":{"cornerRadius":12,"style":"circular"}}"##))
        XCTAssertTrue(scene.contains(##"{"clipShape":"Capsule"}"##))
        XCTAssertTrue(scene.contains(##"{"clipShape":"ContainerRelativeShape"}"##))
        XCTAssertTrue(scene.contains(##"{"ContainerRelativeShape":{"fill":"#34C759"},"modifiers":[{"padding":6}]}"##), scene)
        XCTAssertTrue(scene.contains(##"{"Circle":{"fill":"#FF8000"}}"##))
    }

    func testOlderSpellings() throws {
        let imported = try importing(preview("""
            VStack {
                Text("a").foregroundColor(.white).fontWeight(.semibold)
                Text("b").font(.title).bold()
                Color.blue.cornerRadius(10)
                Text("c").background(Color.yellow)
            }
            """))
        let scene = imported.envelope
        XCTAssertTrue(scene.contains(##"{"foregroundStyle":"#FFFFFF"},{"font":{"style":"body","weight":"semibold"}}"##), scene)
        XCTAssertTrue(scene.contains(##"{"font":{"style":"title","weight":"bold"}}"##))
        XCTAssertTrue(scene.contains(##"{"clipShape":{"RoundedRectangle":{"cornerRadius":10}}}"##))
        XCTAssertTrue(scene.contains(##"{"background":{"fill":"#FFCC00"}}"##))
    }

    /// Line limits and truncation modes, with the forms scenes cannot say warned.
    func testLineLimitsAndTruncationModes() throws {
        let imported = try importing(preview("""
            VStack {
                Text("a").lineLimit(2)
                Text("b").lineLimit(1, reservesSpace: true).truncationMode(.middle)
                Text("c").lineLimit(1...3)
                Text("d").lineLimit(nil)
                Text("e").truncationMode(.head)
            }
            """))
        let scene = imported.envelope
        XCTAssertTrue(scene.contains(##"{"Text":{"content":"a"},"modifiers":[{"lineLimit":2}]}"##), scene)
        XCTAssertTrue(scene.contains(##"[{"lineLimit":{"count":1,"reservesSpace":true}},{"truncationMode":"middle"}]"##), scene)
        XCTAssertTrue(scene.contains(##"{"Text":{"content":"c"},"modifiers":[{"lineLimit":3}]}"##), scene)
        XCTAssertTrue(scene.contains(##"{"Text":{"content":"d"}}"##), scene)
        XCTAssertTrue(scene.contains(##"[{"truncationMode":"head"}]"##), scene)
        let messages = imported.warnings.map(\.description)
        XCTAssertTrue(messages.contains("Card.swift:8:5: a range of line limits keeps its upper bound"), "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("Card.swift:9:5: .lineLimit(nil)") }, "\(messages)")
        XCTAssertEqual(messages.count, 2, "\(messages)")
    }

    func testWhatIsNotUnderstoodIsLocatedAndDrawn() throws {
        let imported = try importing(preview("""
            VStack {
                Map()
                ScrollView { Text("inside") }
                Text("x").blur(radius: 3)
                Color("Brand")
                Text("glass").glassEffect()
            }
            """))
        let messages = imported.warnings.map(\.description)
        XCTAssertTrue(messages.contains("Card.swift:6:5: Map is not supported"), "\(messages)")
        XCTAssertTrue(messages.contains("Card.swift:7:5: ScrollView is not supported: its content is laid out in a VStack"))
        XCTAssertTrue(messages.contains("Card.swift:8:5: blur is not supported"))
        XCTAssertTrue(messages.contains { $0.hasPrefix("Card.swift:9:5: asset colours") })
        XCTAssertTrue(messages.contains { $0.hasPrefix("Card.swift:10:5: glass is approximated") })
        XCTAssertTrue(imported.envelope.contains(##"{"Placeholder":{"label":"Map","source":"Card.swift:6:5"}}"##), imported.envelope)
        XCTAssertTrue(imported.envelope.contains(##"{"name":"ScrollView"}"##))
    }

    func testPreviewsAreChosenByTitleOrType() throws {
        let source = """
            import SwiftUI
            struct A: View { var body: some View { Text("A") } }
            struct B: View { var body: some View { Text("B") } }
            #Preview("First") { A() }
            #Preview("Second") {
                @Previewable @State var size: CGFloat = 4
                B().padding(size)
            }
            """
        XCTAssertTrue(try importing(source).envelope.contains(##""content":"A""##))
        let second = try importing(source, preview: "Second")
        XCTAssertTrue(second.envelope.contains(##""parameters":{"size":4}"##), second.envelope)
        XCTAssertEqual(second.previews, ["First", "Second"])
        XCTAssertTrue(try importing(source, preview: "B").envelope.contains(##""content":"B""##))
        let unknown = failing(source, preview: "C")
        XCTAssertEqual(unknown?.candidates, ["First", "Second", "A", "B"])
        let ambiguous = failing("import SwiftUI\nstruct A: View { var body: some View { Text(\"A\") } }\nstruct B: View { var body: some View { Text(\"B\") } }\n")
        XCTAssertEqual(ambiguous?.errors.first?.message, "no #Preview, and more than one View to preview: name one with --preview")
        XCTAssertEqual(ambiguous?.candidates, ["A", "B"])
    }

    func testSyntaxErrorsAreTheParsersOwnLocated() throws {
        let failure = failing("import SwiftUI\nstruct A: View {\n    var body: some View {\n        Text(\"A\"\n    }\n")
        let first = try XCTUnwrap(failure?.errors.first)
        XCTAssertEqual(first.place.file, "Card.swift")
        XCTAssertEqual(first.place.line, 4)
        XCTAssertTrue(first.message.contains("expected ')'"), first.message)
    }

    func testAnimationLoops() throws {
        let task = try importing(preview("""
            Color.red.padding(inset)
                .task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .milliseconds(500))
                        withAnimation(.snappy(duration: 0.4)) { inset = inset == 4 ? 16 : 4 }
                    }
                }
            """, state: "@State var inset: CGFloat = 4"))
        XCTAssertTrue(task.envelope.contains(##""animation":{"parameter":"inset","values":[4,16],"hold":0.5,"spring":{"snappy":{"duration":0.4}}}"##), task.envelope)
        let forever = try importing(preview("""
            Color.red.padding(inset)
                .onAppear { withAnimation(.easeInOut.repeatForever(autoreverses: false)) { inset = 30 } }
            """, state: "@State var inset: CGFloat = 10"))
        let wild = try importing(preview("""
            Color.red.padding(inset)
                .task {
                    while true {
                        try? await Task.sleep(for: .seconds(0))
                        withAnimation(.bouncy(duration: 0.5, extraBounce: 0.2)) { inset = inset == 4 ? 2e9 : 4 }
                    }
                }
            """, state: "@State var inset: CGFloat = 4"))
        XCTAssertFalse(wild.envelope.contains(##""animation""##), wild.envelope)
        XCTAssertEqual(wild.warnings.map(\.message), ["this animation is not played: an animated value is beyond the limit of ±1000000 pt"])
        XCTAssertTrue(forever.envelope.contains(##""animation":{"parameter":"inset","values":[10,30],"repeatForever":{"autoreverses":false},"curve":{"easeInOut":{"duration":0.35}}}"##), forever.envelope)
    }

    func testSourcesFollowViewPaths() throws {
        let imported = try importing(preview("""
            VStack {
                Text("a")
                Text("b").background { Color.red }
            }
            """))
        let places = imported.sources.map { "\($0.path) \($0.place.line):\($0.place.column)" }
        XCTAssertEqual(places, ["[] 5:9", "[0] 6:5", "[1] 7:5", "[1, 0] 7:28"])
    }

    func testViewsFromTheFoldersOtherFiles() throws {
        let folder = try temporaryFolder()
        try Data("import SwiftUI\nstruct Badge: View {\n    var text = \"new\"\n    var body: some View { Text(text).padding(4) }\n}\n".utf8)
            .write(to: folder.appendingPathComponent("Badge.swift"))
        let main = folder.appendingPathComponent("Card.swift")
        try Data("import SwiftUI\n#Preview { Badge(text: \"hot\") }\n".utf8).write(to: main)
        guard case .success(let imported) = SwiftUIImporter.importFile(at: main.path) else { return XCTFail("import failed") }
        XCTAssertTrue(imported.envelope.contains(##"{"Text":{"content":"hot"},"modifiers":[{"padding":4},{"name":"Badge"}]}"##), imported.envelope)
        XCTAssertEqual(imported.files, [main.path, folder.appendingPathComponent("Badge.swift").path])
    }
    func testBindingsPassTheParameterThrough() throws {
        let imported = try importing("""
            import SwiftUI
            struct Inner: View {
                @Binding var gap: CGFloat
                var body: some View { Color.red.padding(gap) }
            }
            #Preview {
                @Previewable @State var gap: CGFloat = 6
                Inner(gap: $gap)
            }
            """)
        XCTAssertTrue(imported.envelope.contains(##""parameters":{"gap":6}"##), imported.envelope)
        XCTAssertTrue(imported.envelope.contains(##"{"padding":{"param":"gap"}}"##))
    }

    func testPreviewProvidersAndEnvironmentDefaults() throws {
        let imported = try importing("""
            import SwiftUI
            struct Demo: View {
                @Environment(\\.colorScheme) var scheme
                @Environment(\\.accessibilityReduceMotion) var reduceMotion
                var body: some View {
                    Text(scheme == .dark ? "dark" : "light").opacity(reduceMotion ? 0.5 : 1)
                }
            }
            struct Demo_Previews: PreviewProvider {
                static var previews: some View { Demo() }
            }
            """)
        XCTAssertTrue(imported.envelope.contains(##"{"Text":{"content":"light"},"modifiers":[{"opacity":1},{"name":"Demo"}]}"##), imported.envelope)
        XCTAssertEqual(imported.warnings, [])
    }

    func testViewsAndModifierForms() throws {
        let imported = try importing(preview("""
            ZStack(alignment: .topLeading) {
                HStack(alignment: .bottom, spacing: 4) {
                    Image(systemName: "star.fill")
                    Spacer(minLength: 12)
                    Divider()
                    Label("Title", systemImage: "bolt").labelStyle(.iconOnly)
                    Button("Go", systemImage: "play") {}
                    Button { } label: { Text("Custom") }
                }
                .padding(.horizontal, 10)
                .padding([.top, .bottom], 3)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                .frame(minWidth: 10, maxWidth: .infinity, alignment: .leading)
                .frame(width: 300, height: 80)
                .background { RoundedRectangle(cornerRadius: 8).fill(.mint) }
                .containerShape(.rect(topLeadingRadius: 12, bottomTrailingRadius: 4))
                .ignoresSafeArea(edges: [.top, .bottom])
                LinearGradient(stops: [.init(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.25)], startPoint: .leading, endPoint: .trailing)
                    .opacity(0.5)
            }
            """))
        let scene = imported.envelope
        for fragment in [
            ##""ZStack":{"alignment":"topLeading""##,
            ##"{"HStack":{"alignment":"bottom","spacing":4"##,
            ##"{"Image":{"systemName":"star.fill"}}"##,
            ##"{"Spacer":{"minLength":12}},{"Divider":{}}"##,
            ##"{"Label":{"title":"Title","systemImage":"bolt"},"modifiers":[{"labelStyle":"iconOnly"}]}"##,
            ##"{"Button":{"title":"Go","systemImage":"play"}}"##,
            ##"{"Button":{"label":{"Text":{"content":"Custom"}}}}"##,
            ##"{"padding":{"horizontal":10}},{"padding":{"top":3,"bottom":3}},{"padding":{"top":1,"leading":2,"bottom":3,"trailing":4}}"##,
            ##"{"frame":{"minWidth":10,"maxWidth":"infinity","alignment":"leading"}},{"frame":{"width":300,"height":80}}"##,
            ##"{"background":{"view":{"RoundedRectangle":{"cornerRadius":8,"fill":"#00C7BE"}}}}"##,
            ##"{"containerShape":{"UnevenRoundedRectangle":{"topLeadingRadius":12,"bottomTrailingRadius":4}}}"##,
            ##"{"ignoresSafeArea":{"edges":["top","bottom"]}}"##,
            ##"{"LinearGradient":{"angle":90,"stops":[{"color":"#FF3B30","location":0},{"color":"#007AFF","location":0.25}],"opacity":0.5}}"##,
        ] {
            XCTAssertTrue(scene.contains(fragment), "\(fragment) in \(scene)")
        }
        XCTAssertEqual(imported.warnings, [])
    }

    func testLimitsAreHeldAndWarned() throws {
        let imported = try importing(preview("""
            VStack {
                Color.red.padding(1e30).frame(width: -4)
                Text(String(repeating: "x", count: 3))
                Text("\(String(repeating: "y", count: 1))")
            }
            """))
        let messages = imported.warnings.map(\.message)
        XCTAssertTrue(messages.contains("1e+30 is beyond the limit of ±1000000 pt; using the limit"), "\(messages)")
        XCTAssertTrue(messages.contains("-4 is negative; a size is at least 0"))
        XCTAssertTrue(imported.envelope.contains(##"{"padding":1000000},{"frame":{"width":0}}"##), imported.envelope)
    }

    /// Found by the fuzz run: a state's default beyond the limit made a scene the reader refused.
    func testAParametersDefaultIsHeldToTheLimit() throws {
        let imported = try importing(preview("Color.red.padding(inset)", state: "@State var inset: CGFloat = 1e300"))
        XCTAssertTrue(imported.envelope.contains(##""parameters":{"inset":1000000}"##), imported.envelope)
        XCTAssertEqual(imported.warnings.map(\.description), ["Card.swift:3:33: inset's default is beyond the limit of ±1000000 pt; using the limit"])
    }

    func testTheScenesLimitsAreErrors() {
        let many = preview("VStack { ForEach(0..<10000) { _ in Color.red } }")
        XCTAssertEqual(failing(many)?.errors.first?.message.hasPrefix("the preview has"), true)
        let deep = preview(String(repeating: "VStack { ", count: 70) + "Color.red" + String(repeating: " }", count: 70))
        XCTAssertEqual(failing(deep)?.errors.first?.message.hasPrefix("views nest"), true, "\(String(describing: failing(deep)?.errors))")
    }

    func testAViewThatContainsItselfIsAPlaceholder() throws {
        let imported = try importing("""
            import SwiftUI
            struct Loop: View { var body: some View { VStack { Text("x"); Loop() } } }
            #Preview { Loop() }
            """)
        XCTAssertEqual(imported.warnings.map(\.description), ["Card.swift:2:63: Loop contains itself: not expanded"])
        XCTAssertTrue(imported.envelope.contains(##"{"Placeholder":{"label":"Loop","source":"Card.swift:2:63"}}"##))
    }
}
