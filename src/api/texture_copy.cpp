// Texel copies (api/texture_copy.h): the validation rules of the four copy operations and the
// copies over a texture's planes.
#include "api/texture_copy.h"

#include <algorithm>
#include <cstring>

#include "api/texture_format.h"

namespace wgx::gpu {
namespace {

std::string u(uint64_t v) { return std::to_string(v); }

// Plane 0 holds the color or depth aspect, plane 1 the stencil aspect.
int plane_of(TextureFormat format, TextureAspect aspect) {
  if (aspect == TextureAspect::StencilOnly || format == TextureFormat::Stencil8) return 1;
  return 0;
}

// Bytes of one texel block in the plane: the aspect's copy footprint (depth24plus is kept as 4).
uint32_t plane_block_bytes(TextureFormat format, int plane) {
  if (plane == 1) return 1;
  switch (format) {
    case TextureFormat::Depth16Unorm:
      return 2;
    case TextureFormat::Depth24Plus:
    case TextureFormat::Depth24PlusStencil8:
    case TextureFormat::Depth32Float:
    case TextureFormat::Depth32FloatStencil8:
      return 4;
    default:
      return format_info(format).bytes;
  }
}

// The format a copy of `aspect` sees (WebGPU's "aspect-specific format").
TextureFormat copy_format(TextureFormat format, TextureAspect aspect) {
  if (aspect == TextureAspect::All) return format;
  return aspect_format(format, aspect);
}

struct BlockExtent {
  uint64_t columns, rows, depth;
};

BlockExtent level_blocks(const TextureImpl& t, uint32_t level) {
  const FormatInfo& f = format_info(t.desc.format);
  Extent3D s = level_size(t, level);
  return {(s.width + f.block_width - 1) / f.block_width, (s.height + f.block_height - 1) / f.block_height,
          s.depthOrArrayLayers};
}

}  // namespace

// A multisampled texture keeps each texel's samples side by side: a "block" of it is all of them.
uint64_t plane_size(const TextureImpl& t, int plane, uint32_t level) {
  BlockExtent b = level_blocks(t, level);
  return b.columns * b.rows * b.depth * plane_block_bytes(t.desc.format, plane) * std::max(1u, t.desc.sampleCount);
}

namespace {

// The plane's bytes, allocated zeroed on first use; null past kMaxPlaneBytes.
uint8_t* plane_data(TextureImpl& t, int plane, uint32_t level) {
  uint64_t size = plane_size(t, plane, level);
  if (size > kMaxPlaneBytes) return nullptr;
  std::vector<uint8_t>& bytes = t.texels[{plane, level}];
  if (bytes.size() != size) bytes.assign(size, 0);
  return bytes.data();
}

// Where the copy's linear rows and the texture's rows are, block by block.
struct CopyWalk {
  uint64_t row_bytes;                   // bytes in one row of the copy
  uint64_t rows, depth;                 // block rows per image, images
  uint64_t linear_row, linear_image;    // strides in linear memory
  uint64_t texture_row, texture_image;  // strides in the plane
  uint64_t texture_start;               // the origin's offset in the plane
};

CopyWalk walk(const TextureImpl& t, const TexelCopyTextureInfo& info, const TexelCopyBufferLayout& layout,
              const Extent3D& size) {
  const FormatInfo& f = format_info(t.desc.format);
  int plane = plane_of(t.desc.format, info.aspect);
  uint64_t bytes = plane_block_bytes(t.desc.format, plane) * std::max(1u, t.desc.sampleCount);
  BlockExtent level = level_blocks(t, info.mipLevel);
  CopyWalk w{};
  w.row_bytes = uint64_t(size.width / f.block_width) * bytes;
  w.rows = size.height / f.block_height;
  w.depth = size.depthOrArrayLayers;
  w.linear_row = layout.bytesPerRow == kCopyStrideUndefined ? w.row_bytes : layout.bytesPerRow;
  uint64_t rows_per_image = layout.rowsPerImage == kCopyStrideUndefined ? w.rows : layout.rowsPerImage;
  w.linear_image = w.linear_row * rows_per_image;
  w.texture_row = level.columns * bytes;
  w.texture_image = w.texture_row * level.rows;
  w.texture_start = info.origin.z * w.texture_image + (info.origin.y / f.block_height) * w.texture_row +
                    (info.origin.x / f.block_width) * bytes;
  return w;
}

bool mul_add(uint64_t a, uint64_t b, uint64_t c, uint64_t* out) {
  uint64_t p = 0;
  return !__builtin_mul_overflow(a, b, &p) && !__builtin_add_overflow(p, c, out);
}

std::string check_aspect_copyable(TextureFormat format, TextureAspect aspect, CopyRole role) {
  if (!is_depth_or_stencil(format)) return "";
  bool combined = format_info(format).aspects == FormatAspects::DepthStencil;
  bool buffer_side = role != CopyRole::TextureSource && role != CopyRole::TextureDestination;
  if (!buffer_side) return "";
  if (combined && aspect == TextureAspect::All)
    return "A copy of " + format_string(format) + " must select its depth or its stencil aspect.";
  TextureFormat f = copy_format(format, aspect);
  if (f == TextureFormat::Depth24Plus)
    return "The depth aspect of " + format_string(format) + " cannot be copied to or from a buffer.";
  if (f == TextureFormat::Depth32Float && role != CopyRole::TextureToBuffer)
    return "The depth aspect of " + format_string(format) + " can only be copied out to a buffer.";
  return "";
}

}  // namespace

uint8_t* aspect_plane(TextureImpl& t, TextureAspect aspect, uint32_t level) {
  return plane_data(t, plane_of(t.desc.format, aspect), level);
}

Extent3D level_size(const TextureImpl& t, uint32_t level) {
  auto shrink = [&](uint32_t v) { return level < 32 ? std::max<uint32_t>(1, v >> level) : 1; };
  Extent3D s = t.desc.size;
  Extent3D out{shrink(s.width), 1, 1};
  if (t.desc.dimension != TextureDimension::D1) out.height = shrink(s.height);
  out.depthOrArrayLayers =
      t.desc.dimension == TextureDimension::D3 ? shrink(s.depthOrArrayLayers) : s.depthOrArrayLayers;
  return out;
}

std::string check_texture_copy(const TexelCopyTextureInfo& info, const Extent3D& size, CopyRole role,
                               const DeviceImpl& device) {
  const std::shared_ptr<TextureImpl>& t = info.texture.impl();
  if (!t) return "The texture is null.";
  if (!t->valid) return t->name() + " is invalid.";
  if (t->device.get() != &device) return t->name() + " is associated with another device.";
  if (role == CopyRole::WriteTextureDestination && t->destroyed) return t->name() + " is destroyed.";
  bool source = role == CopyRole::TextureToBuffer || role == CopyRole::TextureSource;
  TextureUsageFlags need = source ? TextureUsage::CopySrc : TextureUsage::CopyDst;
  if (!(t->desc.usage & need))
    return t->name() + " usage (" + texture_usage_string(t->desc.usage) + ") doesn't include " +
           texture_usage_string(need) + ".";
  bool buffer_side = role != CopyRole::TextureSource && role != CopyRole::TextureDestination;
  if (buffer_side && t->desc.sampleCount != 1)
    return t->name() + " is multisampled (sample count " + u(t->desc.sampleCount) +
           "); it cannot be copied with a buffer.";
  if (info.mipLevel >= t->desc.mipLevelCount)
    return "The mip level (" + u(info.mipLevel) + ") is not less than the mip level count (" +
           u(t->desc.mipLevelCount) + ") of " + t->name() + ".";
  if (!has_aspect(t->desc.format, info.aspect))
    return "The format " + format_string(t->desc.format) + " has no such aspect.";
  std::string why = check_aspect_copyable(t->desc.format, info.aspect, role);
  if (!why.empty()) return why;
  const FormatInfo& f = format_info(t->desc.format);
  if (info.origin.x % f.block_width || info.origin.y % f.block_height)
    return "The copy origin is not a multiple of the " + format_string(t->desc.format) + " block size.";
  if (size.width % f.block_width || size.height % f.block_height)
    return "The copy size is not a multiple of the " + format_string(t->desc.format) + " block size.";
  Extent3D level = level_size(*t, info.mipLevel);
  uint64_t phys_w = (level.width + f.block_width - 1) / f.block_width * f.block_width;
  uint64_t phys_h = (level.height + f.block_height - 1) / f.block_height * f.block_height;
  if (uint64_t(info.origin.x) + size.width > phys_w || uint64_t(info.origin.y) + size.height > phys_h ||
      uint64_t(info.origin.z) + size.depthOrArrayLayers > level.depthOrArrayLayers)
    return "The copy of size (" + u(size.width) + ", " + u(size.height) + ", " + u(size.depthOrArrayLayers) +
           ") at origin (" + u(info.origin.x) + ", " + u(info.origin.y) + ", " + u(info.origin.z) +
           ") does not fit in mip level " + u(info.mipLevel) + " of " + t->name() + ".";
  bool whole = is_depth_or_stencil(t->desc.format) || t->desc.sampleCount > 1;
  if (whole && (size.width != level.width || size.height != level.height ||
                (t->desc.dimension == TextureDimension::D3 && size.depthOrArrayLayers != level.depthOrArrayLayers)))
    return "A copy of a depth, stencil or multisampled texture covers the whole mip level.";
  return "";
}

std::string check_linear_layout(const TexelCopyBufferLayout& layout, uint64_t byte_size, const TexelCopyTextureInfo& t,
                                const Extent3D& size, bool buffer_copy) {
  TextureFormat format = t.texture.impl()->desc.format;
  const FormatInfo& f = format_info(format);
  uint64_t bytes = plane_block_bytes(format, plane_of(format, t.aspect));
  uint64_t width_blocks = size.width / f.block_width, height_blocks = size.height / f.block_height;
  uint64_t last_row = width_blocks * bytes;
  bool has_bpr = layout.bytesPerRow != kCopyStrideUndefined, has_rpi = layout.rowsPerImage != kCopyStrideUndefined;
  if (buffer_copy) {
    if (has_bpr && layout.bytesPerRow % 256 != 0)
      return "bytesPerRow (" + u(layout.bytesPerRow) + ") is not a multiple of 256.";
    uint64_t align = is_depth_or_stencil(format) ? 4 : bytes;
    if (layout.offset % align != 0)
      return "The buffer offset (" + u(layout.offset) + ") is not a multiple of " + u(align) + ".";
  }
  if (height_blocks > 1 && !has_bpr) return "bytesPerRow must be given for a copy of more than one block row.";
  if (size.depthOrArrayLayers > 1 && (!has_bpr || !has_rpi))
    return "bytesPerRow and rowsPerImage must be given for a copy of more than one image.";
  if (has_bpr && layout.bytesPerRow < last_row)
    return "bytesPerRow (" + u(layout.bytesPerRow) + ") is less than the bytes in a row (" + u(last_row) + ").";
  if (has_rpi && layout.rowsPerImage < height_blocks)
    return "rowsPerImage (" + u(layout.rowsPerImage) + ") is less than the block rows (" + u(height_blocks) + ").";
  uint64_t required = 0;
  if (size.depthOrArrayLayers > 1 &&
      !mul_add(uint64_t(layout.bytesPerRow) * layout.rowsPerImage, size.depthOrArrayLayers - 1, 0, &required))
    return "The copy needs more bytes than a 64-bit size holds.";
  if (size.depthOrArrayLayers > 0 && height_blocks > 0) {
    uint64_t bpr = has_bpr ? layout.bytesPerRow : last_row;
    uint64_t image = 0;
    if (!mul_add(bpr, height_blocks - 1, last_row, &image) || __builtin_add_overflow(required, image, &required))
      return "The copy needs more bytes than a 64-bit size holds.";
  }
  uint64_t end = 0;
  if (__builtin_add_overflow(layout.offset, required, &end) || end > byte_size)
    return "The copy needs " + u(required) + " bytes from offset " + u(layout.offset) + ", more than the " +
           u(byte_size) + " there are.";
  return "";
}

std::string check_texture_to_texture(const TexelCopyTextureInfo& src, const TexelCopyTextureInfo& dst,
                                     const Extent3D& size) {
  const TextureImpl &s = *src.texture.impl(), &d = *dst.texture.impl();
  if (s.desc.sampleCount != d.desc.sampleCount)
    return "The sample counts of " + s.name() + " and " + d.name() + " differ.";
  if (!view_format_compatible(s.desc.format, d.desc.format))
    return "The formats " + format_string(s.desc.format) + " and " + format_string(d.desc.format) +
           " are not copy-compatible.";
  // Each aspect must refer to all of its texture's aspects: "all", or a depth-only format's
  // "depth-only" and a stencil-only format's "stencil-only".
  auto whole = [](const TextureImpl& t, TextureAspect a) { return aspect_format(t.desc.format, a) == t.desc.format; };
  if (is_depth_or_stencil(s.desc.format) && (!whole(s, src.aspect) || !whole(d, dst.aspect)))
    return "A copy between depth or stencil textures copies all aspects.";
  if (&s == &d && src.mipLevel == dst.mipLevel) {
    uint64_t a0 = src.origin.z, b0 = dst.origin.z;
    bool overlap = s.desc.dimension == TextureDimension::D3 ||
                   (a0 < b0 + size.depthOrArrayLayers && b0 < a0 + size.depthOrArrayLayers);
    if (overlap) return "The source and destination subresources of the copy overlap.";
  }
  return "";
}

bool write_texels(TextureImpl& t, const TexelCopyTextureInfo& info, const uint8_t* data,
                  const TexelCopyBufferLayout& layout, const Extent3D& size) {
  uint8_t* plane = plane_data(t, plane_of(t.desc.format, info.aspect), info.mipLevel);
  if (!plane) return false;
  CopyWalk w = walk(t, info, layout, size);
  for (uint64_t z = 0; z < w.depth; z++)
    for (uint64_t r = 0; r < w.rows; r++)
      std::memcpy(plane + w.texture_start + z * w.texture_image + r * w.texture_row,
                  data + layout.offset + z * w.linear_image + r * w.linear_row, w.row_bytes);
  return true;
}

void read_texels(TextureImpl& t, const TexelCopyTextureInfo& info, uint8_t* data, const TexelCopyBufferLayout& layout,
                 const Extent3D& size) {
  int plane = plane_of(t.desc.format, info.aspect);
  auto it = t.texels.find({plane, info.mipLevel});
  const uint8_t* texels = it == t.texels.end() ? nullptr : it->second.data();
  CopyWalk w = walk(t, info, layout, size);
  for (uint64_t z = 0; z < w.depth; z++)
    for (uint64_t r = 0; r < w.rows; r++) {
      uint8_t* out = data + layout.offset + z * w.linear_image + r * w.linear_row;
      if (texels)
        std::memcpy(out, texels + w.texture_start + z * w.texture_image + r * w.texture_row, w.row_bytes);
      else
        std::memset(out, 0, w.row_bytes);  // never written: zero, as WebGPU initializes textures
    }
}

bool copy_texels(const TexelCopyCommand& c) {
  TexelCopyTextureInfo info{Texture(c.texture), c.level, c.origin, c.aspect};
  if (c.buffer) {
    if (c.to_texture) return write_texels(*c.texture, info, c.buffer->data.get(), c.layout, c.size);
    read_texels(*c.texture, info, c.buffer->data.get(), c.layout, c.size);
    return true;
  }
  // Texture to texture, through a tight staging copy per aspect plane (the subresources may be
  // of one texture).
  TexelCopyTextureInfo other{Texture(c.other), c.other_level, c.other_origin, c.aspect};
  bool two_planes = format_info(c.texture->desc.format).aspects == FormatAspects::DepthStencil;
  for (TextureAspect aspect :
       {two_planes ? TextureAspect::DepthOnly : TextureAspect::All, TextureAspect::StencilOnly}) {
    if (aspect == TextureAspect::StencilOnly && !two_planes) break;
    info.aspect = other.aspect = aspect;
    TexelCopyBufferLayout tight;
    CopyWalk w = walk(*c.texture, info, tight, c.size);
    tight.bytesPerRow = static_cast<uint32_t>(w.row_bytes);
    tight.rowsPerImage = static_cast<uint32_t>(w.rows);
    std::vector<uint8_t> staging(w.row_bytes * w.rows * w.depth);
    read_texels(*c.texture, info, staging.data(), tight, c.size);
    if (!write_texels(*c.other, other, staging.data(), tight, c.size)) return false;
  }
  return true;
}

}  // namespace wgx::gpu
