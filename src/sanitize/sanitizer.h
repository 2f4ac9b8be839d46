// The sanitizer: runs a dispatch on the interpreter with listeners on its events (exec/events.h)
// that find data races by WGSL's memory model, out-of-bounds indices and, on request, NaN or
// infinity from finite operands and integer division by zero (docs/sanitizer.md). The run itself
// behaves as without the sanitizer: the same clamped indices, the same output.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "ir/module.h"
#include "wgx/diagnostics.h"

namespace wgx::sanitize {

struct Settings {
  bool races = true;
  bool bounds = true;
  bool numerics = false;
  bool stop_at_first = false;  // end the dispatch at the first finding
  size_t max_findings = 100;   // distinct findings kept per dispatch; the rest are counted
};

// One finding, grouped by its pair of source locations: the diagnostic sits at the later access
// (a race) or the index (out of bounds), the notes at the other access; `count` occurrences.
struct Finding {
  Diagnostic diagnostic;
  std::vector<Diagnostic> notes;
  uint64_t count = 1;
};

struct Result {
  std::vector<Finding> findings;  // in the order first found; the last one may say how many were dropped
  std::string error;              // the dispatch could not run (a missing binding, the watchdog)
};

// What runs the dispatch with the listener set in its options: by default the interpreter
// (exec::interpret_dispatch); the program layer passes the compiled event kernel's runner.
using Executor = std::function<std::string(const exec::ExecOptions&)>;

// Runs one dispatch of `m` over `buffers` (updated in place) with the checks `settings` asks for.
// Diagnostics point at m.source. `options` gives the dispatch size, watchdog, subgroup size and
// schedule; the sanitizer supplies the listener and so the interpreter.
Result run(const ir::Module& m, const std::vector<exec::BufferBinding>& buffers, exec::ExecOptions options,
           const Settings& settings);
// The same with texture views bound beside the buffers: textureLoad and textureStore are checked
// too (races on storage texels, addresses outside the view; sanitize/stage_session.h for draws).
Result run(const ir::Module& m, const std::vector<exec::BufferBinding>& buffers,
           const std::vector<exec::TextureBinding>& textures, const std::vector<exec::SamplerBinding>& samplers,
           exec::ExecOptions options, const Settings& settings, const Executor* executor = nullptr);

// "races,bounds,numerics" (any subset, comma-separated) into `settings`; false with `error` set
// for an unknown name.
bool parse_checks(const std::string& list, Settings* settings, std::string* error);

}  // namespace wgx::sanitize
