/* The export floor: paint an image of the given pixel size and write it to PNG, with nothing
 * else (no scene, no layout, no text). `concentric render` is compared against this.
 * Build: cc -O2 floor.c $(pkg-config --cflags --libs cairo) -o floor
 * Usage: floor WIDTH HEIGHT OUT.png */
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: floor WIDTH HEIGHT OUT.png\n");
        return 2;
    }
    int width = atoi(argv[1]), height = atoi(argv[2]);
    if (width <= 0 || height <= 0) {
        fprintf(stderr, "error: bad size\n");
        return 2;
    }
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    /* The same kind of background the presets paint: a vertical two-stop gradient. */
    cairo_pattern_t *gradient = cairo_pattern_create_linear(0, 0, 0, height);
    cairo_pattern_add_color_stop_rgb(gradient, 0, 0, 0, 0);
    cairo_pattern_add_color_stop_rgb(gradient, 1, 0.29, 0, 0.51);
    cairo_set_source(cr, gradient);
    cairo_paint(cr);
    cairo_pattern_destroy(gradient);
    cairo_destroy(cr);
    cairo_status_t status = cairo_surface_write_to_png(surface, argv[3]);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "error: %s: %s\n", argv[3], cairo_status_to_string(status));
        return 1;
    }
    return 0;
}
