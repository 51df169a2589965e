// GtkAboutDialog: the application's name, version, credits and licence.
import CGtk

@MainActor
public final class AboutDialog: Window {
    override public class var gType: GType { gtk_about_dialog_get_type() }
    private var about: OpaquePointer { OpaquePointer(raw) }

    /// The application's details. `gtk_show_about_dialog` is variadic; the setters are not.
    public convenience init(
        programName: String, version: String, comments: String, iconName: String, website: String,
        authors: [String], license: License? = nil
    ) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_about_dialog_new()))
        gtk_about_dialog_set_program_name(about, programName)
        gtk_about_dialog_set_version(about, version)
        gtk_about_dialog_set_comments(about, comments)
        gtk_about_dialog_set_logo_icon_name(about, iconName)
        if !website.isEmpty { gtk_about_dialog_set_website(about, website) }
        if let license { gtk_about_dialog_set_license_type(about, license.c) }
        withCStringArray(authors) { gtk_about_dialog_set_authors(about, UnsafeMutablePointer(mutating: $0)) }
        setHideOnClose(true)
    }
}
