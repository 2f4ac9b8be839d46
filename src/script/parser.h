// The parser of shader test scripts: text -> Script (script.h), one command per line, with the
// line of each command kept. A malformed script gives one error, `line: message`, at the first
// fault; nothing in the text can make the parser crash, hang or allocate without bound (buffers
// are capped at WebGPU's default maxBufferSize before any memory is reserved).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "script/script.h"

namespace wgx::script {

struct ParseError {
  uint32_t line = 0;  // 1-based script line
  std::string message;
};

// The largest buffer a script may declare, in bytes: WebGPU's default maxBufferSize.
inline constexpr uint64_t kMaxBufferBytes = 268435456;

// Parses `text`, the script at `path`; `SHADER ... FILE p` reads p relative to the script's folder.
std::optional<Script> parse_script(const std::string& path, std::string_view text, ParseError* error);

// Reads and parses the file at `path` (an unreadable file is an error at line 0).
std::optional<Script> load_script(const std::string& path, ParseError* error);

}  // namespace wgx::script
