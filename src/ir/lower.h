// Lowering a checked module (AST + ModuleInfo) to the IR, for one compute entry point and the
// functions it calls. Constructs the IR does not support yet give an "unsupported: ..." error
// naming the construct and its source position; lowering never guesses.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "ir/module.h"
#include "sema/module_info.h"
#include "syntax/ast.h"

namespace wgx::ir {

struct LowerOptions {
  std::string entry_point;                  // empty: the only compute entry point
  std::map<std::string, double> constants;  // override values by name (or @id as a decimal string)
};

struct LowerResult {
  std::unique_ptr<Module> module;  // null on error
  std::string error;               // "unsupported: texture builtins (textureSample) at 12:5"
};

LowerResult lower(const ast::Module& ast, const sema::ModuleInfo& info, const SourceFile& file,
                  const LowerOptions& options);

}  // namespace wgx::ir
