// Rules for functions and entry points (see validate.h).
#include "sema/validate.h"

namespace wgx::sema {

void validate_function(Validator&, const ast::FunctionDecl*, const FunctionInfo*) {}
void validate_module(Validator&) {}

}  // namespace wgx::sema
