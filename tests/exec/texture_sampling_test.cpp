// The sampling rules of exec/texture_sampling.h on hand-made views whose texels are their own
// indices (r32float), so each expectation names the texels a rule must read: cube face selection,
// the seam between faces and a corner's average, gathers' texel order, comparisons, and the level
// of detail from gradients. The goldens in tests/golden/exec_textures check the same against Dawn.
#include "exec/texture_sampling.h"

#include <gtest/gtest.h>

#include <bit>
#include <vector>

namespace wgx::exec {
namespace {

// A view of `layers` images of n x n r32float texels, level by level (each level's texels hold
// 1000 * level + their index in the level), plus the texels' storage.
struct View {
  std::vector<std::vector<float>> texels;
  TextureBinding binding;
};

View make_view(uint32_t n, uint32_t layers, uint32_t levels, TexelFormat format = TexelFormat::R32Float) {
  View v;
  v.binding.format = format;
  v.binding.layers = layers;
  for (uint32_t l = 0; l < levels; l++) {
    uint32_t size = std::max(1u, n >> l);
    std::vector<float> t(size_t{size} * size * layers);
    for (size_t i = 0; i < t.size(); i++) t[i] = static_cast<float>(1000 * l + i);
    v.texels.push_back(std::move(t));
  }
  for (uint32_t l = 0; l < levels; l++) {
    uint32_t size = std::max(1u, n >> l);
    v.binding.levels.push_back({reinterpret_cast<uint8_t*>(v.texels[l].data()), size, size, 1});
  }
  return v;
}

float red(const TexelValue& t) { return std::bit_cast<float>(t.w[0]); }

ir::TextureShape shape_of(ir::TextureDim dim, ir::TextureKind kind = ir::TextureKind::Sampled) {
  ir::TextureShape s;
  s.dim = dim;
  s.kind = kind;
  return s;
}

SampleArgs at(float x, float y, float z = 0) {
  SampleArgs a;
  a.coords[0] = x, a.coords[1] = y, a.coords[2] = z;
  return a;
}

SamplerBinding linear() {
  SamplerBinding s;
  s.mag = s.min = SamplerBinding::Filter::Linear;
  return s;
}

// Each major axis selects its face (layers +X, -X, +Y, -Y, +Z, -Z), a 1x1 face holding its index.
TEST(TextureSampling, CubeFacesFollowTheMajorAxis) {
  View v = make_view(1, 6, 1);
  ir::TextureShape cube = shape_of(ir::TextureDim::Cube);
  const float dirs[6][3] = {{1, 0.2f, -0.3f}, {-1, 0.2f, 0.3f}, {0.2f, 1, 0.3f},
                            {0.2f, -1, 0.3f}, {0.2f, 0.3f, 1},  {0.2f, 0.3f, -1}};
  for (int f = 0; f < 6; f++)
    EXPECT_EQ(red(sample_level(cube, v.binding, SamplerBinding{}, at(dirs[f][0], dirs[f][1], dirs[f][2]), 0)), f)
        << "face " << f;
}

// Linear filtering past the right edge of +X reads the left column of -Z (the face its edge
// meets); past a corner, the missing texel is the mean of the three that meet there.
TEST(TextureSampling, CubeFilteringCrossesFaceEdges) {
  View v = make_view(2, 6, 1);  // face f's texel (i, j) holds 4f + 2j + i
  ir::TextureShape cube = shape_of(ir::TextureDim::Cube);
  // +X at s = 15/16 (u = 1.375: texel 1 weighs 0.625, the one past the edge 0.375) and t = 5/16
  // (v = 0.125: row 0 weighs 0.875, row 1 0.125); sc = -z, tc = -y.
  float got = red(sample_level(cube, v.binding, linear(), at(1, 0.375f, -0.875f), 0));
  // Past +X's right edge is -Z (face 5, whose sc is -x): its column 0, the same rows.
  float row0 = 0.625f * 1 + 0.375f * 20, row1 = 0.625f * 3 + 0.375f * 22;
  EXPECT_FLOAT_EQ(got, 0.875f * row0 + 0.125f * row1);
  // A corner: +X at s = t = 1/16 (u = v = -0.375): texel (-1, -1), which no face holds, is the
  // mean of (0, -1), (-1, 0) and (0, 0).
  TexelValue corner = sample_level(cube, v.binding, linear(), at(1, 0.875f, 0.875f), 0);
  TexelValue g = gather(cube, v.binding, SamplerBinding{}, at(1, 0.875f, 0.875f), 0);
  float texels[4];
  for (int k = 0; k < 4; k++) texels[k] = std::bit_cast<float>(g.w[k]);
  // Gather order (i0,j1), (i1,j1), (i1,j0), (i0,j0): (i0, j0) is the missing corner.
  EXPECT_FLOAT_EQ(texels[3], (texels[0] + texels[1] + texels[2]) / 3);
  EXPECT_EQ(texels[1], 0);         // +X's own texel (0, 0)
  float w0 = 0.375f, w1 = 0.625f;  // weights of the first and second texel along each axis
  EXPECT_NEAR(red(corner), w0 * w0 * texels[3] + w1 * w0 * texels[2] + w0 * w1 * texels[0] + w1 * w1 * texels[1], 1e-4);
}

// textureGather's order, with an offset: (i0,j1), (i1,j1), (i1,j0), (i0,j0).
TEST(TextureSampling, GatherOrder) {
  View v = make_view(4, 1, 1);  // texel (i, j) holds 4j + i
  ir::TextureShape d2 = shape_of(ir::TextureDim::D2);
  SampleArgs a = at(0.5f, 0.5f);  // u = v = 1.5 around texels 1 and 2
  TexelValue g = gather(d2, v.binding, SamplerBinding{}, a, 0);
  EXPECT_EQ(red(g), 9);  // (1, 2)
  EXPECT_EQ(std::bit_cast<float>(g.w[1]), 10);
  EXPECT_EQ(std::bit_cast<float>(g.w[2]), 6);
  EXPECT_EQ(std::bit_cast<float>(g.w[3]), 5);
  a.offset[0] = 1;
  EXPECT_EQ(std::bit_cast<float>(gather(d2, v.binding, SamplerBinding{}, a, 0).w[3]), 6);
}

// Every compare function, reference against texel; linear filters the 0/1 results.
TEST(TextureSampling, ComparisonsBeforeFiltering) {
  View v = make_view(2, 1, 1);  // texels 0, 1, 2, 3 (r32float read as depth)
  ir::TextureShape depth = shape_of(ir::TextureDim::D2, ir::TextureKind::Depth);
  using C = SamplerBinding::Compare;
  const std::pair<C, float> expect_at_1[] = {{C::Never, 0},   {C::Less, 0},     {C::Equal, 1},        {C::LessEqual, 1},
                                             {C::Greater, 0}, {C::NotEqual, 0}, {C::GreaterEqual, 1}, {C::Always, 1}};
  for (auto [c, want] : expect_at_1) {
    SamplerBinding s;
    s.compare = c;
    SampleArgs a = at(0.75f, 0.25f);  // texel (1, 0) = 1
    a.compare = true, a.ref = 1;
    EXPECT_EQ(red(sample_level(depth, v.binding, s, a, 0)), want) << static_cast<int>(c);
  }
  SamplerBinding s = linear();
  s.compare = C::Less;
  SampleArgs a = at(0.5f, 0.5f);   // the four texels, a quarter each
  a.compare = true, a.ref = 1.5f;  // less than 2 and 3
  EXPECT_FLOAT_EQ(red(sample_level(depth, v.binding, s, a, 0)), 0.5f);
}

// The level of detail is log2 of the longer gradient in texels, plus the bias, clamped.
TEST(TextureSampling, GradientsSelectLevels) {
  View v = make_view(16, 1, 5);  // level l's texels hold 1000 l + index
  ir::TextureShape d2 = shape_of(ir::TextureDim::D2);
  SamplerBinding s;  // nearest everything
  auto level_of = [&](float dx, float dy, float bias) {
    const float ddx[3] = {dx, 0, 0}, ddy[3] = {0, dy, 0};
    return static_cast<int>(red(sample_grad(d2, v.binding, s, at(0.1f, 0.1f), ddx, ddy, bias)) / 1000);
  };
  EXPECT_EQ(level_of(1 / 16.0f, 1 / 16.0f, 0), 0);
  EXPECT_EQ(level_of(4 / 16.0f, 1 / 16.0f, 0), 2);  // the longer one: anisotropy clamped to 1
  EXPECT_EQ(level_of(1 / 16.0f, 8 / 16.0f, 0), 3);
  EXPECT_EQ(level_of(1 / 16.0f, 1 / 16.0f, 1), 1);  // the bias adds
  EXPECT_EQ(level_of(64.0f, 0, 0), 4);              // past the last level
  EXPECT_EQ(level_of(0, 0, 0), 0);                  // -infinity: lodMinClamp
  s.lod_min = 2;
  EXPECT_EQ(level_of(0, 0, 0), 2);
}

}  // namespace
}  // namespace wgx::exec
