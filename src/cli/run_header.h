// What `wgx run` takes from a shader's own `// wgx-run:` lines, and the rule that keeps running an
// untrusted shader harmless (docs/limits.md, "Header options"):
// - only --dispatch, --binding, --constant, --entry, --png, --subgroup-size, --max-steps and
//   --max-time; --max-steps and --max-time may only lower the limits, never raise them;
// - a file the header names (`--binding G:B=file:PATH`, `--png ...:PATH`) must be a relative
//   path inside the current folder: no absolute path, no '..', no link that leads out of it;
// - numbers are checked: a bad one is an error naming the option, never a crash.
// Also the bounded reading of input files that `--binding file:` uses.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace wgx::cli {

struct RunHeader {
  std::string dispatch;
  std::string entry;
  std::vector<std::string> bindings;
  std::vector<std::string> constants;
  std::vector<std::string> images;  // --png specs
  uint64_t max_steps = 0;           // 0: not given
  double max_time = 0;              // seconds; 0: not given
  uint32_t subgroup_size = 0;       // 0: not given
};

// Reads every `// wgx-run:` line of `text`. `default_max_steps` and `default_max_time` are the
// ceilings for the header's own limits. False with `error` set on an option the header may not
// use, a bad value, or a path outside the current folder.
bool read_run_header(std::string_view text, uint64_t default_max_steps, double default_max_time, RunHeader* out,
                     std::string* error);

// Why a path that a shader's header names may not be used ("" when it may): it must be relative
// and stay inside the current folder. `for_writing`: the file may not exist yet (its folder must).
std::string header_path_problem(const std::string& path, bool for_writing);

// Which files read_file_bounded takes: a file named by input (a shader's header) must be a
// regular file, so it can neither block on a FIFO nor read a device; the command line may name a
// device or a pipe (`file:/dev/zero:16`, a shell's `<(...)`).
enum class FileKinds { RegularOnly, AnyReadable };

// Reads at most `limit` bytes of the file at `path` into `out`; with `exact_limit` false, a file
// longer than `limit` is an error (checked before reading where the size is known). Folders,
// files of a kind `kinds` refuses and files that cannot be read are errors. The file is opened
// without blocking and its type checked on the opened descriptor, so no FIFO swapped in after a
// check can block it. Never reads without bound (/dev/zero, a FIFO).
bool read_file_bounded(const std::string& path, uint64_t limit, bool exact_limit, FileKinds kinds,
                       std::vector<uint8_t>* out, std::string* error);

// A decimal number of seconds > 0 ("1.5"); false on anything else.
bool parse_seconds(const std::string& text, double* seconds);

}  // namespace wgx::cli
