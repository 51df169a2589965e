// A `.swift` document edited as a user edits it (AT-SPI, the real app): the inspector's change is
// written into the file, in the user's own formatting, and Ctrl+Z gives the bytes back.
import Foundation
import XCTest

final class SwiftSourceEditTests: XCTestCase {
    /// The keys that select the second `ConcentricCardSurface` (the white one, the Text inside it)
    /// in the sample's layer list: through the card's row and its part, ConcentricCardSurface
    /// (each opened), to the Label and the Text after it.
    static let whiteSurface = ["Down", "Right", "Down", "Right", "Right", "Right", "Right", "Down"]

    /// The keys that set the padding's top edge to 30: its field, named by its row.
    static let setTop30 = ["focus:Top", "ctrl+a", "type:30", "Tab"]

    /// A copy of the sample in a folder of its own.
    private func sampleCopy() throws -> (folder: URL, file: URL, bytes: Data) {
        let sample = SwiftUIDocumentTests.sample
        guard FileManager.default.fileExists(atPath: sample.path) else { throw XCTSkip("\(sample.path) is not there") }
        let folder = try makeTemporaryFolder("swift-edits")
        let file = folder.appendingPathComponent("ConcentricCard.swift")
        let bytes = try Data(contentsOf: sample)
        try bytes.write(to: file)
        return (folder, file, bytes)
    }

    /// Runs the app on the copy, selects the white surface, sets its padding's top edge (the one
    /// number the source writes for every edge) to 30, then presses `after`; answers the file's
    /// bytes when the app has quit, with the session's trace.
    private func edited(after: [String]) throws -> (original: Data, now: Data, run: LayerListSession) {
        let (folder, file, bytes) = try sampleCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try LayerListSession.run([file.path], keys: Self.whiteSurface + Self.setTop30 + after)
        XCTAssertEqual(run.steps[Self.whiteSurface.count].rows.first { $0.isSelected }?.name, "ConcentricCardSurface, Text", run.trace)
        return (bytes, try Data(contentsOf: file), run)
    }

    /// A `.swift` file of one padded Text on an orange background in `shape`, in a folder of
    /// its own.
    private func badge(in shape: String) throws -> (folder: URL, file: URL, bytes: Data) {
        try swiftFile("Badge.swift", """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    Text("Badge")
                        .padding(12)
                        .background(.orange, in: \(shape))
                }
            }

            #Preview { Badge() }

            """)
    }

    /// `text` written as a `.swift` file named `name` in a folder of its own.
    private func swiftFile(_ name: String, _ text: String) throws -> (folder: URL, file: URL, bytes: Data) {
        let folder = try makeTemporaryFolder("swift-edits")
        let file = folder.appendingPathComponent(name)
        let bytes = Data(text.utf8)
        try bytes.write(to: file)
        return (folder, file, bytes)
    }

    /// The changed lines of two texts, `-` before and `+` after.
    private func changedLines(_ before: Data, _ after: Data) -> [String] {
        let old = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let difference = new.difference(from: old)
        return difference.removals.map { change -> String in
            if case .remove(_, let line, _) = change { return "-" + line }
            return ""
        } + difference.insertions.map { change -> String in
            if case .insert(_, let line, _) = change { return "+" + line }
            return ""
        }
    }

    func testSettingTheWhiteSurfacesPaddingChangesOneLineOfTheFile() throws {
        let (original, now, run) = try edited(after: [])
        let trace = run.trace
        XCTAssertEqual(changedLines(original, now), [
            "-                        ConcentricCardSurface(background: Color.white) {",
            "+                        ConcentricCardSurface(padding: 30, background: Color.white) {",
        ], trace)
    }

    func testUndoGivesBackTheOriginalBytes() throws {
        let (original, now, run) = try edited(after: ["ctrl+z"])
        let trace = run.trace
        // The status line gives the text's frame: larger once padded 30, as before once undone.
        let selected = Self.whiteSurface.count
        XCTAssertEqual(run.steps.count, selected + Self.setTop30.count + 2, trace)
        XCTAssertNotEqual(run.steps[selected + Self.setTop30.count].status, run.steps[selected].status, trace)
        XCTAssertEqual(run.steps.last?.status, run.steps[selected].status, trace)
        XCTAssertEqual(String(decoding: now, as: UTF8.self), String(decoding: original, as: UTF8.self), trace)
        XCTAssertEqual(now, original, trace)
    }

    /// The inset slider's value written into the `@State` declaration by "Set as Default".
    func testSetAsDefaultWritesTheSlidersValueIntoTheFile() throws {
        let (folder, file, bytes) = try sampleCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try LayerListSession.run([file.path], keys: [
            "focus:inset, in points", "ctrl+a", "type:14", "Tab", "press:Set inset as Default",
        ])
        XCTAssertEqual(changedLines(bytes, try Data(contentsOf: file)), [
            "-    @State private var inset: CGFloat = 8",
            "+    @State private var inset: CGFloat = 14",
        ], run.trace)
    }

