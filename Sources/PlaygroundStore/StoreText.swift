// Marks the store's user-visible messages for translation, without translating them.
/// Returns `message` unchanged: the store stays free of gettext and of the user's locale (its
/// messages are English, as its tests expect), while `xgettext` (scripts/i18n.sh, keyword `N_`)
/// extracts every message marked with it into po/concentric.pot. The window translates them where
/// it shows them (`tr(state.notice)`, the error dialog, the tooltips), so only whole, fixed
/// messages are marked; one built from values keeps a fixed, marked part of its own.
@inline(__always)
public func N_(_ message: String) -> String { message }
