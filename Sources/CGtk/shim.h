// The GTK 4 C API as one Clang module for Swift. Cairo and Pango come along through gtk.h.
#pragma once
#include <gtk/gtk.h>
#include <libintl.h>   // dgettext, bindtextdomain: the app's translations
