// Why: GDK 4.8's X11 backend (gdk_x11_surface_layout_popup) finds the monitor for a popup from
// its anchor rectangle alone (gdk_surface_get_layout_monitor: the monitor whose geometry
// intersects it the most). When the window is partly off the screen and a popover's anchor lies
// wholly off it, no monitor intersects it: GDK passes NULL to gdk_monitor_get_geometry (a
// critical), lays the popup out against uninitialised bounds, and GTK then allocates the popover
// a negative width. Wayland compositors place popups themselves, so only X11 needs this.
//
// GTK positions a popover inside its "show" class handler (gtk_popover_show → present_popup),
// before any handler connected to "show" or "map" runs, so the check overrides that class
// handler for GtkPopover (and so for every subclass) and chains up to it.
#include "popover_placement.h"

#include <gtk/gtk.h>
#include <gdk/x11/gdkx.h>
#include <X11/Xlib.h>

/// What the app set the popover to point to before this code moved its anchor, and the
/// rectangle it was moved to (a later show finds one or the other).
typedef struct {
    gboolean owner_has_pointing_to;
    GdkRectangle owner_pointing_to;
    GdkRectangle moved_to;
} MovedAnchor;

static const char *moved_anchor_key = "concentric-moved-popover-anchor";

/// The root-window origin of a native's surface in GDK's (application) pixels.
static gboolean surface_root_origin(GdkSurface *surface, int *x, int *y) {
    Window child;
    int root_x = 0, root_y = 0;
    if (!GDK_IS_X11_SURFACE(surface)) return FALSE;
    Display *xdisplay = gdk_x11_display_get_xdisplay(gdk_surface_get_display(surface));
    Window xid = gdk_x11_surface_get_xid(surface);
    if (!XTranslateCoordinates(xdisplay, xid, DefaultRootWindow(xdisplay), 0, 0, &root_x, &root_y, &child))
        return FALSE;
    int scale = gdk_surface_get_scale_factor(surface);
    *x = root_x / scale;
    *y = root_y / scale;
    return TRUE;
}

/// The distance (0 when they touch) from a rectangle to a monitor's geometry, squared.
static long long distance_squared(const GdkRectangle *rect, const GdkRectangle *monitor) {
    long long dx = 0, dy = 0;
    if (rect->x + rect->width <= monitor->x) dx = monitor->x - (rect->x + rect->width) + 1;
    else if (rect->x >= monitor->x + monitor->width) dx = rect->x - (monitor->x + monitor->width) + 1;
    if (rect->y + rect->height <= monitor->y) dy = monitor->y - (rect->y + rect->height) + 1;
    else if (rect->y >= monitor->y + monitor->height) dy = rect->y - (monitor->y + monitor->height) + 1;
    return dx * dx + dy * dy;
}

static int clamp_int(int value, int low, int high) { return value < low ? low : (value > high ? high : value); }

