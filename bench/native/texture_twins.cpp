// Native twins of the texture benchmark kernels (bench/texture_kernels/blur5_texture.wgsl and
// resize_bilinear.wgsl): the same per-pixel work written by hand in C++, OpenMP over all cores,
// for bench/texture_suite.py to measure beside wgx in the same run.
//   blur:   16x16 tiles; each tile's 20x20 texels (clamped to the edge) decoded from rgba8unorm to
//           floats once, then every texel the mean of its 5x5 neighbours, encoded to rgba8unorm.
//   resize: every output texel samples the source bilinearly at its centre (Vulkan's linear
//           filter: the four texels around u * size - 0.5, clamp-to-edge), encoded to rgba8unorm.
// usage: texture_twins blur|resize SRC_SIZE DST_SIZE REPS
//   -> "RESULT median_ms min_ms cpu_ms checksum": wall-time median and minimum per run, and the
//      median of the process's CPU time per run (all threads), as `wgx run --time` reports them.
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

namespace {

double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
}

inline float unorm8(uint8_t v) { return static_cast<float>(v) / 255.0f; }
inline uint8_t to_unorm8(float f) {
  float c = std::min(std::max(f, 0.0f), 1.0f);
  return static_cast<uint8_t>(std::nearbyint(c * 255.0f));
}

void blur(const uint8_t* src, uint8_t* dst, int n) {
  int tiles = n / 16;
#pragma omp parallel for schedule(static)
  for (int t = 0; t < tiles * tiles; t++) {
    int ox = (t % tiles) * 16 - 2, oy = (t / tiles) * 16 - 2;
    float tile[20 * 20][4];
    for (int i = 0; i < 400; i++) {
      int x = std::clamp(ox + i % 20, 0, n - 1), y = std::clamp(oy + i / 20, 0, n - 1);
      const uint8_t* p = src + (static_cast<size_t>(y) * n + x) * 4;
      for (int c = 0; c < 4; c++) tile[i][c] = unorm8(p[c]);
    }
    for (int ly = 0; ly < 16; ly++)
      for (int lx = 0; lx < 16; lx++) {
        float sum[4] = {0, 0, 0, 0};
        for (int dy = 0; dy < 5; dy++)
          for (int dx = 0; dx < 5; dx++)
            for (int c = 0; c < 4; c++) sum[c] += tile[(ly + dy) * 20 + lx + dx][c];
        uint8_t* q = dst + (static_cast<size_t>(oy + 2 + ly) * n + ox + 2 + lx) * 4;
        for (int c = 0; c < 4; c++) q[c] = to_unorm8(sum[c] * (1.0f / 25.0f));
      }
  }
}

void resize(const uint8_t* src, int n, uint8_t* dst, int m) {
#pragma omp parallel for schedule(static)
  for (int y = 0; y < m; y++)
    for (int x = 0; x < m; x++) {
      float u = (static_cast<float>(x) + 0.5f) / static_cast<float>(m) * static_cast<float>(n) - 0.5f;
      float v = (static_cast<float>(y) + 0.5f) / static_cast<float>(m) * static_cast<float>(n) - 0.5f;
      float fu = std::floor(u), fv = std::floor(v), a = u - fu, b = v - fv;
      int x0 = std::clamp(static_cast<int>(fu), 0, n - 1), x1 = std::clamp(static_cast<int>(fu) + 1, 0, n - 1);
      int y0 = std::clamp(static_cast<int>(fv), 0, n - 1), y1 = std::clamp(static_cast<int>(fv) + 1, 0, n - 1);
      const uint8_t* p00 = src + (static_cast<size_t>(y0) * n + x0) * 4;
      const uint8_t* p10 = src + (static_cast<size_t>(y0) * n + x1) * 4;
      const uint8_t* p01 = src + (static_cast<size_t>(y1) * n + x0) * 4;
      const uint8_t* p11 = src + (static_cast<size_t>(y1) * n + x1) * 4;
      uint8_t* q = dst + (static_cast<size_t>(y) * m + x) * 4;
      for (int c = 0; c < 4; c++) {
        float top = unorm8(p00[c]) * (1 - a) + unorm8(p10[c]) * a;
        float bottom = unorm8(p01[c]) * (1 - a) + unorm8(p11[c]) * a;
        q[c] = to_unorm8(top * (1 - b) + bottom * b);
      }
    }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr, "usage: texture_twins blur|resize SRC_SIZE DST_SIZE REPS\n");
    return 2;
  }
  std::string mode = argv[1];
  int n = std::atoi(argv[2]), m = std::atoi(argv[3]), reps = std::atoi(argv[4]);
  std::vector<uint8_t> src(static_cast<size_t>(n) * n * 4), dst(static_cast<size_t>(m) * m * 4);
  uint32_t x = 12345;
  for (uint8_t& b : src) {  // xorshift: any texels do, the work per texel is the same
    x ^= x << 13, x ^= x >> 17, x ^= x << 5;
    b = static_cast<uint8_t>(x);
  }
  std::vector<double> times, cpu;
  for (int r = 0; r <= reps; r++) {  // the first run warms up
    double t0 = now_ms(), c0 = cpu_ms();
    if (mode == "blur")
      blur(src.data(), dst.data(), n);
    else
      resize(src.data(), n, dst.data(), m);
    if (r) times.push_back(now_ms() - t0), cpu.push_back(cpu_ms() - c0);
  }
  std::sort(times.begin(), times.end());
  std::sort(cpu.begin(), cpu.end());
  uint64_t sum = 0;
  for (uint8_t b : dst) sum += b;
  std::printf("RESULT %.3f %.3f %.3f %llu (%d threads)\n", times[times.size() / 2], times[0], cpu[cpu.size() / 2],
              static_cast<unsigned long long>(sum), omp_get_max_threads());
  return 0;
}
