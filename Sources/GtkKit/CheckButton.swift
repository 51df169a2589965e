// GtkCheckButton: a labelled on/off box.
import CGtk

@MainActor
public final class CheckButton: Widget {
    override public class var gType: GType { gtk_check_button_get_type() }
    private var check: UnsafeMutablePointer<GtkCheckButton> { raw.assumingMemoryBound(to: GtkCheckButton.self) }

    /// GTK 4.8 gives a check button with a mnemonic label ("Le_gend") that raw text as its
    /// accessible name, underscore included; screen readers should read "Legend". So an adopted
    /// button is named by its label without the mnemonic marks ("__" is a literal underscore).
    public required init(adopting pointer: UnsafeMutableRawPointer) {
        super.init(adopting: pointer)
        guard gtk_check_button_get_use_underline(check) != 0, let label = gtk_check_button_get_label(check) else { return }
        setAccessibleLabel(Self.withoutMnemonic(String(cString: label)))
    }

    /// `text` as displayed: single underscores (mnemonic marks) dropped, doubled ones kept once.
    static func withoutMnemonic(_ text: String) -> String {
        var out = ""
        var pendingUnderscore = false
        for character in text {
            if character == "_" {
                if pendingUnderscore { out.append("_") }
                pendingUnderscore.toggle()
                continue
            }
            pendingUnderscore = false
            out.append(character)
        }
        return out
    }

    public var isActive: Bool {
        get { gtk_check_button_get_active(check) != 0 }
        set { if newValue != isActive { gtk_check_button_set_active(check, newValue ? 1 : 0) } }
    }

    public func onToggled(_ handler: @escaping @MainActor () -> Void) { on("toggled", handler) }
}
