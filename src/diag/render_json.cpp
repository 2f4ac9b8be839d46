#include <nlohmann/json.hpp>

#include "wgx/diagnostics.h"

namespace wgx {

std::string render_json(const std::vector<Diagnostic>& diags) {
  nlohmann::json out = nlohmann::json::array();
  for (const Diagnostic& d : diags) {
    nlohmann::json j;
    j["severity"] = severity_name(d.severity);
    j["id"] = d.id;
    j["message"] = d.message;
    if (d.file && d.file_level) {
      j["file"] = d.file->path();
    } else if (d.file) {
      Location b = d.file->location(d.span.offset);
      Location e = d.file->location(d.span.end());
      j["file"] = d.file->path();
      j["range"] = {{"start", {{"line", b.line}, {"column", b.column}}},
                    {"end", {{"line", e.line}, {"column", e.column}}}};
      j["offset"] = d.span.offset;
      j["length"] = d.span.length;
    } else {
      j["file"] = nullptr;
    }
    out.push_back(std::move(j));
  }
  // Invalid UTF-8 in a message (it quotes the source) is replaced, never thrown on.
  return out.dump(1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace wgx
