// wgx's execution settings written as flags, "name=value": the one reading of them that the Node
// provider's create(flags) and the C ABI's WGX_FLAGS share (webgpu.h and WebGPU's JavaScript API
// have no place for wgx's own settings). A flag it does not know, or a value it cannot read, is an
// error naming it and what was expected.
#include <charconv>

#include "wgx/gpu.h"

namespace wgx::gpu {
namespace {

bool read_uint(std::string_view text, uint64_t& out) {
  if (text.empty()) return false;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

std::optional<ExecutionBackend> backend_named(std::string_view value) {
  if (value == "auto") return ExecutionBackend::Auto;
  if (value == "compiled") return ExecutionBackend::Compiled;
  if (value == "interp" || value == "interpreter") return ExecutionBackend::Interpreter;
  if (value == "cuda") return ExecutionBackend::Cuda;  // requestDevice fails with the reason without a GPU
  return std::nullopt;
}

// "races,bounds,numerics" (any of them), "all" or nothing (all three).
bool read_sanitize(std::string_view value, SanitizerSettings& out) {
  if (value.empty() || value == "all") {
    out.races = out.bounds = out.numerics = true;
    return true;
  }
  while (!value.empty()) {
    size_t comma = value.find(',');
    std::string_view item = value.substr(0, comma);
    if (item == "races")
      out.races = true;
    else if (item == "bounds")
      out.bounds = true;
    else if (item == "numerics")
      out.numerics = true;
    else
      return false;
    if (comma == std::string_view::npos) break;
    value.remove_prefix(comma + 1);
  }
  return true;
}

bool read_schedule(std::string_view value, ScheduleSettings& out) {
  if (value == "lockstep" || value == "reverse") {
    out.kind = value == "lockstep" ? ScheduleKind::Lockstep : ScheduleKind::Reverse;
    return true;
  }
  if (value.substr(0, 7) != "random:" || !read_uint(value.substr(7), out.seed)) return false;
  out.kind = ScheduleKind::Random;
  return true;
}

bool is_power_of_two_in(uint64_t n, uint64_t low, uint64_t high) { return n >= low && n <= high && (n & (n - 1)) == 0; }

// Reads `value` into the setting `name`; "" when done, else what the value should have been (or
// kUnknown for a name that is no setting).
constexpr const char* kUnknown = "?";
const char* apply(ExecutionSettings& out, std::string_view name, std::string_view value) {
  uint64_t n = 0;
  if (name == "backend") {
    std::optional<ExecutionBackend> backend = backend_named(value);
    if (!backend) return "auto, compiled, interp or cuda";
    out.backend = *backend;
  } else if (name == "threads") {
    if (!read_uint(value, n) || n > 1024) return "a thread count from 0 (all cores) to 1024";
    out.threads = static_cast<unsigned>(n);
  } else if (name == "sanitize") {
    if (!read_sanitize(value, out.sanitize)) return "a list of races, bounds, numerics (or all)";
  } else if (name == "sanitize-stop-at-first") {
    out.sanitize.stopAtFirst = true;
  } else if (name == "schedule") {
    if (!read_schedule(value, out.schedule)) return "lockstep, reverse or random:SEED";
  } else if (name == "subgroup-size") {
    if (!read_uint(value, n) || !is_power_of_two_in(n, 4, 128)) return "a power of two from 4 to 128";
    out.subgroupSize = static_cast<uint32_t>(n);
  } else if (name == "max-steps") {
    if (!read_uint(value, n)) return "a step count";
    out.maxSteps = n;
  } else if (name == "max-time") {
    if (!read_uint(value, n) || n > 86400) return "seconds, up to 86400";
    out.maxDispatchSeconds = static_cast<double>(n);
  } else if (name == "memory-budget") {
    if (!read_uint(value, n) || n == 0) return "a byte count for each device's buffers and textures";
    out.memoryBudget = n;
  } else {
    return kUnknown;
  }
  return "";
}

}  // namespace

bool applyExecutionFlag(ExecutionSettings& settings, std::string_view flag, std::string* error) {
  size_t eq = flag.find('=');
  std::string_view name = flag.substr(0, eq);
  std::string_view value = eq == std::string_view::npos ? std::string_view() : flag.substr(eq + 1);
  const char* expected = apply(settings, name, value);
  if (*expected == '\0') return true;
  if (error == nullptr) return false;
  if (expected == kUnknown)
    *error = "wgx: unknown flag '" + std::string(flag) +
             "' (known: backend, threads, sanitize, sanitize-stop-at-first, schedule, subgroup-size, max-steps, "
             "max-time, memory-budget)";
  else
    *error = "wgx: bad value in flag '" + std::string(flag) + "': expected " + expected;
  return false;
}

}  // namespace wgx::gpu
