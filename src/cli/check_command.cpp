// `wgx check FILE...`: compiles each file as a browser would (syntax, resolution and types, the
// uniformity analysis) and reports the errors in Tint's words.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdlib>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "api/pipeline_checks.h"
#include "api/shader_module.h"
#include "base/printable.h"
#include "cli/commands.h"
#include "diag/catalogue.h"
#include "syntax/ast_dump.h"
#include "wgx/diagnostics.h"

namespace wgx::cli {
namespace {

struct CheckOptions {
  std::vector<std::string> files;
  std::string format = "text";
  std::string color = "auto";
  bool dump_ast = false;
  bool no_source = false;
  bool syntax_only = false;
  std::vector<std::string> constants;  // NAME=VALUE
  std::string entry_point;
};

// Parses NAME=VALUE override assignments; false (with a message) on a malformed one.
bool parse_constants(const std::vector<std::string>& in, std::map<std::string, double>* out, std::string* error) {
  for (const std::string& c : in) {
    size_t eq = c.find('=');
    char* end = nullptr;
    double v = eq == std::string::npos ? 0 : std::strtod(c.c_str() + eq + 1, &end);
    if (eq == std::string::npos || eq == 0 || end == c.c_str() + eq + 1 || *end != '\0') {
      *error = "invalid --constant '" + c + "': expected NAME=VALUE";
      return false;
    }
    (*out)[c.substr(0, eq)] = v;
  }
  return true;
}

int run_check(const CheckOptions& opt) {
  std::vector<std::unique_ptr<SourceFile>> sources;
  DiagnosticList diags;
  PipelineOptions pipeline;
  pipeline.entry_point = opt.entry_point;
  pipeline.check_uninitialized = false;  // a module, not a pipeline: overrides may stay unset
  std::string constants_error;
  if (!parse_constants(opt.constants, &pipeline.constants, &constants_error)) {
    std::cerr << "wgx check: " << printable_text(constants_error) << '\n';
    return 2;
  }
  for (const std::string& path : opt.files) {
    std::string err;
    std::unique_ptr<SourceFile> file = SourceFile::load(path, &err);
    if (!file) {
      const Msg m = Msg::FileUnreadable;
      diags.add({Severity::Error, message_info(m).id, format_message(m, {err}), nullptr, {}});
      continue;
    }
    CompileOptions options;
    options.syntax_only = opt.syntax_only;
    CompiledModule module = compile_module(*file, diags, options);
    if (opt.dump_ast) std::cout << dump_ast(*module.ast, file.get());
    if (module.ok && !opt.syntax_only) check_compute_pipelines(module, *file, pipeline, diags);
    sources.push_back(std::move(file));
  }
  if (opt.format == "json") {
    std::cout << render_json(diags.all()) << '\n';
  } else {
    TextStyle style;
    style.color = opt.color == "always" || (opt.color == "auto" && isatty(STDERR_FILENO) != 0);
    style.source_line = !opt.no_source;
    render_text(std::cerr, diags.all(), style);
  }
  return diags.has_errors() ? 1 : 0;
}

}  // namespace

void add_check_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<CheckOptions>();
  CLI::App* cmd = app.add_subcommand(
      "check",
      "Check WGSL files and report their errors in the words a browser (Tint) uses: every syntax error,\n"
      "then (for files without syntax errors) name resolution, types, overloads and the uniformity analysis.\n"
      "Then the pipeline-creation limits of each compute entry point (see --constant).");
  cmd->add_option("files", opt->files, "WGSL files to check ('-' reads standard input)")->required();
  cmd->add_option("--format", opt->format, "Output format: text (to stderr) or json (to stdout)")
      ->check(CLI::IsMember({"text", "json"}));
  cmd->add_option("--color", opt->color, "Colour text output: auto, always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  cmd->add_flag("--dump-ast", opt->dump_ast, "Print the syntax tree of each file (for debugging)");
  cmd->add_flag("--no-source", opt->no_source, "Text output without the source line and carets");
  cmd->add_flag("--syntax-only", opt->syntax_only, "Check the syntax only");
  cmd->add_option("--constant", opt->constants,
                  "Override value for the pipeline checks, NAME=VALUE (NAME may be an @id); repeatable");
  cmd->add_option("--entry-point", opt->entry_point, "Check the pipeline of this compute entry point only");
  cmd->callback([opt, &exit_code] { exit_code = run_check(*opt); });
}

}  // namespace wgx::cli
