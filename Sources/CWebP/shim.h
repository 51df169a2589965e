// libwebp (Debian's libwebp-dev): the animation encoder (WebPAnimEncoder, mux.h) for
// `concentric render --animate -o FILE.webp`, and the decoder (WebPAnimDecoder, demux.h) the
// tests read the frames back with. No callbacks or longjmp: every call reports by return value.
#pragma once
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
