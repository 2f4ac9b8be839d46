// The WGSL parser: recursive descent over the token stream, following the spec grammar and
// recovering from errors the way Tint does (resynchronizing on ';', '}' and friends), so one run
// reports every independent syntax error.
#pragma once

#include <memory>

#include "syntax/ast.h"
#include "wgx/diagnostics.h"

namespace wgx {

struct ParseOptions {
  // Tint stops after this many errors; so do we, with the same closing message.
  size_t max_errors = 25;
};

// Parses `file`. Always returns a module (possibly partial); errors go to `diags`.
std::unique_ptr<ast::Module> parse(const SourceFile& file, DiagnosticList& diags, const ParseOptions& options = {});

}  // namespace wgx
