// The animation's transport under the canvas: Play/Pause and the scrubber over one cycle of the
// scene's animation, with the moment it shows. The animation itself (which parameter, its values,
// its timing) is edited in the popover of the bar's Animation button (AnimationPanel.swift).
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import GtkKit
import PlaygroundStore

/// The controls of PlaygroundWindow.ui's playback bar. `show` sets them from the state with their
/// handlers blocked; Play sends `playToggled`, Pause and the scrubber `animationScrubbed`.
@MainActor
final class PlaybackBar {
    var onPlay: @MainActor (Bool) -> Void = { _ in }
    var onScrub: @MainActor (Double) -> Void = { _ in }

    private let bar: Box
    private let play: ToggleButton
    private let scale: Scale
    private let time: Inscription
    /// The Animation button, whose popover edits the animation.
    private let menu: Widget
    /// Space on the bar (capture phase: before the focused scrubber or button sees it).
    private var keys: EventControllerKey?
    /// What the button's tooltip and description were made from (every frame moves the
    /// scrubber, not them), and the moment's text as shown (it changes every tenth of a second).
    private var described: Shown?
    private var shownMoment: (position: String, cycle: Double?)?
    /// While playing, the scrubber follows the frame clock from the moment the store last
    /// reported: between the animation's springs the store spends no frames, yet time goes on.
    private var following: (position: Double, cycle: Double, frameTime: Int?)?
    private var isTicking = false

    init(builder: Builder) throws(GLibError) {
        bar = try builder.get("playback_bar")
        play = try builder.get("play_button")
        scale = try builder.get("time_scale")
        time = try builder.get("time_label")
        menu = try builder.get("animation_menu")
        play.onToggled { [weak self] in
            guard let self else { return }
            // Pause holds the moment the scrubber shows: the store spends no frames between
            // springs, so its own clock may be behind it.
            if !self.play.isActive, self.following != nil { return self.onScrub(self.scale.value) }
            self.onPlay(self.play.isActive)
        }
        scale.onValueChanged { [weak self] in
            guard let self else { return }
            self.onScrub(self.scale.value)
        }
        // Space plays and pauses only while the bar has the keyboard (over the canvas, Space
        // and a drag pan), but opens the Animation button's popover as a button's Space does.
        let keys = EventControllerKey(on: bar, capturing: true)
        keys.onKeyPressed { [weak self] key in
            guard let self, key.is(.space), !self.menu.containsFocus else { return false }
            return self.togglePlayback()
        }
        self.keys = keys
    }

    /// Whether the keyboard is in the bar (where Space plays and pauses).
    var hasFocus: Bool { bar.containsFocus }

    /// Plays or pauses as the button does (K, and Space on the bar); false when nothing can play.
    func togglePlayback() -> Bool {
        guard play.isSensitive else { return false }
        play.isActive.toggle()
        return true
    }

    /// What the bar shows: whether it plays, why it cannot, the motion, and the moment.
    struct Shown: Equatable {
        var playing: Bool
        var reduceMotion: Bool
        var unavailable: String?
        var motion: ParameterAnimation?
        var position: Double?

        init(_ state: PlaygroundState) {
            playing = state.animation.showsPlaying
            reduceMotion = state.animation.reduceMotion
            unavailable = state.animationUnavailableReason
            motion = state.animation.motion
            position = state.animation.cyclePosition
        }
    }

    func show(_ shown: Shown) {
        play.withHandlersBlocked { play.isActive = shown.playing }
        play.iconName = shown.playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic"
        let canPlay = !shown.reduceMotion && shown.unavailable == nil
        play.isSensitive = canPlay
        var told = shown
        told.position = nil
        if told != described {
            described = told
            let description = Self.describe(shown)
            play.tooltip = description
            play.setAccessibleDescription(description)
        }
        // The scrubber moves through the cycle whether or not motion is allowed: it is the user's
        // own hand, not an animation.
        let cycle = shown.motion?.cycleSeconds
        scale.isSensitive = cycle != nil && shown.unavailable == nil
        let position = min(max(0, shown.position ?? 0), cycle ?? 0)
        scale.withHandlersBlocked {
            if scale.bounds != 0...(cycle ?? 1) {
                scale.setRange(0...(cycle ?? 1))
                scale.setIncrements(step: 0.05, page: 0.5)
            }
        }
        showMoment(position, of: cycle)
        following = shown.playing ? cycle.map { (position, $0, nil) } : nil
        if following != nil { followFrameClock() }
    }

    /// The scrubber at `position` seconds into a cycle of `cycle`, and the moment in words.
    private func showMoment(_ position: Double, of cycle: Double?) {
        scale.withHandlersBlocked { scale.value = position }
        let moment = DecimalFormat.short(position)
        guard shownMoment.map({ $0.position != moment || $0.cycle != cycle }) ?? true else { return }
        shownMoment = (moment, cycle)
        // TRANSLATORS: the animation's moment and its cycle, in seconds, e.g. "1.3 / 2.6 s".
        time.text = cycle.map { tr("{time} / {cycle} s", ["time": moment, "cycle": DecimalFormat.short($0)]) } ?? ""
    }

    /// Moves the scrubber on every frame while playing (stops by itself on Pause).
    private func followFrameClock() {
        guard !isTicking else { return }
        isTicking = true
        scale.addTickCallback { [weak self] frameTime in
            guard let self, var following = self.following else {
                self?.isTicking = false
                return false
            }
            let start = following.frameTime ?? frameTime
            following.frameTime = start
            self.following = following
            let elapsed = Double(frameTime - start) / 1_000_000
            self.showMoment((following.position + elapsed).truncatingRemainder(dividingBy: following.cycle), of: following.cycle)
            return true
        }
    }

    /// The button's tooltip: Play or Pause with its key, and what plays (or why nothing can).
    private static func describe(_ shown: Shown) -> String {
        if shown.reduceMotion { return tr("Animations are turned off in the system settings (reduce motion).") }
        // TRANSLATORS: a sentence made of one reason (already translated), e.g. "This scene has no animation".
        if let unavailable = shown.unavailable { return tr("{reason}.", ["reason": tr(unavailable)]) }
        let action = shown.playing ? tr("Pause (K)") : tr("Play (K)")
        guard let motion = shown.motion else { return action }
        let what = if motion.repeatForever != nil {
            // TRANSLATORS: {parameter} is the scene's parameter name (not translated); {first} and {second} are points.
            tr("The {parameter} moves from {first} to {second} pt, over and over.",
                ["parameter": motion.parameter, "first": JSONWriter.format(motion.first), "second": JSONWriter.format(motion.second)])
        } else {
            // TRANSLATORS: {hold} is seconds, {first} and {second} points; {parameter} is the scene's parameter name (not translated).
            tr("Every {hold} s the {parameter} springs between {first} and {second} pt.",
                [
                    "hold": JSONWriter.format(motion.hold), "parameter": motion.parameter,
                    "first": JSONWriter.format(motion.first), "second": JSONWriter.format(motion.second),
                ])
        }
        return action + " " + what
    }
}
