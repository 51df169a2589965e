// The hand-off outputs through the real executable: `concentric code` (SwiftUI that
// type-checks against Apple's declarations, HTML that Chromium draws like the renderer), spec
// sheets and animation exports.
import CPNG
import ConcentricCore
import ConcentricJSON
import CWebP
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class HandoffTests: ExecutableTestCase {
    // MARK: - SwiftUI

    func testTheSamplesSwiftUIReadsLikeTheSample() throws {
        let result = try run(["code", "concentric-card", "--lang", "swiftui"])
        XCTAssertEqual(result.status, 0, result.stderr)
        for line in [
            "import SwiftUI", "struct ConcentricCardScene: View {", "@State private var inset: CGFloat = 8",
            "@Environment(\\.accessibilityReduceMotion) private var reduceMotion",
            "LinearGradient(colors: [.black, .indigo], startPoint: .top, endPoint: .bottom)", ".ignoresSafeArea()",
            "VStack(alignment: .leading, spacing: inset) {", "Label(\"Concentric\", systemImage: \"circle.circle\")",
            ".font(.title2.bold())", ".foregroundStyle(.white)", ".frame(maxWidth: .infinity, minHeight: 170, alignment: .bottomLeading)",
            ".background(Color.white, in: ConcentricRectangle(corners: .concentric(minimum: .fixed(8))))  // white surface",
            ".padding(inset)", ".background(Color.white.opacity(0.16), in: .rect(cornerRadius: 56))",
            ".containerShape(.rect(cornerRadius: 56))  // card", ".padding(24)", ".task(id: reduceMotion) {",
            "try? await Task.sleep(for: .seconds(1.3))", "withAnimation(.smooth(duration: 0.9)) {", "inset = inset == 8 ? 20 : 8",
        ] {
            XCTAssertTrue(result.stdout.contains(line), "missing \(line) in\n\(result.stdout)")
        }
    }

    func testAPublishedConcentricRectangleIsPublishedAsItsResolvedRadii() throws {
        let result = try run(["code", "nested-cards", "--lang", "swiftui"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains(".containerShape(ConcentricRectangle"), result.stdout)
        // Card k has radius 62 − 8·k (the preset's description).
        for k in 1...6 {
            let r = 62 - 8 * k
            XCTAssertTrue(result.stdout.contains(
                ".containerShape(UnevenRoundedRectangle(topLeadingRadius: \(r), bottomLeadingRadius: \(r), bottomTrailingRadius: \(r), topTrailingRadius: \(r)))"), "card \(k)")
        }
        XCTAssertTrue(result.stdout.contains("which SwiftUI\n"), "the comment says why")
        XCTAssertTrue(result.stdout.contains(".background(Color.green, in: ConcentricRectangle())  // card 6"))
    }

    /// Every preset's SwiftUI, in Swift 6 mode, against the stub module written from Apple's
    /// declarations (Fixtures/SwiftUIStub.swift): one compiler run for all of them.
    func testEveryPresetsSwiftUITypeChecksAgainstTheDocumentedAPI() throws {
        var files: [String] = []
        for id in Presets.documentIDs {
            let path = folder.appendingPathComponent("\(id).swift").path
            let result = try run(["code", id, "--lang", "swiftui", "-o", path])
            XCTAssertEqual(result.status, 0, result.stderr)
            files.append(path)
        }
        try typeCheckAgainstStub(files)
    }

    /// Every animation curve and the repeating form, as `code --lang swiftui` writes them: the
    /// expressions the scene file names, and all of them type-check against the documented API.
    func testEveryAnimationCurvesSwiftUITypeChecks() throws {
        let forms: [(String, String)] = [
            (#""hold": 1.3, "spring": {"snappy": {"duration": 0.5}}"#, "withAnimation(.snappy(duration: 0.5)) {"),
            (#""hold": 2, "spring": {"smooth": {"duration": 0.9, "extraBounce": 0.1}}"#, "withAnimation(.smooth(duration: 0.9, extraBounce: 0.1)) {"),
            (#""spring": {"bouncy": {"extraBounce": -0.2}}"#, "withAnimation(.bouncy(duration: 0.5, extraBounce: -0.2)) {"),
            (#""spring": {"spring": {"duration": 0.6, "bounce": 0.25}}"#, "withAnimation(.spring(duration: 0.6, bounce: 0.25)) {"),
            (#""curve": {"linear": {"duration": 1}}"#, "withAnimation(.linear(duration: 1)) {"),
            (#""curve": {"easeIn": {}}"#, "withAnimation(.easeIn(duration: 0.35)) {"),
            (#""curve": {"easeOut": {"duration": 0.2}}"#, "withAnimation(.easeOut(duration: 0.2)) {"),
            (#""curve": {"easeInOut": {"duration": 0.35}}, "repeatForever": {"autoreverses": true}"#,
             "withAnimation(.easeInOut(duration: 0.35).repeatForever(autoreverses: true)) {\n                inset = 20\n"),
            (#""spring": {"bouncy": {}}, "repeatForever": {"autoreverses": false}"#,
             "withAnimation(.bouncy(duration: 0.5).repeatForever(autoreverses: false)) {"),
        ]
        var files: [String] = []
        for (i, (members, expected)) in forms.enumerated() {
            let scene = #"{"version": 2, "id": "curve-\#(i)", "device": "iphone-16-pro", "parameters": {"inset": 8}, "#
                + #""animation": {"parameter": "inset", "values": [8, 20], \#(members)}, "root": {"Text": "Hi", "modifiers": [{"padding": {"param": "inset"}}]}}"#
            try scene.write(to: folder.appendingPathComponent("curve-\(i).json"), atomically: true, encoding: .utf8)
            let result = try run(["code", "curve-\(i).json", "--lang", "swiftui", "-o", "curve-\(i).swift"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let code = try String(contentsOf: folder.appendingPathComponent("curve-\(i).swift"), encoding: .utf8)
            XCTAssertTrue(code.contains(expected), "missing \(expected) in\n\(code)")
            XCTAssertEqual(code.contains(".onAppear {"), members.contains("repeatForever"), code)
            files.append("curve-\(i).swift")
        }
        try typeCheckAgainstStub(files)
    }


    /// Parameter names the scene format allows but Swift does not as properties (every keyword,
    /// `_`, `Type`, `Protocol`, `self`) and names that collide with the file's own or with each
    /// other's new names (`body` beside `bodyValue`): the SwiftUI still type-checks.
    func testEveryParameterNameGivesSwiftThatCompiles() throws {
        let keywords = [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
            "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
            "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
            "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
            "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "some",
        ]
        let names = keywords + ["_", "Type", "Protocol", "body", "bodyValue", "reduceMotion", "reduceMotionValue", "value", "inset"]
        let parameters = names.enumerated().map { "\"\($1)\": \($0 % 7)" }.joined(separator: ", ")
        let views = names.map { "{\"Color\": \"#FF9500\", \"modifiers\": [{\"padding\": {\"param\": \"\($0)\"}}]}" }.joined(separator: ", ")
        let scene = """
            {"version": 2, "id": "names", "device": "iphone-16-pro", "parameters": {\(parameters)},
             "animation": {"parameter": "body", "values": [0, 8]},
             "root": {"VStack": {"spacing": {"expr": "_ + self * Type - bodyValue"}, "children": [\(views)]}}}
            """
        let input = folder.appendingPathComponent("names.json")
        try Data(scene.utf8).write(to: input)
        let output = folder.appendingPathComponent("names.swift").path
        let result = try run(["code", input.path, "--lang", "swiftui", "-o", output])
        XCTAssertEqual(result.status, 0, result.stderr)
        let code = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(code.contains("@State private var bodyValue2: CGFloat"), code)
        XCTAssertTrue(code.contains("@State private var value2: CGFloat"))
        XCTAssertTrue(code.contains("@State private var TypeValue: CGFloat"))
        XCTAssertTrue(code.contains("VStack(spacing: value2 + selfValue * TypeValue - bodyValue)"), code)
        try typeCheckAgainstStub([output])
    }

    /// Views and modifiers that real card code uses beyond the presets, in one scene.
    static let realCardScene = """
        {"version": 2, "id": "real-card", "device": "iphone-16-pro",
         "root": {"VStack": {"spacing": 12, "children": [
           {"Text": "Title", "modifiers": [{"font": "headline"}]},
           {"Divider": {}},
           {"HStack": {"children": [{"Text": "Left"}, {"Divider": {}}, {"Text": "Right"}]}, "modifiers": [{"frame": {"height": 40}}]},
           {"Text": "A footer long enough to be cut at the end of its second line, whatever the font draws it in, on any device", "modifiers": [{"lineLimit": 2}]},
           {"Text": "Fits its line", "modifiers": [{"lineLimit": {"count": 1, "reservesSpace": true}}, {"truncationMode": "middle"}]}
         ]}, "modifiers": [{"padding": 20}, {"background": {"fill": "#E5E5EA", "in": {"RoundedRectangle": {"cornerRadius": 24}}}}, {"padding": 16}]}}
        """

    /// The SwiftUI of `realCardScene` type-checks against the documented API, and its HTML draws
    /// in Chromium as the renderer draws it.
    func testARealCardsSwiftUITypeChecksAndItsHTMLDrawsLikeTheRenderer() throws {
        try Self.realCardScene.write(to: folder.appendingPathComponent("real.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(["code", "real.json", "--lang", "swiftui", "-o", "real.swift"]).status, 0)
        let code = try String(contentsOf: folder.appendingPathComponent("real.swift"), encoding: .utf8)
        XCTAssertEqual(code.components(separatedBy: "Divider()").count - 1, 2, code)
        XCTAssertTrue(code.contains(".lineLimit(2)") && code.contains(".lineLimit(1, reservesSpace: true)") && code.contains(".truncationMode(.middle)"), code)
        try typeCheckAgainstStub([folder.appendingPathComponent("real.swift").path])
        XCTAssertEqual(try run(["code", "real.json", "--lang", "html", "-o", "real.html"]).status, 0)
        XCTAssertEqual(try run(["render", "real.json", "--scale", "2", "-o", "real-render.png"]).status, 0)
        let reference = try XCTUnwrap(StraightImage(pngAt: folder.appendingPathComponent("real-render.png")))
        let chromium = try Self.tool("chromium", extra: ["/usr/bin/chromium", "/usr/bin/chromium-browser"])
        let process = try Self.start(chromium, [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=2",
            "--window-size=\(reference.width / 2),\(reference.height / 2)", "--screenshot=\(folder.appendingPathComponent("real-chromium.png").path)",
            folder.appendingPathComponent("real.html").absoluteString,
        ], in: folder)
        process.waitUntilExit()
        let image = try XCTUnwrap(StraightImage(pngAt: folder.appendingPathComponent("real-chromium.png")), "no screenshot")
        XCTAssertEqual(image.width, reference.width)
        let share = image.shareDiffering(from: reference, by: 24)
        XCTAssertLessThanOrEqual(share, 0.01, "\(share * 100) % of the pixels differ")
    }

    /// A scene whose corners are bound to parameters: the top pair's fixed radius to `radius`, the
    /// bottom leading minimum to `inset` (what `boundCornerScene` writes).
    static let boundCornerScene = """
        {"version": 2, "id": "bound-corners", "device": "iphone-16-pro", "parameters": {"inset": 8, "radius": 24},
         "root": {"VStack": {"children": [{"Text": "Bound corners", "modifiers": [
           {"frame": {"maxWidth": "infinity", "minHeight": 200}},
           {"background": {"fill": "#FF9500", "in": {"ConcentricRectangle": {
             "uniformTopCorners": {"fixed": {"param": "radius"}}, "bottomLeadingCorner": {"concentric": {"minimum": {"param": "inset"}}}}}}},
           {"name": "surface"}, {"padding": {"param": "inset"}}]}]}}}
        """

    /// A bound corner's SwiftUI names the parameter's `@State` property where the number goes, and
    /// type-checks against the documented API (`Edge.Corner.Style.fixed(_: CGFloat)`).
    func testABoundCornerValueIsWrittenAsItsParameterInSwiftUI() throws {
        try Self.boundCornerScene.write(to: folder.appendingPathComponent("bound.json"), atomically: true, encoding: .utf8)
        let result = try run(["code", "bound.json", "--lang", "swiftui", "--set", "radius=30", "-o", "bound.swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let code = try String(contentsOf: folder.appendingPathComponent("bound.swift"), encoding: .utf8)
        for line in [
            "@State private var radius: CGFloat = 30",
            ".background(Color.orange, in: ConcentricRectangle(uniformTopCorners: .fixed(radius), bottomLeadingCorner: .concentric(minimum: .fixed(inset)), bottomTrailingCorner: .concentric))  // surface",
        ] {
            XCTAssertTrue(code.contains(line), "missing \(line) in\n\(code)")
        }
        try typeCheckAgainstStub(["bound.swift"])
    }

    // MARK: - HTML

    /// The page of a scene with bound corners draws them at the parameters' values, as `render`
    /// does: Chromium's screenshot against the renderer at two values of `radius`, which differ.
    func testABoundCornersHTMLDrawsAtTheParametersValueInChromium() throws {
        let chromium = try Self.tool("chromium", extra: ["/usr/bin/chromium", "/usr/bin/chromium-browser"])
        try Self.boundCornerScene.write(to: folder.appendingPathComponent("bound.json"), atomically: true, encoding: .utf8)
        var renders: [StraightImage] = []
        for radius in ["4", "60"] {
            XCTAssertEqual(try run(["code", "bound.json", "--lang", "html", "--set", "radius=\(radius)", "-o", "bound-\(radius).html"]).status, 0)
            XCTAssertEqual(try run(["render", "bound.json", "--set", "radius=\(radius)", "--scale", "2", "-o", "bound-\(radius)-render.png"]).status, 0)
            let reference = try XCTUnwrap(StraightImage(pngAt: folder.appendingPathComponent("bound-\(radius)-render.png")))
            let share = try chromiumShareDiffering(page: "bound-\(radius).html", from: reference, with: chromium)
            XCTAssertLessThanOrEqual(share, 0.01, "radius \(radius): \(share * 100) % of the pixels differ")
            renders.append(reference)
        }
        // The parameter moved the corners: the two renders are not the same picture.
        XCTAssertGreaterThan(renders[0].shareDiffering(from: renders[1], by: 24), 0.001)
    }

    /// Chromium's screenshot of each preset's page at device scale 2 against `render --scale 2`:
    /// at most 1 % of the pixels may differ by more than 24/255 in a channel (both composited
    /// over white, the page's background).
    func testEveryPresetsHTMLDrawsInChromiumLikeTheRenderer() throws {
        let chromium = try Self.tool("chromium", extra: ["/usr/bin/chromium", "/usr/bin/chromium-browser"])
        var report: [String] = []
        var references: [String: StraightImage] = [:]
        for id in Presets.documentIDs {
            XCTAssertEqual(try run(["code", id, "--lang", "html", "-o", "\(id).html"]).status, 0)
            XCTAssertEqual(try run(["render", id, "--scale", "2", "-o", "\(id)-render.png"]).status, 0)
            references[id] = try XCTUnwrap(StraightImage(pngAt: folder.appendingPathComponent("\(id)-render.png")))
        }
        // Four browsers at a time: each spends most of its second starting up.
        var pending = Presets.documentIDs[...]
        while !pending.isEmpty {
            let batch = pending.prefix(4)
            pending = pending.dropFirst(4)
            let processes = try batch.map { id -> Process in
                let size = try XCTUnwrap(references[id])
                return try Self.start(chromium, [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=2",
                    "--window-size=\(size.width / 2),\(size.height / 2)", "--screenshot=\(folder.appendingPathComponent("\(id)-chromium.png").path)",
                    folder.appendingPathComponent("\(id).html").absoluteString,
                ], in: folder)
            }
            for process in processes { process.waitUntilExit() }
        }
        for id in Presets.documentIDs {
            let reference = try XCTUnwrap(references[id])
            let image = try XCTUnwrap(StraightImage(pngAt: folder.appendingPathComponent("\(id)-chromium.png")), "\(id): no screenshot")
            XCTAssertEqual(image.width, reference.width, id)
            XCTAssertEqual(image.height, reference.height, id)
            let share = image.shareDiffering(from: reference, by: 24)
            report.append("\(id) \(String(format: "%.3f", share * 100)) %")
            XCTAssertLessThanOrEqual(share, 0.01, "\(id): \(share * 100) % of the pixels differ")
        }
        print("HTML vs render --scale 2, pixels differing by more than 24/255: " + report.joined(separator: ", "))
    }

    func testHTMLUsesBorderRadiusForCircularCornersAndTheOutlineForContinuousOnes() throws {
        let page = try run(["code", "corner-styles", "--lang", "html"]).stdout
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(page.contains("clip-path: path('M"), "continuous corners are clipped to the exact outline")
        // The renderer's fonts by name, Inter Display for texts of 20 pt and more.
        XCTAssertTrue(page.contains(".text { font-family: \"Inter\", \"DejaVu Sans\", "), page)
        XCTAssertTrue(page.contains(".text.display { font-family: \"Inter Display\", \"Inter\", \"DejaVu Sans\", "), page)
        let circular = try run(["code", "concentric-card", "--lang", "html", "--device", "iphone-se-3"]).stdout
        XCTAssertTrue(circular.contains("<svg"), "the label's symbol")
        XCTAssertTrue(circular.contains("<div class=\"text display line\" style=\"left:"), "the 22 pt title")
        XCTAssertTrue(circular.contains("<div class=\"text line\" style=\"left:"), "the 17 pt label")
    }

    // MARK: - Motion

    /// Frame k of `--animate` is `render --time k/fps`, byte for byte; the WebP holds the same pixels.
    func testAnimationFramesAreRenderAtTheirTimes() throws {
        let out = folder.appendingPathComponent("frames")
        let frames = try run(["render", "concentric-card", "--animate", "1.6", "--fps", "5", "--out-dir", out.path])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        XCTAssertEqual(frames.stdout.split(separator: "\n").count, 8)
        let webp = folder.appendingPathComponent("motion.webp")
        XCTAssertEqual(try run(["render", "concentric-card", "--animate", "1.6", "--fps", "5", "-o", webp.path]).status, 0)
        // libwebp merges identical neighbours into one longer frame: expand back to 5 fps.
        let shown = try XCTUnwrap(Self.decodeWebP(webp))
        let decoded = (0..<8).compactMap { k in shown.first { $0.end > k * 200 }?.pixels }
        XCTAssertEqual(decoded.count, 8)
        var distinct = Set<[UInt8]>()
        for k in 0..<8 {
            let time = String(Double(k) / 5)
            let still = folder.appendingPathComponent("still-\(k).png")
            XCTAssertEqual(try run(["render", "concentric-card", "--time", time, "-o", still.path]).status, 0)
            let frame = out.appendingPathComponent("concentric-card-000\(k).png")
            XCTAssertEqual(try Data(contentsOf: frame), try Data(contentsOf: still), "frame \(k) is render --time \(time)")
            let pixels = try XCTUnwrap(StraightImage(pngAt: still))
            XCTAssertTrue(k < decoded.count && decoded[k] == pixels.bytes, "WebP frame \(k) differs from the PNG")
            distinct.insert(pixels.bytes)
        }
        // The inset toggles at 1.3 s: layout --time says the frames after it move.
        let before = try run(["layout", "concentric-card", "--time", "1.2", "--compact"]).stdout
        let after = try run(["layout", "concentric-card", "--time", "1.4", "--compact"]).stdout
        XCTAssertTrue(before.contains("\"parameters\":{\"inset\":8}"), before)
        XCTAssertFalse(after.contains("\"parameters\":{\"inset\":8}"), after)
        XCTAssertEqual(distinct.count, 2, "frames 0…6 are at rest (t < 1.3), frame 7 has moved")
    }

    // MARK: - Sheet

    func testASheetKeepsTheDevicesTrueSizes() throws {
        let png = folder.appendingPathComponent("sheet.png")
        XCTAssertEqual(try run(["render", "concentric-card", "--sheet", "iphone-16-pro,iphone-se-3", "-o", png.path]).status, 0)
        let image = try XCTUnwrap(StraightImage(pngAt: png))
        // Each panel is its screen at 1 pt per point on the page an annotated export uses for the
        // radius callouts (SceneExporter.page): margin 32, page + gap 32 + page, margin 32; margin,
        // header 40, title 40, the taller page, margin.
        let devices = try DeviceCatalog.bundled()
        let document = try preset("concentric-card")
        var layers = AnnotationLayers()
        layers.radii = true
        let pages = try ["iphone-16-pro", "iphone-se-3"].map { id throws -> SceneExporter.ExportPage in
            let device = try XCTUnwrap(devices.device(id: id))
            var panel = document
            panel.screen = Screen(device: device)
            panel.safeArea = device.safeArea
            let layout = SceneRenderer.layout(panel)
            XCTAssertEqual(layout.size, Size(width: device.width, height: device.height), "the device's true size")
            return SceneExporter.page(for: layout, options: RenderOptions(annotations: layers))
        }
        let expected = SceneExporter.pixelSize(
            of: Size(
                width: 32 + pages[0].size.width + 32 + pages[1].size.width + 32,
                height: 32 + 40 + 40 + max(pages[0].size.height, pages[1].size.height) + 32),
            scale: 1)
        XCTAssertEqual(image.width, expected.width)
        XCTAssertEqual(image.height, expected.height)
        let pdf = folder.appendingPathComponent("sheet.pdf")
        let result = try run(["render", "nested-cards", "--sheet", "all", "--annotate", "-o", pdf.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try Data(contentsOf: pdf).prefix(5), Data("%PDF-".utf8))
    }

    func testEveryPresetThroughEveryFormat() throws {
        for id in Presets.documentIDs {
            for lang in ["swiftui", "html"] {
                let result = try run(["code", id, "--lang", lang])
                XCTAssertEqual(result.status, 0, "\(id) \(lang): \(result.stderr)")
                XCTAssertFalse(result.stdout.isEmpty)
            }
            for name in ["\(id)-sheet.png", "\(id)-sheet.pdf", "\(id)-sheet.svg"] {
                let result = try run(["render", id, "--sheet", "iphone-16-pro,ipad-mini-6", "-o", name])
                XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            }
            let animated = try preset(id).animation != nil
            let motion = try run(["render", id, "--animate", "0.2", "--fps", "10", "-o", "\(id).webp"])
            if animated {
                XCTAssertEqual(motion.status, 0, "\(id): \(motion.stderr)")
            } else {
                XCTAssertEqual(motion.status, 2, "\(id) has no animation")
            }
        }
    }

    // MARK: - Refusals

    func testBadArgumentsAreRefusedWithOneLocatedLineAndNothingWritten() throws {
        try assertFails(["code", "concentric-card"], "error: code: missing --lang swiftui|html", prefix: true)
        try assertFails(["code", "concentric-card", "--lang", "kotlin"], "error: code: --lang takes swiftui or html, not \"kotlin\"", prefix: true)
        try assertFails(["code", "concentric-card", "--lang", "swiftui", "--time", "1"], "error: code: --time goes with --lang html", prefix: true)
        try assertFails(["code", "nope", "--lang", "html"], "error: nope: unknown preset", prefix: true)
        try assertFails(["code", "concentric-card", "--lang", "html", "-o", "missing/x.html"], "error: missing/x.html: cannot write (no such folder: missing)")
        try assertFails(["code", "concentric-card", "--lang", "html", "--set", "gap=2"], "error: --set gap=2: concentric-card has no parameter", prefix: true)
        try assertFails(["render", "concentric-card", "--sheet", "iphone-99"], "error: --sheet: unknown device \"iphone-99\"", prefix: true)
        try assertFails(["render", "concentric-card", "--sheet", "all", "--device", "iphone-se-3"], "error: render: --device does not go with --sheet", prefix: true)
        try assertFails(["render", "concentric-card", "--sheet", "all", "--scale", "8", "-o", "big.png"], "error: --scale: the sheet: a ", prefix: true)
        try assertFails(["render", "concentric-card", "--sheet", "all", "-o", "sheet.gif"], "error: render: cannot tell the format of \"sheet.gif\"", prefix: true)
        try assertFails(["render", "concentric-card", "--animate", "0", "--out-dir", "f"], "error: --animate: takes a positive number of seconds", prefix: true)
        try assertFails(["render", "concentric-card", "--animate", "1", "--fps", "0", "--out-dir", "f"], "error: --fps: --fps takes a whole number from 1", prefix: true)
        try assertFails(["render", "concentric-card", "--animate", "100", "--fps", "60", "--out-dir", "f"], "error: --animate: 6000 frames is over the limit", prefix: true)
        try assertFails(["render", "concentric-card", "--animate", "1", "-o", "a.gif"], "error: render: --animate -o writes an animated WebP", prefix: true)
        try assertFails(["render", "concentric-card", "--animate", "1"], "error: render: --animate needs --out-dir DIR", prefix: true)
        try assertFails(["render", "concentric-card", "--animate", "1", "--time", "2", "--out-dir", "f"], "error: render: --time does not go with --animate", prefix: true)
        try assertFails(["render", "corner-styles", "--animate", "1", "--out-dir", "f"], "error: corner-styles: the scene has no animation", prefix: true)
        try assertFails(["render", "concentric-card", "--fps", "10"], "error: render: --fps goes with --animate", prefix: true)
        try assertFails(["render", "--all-presets", "--sheet", "all", "--out-dir", "f"], "error: render: --sheet goes with one scene", prefix: true)
    }

    // MARK: - Helpers

    static var fixtures: URL { URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("Fixtures") }

    /// A program on PATH or at one of `extra`.
    static func tool(_ name: String, extra: [String]) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { "\($0)/\(name)" } + extra
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            XCTFail("\(name) is needed for this test (scripts/deps.sh test installs it)")
            throw CocoaError(.fileNoSuchFile)
        }
        return URL(fileURLWithPath: found)
    }

    /// Starts a program in `directory`, its output discarded.
    static func start(_ program: URL, _ arguments: [String], in directory: URL) throws -> Process {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // Without a session bus Chromium does not wait for the accessibility bus (seconds a page).
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DBUS_SESSION_BUS_ADDRESS" }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs a program; its status and its output and error streams together.
    static func execute(_ program: URL, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let log = directory.appendingPathComponent("log-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        defer { try? FileManager.default.removeItem(at: log) }
        return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    /// Every frame of an animated WebP as straight RGBA bytes and the time it ends, in ms
    /// (libwebp's WebPAnimDecoder).
    static func decodeWebP(_ url: URL) throws -> [(pixels: [UInt8], end: Int)]? {
        let bytes = [UInt8](try Data(contentsOf: url))
        return bytes.withUnsafeBufferPointer { buffer -> [(pixels: [UInt8], end: Int)]? in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { return nil }
            options.color_mode = MODE_RGBA
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { return nil }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return nil }
            let count = Int(info.canvas_width) * Int(info.canvas_height) * 4
            var frames: [(pixels: [UInt8], end: Int)] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else { return nil }
                frames.append((Array(UnsafeBufferPointer(start: pixels, count: count)), Int(timestamp)))
            }
            return frames
        }
    }
}

/// A PNG as straight (not premultiplied) RGBA bytes, read with libpng's simplified API: the
/// colours as stored, for comparing files written by different programs.
struct StraightImage {
    var width: Int
    var height: Int
    var bytes: [UInt8]

    init?(pngAt url: URL) {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, url.path) != 0 else { return nil }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA, a macro Swift cannot import
        var bytes = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 4)
        guard png_image_finish_read(&image, nil, &bytes, 0, nil) != 0 else { return nil }
        self.width = Int(image.width)
        self.height = Int(image.height)
        self.bytes = bytes
    }

    /// The share of pixels whose colour, composited over white, differs from `other`'s by more
    /// than `tolerance` in some channel.
    func shareDiffering(from other: StraightImage, by tolerance: Int) -> Double {
        guard width == other.width, height == other.height, width * height > 0 else { return 1 }
        var count = 0
        for i in 0..<(width * height) {
            for c in 0..<3 {
                func over(_ b: [UInt8]) -> Int { (Int(b[i * 4 + c]) * Int(b[i * 4 + 3]) + 255 * (255 - Int(b[i * 4 + 3]))) / 255 }
                if abs(over(bytes) - over(other.bytes)) > tolerance {
                    count += 1
                    break
                }
            }
        }
        return Double(count) / Double(width * height)
    }
}

extension ExecutableTestCase {
    /// Chromium's screenshot of `page` (in `folder`) at device scale 2, the size of `reference`
    /// (a `render --scale 2`), and the share of its pixels that differ from it by more than 24/255
    /// in a channel, both composited over white (1 when the screenshot is missing or of another size).
    func chromiumShareDiffering(page: String, from reference: StraightImage, with chromium: URL) throws -> Double {
        let shot = folder.appendingPathComponent(page + "-chromium.png")
        let process = try HandoffTests.start(chromium, [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=2",
            "--window-size=\(reference.width / 2),\(reference.height / 2)", "--screenshot=\(shot.path)",
            folder.appendingPathComponent(page).absoluteString,
        ], in: folder)
        process.waitUntilExit()
        let image = try XCTUnwrap(StraightImage(pngAt: shot), "\(page): no screenshot")
        XCTAssertEqual(image.width, reference.width, page)
        XCTAssertEqual(image.height, reference.height, page)
        return image.shareDiffering(from: reference, by: 24)
    }

    /// Type-checks `files` (in `folder`) in Swift 6 mode against the stub module built from
    /// Fixtures/SwiftUIStub.swift, in one compiler run.
    func typeCheckAgainstStub(_ files: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let swiftc = try HandoffTests.tool("swiftc", extra: ["/opt/swift/usr/bin/swiftc"])
        let module = folder.appendingPathComponent("module")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        let stub = HandoffTests.fixtures.appendingPathComponent("SwiftUIStub.swift")
        let built = try HandoffTests.execute(swiftc, ["-emit-module", "-module-name", "SwiftUI", stub.path, "-o", module.path + "/"], in: folder)
        XCTAssertEqual(built.status, 0, built.output, file: file, line: line)
        let checked = try HandoffTests.execute(swiftc, ["-typecheck", "-swift-version", "6", "-I", module.path] + files, in: folder)
        XCTAssertEqual(checked.status, 0, checked.output, file: file, line: line)
    }

    /// Writes `scene` as STEM.json, makes its SwiftUI with `code --lang swiftui -o STEM.swift`, and
    /// checks that the code holds each of `lines` and type-checks against the stub.
    func assertSwiftUI(of scene: String, stem: String, contains lines: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        try write("\(stem).json", scene)
        let result = try run(["code", "\(stem).json", "--lang", "swiftui", "-o", "\(stem).swift"])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let code = try String(contentsOf: folder.appendingPathComponent("\(stem).swift"), encoding: .utf8)
        for expected in lines {
            XCTAssertTrue(code.contains(expected), "missing \(expected) in\n\(code)", file: file, line: line)
        }
        try typeCheckAgainstStub(["\(stem).swift"], file: file, line: line)
    }
}
