// Compiling a WGSL module, as WebGPU's createShaderModule does: parse, resolve and validate, then
// the uniformity analysis. Later phases (IR, execution, reflection) start from the result.
#pragma once

#include <memory>
#include <string>

#include "sema/module_info.h"
#include "syntax/ast.h"
#include "wgx/diagnostics.h"

namespace wgx {

struct CompileOptions {
  bool syntax_only = false;  // stop after parsing
};

struct CompiledModule {
  std::unique_ptr<ast::Module> ast;
  std::unique_ptr<sema::ModuleInfo> info;  // null when parsing failed or syntax_only
  bool ok = false;                         // no errors
};

// Phases run while the previous ones found no error, as in Tint: a module with syntax errors is
// not resolved, and the uniformity analysis needs a module that resolved cleanly.
CompiledModule compile_module(const SourceFile& file, DiagnosticList& diags, const CompileOptions& options = {});

// The entry points, resource bindings and overrides of a module that compiled without errors, as
// JSON (`wgx reflect`; the API keeps the same reflection per shader module).
std::string module_reflection_json(const CompiledModule& module);

}  // namespace wgx
