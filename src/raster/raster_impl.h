// The raster layer's private pieces shared by its files: vertices in clip and screen space, the
// 2x2 fragment quads the rasterizer hands on, and the rasterizer's entry points per primitive kind
// (primitives.cpp). draw.cpp runs the stages and merges the fragments into the attachments.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "raster/raster.h"

namespace wgx::raster {

// A vertex in clip space, with its weights of the primitive's original vertices (clipping makes
// new vertices; interpolation stays in terms of the originals).
struct ClipVertex {
  double pos[4] = {0, 0, 0, 1};
  double bary[3] = {0, 0, 0};
  // The vertex stage's clip_distances (a primitive's vertices have the same count): planes of
  // the clip volume beside its six, inside where the distance is not negative.
  static constexpr int kMaxDistances = 8;
  double distance[kMaxDistances] = {};
  int distances = 0;
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
  float perspective[3];
  float linear[3];
  float z, inv_w;
};

// Fragments come in 2x2 quads at even (x, y): lanes top-left, top-right, bottom-left,
// bottom-right; `covered` has bit l set for each lane the primitive covers, `samples[l]` the
// lane's covered samples and `sample_z[l][s]` the primitive's depth at sample s. With per-sample
// shading a quad stands for one sample, `sample`, of its pixels (lanes cover at most that one).
// The merge reads only the QuadHead; the lanes' values go into the fragment records as the quad
// arrives.
struct QuadHead {
  int32_t x = 0, y = 0;
  uint8_t covered = 0;
  uint8_t sample = 0;
  uint8_t samples[4] = {0, 0, 0, 0};
  uint32_t primitive = 0;
  float sample_z[4][4];  // set for the covered samples only
};
struct Quad : QuadHead {
  FragmentLane lanes[4];
  FragmentLane centroid[4];  // scanned with `centroid`: the lanes' weights for centroid inputs
};

// One screen-space triangle a primitive rasterizes as (clipping may cut a triangle into several;
// lines and points are two each).
struct ScreenTriangle {
  ScreenVertex v[3];
};

// The sample positions within a pixel in 1/256 pixel (one sample: the centre, 128, 128).
struct SampleGrid {
  uint32_t count = 1;
  int32_t at[4][2] = {{128, 128}, {128, 128}, {128, 128}, {128, 128}};
};

struct RasterState {
  double viewport[6] = {0, 0, 0, 0, 0, 1};
  int32_t clip[4] = {0, 0, 0, 0};  // the pixels that may be written: x0, y0, x1, y1 (exclusive)
  Cull cull = Cull::None;
  bool front_ccw = true;
  bool unclipped_depth = false;  // Pipeline::unclipped_depth: the planes z >= 0 and z <= w are not clipped to
};

// Takes `count` quads of one primitive in scan order.
using QuadSink = std::function<void(const Quad* quads, size_t count)>;

// Primitive setup: each clips one primitive to the clip volume and appends the screen triangles it
// rasterizes as. A triangle returns whether it is drawn (false when culled or empty) and sets
// whether it faces front.
bool setup_triangle(const ClipVertex v[3], const RasterState& state, bool* front, std::vector<ScreenTriangle>* out);
void setup_line(const ClipVertex v[2], const RasterState& state, std::vector<ScreenTriangle>* out);
void setup_point(const ClipVertex& v, const RasterState& state, std::vector<ScreenTriangle>* out);

// The pixels a screen triangle may touch: x0, y0, x1, y1 (exclusive; empty for a degenerate one).
void triangle_box(const ScreenTriangle& t, int64_t box[4]);

// What a scan computes: the sample grid, one quad per sample of it (`per_sample`) rather than per
// 2x2 block, each lane's centroid weights (`centroid`), and whether lanes need their interpolation
// weights at all (`weights`: some fragment input is interpolated; depth and 1/w are always set).
struct ScanMode {
  const SampleGrid* grid = nullptr;
  bool per_sample = false;
  bool centroid = false;
  bool weights = true;
};

// Scans one screen triangle over the pixels of `rect` (x0, y0, x1, y1, exclusive; even x0 and y0
// keep quads whole) into quads stamped with `primitive`. With one sample at the pixel centre the
// scan goes by 8x8 blocks classified against the edges first (empty ones skipped, whole ones
// without per-pixel tests), the edge functions stepped incrementally.
void scan_triangle(const ScreenTriangle& t, const int32_t rect[4], const ScanMode& mode, uint32_t primitive,
                   const QuadSink& sink);

}  // namespace wgx::raster
