// Shared by the golden tests of every phase: finding the shaders, running wgx on one as if it
// were named by its file name only, reading Tint's recorded answer, and the bless switch.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace wgx::testing_support {

namespace fs = std::filesystem;

std::string read_text(const fs::path& p);
// WGX_BLESS=1 rewrites expectations instead of comparing.
bool blessing();
// Every .wgsl file under `dir`, sorted.
std::vector<fs::path> wgsl_files(const fs::path& dir);

struct Outcome {
  std::string text;         // wgx's full text output
  std::string first_error;  // "L:C message" of the first error, or empty
  size_t errors = 0;
};

enum class Phases { Syntax, All };
Outcome run_wgx(const fs::path& path, Phases phases);

// The first error of a recorded Tint output ("name:L:C error: message", continuation lines
// included) as "L:C message", or empty when Tint reported no error.
std::string first_tint_error(const std::string& tint, const std::string& name);
// Whether Tint's first error ("L:C message") is ours. Tint gives a few messages a line but no
// column ("4:0 error: expected '<' for 'atomic'"); those are compared by line and message.
bool first_errors_agree(const std::string& tint, const std::string& ours);

// A name for a parameterized test: the file's folder and stem, alphanumeric.
std::string test_name_for(const fs::path& p);

}  // namespace wgx::testing_support
