// Types: interning, the names Tint prints, the spec's type families, memory layout, conversion
// ranks and concretization.
#include "sema/type.h"

#include <gtest/gtest.h>

#include <memory>

#include "syntax/ast.h"

namespace wgx::sema {
namespace {

TEST(TypeTable, InternsByStructure) {
  TypeTable t;
  EXPECT_EQ(t.vec(t.f32(), 3), t.vec(t.f32(), 3));
  EXPECT_NE(t.vec(t.f32(), 3), t.vec(t.f32(), 4));
  EXPECT_NE(t.vec(t.f32(), 3), t.vec(t.i32(), 3));
  EXPECT_EQ(t.mat(t.f16(), 2, 3), t.mat(t.f16(), 2, 3));
  EXPECT_NE(t.mat(t.f16(), 2, 3), t.mat(t.f16(), 3, 2));
  EXPECT_EQ(t.array(t.u32(), 4), t.array(t.u32(), 4));
  EXPECT_NE(t.array(t.u32(), 4), t.array(t.u32(), 5));
  EXPECT_NE(t.array(t.u32(), 4), t.runtime_array(t.u32()));
  EXPECT_EQ(t.runtime_array(t.u32()), t.runtime_array(t.u32()));
  EXPECT_EQ(t.atomic(t.i32()), t.atomic(t.i32()));
  EXPECT_EQ(t.pointer(AddressSpace::Storage, t.f32(), Access::Read),
            t.pointer(AddressSpace::Storage, t.f32(), Access::Read));
  EXPECT_NE(t.pointer(AddressSpace::Storage, t.f32(), Access::Read),
            t.pointer(AddressSpace::Storage, t.f32(), Access::ReadWrite));
  EXPECT_NE(t.pointer(AddressSpace::Function, t.f32(), Access::ReadWrite),
            t.reference(AddressSpace::Function, t.f32(), Access::ReadWrite));
  EXPECT_EQ(t.sampler(false), t.sampler(false));
  EXPECT_NE(t.sampler(false), t.sampler(true));
  EXPECT_EQ(t.texture(TextureKind::Sampled, TextureDim::D2, t.f32()),
            t.texture(TextureKind::Sampled, TextureDim::D2, t.f32()));
  EXPECT_NE(t.texture(TextureKind::Sampled, TextureDim::D2, t.f32()),
            t.texture(TextureKind::Multisampled, TextureDim::D2, t.f32()));
  EXPECT_EQ(t.storage_texture(TextureDim::D2, TexelFormat::Rgba8Unorm, Access::Write),
            t.storage_texture(TextureDim::D2, TexelFormat::Rgba8Unorm, Access::Write));
  EXPECT_EQ(t.depth_texture(TextureDim::Cube, false), t.depth_texture(TextureDim::Cube, false));
  EXPECT_EQ(t.external_texture(), t.external_texture());

  ast::IdentExpr n1{}, n2{};
  EXPECT_EQ(t.override_array(t.f32(), &n1), t.override_array(t.f32(), &n1));
  EXPECT_NE(t.override_array(t.f32(), &n1), t.override_array(t.f32(), &n2));
}

TEST(TypeTable, StructsAreNeverInterned) {
  TypeTable t;
  auto make = [&] {
    auto info = std::make_unique<StructInfo>();
    info->name = "S";
    info->members = {{"a", t.f32(), 0, 0, 4, 4, nullptr}};
    info->align = 4;
    info->size = 4;
    return t.make_struct(std::move(info));
  };
  const Type* a = make();
  const Type* b = make();
  EXPECT_NE(a, b);
  EXPECT_EQ(type_name(a), "S");
}

TEST(TypeTable, BuiltinResultStructures) {
  TypeTable t;
  const Type* f = t.frexp_result(t.f32());
  EXPECT_EQ(f, t.frexp_result(t.f32()));  // made once
  EXPECT_EQ(type_name(f), "__frexp_result_f32");
  ASSERT_EQ(f->structure->members.size(), 2u);
  EXPECT_EQ(f->structure->members[0].name, "fract");
  EXPECT_EQ(f->structure->members[1].name, "exp");
  EXPECT_EQ(f->structure->members[1].type, t.i32());
  EXPECT_EQ(f->structure->decl, nullptr);

  const Type* fv = t.frexp_result(t.vec(t.f16(), 3));
  EXPECT_EQ(type_name(fv), "__frexp_result_vec3_f16");
  EXPECT_EQ(fv->structure->members[1].type, t.vec(t.i32(), 3));
  EXPECT_EQ(fv->structure->members[1].offset, 16u);  // vec3<f16> is 6 bytes; vec3<i32> aligns to 16
  EXPECT_EQ(size_of(fv), 32u);
  EXPECT_EQ(align_of(fv), 16u);

  const Type* fa = t.frexp_result(t.vec(t.abstract_float(), 2));
  EXPECT_EQ(type_name(fa), "__frexp_result_vec2_abstract");
  EXPECT_EQ(fa->structure->members[1].type, t.vec(t.abstract_int(), 2));

  EXPECT_EQ(type_name(t.modf_result(t.abstract_float())), "__modf_result_abstract");
  EXPECT_EQ(type_name(t.modf_result(t.vec(t.f32(), 4))), "__modf_result_vec4_f32");
  EXPECT_EQ(t.modf_result(t.f16())->structure->members[1].name, "whole");

  const Type* x = t.atomic_compare_exchange_result(t.u32());
  EXPECT_EQ(type_name(x), "__atomic_compare_exchange_result_u32");
  EXPECT_EQ(x->structure->members[0].name, "old_value");
  EXPECT_EQ(x->structure->members[1].name, "exchanged");
  EXPECT_EQ(x->structure->members[1].type, t.bool_type());
}

TEST(TypeNames, AsTintPrintsThem) {
  TypeTable t;
  EXPECT_EQ(type_name(t.void_type()), "void");
  EXPECT_EQ(type_name(t.bool_type()), "bool");
  EXPECT_EQ(type_name(t.abstract_int()), "abstract-int");
  EXPECT_EQ(type_name(t.abstract_float()), "abstract-float");
  EXPECT_EQ(type_name(t.i32()), "i32");
  EXPECT_EQ(type_name(t.u32()), "u32");
  EXPECT_EQ(type_name(t.f32()), "f32");
  EXPECT_EQ(type_name(t.f16()), "f16");
  EXPECT_EQ(type_name(t.vec(t.f32(), 3)), "vec3<f32>");
  EXPECT_EQ(type_name(t.vec(t.abstract_int(), 2)), "vec2<abstract-int>");
  EXPECT_EQ(type_name(t.mat(t.f32(), 2, 3)), "mat2x3<f32>");
  EXPECT_EQ(type_name(t.array(t.f32(), 4)), "array<f32, 4>");
  EXPECT_EQ(type_name(t.runtime_array(t.u32())), "array<u32>");
  EXPECT_EQ(type_name(t.array(t.array(t.vec(t.f16(), 2), 2), 3)), "array<array<vec2<f16>, 2>, 3>");
  EXPECT_EQ(type_name(t.atomic(t.u32())), "atomic<u32>");
  EXPECT_EQ(type_name(t.pointer(AddressSpace::Storage, t.runtime_array(t.f32()), Access::ReadWrite)),
            "ptr<storage, array<f32>, read_write>");
  EXPECT_EQ(type_name(t.pointer(AddressSpace::Function, t.i32(), Access::ReadWrite)), "ptr<function, i32, read_write>");
  EXPECT_EQ(type_name(t.pointer(AddressSpace::Uniform, t.vec(t.f32(), 4), Access::Read)),
            "ptr<uniform, vec4<f32>, read>");
  EXPECT_EQ(type_name(t.reference(AddressSpace::Function, t.i32(), Access::ReadWrite)),
            "ref<function, i32, read_write>");
  EXPECT_EQ(type_name(t.reference(AddressSpace::Workgroup, t.atomic(t.i32()), Access::ReadWrite)),
            "ref<workgroup, atomic<i32>, read_write>");
  EXPECT_EQ(type_name(t.sampler(false)), "sampler");
  EXPECT_EQ(type_name(t.sampler(true)), "sampler_comparison");
  EXPECT_EQ(type_name(t.texture(TextureKind::Sampled, TextureDim::D2, t.f32())), "texture_2d<f32>");
  EXPECT_EQ(type_name(t.texture(TextureKind::Sampled, TextureDim::CubeArray, t.i32())), "texture_cube_array<i32>");
  EXPECT_EQ(type_name(t.texture(TextureKind::Sampled, TextureDim::D1, t.u32())), "texture_1d<u32>");
  EXPECT_EQ(type_name(t.texture(TextureKind::Multisampled, TextureDim::D2, t.f32())), "texture_multisampled_2d<f32>");
  EXPECT_EQ(type_name(t.depth_texture(TextureDim::D2, false)), "texture_depth_2d");
  EXPECT_EQ(type_name(t.depth_texture(TextureDim::D2Array, false)), "texture_depth_2d_array");
  EXPECT_EQ(type_name(t.depth_texture(TextureDim::D2, true)), "texture_depth_multisampled_2d");
  EXPECT_EQ(type_name(t.external_texture()), "texture_external");
  EXPECT_EQ(type_name(t.storage_texture(TextureDim::D2, TexelFormat::Rgba8Unorm, Access::Write)),
            "texture_storage_2d<rgba8unorm, write>");
  EXPECT_EQ(type_name(t.storage_texture(TextureDim::D3, TexelFormat::R32Float, Access::ReadWrite)),
            "texture_storage_3d<r32float, read_write>");

  // Override-sized arrays print the override's name, or Tint's placeholder for an expression.
  ast::IdentExpr n{};
  n.kind = ast::ExprKind::Ident;
  n.ident.name = "N";
  EXPECT_EQ(type_name(t.override_array(t.f32(), &n)), "array<f32, N>");
  ast::BinaryExpr e{};
  e.kind = ast::ExprKind::Binary;
  EXPECT_EQ(type_name(t.override_array(t.i32(), &e)), "array<i32, [unnamed override-expression]>");
}

TEST(TypeNames, Enumerants) {
  EXPECT_EQ(address_space_name(AddressSpace::Function), "function");
  EXPECT_EQ(address_space_name(AddressSpace::Private), "private");
  EXPECT_EQ(address_space_name(AddressSpace::Workgroup), "workgroup");
  EXPECT_EQ(address_space_name(AddressSpace::Uniform), "uniform");
  EXPECT_EQ(address_space_name(AddressSpace::Storage), "storage");
  EXPECT_EQ(address_space_name(AddressSpace::Handle), "handle");
  EXPECT_EQ(address_space_name(AddressSpace::Immediate), "immediate");
  EXPECT_EQ(address_space_name(AddressSpace::Undefined), "");
  EXPECT_EQ(access_name(Access::Read), "read");
  EXPECT_EQ(access_name(Access::Write), "write");
  EXPECT_EQ(access_name(Access::ReadWrite), "read_write");
  EXPECT_EQ(access_name(Access::Undefined), "");
}

TEST(TypeNames, TexelFormatsRoundTrip) {
  for (int i = 1; i <= static_cast<int>(TexelFormat::Rgba16Snorm); i++) {
    auto f = static_cast<TexelFormat>(i);
    std::string_view name = texel_format_name(f);
    EXPECT_FALSE(name.empty()) << i;
    TexelFormat back = TexelFormat::Undefined;
    EXPECT_TRUE(texel_format_from_name(name, &back)) << name;
    EXPECT_EQ(back, f) << name;
  }
  EXPECT_EQ(texel_format_name(TexelFormat::Bgra8Unorm), "bgra8unorm");
  EXPECT_EQ(texel_format_name(TexelFormat::Rg11b10Ufloat), "rg11b10ufloat");
  TexelFormat f = TexelFormat::Undefined;
  EXPECT_FALSE(texel_format_from_name("rgba8", &f));
  EXPECT_FALSE(texel_format_from_name("", &f));
}

TEST(TypeClassification, Families) {
  TypeTable t;
  EXPECT_TRUE(is_scalar(t.bool_type()));
  EXPECT_TRUE(is_scalar(t.abstract_int()));
  EXPECT_FALSE(is_scalar(t.vec(t.f32(), 2)));
  EXPECT_FALSE(is_numeric_scalar(t.bool_type()));
  EXPECT_TRUE(is_numeric_scalar(t.f16()));
  EXPECT_TRUE(is_integer_scalar(t.abstract_int()));
  EXPECT_TRUE(is_integer_scalar(t.u32()));
  EXPECT_FALSE(is_integer_scalar(t.f32()));
  EXPECT_TRUE(is_float_scalar(t.abstract_float()));
  EXPECT_TRUE(is_float_scalar(t.f16()));
  EXPECT_FALSE(is_float_scalar(t.i32()));

  EXPECT_TRUE(is_abstract(t.abstract_float()));
  EXPECT_TRUE(is_abstract(t.array(t.vec(t.abstract_int(), 2), 3)));
  EXPECT_TRUE(is_abstract(t.frexp_result(t.abstract_float())));
  EXPECT_FALSE(is_abstract(t.mat(t.f32(), 2, 2)));

  const Type* rt = t.runtime_array(t.f32());
  const Type* at = t.atomic(t.u32());
  EXPECT_TRUE(is_constructible(t.array(t.vec(t.f32(), 3), 4)));
  EXPECT_FALSE(is_constructible(rt));
  EXPECT_FALSE(is_constructible(at));
  EXPECT_FALSE(is_constructible(t.array(at, 2)));
  EXPECT_FALSE(is_constructible(t.sampler(false)));

  EXPECT_TRUE(is_storable(t.texture(TextureKind::Sampled, TextureDim::D2, t.f32())));
  EXPECT_TRUE(is_storable(at));
  EXPECT_TRUE(is_storable(rt));
  EXPECT_FALSE(is_storable(t.abstract_int()));
  EXPECT_FALSE(is_storable(t.pointer(AddressSpace::Function, t.f32(), Access::ReadWrite)));

  EXPECT_TRUE(is_host_shareable(t.mat(t.f16(), 3, 3)));
  EXPECT_TRUE(is_host_shareable(rt));
  EXPECT_TRUE(is_host_shareable(at));
  EXPECT_FALSE(is_host_shareable(t.bool_type()));
  EXPECT_FALSE(is_host_shareable(t.vec(t.bool_type(), 2)));
  EXPECT_FALSE(is_host_shareable(t.array(t.abstract_int(), 2)));

  EXPECT_TRUE(is_fixed_footprint(t.array(t.f32(), 3)));
  EXPECT_FALSE(is_fixed_footprint(rt));

  EXPECT_TRUE(is_atomic_free(t.array(t.vec(t.u32(), 4), 2)));
  EXPECT_FALSE(is_atomic_free(t.array(at, 2)));

  EXPECT_EQ(scalar_of(t.vec(t.f16(), 3)), t.f16());
  EXPECT_EQ(scalar_of(t.mat(t.f32(), 4, 4)), t.f32());
  EXPECT_EQ(scalar_of(at), t.u32());
  EXPECT_EQ(scalar_of(t.bool_type()), t.bool_type());
  EXPECT_EQ(scalar_of(t.array(t.f32(), 2)), nullptr);
}

TEST(TypeClassification, StructsFollowTheirMembers) {
  TypeTable t;
  auto make = [&](const Type* member) {
    auto info = std::make_unique<StructInfo>();
    info->name = "S";
    info->members = {{"a", t.f32(), 0, 0, 4, 4, nullptr}, {"b", member, 1, 0, 0, 0, nullptr}};
    return t.make_struct(std::move(info));
  };
  const Type* plain = make(t.vec(t.f32(), 4));
  const Type* with_bool = make(t.bool_type());
  const Type* with_atomic = make(t.atomic(t.i32()));
  const Type* with_rt = make(t.runtime_array(t.f32()));
  EXPECT_TRUE(is_constructible(plain));
  EXPECT_TRUE(is_host_shareable(plain));
  EXPECT_FALSE(is_host_shareable(with_bool));
  EXPECT_TRUE(is_constructible(with_bool));
  EXPECT_FALSE(is_constructible(with_atomic));
  EXPECT_FALSE(is_atomic_free(with_atomic));
  EXPECT_FALSE(is_constructible(with_rt));
  EXPECT_FALSE(is_fixed_footprint(with_rt));
  EXPECT_TRUE(is_host_shareable(with_rt));
}

TEST(TypeLayout, SpecTable) {
  TypeTable t;
  struct Row {
    const Type* type;
    uint32_t align, size;
  };
  const Type* f = t.f32();
  const Type* h = t.f16();
  const Row rows[] = {
      {t.bool_type(), 4, 4},
      {t.i32(), 4, 4},
      {t.u32(), 4, 4},
      {f, 4, 4},
      {h, 2, 2},
      {t.atomic(t.u32()), 4, 4},
      {t.vec(f, 2), 8, 8},
      {t.vec(h, 2), 4, 4},
      {t.vec(t.i32(), 3), 16, 12},
      {t.vec(h, 3), 8, 6},
      {t.vec(t.u32(), 4), 16, 16},
      {t.vec(h, 4), 8, 8},
      {t.mat(f, 2, 2), 8, 16},
      {t.mat(h, 2, 2), 4, 8},
      {t.mat(f, 3, 2), 8, 24},
      {t.mat(h, 3, 2), 4, 12},
      {t.mat(f, 4, 2), 8, 32},
      {t.mat(h, 4, 2), 4, 16},
      {t.mat(f, 2, 3), 16, 32},
      {t.mat(h, 2, 3), 8, 16},
      {t.mat(f, 3, 3), 16, 48},
      {t.mat(h, 3, 3), 8, 24},
      {t.mat(f, 4, 3), 16, 64},
      {t.mat(h, 4, 3), 8, 32},
      {t.mat(f, 2, 4), 16, 32},
      {t.mat(h, 2, 4), 8, 16},
      {t.mat(f, 3, 4), 16, 48},
      {t.mat(h, 3, 4), 8, 24},
      {t.mat(f, 4, 4), 16, 64},
      {t.mat(h, 4, 4), 8, 32},
      {t.array(f, 5), 4, 20},
      {t.array(t.vec(f, 3), 2), 16, 32},  // stride 16
      {t.array(t.vec(h, 3), 3), 8, 24},   // stride 8
      {t.array(t.mat(f, 3, 3), 2), 16, 96},
  };
  for (const auto& r : rows) {
    EXPECT_EQ(align_of(r.type), r.align) << type_name(r.type);
    EXPECT_EQ(size_of(r.type), r.size) << type_name(r.type);
  }
  EXPECT_EQ(array_stride(t.array(t.vec(f, 3), 2)), 16u);
  EXPECT_EQ(array_stride(t.runtime_array(t.vec(h, 3))), 8u);
  EXPECT_EQ(array_stride(t.array(h, 7)), 2u);
  EXPECT_EQ(size_of(t.runtime_array(t.vec(f, 2))), 8u);  // one stride: the element count is dynamic
}

TEST(TypeLayout, StructsReportTheirInfo) {
  TypeTable t;
  auto info = std::make_unique<StructInfo>();
  info->name = "S";
  info->align = 16;
  info->size = 48;
  const Type* s = t.make_struct(std::move(info));
  EXPECT_EQ(align_of(s), 16u);
  EXPECT_EQ(size_of(s), 48u);
  EXPECT_EQ(array_stride(t.array(s, 2)), 48u);
  EXPECT_EQ(size_of(t.array(s, 2)), 96u);
}

TEST(TypeConversion, Ranks) {
  TypeTable t;
  const Type* ai = t.abstract_int();
  const Type* af = t.abstract_float();
  EXPECT_EQ(conversion_rank(t.f32(), t.f32()), 0);
  EXPECT_EQ(conversion_rank(af, t.f32()), 1);
  EXPECT_EQ(conversion_rank(af, t.f16()), 2);
  EXPECT_EQ(conversion_rank(ai, t.i32()), 3);
  EXPECT_EQ(conversion_rank(ai, t.u32()), 4);
  EXPECT_EQ(conversion_rank(ai, af), 5);
  EXPECT_EQ(conversion_rank(ai, t.f32()), 6);
  EXPECT_EQ(conversion_rank(ai, t.f16()), 7);
  EXPECT_EQ(conversion_rank(af, t.i32()), kNoConversion);
  EXPECT_EQ(conversion_rank(af, ai), kNoConversion);
  EXPECT_EQ(conversion_rank(t.i32(), t.u32()), kNoConversion);
  EXPECT_EQ(conversion_rank(t.i32(), ai), kNoConversion);
  EXPECT_EQ(conversion_rank(t.f32(), t.f16()), kNoConversion);
  EXPECT_EQ(conversion_rank(ai, t.bool_type()), kNoConversion);

  EXPECT_EQ(conversion_rank(t.vec(ai, 3), t.vec(t.u32(), 3)), 4);
  EXPECT_EQ(conversion_rank(t.vec(ai, 3), t.vec(t.u32(), 2)), kNoConversion);
  EXPECT_EQ(conversion_rank(t.mat(af, 2, 3), t.mat(t.f16(), 2, 3)), 2);
  EXPECT_EQ(conversion_rank(t.mat(af, 2, 3), t.mat(t.f16(), 3, 2)), kNoConversion);
  EXPECT_EQ(conversion_rank(t.array(ai, 2), t.array(t.f32(), 2)), 6);
  EXPECT_EQ(conversion_rank(t.array(ai, 2), t.array(t.f32(), 3)), kNoConversion);

  // The abstract builtin result structures convert to their concrete forms.
  EXPECT_EQ(conversion_rank(t.frexp_result(af), t.frexp_result(t.f32())), 1);
  EXPECT_EQ(conversion_rank(t.frexp_result(af), t.frexp_result(t.f16())), 2);
  EXPECT_EQ(conversion_rank(t.modf_result(t.vec(af, 2)), t.modf_result(t.vec(t.f32(), 2))), 1);
  EXPECT_EQ(conversion_rank(t.modf_result(af), t.frexp_result(t.f32())), kNoConversion);
  EXPECT_EQ(conversion_rank(t.frexp_result(t.f32()), t.frexp_result(t.f16())), kNoConversion);

  // References are not converted here (the load rule is the resolver's).
  EXPECT_EQ(conversion_rank(t.reference(AddressSpace::Function, t.f32(), Access::ReadWrite), t.f32()), kNoConversion);
}

TEST(TypeConversion, Concretize) {
  TypeTable t;
  EXPECT_EQ(concretize(t, t.abstract_int()), t.i32());
  EXPECT_EQ(concretize(t, t.abstract_float()), t.f32());
  EXPECT_EQ(concretize(t, t.u32()), t.u32());
  EXPECT_EQ(concretize(t, t.vec(t.abstract_int(), 3)), t.vec(t.i32(), 3));
  EXPECT_EQ(concretize(t, t.mat(t.abstract_float(), 2, 4)), t.mat(t.f32(), 2, 4));
  EXPECT_EQ(concretize(t, t.array(t.vec(t.abstract_float(), 2), 3)), t.array(t.vec(t.f32(), 2), 3));
  EXPECT_EQ(concretize(t, t.frexp_result(t.vec(t.abstract_float(), 3))), t.frexp_result(t.vec(t.f32(), 3)));
  EXPECT_EQ(concretize(t, t.modf_result(t.abstract_float())), t.modf_result(t.f32()));
  const Type* s = t.frexp_result(t.f16());
  EXPECT_EQ(concretize(t, s), s);
}

TEST(TypeConversion, UnwrapRef) {
  TypeTable t;
  const Type* r = t.reference(AddressSpace::Private, t.vec(t.f32(), 2), Access::ReadWrite);
  EXPECT_EQ(unwrap_ref(r), t.vec(t.f32(), 2));
  EXPECT_EQ(unwrap_ref(t.f32()), t.f32());
  const Type* p = t.pointer(AddressSpace::Private, t.f32(), Access::ReadWrite);
  EXPECT_EQ(unwrap_ref(p), p);
}

}  // namespace
}  // namespace wgx::sema