    /// A corner's kind picked in the inspector's drop-down: the file's one style for every
    /// corner becomes the four-corner initialiser, the other corners as they were.
    func testACornersNewKindIsWrittenIntoTheFile() throws {
        let (folder, file, bytes) = try badge(in: "ConcentricRectangle(corners: .fixed(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The Text's row is selected at the start; its drop-down opens on its first item,
        // "Concentric", one down is "Concentric, minimum".
        let run = try LayerListSession.run([file.path], keys: ["focus:Top leading", "space", "Down", "Return"])
        XCTAssertEqual(changedLines(bytes, try Data(contentsOf: file)), [
            "-            .background(.orange, in: ConcentricRectangle(corners: .fixed(8)))",
            "+            .background(.orange, in: ConcentricRectangle(topLeadingCorner: .concentric(minimum: .fixed(8)), topTrailingCorner: .fixed(8), "
                + "bottomLeadingCorner: .fixed(8), bottomTrailingCorner: .fixed(8)))",
        ], run.trace)
    }

    /// The card's padding is `padding: inset` at its call site, the preview's `@State`: 30 typed
    /// over it asks to make 30 the `@State`'s default, and Change Default writes it there (the
    /// call site stays `inset`).
    func testAValueReadFromAStateOffersToChangeItsDefault() throws {
        let (folder, file, bytes) = try sampleCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = ["Down", "Right", "Down"]
        let run = try LayerListSession.run([file.path], keys: card + ["focus:Top", "ctrl+a", "type:30", "Tab", "press:Change Default"])
        XCTAssertEqual(run.steps[card.count].rows.first { $0.isSelected }?.name, "ConcentricCard, VStack", run.trace)
        XCTAssertEqual(changedLines(bytes, try Data(contentsOf: file)), [
            "-    @State private var inset: CGFloat = 8",
            "+    @State private var inset: CGFloat = 30",
        ], run.trace)
    }

    /// Add Modifier ▸ Padding on a `.swift` file's Text writes `.padding(16)` on a line of its
    /// own after the chain's last modifier; the first Remove Padding (reached with Tab, pressed
    /// with Space) takes `.padding(12)` and its line out.
    func testModifiersAddedAndRemovedAreWrittenIntoTheFile() throws {
        let (folder, file, bytes) = try badge(in: "Capsule()")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try LayerListSession.run([file.path], keys: ["focus:Add Modifier", "space", "Return", "focus:Remove Padding", "space"])
        XCTAssertEqual(changedLines(bytes, try Data(contentsOf: file)), [
            "-            .padding(12)",
            "+            .padding(16)",
        ], run.trace)
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        XCTAssertTrue(text.contains(".background(.orange, in: Capsule())\n            .padding(16)\n"), text)
    }
    /// `.padding(gap / 2)` reads one literal, the preview's `Badge(gap: 24)`: 30 typed over
    /// its 12 asks to make `gap` 60 there, and Change writes it at the call (the expression
    /// stays).
    func testAnExpressionOffersToChangeTheLiteralItReads() throws {
        let (folder, file, bytes) = try swiftFile("Badge.swift", """
            import SwiftUI

            struct Badge: View {
                var gap: CGFloat = 12

                var body: some View {
                    Text("Badge")
                        .padding(gap / 2)
                        .background(.orange, in: Capsule())
                }
            }

            #Preview { Badge(gap: 24) }

            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try LayerListSession.run([file.path], keys: ["focus:Top", "ctrl+a", "type:30", "Tab", "press:Change"])
        XCTAssertEqual(changedLines(bytes, try Data(contentsOf: file)), [
            "-#Preview { Badge(gap: 24) }",
            "+#Preview { Badge(gap: 60) }",
        ], run.trace)
    }
    /// A shape view's own radius (not a modifier's shape) typed into the Radius row's field
    /// (past its slider) is written into its call.
    func testAShapeViewsRadiusIsWrittenIntoItsCall() throws {
        let (folder, file, bytes) = try swiftFile("Tile.swift", """
            import SwiftUI

            struct Tile: View {
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(.orange)
                        .frame(width: 120, height: 80)
                }
            }

            #Preview { Tile() }

            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try LayerListSession.run([file.path], keys: ["focus:Radius", "Tab", "ctrl+a", "type:20", "Tab"])
        XCTAssertEqual(changedLines(bytes, try Data(contentsOf: file)), [
            "-        RoundedRectangle(cornerRadius: 12)",
            "+        RoundedRectangle(cornerRadius: 20)",
        ], run.trace)
    }
    /// The offer to change a `@State`'s default declined (Cancel): the file stays as it was and
    /// the field shows the file's value again, not the number typed.
    func testADeclinedOfferShowsTheFilesValueAgain() throws {
        let (folder, file, bytes) = try swiftFile("Badge.swift", """
            import SwiftUI

            struct Badge: View {
                @State private var inset: CGFloat = 8

                var body: some View {
                    Text("Badge")
                        .padding(inset)
                        .background(.orange, in: Capsule())
                }
            }

            #Preview { Badge() }

            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try AccessibleSession.run(arguments: [file.path], steps: [
            "tab-to", "Top", "200", "keys", "Tab", "1", "keys", "ctrl+a", "1", "type", "30", "keys", "Tab", "1",
            "wait-name", "Change the Default of inset?", "5", "act", "push button", "Cancel", "sleep", "1", "tree",
        ])
        XCTAssertNotNil(session.report.steps.first { $0.found != nil }?.found, "no offer to change the default of inset")
        let window = try session.tree(0)
        let top = window.all.first { $0.role == "spin button" && $0.name == "Top" }
        XCTAssertEqual(top?.value, 8, "the Top field after Cancel\n\(window.outline)")
        XCTAssertEqual(try Data(contentsOf: file), bytes)
    }
}
