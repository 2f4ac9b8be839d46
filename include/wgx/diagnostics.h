// Diagnostics: what wgx tells the user about a shader. Every message has a stable id from its
// phase's table (docs/architecture.md, "Diagnostic ids") and is rendered as Tint-style text or as
// JSON.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "wgx/source.h"

namespace wgx {

enum class Severity : uint8_t { Note, Info, Warning, Error };

const char* severity_name(Severity s);

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string id;  // stable message id, e.g. "syntax.expected-token"
  std::string message;
  const SourceFile* file = nullptr;  // null for diagnostics about no file in particular
  Span span;
  bool file_level = false;  // about the file as a whole (e.g. pipeline limits): no position
};

class DiagnosticList {
 public:
  void add(Diagnostic d);
  const std::vector<Diagnostic>& all() const { return diags_; }
  size_t error_count() const { return errors_; }
  bool has_errors() const { return errors_ > 0; }
  bool empty() const { return diags_.empty(); }

 private:
  std::vector<Diagnostic> diags_;
  size_t errors_ = 0;
};

struct TextStyle {
  bool color = false;       // ANSI colours, for terminals
  bool source_line = true;  // print the source line and a ^^^ caret line under the range
};

// `path:line:col severity: message`, then the source line and carets.
void render_text(std::ostream& out, const std::vector<Diagnostic>& diags, const TextStyle& style);
// A JSON array of {severity, message, file, range:{start,end}, offset, length, id}.
std::string render_json(const std::vector<Diagnostic>& diags);

}  // namespace wgx
