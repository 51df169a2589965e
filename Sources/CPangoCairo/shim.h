// Cairo (image, SVG and PDF surfaces) and PangoCairo, without GTK: what the headless renderer needs.
#pragma once
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
