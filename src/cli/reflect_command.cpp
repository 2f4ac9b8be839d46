// `wgx reflect FILE`: entry points, bindings and overrides of a module, as JSON.
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <string>

#include "api/shader_module.h"
#include "base/printable.h"
#include "cli/commands.h"
#include "wgx/diagnostics.h"

namespace wgx::cli {

void add_reflect_command(CLI::App& app, int& exit_code) {
  auto file = std::make_shared<std::string>();
  auto format = std::make_shared<std::string>("json");
  CLI::App* cmd = app.add_subcommand("reflect", "Print the entry points, resource bindings and overrides of a module");
  cmd->add_option("file", *file, "WGSL file ('-' reads standard input)")->required();
  cmd->add_option("--format", *format, "Output format (json)")->check(CLI::IsMember({"json"}));
  cmd->callback([file, &exit_code] {
    std::string err;
    std::unique_ptr<SourceFile> source = SourceFile::load(*file, &err);
    if (!source) {
      std::cerr << "wgx: " << printable_text(err) << '\n';
      exit_code = 1;
      return;
    }
    DiagnosticList diags;
    CompiledModule m = compile_module(*source, diags);
    if (!m.ok) {
      render_text(std::cerr, diags.all(), TextStyle{});
      exit_code = 1;
      return;
    }
    std::cout << module_reflection_json(m) << '\n';
  });
}

}  // namespace wgx::cli
