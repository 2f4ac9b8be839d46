// Compressed views as the executors read them (texel_blocks.h): a block's texels by its format's
// decoder, and a view's levels decoded into rgba32float planes.
#include "exec/texel_blocks.h"

#include <cstring>
#include <memory>
#include <vector>

namespace wgx::exec {

namespace blocks {
float unorm8(uint32_t v) { return float(double(v) / 255.0); }
float srgb8(uint32_t v) { return srgb_to_linear(unorm8(v)); }
}  // namespace blocks

namespace {

enum class Family : uint8_t { None, Bc, Etc, Astc };

Family family(TexelEncoding e) {
  using E = TexelEncoding;
  if (e >= E::Bc1 && e <= E::Bc7Srgb) return Family::Bc;
  if (e >= E::Etc2Rgb8 && e <= E::EacRg11Snorm) return Family::Etc;
  if (e == E::Astc || e == E::AstcSrgb) return Family::Astc;
  return Family::None;
}

}  // namespace

bool is_block_compressed(TexelFormat format) { return texel_layout(format).block_width > 1; }

bool has_block_decoder(TexelFormat format) {
  switch (family(texel_layout(format).encoding)) {
    case Family::Bc:
    case Family::Etc:
    case Family::Astc:
      return true;
    default:
      return false;
  }
}

void decode_block(TexelFormat format, const uint8_t* block, DecodedTexel* texels) {
  const TexelLayout& l = texel_layout(format);
  uint32_t count = uint32_t{l.block_width} * l.block_height;
  for (uint32_t t = 0; t < count; t++) texels[t] = DecodedTexel{{0, 0, 0, 0}};
  switch (family(l.encoding)) {
    case Family::Bc:
      return blocks::decode_bc(l.encoding, block, texels);
    case Family::Etc:
      return blocks::decode_etc(l.encoding, block, texels);
    case Family::Astc:
      if (!blocks::decode_astc(l.encoding, l.block_width, l.block_height, block, texels))
        for (uint32_t t = 0; t < count; t++) texels[t] = DecodedTexel{{0, 0, 0, 0}};
      return;
    default:
      return;
  }
}

namespace {

// The bytes of a level's blocks: images of rows of blocks.
uint64_t level_block_bytes(const TexelLayout& l, const TextureBinding::Level& level, uint32_t layers) {
  uint64_t across = (level.width + l.block_width - 1) / l.block_width;
  uint64_t down = (level.height + l.block_height - 1) / l.block_height;
  return across * down * uint64_t{level.depth} * layers * l.block_bytes;
}

bool same_shape(const TextureBinding::Level& a, const TextureBinding::Level& b) {
  return a.width == b.width && a.height == b.height && a.depth == b.depth;
}

// Whether `cache` holds the decoding of exactly `view`'s levels and blocks.
bool cache_holds(const DecodedViewCache& cache, const TextureBinding& view, const TexelLayout& l) {
  if (!cache.planes || cache.format != view.format || cache.layers != view.layers ||
      cache.shapes.size() != view.levels.size())
    return false;
  uint64_t at = 0;
  for (size_t i = 0; i < view.levels.size(); i++) {
    const TextureBinding::Level& level = view.levels[i];
    if (!same_shape(level, cache.shapes[i])) return false;
    uint64_t bytes = level_block_bytes(l, level, view.layers);
    if (at + bytes > cache.blocks.size() || std::memcmp(cache.blocks.data() + at, level.data, bytes) != 0) return false;
    at += bytes;
  }
  return at == cache.blocks.size();
}

void remember(DecodedViewCache* cache, const TextureBinding& view, const TexelLayout& l) {
  cache->format = view.format;
  cache->layers = view.layers;
  cache->shapes = view.levels;
  cache->blocks.clear();
  for (const TextureBinding::Level& level : view.levels)
    cache->blocks.insert(cache->blocks.end(), level.data, level.data + level_block_bytes(l, level, view.layers));
}

// Points `view`'s levels at their planes in `planes` (level after level) and makes it rgba32float.
void read_planes(TextureBinding* view, std::shared_ptr<const std::vector<uint8_t>> planes) {
  const uint8_t* at = planes->data();
  for (TextureBinding::Level& level : view->levels) {
    level.data = const_cast<uint8_t*>(at);  // shaders never write a sampled view
    at += decoded_level_bytes(level.width, level.height, uint64_t{level.depth} * view->layers);
  }
  view->format = TexelFormat::Rgba32Float;
  view->samples = 1;
  view->decoded = std::move(planes);
}

// The bytes of every level's blocks, as remember() copies them.
uint64_t view_block_bytes(const TextureBinding& view, const TexelLayout& l) {
  uint64_t total = 0;
  for (const TextureBinding::Level& level : view.levels) total += level_block_bytes(l, level, view.layers);
  return total;
}

// Decoded planes with the memory charge they were allocated under: the charge is given back only
// once the planes are freed (members go in reverse order), whoever holds them last.
struct ChargedPlanes {
  std::shared_ptr<void> charge;
  std::vector<uint8_t> bytes;
};

std::shared_ptr<const std::vector<uint8_t>> decode_levels(const TextureBinding& view, const TexelLayout& l,
                                                          std::shared_ptr<void> charge) {
  auto held = std::make_shared<ChargedPlanes>();
  held->charge = std::move(charge);
  held->bytes.resize(decoded_view_bytes(view));
  std::vector<uint8_t>* planes = &held->bytes;
  std::vector<DecodedTexel> texels(size_t{l.block_width} * l.block_height);
  uint8_t* out = planes->data();
  for (const TextureBinding::Level& level : view.levels) {
    uint32_t across = (level.width + l.block_width - 1) / l.block_width;
    uint32_t down = (level.height + l.block_height - 1) / l.block_height;
    uint64_t images = uint64_t{level.depth} * view.layers;
    const uint8_t* block = level.data;
    for (uint64_t image = 0; image < images; image++)
      for (uint32_t by = 0; by < down; by++)
        for (uint32_t bx = 0; bx < across; bx++, block += l.block_bytes) {
          decode_block(view.format, block, texels.data());
          for (uint32_t y = 0; y < l.block_height && by * l.block_height + y < level.height; y++)
            for (uint32_t x = 0; x < l.block_width && bx * l.block_width + x < level.width; x++) {
              uint64_t texel = (image * level.height + by * l.block_height + y) * level.width + bx * l.block_width + x;
              std::memcpy(out + texel * 16, texels[y * l.block_width + x].c, 16);
            }
        }
    out += decoded_level_bytes(level.width, level.height, images);
  }
  return std::shared_ptr<const std::vector<uint8_t>>(held, planes);
}

}  // namespace

uint64_t decoded_view_bytes(const TextureBinding& view) {
  uint64_t total = 0;
  for (const TextureBinding::Level& level : view.levels)
    total += decoded_level_bytes(level.width, level.height, uint64_t{level.depth} * view.layers);
  return total;
}

bool decode_compressed_view(TextureBinding* view, DecodedViewCache* cache, const ReserveDecoding& reserve) {
  if (!has_block_decoder(view->format)) return false;
  const TexelLayout& l = texel_layout(view->format);
  if (cache && cache_holds(*cache, *view, l)) {
    read_planes(view, cache->planes);
    return true;
  }
  // The stale decoding goes before the new one is charged, so that a view decoded again after a
  // write fits the budget it fitted before.
  if (cache) *cache = DecodedViewCache{};
  std::shared_ptr<void> charge;
  if (reserve) {
    charge = reserve(decoded_view_bytes(*view) + (cache ? view_block_bytes(*view, l) : 0));
    if (!charge) return false;
  }
  std::shared_ptr<const std::vector<uint8_t>> planes = decode_levels(*view, l, charge);
  if (cache) {
    remember(cache, *view, l);
    cache->planes = planes;
    cache->charge = std::move(charge);
  }
  read_planes(view, std::move(planes));
  return true;
}

}  // namespace wgx::exec
