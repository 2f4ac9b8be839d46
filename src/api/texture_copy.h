// Texel copies: WebGPU's rules for writeTexture, copyBufferToTexture, copyTextureToBuffer and
// copyTextureToTexture ("validating linear texture data", "validating GPUTexelCopyTextureInfo",
// "validating texture copy range", the per-format copy rules), and the copies themselves over a
// texture's planes. A plane (one aspect of one mip level) is a tight array: array layers or depth
// slices, each of block rows, each of blocks of the aspect's texel block copy footprint.
#pragma once

#include <cstdint>
#include <string>

#include "api/gpu_impl.h"

namespace wgx::gpu {

// The mip level's size in texels (array layers stay in depthOrArrayLayers for 2d textures).
Extent3D level_size(const TextureImpl& t, uint32_t level);

// Which of a copy's roles: the rules differ for each.
enum class CopyRole { WriteTextureDestination, BufferToTexture, TextureToBuffer, TextureSource, TextureDestination };

// The rule a texture side of a copy breaks, or "".
std::string check_texture_copy(const TexelCopyTextureInfo& info, const Extent3D& size, CopyRole role,
                               const DeviceImpl& device);
// The rule a linear side breaks (`byte_size` bytes of data or buffer), or "". Buffer copies also
// need bytesPerRow a multiple of 256 and an offset aligned to the block size (`buffer_copy`).
std::string check_linear_layout(const TexelCopyBufferLayout& layout, uint64_t byte_size, const TexelCopyTextureInfo& t,
                                const Extent3D& size, bool buffer_copy);
// texture-to-texture: formats, sample counts, aspects and overlap.
std::string check_texture_to_texture(const TexelCopyTextureInfo& src, const TexelCopyTextureInfo& dst,
                                     const Extent3D& size);

// Copies between linear memory (`data`, laid out as `layout`) and the texture's texels. Writes
// return false, changing nothing, where the plane would pass kMaxPlaneBytes (an out-of-memory
// error for the caller to raise).
inline constexpr uint64_t kMaxPlaneBytes = uint64_t(1) << 30;
// Bytes of one plane (0: color or depth, 1: stencil) of mip level `level`.
uint64_t plane_size(const TextureImpl& t, int plane, uint32_t level);
// The texels of one aspect (All: the color or depth plane) of mip level `level`, allocated zeroed
// on first use (a dispatch's storage textures are written through it); null past kMaxPlaneBytes.
uint8_t* aspect_plane(TextureImpl& t, TextureAspect aspect, uint32_t level);
bool write_texels(TextureImpl& t, const TexelCopyTextureInfo& info, const uint8_t* data,
                  const TexelCopyBufferLayout& layout, const Extent3D& size);
void read_texels(TextureImpl& t, const TexelCopyTextureInfo& info, uint8_t* data, const TexelCopyBufferLayout& layout,
                 const Extent3D& size);
bool copy_texels(const TexelCopyCommand& c);

}  // namespace wgx::gpu
