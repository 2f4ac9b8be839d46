// The contents of a buffer as `--binding G:B=KIND[:DATA][:SIZE]` gives them (binding_spec.h),
// shared by `wgx run` and `wgx draw`.
#include "cli/binding_spec.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <charconv>
#include <climits>
#include <cstdlib>
#include <cstring>

#include "base/half.h"
#include "cli/run_header.h"
#include "wgx/gpu.h"

namespace wgx::cli {
namespace {
constexpr uint64_t kMaxBufferSize = gpu::Limits{}.maxBufferSize;
}  // namespace

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep)
      out.push_back(cur), cur.clear();
    else
      cur += c;
  }
  out.push_back(cur);
  return out;
}

bool parse_u64(const std::string& s, uint64_t* v) {
  auto r = std::from_chars(s.data(), s.data() + s.size(), *v);
  return r.ec == std::errc() && r.ptr == s.data() + s.size() && !s.empty();
}

bool is_number_kind(const std::string& kind) {
  return kind == "u32" || kind == "i32" || kind == "f32" || kind == "f16";
}

// G:B=KIND[:DATA][:SIZE]
bool parse_binding(const std::string& text, BindingSpec* b, std::string* err) {
  size_t eq = text.find('=');
  auto gb = split(text.substr(0, eq), ':');
  uint64_t g, n;
  if (eq == std::string::npos || gb.size() != 2 || !parse_u64(gb[0], &g) || !parse_u64(gb[1], &n)) {
    *err = "invalid --binding '" + text + "': expected GROUP:BINDING=KIND[:DATA][:SIZE]";
    return false;
  }
  b->group = static_cast<int64_t>(g), b->binding = static_cast<int64_t>(n);
  auto parts = split(text.substr(eq + 1), ':');
  b->kind = parts[0];
  auto size_at = [&](size_t i) {
    if (parts.size() > i && !parse_u64(parts[i], &b->size)) {
      *err = "invalid size in --binding '" + text + "'";
      return false;
    }
    if (parts.size() > i + 1) {
      *err = "too many ':' parts in --binding '" + text + "'";
      return false;
    }
    return true;
  };
  if (b->kind == "zeros") return size_at(1);
  if (is_number_kind(b->kind)) {
    if (parts.size() < 2) {
      *err = "--binding '" + text + "' needs values";
      return false;
    }
    b->values = split(parts[1], ',');
    return size_at(2);
  }
  if (b->kind == "random" || b->kind == "file") {
    if (parts.size() < 2) {
      *err = "--binding '" + text + "' needs a " + (b->kind == "file" ? "path" : "seed");
      return false;
    }
    b->arg = parts[1];
    return size_at(2);
  }
  *err = "unknown binding contents '" + b->kind + "' (zeros, u32, i32, f32, f16, random, file)";
  return false;
}

bool initial_bytes(const BindingSpec& b, uint64_t min_size, std::vector<uint8_t>* out, std::string* err) {
  std::vector<uint8_t> data;
  if (is_number_kind(b.kind)) {
    for (const std::string& v : b.values) {
      uint32_t w = 0;
      const char* s = v.c_str();
      char* end = nullptr;
      errno = 0;
      bool in_range = true;  // integers that do not fit their type are errors, not truncated
      if (b.kind == "f16") {
        w = half_from_double(std::strtod(s, &end));
      } else if (b.kind == "f32") {
        w = std::bit_cast<uint32_t>(std::strtof(s, &end));
      } else if (b.kind == "i32") {
        long long n = std::strtoll(s, &end, 0);
        in_range = errno != ERANGE && n >= INT32_MIN && n <= INT32_MAX;
        w = static_cast<uint32_t>(static_cast<int32_t>(n));
      } else {
        unsigned long long n = std::strtoull(s, &end, 0);
        in_range = errno != ERANGE && n <= UINT32_MAX && v.find('-') == std::string::npos;
        w = static_cast<uint32_t>(n);
      }
      if (v.empty() || *end || !in_range) {
        *err = "invalid " + b.kind + " value '" + v + "'";
        return false;
      }
      for (int k = 0; k < (b.kind == "f16" ? 2 : 4); k++) data.push_back(static_cast<uint8_t>(w >> (8 * k)));
    }
  } else if (b.kind == "file") {
    // At most SIZE bytes when given, else at most maxBufferSize: never a read without bound.
    FileKinds kinds = b.from_header ? FileKinds::RegularOnly : FileKinds::AnyReadable;
    if (!read_file_bounded(b.arg, b.size ? std::min(b.size, kMaxBufferSize) : kMaxBufferSize, b.size != 0, kinds, &data,
                           err))
      return false;
  }
  uint64_t size = b.size ? b.size : std::max<uint64_t>(data.size(), min_size);
  if (size <= kMaxBufferSize) size = (size + 3) / 4 * 4;
  if (size > kMaxBufferSize) {
    *err = "buffer of " + std::to_string(size) + " bytes is larger than the maximum (" +
           std::to_string(kMaxBufferSize) + " bytes, WebGPU's maxBufferSize)";
    return false;
  }
  out->assign(size, 0);
  std::copy(data.begin(), data.begin() + static_cast<std::ptrdiff_t>(std::min<uint64_t>(data.size(), size)),
            out->begin());
  if (b.kind == "random") {  // xorshift32 words, as the Dawn oracle fills them
    uint64_t seed = 0;
    if (!parse_u64(b.arg, &seed) || seed > UINT32_MAX) {
      *err = "invalid random seed '" + b.arg + "': expected a u32";
      return false;
    }
    uint32_t x = static_cast<uint32_t>(seed) ? static_cast<uint32_t>(seed) : 1;
    for (uint64_t i = 0; i + 4 <= size; i += 4) {
      x ^= x << 13, x ^= x >> 17, x ^= x << 5;
      std::memcpy(out->data() + i, &x, 4);
    }
  }
  return true;
}

}  // namespace wgx::cli
