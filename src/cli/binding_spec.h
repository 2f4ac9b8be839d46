// `--binding G:B=KIND[:DATA][:SIZE]`: what a command-line buffer holds (zeros, u32/i32/f32/f16
// values, xorshift32 words from a seed, a file's bytes), parsed and turned into bytes the same
// way for `wgx run` and `wgx draw`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace wgx::cli {

struct BindingSpec {
  int64_t group = 0, binding = 0;
  std::string kind;  // zeros, u32, i32, f32, f16, random, file
  std::vector<std::string> values;
  std::string arg;           // seed or path
  uint64_t size = 0;         // 0: from the values, or the binding's minimum size
  bool from_header = false;  // a file a shader's header names must be a regular file
};

std::vector<std::string> split(const std::string& s, char sep);
bool parse_u64(const std::string& s, uint64_t* v);
bool is_number_kind(const std::string& kind);
// G:B=KIND[:DATA][:SIZE]; false with *err set on a malformed one.
bool parse_binding(const std::string& text, BindingSpec* b, std::string* err);
// The buffer's bytes: at least min_size (the binding's need) unless SIZE is given, a multiple of
// 4, at most WebGPU's maxBufferSize; false with *err set.
bool initial_bytes(const BindingSpec& b, uint64_t min_size, std::vector<uint8_t>* out, std::string* err);

}  // namespace wgx::cli
