// create(flags): wgx's execution settings given as dawn.node takes its toggles, "name=value"
// strings, read by the engine's one reading of them (gpu::applyExecutionFlag). Every flag it does
// not know, or a value it cannot read, is an Error naming it.
#include "native.h"

namespace wgx::node {

gpu::ExecutionSettings parse_flags(const Napi::Env& env, const std::vector<std::string>& flags) {
  gpu::ExecutionSettings settings;
  std::string error;
  for (const std::string& flag : flags)
    if (!gpu::applyExecutionFlag(settings, flag, &error)) throw Napi::Error::New(env, error);
  return settings;
}

}  // namespace wgx::node
