// `concentric-playground`'s command line: every option read, every mistake refused with its message.
import ConcentricScene
import PlaygroundRules
import PlaygroundStore
import XCTest

final class CommandLineOptionsTests: XCTestCase {
    private func parse(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> CommandLineOptions? {
        do { return try CommandLineOptions.parse(arguments) } catch {
            XCTFail("\(arguments): \(error.message)", file: file, line: line)
            return nil
        }
    }

    private func options(_ change: (inout CommandLineOptions) -> Void) -> CommandLineOptions {
        var options = CommandLineOptions()
        change(&options)
        return options
    }

    func testNoArgumentsOpenTheWindowWithNoDocument() {
        XCTAssertEqual(parse([]), CommandLineOptions())
        XCTAssertEqual(CommandLineOptions().mode, .window)
        XCTAssertEqual(CommandLineOptions().scale, 1)
    }

    func testDocumentsTheFirstIsOpenedTheOthersNamed() {
        XCTAssertEqual(parse(["card.json"]), options { $0.document = "card.json" })
        XCTAssertEqual(parse(["a.json", "uniform-card", "c.json"]), options {
            $0.document = "a.json"
            $0.notOpened = ["uniform-card", "c.json"]
        })
        // `-` is a document, and `--` ends the options.
        XCTAssertEqual(parse(["-"]), options { $0.document = "-" })
        XCTAssertEqual(parse(["--", "--export", "-h"]), options {
            $0.document = "--export"
            $0.notOpened = ["-h"]
        })
    }

    func testEveryModeInBothSpellings() {
        let cases: [([String], CommandLineOptions.Mode)] = [
            (["--screenshot", "x.png"], .screenshot("x.png")),
            (["--screenshot=x.png"], .screenshot("x.png")),
            (["--export", "x.svg"], .export("x.svg")),
            (["--export=x.svg"], .export("x.svg")),
            (["--copy", "swiftui"], .copy(.swiftui)),
            (["--copy=HTML"], .copy(.html)),
            (["--save", "out.json"], .save("out.json")),
            (["--save=out.json"], .save("out.json")),
            (["--help"], .help),
            (["-h"], .help),
            (["--version"], .version),
        ]
        for (arguments, mode) in cases {
            XCTAssertEqual(parse(arguments)?.mode, mode, "\(arguments)")
        }
    }

    func testHelpAndVersionWinOverWhatFollows() {
        XCTAssertEqual(parse(["--help", "--bogus"])?.mode, .help)
        XCTAssertEqual(parse(["--version", "--scale", "nope"])?.mode, .version)
        XCTAssertTrue(CommandLineOptions.usage.hasPrefix("Usage: concentric-playground"))
        for option in ["--screenshot", "--export", "--scale", "--annotate", "--sheet", "--animate", "--fps", "--copy", "--save", "--version", "--help"] {
            XCTAssertTrue(CommandLineOptions.usage.contains(option), option)
        }
    }

    func testExportOptionsAndTheKindEachWrites() {
        let png = parse(["card.json", "--export", "x.png", "--scale", "1.5", "--annotate"])
        XCTAssertEqual(png, options {
            $0.mode = .export("x.png")
            $0.document = "card.json"
            $0.scale = 1.5
            $0.annotate = true
        })
        XCTAssertEqual(png?.exportKind(of: "x.png"), .scene(.png))
        XCTAssertEqual(parse(["--export", "X.PDF"])?.exportKind(of: "X.PDF"), .scene(.pdf))
        XCTAssertEqual(parse(["--export", "x.svg", "--scale=8"])?.scale, 8)
        XCTAssertEqual(parse(["--export", "x.png", "--scale", "0.25"])?.scale, 0.25)

        let sheet = parse(["--export=s.png", "--sheet=all"])
        XCTAssertEqual(sheet?.sheet, true)
        XCTAssertEqual(sheet?.exportKind(of: "s.png"), .sheet(.png))
        XCTAssertEqual(parse(["--export", "s.pdf", "--sheet", "all", "--annotate"])?.exportKind(of: "s.pdf"), .sheet(.pdf))

        let motion = parse(["--export", "m.webp", "--animate", "2.5", "--fps", "12"])
        XCTAssertEqual(motion?.animate, 2.5)
        XCTAssertEqual(motion?.fps, 12)
        XCTAssertEqual(motion?.exportKind(of: "m.webp"), .animation(MotionTimeline(seconds: 2.5, fps: 12)))
        // Without --fps, Export ▸ Animation's rate.
        XCTAssertEqual(
            parse(["--export", "m.webp", "--animate", "1"])?.exportKind(of: "m.webp"),
            .animation(MotionTimeline(seconds: 1, fps: PlaygroundState.animationExportFPS)))
        XCTAssertEqual(parse(["--export", "m.webp", "--animate", "1", "--fps", "\(MotionTimeline.maximumFPS)"])?.fps, MotionTimeline.maximumFPS)

        XCTAssertEqual(parse(["--export", "spec.json"])?.exportKind(of: "spec.json"), .spec)
        XCTAssertNil(CommandLineOptions().exportKind(of: "x.jpg"))
    }

    /// Each bad command line and the one message it gives (after `error: `).
    func testEveryMistakeIsRefusedWithItsMessage() {
        let limits = PlaygroundLimits.exportScale
        let cases: [([String], String)] = [
            // Values
            (["--screenshot"], "--screenshot needs a value"),
            (["--export", "x.png", "--scale"], "--scale needs a value"),
            ([""], "the scene file or preset must not be empty"),
            (["--screenshot="], "--screenshot needs a file name"),
            (["--export="], "--export needs a file name"),
            (["--save", ""], "--save needs a file name"),
            (["--help=yes"], "--help takes no value"),
            (["--version=2"], "--version takes no value"),
            (["--export", "x.png", "--annotate=yes"], "--annotate takes no value"),
            (["--export", "scene.jpg"], #"--export: cannot tell the format of "scene.jpg" (use a .png, .svg, .pdf, .json or .webp name)"#),
            (["--export", "scene"], #"--export: cannot tell the format of "scene" (use a .png, .svg, .pdf, .json or .webp name)"#),
            (["--copy", "rust"], #"--copy takes swiftui or html, not "rust""#),
            (["--export", "s.pdf", "--sheet", "iphone-16-pro"], #"--sheet takes all (every device, as Export ▸ Spec Sheet), not "iphone-16-pro""#),
            (["--export", "m.webp", "--animate", "0"], #"--animate: expected a positive number of seconds, found "0""#),
            (["--export", "m.webp", "--animate", "-1"], #"--animate: expected a positive number of seconds, found "-1""#),
            (["--export", "m.webp", "--animate", "inf"], #"--animate: expected a positive number of seconds, found "inf""#),
            (["--export", "m.webp", "--animate", "soon"], #"--animate: expected a positive number of seconds, found "soon""#),
            (["--export", "m.webp", "--animate", "1", "--fps", "0"], #"--fps: expected a whole number from 1 to \#(MotionTimeline.maximumFPS), found "0""#),
            (["--export", "m.webp", "--animate", "1", "--fps", "12.5"], #"--fps: expected a whole number from 1 to \#(MotionTimeline.maximumFPS), found "12.5""#),
            (["--export", "m.webp", "--animate", "1", "--fps", "\(MotionTimeline.maximumFPS + 1)"],
             #"--fps: expected a whole number from 1 to \#(MotionTimeline.maximumFPS), found "\#(MotionTimeline.maximumFPS + 1)""#),
            (["--export", "x.png", "--scale", "zero"], #"--scale: expected a positive number, found "zero""#),
            (["--export", "x.png", "--scale", "0"], #"--scale: expected a positive number, found "0""#),
            (["--export", "x.png", "--scale", "-1"], #"--scale: expected a positive number, found "-1""#),
            (["--export", "x.png", "--scale", "nan"], #"--scale: expected a positive number, found "nan""#),
            (["--export", "x.png", "--scale", "0.2"], "--scale: 0.2 is outside \(limits.lowerBound)…\(limits.upperBound)"),
            (["--export", "x.png", "--scale", "9"], "--scale: 9 is outside \(limits.lowerBound)…\(limits.upperBound)"),
            (["--bogus"], #"unknown option "--bogus""#),
            (["--bench-frames", "1"], #"unknown option "--bench-frames""#),
            (["-x"], #"unknown option "-x""#),
            (["-h=1"], #"unknown option "-h=1""#),
            (["--bogus", "--help"], #"unknown option "--bogus""#),
            // Modes
            (["--screenshot", "a.png", "--export", "b.png"], "--export cannot be combined with --screenshot"),
            (["--export", "b.png", "--copy", "html"], "--copy cannot be combined with --export"),
            // The command line's one parser, `concentric`'s too, takes an option once.
            (["--save", "a.json", "--save", "a.json"], "--save is given more than once"),
            (["--copy", "html", "--screenshot", "a.png"], "--screenshot cannot be combined with --copy"),
            (["concentric-card", "uniform-card", "--export", "x.png"], #"unexpected argument "uniform-card" (--export takes one scene file or preset at most)"#),
            (["--screenshot", "a.png", "a", "b"], #"unexpected argument "b" (--screenshot takes one scene file or preset at most)"#),
            // Options without their mode
            (["--scale", "2"], "--scale only applies to --export"),
            (["--annotate"], "--annotate only applies to --export"),
            (["--sheet", "all"], "--sheet only applies to --export"),
            (["--animate", "2"], "--animate only applies to --export"),
            (["--screenshot", "a.png", "--scale", "2"], "--scale only applies to --export"),
            (["--export", "m.webp", "--fps", "12"], "--fps goes with --animate"),
            // Options that do not go with the file's kind
            (["--export", "m.webp"], "--export FILE.webp needs --animate SECONDS"),
            (["--export", "m.webp", "--animate", "1", "--sheet", "all"], "--sheet writes a .pdf or .png, not an animation"),
            (["--export", "m.webp", "--animate", "1", "--annotate"], "--export FILE.webp takes --animate and --fps only"),
            (["--export", "m.webp", "--animate", "1", "--scale", "2"], "--export FILE.webp takes --animate and --fps only"),
            (["--export", "spec.json", "--scale", "2"], "--export FILE.json (the spec) takes no other export option"),
            (["--export", "spec.json", "--sheet", "all"], "--export FILE.json (the spec) takes no other export option"),
            (["--export", "spec.json", "--animate", "1"], "--export FILE.json (the spec) takes no other export option"),
            (["--export", "spec.json", "--annotate"], "--export FILE.json (the spec) takes no other export option"),
            (["--export", "x.svg", "--sheet", "all"], "--sheet writes a .pdf or .png"),
            (["--export", "x.png", "--animate", "1"], "--animate writes an animated WebP: name it FILE.webp"),
            // Plain numbers only: Swift's Double(_:) would read these as 16 and 2.
            (["--export", "x.png", "--scale", "0x10"], "--scale: expected a positive number, found \"0x10\""),
            (["--export", "x.png", "--scale", "+2"], "--scale: expected a positive number, found \"+2\""),
            (["--export", "m.webp", "--animate", "1", "--fps", "+2"], "--fps: expected a whole number from 1 to 120, found \"+2\""),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try CommandLineOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? CommandLineOptions.UsageError)?.message, message, "\(arguments)")
            }
        }
    }

    func testAUsageErrorIsOneErrorLineAndWhereToLook() {
        XCTAssertEqual(
            CommandLineOptions.UsageError("unknown option \"--bogus\"").description,
            "error: unknown option \"--bogus\"\nTry 'concentric-playground --help'.")
    }
}
