// Diagnostics as text, the way `wgx check` prints them: "path:line:column severity: message",
// then the source line with carets under the range (a window of it when the line is long).
#include <algorithm>
#include <ostream>
#include <string>

#include "base/printable.h"
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

// One caret-line column per column the code point takes once printed (printable_text writes a
// control character or an invalid byte as `\xNN`), so carets line up under non-ASCII text and
// escapes; tabs are kept so they line up in any tab width.
void print_caret_line(std::ostream& out, std::string_view line, size_t begin, size_t end) {
  size_t i = 0;
  for (; i < line.size() && i < begin;) {
    PrintedCodePoint p = printed_code_point(line, i);
    out << (line[i] == '\t' ? std::string(1, '\t') : std::string(p.columns, ' '));
    i += p.bytes;
  }
  size_t carets = 0;
  for (; i < end && i < line.size();) {
    PrintedCodePoint p = printed_code_point(line, i);
    carets += p.columns;
    i += p.bytes;
  }
  out << std::string(carets == 0 ? 1 : carets, '^') << '\n';
}

// Source lines longer than this are shown as a window around the diagnostic's range, so that
// many diagnostics on one long line print proportionately to their number, not to the line.
constexpr size_t kMaxShownLine = 200;
constexpr size_t kContext = 60;  // bytes kept on each side of the range in a window

// Moves `i` back to the first byte of the code point it is inside.
size_t code_point_start(std::string_view s, size_t i) {
  while (i > 0 && i < s.size() && (static_cast<uint8_t>(s[i]) & 0xC0) == 0x80) --i;
  return i;
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
  std::string_view prefix, suffix;
  if (line.size() > kMaxShownLine) {
    size_t from = code_point_start(line, begin > kContext ? begin - kContext : 0);
    size_t last = std::min(line.size(), std::min(end, begin + kMaxShownLine) + kContext);
    size_t to = last < line.size() ? code_point_start(line, last) : last;
    if (from > 0) prefix = "...";
    if (to < line.size()) suffix = "...";
    line = line.substr(from, to - from);
    begin = begin - from + prefix.size();
    end = std::min(end - from, line.size()) + prefix.size();
  }
  out << prefix << printable_text(line) << suffix << '\n';
  if (color) out << "\x1b[1;32m";
  print_caret_line(out, std::string(prefix) + std::string(line), begin, end);
  if (color) out << "\x1b[0m";
}

}  // namespace

void render_text(std::ostream& out, const std::vector<Diagnostic>& diags, const TextStyle& style) {
  for (const Diagnostic& d : diags) {
    if (style.color) out << "\x1b[1m";
    if (d.file && d.file_level) {
      out << printable_text(d.file->path()) << ": ";
    } else if (d.file) {
      Location loc = d.file->location(d.span.offset);
      out << printable_text(d.file->path()) << ':' << loc.line << ':' << loc.column << ' ';
    }
    if (style.color) out << color_of(d.severity);
    out << severity_name(d.severity) << ':';
    if (style.color) out << "\x1b[0m\x1b[1m";
    out << ' ' << printable_text(d.message);
    if (style.color) out << "\x1b[0m";
    out << '\n';
    if (style.source_line && d.file && !d.file_level) print_source(out, d, style.color);
  }
}

}  // namespace wgx
