// Parameters' slider ranges and the animation as edits and as text: the format's additive
// `{"default", "range"}` form, the edits that change them, and their round trip through a file.
import ConcentricCore
import ConcentricJSON
@testable import ConcentricScene
@testable import SceneEditing
import XCTest

final class ParameterFormatTests: XCTestCase {
    /// The sample card with a second parameter `gap` (4, range 0…24) and its animation moved to
    /// `gap`, 2 ↔ 16 every 0.5 s, `.smooth(duration: 0.3)`: written, read back equal; the text holds
    /// the range in the object form and leaves `inset` a bare number.
    func testAnEditedAnimationAndARangeRoundTrip() throws {
        var file = try FormatSupport.preset("concentric-card")
        let animation = ParameterAnimation(parameter: "gap", first: 2, second: 16, hold: 0.5, curve: .smooth(duration: 0.3))
        var document = try file.document.applying(.addParameter(SceneParameter(name: "gap", defaultValue: 4))).document
        document = try document.applying(.setParameterRange(name: "gap", range: 0...24)).document
        document = try document.applying(.setAnimation(animation)).document
        file.document = document
        let text = file.jsonText
        XCTAssertTrue(text.contains(#""parameters": {"inset": 8, "gap": {"default": 4, "range": [0, 24]}}"#), text)
        XCTAssertTrue(text.contains(#""parameter": "gap""#), text)
        let read = try FormatSupport.parse(text)
        XCTAssertEqual(read.document.parameters, [SceneParameter(name: "inset", defaultValue: 8), SceneParameter(name: "gap", defaultValue: 4, range: 0...24)])
        XCTAssertEqual(read.document.animation, animation)
        XCTAssertEqual(read.document, document)
        // Over time the animated value is `gap`'s, and `inset` stays put.
        let later = read.document.parameterValues(time: 0.7)
        XCTAssertEqual(later["inset"], 8)
        XCTAssertNotEqual(later["gap"], 4)
    }

    /// A file without ranges reads as before (every range nil), and the slider's span without one
    /// is the documented default: 0…100, or twice the default's magnitude beyond that.
    func testOldFilesReadTheSameAndTheDefaultRange() throws {
        let file = try FormatSupport.preset("concentric-card")
        XCTAssertEqual(file.document.parameters, [SceneParameter(name: "inset", defaultValue: 8)])
        XCTAssertNil(file.document.parameters[0].range)
        XCTAssertEqual(file.document.parameters[0].sliderRange, 0...100)
        XCTAssertEqual(SceneParameter.defaultSliderRange(for: 300), 0...600)
        XCTAssertEqual(SceneParameter.defaultSliderRange(for: -20), -100...100)
        XCTAssertEqual(SceneParameter.defaultSliderRange(for: -80), -160...160)
    }

    /// Bad ranges and animations are refused by the reader and by the edits with the same words.
    func testBadRangesAndAnimationsAreRefused() throws {
        func scene(_ parameters: String, _ animation: String = "") -> String {
            #"{"version": 2, "device": "iphone-16-pro", "parameters": \#(parameters), "#
                + (animation.isEmpty ? "" : #""animation": \#(animation), "#) + #""root": {"Text": "Hi"}}"#
        }
        XCTAssertTrue(try FormatSupport.error(scene(#"{"gap": {"default": 4, "range": [10, 2]}}"#)).contains("a range's lower end must be below its upper end (found 10 and 2)"))
        XCTAssertTrue(try FormatSupport.error(scene(#"{"gap": {"default": 4, "range": [1]}}"#)).contains("a range is two numbers"))
        XCTAssertTrue(try FormatSupport.error(scene(#"{"gap": {"range": [0, 1]}}"#)).contains("\"default\""))
        XCTAssertTrue(try FormatSupport.error(scene(#"{"gap": {"default": 1, "step": 1}}"#)).contains("step"))
        let hold = try FormatSupport.error(scene(#"{"gap": 4}"#, #"{"parameter": "gap", "values": [1, 2], "hold": 4000}"#))
        XCTAssertTrue(hold.contains("hold must be at most 3600 seconds (found 4000)"), hold)

        let document = try FormatSupport.preset("concentric-card").document
        XCTAssertThrowsError(try document.applying(.setParameterRange(name: "inset", range: 5...5))) {
            XCTAssertEqual($0 as? SceneEditError, .invalidValue("a range's lower end must be below its upper end (found 5 and 5)"))
        }
        XCTAssertThrowsError(try document.applying(.setParameterRange(name: "gap", range: 0...1))) { XCTAssertEqual($0 as? SceneEditError, .unknownParameter("gap")) }
        let edits: [(ParameterAnimation, SceneEditError)] = [
            (ParameterAnimation(parameter: "gap", first: 1, second: 2), .unknownParameter("gap")),
            (ParameterAnimation(parameter: "inset", first: .nan, second: 2), .invalidValue("an animated value must be a finite number")),
            (ParameterAnimation(parameter: "inset", first: 1, second: 2, hold: 0), .invalidValue("hold must be above 0 seconds (found 0)")),
            (ParameterAnimation(parameter: "inset", first: 1, second: 2, hold: 4000), .invalidValue("hold must be at most 3600 seconds (found 4000)")),
            (ParameterAnimation(parameter: "inset", first: 1, second: 2, curve: .smooth(duration: -1)), .invalidValue("a duration must be above 0 seconds (found -1)")),
        ]
        for (animation, error) in edits {
            XCTAssertThrowsError(try document.applying(.setAnimation(animation)), "\(animation)") { XCTAssertEqual($0 as? SceneEditError, error) }
        }
        XCTAssertNil(try document.applying(.setAnimation(nil)).document.animation)
    }

    /// Removing a parameter: an unused one goes; one the animation names, or one a view's number
    /// refers to, is refused (docs/SCENES.md: our choice, nothing is rewritten behind the user).
    func testRemovingAParameterInUseIsRefused() throws {
        let document = try FormatSupport.preset("concentric-card").document
        let added = try document.applying(.addParameter(SceneParameter(name: "gap", defaultValue: 4))).document
        XCTAssertEqual(try added.applying(.removeParameter("gap")).document, document)
        XCTAssertThrowsError(try added.applying(.removeParameter("inset"))) { XCTAssertEqual($0 as? SceneEditError, .parameterInUse("inset", byAnimation: true)) }
        let moved = try added.applying(.setAnimation(ParameterAnimation(parameter: "gap", first: 1, second: 2))).document
        XCTAssertThrowsError(try moved.applying(.removeParameter("inset"))) { XCTAssertEqual($0 as? SceneEditError, .parameterInUse("inset", byAnimation: false)) }
        XCTAssertThrowsError(try moved.applying(.removeParameter("nope"))) { XCTAssertEqual($0 as? SceneEditError, .unknownParameter("nope")) }
    }
}
