// What a user and a package ask of a command besides its work: `wgx --version` (the WGSL the
// front end accepts, the API surfaces and the backends this machine can run), `wgx completion
// bash|zsh` (shell completion scripts) and the manual page (`wgx manual`, hidden: the build writes
// wgx.1 with it). Completions and the manual are written from the CLI11 app itself (its
// subcommands, options, choices and help), so a new option appears in both without an edit here.
#include <CLI/CLI.hpp>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "program/backends.h"
#include "syntax/extensions.h"
#include "syntax/language_features.h"

namespace wgx::cli {
namespace {

constexpr const char* kVersion = "0.1.0";

std::string joined(const std::vector<std::string>& items, const char* separator) {
  std::string out;
  for (const std::string& s : items) {
    if (!out.empty()) out += separator;
    out += s;
  }
  return out;
}

std::string version_text() {
  std::vector<std::string> extensions, features;
  for (const ExtensionDef& e : kExtensionDefs) extensions.emplace_back(e.name);
  for (std::string_view f : language_feature_names())
    if (language_feature_allowed(f)) features.emplace_back(f);
  std::ostringstream out;
  out << "wgx " << kVersion << "\n"
      << "WGSL extensions: " << joined(extensions, ", ") << "\n"
      << "WGSL language features: " << joined(features, ", ") << "\n"
      << "WebGPU: the C++ API (include/wgx/gpu.h), the C API (webgpu.h of webgpu-headers 3f4896d, "
         "libwgx_webgpu) and the Node provider (dawn.node's shape)\n"
      << "backends: " << joined(program::backend_availability(), "; ");
  return out.str();
}

// The choices an option's validator allows, from its type name ("TEXT:{auto,compiled,interp}").
std::vector<std::string> option_choices(const CLI::Option& opt) {
  std::string type = opt.get_type_name();
  size_t open = type.find('{'), close = type.find('}');
  if (open == std::string::npos || close == std::string::npos || close < open) return {};
  std::vector<std::string> out;
  std::stringstream list(type.substr(open + 1, close - open - 1));
  for (std::string item; std::getline(list, item, ',');)
    if (!item.empty()) out.push_back(item);
  return out;
}

std::vector<std::string> option_names(const CLI::Option& opt) {
  std::vector<std::string> out;
  for (const std::string& s : opt.get_snames()) out.push_back("-" + s);
  for (const std::string& l : opt.get_lnames()) out.push_back("--" + l);
  return out;
}

// The subcommands a user sees (hidden ones have an empty group).
std::vector<const CLI::App*> visible_subcommands(const CLI::App& app) {
  std::vector<const CLI::App*> out;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App* s) { return !s->get_group().empty(); }))
    out.push_back(sub);
  return out;
}

std::string quoted_words(const std::vector<std::string>& words) { return "'" + joined(words, " ") + "'"; }

// Bash: subcommand names first, then per subcommand its options, an option's choices after it,
// and file names elsewhere.
std::string bash_completion(const CLI::App& app) {
  std::vector<std::string> subs;
  for (const CLI::App* s : visible_subcommands(app)) subs.push_back(s->get_name());
  subs.insert(subs.end(), {"--help", "--version"});
  std::ostringstream out;
  out << "# bash completion for wgx (written by `wgx completion bash`)\n"
      << "_wgx() {\n"
      << "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
      << "  if [[ $COMP_CWORD -eq 1 ]]; then\n"
      << "    COMPREPLY=($(compgen -W " << quoted_words(subs) << " -- \"$cur\")); return\n"
      << "  fi\n"
      << "  local opts=\n"
      << "  case ${COMP_WORDS[1]} in\n";
  for (const CLI::App* sub : visible_subcommands(app)) {
    std::vector<std::string> names;
    std::ostringstream choices;
    for (const CLI::Option* opt : sub->get_options()) {
      std::vector<std::string> these = option_names(*opt);
      names.insert(names.end(), these.begin(), these.end());
      std::vector<std::string> values = option_choices(*opt);
      if (values.empty() || these.empty()) continue;
      choices << "      " << joined(these, "|") << ") COMPREPLY=($(compgen -W " << quoted_words(values)
              << " -- \"$cur\")); return;;\n";
    }
    out << "    " << sub->get_name() << ")\n"
        << "      opts=" << quoted_words(names) << "\n";
    if (!choices.str().empty()) out << "      case $prev in\n" << choices.str() << "      esac;;\n";
    else out << "      ;;\n";
  }
  out << "  esac\n"
      << "  if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\")); return; fi\n"
      << "  COMPREPLY=($(compgen -f -- \"$cur\"))\n"
      << "}\n"
      << "complete -o filenames -F _wgx wgx\n";
  return out.str();
}

// zsh's _arguments specs: '--name[description]' or '--name[description]:value:(a b c)'.
std::string zsh_escaped(std::string s) {
  std::string out;
  for (char c : s) {
    if (c == '\n') c = ' ';
    if (c == '[' || c == ']' || c == '\'' || c == ':' || c == '\\') out += c == '\'' ? "'\\'" : "\\";
    out += c;
  }
  return out;
}

