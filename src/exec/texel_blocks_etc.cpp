// The ETC2 and EAC decoders (texel_blocks.h).
#include "exec/texel_blocks.h"

namespace wgx::exec::blocks {

void decode_etc(TexelEncoding, const uint8_t*, DecodedTexel*) {}

}  // namespace wgx::exec::blocks
