// Block-compressed texel formats (BC1-BC7, ETC2/EAC, ASTC): the decoders that turn one block into
// its texels, written from the format specifications (the Khronos Data Format Specification for
// BC1-5 and ETC2/EAC, ARB_texture_compression_bptc for BC6H and BC7, the ASTC specification), and
// the view the executors read instead of a compressed one. Shaders never see blocks: a bound view
// of a compressed format becomes a view of rgba32float planes holding its texels decoded, and
// every texture builtin (loads, the filtering of samples and gathers) reads those on both
// executors, so the interpreter and the compiled kernels read the same numbers.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "exec/executor.h"
#include "exec/texel_format.h"

namespace wgx::exec {

// Whether `format` is block-compressed, and whether wgx decodes its blocks.
bool is_block_compressed(TexelFormat format);
bool has_block_decoder(TexelFormat format);

// One decoded texel: the four f32 a shader reads (r, g, b, a; channels the format lacks read 0,
// alpha 1), sRGB already converted to linear.
struct DecodedTexel {
  float c[4] = {0, 0, 0, 1};
};

// Decodes the block at `block` (texel_layout(format).block_bytes of them) into its
// block_width x block_height texels, row by row: texel (x, y) at texels[y * block_width + x].
// A format without a decoder gives zeros.
void decode_block(TexelFormat format, const uint8_t* block, DecodedTexel* texels);

// A view's last decoding and the blocks it was decoded from. A compressed texture is written
// rarely and read by many dispatches: a view whose blocks are byte for byte the ones kept here
// reads the kept planes instead of decoding again (comparing the blocks costs a sixteenth of the
// planes' bytes, decoding them far more). The blocks are compared, not a version number of the
// texture, so that no path that writes texels can leave stale planes behind.
struct DecodedViewCache {
  TexelFormat format = TexelFormat::Undefined;
  uint32_t layers = 0;
  std::vector<TextureBinding::Level> shapes;  // each level's size (data: unused)
  std::vector<uint8_t> blocks;                // the levels' blocks, one after another
  std::shared_ptr<const std::vector<uint8_t>> planes;
  std::shared_ptr<void> charge;  // what `blocks` and `planes` took from a memory budget (see below)
};

// Takes `bytes` from the memory budget that decodings are charged to, before they are allocated,
// and returns a token that gives them back when it goes; null, taking nothing, when they do not
// fit. A device's decodings count against its memory budget (api/gpu_queue.cpp): the planes take
// 16 bytes a texel, many times the blocks they come from.
using ReserveDecoding = std::function<std::shared_ptr<void>(uint64_t bytes)>;

// Replaces `view`, whose levels hold blocks of a compressed format (each image, an array layer or
// depth slice, ceil(width / block_width) x ceil(height / block_height) blocks, rows of blocks in
// order), by the same view over rgba32float planes of its decoded texels, owned by view->decoded.
// With `cache`, the planes of the last decoding are read again when the blocks are the same, and a
// new decoding replaces them (the stale one is dropped first). With `reserve`, a new decoding
// first takes the bytes of its planes (and of the cache's copy of the blocks) from it; the charge
// lasts as long as the planes and the cache entry. False, changing nothing in `view`, for a format
// wgx has no decoder for or a decoding `reserve` refused.
bool decode_compressed_view(TextureBinding* view, DecodedViewCache* cache = nullptr,
                            const ReserveDecoding& reserve = {});

// Bytes the decoded planes of every level of `view` (still holding blocks) take.
uint64_t decoded_view_bytes(const TextureBinding& view);

// Bytes the decoded planes of a level of width x height x images texels take.
inline uint64_t decoded_level_bytes(uint32_t width, uint32_t height, uint64_t images) {
  return uint64_t{width} * height * images * 16;
}

namespace blocks {
// The families' decoders (texel_blocks_bc.cpp, texel_blocks_etc.cpp, texel_blocks_astc.cpp).
void decode_bc(TexelEncoding encoding, const uint8_t* block, DecodedTexel* texels);
void decode_etc(TexelEncoding encoding, const uint8_t* block, DecodedTexel* texels);
bool decode_astc(TexelEncoding encoding, uint32_t block_width, uint32_t block_height, const uint8_t* block,
                 DecodedTexel* texels);
// An 8-bit unorm channel as a shader reads it (the f32 nearest v / 255), and sRGB-decoded.
float unorm8(uint32_t v);
float srgb8(uint32_t v);
}  // namespace blocks

}  // namespace wgx::exec
