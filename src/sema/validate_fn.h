// Shared by the rules for functions and entry points: validate_functions.cpp (attributes,
// signatures, calls), validate_fn_io.cpp (entry-point interfaces), validate_fn_body.cpp (what a
// body references and calls, pointer aliasing) and validate_fn_stages.cpp (pipeline stages).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sema/validate.h"

namespace wgx::sema::fn {

// Reports an error unless the same one (span and message) was reported already: struct
// validation checks some member attributes that entry-point validation checks again. Returns
// whether it reported.
bool error_once(Validator& v, Span at, ValidateId id, const std::string& message);
// "vertex", "fragment", "compute".
const char* stage_name(PipelineStage s);
// Where Tint points at a parameter or struct member: its name (attributes excluded).
Span param_span(const ast::Param* p);
Span member_span(const ast::StructMember* m);

// Tint's NoDuplicateAttributes: one attribute of each kind (the stage attributes count as one);
// @diagnostic may repeat when the rules differ. False after reporting.
bool no_duplicate_attributes(Validator& v, const List<ast::Attribute*>& attrs);

// A warning (with Tint's "Did you mean" and "Possible values" note) for each @diagnostic of an
// unknown rule without a category: such a diagnostic control does nothing.
void warn_unknown_diagnostic_rules(Validator& v, const List<ast::Attribute*>& attrs);
void warn_unknown_diagnostic_rule(Validator& v, const ast::DiagnosticControl& c);

// Constant values and evaluation stages come from the resolver's ConstEvaluator: Validator::value,
// Validator::int_value, Validator::stage.

// validate_fn_io.cpp: the entry-point interface (Tint's Validator::EntryPoint up to the
// @workgroup_size presence check, included). False after reporting.
bool validate_entry_point_io(Validator& v, const ast::FunctionDecl* decl, const FunctionInfo* fn);

// validate_fn_body.cpp: walks the body in resolution order, filling the transitive facts of `fn`
// (callees, globals, first discard, alias-analysis accesses) and reporting what calls break:
// entry points called, @must_use results ignored, builtins of disabled extensions, aliased
// pointer arguments.
void analyze_body(Validator& v, const ast::FunctionDecl* decl, FunctionInfo* fn);

// validate_fn_stages.cpp: what each entry point uses, directly or through callees, that its
// stage does not allow; module-scope variables of the same address space that must be unique.
void validate_pipeline_stages(Validator& v);

}  // namespace wgx::sema::fn
