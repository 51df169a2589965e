// A seeded, bounded fuzz test of the command line's contract, through the real
// executable: mutated `resolve` documents (arrays of requests, so that one process checks many)
// and mutated scene files rendered with every annotation, laid out, and written as code. Whatever
// the input, the command either succeeds (status 0, complete and parseable output) or refuses it
// (status 2, exactly one `error:` line, nothing on standard output, no file); nothing else, and
// never a temporary file left behind. The seed is fixed, so a failure reproduces; its message
// names the case.
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class FuzzTests: XCTestCase {
    /// Documents per run: enough to reach each mutation on each kind of input, few enough to stay
    /// a small share of `make test`. `CONCENTRIC_FUZZ_CASES` sets both
    /// (scripts/fuzz.sh resolve and scenes run 10,000).
    static let resolveDocuments = cases ?? 200
    static let sceneDocuments = cases ?? 120
    static let cases = ProcessInfo.processInfo.environment["CONCENTRIC_FUZZ_CASES"].flatMap(Int.init)

    var concentric: ConcentricExecutable!
    var folder: URL!

    override func setUpWithError() throws {
        concentric = try ConcentricExecutable.locate()
        folder = try temporaryFolder()
    }

    /// Valid requests covering every container shape, corner style and option.
    static let requests: [String] = [
        #"{"container": {"shape": "roundedRectangle", "radius": 28, "width": 200, "height": 120}, "frame": {"x": 8, "y": 8, "width": 184, "height": 104}}"#,
        #"{"container": {"device": "iphone-16-pro"}, "frame": {"x": 16, "y": 60, "width": 370, "height": 200}, "corners": {"topLeading": {"concentric": {"minimum": 12}}, "bottomTrailing": {"fixed": 4}}, "uniform": "top"}"#,
        #"{"container": {"shape": "unevenRoundedRectangle", "radii": {"topLeading": 30, "bottomTrailing": 10.5}, "width": 300, "height": 200, "style": "continuous"}, "frame": {"x": -4, "y": 10, "width": 310, "height": 150}, "layoutDirection": "rightToLeft"}"#,
        #"{"container": {"shape": "capsule", "width": 320, "height": 80}, "frame": {"x": 8, "y": 8, "width": 304, "height": 64}, "corners": "concentric", "uniform": "all"}"#,
        #"{"container": {"shape": "ellipse", "width": 100, "height": 50}, "frame": {"x": 5, "y": 5, "width": 90, "height": 40}}"#,
        #"{"container": {"shape": "circle", "width": 100, "height": 100}, "frame": {"x": 0, "y": 0, "width": 0, "height": 0}}"#,
        #"{"container": {"shape": "rectangle", "width": 1000000, "height": 1000000}, "frame": {"x": -1000000, "y": 1000000, "width": 1000000, "height": 1}, "corners": {"fixed": 1000000}}"#,
    ]

    /// Values that have broken parsers and geometry before: limits, overflow, non-JSON numbers.
    static let extremeNumbers = [
        "1e21", "-1e21", "1e999", "-1e999", "-0", "0100", "-01", "1e-400", "1000000", "1000001", "-1000000", "1e6", "1e+6",
        "9007199254740993", "1.7976931348623157e308", "4.9e-324", "0.000001", "NaN", "Infinity", "1.", ".5", "1e", "+1", "0x10",
    ]

    /// Strings that have broken messages before: escapes, control characters, length.
    static let extremeStrings = [
        #"\u001b[31m"#, #"\u0000"#, #"\ud800"#, #"\ud83d\ude00"#, "é", "\u{202E}", String(repeating: "w", count: 3000), "", #"\""#,
    ]

    static let extremeValues = ["null", "true", "[]", "{}", "[[[[[[[[[[]]]]]]]]]]", #"{"fixed": 1}"#, #""concentric""#]

    /// Numbers that are valid JSON, some within the limits and some beyond.
    static let validNumbers = ["0", "-0", "1e6", "1000000", "999999.999", "1000000.5", "4.9e-324", "1e-400", "0.000001", "8", "1e21", "1e300"]

    /// Applies mutations to `document`: a third of the time one number becomes another valid
    /// number (so that many documents still parse and reach the geometry and the renderer),
    /// otherwise one to three mutations of any kind.
    static func mutate(_ document: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = document
        if Int.random(in: 0..<3, using: &generator) == 0 {
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                let digit = { (b: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") }
                if let range = token(in: bytes, near: at, where: digit) {
                    bytes.replaceSubrange(range, with: Array(validNumbers.randomElement(using: &generator)!.utf8))
                }
            }
            return bytes
        }
        for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<8, using: &generator) {
            case 0:  // a number becomes an extreme one
                if let range = token(in: bytes, near: at, where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") }) {
                    bytes.replaceSubrange(range, with: Array(extremeNumbers.randomElement(using: &generator)!.utf8))
                }
            case 1:  // a string's content becomes an extreme one
                if let quote = bytes[at...].firstIndex(of: UInt8(ascii: "\"")), let end = bytes[(quote + 1)...].firstIndex(of: UInt8(ascii: "\"")) {
                    bytes.replaceSubrange((quote + 1)..<end, with: Array(extremeStrings.randomElement(using: &generator)!.utf8))
                }
            case 2:  // a value after a colon becomes another kind
                if let colon = bytes[at...].firstIndex(of: UInt8(ascii: ":")) {
                    let end = bytes[(colon + 1)...].firstIndex { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "}") } ?? bytes.count
                    bytes.replaceSubrange((colon + 1)..<end, with: Array(extremeValues.randomElement(using: &generator)!.utf8))
                }
            case 3:  // delete a few bytes
                bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &generator)))
            case 4:  // insert a structural, invalid or control byte
                let choices: [UInt8] = [0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x22, 0x5C, 0x30, 0x2D, 0x65, 0x00, 0x1B, 0x0A, 0xFF, 0xC3, 0xED]
                bytes.insert(choices.randomElement(using: &generator)!, at: at)
            case 5:  // duplicate a span (duplicate keys, repeated elements)
                let span = bytes[at..<min(bytes.count, at + Int.random(in: 1...40, using: &generator))]
                bytes.insert(contentsOf: span, at: at)
            case 6:  // truncate
                bytes.removeSubrange(at...)
            default:  // flip a bit
                bytes[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &generator)
            }
        }
        return bytes
    }

    /// The run of bytes matching `belongs` around `index`, if `index` is in one.
    static func token(in bytes: [UInt8], near index: Int, where belongs: (UInt8) -> Bool) -> Range<Int>? {
        guard let hit = bytes[index...].firstIndex(where: belongs) else { return nil }
        let end = bytes[hit...].firstIndex { !belongs($0) } ?? bytes.count
        return hit..<end
    }

    /// Keeps a failing case's input in `CONCENTRIC_FUZZ_KEEP` (a folder; scripts/fuzz.sh sets
    /// it), to become a regression file. Call with the failure count from before the case.
    func keep(_ input: [UInt8], as name: String, ifFailedSince failures: Int) {
        guard (testRun?.failureCount ?? 0) > failures, let folder = ProcessInfo.processInfo.environment["CONCENTRIC_FUZZ_KEEP"] else { return }
        try? Data(input).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }

    /// Checks the contract for one run: success with `valid(stdout)`, or a clean refusal; and
    /// that the folder holds exactly `expected` files afterwards.
    func check(_ result: ConcentricExecutable.Result, case name: String, expected: (success: [String], failure: [String]), valid: (String) -> String?) {
        let contents = folderContents(folder)
        switch result.status {
        case 0:
            XCTAssertEqual(result.stderr, "", name)
            if let problem = valid(result.stdout) { XCTFail("\(name): \(problem)") }
            XCTAssertEqual(contents, expected.success, "\(name): files after success")
        case 2:
            XCTAssertEqual(result.stdout, "", "\(name): nothing on standard output")
            XCTAssertEqual(result.errorLines.count, 1, "\(name): one error line: \(result.stderr.prefix(500))")
            XCTAssertTrue(result.errorLines.first?.hasPrefix("error: ") ?? false, name)
            XCTAssertLessThan(result.stderr.utf8.count, 2000, "\(name): the error line is short")
            XCTAssertFalse(result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(name): no raw control character")
            XCTAssertEqual(contents, expected.failure, "\(name): no file after a refusal")
        default:
            XCTFail("\(name): status \(result.status), stderr: \(result.stderr.prefix(2000))")
        }
    }

    func testMutatedResolveRequests() throws {
        var generator = SeededGenerator(seed: 0x8)
        var successes = 0
        for n in 0..<Self.resolveDocuments {
            let batch = (0..<8).map { _ in Self.requests.randomElement(using: &generator)! }
            let document = Self.mutate(Array(("[" + batch.joined(separator: ",\n") + "]").utf8), using: &generator)
            try Data(document).write(to: folder.appendingPathComponent("in.json"))
            let failures = testRun?.failureCount ?? 0
            defer { keep(document, as: "resolve-\(n).json", ifFailedSince: failures) }
            let result = try concentric.run(["resolve", "--compact", "in.json"], directory: folder)
            check(result, case: "resolve #\(n): \(String(decoding: document.prefix(300), as: UTF8.self))", expected: (["in.json"], ["in.json"])) { stdout in
                guard stdout.hasSuffix("\n") else { return "output does not end with a newline" }
                guard let output = try? JSONNode.parse(stdout) else { return "output is not JSON" }
                let results = output.kind == .array ? ((try? output.elements()).map { Array($0) } ?? []) : [output]
                for result in results {
                    guard let shape = try? result.field("shape").string() else { return "a result without a shape" }
                    let numbers = shape == "concentricRectangle"
                        ? ["topLeft", "topRight", "bottomRight", "bottomLeft"].map { try? result.field("radii").field($0).number() }
                            + [try? result.field("concentricityError").number()]
                        : [try? result.field("inset").number()]
                    guard numbers.allSatisfy({ $0?.isFinite ?? false }) else { return "a result holds something other than a finite number" }
                }
                return nil
            }
            if result.status == 0 { successes += 1 }
        }
        XCTAssertGreaterThan(successes, Self.resolveDocuments / 20, "the mutations leave some documents valid")
        XCTAssertLessThan(successes, Self.resolveDocuments, "the mutations break some documents")
        print("fuzz: \(Self.resolveDocuments) resolve documents of 8 requests: \(successes) resolved, \(Self.resolveDocuments - successes) refused")
    }

    func testMutatedScenes() throws {
        var generator = SeededGenerator(seed: 0x8_5CE7E)
        let scenes = try allPresets().map(\.jsonText)
        var successes = 0
        for n in 0..<Self.sceneDocuments {
            let document = Self.mutate(Array(scenes[n % scenes.count].utf8), using: &generator)
            try Data(document).write(to: folder.appendingPathComponent("scene.json"))
            let failures = testRun?.failureCount ?? 0
            defer { keep(document, as: "scene-\(n).json", ifFailedSince: failures) }
            // A third through `layout` and `code`, which print; the rest drawn, mostly as vectors
            // (fast), every fifth a small PNG.
            if n % 3 == 1 {
                let printing = [["layout", "scene.json", "--compact"], ["code", "scene.json", "--lang", "swiftui"], ["code", "scene.json", "--lang", "html"]][n / 3 % 3]
                let result = try concentric.run(printing, directory: folder)
                check(result, case: "\(printing[0]) #\(n): \(String(decoding: document.prefix(300), as: UTF8.self))", expected: (["scene.json"], ["scene.json"])) { stdout in
                    stdout.hasSuffix("\n") ? nil : "the output does not end with a newline"
                }
                if result.status == 0 { successes += 1 }
                continue
            }
            let (output, scale) = n % 5 == 4 ? ("out.png", "0.25") : (n % 2 == 0 ? "out.svg" : "out.pdf", "1")
            let result = try concentric.run(["render", "scene.json", "--annotate", "--scale", scale, "-o", output], directory: folder)
            let url = folder.appendingPathComponent(output)
            check(result, case: "scene #\(n): \(String(decoding: document.prefix(300), as: UTF8.self))", expected: (["out.pdf", "out.png", "out.svg", "scene.json"].filter { $0 == output || $0 == "scene.json" }, ["scene.json"])) { stdout in
                guard stdout == output + "\n" else { return "printed \(stdout), not the file's path" }
                guard let data = try? Data(contentsOf: url), !data.isEmpty else { return "no output file" }
                switch output {
                case "out.svg": return String(decoding: data.suffix(8), as: UTF8.self).hasSuffix("</svg>\n") ? nil : "an incomplete SVG"
                case "out.pdf": return String(decoding: data.suffix(7), as: UTF8.self).contains("%%EOF") ? nil : "an incomplete PDF"
                default: return (try? PixelImage(pngAt: url)) == nil ? "an unreadable PNG" : nil
                }
            }
            if result.status == 0 { successes += 1 }
            try? FileManager.default.removeItem(at: url)
        }
        XCTAssertGreaterThan(successes, Self.sceneDocuments / 20, "the mutations leave some scenes valid")
        XCTAssertLessThan(successes, Self.sceneDocuments, "the mutations break some scenes")
        print("fuzz: \(Self.sceneDocuments) scene documents through render, layout and code: \(successes) done, \(Self.sceneDocuments - successes) refused")
    }

    /// Inputs the fuzzers found failing, kept in Fixtures/fuzz (`resolve-*.json` requests, the rest
    /// scenes): every command that reads one still does it or refuses it in one short line.
    func testTheInputsFoundStayAnswered() throws {
        let fixtures = try XCTUnwrap(Bundle.module.url(forResource: "fuzz", withExtension: nil, subdirectory: "Fixtures"))
        let names = folderContents(fixtures)
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let document = try Data(contentsOf: fixtures.appendingPathComponent(name))
            let input = name.hasPrefix("resolve-") ? "in.json" : "scene.json"
            try document.write(to: folder.appendingPathComponent(input))
            let commands = input == "in.json"
                ? [["resolve", "--compact", input]]
                : [["render", input, "--annotate", "-o", "out.svg"], ["layout", input], ["code", input, "--lang", "swiftui"], ["code", input, "--lang", "html"]]
            for arguments in commands {
                let result = try concentric.run(arguments, directory: folder)
                let writes = arguments.contains("out.svg")
                check(result, case: "\(name): \(arguments[0])", expected: ((writes ? ["out.svg"] : []) + [input], [input])) { stdout in
                    stdout.hasSuffix("\n") ? nil : "the output does not end with a newline"
                }
                try? FileManager.default.removeItem(at: folder.appendingPathComponent("out.svg"))
            }
            try FileManager.default.removeItem(at: folder.appendingPathComponent(input))
        }
    }
}
