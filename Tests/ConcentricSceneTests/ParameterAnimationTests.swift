// The scene animation: SwiftUI's `.smooth(duration: 0.9)` spring, toggled every 1.3 s, retargeted
// from its current position and velocity; checked against the critically damped closed form. Then
// the other curves (bouncy and overdamped springs, Core Animation's timing curves combined as
// SwiftUI combines them), `repeatForever`, and their format: read, written, refused with a place.
import ConcentricJSON
@testable import ConcentricScene
import Foundation
@testable import SceneEditing
import XCTest

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
        // 0.45 s into the move (ωt = π) it has covered about 82 %, still moving at 0.9 s (~1.4 % left).
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
        let instant = ParameterAnimation(parameter: "p", first: 0, second: 1, hold: 1, curve: .smooth(duration: 0))
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

    // MARK: - Springs with bounce

    /// `.bouncy(duration: 0.5)` (bounce 0.3, ζ = 0.7, ω0 = 4π) from rest at 0 toward 1: the first
    /// peak is at π / ωd with height 1 + e^(−πζ / √(1 − ζ²)) ≈ 1.046, and by 3 s it has settled.
    func testAnUnderdampedSpringOvershootsThenSettles() {
        let spring = Spring.bouncy(duration: 0.5)
        XCTAssertEqual(spring.bounce, 0.3)
        let zeta = 0.7, omega0 = 4 * Double.pi
        XCTAssertEqual(spring.dampingRatio ?? 0, zeta, accuracy: 1e-15)
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let peak = spring.advance(SpringState(position: 0, velocity: 0), toward: 1, by: Double.pi / omegaD)
        XCTAssertEqual(peak.position, 1 + exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()), accuracy: 1e-12)
        XCTAssertEqual(peak.position, 1.046, accuracy: 0.001)
        XCTAssertEqual(peak.velocity, 0, accuracy: 1e-9)
        XCTAssertEqual(spring.advance(SpringState(position: 0, velocity: 0), toward: 1, by: 3).position, 1, accuracy: 1e-6)
        // As a scene's curve: 8 → 20 passes 20 and comes back.
        let animation = ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .bouncy(duration: 0.5))
        XCTAssertGreaterThan(animation.value(at: 1.3 + Double.pi / omegaD, initial: 8), 20.5)
        XCTAssertEqual(animation.value(at: 2.59, initial: 8), 20, accuracy: 1e-3)
    }

    /// `.spring(duration: 0.5, bounce: -0.5)`: ζ = 1 / (1 + b) = 2, the two-exponential solution
    /// x = A·e^(r1·t) + B·e^(r2·t), r = −ω0(ζ ∓ √(ζ² − 1)), never past the target.
    func testAnOverdampedSpringIsTheTwoExponentials() {
        let spring = Spring.spring(duration: 0.5, bounce: -0.5)
        XCTAssertEqual(spring.dampingRatio ?? 0, 2, accuracy: 1e-15)
        let omega0 = 4 * Double.pi, zeta = 2.0
        let r1 = -omega0 * (zeta - (zeta * zeta - 1).squareRoot()), r2 = -omega0 * (zeta + (zeta * zeta - 1).squareRoot())
        // From 3 with velocity −7 toward 11: x0 = −8.
        let x0 = -8.0, v0 = -7.0
        let a = (v0 - r2 * x0) / (r1 - r2), b = x0 - a
        var last = 3.0
        for t in [0.05, 0.1, 0.5, 1, 2, 10] {
            let state = spring.advance(SpringState(position: 3, velocity: -7), toward: 11, by: t)
            XCTAssertEqual(state.position, 11 + a * exp(r1 * t) + b * exp(r2 * t), accuracy: 1e-12, "at \(t)")
            XCTAssertEqual(state.velocity, a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t), accuracy: 1e-10, "at \(t)")
            XCTAssertLessThanOrEqual(state.position, 11)
            if t >= 0.5 { XCTAssertGreaterThan(state.position, last) }
            last = state.position
        }
    }

    /// Every damping: the velocity is the position's derivative, and a bounce a hair from 0 on
    /// either side moves like the critically damped spring (no 0 / 0 near ζ = 1).
    func testEveryDampingIsContinuousAndItsVelocityIsTheDerivative() {
        let start = SpringState(position: 3, velocity: -7)
        let h = 1e-6
        for spring in [Spring.snappy(duration: 0.4), .bouncy(duration: 0.7, extraBounce: 0.7), .spring(duration: 0.6, bounce: -0.9), .spring(bounce: 1)] {
            for t in [0.1, 0.3, 0.8] {
                let a = spring.advance(start, toward: 11, by: t - h).position, b = spring.advance(start, toward: 11, by: t + h).position
                XCTAssertEqual(spring.advance(start, toward: 11, by: t).velocity, (b - a) / (2 * h), accuracy: 1e-4, "\(spring) at \(t)")
            }
        }
        let critical = Spring.smooth(duration: 0.9)
        for bounce in [1e-9, -1e-9, 1e-13] {
            for t in [0.1, 0.45, 2] {
                XCTAssertEqual(
                    Spring.spring(duration: 0.9, bounce: bounce).advance(start, toward: 11, by: t).position,
                    critical.advance(start, toward: 11, by: t).position, accuracy: 1e-6)
            }
        }
        // A preset's bounce above 1 is held at 1: undamped, bounded.
        XCTAssertEqual(Spring.bouncy(extraBounce: 1).bounce, 1)
        XCTAssertEqual(Spring.bouncy(extraBounce: 1).advance(SpringState(position: 0, velocity: 0), toward: 1, by: 1e6).position, 1, accuracy: 1 + 1e-9)
    }

    /// `.smooth` still gives the very numbers it gave when it was the only spring: the former
    /// loop, copied here, against the current one, bit for bit.
    func testSmoothIsExactlyWhatItWas() {
        func former(_ animation: ParameterAnimation, duration: Double, at t: Double, initial: Double) -> Double {
            let omega = 2 * Double.pi / duration
            func advance(_ s: (p: Double, v: Double), toward target: Double, by t: Double) -> (p: Double, v: Double) {
                let x0 = s.p - target, v0 = s.v
                let b = omega * x0 + v0
                let decay = exp(-omega * t)
                return (target + decay * (x0 + b * t), decay * (v0 - omega * b * t))
            }
            guard t.isFinite, t > 0 else { return initial }
            var state = (p: initial, v: 0.0)
            var target = initial
            let toggles = (t / animation.hold).rounded(.down)
            var k = 0.0
            var previous: [(p: Double, v: Double)] = []
            while k < toggles {
                let next = target == animation.first ? animation.second : animation.first
                if k > 0 { state = advance(state, toward: target, by: animation.hold) }
                target = next
                k += 1
                previous.append(state)
                if previous.count >= 3 {
                    let a = previous[previous.count - 1], b = previous[previous.count - 3]
                    if abs(a.p - b.p) <= 1e-12 * max(1, abs(a.p)) && abs(a.v - b.v) <= 1e-12 * max(1, abs(a.v)) {
                        k += ((toggles - k) / 2).rounded(.down) * 2
                        previous.removeAll()
                    }
                }
            }
            return advance(state, toward: target, by: max(0, t - k * animation.hold)).p
        }
        let other = ParameterAnimation(parameter: "gap", first: 2, second: 16, hold: 0.5, curve: .smooth(duration: 0.3))
        for t in [0.7, 1.3, 1.75, 2.6, 3.3, 12.25, 1300.5, 1e7 + 0.1] {
            XCTAssertEqual(sample.value(at: t, initial: 8), former(sample, duration: 0.9, at: t, initial: 8), "at \(t)")
            XCTAssertEqual(sample.value(at: t, initial: 14), former(sample, duration: 0.9, at: t, initial: 14), "at \(t)")
            XCTAssertEqual(other.value(at: t, initial: 4), former(other, duration: 0.3, at: t, initial: 4), "at \(t)")
        }
    }

    // MARK: - Timing curves

    /// Core Animation's Béziers: linear is the identity, easeInOut is symmetric (0.5 at 0.5),
    /// easeOut mirrors easeIn; each matches a bisection of the Bernstein form written out here.
    func testTimingCurvesAreCoreAnimationsBeziers() {
        XCTAssertEqual(TimingCurve.linear.progress(0.3), 0.3)
        XCTAssertEqual(TimingCurve.easeInOut.progress(0.5), 0.5, accuracy: 1e-12)
        for curve in TimingCurve.allCases {
            XCTAssertEqual(curve.progress(0), 0)
            XCTAssertEqual(curve.progress(1), 1)
            XCTAssertEqual(curve.progress(-3), 0)
            XCTAssertEqual(curve.progress(7), 1)
        }
        func bernstein(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
            func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
            var low = 0.0, high = 1.0
            for _ in 0..<200 { let mid = (low + high) / 2; if b(x1, x2, mid) < x { low = mid } else { high = mid } }
            return b(y1, y2, (low + high) / 2)
        }
        for x in stride(from: 0.05, to: 1, by: 0.05) {
            XCTAssertEqual(TimingCurve.easeIn.progress(x), bernstein(0.42, 0, 1, 1, at: x), accuracy: 1e-12)
            XCTAssertEqual(TimingCurve.easeOut.progress(x), bernstein(0, 0, 0.58, 1, at: x), accuracy: 1e-12)
            XCTAssertEqual(TimingCurve.easeInOut.progress(x), bernstein(0.42, 0, 0.58, 1, at: x), accuracy: 1e-12)
            XCTAssertEqual(TimingCurve.easeOut.progress(x), 1 - TimingCurve.easeIn.progress(1 - x), accuracy: 1e-12)
        }
        XCTAssertEqual(TimingCurve.easeIn.progress(0.5), 0.3154, accuracy: 0.0005)
    }

    /// `.linear(duration: 1)` toggled every 2 s: halfway through a change is the midpoint, and it
    /// arrives exactly at the duration; `.easeInOut` is at the midpoint halfway too.
    func testATimingCurveMovesOnItsCurveAndArrives() {
        let linear = ParameterAnimation(parameter: "p", first: 0, second: 10, hold: 2, curve: .linear(duration: 1))
        XCTAssertEqual(linear.value(at: 2.5, initial: 0), 5, accuracy: 1e-12)
        XCTAssertEqual(linear.value(at: 2.25, initial: 0), 2.5, accuracy: 1e-12)
        XCTAssertEqual(linear.value(at: 3, initial: 0), 10)
        XCTAssertEqual(linear.value(at: 3.9, initial: 0), 10)
        XCTAssertEqual(linear.value(at: 4.5, initial: 0), 5, accuracy: 1e-12)
        XCTAssertEqual(linear.value(at: 1e9 + 0.5, initial: 0), 5, accuracy: 1e-6)
        XCTAssertTrue(linear.value(at: .infinity, initial: 0).isFinite)
        let ease = ParameterAnimation(parameter: "p", first: 8, second: 20, curve: .easeInOut())
        XCTAssertEqual(ease.value(at: 1.3 + 0.175, initial: 8), 14, accuracy: 1e-9)
        XCTAssertEqual(ease.value(at: 1.3 + 0.35, initial: 8), 20)
    }

    /// A toggle before the last change has finished combines with it (SwiftUI's combining
    /// animation): `.linear(duration: 1)`, toggles every 0.6 s, 0 ↔ 10.
    /// - t = 1.5: the change to 10 is 0.9 in (P1 = 9), the change to 0 is 0.3 in: 9 + 0.3·(0 − 9) = 6.3.
    /// - t = 1.7: the first has finished (10), the second is 0.5 in: 10 + 0.5·(0 − 10) = 5.
    func testATimingCurveRetargetCombinesWithTheRunningChange() {
        let animation = ParameterAnimation(parameter: "p", first: 0, second: 10, hold: 0.6, curve: .linear(duration: 1))
        XCTAssertEqual(animation.value(at: 1.5, initial: 0), 6.3, accuracy: 1e-12)
        XCTAssertEqual(animation.value(at: 1.7, initial: 0), 5, accuracy: 1e-12)
        // Continuous where a change starts and where one ends.
        for t in [1.2, 1.6, 1.8, 2.2] {
            XCTAssertEqual(animation.value(at: t - 1e-9, initial: 0), animation.value(at: t + 1e-9, initial: 0), accuracy: 1e-6, "at \(t)")
        }
        // Not the plain sum (that would give 0 + 9 − 3 = 6 at 1.5).
        XCTAssertNotEqual(animation.value(at: 1.5, initial: 0), 6, accuracy: 1e-6)
        // Late times: periodic with two holds, and quick.
        XCTAssertEqual(animation.value(at: 600.3, initial: 0), animation.value(at: 601.5, initial: 0), accuracy: 1e-9)
        // Toggles far faster than the curve stay bounded and finite.
        let fast = ParameterAnimation(parameter: "p", first: 0, second: 10, hold: 0.001, curve: .easeIn(duration: 3600))
        let late = fast.value(at: 5e4, initial: 0)
        XCTAssertTrue(late.isFinite && (0...10).contains(late), "\(late)")
    }

    // MARK: - repeatForever

    /// `.linear(duration: 1).repeatForever(autoreverses: true)` from 0 to 10: up in [0, 1), down
    /// in [1, 2), …; without autoreversing each repetition starts again at 0. No hold.
    func testRepeatForeverBothWays() {
        let back = ParameterAnimation(parameter: "p", first: 0, second: 10, hold: 99, curve: .linear(duration: 1), repeatForever: .init(autoreverses: true))
        XCTAssertEqual(back.value(at: 0.25, initial: 0), 2.5, accuracy: 1e-12)
        XCTAssertEqual(back.value(at: 1.25, initial: 0), 7.5, accuracy: 1e-12)
        XCTAssertEqual(back.value(at: 2.25, initial: 0), 2.5, accuracy: 1e-12)
        XCTAssertEqual(back.value(at: 1001.75, initial: 0), 2.5, accuracy: 1e-9)
        XCTAssertEqual(back.cycleSeconds, 2)
        let again = ParameterAnimation(parameter: "p", first: 0, second: 10, curve: .linear(duration: 1), repeatForever: .init(autoreverses: false))
        XCTAssertEqual(again.value(at: 1.25, initial: 0), 2.5, accuracy: 1e-12)
        XCTAssertEqual(again.value(at: 0.999, initial: 0), 9.99, accuracy: 1e-9)
        XCTAssertEqual(again.cycleSeconds, 1)
        XCTAssertEqual(again.value(at: 0, initial: 3), 3)
        XCTAssertTrue(again.value(at: .infinity, initial: 0).isFinite)
        // A spring: each repetition its duration long, starting from rest.
        let spring = ParameterAnimation(parameter: "p", first: 8, second: 20, curve: .smooth(duration: 0.9), repeatForever: .init())
        XCTAssertEqual(spring.value(at: 0.45, initial: 8), closedForm(from: 8, to: 20, v0: 0, t: 0.45), accuracy: 1e-12)
        XCTAssertEqual(spring.value(at: 0.9 + 0.45, initial: 8), closedForm(from: 20, to: 8, v0: 0, t: 0.45), accuracy: 1e-12)
        XCTAssertEqual(sample.cycleSeconds, 2.6)
    }

    // MARK: - Format

    /// The text without its spaces and line breaks (the writer folds a long object onto lines).
    func squeezed(_ text: String) -> String { text.filter { $0 != " " && $0 != "\n" } }

    func scene(_ animation: String) -> String {
        #"{"version": 2, "device": "iphone-16-pro", "parameters": {"inset": 8}, "animation": \#(animation), "root": {"Text": "Hi"}}"#
    }

    /// Each form reads as its curve and writes back as it was read; omitted durations and bounces
    /// are SwiftUI's defaults.
    func testEveryCurveReadsAndWritesAsWritten() throws {
        let forms: [(String, ParameterAnimation)] = [
            (#"{"parameter": "inset", "values": [8, 20], "hold": 1.3, "spring": {"smooth": {"duration": 0.9}}}"#, sample),
            (#"{"parameter": "inset", "values": [8, 20], "hold": 1.3, "spring": {"smooth": {"duration": 0.5, "extraBounce": 0.1}}}"#,
             ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .smooth(duration: 0.5, extraBounce: 0.1))),
            (#"{"parameter": "inset", "values": [8, 20], "hold": 2, "spring": {"snappy": {"duration": 0.5}}}"#,
             ParameterAnimation(parameter: "inset", first: 8, second: 20, hold: 2, curve: .snappy())),
            (#"{"parameter": "inset", "values": [8, 20], "hold": 1.3, "spring": {"bouncy": {"duration": 0.7, "extraBounce": -0.2}}}"#,
             ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .bouncy(duration: 0.7, extraBounce: -0.2))),
            (#"{"parameter": "inset", "values": [8, 20], "hold": 1.3, "spring": {"spring": {"duration": 0.6, "bounce": -0.25}}}"#,
             ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .spring(duration: 0.6, bounce: -0.25))),
            (#"{"parameter": "inset", "values": [8, 20], "hold": 1.3, "curve": {"linear": {"duration": 1}}}"#,
             ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .linear(duration: 1))),
            (#"{"parameter": "inset", "values": [8, 20], "hold": 1.3, "curve": {"easeIn": {"duration": 0.35}}}"#,
             ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .easeIn())),
            (#"{"parameter": "inset", "values": [8, 20], "hold": 1.3, "curve": {"easeOut": {"duration": 0.2}}}"#,
             ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .easeOut(duration: 0.2))),
            (#"{"parameter": "inset", "values": [8, 20], "curve": {"easeInOut": {"duration": 0.35}}, "repeatForever": {"autoreverses": true}}"#,
             ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .easeInOut(), repeatForever: .init(autoreverses: true))),
            (#"{"parameter": "inset", "values": [8, 20], "spring": {"bouncy": {"duration": 0.5}}, "repeatForever": {"autoreverses": false}}"#,
             ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .bouncy(), repeatForever: .init(autoreverses: false))),
        ]
        for (json, animation) in forms {
            let file = try FormatSupport.parse(scene(json))
            XCTAssertEqual(file.document.animation, animation, json)
            XCTAssertTrue(squeezed(file.jsonText).contains(squeezed(#""animation": \#(json)"#)), "\(json) wrote\n\(file.jsonText)")
            XCTAssertEqual(try FormatSupport.parse(file.jsonText).document, file.document)
        }
        let defaults: [(String, ParameterAnimation)] = [
            (#"{"parameter": "inset", "values": [8, 20]}"#, sample),
            (#"{"parameter": "inset", "values": [8, 20], "spring": {"smooth": {}}}"#, ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .smooth())),
            (#"{"parameter": "inset", "values": [8, 20], "spring": {"spring": {"bounce": 0.2}}}"#, ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .spring(duration: 0.5, bounce: 0.2))),
            (#"{"parameter": "inset", "values": [8, 20], "curve": {"linear": {}}}"#, ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .linear(duration: 0.35))),
            (#"{"parameter": "inset", "values": [8, 20], "curve": {"easeOut": {}}, "repeatForever": {}}"#,
             ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .easeOut(), repeatForever: .init(autoreverses: true))),
        ]
        for (json, animation) in defaults { XCTAssertEqual(try FormatSupport.parse(scene(json)).document.animation, animation, json) }
        // The bundled sample still writes its animation as it always has.
        XCTAssertTrue(squeezed(try FormatSupport.preset("concentric-card").jsonText).contains(squeezed(#""hold": 1.3, "spring": {"smooth": {"duration": 0.9}}"#)))
    }

    /// Every malformed curve or repetition is refused at its place.
    func testBadCurvesAreRefusedAtTheirPlace() throws {
        let cases: [(String, String)] = [
            (#""spring": {"smooth": {"duration": 1}}, "curve": {"linear": {}}"#, #"animation.curve: give either "spring" or "curve", not both"#),
            (#""hold": 2, "curve": {"linear": {}}, "repeatForever": {}"#, #"animation.hold: "hold" does not go with "repeatForever""#),
            (#""spring": {"wobbly": {}}"#, #"animation.spring: unknown spring "wobbly" (expected one of: spring, smooth, snappy, bouncy)"#),
            (#""spring": {"smooth": {}, "snappy": {}}"#, "animation.spring: a spring is an object with exactly one key"),
            (#""spring": 0.9"#, "animation.spring: a spring is an object with exactly one key"),
            (#""spring": {"smooth": {"bounce": 0.2}}"#, #"animation.spring.smooth: unknown field "bounce""#),
            (#""spring": {"spring": {"extraBounce": 0.2}}"#, #"animation.spring.spring: unknown field "extraBounce""#),
            (#""spring": {"snappy": {"extraBounce": 1.5}}"#, "animation.spring.snappy.extraBounce: extraBounce must be above -1 and at most 1 (found 1.5)"),
            (#""spring": {"spring": {"bounce": -1}}"#, "animation.spring.spring.bounce: bounce must be above -1 and at most 1 (found -1)"),
            (#""spring": {"bouncy": {"duration": 0}}"#, "animation.spring.bouncy.duration: a duration must be above 0 seconds (found 0)"),
            (#""curve": {"easeOutIn": {}}"#, #"animation.curve: unknown curve "easeOutIn" (expected one of: linear, easeIn, easeOut, easeInOut)"#),
            (#""curve": {"linear": {"duration": 4000}}"#, "animation.curve.linear.duration: a duration must be at most 3600 seconds (found 4000)"),
            (#""curve": {"easeIn": {"bounce": 0}}"#, #"animation.curve.easeIn: unknown field "bounce""#),
            (#""repeatForever": {"autoreverses": "yes"}"#, "animation.repeatForever.autoreverses: expected"),
            (#""repeatForever": {"count": 2}"#, #"animation.repeatForever: unknown field "count""#),
            (#""repeatForever": true"#, "animation.repeatForever:"),
        ]
        for (members, expected) in cases {
            let error = try FormatSupport.error(scene(#"{"parameter": "inset", "values": [8, 20], \#(members)}"#))
            XCTAssertTrue(error.contains(expected), "\(members): \(error)")
        }
        // The edits apply the reader's rules.
        let document = try FormatSupport.preset("concentric-card").document
        let edits: [(AnimationCurve, String)] = [
            (.spring(duration: 0.5, bounce: 2), "bounce must be above -1 and at most 1 (found 2)"),
            (.snappy(extraBounce: -1), "extraBounce must be above -1 and at most 1 (found -1)"),
            (.linear(duration: 0), "a duration must be above 0 seconds (found 0)"),
        ]
        for (curve, message) in edits {
            XCTAssertThrowsError(try document.applying(.setAnimation(ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: curve)))) {
                XCTAssertEqual($0 as? SceneEditError, .invalidValue(message))
            }
        }
    }
}
