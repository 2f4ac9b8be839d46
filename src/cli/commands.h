// The subcommands of the `wgx` tool. Each registers itself on the CLI11 app and returns the
// exit status through the shared `exit_code`.
#pragma once

namespace CLI {
class App;
}

namespace wgx::cli {

// --version, `completion` and the hidden `manual` (about_command.cpp).
void add_about(CLI::App& app);
void add_check_command(CLI::App& app, int& exit_code);
void add_draw_command(CLI::App& app, int& exit_code);
void add_reflect_command(CLI::App& app, int& exit_code);
void add_run_command(CLI::App& app, int& exit_code);
void add_test_command(CLI::App& app, int& exit_code);

}  // namespace wgx::cli
