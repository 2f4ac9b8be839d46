// The uniformity analysis of the WGSL spec ("Uniformity"): builds the spec's graph per function,
// callees first, and reports calls that need uniform control flow (barriers, derivatives,
// subgroup operations, workgroupUniformLoad) where it is not, with Tint's note chain.
#pragma once

#include "wgx/diagnostics.h"

namespace wgx::ast {
struct Module;
}

namespace wgx::sema {

class ModuleInfo;

// Runs on a module that resolved without errors. Diagnostic filters (the `diagnostic` directive
// and @diagnostic attributes) set the severity of derivative_uniformity and subgroup_uniformity
// findings; barrier findings are always errors.
void analyze_uniformity(const ast::Module& module, const ModuleInfo& info, const SourceFile& file,
                        DiagnosticList& diags);

}  // namespace wgx::sema
