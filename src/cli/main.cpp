// The `wgx` command: check, draw, reflect, run and test subcommands. Exit status 0 on success, 1 for an
// error in the shader or its run (a failed write to stdout included), 2 for bad options.
#include <CLI/CLI.hpp>
#include <iostream>
#include <new>

#include "cli/commands.h"

int main(int argc, char** argv) {
  CLI::App app{"wgx: check, run and draw WebGPU shaders (WGSL) without a GPU"};
  app.require_subcommand(1);
  int exit_code = 0;
  wgx::cli::add_check_command(app, exit_code);
  wgx::cli::add_draw_command(app, exit_code);
  wgx::cli::add_reflect_command(app, exit_code);
  wgx::cli::add_run_command(app, exit_code);
  wgx::cli::add_test_command(app, exit_code);
  wgx::cli::add_about(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // Help and version exit 0; every bad usage exits 2, whatever CLI11's own code for it.
    return app.exit(e) == 0 ? 0 : 2;
  } catch (const std::bad_alloc&) {
    // The system refused memory below wgx's own budgets: an error, never an abort that loses
    // what was already printed.
    std::cout.flush();
    std::cerr << "wgx: out of memory\n";
    return 1;
  }
  // Output lost on a full disk or a closed pipe must not pass for success.
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "wgx: writing to standard output failed\n";
    return 1;
  }
  return exit_code;
}
