// `render --sheet … --page a4|letter|auto`: the paper a PDF spec sheet is paged onto.
import ConcentricIO
import ConcentricRender

enum PageOption {
    /// The values `--page` takes.
    static let names = ["a4", "letter", "auto"]

    /// The paper `text` names; `auto` is the locale's (`localePaper`).
    static func paper(_ text: String, environment: [String: String]) throws(UsageError) -> PaperSize {
        switch text.lowercased() {
        case "a4": return .a4
        case "letter": return .letter
        case "auto": return localePaper(environment)
        default: throw UsageError("--page takes \(names.joined(separator: ", ")), not \"\(text)\"")
        }
    }

    /// Territories whose paper is Letter: CLDR's list, which is also the one
    /// `gtk_paper_size_get_default` falls back on, so `auto` and the playground's export agree.
    static let letterTerritories: Set<String> = ["US", "CA", "MX", "PH", "BZ", "CL", "CO", "CR", "GT", "NI", "PA", "PE", "PR", "SV", "VE"]

    /// The paper of the locale `LC_PAPER` names, with POSIX precedence (an empty variable counts as
    /// unset): `LC_ALL` over `LC_PAPER` over `LANG`. Letter in `letterTerritories`, A4 elsewhere,
    /// including the C and POSIX locales. Read from the environment rather than `nl_langinfo`, so a
    /// locale that is not generated on this system still names its paper.
    static func localePaper(_ environment: [String: String]) -> PaperSize {
        let locale = ["LC_ALL", "LC_PAPER", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        guard let territory = territory(of: locale) else { return .a4 }
        return letterTerritories.contains(territory) ? .letter : .a4
    }

    /// `en_US` of `en_US.UTF-8@euro`: the part after the underscore, before the codeset and the
    /// modifier; nil when there is none.
    static func territory(of locale: String) -> String? {
        let base = locale.prefix { $0 != "." && $0 != "@" }
        guard let underscore = base.firstIndex(of: "_") else { return nil }
        let territory = base[base.index(after: underscore)...]
        return territory.isEmpty ? nil : territory.uppercased()
    }
}
