// GtkPaperSize: the paper the desktop prints on, for exports meant to be printed.
import CGtk

/// `gtk_paper_size_get_default()`: the locale's paper (its LC_PAPER, else its territory), as a
/// print dialog would offer it.
public enum DefaultPaper {
    /// Its width and height in points, portrait as GTK gives them; nil when GTK gives no size.
    public static func points() -> (width: Double, height: Double)? {
        guard let size = gtk_paper_size_new(nil) else { return nil }
        defer { gtk_paper_size_free(size) }
        return (gtk_paper_size_get_width(size, GTK_UNIT_POINTS), gtk_paper_size_get_height(size, GTK_UNIT_POINTS))
    }
}
