// Keeps every GtkPopover's anchor on a monitor before GTK positions it (GDK 4.8, X11).
#pragma once

/// From now on, each popover about to be shown whose anchor (its pointing-to rectangle, or its
/// parent's bounds) lies on no monitor points instead to the part of the nearest monitor closest
/// to the anchor. Call once, after GTK is initialised; does nothing unless the display is X11.
void concentric_popovers_keep_anchors_on_monitors(void);
