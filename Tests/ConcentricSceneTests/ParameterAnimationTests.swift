// The scene animation: SwiftUI's `.smooth(duration: 0.9)` spring, toggled every 1.3 s, retargeted
// from its current position and velocity; checked against the critically damped closed form.
import Foundation
import XCTest
@testable import ConcentricScene

final class ParameterAnimationTests: XCTestCase {
    let sample = ParameterAnimation(parameter: "inset", first: 8, second: 20)
    let omega = 2 * Double.pi / 0.9

    /// x(t) = to + e^(−ωt)(x0 + (ω x0 + v0) t), x0 = from − to.
    func closedForm(from: Double, to: Double, v0: Double, t: Double) -> Double {
        let x0 = from - to
        return to + exp(-omega * t) * (x0 + (omega * x0 + v0) * t)
    }

    func testAtRestBeforeTheFirstToggle() {
        for t in [-1.0, 0, 0.5, 1.2999, .nan] { XCTAssertEqual(sample.value(at: t, initial: 8), 8) }
    }

    func testTheFirstMoveIsTheClosedForm() {
        for dt in stride(from: 0.0, through: 1.29, by: 0.05) {
            XCTAssertEqual(sample.value(at: 1.3 + dt, initial: 8), closedForm(from: 8, to: 20, v0: 0, t: dt), accuracy: 1e-12)
        }
        // 0.45 s into the move (ωt = π) it has covered about 82 % (issue 9), still moving at 0.9 s (~1.4 % left).
        let covered = (sample.value(at: 1.75, initial: 8) - 8) / 12
        XCTAssertEqual(covered, 1 - exp(-Double.pi) * (1 + Double.pi), accuracy: 1e-12)
        XCTAssertEqual(covered, 0.82, accuracy: 0.005)
        let left = (20 - sample.value(at: 2.2, initial: 8)) / 12
        XCTAssertEqual(left, exp(-2 * Double.pi) * (1 + 2 * Double.pi), accuracy: 1e-12)
        XCTAssertEqual(left, 0.014, accuracy: 0.001)
    }

    func testEachToggleRetargetsFromThePositionAndVelocityThen() {
        // At 2.6 s the spring toward 20 has not quite arrived; the move back to 8 starts from there.
        let spring = Spring.smooth(duration: 0.9)
        let atToggle = spring.advance(SpringState(position: 8, velocity: 0), toward: 20, by: 1.3)
        XCTAssertGreaterThan(atToggle.velocity, 0)
        for dt in [0.0, 0.1, 0.45, 1.0] {
            XCTAssertEqual(sample.value(at: 2.6 + dt, initial: 8), closedForm(from: atToggle.position, to: 8, v0: atToggle.velocity, t: dt), accuracy: 1e-12)
        }
        // Continuous across a toggle.
        XCTAssertEqual(sample.value(at: 2.6 - 1e-9, initial: 8), sample.value(at: 2.6 + 1e-9, initial: 8), accuracy: 1e-6)
    }

    func testTheVelocityIsTheDerivative() {
        let spring = Spring.smooth(duration: 0.9)
        let start = SpringState(position: 3, velocity: -7)
        let h = 1e-6
        for t in [0.1, 0.3, 0.8] {
            let a = spring.advance(start, toward: 11, by: t - h).position, b = spring.advance(start, toward: 11, by: t + h).position
            XCTAssertEqual(spring.advance(start, toward: 11, by: t).velocity, (b - a) / (2 * h), accuracy: 1e-5)
        }
    }

    func testAnInitialValueThatIsNeitherGoesToTheFirstValue() {
        // `inset = inset == 8 ? 20 : 8` with inset 14: the first toggle targets 8, the next 20.
        XCTAssertEqual(sample.value(at: 1.3 + 0.45, initial: 14), closedForm(from: 14, to: 8, v0: 0, t: 0.45), accuracy: 1e-12)
        XCTAssertGreaterThan(sample.value(at: 3.9, initial: 14), 8)
        XCTAssertEqual(sample.value(at: 3.9 - 1e-12, initial: 20), sample.value(at: 3.9 + 1e-12, initial: 20), accuracy: 1e-6)
    }

    func testLateTimesAreFiniteAndPeriodic() {
        let late = sample.value(at: 1e9, initial: 8)
        XCTAssertTrue(late.isFinite)
        XCTAssertTrue((7.9...20.1).contains(late))
        // Period 2·hold once settled.
        XCTAssertEqual(sample.value(at: 1300.5, initial: 8), sample.value(at: 1303.1, initial: 8), accuracy: 1e-9)
        XCTAssertTrue(sample.value(at: .infinity, initial: 8).isFinite)
    }

    func testDegenerateSpringsAndHolds() {
        let instant = ParameterAnimation(parameter: "p", first: 0, second: 1, hold: 1, spring: .smooth(duration: 0))
        XCTAssertEqual(instant.value(at: 1.5, initial: 0), 1)
        XCTAssertEqual(instant.value(at: 2.5, initial: 0), 0)
        let noHold = ParameterAnimation(parameter: "p", first: 0, second: 1, hold: 0)
        XCTAssertEqual(noHold.value(at: 5, initial: 0.5), 0.5)
        let tiny = ParameterAnimation(parameter: "p", first: 0, second: 1, hold: 1e-6)
        XCTAssertTrue(tiny.value(at: 1e6, initial: 0).isFinite)
    }

    func testTheDocumentAppliesTheAnimationAfterOverrides() {
        let document = sampleCardDocument()
        XCTAssertEqual(document.parameterValues()["inset"], 8)
        XCTAssertEqual(document.parameterValues(overrides: ["inset": 20])["inset"], 20)
        XCTAssertEqual(document.parameterValues(overrides: ["inset": 20], time: 1.3 + 0.45)["inset"] ?? 0, closedForm(from: 20, to: 8, v0: 0, t: 0.45), accuracy: 1e-12)
    }
}
