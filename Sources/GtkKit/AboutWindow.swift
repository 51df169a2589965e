// AdwAboutWindow: the application's name, version, credits and licence.
import CGtk

@MainActor
public final class AboutWindow: Window {
    override public class var gType: GType { adw_about_window_get_type() }
    private var about: OpaquePointer { OpaquePointer(raw) }

    /// The application's details. A website or an issue tracker is shown only when given.
    public convenience init(
        applicationName: String, version: String, comments: String, iconName: String, developerName: String,
        developers: [String], license: License? = nil, copyright: String? = nil
    ) {
        self.init(adopting: UnsafeMutableRawPointer(adw_about_window_new()))
        adw_about_window_set_application_name(about, applicationName)
        adw_about_window_set_version(about, version)
        adw_about_window_set_comments(about, comments)
        adw_about_window_set_application_icon(about, iconName)
        adw_about_window_set_developer_name(about, developerName)
        if let license { adw_about_window_set_license_type(about, license.c) }
        if let copyright { adw_about_window_set_copyright(about, copyright) }
        withCStringArray(developers) { adw_about_window_set_developers(about, UnsafeMutablePointer(mutating: $0)) }
        setHideOnClose(true)
    }
}
