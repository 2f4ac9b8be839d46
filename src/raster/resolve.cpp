// The resolve of a multisampled color attachment at the end of a pass: each texel of the resolve
// target is the average of the attachment's samples of that texel, taken as the shader would read
// them (exec/texel_format.h: unorm and snorm as floats, sRGB decoded to linear) and encoded back.
#include <cstring>

#include "raster/raster.h"

namespace wgx::raster {

void resolve(const Attachment& from, const Attachment& to) {
  uint32_t in_bytes = exec::texel_layout(from.format).bytes, out_bytes = exec::texel_layout(to.format).bytes;
  uint32_t samples = std::max(1u, from.samples);
  uint64_t texels = uint64_t{to.width} * to.height;
  for (uint64_t i = 0; i < texels; i++) {
    float sum[4] = {0, 0, 0, 0};
    for (uint32_t s = 0; s < samples; s++) {
      exec::TexelValue v = exec::decode_texel(from.format, from.data + (i * samples + s) * in_bytes);
      for (int c = 0; c < 4; c++) {
        float f;
        std::memcpy(&f, &v.w[c], 4);
        sum[c] += f;
      }
    }
    exec::TexelValue out;
    for (int c = 0; c < 4; c++) {
      float f = sum[c] / static_cast<float>(samples);
      std::memcpy(&out.w[c], &f, 4);
    }
    exec::encode_texel(to.format, out, to.data + i * out_bytes);
  }
}

}  // namespace wgx::raster
