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

// One caret-line character per code point, so carets line up under non-ASCII text; tabs are
// kept so they line up in any tab width.
void print_caret_line(std::ostream& out, std::string_view line, size_t begin, size_t end) {
  for (size_t i = 0; i < line.size() && i < begin; ++i) {
    auto b = static_cast<uint8_t>(line[i]);
    if ((b & 0xC0) == 0x80) continue;
    out << (line[i] == '\t' ? '\t' : ' ');
  }
  size_t carets = 0;
  for (size_t i = begin; i < end && i < line.size(); ++i) {
    if ((static_cast<uint8_t>(line[i]) & 0xC0) != 0x80) ++carets;
  }
  out << std::string(carets == 0 ? 1 : carets, '^') << '\n';
}

void print_source(std::ostream& out, const Diagnostic& d, bool color) {
  const SourceFile& f = *d.file;
  uint32_t line_no = f.location(d.span.offset).line;
  std::string_view line = f.line_text(line_no);
  // Byte offsets of the range within the line; a range running past the line stops at its end.
  size_t line_start = static_cast<size_t>(line.data() - f.text().data());
  size_t begin = d.span.offset - line_start;
  size_t end = d.span.end() - line_start;
  if (end > line.size()) end = line.size();
  out << line << '\n';
  if (color) out << "\x1b[1;32m";
  print_caret_line(out, line, begin, end);
  if (color) out << "\x1b[0m";
}

}  // namespace

void render_text(std::ostream& out, const std::vector<Diagnostic>& diags, const TextStyle& style) {
  for (const Diagnostic& d : diags) {
    if (style.color) out << "\x1b[1m";
    if (d.file && d.file_level) {
      out << d.file->path() << ": ";
    } else if (d.file) {
      Location loc = d.file->location(d.span.offset);
      out << d.file->path() << ':' << loc.line << ':' << loc.column << ' ';
    }
    if (style.color) out << color_of(d.severity);
    out << severity_name(d.severity) << ':';
    if (style.color) out << "\x1b[0m\x1b[1m";
    out << ' ' << d.message;
    if (style.color) out << "\x1b[0m";
    out << '\n';
    if (style.source_line && d.file && !d.file_level) print_source(out, d, style.color);
  }
}

}  // namespace wgx
