// An error for the user: what kind of thing failed, and the message (English, translated where
// shown). The window derives its dialog from the state's error, heading and all.
/// An error the state holds until dismissed.
public struct StoreError: Sendable, Hashable {
    /// What failed: the window's heading says it ("Could Not Copy the Scene").
    public enum Kind: Sendable, Hashable {
        case open, save, export, copy, edit
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
