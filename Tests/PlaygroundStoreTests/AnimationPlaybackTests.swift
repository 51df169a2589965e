// The 1.3 s schedule: targets toggle 8 → 20 → 8 at 1.3 s, 2.6 s, …; paused while hidden;
// nothing at all with reduce motion; the clock only runs while something moves.
import ConcentricScene
import Foundation
@testable import PlaygroundStore
import XCTest

final class AnimationPlaybackTests: XCTestCase {
    let frame = 1.0 / 60

    /// A state with the animation on, its first frame at `start`.
    func running(start: Double = 100) -> PlaygroundState {
        var state = update(Fixture.state, .playToggled(true)).0
        state = update(state, .frameTicked(seconds: start)).0
        return state
    }

    func testTargetsToggleEvery1_3Seconds() {
        var state = running()
        var toggles: [(time: Double, target: Double)] = []
        var last = state.animation.target
        // Sampled every millisecond for 5.5 s.
        for ms in 1...5500 {
            let t = Double(ms) / 1000
            state = update(state, .frameTicked(seconds: 100 + t)).0
            if state.animation.target != last {
                toggles.append((t, state.animation.target))
                last = state.animation.target
            }
        }
        XCTAssertEqual(toggles.map(\.target), [20, 8, 20, 8])
        for (i, toggle) in toggles.enumerated() {
            XCTAssertEqual(toggle.time, 1.3 * Double(i + 1), accuracy: 0.0015, "toggle \(i + 1)")
        }
    }

    /// SwiftUI's `.smooth(duration: 0.9)` is still moving at 0.9 s (1.4 % left): the shown value
    /// lands on its target once within `settledDistance`, about 1.09 s into a 12 pt move, inside
    /// the 1.3 s hold.
    func testInsetReachesEachTargetOnceSettled() {
        var state = running()
        var t = 0.0
        var arrivals: [Double] = []
        var wasAt8 = true
        while t < 4 {
            t += frame
            state = update(state, .frameTicked(seconds: 100 + t)).0
            XCTAssertTrue((8...20).contains(state.animatedValue), "inset \(state.animatedValue) left 8…20 at \(t)")
            let at = state.animatedValue == 20 ? false : (state.animatedValue == 8 ? true : nil)
            if let at, at != wasAt8 {
                arrivals.append(t)
                wasAt8 = at
            }
        }
        XCTAssertEqual(arrivals.count, 2, "arrived at 20 then back at 8")
        for (i, arrival) in arrivals.enumerated() {
            let since = arrival - 1.3 * Double(i + 1)
            XCTAssertGreaterThan(since, 0.9, "arrival \(i + 1): still moving at the spring's duration")
            XCTAssertLessThan(since, 1.3, "arrival \(i + 1): settled before the next toggle")
        }
    }

    /// Every frame's inset is the closed form `ParameterAnimation.value(at:initial:)` (SwiftUI's
    /// retargeted spring), to rounding while it moves and to `settledDistance` once it rests.
    func testFramesFollowTheClosedForm() {
        var state = running(start: 0)
        let motion = ParameterAnimation(parameter: "inset", first: 8, second: 20)
        XCTAssertEqual(state.animation.motion, motion)
        var t = 0.0
        var moving = 0
        while t < 8 {
            t += frame
            state = update(state, .frameTicked(seconds: t)).0
            let exact = motion.value(at: t, initial: 8)
            if state.animation.isMoving {
                moving += 1
                XCTAssertEqual(state.animatedValue, exact, accuracy: 1e-9, "at \(t)")
            } else {
                XCTAssertEqual(state.animatedValue, exact, accuracy: AnimationPlayback.settledDistance, "at \(t)")
            }
        }
        XCTAssertGreaterThan(moving, 5 * 50)
        // A retarget mid-flight (the user's frames may be late): a 2 s stall still lands on the
        // closed form, toggles applied at their own instants.
        state = update(state, .frameTicked(seconds: 10.05)).0
        XCTAssertEqual(state.animatedValue, motion.value(at: 10.05, initial: 8), accuracy: 1e-9)
    }

