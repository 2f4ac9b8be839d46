// Compiling a WGSL module (shader_module.h): the phases in order, each only after the previous
// ones found no error; and the reflection of the result.
#include "api/shader_module.h"

#include "sema/reflection.h"
#include "sema/resolver.h"
#include "sema/uniformity.h"
#include "syntax/parser.h"

namespace wgx {

CompiledModule compile_module(const SourceFile& file, DiagnosticList& diags, const CompileOptions& options) {
  CompiledModule out;
  size_t errors_before = diags.error_count();
  auto new_errors = [&] { return diags.error_count() != errors_before; };
  out.ast = parse(file, diags);
  if (new_errors() || options.syntax_only) {
    out.ok = !new_errors();
    return out;
  }
  out.info = sema::resolve(*out.ast, file, diags);
  if (!new_errors()) sema::analyze_uniformity(*out.ast, *out.info, file, diags);
  out.ok = !new_errors();
  return out;
}

std::string module_reflection_json(const CompiledModule& module) {
  return sema::reflection_json(sema::reflect(*module.ast, *module.info));
}

}  // namespace wgx
