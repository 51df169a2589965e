// AdwToastOverlay and AdwToast: short feedback over the content ("Exported card@2x.png").
import CGtk

@MainActor
public final class ToastOverlay: Widget {
    override public class var gType: GType { adw_toast_overlay_get_type() }

    /// Shows a toast with `title`; with `button`, a button that activates the detailed action
    /// (`win.open-folder` with a string target). A newer toast replaces the one shown.
    public func show(_ title: String, button: (label: String, action: String, target: String)? = nil) {
        guard let toast = adw_toast_new(title) else { return }
        if let button {
            adw_toast_set_button_label(toast, button.label)
            adw_toast_set_action_name(toast, button.action)
            adw_toast_set_action_target_value(toast, g_variant_new_string(button.target))
        }
        // Newest first: feedback on what just happened matters more than the last one's.
        adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        adw_toast_overlay_add_toast(OpaquePointer(raw), toast)  // takes the toast's reference
    }
}