    /// `.smooth(duration: 0.9)`: 0.45 s into a move 8 → 20 it has covered 1 − e^(−π)(1 + π) ≈ 82 %
    /// (the old stiffened spring covered 96 %), and at 0.9 s about 1.4 % is left.
    func testSmoothSpringTiming() {
        var state = running(start: 0)
        state = update(state, .frameTicked(seconds: 1.3 + 0.45)).0
        let covered = (state.animatedValue - 8) / 12
        XCTAssertEqual(covered, 1 - exp(-Double.pi) * (1 + Double.pi), accuracy: 1e-9)
        XCTAssertEqual(covered, 0.82, accuracy: 0.005)
        state = update(state, .frameTicked(seconds: 1.3 + 0.9)).0
        XCTAssertEqual((20 - state.animatedValue) / 12, 0.014, accuracy: 0.001)
        XCTAssertTrue(state.animation.isMoving)
    }

    func testHiddenWindowPausesTheSchedule() {
        var state = running()
        state = update(state, .frameTicked(seconds: 101)).0
        state = update(state, .windowVisibilityChanged(false)).0
        // Frames that still arrive while hidden change nothing and stop the clock.
        let (hiddenTick, effects) = update(state, .frameTicked(seconds: 105))
        XCTAssertEqual(effects, [.stopAnimationClock])
        XCTAssertEqual(hiddenTick, state)
        // Shown 60 s later: the first frame resumes the clock where it was (1.0 s).
        state = update(state, .windowVisibilityChanged(true)).0
        state = update(state, .frameTicked(seconds: 161)).0
        XCTAssertEqual(state.animation.clock, 1, accuracy: 1e-9)
        XCTAssertEqual(state.animation.target, 8)
        state = update(state, .frameTicked(seconds: 161.29)).0
        XCTAssertEqual(state.animation.target, 8)
        state = update(state, .frameTicked(seconds: 161.31)).0
        XCTAssertEqual(state.animation.target, 20)
    }

    func testReduceMotionMeansNoMotion() {
        var state = Fixture.state
        state = update(state, .reduceMotionChanged(true)).0
        let (on, effects) = update(state, .playToggled(true))
        XCTAssertFalse(effects.contains(.startAnimationClock))
        XCTAssertFalse(on.animation.showsPlaying)
        state = on
        for ms in stride(from: 0, through: 6000, by: 10) {
            let (next, effects) = update(state, .frameTicked(seconds: Double(ms) / 1000))
            XCTAssertEqual(effects, [.stopAnimationClock])
            XCTAssertEqual(next.animatedValue, 8)
            state = next
        }
    }

    func testStalledClockAppliesEveryDueToggle() {
        var state = running(start: 0)
        // One frame 10.5 s later: 8 toggles were due (1.3 … 10.4); the last, at 10.4, went to 8
        // and its spring has been running 0.1 s from 20.
        state = update(state, .frameTicked(seconds: 10.5)).0
        XCTAssertEqual(state.animation.target, 8)
        XCTAssertTrue(state.animation.isMoving)
        let motion = ParameterAnimation(parameter: "inset", first: 8, second: 20)
        XCTAssertEqual(state.animatedValue, motion.value(at: 10.5, initial: 8), accuracy: 1e-9)
        XCTAssertEqual(state.animation.nextToggle, 11.7, accuracy: 1e-9)
        // A clock jump of ten million years neither traps nor leaves the range: it counts as
        // the longest gap, a minute.
        let clock = state.animation.clock
        state = update(state, .frameTicked(seconds: 3e14)).0
        XCTAssertTrue((8...20).contains(state.animatedValue))
        XCTAssertEqual(state.animation.clock, clock + AnimationPlayback.longestGap)
    }

