#include "api/shader_module.h"

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

}  // namespace wgx
