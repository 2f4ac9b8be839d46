// Texture operations (texture_ops.h).
#include "exec/texture_ops.h"

#include <cstring>

#include "exec/texture_sampling.h"

namespace wgx::exec {
namespace rules {
#include "exec/wgsl_rules.h"
// texel_rules.h uses wgsl_rules.h's definitions: it comes after it.
#include "exec/texel_rules.h"
}  // namespace rules
namespace {

using ir::TextureOp;

// Where a lane's texel is, or null when its logical texel address is invalid (the rule the
// compiled kernels run too: texel_rules.h).
uint8_t* texel_address(const ir::TextureShape& shape, const TextureBinding& view, const uint32_t* coords,
                       uint32_t layer, uint32_t level) {
  if (level >= view.levels.size()) return nullptr;  // a negative i32 level is 2^31 or more
  const TextureBinding::Level& l = view.levels[level];
  uint8_t width = ir::coord_width(shape.dim);
  uint32_t x = coords[0], y = width > 1 ? coords[1] : 0, z = width > 2 ? coords[2] : 0;
  if (!rules::wgx_texel_valid(x, y, z, layer, l.width, l.height, l.depth, view.layers)) return nullptr;
  uint64_t texel = rules::wgx_texel_index(x, y, z, layer, l.width, l.height, l.depth);
  return l.data + texel * view.samples * texel_layout(view.format).bytes;  // a texel's samples side by side
}

bool multisampled(const ir::TextureShape& s) {
  return s.kind == ir::TextureKind::Multisampled || s.kind == ir::TextureKind::DepthMultisampled;
}

bool depth(const ir::TextureShape& s) {
  return s.kind == ir::TextureKind::Depth || s.kind == ir::TextureKind::DepthMultisampled;
}

void load(const ir::TextureShape& shape, const TextureBinding& view, const std::vector<const uint32_t*>& args,
          const uint8_t* active, uint32_t lanes, uint32_t* out) {
  for (uint32_t l = 0; l < lanes; l++) {
    if (!active[l]) continue;
    uint32_t level = args[2][l * 4], sample = 0;
    if (multisampled(shape)) std::swap(level, sample);  // the third operand is the sample index
    uint8_t* p = sample < view.samples ? texel_address(shape, view, args[0] + l * 4, args[1][l * 4], level) : nullptr;
    if (p) p += uint64_t{sample} * texel_layout(view.format).bytes;
    TexelValue v = p ? decode_texel(view.format, p) : TexelValue{};
    std::memcpy(out + l * 4, v.w, depth(shape) ? 4 : 16);
  }
}

void store(const ir::TextureShape& shape, const TextureBinding& view, const std::vector<const uint32_t*>& args,
           const uint8_t* active, uint32_t lanes) {
  for (uint32_t l = 0; l < lanes; l++) {
    if (!active[l]) continue;
    uint8_t* p = texel_address(shape, view, args[0] + l * 4, args[1][l * 4], 0);
    if (!p) continue;
    TexelValue v;
    std::memcpy(v.w, args[2] + l * 4, 16);
    encode_texel(view.format, v, p);
  }
}

void dimensions(const ir::TextureShape& shape, const TextureBinding& view, const uint32_t* level_reg,
                const uint8_t* active, uint32_t lanes, uint32_t* out) {
  for (uint32_t l = 0; l < lanes; l++) {
    if (!active[l]) continue;
    uint32_t level = level_reg[l * 4];
    uint32_t size[3] = {0, 0, 0};
    if (level < view.levels.size()) {
      const TextureBinding::Level& v = view.levels[level];
      size[0] = v.width, size[1] = v.height, size[2] = v.depth;
    }
    std::memcpy(out + l * 4, size, 4u * ir::dimensions_width(shape.dim));
  }
}

float lane_float(const uint32_t* reg, uint32_t lane) {
  float f;
  std::memcpy(&f, reg + lane * 4, 4);
  return f;
}

// A lane's sampling operands: coordinates (args[0]), array index (args[1]), the offset at
// `offset_arg`, and the depth reference at `ref_arg` (negative: none).
SampleArgs sample_args(const ir::TextureShape& shape, const uint32_t* const* args, uint32_t lane, size_t offset_arg,
                       int ref_arg) {
  SampleArgs a;
  std::memcpy(a.coords, args[0] + lane * 4, 4u * ir::coord_width(shape.dim));
  a.layer = static_cast<int32_t>(args[1][lane * 4]);
  std::memcpy(a.offset, args[offset_arg] + lane * 4, 4u * ir::dimensions_width(shape.dim));
  if (ref_arg >= 0) a.compare = true, a.ref = lane_float(args[static_cast<size_t>(ref_arg)], lane);
  return a;
}

}  // namespace

// One lane's sample by any of the sampling ops.
TexelValue sample_lane(TextureOp op, uint32_t component, const ir::TextureShape& shape, const TextureBinding& view,
                       const SamplerBinding& sampler, const uint32_t* const* args, uint32_t l) {
  float ddx[3] = {0, 0, 0}, ddy[3] = {0, 0, 0};
  auto gradients = [&](size_t first) {
    std::memcpy(ddx, args[first] + l * 4, 4u * ir::coord_width(shape.dim));
    std::memcpy(ddy, args[first + 1] + l * 4, 4u * ir::coord_width(shape.dim));
  };
  switch (op) {
    case TextureOp::SampleBaseClampToEdge: {
      float coords[2];
      std::memcpy(coords, args[0] + l * 4, 8);
      return sample_base_clamp_to_edge(shape, view, sampler, coords);
    }
    case TextureOp::SampleLevel:
      return sample_level(shape, view, sampler, sample_args(shape, args, l, 3, -1), lane_float(args[2], l));
    case TextureOp::SampleGrad:
      gradients(2);
      return sample_grad(shape, view, sampler, sample_args(shape, args, l, 5, -1), ddx, ddy, lane_float(args[4], l));
    case TextureOp::SampleCompare:
      gradients(3);
      return sample_grad(shape, view, sampler, sample_args(shape, args, l, 5, 2), ddx, ddy, 0);
    case TextureOp::Gather:
      return gather(shape, view, sampler, sample_args(shape, args, l, 2, -1), component);
    case TextureOp::GatherCompare:
      return gather(shape, view, sampler, sample_args(shape, args, l, 3, 2), 0);
    default:
      return {};
  }
}

namespace {

void sample(const ir::Inst& in, const ir::TextureShape& shape, const TextureBinding& view,
            const SamplerBinding& sampler, const std::vector<const uint32_t*>& args, const uint8_t* active,
            uint32_t lanes, uint32_t* out) {
  auto op = static_cast<TextureOp>(in.imm[0]);
  bool vector =
      op == TextureOp::Gather || op == TextureOp::GatherCompare || (!depth(shape) && op != TextureOp::SampleCompare);
  for (uint32_t l = 0; l < lanes; l++) {
    if (!active[l]) continue;
    TexelValue v = sample_lane(op, in.imm.size() > 2 ? in.imm[2] : 0, shape, view, sampler, args.data(), l);
    std::memcpy(out + l * 4, v.w, vector ? 16 : 4);
  }
}

void broadcast(uint32_t value, const uint8_t* active, uint32_t lanes, uint32_t* out) {
  for (uint32_t l = 0; l < lanes; l++)
    if (active[l]) out[l * 4] = value;
}

}  // namespace

std::string bind_textures(const ir::Module& m, const std::vector<TextureBinding>& textures,
                          std::vector<const TextureBinding*>* bound) {
  bound->assign(m.vars.size(), nullptr);
  for (size_t i = 0; i < m.vars.size(); i++) {
    const ir::Variable& v = m.vars[i];
    if (v.space != ir::Space::Handle || v.texture.handle != ir::HandleKind::Texture) continue;
    const TextureBinding* t = nullptr;
    for (const TextureBinding& c : textures)
      if (c.group == v.group && c.binding == v.binding) t = &c;
    std::string where = "@group(" + std::to_string(v.group) + ") @binding(" + std::to_string(v.binding) + ")";
    if (!t) return "no texture bound to " + where + " ('" + v.name + "')";
    if (texel_layout(t->format).bytes == 0)
      return "the texture bound to " + where + " ('" + v.name + "') has the format " +
             std::string(texel_format_string(t->format)) + ", whose texels shaders cannot read in wgx yet";
    if (t->levels.empty() || t->layers == 0 || t->samples == 0)
      return "the texture bound to " + where + " ('" + v.name + "') has no subresource";
    for (const TextureBinding::Level& l : t->levels)
      if (!l.data) return "the texture bound to " + where + " ('" + v.name + "') has a level without texels";
    (*bound)[i] = t;
  }
  return "";
}

std::string bind_samplers(const ir::Module& m, const std::vector<SamplerBinding>& samplers,
                          std::vector<const SamplerBinding*>* bound) {
  bound->assign(m.vars.size(), nullptr);
  for (size_t i = 0; i < m.vars.size(); i++) {
    const ir::Variable& v = m.vars[i];
    if (v.space != ir::Space::Handle || v.texture.handle == ir::HandleKind::Texture) continue;
    for (const SamplerBinding& s : samplers)
      if (s.group == v.group && s.binding == v.binding) (*bound)[i] = &s;
    if (!(*bound)[i])
      return "no sampler bound to @group(" + std::to_string(v.group) + ") @binding(" + std::to_string(v.binding) +
             ") ('" + v.name + "')";
  }
  return "";
}

void texture_op(const ir::Inst& in, const ir::TextureShape& shape, const TextureBinding& view,
                const SamplerBinding* sampler, const std::vector<const uint32_t*>& args, const uint8_t* active,
                uint32_t lanes, uint32_t* out) {
  switch (static_cast<TextureOp>(in.imm[0])) {
    case TextureOp::Load:
      return load(shape, view, args, active, lanes, out);
    case TextureOp::Store:
      return store(shape, view, args, active, lanes);
    case TextureOp::Dimensions:
      return dimensions(shape, view, args[0], active, lanes, out);
    case TextureOp::NumLevels:
      return broadcast(static_cast<uint32_t>(view.levels.size()), active, lanes, out);
    case TextureOp::NumLayers:
      return broadcast(shape.dim == ir::TextureDim::CubeArray ? view.layers / 6 : view.layers, active, lanes, out);
    case TextureOp::NumSamples:
      return broadcast(view.samples, active, lanes, out);
    case TextureOp::SampleLevel:
    case TextureOp::SampleBaseClampToEdge:
    case TextureOp::SampleGrad:
    case TextureOp::SampleCompare:
    case TextureOp::Gather:
    case TextureOp::GatherCompare:
      return sample(in, shape, view, *sampler, args, active, lanes, out);
  }
}

}  // namespace wgx::exec