/// Moves the popover's anchor onto the nearest monitor when it is on none (see the top).
static void keep_anchor_on_a_monitor(GtkPopover *popover) {
    GtkWidget *parent = gtk_widget_get_parent(GTK_WIDGET(popover));
    if (parent == NULL) return;
    GtkNative *native = gtk_widget_get_native(parent);
    if (native == NULL) return;
    GdkSurface *surface = gtk_native_get_surface(native);
    if (surface == NULL) return;

    // The owner's anchor, not one this code set on an earlier show (restored here).
    MovedAnchor *moved = g_object_get_data(G_OBJECT(popover), moved_anchor_key);
    GdkRectangle pointing_to;
    gboolean has_pointing_to = gtk_popover_get_pointing_to(popover, &pointing_to);
    if (moved != NULL) {
        gboolean still_ours = has_pointing_to && gdk_rectangle_equal(&pointing_to, &moved->moved_to);
        if (still_ours) {
            has_pointing_to = moved->owner_has_pointing_to;
            pointing_to = moved->owner_pointing_to;
            gtk_popover_set_pointing_to(popover, has_pointing_to ? &pointing_to : NULL);
        }
        g_object_set_data(G_OBJECT(popover), moved_anchor_key, NULL);
    }

    // The anchor in the parent's coordinates, then on the root window (as GTK computes it).
    graphene_rect_t parent_bounds;
    if (!gtk_widget_compute_bounds(parent, parent, &parent_bounds)) return;
    GdkRectangle anchor = has_pointing_to ? pointing_to
        : (GdkRectangle){ 0, 0, (int)ceilf(parent_bounds.size.width), (int)ceilf(parent_bounds.size.height) };
    graphene_point_t in_parent = GRAPHENE_POINT_INIT(0, 0), in_native;
    if (!gtk_widget_compute_point(parent, GTK_WIDGET(native), &in_parent, &in_native)) return;
    double surface_dx = 0, surface_dy = 0;
    gtk_native_get_surface_transform(native, &surface_dx, &surface_dy);
    int root_x, root_y;
    if (!surface_root_origin(surface, &root_x, &root_y)) return;
    int parent_x = root_x + (int)floor(in_native.x + surface_dx);
    int parent_y = root_y + (int)floor(in_native.y + surface_dy);
    GdkRectangle on_root = { parent_x + anchor.x, parent_y + anchor.y, MAX(anchor.width, 1), MAX(anchor.height, 1) };

    // On a monitor already (as GDK looks for one), or the nearest monitor.
    GListModel *monitors = gdk_display_get_monitors(gdk_surface_get_display(surface));
    GdkRectangle nearest = { 0 };
    long long nearest_distance = -1;
    for (guint index = 0; index < g_list_model_get_n_items(monitors); index++) {
        GdkMonitor *monitor = g_list_model_get_item(monitors, index);
        GdkRectangle geometry;
        gdk_monitor_get_geometry(monitor, &geometry);
        g_object_unref(monitor);
        if (geometry.width <= 0 || geometry.height <= 0) continue;
        if (gdk_rectangle_intersect(&on_root, &geometry, NULL)) return;
        long long distance = distance_squared(&on_root, &geometry);
        if (nearest_distance < 0 || distance < nearest_distance) {
            nearest_distance = distance;
            nearest = geometry;
        }
    }
    if (nearest_distance < 0) return;

    // The part of that monitor closest to the anchor: the anchor slid onto it (shrunk to fit).
    GdkRectangle onto = on_root;
    onto.width = MIN(onto.width, nearest.width);
    onto.height = MIN(onto.height, nearest.height);
    onto.x = clamp_int(onto.x, nearest.x, nearest.x + nearest.width - onto.width);
    onto.y = clamp_int(onto.y, nearest.y, nearest.y + nearest.height - onto.height);
    GdkRectangle in_parent_coordinates = { onto.x - parent_x, onto.y - parent_y, onto.width, onto.height };

    MovedAnchor *record = g_new0(MovedAnchor, 1);
    record->owner_has_pointing_to = has_pointing_to;
    record->owner_pointing_to = pointing_to;
    record->moved_to = in_parent_coordinates;
    g_object_set_data_full(G_OBJECT(popover), moved_anchor_key, record, g_free);
    gtk_popover_set_pointing_to(popover, &in_parent_coordinates);
}

static void popover_show(GtkWidget *widget, gpointer unused) {
    (void)unused;
    keep_anchor_on_a_monitor(GTK_POPOVER(widget));
    g_signal_chain_from_overridden_handler(widget);
}

void concentric_popovers_keep_anchors_on_monitors(void) {
    static gboolean installed = FALSE;
    if (installed || !GDK_IS_X11_DISPLAY(gdk_display_get_default())) return;
    installed = TRUE;
    // The class must exist for its "show" signal to be found; the reference keeps it for good.
    g_type_class_ref(GTK_TYPE_POPOVER);
    g_signal_override_class_handler("show", GTK_TYPE_POPOVER, G_CALLBACK(popover_show));
}
