// Primitive setup and the scan of screen triangles into 2x2 fragment quads, by WebGPU's rules.
// Setup clips a primitive to the clip volume -w <= x, y <= w, 0 <= z <= w (without the bounds on z
// under unclippedDepth; the x and y planes and w > 0 still remove everything with w <= 0) and to the half-spaces where
// each of the vertex stage's clip_distances is not negative (interpolated linearly in clip space, as Vulkan's user clip
// planes), applies the viewport transform with y pointing down and culling (front faces by winding in framebuffer
// space), and hands back the screen triangles it rasterizes as; lines are parallelograms one pixel wide across their
// minor axis and points one-pixel squares. The scan, run per tile, snaps vertex positions to 1/256 of a pixel (8 bits
// of sub-pixel precision, as Vulkan implementations commonly have) and tests coverage with integer edge functions and
// the top-left fill rule at each sample position (the pixel centre, or WebGPU's standard 4x pattern), giving each lane
// its covered samples, their depths and the interpolation weights (at the centre, the sample of per-sample shading, or
// for centroid inputs a partly covered pixel's first covered sample). With one sample at the centre (no multisampling)
// the scan goes by 8x8 blocks: each is classified against the three edges at its corners first, an empty block is
// skipped and a whole one needs no per-pixel test, and the edge values are stepped by whole pixels (the same integers).
#include <algorithm>
#include <bit>
#include <cmath>
#include <vector>

#include "raster/raster_impl.h"

