// Clipping and rasterization of one primitive into 2x2 fragment quads, by WebGPU's rules: the clip
// volume -w <= x, y <= w, 0 <= z <= w (which also removes everything with w <= 0), the viewport
// transform with y pointing down, pixel centres at .5, vertex positions snapped to 1/256 of a
// pixel (8 bits of sub-pixel precision, as Vulkan implementations commonly have), coverage by
// edge functions in integers with the top-left fill rule, front faces by winding in framebuffer
// space. Lines are parallelograms one pixel wide across their minor axis and points one-pixel
// squares, both rasterized as triangles.
#include <algorithm>
#include <cmath>
#include <vector>

#include "raster/raster_impl.h"

namespace wgx::raster {
namespace {

constexpr double kSubPixels = 256.0;

// Distance to clip plane `p` (non-negative inside).
double plane_distance(const ClipVertex& v, int p) {
  const double* c = v.pos;
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
constexpr int kPlanes = 6;

ClipVertex lerp(const ClipVertex& a, const ClipVertex& b, double t) {
  ClipVertex r;
  for (int i = 0; i < 4; i++) r.pos[i] = a.pos[i] + (b.pos[i] - a.pos[i]) * t;
  for (int i = 0; i < 3; i++) r.bary[i] = a.bary[i] + (b.bary[i] - a.bary[i]) * t;
  return r;
}

bool inside(const ClipVertex& v) {
  for (int p = 0; p < kPlanes; p++)
    if (plane_distance(v, p) < 0) return false;
  return v.pos[3] > 0;
}

// Sutherland-Hodgman against every plane of the clip volume.
std::vector<ClipVertex> clip_polygon(std::vector<ClipVertex> poly) {
  for (int p = 0; p < kPlanes && poly.size() >= 3; p++) {
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

// Fills a pixel's weights from its edge values (edge k lies opposite vertex k).
void lane_values(const ScreenVertex v[3], const int64_t e[3], double area, FragmentLane* lane) {
  double w[3] = {e[0] / area, e[1] / area, e[2] / area};
  double z = 0, inv_w = 0;
  for (int k = 0; k < 3; k++) z += w[k] * v[k].z, inv_w += w[k] * v[k].inv_w;
  double p[3];
  for (int k = 0; k < 3; k++) p[k] = inv_w != 0 ? w[k] * v[k].inv_w / inv_w : w[k];
  for (int j = 0; j < 3; j++) {
    double bp = 0, bl = 0;
    for (int k = 0; k < 3; k++) bp += p[k] * v[k].bary[j], bl += w[k] * v[k].bary[j];
    lane->perspective[j] = static_cast<float>(bp);
    lane->linear[j] = static_cast<float>(bl);
  }
  lane->z = static_cast<float>(z);
  lane->inv_w = static_cast<float>(inv_w);
}

// Scans one screen-space triangle (any winding) over its bounding box within the clip rectangle.
void scan_triangle(const ScreenVertex in[3], const RasterState& s, uint32_t primitive, const QuadSink& sink) {
  int64_t X[3], Y[3];
  for (int i = 0; i < 3; i++) {
    X[i] = std::llround(in[i].x * kSubPixels);
    Y[i] = std::llround(in[i].y * kSubPixels);
  }
  int64_t area = (X[1] - X[0]) * (Y[2] - Y[0]) - (Y[1] - Y[0]) * (X[2] - X[0]);
  if (area == 0) return;
  ScreenVertex v[3] = {in[0], in[1], in[2]};
  if (area < 0) {
    std::swap(v[1], v[2]), std::swap(X[1], X[2]), std::swap(Y[1], Y[2]);
    area = -area;
  }
  Edge edges[3] = {make_edge(X[1], Y[1], X[2], Y[2]), make_edge(X[2], Y[2], X[0], Y[0]),
                   make_edge(X[0], Y[0], X[1], Y[1])};
  auto floor_px = [](int64_t fixed) { return static_cast<int64_t>(std::floor(fixed / kSubPixels)); };
  int64_t x0 = std::max<int64_t>(s.clip[0], floor_px(*std::min_element(X, X + 3)));
  int64_t y0 = std::max<int64_t>(s.clip[1], floor_px(*std::min_element(Y, Y + 3)));
  int64_t x1 = std::min<int64_t>(s.clip[2], floor_px(*std::max_element(X, X + 3)) + 1);
  int64_t y1 = std::min<int64_t>(s.clip[3], floor_px(*std::max_element(Y, Y + 3)) + 1);
  if (x0 >= x1 || y0 >= y1) return;
  double farea = static_cast<double>(area);
  for (int64_t qy = y0 & ~int64_t{1}; qy < y1; qy += 2)
    for (int64_t qx = x0 & ~int64_t{1}; qx < x1; qx += 2) {
      Quad q;
      int64_t e[4][3];
      for (int l = 0; l < 4; l++) {
        int64_t px = qx + (l & 1), py = qy + (l >> 1);
        int64_t cx = px * 256 + 128, cy = py * 256 + 128;
        bool covered = px >= x0 && px < x1 && py >= y0 && py < y1;
        for (int k = 0; k < 3; k++) {
          e[l][k] = edges[k].at(cx, cy);
          covered = covered && e[l][k] + edges[k].bias >= 0;
        }
        if (covered) q.covered |= static_cast<uint8_t>(1u << l);
      }
      if (!q.covered) continue;
      q.x = static_cast<int32_t>(qx);
      q.y = static_cast<int32_t>(qy);
      q.primitive = primitive;
      for (int l = 0; l < 4; l++) lane_values(v, e[l], farea, &q.lanes[l]);
      sink(q);
    }
}

}  // namespace

void raster_triangle(const ClipVertex v[3], const RasterState& s, uint32_t primitive, bool* front, bool* drawn,
                     const QuadSink& sink) {
  *drawn = false;
  std::vector<ClipVertex> poly(v, v + 3);
  if (!inside(v[0]) || !inside(v[1]) || !inside(v[2])) poly = clip_polygon(std::move(poly));
  if (poly.size() < 3) return;
  std::vector<ScreenVertex> sv;
  for (const ClipVertex& c : poly) sv.push_back(to_screen(c, s));
  if (!std::all_of(sv.begin(), sv.end(), finite)) return;  // an infinite or NaN position draws nothing
  double area = 0;  // twice the signed area; positive is clockwise as seen with y up
  for (size_t i = 0; i < sv.size(); i++) {
    const ScreenVertex& a = sv[i];
    const ScreenVertex& b = sv[(i + 1) % sv.size()];
    area += a.x * b.y - b.x * a.y;
  }
  if (area == 0) return;
  *front = s.front_ccw ? area < 0 : area > 0;
  if ((s.cull == Cull::Front && *front) || (s.cull == Cull::Back && !*front)) return;
  *drawn = true;
  for (size_t i = 1; i + 1 < sv.size(); i++) {
    ScreenVertex t[3] = {sv[0], sv[i], sv[i + 1]};
    scan_triangle(t, s, primitive, sink);
  }
}

void raster_line(const ClipVertex v[2], const RasterState& s, uint32_t primitive, const QuadSink& sink) {
  double t0 = 0, t1 = 1;
  for (int p = 0; p < kPlanes; p++) {
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
  ScreenVertex t1s[3] = {a0, b0, b1}, t2s[3] = {a0, b1, a1};
  scan_triangle(t1s, s, primitive, sink);
  scan_triangle(t2s, s, primitive, sink);
}

void raster_point(const ClipVertex& v, const RasterState& s, uint32_t primitive, const QuadSink& sink) {
  if (!inside(v)) return;
  ScreenVertex c = to_screen(v, s);
  if (!finite(c)) return;
  auto corner = [&](double dx, double dy) {
    ScreenVertex p = c;
    p.x += dx, p.y += dy;
    return p;
  };
  ScreenVertex t1s[3] = {corner(-0.5, -0.5), corner(0.5, -0.5), corner(0.5, 0.5)};
  ScreenVertex t2s[3] = {corner(-0.5, -0.5), corner(0.5, 0.5), corner(-0.5, 0.5)};
  scan_triangle(t1s, s, primitive, sink);
  scan_triangle(t2s, s, primitive, sink);
}

}  // namespace wgx::raster
