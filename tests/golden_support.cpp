#include "golden_support.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "api/shader_module.h"
#include "wgx/diagnostics.h"

namespace wgx::testing_support {

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool blessing() {
  const char* b = std::getenv("WGX_BLESS");
  return b != nullptr && std::string(b) == "1";
}

std::vector<fs::path> wgsl_files(const fs::path& dir) {
  std::vector<fs::path> out;
  if (!fs::exists(dir)) return out;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (e.is_regular_file() && e.path().extension() == ".wgsl") out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

Outcome run_wgx(const fs::path& path, Phases phases) {
  SourceFile file(path.filename().string(), read_text(path));
  DiagnosticList diags;
  CompileOptions options;
  options.syntax_only = phases == Phases::Syntax;
  compile_module(file, diags, options);
  Outcome o;
  std::ostringstream out;
  render_text(out, diags.all(), TextStyle{});
  o.text = out.str();
  o.errors = diags.error_count();
  for (const Diagnostic& d : diags.all()) {
    if (d.severity != Severity::Error) continue;
    // Diagnostics about the file as a whole print at 0:0 in Tint's output.
    std::string pos = "0:0";
    if (d.file && !d.file_level) {
      Location l = d.file->location(d.span.offset);
      pos = std::to_string(l.line) + ":" + std::to_string(l.column);
    }
    o.first_error = pos + " " + d.message;
    break;
  }
  return o;
}

std::string first_tint_error(const std::string& tint, const std::string& name) {
  std::istringstream in(tint);
  std::string line, result;
  bool inside = false;
  while (std::getline(in, line)) {
    bool header = line.rfind(name + ":", 0) == 0;
    if (header && inside) break;
    if (header) {
      size_t sev = line.find(" error: ");
      if (sev == std::string::npos) continue;
      std::string pos = line.substr(name.size() + 1, sev - name.size() - 1);
      result = pos + " " + line.substr(sev + 8);
      inside = true;
      continue;
    }
    if (inside) result += "\n" + line;
  }
  return result;
}

bool first_errors_agree(const std::string& tint, const std::string& ours) {
  if (tint == ours) return true;
  size_t colon = tint.find(':');
  if (colon == std::string::npos || tint.compare(colon, 3, ":0 ") != 0) return false;
  size_t our_colon = ours.find(':');
  size_t our_space = ours.find(' ');
  if (our_colon == std::string::npos || our_space == std::string::npos) return false;
  return tint.substr(0, colon) == ours.substr(0, our_colon) && tint.substr(colon + 2) == ours.substr(our_space);
}

std::string test_name_for(const fs::path& p) {
  std::string s = p.parent_path().filename().string() + "_" + p.stem().string();
  for (char& c : s) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return s;
}

}  // namespace wgx::testing_support
