// libFuzzer target: any input must parse without crashing, and a module that parses cleanly
// must print to WGSL that parses cleanly again, to the same tree.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

#include "syntax/ast_dump.h"
#include "syntax/ast_printer.h"
#include "syntax/parser.h"
#include "wgx/diagnostics.h"
#include "wgx/source.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  wgx::SourceFile file("fuzz.wgsl", std::string(reinterpret_cast<const char*>(data), size));
  wgx::DiagnosticList diags;
  auto module = wgx::parse(file, diags);
  if (diags.has_errors()) return 0;

  std::string printed = wgx::print_wgsl(*module);
  wgx::SourceFile reprinted("printed.wgsl", printed);
  wgx::DiagnosticList diags2;
  auto module2 = wgx::parse(reprinted, diags2);
  if (diags2.has_errors()) {
    std::cerr << "printed module does not parse:\n" << printed << "\n";
    wgx::render_text(std::cerr, diags2.all(), wgx::TextStyle{});
    std::abort();
  }
  wgx::DumpOptions no_spans{false};
  std::string before = wgx::dump_ast(*module, nullptr, no_spans);
  std::string after = wgx::dump_ast(*module2, nullptr, no_spans);
  if (before != after) {
    std::cerr << "printed module parses to a different tree:\n"
              << printed << "\n--- before:\n"
              << before << "--- after:\n"
              << after;
    std::abort();
  }
  return 0;
}
