// Popovers opened while the window is partly off the screen (X11): see CGtkPopoverPlacement.
import CGtk
import CGtkPopoverPlacement

@MainActor
public enum Popovers {
    /// From now on, a popover (a menu button's menu, a drop-down's or combo row's list, a context
    /// menu) whose anchor is on no monitor opens from the nearest monitor's edge instead: GDK 4.8's
    /// X11 backend finds no monitor for such an anchor and lays the popup out against garbage.
    /// Call once GTK is initialised (the application's activate).
    public static func keepAnchorsOnMonitors() {
        concentric_popovers_keep_anchors_on_monitors()
    }
}
