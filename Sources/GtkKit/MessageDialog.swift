// AdwMessageDialog: a short modal question or error over a window, with its answers as buttons.
import CGtk

@MainActor
public final class MessageDialog: Window {
    override public class var gType: GType { adw_message_dialog_get_type() }
    private var dialog: UnsafeMutablePointer<AdwMessageDialog> { raw.assumingMemoryBound(to: AdwMessageDialog.self) }

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
        if let first = responses.first { adw_message_dialog_set_default_response(dialog, first.id) }
        if let close = closeResponse ?? responses.last?.id { adw_message_dialog_set_close_response(dialog, close) }
        setModal(true)
    }

    /// A widget under the body (a form); the dialog unparents it when it is destroyed, so a widget
    /// kept by its wrapper can be shown again in another dialog.
    public func setExtraChild(_ child: Widget?) { adw_message_dialog_set_extra_child(dialog, child?.widget) }

    /// Shows the dialog; it closes itself on any answer (the dialog does), then `completion` gets
    /// the answer's id.
    public func present(completion: @escaping @MainActor (String) -> Void) {
        onPointer("response") { response in
            completion(response.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "")
        }
        present()
    }
}
