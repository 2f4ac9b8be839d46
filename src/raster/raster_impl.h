// The raster layer's private pieces shared by its files: vertices in clip and screen space, the
// 2x2 fragment quads the rasterizer hands on, and the rasterizer's entry points per primitive kind
// (primitives.cpp). draw.cpp runs the stages and merges the fragments into the attachments.
#pragma once

#include <cstdint>
#include <functional>

#include "raster/raster.h"

namespace wgx::raster {

// A vertex in clip space, with its weights of the primitive's original vertices (clipping makes
// new vertices; interpolation stays in terms of the originals).
struct ClipVertex {
  double pos[4] = {0, 0, 0, 1};
  double bary[3] = {0, 0, 0};
};

// After the perspective division and the viewport transform: framebuffer x, y (pixels, y down),
// depth, and 1/w.
struct ScreenVertex {
  double x = 0, y = 0, z = 0, inv_w = 1;
  double bary[3] = {0, 0, 0};
};

// One pixel of a quad: the weights of the primitive's vertices with perspective correction and in
// screen space (for `linear`), its depth and 1/w. Uncovered pixels of a quad (helpers) carry the
// same values extrapolated, which derivatives read.
struct FragmentLane {
  float perspective[3] = {0, 0, 0};
  float linear[3] = {0, 0, 0};
  float z = 0, inv_w = 1;
};

// Fragments come in 2x2 quads at even (x, y): lanes top-left, top-right, bottom-left,
// bottom-right; `covered` has bit l set for each lane the primitive covers.
struct Quad {
  int32_t x = 0, y = 0;
  uint8_t covered = 0;
  uint32_t primitive = 0;
  FragmentLane lanes[4];
};

struct RasterState {
  double viewport[6] = {0, 0, 0, 0, 0, 1};
  int32_t clip[4] = {0, 0, 0, 0};  // the pixels that may be written: x0, y0, x1, y1 (exclusive)
  Cull cull = Cull::None;
  bool front_ccw = true;
};

using QuadSink = std::function<void(const Quad&)>;

// Each rasterizes one primitive (clipped to the clip volume, then to state.clip) into quads
// stamped with `primitive`. A triangle returns whether it faces front (false when culled or
// empty, with *drawn false).
void raster_triangle(const ClipVertex v[3], const RasterState& state, uint32_t primitive, bool* front, bool* drawn,
                     const QuadSink& sink);
void raster_line(const ClipVertex v[2], const RasterState& state, uint32_t primitive, const QuadSink& sink);
void raster_point(const ClipVertex& v, const RasterState& state, uint32_t primitive, const QuadSink& sink);

}  // namespace wgx::raster
