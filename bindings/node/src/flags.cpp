// create(flags): wgx's execution settings given as dawn.node takes its toggles, "name=value"
// strings. Every flag the provider does not know, or a value it cannot read, is an Error naming it.
#include <charconv>

#include "native.h"

namespace wgx::node {
namespace {

bool read_uint(std::string_view text, uint64_t& out) {
  if (text.empty()) return false;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

void bad_value(const Napi::Env& env, const std::string& flag, const char* expected) {
  throw Napi::Error::New(env, "wgx: bad value in flag '" + flag + "': expected " + expected);
}

void parse_sanitize(const Napi::Env& env, const std::string& flag, std::string_view value,
                    gpu::SanitizerSettings& out) {
  if (value.empty() || value == "all") {
    out.races = out.bounds = out.numerics = true;
    return;
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
      bad_value(env, flag, "a list of races, bounds, numerics (or all)");
    if (comma == std::string_view::npos) break;
    value.remove_prefix(comma + 1);
  }
}

void parse_schedule(const Napi::Env& env, const std::string& flag, std::string_view value, gpu::ScheduleSettings& out) {
  if (value == "lockstep") {
    out.kind = gpu::ScheduleKind::Lockstep;
    return;
  }
  if (value == "reverse") {
    out.kind = gpu::ScheduleKind::Reverse;
    return;
  }
  if (value.substr(0, 7) == "random:" && read_uint(value.substr(7), out.seed)) {
    out.kind = gpu::ScheduleKind::Random;
    return;
  }
  bad_value(env, flag, "lockstep, reverse or random:SEED");
}

void parse_one(const Napi::Env& env, const std::string& flag, gpu::ExecutionSettings& out) {
  size_t eq = flag.find('=');
  std::string name = flag.substr(0, eq);
  std::string_view value = eq == std::string::npos ? std::string_view() : std::string_view(flag).substr(eq + 1);
  uint64_t number = 0;
  if (name == "backend") {
    if (value == "auto")
      out.backend = gpu::ExecutionBackend::Auto;
    else if (value == "compiled")
      out.backend = gpu::ExecutionBackend::Compiled;
    else if (value == "interp" || value == "interpreter")
      out.backend = gpu::ExecutionBackend::Interpreter;
    else if (value == "cuda")  // the GPU; requestDevice rejects with the reason where there is none
      out.backend = gpu::ExecutionBackend::Cuda;
    else
      bad_value(env, flag, "auto, compiled, interp or cuda");
  } else if (name == "threads") {
    if (!read_uint(value, number) || number > 1024) bad_value(env, flag, "a thread count from 0 (all cores) to 1024");
    out.threads = static_cast<unsigned>(number);
  } else if (name == "sanitize") {
    parse_sanitize(env, flag, value, out.sanitize);
  } else if (name == "sanitize-stop-at-first") {
    out.sanitize.stopAtFirst = true;
  } else if (name == "schedule") {
    parse_schedule(env, flag, value, out.schedule);
  } else if (name == "subgroup-size") {
    if (!read_uint(value, number) || number < 4 || number > 128 || (number & (number - 1)) != 0)
      bad_value(env, flag, "a power of two from 4 to 128");
    out.subgroupSize = static_cast<uint32_t>(number);
  } else if (name == "max-steps") {
    if (!read_uint(value, number)) bad_value(env, flag, "a step count");
    out.maxSteps = number;
  } else if (name == "max-time") {
    if (!read_uint(value, number) || number > 86400) bad_value(env, flag, "seconds, up to 86400");
    out.maxDispatchSeconds = static_cast<double>(number);
  } else if (name == "memory-budget") {
    if (!read_uint(value, number) || number == 0) bad_value(env, flag, "a byte count for each device's buffers and textures");
    out.memoryBudget = number;
  } else {
    throw Napi::Error::New(env, "wgx: unknown flag '" + flag +
                                    "' (known: backend, threads, sanitize, sanitize-stop-at-first, schedule, "
                                    "subgroup-size, max-steps, max-time, memory-budget)");
  }
}

}  // namespace

gpu::ExecutionSettings parse_flags(const Napi::Env& env, const std::vector<std::string>& flags) {
  gpu::ExecutionSettings settings;
  for (const std::string& flag : flags) parse_one(env, flag, settings);
  return settings;
}

}  // namespace wgx::node
