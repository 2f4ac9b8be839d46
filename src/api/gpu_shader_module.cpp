// Shader modules: the WGSL is compiled as `wgx check` does (parse, resolve, validate,
// uniformity); its diagnostics become the GPUCompilationInfo messages, and a module with errors
// is invalid and raises a validation error carrying them, as in Dawn.
#include <algorithm>
#include <set>
#include <sstream>

#include "api/gpu_impl.h"
#include "diag/catalogue.h"
#include "syntax/ast.h"
#include "syntax/extensions.h"

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

// UTF-16 code units of UTF-8 text: one per character, two for those beyond U+FFFF (4-byte
// sequences); continuation bytes count nothing.
uint64_t utf16_units(std::string_view s) {
  uint64_t n = 0;
  for (unsigned char c : s) n += (c & 0xc0u) == 0x80u ? 0 : (c >= 0xf0u ? 2 : 1);
  return n;
}

CompilationMessage to_message(const Diagnostic& d) {
  CompilationMessage m;
  m.message = d.message;
  m.type = message_type(d.severity);
  if (d.file && !d.file_level) {
    std::string_view text = d.file->text();
    uint32_t offset = std::min<uint32_t>(d.span.offset, static_cast<uint32_t>(text.size()));
    uint32_t length = std::min<uint32_t>(d.span.length, static_cast<uint32_t>(text.size()) - offset);
    Location at = d.file->location(offset);
    uint64_t line_start = static_cast<uint64_t>(d.file->line_text(at.line).data() - text.data());
    m.lineNum = at.line;
    m.linePos = offset - line_start + 1;
    m.offset = offset;
    m.length = length;
    m.utf16LinePos = at.column;  // SourceFile counts columns in UTF-16 units
    m.utf16Offset = utf16_units(text.substr(0, offset));
    m.utf16Length = utf16_units(text.substr(offset, length));
  }
  return m;
}

// The errors as `wgx check` prints them, with the label as the file name (Dawn's form).
std::string error_text(const DiagnosticList& diags) {
  std::ostringstream out;
  render_text(out, diags.all(), TextStyle{});
  return out.str();
}

// An enabled extension needs the device feature the extension list names (syntax/extensions.def:
// `enable f16;` needs "shader-f16", `enable subgroups;` "subgroups", `enable clip_distances;`
// "clip-distances", `enable dual_source_blending;` "dual-source-blending", `enable primitive_index;`
// "primitive-index"); each one missing is an
// error at the extension's name, before anything else (Tint checks enables first).
void check_extensions(const ast::Module& ast, const SourceFile& file, const std::set<std::string>& features,
                      DiagnosticList& diags) {
  DiagnosticList found;
  for (const ast::Directive* d : ast.directives) {
    if (d->kind != ast::DirectiveKind::Enable) continue;
    for (const ast::Ident& name : d->names)
      for (const auto& [ext, feature] : kExtensionDefs)
        if (!feature.empty() && name.name == ext && !features.count(std::string(feature))) {
          Diagnostic e;
          e.id = message_info(Msg::ExtensionNotAllowed).id;
          e.message = format_message(Msg::ExtensionNotAllowed, {ext});
          e.file = &file;
          e.span = name.span;
          found.add(std::move(e));
        }
  }
  if (!found.has_errors()) return;
  for (const Diagnostic& d : diags.all()) found.add(d);
  diags = std::move(found);
}

// Dawn rejects a shader holding a NUL anywhere (comments included) before Tint sees it, with one
// message about the whole text.
void reject_null_character(const SourceFile& file, DiagnosticList& diags) {
  Diagnostic e;
  e.id = message_info(Msg::ShaderNullCharacter).id;
  e.message = format_message(Msg::ShaderNullCharacter);
  e.file = &file;
  e.file_level = true;
  diags.add(std::move(e));
}

}  // namespace

ShaderModule Device::createShaderModule(const ShaderModuleDescriptor& d) {
  if (!impl_) return {};
  auto m = make_object<ShaderModuleImpl>(impl_, d.label);
  m->file = std::make_shared<SourceFile>(d.label, d.code);
  if (d.code.find('\0') != std::string::npos) {
    reject_null_character(*m->file, m->diags);
  } else {
    m->compiled = compile_module(*m->file, m->diags);
  }
  if (m->compiled.ast) {
    check_extensions(*m->compiled.ast, *m->file, impl_->features, m->diags);
    m->compiled.ok = m->compiled.ok && !m->diags.has_errors();
  }
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
