// Rules about variables, structs and types (spec "Address Spaces", "Memory Layout", "var
// Declarations", "override Declarations", the type generators, "Enable Extensions"), shared by
// validate_variables.cpp, validate_var_types.cpp and validate_var_structs.cpp. The first block
// holds the few hooks the resolver calls while it resolves type specifiers and literals; the
// rest are helpers of those files. Messages and positions are Tint's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sema/validate.h"

namespace wgx::sema {

// ---- hooks for the resolver ----

// Reports "'f16' type used without 'f16' extension enabled" at `at` unless the module enables
// f16; returns whether f16 may be used.
bool check_f16_enabled(Validator& v, Span at);
// The template-argument count of a type generator ("'vec3' requires 1 template arguments",
// "'ptr' requires at least 2 template arguments"); false after reporting.
bool validate_template_args(Validator& v, const ast::IdentExpr* spec);

enum class EnumerantKind : uint8_t { AddressSpace, Access, TexelFormat };
// "unresolved address space 'privte'" with Tint's "Did you mean" and "Possible values" note.
void report_unresolved_enumerant(Validator& v, const ast::Expr* e, EnumerantKind kind);

// An array's element count expression, once resolved (value_expr): reports a non-integer or a
// runtime count; says whether the count is a const- or an override-expression.
enum class ArrayCountKind : uint8_t { Error, Const, Override };
ArrayCountKind classify_array_count(Validator& v, const ast::Expr* count);

// ---- helpers ----

// Evaluation stages and constant values: Validator::stage, Validator::value, Validator::int_value.

// Tint's type families (its IsPlain, IsStorable, IsHandle).
bool is_plain_type(const Type* t);
bool is_storable_type(const Type* t);
bool is_handle_type(const Type* t);
bool is_runtime_array(const Type* t);  // array<T> (not fixed, not override-sized)
// "0x100000000", as Tint prints sizes in its layout messages.
std::string hex_size(uint64_t v);
uint64_t round_up64(uint64_t align, uint64_t v);

// "duplicate align attribute" with the note at the first; false after reporting.
bool check_duplicate_attributes(Validator& v, const List<ast::Attribute*>& attrs);
// "'@X' is not valid for USE".
void report_invalid_attribute(Validator& v, const ast::Attribute* a, std::string_view use);
// "@size requires a const-expression, but expression is an override-expression", at the first
// sub-expression that is not a const-expression; false after reporting.
bool check_const_expression(Validator& v, const ast::Expr* e, std::string_view constraint);
// "<constraint> requires an override-expression, but expression is a runtime-expression" at the
// first runtime part of `e` (a subgroup builtin in an override's initializer); false after that.
bool check_override_expression(Validator& v, const ast::Expr* e, std::string_view constraint);
bool check_attribute_const(Validator& v, const ast::Attribute* a);
// The value of an integer attribute argument (@group, @binding, @id, @location): "'@group' must
// be an 'i32' or 'u32' value", "'@group' value must be non-negative"; nullopt after reporting,
// or -1 when the value is not known (not a simple constant).
std::optional<int64_t> attribute_u32(Validator& v, const ast::Attribute* a);

// Tint's ApplyAddressSpaceUsageToType: runtime-sized and override-sized arrays, array counts,
// host-shareable types in uniform/storage. Reports at `usage` (and a note per struct member).
bool apply_address_space_usage(Validator& v, AddressSpace as, const Type* t, Span usage);
// Tint's CheckTypeAccessAddressSpace: storage access modes and where atomics may live.
bool check_type_access_address_space(Validator& v, const Type* store, Access access, AddressSpace as, Span at);

// Checks of IO attributes on struct members (the pipeline stage is unknown there).
bool validate_struct_member_builtin(Validator& v, const ast::Attribute* a, const Type* t);

}  // namespace wgx::sema
