// Shared by the syntax tests: parse text, print it back, and compare trees by their dumps.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>

#include "syntax/ast_dump.h"
#include "syntax/ast_printer.h"
#include "syntax/parser.h"
#include "wgx/diagnostics.h"
#include "wgx/source.h"

namespace wgx::test {

struct Parsed {
  std::unique_ptr<SourceFile> file;
  DiagnosticList diags;
  std::unique_ptr<ast::Module> module;

  std::string errors() const {
    std::ostringstream out;
    render_text(out, diags.all(), TextStyle{});
    return out.str();
  }
  std::string dump() const { return dump_ast(*module, nullptr, DumpOptions{false}); }
};

inline std::unique_ptr<Parsed> parse_text(std::string path, std::string text) {
  auto p = std::make_unique<Parsed>();
  p->file = std::make_unique<SourceFile>(std::move(path), std::move(text));
  p->module = parse(*p->file, p->diags);
  return p;
}

// Parses `text` (must succeed), prints it, re-parses the print (must succeed) and expects the
// same tree and a stable second print. Returns the first print.
inline std::string expect_round_trip(const std::string& path, const std::string& text) {
  auto first = parse_text(path, text);
  EXPECT_FALSE(first->diags.has_errors()) << "original does not parse:\n" << first->errors();
  if (first->diags.has_errors()) return {};
  std::string printed = print_wgsl(*first->module);
  auto second = parse_text(path + " (printed)", printed);
  EXPECT_FALSE(second->diags.has_errors()) << "printed text does not parse:\n"
                                           << second->errors() << "--- printed:\n"
                                           << printed;
  if (second->diags.has_errors()) return printed;
  EXPECT_EQ(first->dump(), second->dump()) << "--- printed:\n" << printed;
  EXPECT_EQ(print_wgsl(*second->module), printed) << "printing is not stable";
  return printed;
}

}  // namespace wgx::test
