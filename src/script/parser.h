// The parser of shader test scripts: text -> Script (script.h), one command per line, with the
// line of each command kept. A malformed script gives one error, `line: message`, at the first
// fault; nothing in the text can make the parser crash, hang or allocate without bound (buffers
// are capped at WebGPU's default maxBufferSize before any memory is reserved).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "script/script.h"

namespace wgx::script {

struct ParseError {
  uint32_t line = 0;  // 1-based script line
  std::string message;
};

// The largest buffer a script may declare, in bytes: WebGPU's default maxBufferSize.
inline constexpr uint64_t kMaxBufferBytes = 268435456;

// What a script may cost and read (docs/limits.md, "Test scripts"). A script comes from whoever
// wrote the tests, so it is input: its files stay inside its own folder unless the person running
// `wgx test` names more folders, and its buffers and shaders have a memory budget.
struct ScriptLimits {
  // The budget for a script's buffers (their bytes) and shaders (kShaderMemoryFactor times
  // their text, what checking and keeping the compiled module may take).
  uint64_t max_memory = kDefaultScriptMemory;
  // Folders besides the script's own that `SHADER ... FILE` may read from.
  std::vector<std::string> allowed_folders{};

  static constexpr uint64_t kDefaultScriptMemory = uint64_t{1} << 30;
  static constexpr uint64_t kShaderMemoryFactor = 8;
};

// Parses `text`, the script at `path`; `SHADER ... FILE p` reads p relative to the script's folder,
// a regular file inside it or inside one of `limits.allowed_folders`.
std::optional<Script> parse_script(const std::string& path, std::string_view text, ParseError* error,
                                   const ScriptLimits& limits = {});

// Reads and parses the file at `path` (an unreadable file is an error at line 0).
std::optional<Script> load_script(const std::string& path, ParseError* error, const ScriptLimits& limits = {});

}  // namespace wgx::script
