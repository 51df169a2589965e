// gettext's catalogue lookups, the one piece of libintl the app calls, so the app itself never
// imports the C module.
import CGtk
import Glibc

/// A message catalogue domain (`dgettext`'s first argument).
public struct Gettext: Sendable, Hashable {
    public let domain: String

    public init(domain: String) { self.domain = domain }

    /// Binds the domain to `folder` (`LANG/LC_MESSAGES/DOMAIN.mo` below it), in UTF-8, after
    /// setting the process's locale from the environment. Deliberately no `textdomain`: every
    /// lookup names its domain.
    public func bind(to folder: String) {
        setlocale(LC_ALL, "")
        bindtextdomain(domain, folder)
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// `message` translated, or `message` itself without a translation. gettext returns its
    /// argument then: the C string must outlive the copy, so it is made explicitly (an implicit
    /// argument conversion ends with the call).
    public func translate(_ message: String) -> String {
        message.withCString { String(cString: dgettext(domain, $0)) }
    }
}
