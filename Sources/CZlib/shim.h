// zlib, which deflates a PNG's image data (ConcentricRender/PNGEncoder.swift).
#pragma once
#include <zlib.h>

// deflateInit2 is a macro (it passes zlib's version and the stream's size along), which Swift
// cannot import.
static inline int concentric_deflate_init(z_streamp stream, int level, int window_bits, int mem_level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, window_bits, mem_level, strategy);
}
