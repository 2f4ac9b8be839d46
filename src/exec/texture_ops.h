// The texture operations of the IR (Op::Texture, ir/texture.h) over a bound view
// (exec::TextureBinding): the interpreter runs them for its active lanes. Texel conversions are
// exec/texel_format.h's; what an address outside the view does is the IR's rule (loads give
// zeros, stores do nothing, dimensions of a missing level are zeros).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "exec/executor.h"

namespace wgx::exec {

// The view bound to each texture variable of `m` (null for other variables), or the error: a
// texture variable with no view bound, or a view the executors cannot read.
std::string bind_textures(const ir::Module& m, const std::vector<TextureBinding>& textures,
                          std::vector<const TextureBinding*>* bound);

// The sampler bound to each sampler variable of `m` (null for other variables), or the error.
std::string bind_samplers(const ir::Module& m, const std::vector<SamplerBinding>& samplers,
                          std::vector<const SamplerBinding*>* bound);

// What the interpreter holds per variable of a module: the views and samplers bound to its handles.
struct Handles {
  std::vector<const TextureBinding*> textures;
  std::vector<const SamplerBinding*> samplers;
};

// One Op::Texture over `lanes` lanes (registers of 4 words per lane): `args` are its operand
// registers, `active` the lane mask, `out` its result register (null for a store).
// `sampler` is the one bound to the instruction's sampler variable, for the sampling ops.
void texture_op(const ir::Inst& in, const ir::TextureShape& shape, const TextureBinding& view,
                const SamplerBinding* sampler, const std::vector<const uint32_t*>& args, const uint8_t* active,
                uint32_t lanes, uint32_t* out);

// One lane's sampling operation (SampleLevel, SampleBaseClampToEdge, SampleGrad, SampleCompare,
// Gather, GatherCompare): `args` are its operand registers (4 words per lane, as many as the op
// has), `component` a
// Gather's. What the interpreter runs per active lane, and the compiled kernels call per lane.
TexelValue sample_lane(ir::TextureOp op, uint32_t component, const ir::TextureShape& shape, const TextureBinding& view,
                       const SamplerBinding& sampler, const uint32_t* const* args, uint32_t lane);

}  // namespace wgx::exec
