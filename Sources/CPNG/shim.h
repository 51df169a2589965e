// libpng, for the render tests: they decode PNGs with it, and write with it the reference files that
// PNGEncoder.swift's must equal byte for byte (the same filter and compression settings).
#pragma once
#include <png.h>
#include <setjmp.h>
#include <zlib.h>

// libpng reports an error by printing it and calling longjmp to the buffer set with setjmp; with
// no buffer set it aborts. Swift cannot call setjmp, and a longjmp must not cross Swift frames, so
// each libpng call that can fail is wrapped here: setjmp in this C frame, then the call, which
// only ever calls back into Swift for output that never fails in libpng's eyes. 0 is success.

static inline int concentric_png_set_header(png_structp png, png_infop info, png_uint_32 width, png_uint_32 height, int color_type) {
    if (setjmp(png_jmpbuf(png))) return 1;
    png_set_IHDR(png, info, width, height, 8, color_type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    return 0;
}

static inline int concentric_png_write_info(png_structp png, png_infop info) {
    if (setjmp(png_jmpbuf(png))) return 1;
    png_write_info(png, info);
    return 0;
}

static inline int concentric_png_write_row(png_structp png, png_const_bytep row) {
    if (setjmp(png_jmpbuf(png))) return 1;
    png_write_row(png, row);
    return 0;
}

static inline int concentric_png_write_end(png_structp png) {
    if (setjmp(png_jmpbuf(png))) return 1;
    png_write_end(png, NULL);
    return 0;
}
