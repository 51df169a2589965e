// AdwFlap: a sidebar beside the content that folds over it when the window is narrow.
import CGtk

@MainActor
public final class Flap: Widget {
    override public class var gType: GType { adw_flap_get_type() }
    private var flap: OpaquePointer { OpaquePointer(raw) }

    /// Whether the sidebar is shown (beside the content, or over it when folded).
    public var revealsFlap: Bool {
        get { adw_flap_get_reveal_flap(flap) != 0 }
        set { adw_flap_set_reveal_flap(flap, newValue ? 1 : 0) }
    }

    /// Whether the sidebar is folded over the content (the window is too narrow for both).
    public var isFolded: Bool { adw_flap_get_folded(flap) != 0 }

    public func onFoldedChanged(_ handler: @escaping @MainActor () -> Void) { onNotify("folded", handler) }
}
