// The ids of sema's diagnostics, one table per phase: resolve.* (resolve_ids.def), validate.*
// (validate_ids.def) and const-eval.* (const_eval_ids.def); the uniformity analysis keeps its ids
// with its texts (uniformity_messages.h). Each phase's `error` and `note` take its enum, so a call
// site names an enumerator and never spells an id, and an id of one phase cannot be passed to
// another's. tests/diag/catalogue_test.cpp checks that the ids of all phases, the lexer's, parser's
// and sanitizer's catalogue (diag/catalogue.h) included, are unique and well formed.
#pragma once

#include <cstdint>

namespace wgx::sema {

enum class ResolveId : uint16_t {
#define WGX_DIAG_ID(name, id) name,
#include "sema/resolve_ids.def"
  kCount
};

enum class ValidateId : uint16_t {
#define WGX_DIAG_ID(name, id) name,
#include "sema/validate_ids.def"
  kCount
};

enum class ConstEvalId : uint16_t {
#define WGX_DIAG_ID(name, id) name,
#include "sema/const_eval_ids.def"
  kCount
};

// The id's text, e.g. "resolve.redeclaration".
const char* diag_id(ResolveId id);
const char* diag_id(ValidateId id);
const char* diag_id(ConstEvalId id);

}  // namespace wgx::sema
