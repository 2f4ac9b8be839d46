// Resolution and validation: binds every identifier to what it names (declaration-order
// independent, through a dependency graph), computes the type of every expression, and checks
// the rules of the spec, reporting errors in Tint's words.
#pragma once

#include <memory>

#include "sema/module_info.h"
#include "wgx/diagnostics.h"

namespace wgx::sema {

// Resolves `module` (parsed from `file`). Always returns the info gathered, also on errors.
std::unique_ptr<ModuleInfo> resolve(const ast::Module& module, const SourceFile& file, DiagnosticList& diags);

}  // namespace wgx::sema
