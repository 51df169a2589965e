// AdwMessageDialog: a short modal question or error over a window, with its answers as buttons.
import CGtk

@MainActor
public final class MessageDialog: Window {
    override public class var gType: GType { adw_message_dialog_get_type() }
    private var dialog: UnsafeMutablePointer<AdwMessageDialog> { raw.assumingMemoryBound(to: AdwMessageDialog.self) }
    /// The dialog itself while it is shown: its owner may let it go in the completion.
    private var keptWhileShown: MessageDialog?

    /// One answer: its id (what `present` reports), its label (with a mnemonic), its look.
    public struct Response: Sendable {
        public enum Appearance: Sendable { case normal, suggested, destructive }
        public var id: String
        public var label: String
        public var appearance: Appearance
        public init(id: String, label: String, appearance: Appearance = .normal) {
            self.id = id
            self.label = label
            self.appearance = appearance
        }
    }

    /// A modal dialog over `parent` with a heading, a body and `responses` (the first is the
    /// default; Escape gives `closeResponse`, the last one's id unless named).
    public convenience init(parent: Window?, heading: String, body: String?, responses: [Response], closeResponse: String? = nil) {
        self.init(adopting: UnsafeMutableRawPointer(adw_message_dialog_new(parent?.window, heading, body)))
        for response in responses {
            adw_message_dialog_add_response(dialog, response.id, response.label)
            let appearance = switch response.appearance {
            case .normal: ADW_RESPONSE_DEFAULT
            case .suggested: ADW_RESPONSE_SUGGESTED
            case .destructive: ADW_RESPONSE_DESTRUCTIVE
            }
            adw_message_dialog_set_response_appearance(dialog, response.id, appearance)
        }
        nameResponseButtons()
        if let first = responses.first { adw_message_dialog_set_default_response(dialog, first.id) }
        if let close = closeResponse ?? responses.last?.id { adw_message_dialog_set_close_response(dialog, close) }
        setModal(true)
    }

    /// libadwaita 1.2 names each answer's button by its label with the mnemonic underscore and
    /// then its text again ("_Save Save"): a screen reader would read both. Each button (the wide
    /// and the narrow layout have one each) is named by its label as shown.
    private func nameResponseButtons() {
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0 {
                let button = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)
                if gtk_button_get_use_underline(button) != 0, let label = gtk_button_get_label(button) {
                    // Its name comes from the labels it is labelled by, first: only from its own.
                    gtk_accessible_reset_relation(OpaquePointer(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
                    Widget(adopting: UnsafeMutableRawPointer(widget)).setAccessibleLabel(Self.withoutMnemonic(String(cString: label)))
                }
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(widget)
    }

    /// "_Save" as shown: "Save" ("__" is a literal underscore).
    static func withoutMnemonic(_ label: String) -> String {
        var text = ""
        var escaped = false
        for character in label {
            if character == "_", !escaped {
                escaped = true
                continue
            }
            escaped = false
            text.append(character)
        }
        return text
    }

    /// A widget under the body (a form); the dialog unparents it when it is destroyed, so a widget
    /// kept by its wrapper can be shown again in another dialog.
    public func setExtraChild(_ child: Widget?) { adw_message_dialog_set_extra_child(dialog, child?.widget) }

    /// Shows the dialog; it closes itself on any answer (the dialog does), then `completion` gets
    /// the answer's id. The dialog keeps itself alive while it is shown and is released after its
    /// response signal has returned, never inside it, whatever its owner does in `completion`.
    public func present(completion: @escaping @MainActor (String) -> Void) {
        keptWhileShown = self
        onPointer("response") { [unowned self] response in
            defer { self.releaseWhenShownEnds() }
            completion(response.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "")
        }
        // Destroyed without an answer (a newer error replacing it): released all the same.
        on("destroy") { [unowned self] in self.releaseWhenShownEnds() }
        present()
    }

    private func releaseWhenShownEnds() {
        guard let kept = keptWhileShown else { return }
        keptWhileShown = nil
        DeferredRelease.release(kept)
    }
}
