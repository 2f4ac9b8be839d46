// A readable tree dump of the AST for `wgx check --dump-ast` and for tests. With spans off, two
// trees that differ only in layout dump to the same text (used by the round-trip test).
#pragma once

#include <string>

#include "syntax/ast.h"

namespace wgx {

class SourceFile;

struct DumpOptions {
  bool spans = true;  // print line:col ranges (needs `file`)
};

std::string dump_ast(const ast::Module& module, const SourceFile* file, const DumpOptions& options = {});

}  // namespace wgx