namespace wgx::raster {
namespace {

constexpr double kSubPixels = 256.0;

// Distance to clip plane `p` (non-negative inside): the clip volume's six, then the shader's.
double plane_distance(const ClipVertex& v, int p) {
  const double* c = v.pos;
  if (p >= 6) return v.distance[p - 6];
  switch (p) {
    case 0:
      return c[3] + c[0];
    case 1:
      return c[3] - c[0];
    case 2:
      return c[3] + c[1];
    case 3:
      return c[3] - c[1];
    case 4:
      return c[2];
    default:
      return c[3] - c[2];
  }
}
int planes(const ClipVertex& v) { return 6 + v.distances; }

// Whether plane `p` bounds the clip volume: z >= 0 and z <= w do not under "depth-clip-control"'s
// unclippedDepth (the spec's depth clipping is off; depth is clamped later).
bool clips(int p, const RasterState& s) { return !(s.unclipped_depth && (p == 4 || p == 5)); }

ClipVertex lerp(const ClipVertex& a, const ClipVertex& b, double t) {
  ClipVertex r;
  for (int i = 0; i < 4; i++) r.pos[i] = a.pos[i] + (b.pos[i] - a.pos[i]) * t;
  for (int i = 0; i < 3; i++) r.bary[i] = a.bary[i] + (b.bary[i] - a.bary[i]) * t;
  r.distances = a.distances;
  for (int i = 0; i < a.distances; i++) r.distance[i] = a.distance[i] + (b.distance[i] - a.distance[i]) * t;
  return r;
}

bool inside(const ClipVertex& v, const RasterState& s) {
  for (int p = 0; p < planes(v); p++)
    if (clips(p, s) && plane_distance(v, p) < 0) return false;
  return v.pos[3] > 0;
}

// Sutherland-Hodgman against every plane of the clip volume.
std::vector<ClipVertex> clip_polygon(std::vector<ClipVertex> poly, const RasterState& s) {
  for (int p = 0; !poly.empty() && p < planes(poly[0]) && poly.size() >= 3; p++) {
    if (!clips(p, s)) continue;
    std::vector<ClipVertex> out;
    for (size_t i = 0; i < poly.size(); i++) {
      const ClipVertex& a = poly[i];
      const ClipVertex& b = poly[(i + 1) % poly.size()];
      double da = plane_distance(a, p), db = plane_distance(b, p);
      if (da >= 0) out.push_back(a);
      if ((da >= 0) != (db >= 0)) out.push_back(lerp(a, b, da / (da - db)));
    }
    poly = std::move(out);
  }
  return poly;
}

ScreenVertex to_screen(const ClipVertex& v, const RasterState& s) {
  ScreenVertex out;
  out.inv_w = 1.0 / v.pos[3];
  double x = v.pos[0] * out.inv_w, y = v.pos[1] * out.inv_w, z = v.pos[2] * out.inv_w;
  const double* vp = s.viewport;
  out.x = vp[0] + (x + 1) * 0.5 * vp[2];
  out.y = vp[1] + (1 - y) * 0.5 * vp[3];
  out.z = vp[4] + z * (vp[5] - vp[4]);
  std::copy(v.bary, v.bary + 3, out.bary);
  return out;
}

// Clipping keeps NaN out of the clip volume, but a vertex at infinity can clip to NaN.
bool finite(const ScreenVertex& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

// One edge function E(P) = dx * (Py - Ay) - dy * (Px - Ax), positive inside for a triangle of
// positive area; `bias` 0 on top and left edges (a pixel centre exactly on them is covered), -1
// on the others.
struct Edge {
  int64_t ax, ay, dx, dy, bias;
  int64_t at(int64_t px, int64_t py) const { return dx * (py - ay) - dy * (px - ax); }
};

Edge make_edge(int64_t ax, int64_t ay, int64_t bx, int64_t by) {
  Edge e{ax, ay, bx - ax, by - ay, 0};
  bool top = e.dy == 0 && e.dx > 0, left = e.dy < 0;
  e.bias = top || left ? 0 : -1;
  return e;
}

// When a screen triangle's vertices are the primitive's own (not made by clipping), vertex k
// stands for original vertex order[k] (weight 1 there, 0 elsewhere); false otherwise.
bool original_order(const ScreenVertex v[3], int order[3]) {
  int seen = 0;
  for (int k = 0; k < 3; k++) {
    order[k] = -1;
    for (int j = 0; j < 3; j++) {
      if (v[k].bary[j] == 1 && order[k] < 0)
        order[k] = j;
      else if (v[k].bary[j] != 0)
        return false;
    }
    if (order[k] < 0) return false;
    seen |= 1 << order[k];
  }
  return seen == 7;
}

// Fills a pixel's interpolation weights from its edge values (edge k lies opposite vertex k;
// `inv_area` is one over the edge values' sum) and its 1/w. `order`: original_order's, or null for
// a triangle made by clipping. Always inlined: the scan calls it for every lane.
[[gnu::always_inline]] inline void lane_weights_at(const ScreenVertex v[3], const int64_t e[3], double inv_area,
                                                   double inv_w, const int* order, FragmentLane* lane) {
  double w[3] = {static_cast<double>(e[0]) * inv_area, static_cast<double>(e[1]) * inv_area,
                 static_cast<double>(e[2]) * inv_area};
  double p[3];
  double scale = inv_w != 0 ? 1 / inv_w : 0;
  for (int k = 0; k < 3; k++) p[k] = inv_w != 0 ? w[k] * v[k].inv_w * scale : w[k];
  if (order) {  // the weights below with one term each (the others are exact zeros)
    for (int k = 0; k < 3; k++) {
      lane->perspective[order[k]] = static_cast<float>(p[k]);
      lane->linear[order[k]] = static_cast<float>(w[k]);
    }
    return;
  }
  for (int j = 0; j < 3; j++) {
    double bp = p[0] * v[0].bary[j] + p[1] * v[1].bary[j] + p[2] * v[2].bary[j];
    double bl = w[0] * v[0].bary[j] + w[1] * v[1].bary[j] + w[2] * v[2].bary[j];
    lane->perspective[j] = static_cast<float>(bp);
    lane->linear[j] = static_cast<float>(bl);
  }
}

// Fills a pixel's depth and 1/w, and with `weights` its interpolation weights, from its edge values.
void lane_values(const ScreenVertex v[3], const int64_t e[3], double inv_area, const int* order, bool weights,
                 FragmentLane* lane) {
  double w[3] = {static_cast<double>(e[0]) * inv_area, static_cast<double>(e[1]) * inv_area,
                 static_cast<double>(e[2]) * inv_area};
  double z = w[0] * v[0].z + w[1] * v[1].z + w[2] * v[2].z;
  double inv_w = w[0] * v[0].inv_w + w[1] * v[1].inv_w + w[2] * v[2].inv_w;
  lane->z = static_cast<float>(z);
  lane->inv_w = static_cast<float>(inv_w);
  if (weights) lane_weights_at(v, e, inv_area, inv_w, order, lane);
}

// The edge functions of one screen triangle in sub-pixel units, counter-clockwise (as seen with y
// down) and with the fill rule's biases; its vertices reordered to match.
struct TriangleSetup {
  ScreenVertex v[3];
  Edge edges[3];
  int64_t area = 0;
  double inv_area = 0;
  int64_t box[4] = {0, 0, 0, 0};  // pixels x0, y0, x1, y1 (exclusive)
  int order[3] = {0, 1, 2};
  bool original = false;  // order holds original_order's answer
};

bool setup_edges(const ScreenTriangle& in, TriangleSetup* t) {
  int64_t X[3], Y[3];
  for (int i = 0; i < 3; i++) {
    X[i] = std::llround(in.v[i].x * kSubPixels);
    Y[i] = std::llround(in.v[i].y * kSubPixels);
    t->v[i] = in.v[i];
  }
  int64_t area = (X[1] - X[0]) * (Y[2] - Y[0]) - (Y[1] - Y[0]) * (X[2] - X[0]);
  if (area == 0) return false;
  if (area < 0) {
    std::swap(t->v[1], t->v[2]), std::swap(X[1], X[2]), std::swap(Y[1], Y[2]);
    area = -area;
  }
  t->area = area;
  t->inv_area = 1.0 / static_cast<double>(area);
  t->original = original_order(t->v, t->order);
  t->edges[0] = make_edge(X[1], Y[1], X[2], Y[2]);
  t->edges[1] = make_edge(X[2], Y[2], X[0], Y[0]);
  t->edges[2] = make_edge(X[0], Y[0], X[1], Y[1]);
  auto floor_px = [](int64_t fixed) { return static_cast<int64_t>(std::floor(fixed / kSubPixels)); };
  t->box[0] = floor_px(*std::min_element(X, X + 3));
  t->box[1] = floor_px(*std::min_element(Y, Y + 3));
  t->box[2] = floor_px(*std::max_element(X, X + 3)) + 1;
  t->box[3] = floor_px(*std::max_element(Y, Y + 3)) + 1;
  return true;
}

// The triangle's depth at a point of edge values `e` (as lane_values computes it).
float depth_at(const TriangleSetup& t, const int64_t e[3]) {
  double w[3] = {static_cast<double>(e[0]) * t.inv_area, static_cast<double>(e[1]) * t.inv_area,
                 static_cast<double>(e[2]) * t.inv_area};
  return static_cast<float>(w[0] * t.v[0].z + w[1] * t.v[1].z + w[2] * t.v[2].z);
}

void edge_values(const TriangleSetup& t, int64_t cx, int64_t cy, int64_t e[3]) {
  for (int k = 0; k < 3; k++) e[k] = t.edges[k].at(cx, cy);
}

bool inside_edges(const TriangleSetup& t, const int64_t e[3]) {
  return e[0] + t.edges[0].bias >= 0 && e[1] + t.edges[1].bias >= 0 && e[2] + t.edges[2].bias >= 0;
}

// The coverage of one lane of a quad at pixel (px, py) and its samples' depths (per-sample
// shading: sample `only` alone).
void lane_coverage(const TriangleSetup& t, const SampleGrid& g, int64_t px, int64_t py, int only, Quad* q, int l) {
  uint8_t mask = 0;
  for (uint32_t s = 0; s < g.count; s++) {
    if (only >= 0 && static_cast<int>(s) != only) continue;
    int64_t e[3];
    edge_values(t, px * 256 + g.at[s][0], py * 256 + g.at[s][1], e);
    q->sample_z[l][s] = depth_at(t, e);
    if (inside_edges(t, e)) mask |= static_cast<uint8_t>(1u << s);
  }
  q->samples[l] = mask;
  if (mask) q->covered |= static_cast<uint8_t>(1u << l);
}

// A lane's interpolation weights: at the pixel centre, or with per-sample shading at sample
// `only`'s position.
void lane_weights(const TriangleSetup& t, const SampleGrid& g, int64_t px, int64_t py, int only, bool weights,
                  FragmentLane* lane) {
  int64_t e[3];
  edge_values(t, px * 256 + (only >= 0 ? g.at[only][0] : 128), py * 256 + (only >= 0 ? g.at[only][1] : 128), e);
  lane_values(t.v, e, t.inv_area, t.original ? t.order : nullptr, weights, lane);
}

// Centroid weights: a lane whose samples are all covered (or none: a helper) keeps its centre's;
// a partly covered one takes its first covered sample's (a point of the pixel inside the primitive).
void centroid_weights(const TriangleSetup& t, const SampleGrid& g, int64_t qx, int64_t qy, Quad* q) {
  uint8_t all = static_cast<uint8_t>((1u << g.count) - 1);
  for (int l = 0; l < 4; l++) {
    uint8_t mask = q->samples[l];
    if (mask == 0 || mask == all) {
      q->centroid[l] = q->lanes[l];
      continue;
    }
    int s = std::countr_zero(mask);
    lane_weights(t, g, qx + (l & 1), qy + (l >> 1), s, true, &q->centroid[l]);
  }
}

// The scan with a sample grid (multisampling, per-sample shading, centroid): each lane's samples
// tested one by one, within `b` (x0, y0, x1, y1: the tile's pixels the triangle's box meets).
void scan_samples(const TriangleSetup& t, const int64_t b[4], const ScanMode& mode, uint32_t primitive,
                  const QuadSink& sink) {
  const SampleGrid& grid = *mode.grid;
  int passes = mode.per_sample ? static_cast<int>(grid.count) : 1;
  for (int64_t qy = b[1] & ~int64_t{1}; qy < b[3]; qy += 2)
    for (int64_t qx = b[0] & ~int64_t{1}; qx < b[2]; qx += 2)
      for (int pass = 0; pass < passes; pass++) {
        Quad q;
        int only = mode.per_sample ? pass : -1;
        q.sample = static_cast<uint8_t>(mode.per_sample ? pass : 0);
        for (int l = 0; l < 4; l++) {
          int64_t px = qx + (l & 1), py = qy + (l >> 1);
          if (px >= b[0] && px < b[2] && py >= b[1] && py < b[3]) lane_coverage(t, grid, px, py, only, &q, l);
        }
        if (!q.covered) continue;
        q.x = static_cast<int32_t>(qx);
        q.y = static_cast<int32_t>(qy);
        q.primitive = primitive;
        for (int l = 0; l < 4; l++) lane_weights(t, grid, qx + (l & 1), qy + (l >> 1), only, mode.weights, &q.lanes[l]);
        if (mode.centroid) centroid_weights(t, grid, qx, qy, &q);
        sink(&q, 1);
      }
}

// Blocks of kBlock x kBlock pixels (even, so that quads stay whole) are classified against the
// edges before any pixel is: a block outside one edge is skipped, one inside all three needs no
// per-pixel test.
constexpr int64_t kBlock = 8;

// The edge values at pixel centres, stepped by whole pixels: exactly the integers Edge::at gives.
struct CentreEdges {
  int64_t origin[3];             // at the centre of pixel (x, y)
  int64_t step_x[3], step_y[3];  // one pixel right, one down
  int64_t bias[3];
  int64_t x = 0, y = 0;

  CentreEdges(const TriangleSetup& t, int64_t px, int64_t py) : x(px), y(py) {
    for (int k = 0; k < 3; k++) {
      origin[k] = t.edges[k].at(px * 256 + 128, py * 256 + 128);
      step_x[k] = -t.edges[k].dy * 256, step_y[k] = t.edges[k].dx * 256;
      bias[k] = t.edges[k].bias;
    }
  }
  int64_t at(int k, int64_t px, int64_t py) const { return origin[k] + (px - x) * step_x[k] + (py - y) * step_y[k]; }
};

// A value interpolated linearly in screen space (depth, 1/w) as a plane over pixel centres:
// value(px, py) = origin + (px - x) * per_x + (py - y) * per_y, from CentreEdges' (x, y). Its
// coefficients are the edge weights' sums in double, so a lane's value is within a few units of
// 2^-52 of the weighted sum of the vertices' values: the same f32 but where that sum lies at a
// rounding boundary of f32, and three products a lane rather than nine.
struct Plane {
  double origin = 0, per_x = 0, per_y = 0;
  double at(int64_t dx, int64_t dy) const {
    return origin + static_cast<double>(dx) * per_x + static_cast<double>(dy) * per_y;
  }
};

Plane plane_of(const TriangleSetup& t, const CentreEdges& c, double ScreenVertex::*value) {
  Plane p;
  for (int k = 0; k < 3; k++) {
    double v = t.v[k].*value * t.inv_area;
    p.origin += static_cast<double>(c.origin[k]) * v;
    p.per_x += static_cast<double>(c.step_x[k]) * v;
    p.per_y += static_cast<double>(c.step_y[k]) * v;
  }
  return p;
}

enum class BlockCover : uint8_t { None, Partial, Full };

// How the triangle covers the pixel centres of [x0, x1) x [y0, y1): an edge function is linear,
// so its least and greatest values over the rectangle lie at its corners.
BlockCover classify_block(const CentreEdges& c, int64_t x0, int64_t y0, int64_t x1, int64_t y1) {
  bool full = true;
  for (int k = 0; k < 3; k++) {
    int64_t e = c.at(k, x0, y0) + c.bias[k];
    int64_t dx = (x1 - 1 - x0) * c.step_x[k], dy = (y1 - 1 - y0) * c.step_y[k];
    int64_t lo = e + std::min<int64_t>(dx, 0) + std::min<int64_t>(dy, 0);
    int64_t hi = e + std::max<int64_t>(dx, 0) + std::max<int64_t>(dy, 0);
    if (hi < 0) return BlockCover::None;
    if (lo < 0) full = false;
  }
  return full ? BlockCover::Full : BlockCover::Partial;
}

// The quads of one block: lanes inside `b` are covered when the block is (Full) or when their
// centres pass the edge tests (Partial); every lane gets its depth and 1/w, and with `weights`
// its interpolation weights (helpers' extrapolated).
void scan_block(const TriangleSetup& t, const CentreEdges& c, const Plane planes[2], const int64_t b[4], int64_t bx,
                int64_t by, BlockCover cover, bool weights, uint32_t primitive, const QuadSink& sink) {
  const int* order = t.original ? t.order : nullptr;
  Quad quads[kBlock * kBlock / 4];  // handed on together: one call of the sink per block
  size_t count = 0;
  for (int64_t qy = by; qy < std::min(by + kBlock, b[3]); qy += 2)
    for (int64_t qx = bx; qx < std::min(bx + kBlock, b[2]); qx += 2) {
      Quad& q = quads[count];
      q.covered = 0;
      int64_t e[4][3], at_quad[3];
      for (int k = 0; k < 3; k++) at_quad[k] = c.at(k, qx, qy);
      for (int l = 0; l < 4; l++) {
        int64_t px = qx + (l & 1), py = qy + (l >> 1);
        for (int k = 0; k < 3; k++) e[l][k] = at_quad[k] + (l & 1) * c.step_x[k] + (l >> 1) * c.step_y[k];
        bool in_rect = px >= b[0] && px < b[2] && py >= b[1] && py < b[3];
        if (in_rect && (cover == BlockCover::Full || inside_edges(t, e[l]))) q.covered |= static_cast<uint8_t>(1u << l);
      }
      if (!q.covered) continue;
      q.x = static_cast<int32_t>(qx), q.y = static_cast<int32_t>(qy);
      q.primitive = primitive;
      for (int l = 0; l < 4; l++) {
        int64_t dx = qx + (l & 1) - c.x, dy = qy + (l >> 1) - c.y;
        double inv_w = planes[1].at(dx, dy);
        FragmentLane& lane = q.lanes[l];
        lane.z = static_cast<float>(planes[0].at(dx, dy));
        lane.inv_w = static_cast<float>(inv_w);
        if (weights) lane_weights_at(t.v, e[l], t.inv_area, inv_w, order, &lane);
        q.samples[l] = q.covered >> l & 1;
        q.sample_z[l][0] = lane.z;  // the sample is the centre
      }
      count++;
    }
  if (count) sink(quads, count);
}

// The scan with one sample at each pixel centre, block by block.
void scan_centres(const TriangleSetup& t, const int64_t b[4], bool weights, uint32_t primitive, const QuadSink& sink) {
  int64_t ox = b[0] & ~int64_t{1}, oy = b[1] & ~int64_t{1};
  CentreEdges c(t, ox, oy);
  const Plane planes[2] = {plane_of(t, c, &ScreenVertex::z), plane_of(t, c, &ScreenVertex::inv_w)};
  for (int64_t by = oy; by < b[3]; by += kBlock)
    for (int64_t bx = ox; bx < b[2]; bx += kBlock) {
      BlockCover cover = classify_block(c, std::max(bx, b[0]), std::max(by, b[1]), std::min(bx + kBlock, b[2]),
                                        std::min(by + kBlock, b[3]));
      if (cover != BlockCover::None) scan_block(t, c, planes, b, bx, by, cover, weights, primitive, sink);
    }
}

}  // namespace

void scan_triangle(const ScreenTriangle& tri, const int32_t rect[4], const ScanMode& mode, uint32_t primitive,
                   const QuadSink& sink) {
  TriangleSetup t;
  if (!setup_edges(tri, &t)) return;
  int64_t x0 = std::max<int64_t>(rect[0], t.box[0]), y0 = std::max<int64_t>(rect[1], t.box[1]);
  int64_t x1 = std::min<int64_t>(rect[2], t.box[2]), y1 = std::min<int64_t>(rect[3], t.box[3]);
  if (x0 >= x1 || y0 >= y1) return;
  const int64_t bounds[4] = {x0, y0, x1, y1};
  if (mode.grid->count == 1 && !mode.per_sample) return scan_centres(t, bounds, mode.weights, primitive, sink);
  scan_samples(t, bounds, mode, primitive, sink);
}

void triangle_box(const ScreenTriangle& tri, int64_t box[4]) {
  TriangleSetup t;
  if (!setup_edges(tri, &t)) {
    box[0] = box[1] = box[2] = box[3] = 0;
    return;
  }
  std::copy(t.box, t.box + 4, box);
}

bool setup_triangle(const ClipVertex v[3], const RasterState& s, bool* front, std::vector<ScreenTriangle>* out) {
  std::vector<ClipVertex> poly(v, v + 3);
  if (!inside(v[0], s) || !inside(v[1], s) || !inside(v[2], s)) poly = clip_polygon(std::move(poly), s);
  if (poly.size() < 3) return false;
  std::vector<ScreenVertex> sv;
  for (const ClipVertex& c : poly) sv.push_back(to_screen(c, s));
  if (!std::all_of(sv.begin(), sv.end(), finite)) return false;  // an infinite or NaN position draws nothing
  double area = 0;  // twice the signed area; positive is clockwise as seen with y up
  for (size_t i = 0; i < sv.size(); i++) {
    const ScreenVertex& a = sv[i];
    const ScreenVertex& b = sv[(i + 1) % sv.size()];
    area += a.x * b.y - b.x * a.y;
  }
  if (area == 0) return false;
  *front = s.front_ccw ? area < 0 : area > 0;
  if ((s.cull == Cull::Front && *front) || (s.cull == Cull::Back && !*front)) return false;
  for (size_t i = 1; i + 1 < sv.size(); i++) out->push_back({{sv[0], sv[i], sv[i + 1]}});
  return true;
}

void setup_line(const ClipVertex v[2], const RasterState& s, std::vector<ScreenTriangle>* out) {
  double t0 = 0, t1 = 1;
  for (int p = 0; p < planes(v[0]); p++) {
    if (!clips(p, s)) continue;
    double d0 = plane_distance(v[0], p), d1 = plane_distance(v[1], p);
    if (d0 < 0 && d1 < 0) return;
    if (d0 < 0) t0 = std::max(t0, d0 / (d0 - d1));
    if (d1 < 0) t1 = std::min(t1, d0 / (d0 - d1));
  }
  if (t0 > t1) return;
  ClipVertex a = lerp(v[0], v[1], t0), b = lerp(v[0], v[1], t1);
  if (a.pos[3] <= 0 || b.pos[3] <= 0) return;
  ScreenVertex sa = to_screen(a, s), sb = to_screen(b, s);
  if (!finite(sa) || !finite(sb)) return;
  bool x_major = std::abs(sb.x - sa.x) >= std::abs(sb.y - sa.y);
  double ox = x_major ? 0 : 0.5, oy = x_major ? 0.5 : 0;
  auto moved = [](ScreenVertex p, double dx, double dy) {
    p.x += dx, p.y += dy;
    return p;
  };
  ScreenVertex a0 = moved(sa, -ox, -oy), a1 = moved(sa, ox, oy), b0 = moved(sb, -ox, -oy), b1 = moved(sb, ox, oy);
  out->push_back({{a0, b0, b1}});
  out->push_back({{a0, b1, a1}});
}

void setup_point(const ClipVertex& v, const RasterState& s, std::vector<ScreenTriangle>* out) {
  if (!inside(v, s)) return;
  ScreenVertex c = to_screen(v, s);
  if (!finite(c)) return;
  auto corner = [&](double dx, double dy) {
    ScreenVertex p = c;
    p.x += dx, p.y += dy;
    return p;
  };
  out->push_back({{corner(-0.5, -0.5), corner(0.5, -0.5), corner(0.5, 0.5)}});
  out->push_back({{corner(-0.5, -0.5), corner(0.5, 0.5), corner(-0.5, 0.5)}});
}

}  // namespace wgx::raster
