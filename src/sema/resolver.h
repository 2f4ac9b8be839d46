// Resolution and validation: binds every identifier to what it names (declaration-order
// independent, through a dependency graph), computes the type of every expression, and checks
// the rules of the spec, reporting errors in Tint's words.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "sema/module_info.h"
#include "wgx/diagnostics.h"

namespace wgx::sema {

// Override values for a pipeline, by override name or by @id (as a decimal string): WebGPU's
// GPUProgrammableStage.constants.
using OverrideValues = std::map<std::string, double>;

// Resolves `module` (parsed from `file`). Always returns the info gathered, also on errors.
// With `overrides`, each override with a value (given, or from an initializer that is then a
// const-expression) is a constant, as Tint's SubstituteOverride makes it: override-expressions
// are evaluated, and what fails there (acos(2), division by zero, 1 << 40, f32 overflow) is
// reported as for a const-expression.
std::unique_ptr<ModuleInfo> resolve(const ast::Module& module, const SourceFile& file, DiagnosticList& diags,
                                    const OverrideValues* overrides = nullptr);

}  // namespace wgx::sema
