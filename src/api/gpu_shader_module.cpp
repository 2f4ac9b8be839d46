// Shader modules: the WGSL is compiled as `wgx check` does (parse, resolve, validate,
// uniformity); its diagnostics become the GPUCompilationInfo messages, and a module with errors
// is invalid and raises a validation error carrying them, as in Dawn.
#include <sstream>

#include "api/gpu_impl.h"

namespace wgx::gpu {
namespace {

CompilationMessageType message_type(Severity s) {
  switch (s) {
    case Severity::Error:
      return CompilationMessageType::Error;
    case Severity::Warning:
      return CompilationMessageType::Warning;
    case Severity::Note:
    case Severity::Info:
      break;
  }
  return CompilationMessageType::Info;  // notes too, as Dawn reports Tint's notes
}

CompilationMessage to_message(const Diagnostic& d) {
  CompilationMessage m;
  m.message = d.message;
  m.type = message_type(d.severity);
  if (d.file && !d.file_level) {
    Location at = d.file->location(d.span.offset);
    m.lineNum = at.line;
    m.linePos = at.column;
    m.offset = d.span.offset;
    m.length = d.span.length;
  }
  return m;
}

// The errors as `wgx check` prints them, with the label as the file name (Dawn's form).
std::string error_text(const DiagnosticList& diags) {
  std::ostringstream out;
  render_text(out, diags.all(), TextStyle{});
  return out.str();
}

}  // namespace

ShaderModule Device::createShaderModule(const ShaderModuleDescriptor& d) {
  if (!impl_) return {};
  auto m = make_object<ShaderModuleImpl>(impl_, d.label);
  m->file = std::make_unique<SourceFile>(d.label, d.code);
  m->compiled = compile_module(*m->file, m->diags);
  for (const Diagnostic& diag : m->diags.all()) m->info.messages.push_back(to_message(diag));
  if (m->compiled.ok && m->compiled.info) {
    m->reflection = sema::reflect(*m->compiled.ast, *m->compiled.info);
  } else {
    m->valid = false;
    impl_->validation("Error while parsing WGSL: " + error_text(m->diags),
                      impl_->name() + ".CreateShaderModule(" + object_name("ShaderModuleDescriptor", d.label) + ")");
  }
  return ShaderModule(m);
}

CompilationInfo ShaderModule::getCompilationInfo() const { return impl_ ? impl_->info : CompilationInfo{}; }
bool ShaderModule::isValid() const { return impl_ && impl_->valid; }

}  // namespace wgx::gpu
