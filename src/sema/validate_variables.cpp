// Rules for variables, structs and types (see validate.h).
#include "sema/validate.h"

namespace wgx::sema {

void validate_module_variable(Validator&, const ast::VariableDecl*, const Entity*) {}
void validate_local_variable(Validator&, const ast::VariableDecl*, const Entity*) {}
void validate_struct(Validator&, const ast::StructDecl*, const Type*) {}
bool validate_type(Validator&, const ast::IdentExpr*, const Type*) { return true; }

}  // namespace wgx::sema
