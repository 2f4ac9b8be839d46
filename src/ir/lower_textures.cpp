// Lowering of textures: texture and sampler bindings become handle variables (ir/texture.h), and
// the texture builtins that read or describe a texture without a sampler become Op::Texture
// instructions with their operands in fixed positions (coordinates, layers, levels and samples as
// i32, so a u32 coordinate of 2^31 or more stays out of range rather than wrapping).

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
// Textures"). The checker's list of texel formats is its own enum, not yet the format table's.
Scalar storage_channel(sema::TexelFormat f) {
  using F = sema::TexelFormat;
  switch (f) {
    case F::R8sint:
    case F::Rg8sint:
    case F::Rgba8sint:
    case F::R16sint:
    case F::Rg16sint:
    case F::Rgba16sint:
    case F::R32sint:
    case F::Rg32sint:
    case F::Rgba32sint:
      return Scalar::I32;
    case F::R8uint:
    case F::Rg8uint:
    case F::Rgba8uint:
    case F::R16uint:
    case F::Rg16uint:
    case F::Rgba16uint:
    case F::R32uint:
    case F::Rg32uint:
    case F::Rgba32uint:
    case F::Rgb10a2uint:
      return Scalar::U32;
    default:
      return Scalar::F32;
  }
}

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
  std::optional<TextureOp> op = op_of();
  if (!op) unsupported("texture builtins (" + std::string(name) + ")", at);
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
      if (shape.dim == TextureDim::Cube || shape.dim == TextureDim::CubeArray)
        unsupported("textureSampleLevel on cube textures", at);
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
  }
  unsupported("texture builtins (" + std::string(name) + ")", at);
}

}  // namespace wgx::ir::lowering