    func testToggleFromAnInsetTheUserSet() {
        var state = running(start: 0)
        state = update(state, .inset(13)).0
        // The sample's rule `inset == 8 ? 20 : 8`: from 13 the first toggle goes to 8, then 20.
        state = update(state, .frameTicked(seconds: 1.31)).0
        XCTAssertEqual(state.animation.target, 8)
        XCTAssertLessThan(state.animatedValue, 13, "the spring left 13 for 8")
        XCTAssertGreaterThan(state.animatedValue, 12.9)
        state = update(state, .frameTicked(seconds: 2.61)).0
        XCTAssertEqual(state.animation.target, 20)
    }

    /// Runs the app's side of the clock effects: frames at 60 Hz while the tick callback is on,
    /// none while waiting for a scheduled start. Returns the frames spent and the inset's path.
    func drive(seconds: Double) -> (frames: Int, samples: [(Double, Double)]) {
        var store = EditorStore(state: Fixture.state)
        var ticking = store.send(.app(.playToggled(true))).contains(.startAnimationClock)
        var wakeAt: Double? = nil
        var now = 50.0
        var frames = 0
        var samples: [(Double, Double)] = []
        while now < 50 + seconds {
            if ticking {
                frames += 1
                let effects = store.send(.app(.frameTicked(seconds: now)))
                samples.append((now - 50, store.state.animatedValue))
                for effect in effects {
                    switch effect {
                    case .stopAnimationClock: ticking = false
                    case .scheduleAnimationClock(let after):
                        ticking = false
                        wakeAt = now + after
                    default: break
                    }
                }
                now += frame
            } else if let wake = wakeAt {
                // g_timeout_add fires; the next frame comes at the frame clock's next vsync.
                now = max(now, wake)
                wakeAt = nil
                ticking = true
            } else {
                break
            }
        }
        return (frames, samples)
    }

    func testClockRunsOnlyWhileSomethingMoves() {
        let (frames, samples) = drive(seconds: 6)
        // Four springs that settle after about 1.09 s (the last cut at 6 s), a wake-up frame each:
        // the 0.2 s rest of each hold costs no frames, so fewer than 360.
        XCTAssertLessThan(frames, 360 - 3 * 10)
        XCTAssertGreaterThan(frames, 3 * 60)
        // The toggles still happen on schedule, and each spring ends on its target.
        let firstMove = samples.first { $0.1 != 8 }.map(\.0) ?? 0
        XCTAssertEqual(firstMove, 1.3, accuracy: frame + 1e-6)
        XCTAssertTrue(samples.contains { $0.1 == 20 })
    }

    /// Any curve plays as `ParameterAnimation.value(at:initial:)` gives it, frame by frame: a
    /// bouncy spring, timing curves toggled faster than they last (combining), and both
    /// repeating forms, which never rest.
    func testEveryCurvePlaysAsTheModelGivesIt() {
        let motions = [
            ParameterAnimation(parameter: "inset", first: 8, second: 20, hold: 1, curve: .bouncy(duration: 0.6)),
            ParameterAnimation(parameter: "inset", first: 8, second: 20, hold: 0.5, curve: .easeInOut(duration: 0.8)),
            ParameterAnimation(parameter: "inset", first: 8, second: 20, hold: 0.3, curve: .linear(duration: 1)),
            ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .easeIn(), repeatForever: .init(autoreverses: true)),
            ParameterAnimation(parameter: "inset", first: 8, second: 20, curve: .snappy(), repeatForever: .init(autoreverses: false)),
        ]
        for motion in motions {
            var playback = AnimationPlayback(isOn: true, value: 8, motion: motion)
            var t = 0.0
            while t < 5 {
                let shown = playback.advance(frameTime: t)
                let exact = motion.value(at: t, initial: 8)
                let tolerance = playback.isMoving ? 1e-9 : AnimationPlayback.settledDistance
                XCTAssertEqual(shown ?? .nan, exact, accuracy: tolerance, "\(motion.curve) at \(t)")
                t += frame
            }
            if motion.repeatForever != nil {
                XCTAssertTrue(playback.isMoving)
                XCTAssertEqual(playback.secondsUntilNextToggle, .infinity)
            }
        }
    }
}
