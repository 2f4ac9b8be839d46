#include "wgx/diagnostics.h"

namespace wgx {

const char* severity_name(Severity s) {
  switch (s) {
    case Severity::Note:
      return "note";
    case Severity::Info:
      return "info";
    case Severity::Warning:
      return "warning";
    case Severity::Error:
      return "error";
  }
  return "error";
}

void DiagnosticList::add(Diagnostic d) {
  if (d.severity == Severity::Error) ++errors_;
  diags_.push_back(std::move(d));
}

}  // namespace wgx
