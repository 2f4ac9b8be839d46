#include <ostream>

#include "wgx/diagnostics.h"

namespace wgx {
namespace {

const char* color_of(Severity s) {
  switch (s) {
    case Severity::Error:
      return "\x1b[1;31m";
    case Severity::Warning:
      return "\x1b[1;35m";
    case Severity::Note:
    case Severity::Info:
      return "\x1b[1;36m";
  }
  return "";
}

// Tabs are kept so the caret line lines up with the source line in any tab width.
void print_caret_line(std::ostream& out, std::string_view line, uint32_t first_col, uint32_t last_col) {
  for (uint32_t c = 1; c < first_col && c <= line.size(); ++c) out << (line[c - 1] == '\t' ? '\t' : ' ');
  for (uint32_t c = first_col; c < last_col; ++c) out << '^';
  out << '\n';
}

void print_source(std::ostream& out, const Diagnostic& d, bool color) {
  const SourceFile& f = *d.file;
  Location begin = f.location(d.span.offset);
  Location end = f.location(d.span.end());
  std::string_view line = f.line_text(begin.line);
  out << line << '\n';
  uint32_t last = end.line == begin.line ? end.column : static_cast<uint32_t>(line.size()) + 1;
  if (last <= begin.column) last = begin.column + 1;
  if (color) out << "\x1b[1;32m";
  print_caret_line(out, line, begin.column, last);
  if (color) out << "\x1b[0m";
}

}  // namespace

void render_text(std::ostream& out, const std::vector<Diagnostic>& diags, const TextStyle& style) {
  for (const Diagnostic& d : diags) {
    if (style.color) out << "\x1b[1m";
    if (d.file) {
      Location loc = d.file->location(d.span.offset);
      out << d.file->path() << ':' << loc.line << ':' << loc.column << ' ';
    }
    if (style.color) out << color_of(d.severity);
    out << severity_name(d.severity) << ':';
    if (style.color) out << "\x1b[0m\x1b[1m";
    out << ' ' << d.message;
    if (style.color) out << "\x1b[0m";
    out << '\n';
    if (style.source_line && d.file) print_source(out, d, style.color);
  }
}

}  // namespace wgx
