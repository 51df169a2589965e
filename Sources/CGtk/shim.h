// The GTK 4 and libadwaita 1.2 C APIs as one Clang module for Swift. Cairo and Pango come along
// through gtk.h (adwaita.h includes it).
#pragma once
#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>  // g_unix_fd_add_full: inotify on the main loop (FileMonitor)
#include <libintl.h>   // dgettext, bindtextdomain: the app's translations
