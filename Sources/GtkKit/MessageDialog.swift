// GtkMessageDialog: a short modal message with an OK button.
import CGtk

@MainActor
public final class MessageDialog: Window {
    override public class var gType: GType { gtk_message_dialog_get_type() }

    /// A modal message over `parent`. `gtk_message_dialog_new` is variadic, so the dialog is
    /// built from its properties (`buttons` is construct-only).
    public convenience init?(parent: Window?, kind: MessageKind, text: String, secondaryText: String?, buttons: DialogButtons = .ok) {
        var names: [String] = ["message-type", "buttons", "text", "modal"]
        var values = [
            Value(enumType: gtk_message_type_get_type(), Int32(bitPattern: kind.c.rawValue)),
            Value(enumType: gtk_buttons_type_get_type(), Int32(bitPattern: buttons.c.rawValue)),
            Value(text), Value(true),
        ]
        if let secondaryText { names.append("secondary-text"); values.append(Value(secondaryText)) }
        if let parent { names.append("transient-for"); values.append(Value(object: parent)) }
        // g_object_new_with_properties wants the GValues contiguous.
        let contiguous = UnsafeMutablePointer<GValue>.allocate(capacity: values.count)
        defer { contiguous.deallocate() }
        for (i, value) in values.enumerated() { (contiguous + i).initialize(to: value.pointer.pointee) }
        let object = withCStringArray(names) { cNames in
            g_object_new_with_properties(gtk_message_dialog_get_type(), guint(names.count), UnsafeMutablePointer(mutating: cNames), contiguous)
        }
        // The copies in `contiguous` alias `values`' contents, which `values` unsets itself.
        withExtendedLifetime(values) {}
        guard let object else { return nil }
        self.init(adopting: UnsafeMutableRawPointer(object))
    }

    /// Shows the dialog; it closes itself on any answer, then `completion` runs.
    public func present(completion: @escaping @MainActor () -> Void = {}) {
        onInt("response") { [window] _ in
            gtk_window_destroy(window)
            completion()
        }
        present()
    }
}
