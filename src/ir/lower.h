// Lowering a checked module (AST + ModuleInfo) to the IR, for one compute entry point and the
// functions it calls. The ModuleInfo is the one resolved with the pipeline's override values
// (sema::resolve with overrides; api's substitute_overrides): every override and override-expression
// lowering needs is then a constant whose value the checker computed, so lowering evaluates nothing
// itself. Constructs the IR does not support yet give an "unsupported: ..." error
// naming the construct and its source position; lowering never guesses.
#pragma once

#include <memory>
#include <string>

#include "ir/module.h"
#include "sema/module_info.h"
#include "syntax/ast.h"

namespace wgx::ir {

struct LowerOptions {
  std::string entry_point;  // empty: the only entry point of the stage
  // Vertex and fragment entry points become compute-shaped kernels over hidden stage input and
  // output buffers (module.h, StageInterface); fragment invocations come in 2x2 quads, lanes
  // 4k..4k+3 (top-left, top-right, bottom-left, bottom-right), for derivatives.
  Stage stage = Stage::Compute;
};

struct LowerResult {
  std::unique_ptr<Module> module;  // null on error
  std::string error;               // "unsupported: f16 subgroup operations at 12:5"
};

LowerResult lower(const ast::Module& ast, const sema::ModuleInfo& info, const SourceFile& file,
                  const LowerOptions& options);

}  // namespace wgx::ir
