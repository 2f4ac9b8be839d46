// The id strings of sema's diagnostic tables (diag_ids.h), indexed by each phase's enum.
#include "sema/diag_ids.h"

#include <cstddef>
#include <iterator>

namespace wgx::sema {
namespace {

constexpr const char* kResolveIds[] = {
#define WGX_DIAG_ID(name, id) id,
#include "sema/resolve_ids.def"
};
constexpr const char* kValidateIds[] = {
#define WGX_DIAG_ID(name, id) id,
#include "sema/validate_ids.def"
};
constexpr const char* kConstEvalIds[] = {
#define WGX_DIAG_ID(name, id) id,
#include "sema/const_eval_ids.def"
};
static_assert(std::size(kResolveIds) == static_cast<size_t>(ResolveId::kCount));
static_assert(std::size(kValidateIds) == static_cast<size_t>(ValidateId::kCount));
static_assert(std::size(kConstEvalIds) == static_cast<size_t>(ConstEvalId::kCount));

}  // namespace

const char* diag_id(ResolveId id) { return kResolveIds[static_cast<size_t>(id)]; }
const char* diag_id(ValidateId id) { return kValidateIds[static_cast<size_t>(id)]; }
const char* diag_id(ConstEvalId id) { return kConstEvalIds[static_cast<size_t>(id)]; }

}  // namespace wgx::sema
