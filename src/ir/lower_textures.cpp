// Lowering of textures: texture and sampler bindings become handle variables (ir/texture.h), and
// the texture builtins that read or describe a texture without a sampler become Op::Texture
// instructions with their operands in fixed positions (coordinates, layers, levels and samples as
// i32, so a u32 coordinate of 2^31 or more stays out of range rather than wrapping).

#include <string>

#include "ir/lower_impl.h"

namespace wgx::ir::lowering {
namespace {

TextureKind ir_texture_kind(sema::TextureKind k) {
  switch (k) {
    case sema::TextureKind::Sampled:
      return TextureKind::Sampled;
    case sema::TextureKind::Multisampled:
      return TextureKind::Multisampled;
    case sema::TextureKind::External:
      return TextureKind::External;
    case sema::TextureKind::Storage:
      return TextureKind::Storage;
    case sema::TextureKind::Depth:
      return TextureKind::Depth;
    case sema::TextureKind::DepthMultisampled:
      return TextureKind::DepthMultisampled;
  }
  return TextureKind::Sampled;
}

TextureDim ir_texture_dim(sema::TextureDim d) {
  switch (d) {
    case sema::TextureDim::D1:
      return TextureDim::D1;
    case sema::TextureDim::D2:
      return TextureDim::D2;
    case sema::TextureDim::D2Array:
      return TextureDim::D2Array;
    case sema::TextureDim::D3:
      return TextureDim::D3;
    case sema::TextureDim::Cube:
      return TextureDim::Cube;
    case sema::TextureDim::CubeArray:
      return TextureDim::CubeArray;
  }
  return TextureDim::D2;
}

// The channel type of a storage texture's texel format (WGSL, "Texel Formats for Storage
// Textures"): the format table's sample type column (include/wgx/texture_formats.def), integer
// formats sampling as Uint or Sint, every other as f32.
enum class SampleClass { Float, Unfilterable, Float32, Uint, Sint, Depth, Stencil, DepthStencil };
constexpr Scalar channel_of(SampleClass c) {
  return c == SampleClass::Uint ? Scalar::U32 : c == SampleClass::Sint ? Scalar::I32 : Scalar::F32;
}
constexpr Scalar kTableChannels[] = {
    Scalar::F32,
#define WGX_TEXTURE_FORMAT(Enum, Name, Feature, Sample, ...) channel_of(SampleClass::Sample),
#include "wgx/texture_formats.def"
#undef WGX_TEXTURE_FORMAT
};

Scalar storage_channel(sema::TexelFormat f) { return kTableChannels[sema::texture_format_index(f)]; }

}  // namespace

uint32_t Lowerer::handle_variable(const sema::Entity* e, Span at) {
  Variable v;
  v.name = std::string(e->name);
  v.space = Space::Handle;
  v.group = e->group;
  v.binding = e->binding;
  const sema::Type* t = e->type;
  TextureShape& s = v.texture;
  if (t->kind == TypeKind::Sampler || t->kind == TypeKind::SamplerComparison) {
    s.handle = t->kind == TypeKind::Sampler ? HandleKind::Sampler : HandleKind::ComparisonSampler;
  } else if (t->kind == TypeKind::Texture) {
    s.kind = ir_texture_kind(t->texture);
    s.dim = s.kind == TextureKind::External ? TextureDim::D2 : ir_texture_dim(t->dim);
    // Sampled textures name their channel type; depth textures read f32; storage textures have
    // their texel format's.
    if (t->elem) s.channel = scalar_of(t->elem, std::nullopt, at);
    if (s.kind == TextureKind::Storage) {
      s.channel = storage_channel(t->format);
      s.format = sema::texture_format_index(t->format);
      s.readable = t->access != sema::Access::Write;
      s.writable = t->access != sema::Access::Read;
    }
  } else {
    unsupported("handles of type '" + sema::type_name(t) + "'", at);
  }
  m_->vars.push_back(v);
  auto id = static_cast<uint32_t>(m_->vars.size() - 1);
  vars_[e] = id;
  return id;
}

// The handle variable a texture or sampler expression names: a module-scope texture or sampler,
// or a parameter of the function being lowered, which its specialization binds to the caller's.
uint32_t Lowerer::handle_operand(const ast::Expr* arg) {
  const sema::Entity* ent =
      arg->kind == ast::ExprKind::Ident ? info_.entity(static_cast<const ast::IdentExpr*>(arg)) : nullptr;
  if (ent && ent->kind == sema::EntityKind::Var && ent->space == sema::AddressSpace::Handle)
    return variable(ent, arg->span);
  if (ent && ent->kind == sema::EntityKind::Param)
    if (auto it = locals_.find(ent); it != locals_.end() && it->second.kind == LExpr::Memory) return it->second.ref.var;
  unsupported("this texture or sampler expression", arg->span);
}

// An integer operand (a coordinate vector, a layer, a level, a sample index) as i32 of its width:
// u32 values are reinterpreted, so those past INT32_MAX are negative, out of range as they were.
Reg Lowerer::texture_int(const ast::Expr* arg) {
  Reg r = rvalue(arg, Scalar::I32);
  Type t = reg_type(r);
  if (t.scalar == Scalar::I32) return r;
  return emit(Op::Bitcast, Type{Scalar::I32, t.width}, {r}, {}, arg->span);
}

LExpr Lowerer::lower_texture(const ast::CallExpr* e, BuiltinId id) {
  Span at = e->span;
  std::string_view name = sema::builtin_def(id).name;
  auto op_of = [&]() -> std::optional<TextureOp> {
    switch (id) {
      case BuiltinId::TextureLoad:
        return TextureOp::Load;
      case BuiltinId::TextureStore:
        return TextureOp::Store;
      case BuiltinId::TextureDimensions:
        return TextureOp::Dimensions;
      case BuiltinId::TextureNumLevels:
        return TextureOp::NumLevels;
      case BuiltinId::TextureNumLayers:
        return TextureOp::NumLayers;
      case BuiltinId::TextureNumSamples:
        return TextureOp::NumSamples;
      case BuiltinId::TextureSampleLevel:
        return TextureOp::SampleLevel;
      case BuiltinId::TextureSampleBaseClampToEdge:
        return TextureOp::SampleBaseClampToEdge;
      default:
        return std::nullopt;
    }
  };
  if (id == BuiltinId::TextureGather || id == BuiltinId::TextureGatherCompare) return lower_texture_gather(e, id);
  std::optional<TextureOp> op = op_of();
  if (!op) {
    bool sampling = id == BuiltinId::TextureSample || id == BuiltinId::TextureSampleBias ||
                    id == BuiltinId::TextureSampleGrad || id == BuiltinId::TextureSampleCompare ||
                    id == BuiltinId::TextureSampleCompareLevel;
    if (!sampling) unsupported("texture builtins (" + std::string(name) + ")", at);
    uint32_t var = handle_operand(e->args[0]);
    return lower_texture_sample(e, id, m_->vars[var].texture, var);
  }
  uint32_t var = handle_operand(e->args[0]);
  const TextureShape shape = m_->vars[var].texture;  // a copy: the sampler may add a variable
  auto imm = std::vector<uint32_t>{static_cast<uint32_t>(*op)};
  Reg zero = kNoReg;
  auto zero_i32 = [&]() {
    if (zero == kNoReg) zero = konst(scalar_type(Scalar::I32), 0, at);
    return zero;
  };
  switch (*op) {
    case TextureOp::Dimensions: {
      Type t = ir_type(info_.type(e), std::nullopt, at);
      Reg level = e->args.size() > 1 ? rvalue(e->args[1], Scalar::U32) : konst_u32(0, at);
      if (reg_type(level).scalar == Scalar::I32) level = emit(Op::Bitcast, scalar_type(Scalar::U32), {level}, {}, at);
      return val(emit(Op::Texture, t, {level}, imm, at, true, var));
    }
    case TextureOp::NumLevels:
    case TextureOp::NumLayers:
    case TextureOp::NumSamples:
      return val(emit(Op::Texture, scalar_type(Scalar::U32), {}, imm, at, true, var));
    case TextureOp::Load: {
      Type t = ir_type(info_.type(e), std::nullopt, at);
      Reg coords = texture_int(e->args[1]);
      size_t next = 2;
      Reg layer = is_arrayed(shape.dim) ? texture_int(e->args[next++]) : zero_i32();
      Reg level = next < e->args.size() ? texture_int(e->args[next]) : zero_i32();
      return val(emit(Op::Texture, t, {coords, layer, level}, imm, at, true, var));
    }
    case TextureOp::SampleLevel: {
      imm.push_back(handle_operand(e->args[1]));
      Type t = ir_type(info_.type(e), std::nullopt, at);
      Type coord_type{Scalar::F32, coord_width(shape.dim)};
      Reg coords = convert(rvalue(e->args[2], Scalar::F32), coord_type, e->args[2]->span);
      size_t next = 3;
      Reg layer = is_arrayed(shape.dim) ? texture_int(e->args[next++]) : zero_i32();
      // Depth textures take an integer level; it is the same level as a float.
      const ast::Expr* level_arg = e->args[next++];
      Reg level = convert(rvalue(level_arg, Scalar::F32), scalar_type(Scalar::F32), level_arg->span);
      Type offset_type{Scalar::I32, dimensions_width(shape.dim)};
      Reg offset = next < e->args.size() ? texture_int(e->args[next]) : konst(offset_type, 0, at);
      return val(emit(Op::Texture, t, {coords, layer, level, offset}, imm, at, true, var));
    }
    case TextureOp::SampleBaseClampToEdge: {
      imm.push_back(handle_operand(e->args[1]));
      Type vec2f{Scalar::F32, 2};
      Reg coords = convert(rvalue(e->args[2], Scalar::F32), vec2f, e->args[2]->span);
      return val(emit(Op::Texture, Type{Scalar::F32, 4}, {coords}, imm, at, true, var));
    }
    case TextureOp::Store: {
      Reg coords = texture_int(e->args[1]);
      Reg layer = is_arrayed(shape.dim) ? texture_int(e->args[2]) : zero_i32();
      const ast::Expr* value_arg = e->args.back();
      Type t{shape.channel, 4};
      Reg value = convert(rvalue(value_arg, t.scalar), t, value_arg->span);
      emit(Op::Texture, t, {coords, layer, value}, imm, at, false, var);
      return LExpr{};
    }
    case TextureOp::SampleGrad:
    case TextureOp::SampleCompare:
    case TextureOp::Gather:
    case TextureOp::GatherCompare:
      break;  // lowered above, from their builtins
  }
  unsupported("texture builtins (" + std::string(name) + ")", at);
}

// textureSampleGrad, textureSampleCompare(Level), and in fragment shaders textureSample and
// textureSampleBias: Op::Texture's SampleGrad or SampleCompare. The implicit-derivative builtins
// take the coarse quad derivatives of their coordinates (what dpdx and dpdy give), so a helper
// invocation's coordinates count as they do for derivatives. `shape` is taken by value: reading
// the sampler operand may add a variable to the module, which moves the texture's.
LExpr Lowerer::lower_texture_sample(const ast::CallExpr* e, BuiltinId id, TextureShape shape, uint32_t var) {
  Span at = e->span;
  bool implicit =
      id == BuiltinId::TextureSample || id == BuiltinId::TextureSampleBias || id == BuiltinId::TextureSampleCompare;
  if (implicit && opt_.stage != Stage::Fragment)
    unsupported(std::string(sema::builtin_def(id).name) + " outside a fragment shader", at);
  bool compare = id == BuiltinId::TextureSampleCompare || id == BuiltinId::TextureSampleCompareLevel;
  SampleForm form = id == BuiltinId::TextureSampleBias ? SampleForm::Bias
                    : implicit                         ? SampleForm::Implicit
                                                       : SampleForm::Explicit;
  auto imm = std::vector<uint32_t>{static_cast<uint32_t>(compare ? TextureOp::SampleCompare : TextureOp::SampleGrad),
                                   handle_operand(e->args[1]), static_cast<uint32_t>(form)};
  Type coord_type{Scalar::F32, coord_width(shape.dim)};
  Reg coords = convert(rvalue(e->args[2], Scalar::F32), coord_type, e->args[2]->span);
  size_t next = 3;
  Reg layer = is_arrayed(shape.dim) ? texture_int(e->args[next++]) : konst(scalar_type(Scalar::I32), 0, at);
  auto f32_arg = [&](const ast::Expr* arg, Type t) { return convert(rvalue(arg, Scalar::F32), t, arg->span); };
  Reg ref = compare ? f32_arg(e->args[next++], scalar_type(Scalar::F32)) : kNoReg;
  Reg ddx = kNoReg, ddy = kNoReg, bias = konst(scalar_type(Scalar::F32), 0, at);
  if (id == BuiltinId::TextureSampleGrad) {
    ddx = f32_arg(e->args[next], coord_type);
    ddy = f32_arg(e->args[next + 1], coord_type);
    next += 2;
  } else if (implicit) {
    ddx = coarse_derivative(coords, coord_type, true, at);
    ddy = coarse_derivative(coords, coord_type, false, at);
  } else {  // textureSampleCompareLevel: level 0, which zero gradients select
    ddx = ddy = konst(coord_type, 0, at);
  }
  if (id == BuiltinId::TextureSampleBias) bias = f32_arg(e->args[next++], scalar_type(Scalar::F32));
  Type offset_type{Scalar::I32, dimensions_width(shape.dim)};
  Reg offset = next < e->args.size() ? texture_int(e->args[next]) : konst(offset_type, 0, at);
  bool depth = shape.kind == TextureKind::Depth;
  Type t = compare || depth ? scalar_type(Scalar::F32) : Type{Scalar::F32, 4};
  std::vector<Reg> args = compare ? std::vector<Reg>{coords, layer, ref, ddx, ddy, offset}
                                  : std::vector<Reg>{coords, layer, ddx, ddy, bias, offset};
  return val(emit(Op::Texture, t, args, imm, at, true, var));
}

// textureGather (a component of a sampled texture's texels, or a depth texture's) and
// textureGatherCompare: Op::Texture's Gather and GatherCompare.
LExpr Lowerer::lower_texture_gather(const ast::CallExpr* e, BuiltinId id) {
  Span at = e->span;
  // The depth overloads start with the texture; the others with the component.
  const ast::Expr* arg0 = e->args[0];
  const sema::Entity* ent =
      arg0->kind == ast::ExprKind::Ident ? info_.entity(static_cast<const ast::IdentExpr*>(arg0)) : nullptr;
  bool with_component = !(ent && ent->type && is_handle_type(ent->type));
  size_t first = with_component ? 1 : 0;
  uint32_t var = handle_operand(e->args[first]);
  const TextureShape shape = m_->vars[var].texture;
  uint32_t component = 0;
  if (with_component) {
    std::optional<int64_t> c = info_.int_value(e->args[0]);
    if (!c || *c < 0 || *c > 3) unsupported("a textureGather component that is not a constant 0 to 3", at);
    component = static_cast<uint32_t>(*c);
  }
  bool compare = id == BuiltinId::TextureGatherCompare;
  auto imm = std::vector<uint32_t>{static_cast<uint32_t>(compare ? TextureOp::GatherCompare : TextureOp::Gather),
                                   handle_operand(e->args[first + 1])};
  if (!compare) imm.push_back(component);
  Type coord_type{Scalar::F32, coord_width(shape.dim)};
  const ast::Expr* coord_arg = e->args[first + 2];
  Reg coords = convert(rvalue(coord_arg, Scalar::F32), coord_type, coord_arg->span);
  size_t next = first + 3;
  Reg layer = is_arrayed(shape.dim) ? texture_int(e->args[next++]) : konst(scalar_type(Scalar::I32), 0, at);
  std::vector<Reg> args = {coords, layer};
  if (compare) {
    const ast::Expr* ref = e->args[next++];
    args.push_back(convert(rvalue(ref, Scalar::F32), scalar_type(Scalar::F32), ref->span));
  }
  Type offset_type{Scalar::I32, dimensions_width(shape.dim)};
  args.push_back(next < e->args.size() ? texture_int(e->args[next]) : konst(offset_type, 0, at));
  bool depth = shape.kind == TextureKind::Depth;
  Type t{compare || depth ? Scalar::F32 : shape.channel, 4};
  return val(emit(Op::Texture, t, args, imm, at, true, var));
}

}  // namespace wgx::ir::lowering