std::string zsh_completion(const CLI::App& app) {
  std::ostringstream out;
  out << "#compdef wgx\n# zsh completion for wgx (written by `wgx completion zsh`)\n"
      << "_wgx() {\n  local -a subcommands\n  subcommands=(\n";
  for (const CLI::App* sub : visible_subcommands(app))
    out << "    '" << sub->get_name() << ":" << zsh_escaped(sub->get_description()) << "'\n";
  out << "  )\n"
      << "  if (( CURRENT == 2 )); then _describe 'command' subcommands; return; fi\n"
      << "  case ${words[2]} in\n";
  for (const CLI::App* sub : visible_subcommands(app)) {
    out << "    " << sub->get_name() << ")\n      _arguments -s";
    for (const CLI::Option* opt : sub->get_options()) {
      std::string description = zsh_escaped(opt->get_description());
      std::vector<std::string> values = option_choices(*opt);
      bool takes_value = opt->get_type_size() != 0;
      for (const std::string& name : option_names(*opt)) {
        out << " \\\n        '" << name << "[" << description << "]";
        if (!values.empty()) out << ":value:(" << joined(values, " ") << ")";
        else if (takes_value) out << ":value:_files";
        out << "'";
      }
    }
    out << " \\\n        '*:file:_files';;\n";
  }
  out << "  esac\n}\n_wgx \"$@\"\n";
  return out.str();
}

// roff needs a backslash, a leading dot and a leading quote escaped.
std::string roff(const std::string& text) {
  std::string out;
  bool line_start = true;
  for (char c : text) {
    if (c == '\\') out += "\\e";
    else if (line_start && (c == '.' || c == '\'')) out += std::string("\\&") + c;
    else if (c == '-') out += "\\-";
    else out += c;
    line_start = c == '\n';
  }
  return out;
}

std::string manual_page(const CLI::App& app) {
  std::ostringstream out;
  out << ".TH WGX 1 \"\" \"wgx " << kVersion << "\" \"User Commands\"\n"
      << ".SH NAME\nwgx \\- " << roff(app.get_description().substr(app.get_description().find(':') + 2)) << "\n"
      << ".SH SYNOPSIS\n.B wgx\n.I command\n[\\fIoptions\\fR] \\fIfile\\fR...\n"
      << ".SH DESCRIPTION\n"
      << "wgx checks WGSL shaders with the diagnostics a browser gives, runs compute shaders on the CPU with "
         "exact WGSL semantics, finds data races and out\\-of\\-bounds accesses, draws, and runs shader test "
         "scripts. The README and the files under the documentation folder give the detail.\n"
      << ".SH COMMANDS\n";
  for (const CLI::App* sub : visible_subcommands(app)) {
    out << ".SS wgx " << sub->get_name() << "\n" << roff(sub->get_description()) << "\n";
    for (const CLI::Option* opt : sub->get_options()) {
      std::vector<std::string> names = option_names(*opt);
      std::string label = names.empty() ? opt->get_name() : joined(names, ", ");
      out << ".TP\n.B " << roff(label);
      if (opt->get_type_size() != 0 && !opt->get_type_name().empty()) out << " \\fI" << roff(opt->get_type_name()) << "\\fR";
      out << "\n" << roff(opt->get_description()) << "\n";
    }
  }
  out << ".SH EXIT STATUS\n0 on success; 1 for an error in a shader, a run, a test or a failed write of the "
         "output; 2 for bad options.\n"
      << ".SH ENVIRONMENT\n.TP\n.B WGX_CXX\nThe C++ compiler of the compiled backend (default: c++, g++ or clang++ "
         "from PATH).\n.TP\n.B WGX_CACHE_DIR\nWhere compiled kernels are kept (default: "
         "$XDG_CACHE_HOME/wgx/kernels or ~/.cache/wgx/kernels).\n.TP\n.B WGX_CXX_TIMEOUT\nSeconds one kernel "
         "build may take (default 120).\n"
      << ".SH SEE ALSO\n\\fBwgx completion\\fR bash|zsh prints a shell completion script.\n";
  return out.str();
}

}  // namespace

void add_about(CLI::App& app) {
  app.set_version_flag("--version", [] { return version_text(); }, "Print the version, the WGSL accepted and the backends, and exit");
  CLI::App* completion = app.add_subcommand("completion", "Print a shell completion script (bash or zsh)");
  auto shell = std::make_shared<std::string>();
  completion->add_option("shell", *shell, "bash or zsh")->required()->check(CLI::IsMember({"bash", "zsh"}));
  completion->callback([&app, shell] {
    std::cout << (*shell == "bash" ? bash_completion(app) : zsh_completion(app));
  });
  CLI::App* manual = app.add_subcommand("manual", "Print the manual page (roff) written from this help");
  manual->group("");  // hidden: the build writes wgx.1 with it
  manual->callback([&app] { std::cout << manual_page(app); });
}

}  // namespace wgx::cli
