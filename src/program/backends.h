// What this machine can run a program on, in words for `wgx --version` and diagnostics: the
// interpreter always; the compiled backend when a C++ compiler is found (and which). Asking runs
// nothing and builds nothing.
#pragma once

#include <string>
#include <vector>

namespace wgx::program {

// One line per backend: "interpreter: always", "compiled: /usr/bin/c++ -> /usr/bin/x86_64-linux-gnu-g++-12"
// or "compiled: unavailable (why)".
std::vector<std::string> backend_availability();

}  // namespace wgx::program
