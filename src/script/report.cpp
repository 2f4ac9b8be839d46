// Buffer scalars by WGSL type and the diffs of failed expectations (report.h).
#include "script/report.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>

#include "base/half.h"

namespace wgx::script {

uint64_t scalar_offset(const ElementType& type, uint64_t k) {
  return k / type.components * type.stride() + k % type.components * type.scalar_bytes();
}

double read_scalar(const std::vector<uint8_t>& bytes, const ElementType& type, uint64_t k) {
  uint64_t at = scalar_offset(type, k);
  uint32_t w = 0;
  if (at + type.scalar_bytes() > bytes.size()) return 0;
  std::memcpy(&w, bytes.data() + at, type.scalar_bytes());
  switch (type.scalar) {
    case ScalarKind::U32:
      return w;
    case ScalarKind::I32:
      return static_cast<int32_t>(w);
    case ScalarKind::F32:
      return std::bit_cast<float>(w);
    case ScalarKind::F16:
      return half_to_float(static_cast<uint16_t>(w));
  }
  return 0;
}

void write_scalar(std::vector<uint8_t>& bytes, const ElementType& type, uint64_t k, double v) {
  uint64_t at = scalar_offset(type, k);
  if (at + type.scalar_bytes() > bytes.size()) return;
  uint32_t w = 0;
  switch (type.scalar) {
    case ScalarKind::U32:
    case ScalarKind::I32:
      // Integers wrap to 32 bits; the parser lets only finite integral values through.
      w = static_cast<uint32_t>(static_cast<int64_t>(std::fmod(v, 4294967296.0)));
      break;
    case ScalarKind::F32:
      w = std::bit_cast<uint32_t>(static_cast<float>(v));
      break;
    case ScalarKind::F16:
      w = half_from_double(v);
      break;
  }
  std::memcpy(bytes.data() + at, &w, type.scalar_bytes());
}

double in_type(double v, ScalarKind scalar) {
  if (scalar == ScalarKind::F32) return static_cast<float>(v);
  if (scalar == ScalarKind::F16) return half_to_float(half_from_double(v));
  return v;
}

std::string format_value(double v, ScalarKind scalar) {
  if (std::isnan(v)) return "NaN";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  if (scalar == ScalarKind::F16) return format_half(half_from_double(v));
  char buf[64];
  auto r = scalar == ScalarKind::F32 ? std::to_chars(buf, buf + sizeof buf, static_cast<float>(v))
                                     : std::to_chars(buf, buf + sizeof buf, static_cast<int64_t>(v));
  return std::string(buf, r.ptr);
}

std::string scalar_label(const std::string& buffer, const ElementType& type, uint64_t k) {
  std::string label = buffer + "[" + std::to_string(k / type.components) + "]";
  if (type.components > 1) label += std::string(".") + "xyzw"[k % type.components];
  return label;
}

bool compare_values(Compare op, double actual, double expected, const std::vector<Tolerance>& tolerances,
                    uint32_t component) {
  switch (op) {
    case Compare::EQ: {
      if (std::isnan(expected) || std::isnan(actual)) return std::isnan(expected) && std::isnan(actual);
      if (actual == expected) return true;
      if (tolerances.empty()) return false;
      const Tolerance& t = tolerances[component % tolerances.size()];
      double allowed = t.percent ? std::fabs(expected) * t.value / 100.0 : t.value;
      return std::fabs(actual - expected) <= allowed;
    }
    case Compare::NE:
      return !(actual == expected) && !(std::isnan(actual) && std::isnan(expected));
    case Compare::LT:
      return actual < expected;
    case Compare::LE:
      return actual <= expected;
    case Compare::GT:
      return actual > expected;
    case Compare::GE:
      return actual >= expected;
  }
  return false;
}

std::string format_mismatches(const std::string& buffer, const ElementType& type, Compare op,
                              const std::vector<Mismatch>& mismatches) {
  static const char* kRelation[] = {"", "!= ", "< ", "<= ", "> ", ">= "};
  std::string out;
  size_t listed = std::min(mismatches.size(), kMaxListedMismatches);
  for (size_t i = 0; i < listed; i++) {
    const Mismatch& m = mismatches[i];
    out += "    " + scalar_label(buffer, type, m.scalar) + ": expected " + kRelation[static_cast<int>(op)] +
           format_value(m.expected, type.scalar) + ", got " + format_value(m.actual, type.scalar) + "\n";
  }
  if (mismatches.size() > listed) out += "    ... and " + std::to_string(mismatches.size() - listed) + " more\n";
  return out;
}

}  // namespace wgx::script
