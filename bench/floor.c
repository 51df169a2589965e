/* The export floor: paint an image of the given pixel size and write it to PNG, with nothing
 * else (no scene, no layout, no text). `concentric render` is compared against this.
 *
 * By default the PNG is written by cairo's own writer (libpng's defaults: every filter tried on
 * every row, zlib level 6). With a fourth argument `paeth-rle` it is written with the settings
 * `concentric` uses (PNGEncoder.swift: the Paeth filter on every row, zlib's Z_RLE strategy), so
 * the two can also be compared encoder for encoder.
 *
 * Build: cc -O2 floor.c $(pkg-config --cflags --libs cairo libpng) -o floor
 * Usage: floor WIDTH HEIGHT OUT.png [paeth-rle] */
#include <cairo.h>
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* The surface's opaque pixels as RGB rows through libpng (the gradient leaves no translucency). */
static int write_paeth_rle(cairo_surface_t *surface, const char *path) {
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    unsigned char *data = cairo_image_surface_get_data(surface);
    FILE *file = fopen(path, "wb");
    if (!file) return 1;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    unsigned char *row = malloc((size_t)width * 3);
    if (!png || !info || !row || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        fclose(file);
        return 1;
    }
    png_init_io(png, file);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, 0, PNG_FILTER_PAETH);
    png_set_compression_strategy(png, Z_RLE);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        const uint32_t *pixels = (const uint32_t *)(data + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            row[3 * x] = pixels[x] >> 16;
            row[3 * x + 1] = pixels[x] >> 8;
            row[3 * x + 2] = pixels[x];
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    return fclose(file) == 0 ? 0 : 1;
}

int main(int argc, char **argv) {
    if (argc != 4 && !(argc == 5 && strcmp(argv[4], "paeth-rle") == 0)) {
        fprintf(stderr, "usage: floor WIDTH HEIGHT OUT.png [paeth-rle]\n");
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
    cairo_surface_flush(surface);
    int failed;
    if (argc == 5) {
        failed = write_paeth_rle(surface, argv[3]);
    } else {
        cairo_status_t status = cairo_surface_write_to_png(surface, argv[3]);
        failed = status != CAIRO_STATUS_SUCCESS;
    }
    cairo_surface_destroy(surface);
    if (failed) {
        fprintf(stderr, "error: %s: cannot write the PNG\n", argv[3]);
        return 1;
    }
    return 0;
}
