// WGSL's runtime rules (exec/wgsl_rules.h) where they restate another part of the engine: the f16
// conversions against base/half.cpp (the constant evaluator's), bit for bit, NaN payloads included,
// and the f16 exclusive product's identity.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <random>

#include "base/half.h"

namespace wgx {
namespace rules {
#include "exec/wgsl_rules.h"
}  // namespace rules
namespace {

// Both forms of the rule: the integer one, and the one a compiler with _Float16 takes.
void expect_same_half(float v) {
  ASSERT_EQ(rules::wgx_f2h_bits(v), half_from_float(v)) << std::hex << std::bit_cast<uint32_t>(v);
  ASSERT_EQ(rules::wgx_f2h(v), half_from_float(v)) << std::hex << std::bit_cast<uint32_t>(v);
}

TEST(WgslRules, FloatToHalfMatchesTheConstantEvaluator) {
  // Every sign, exponent and top-ten mantissa bits, with the low 13 bits at the values rounding
  // turns on: zero, just above zero, just below and at the tie, just above it, all ones.
  const uint32_t kLow[] = {0x0000u, 0x0001u, 0x0fffu, 0x1000u, 0x1001u, 0x1fffu};
  for (uint32_t top = 0; top < (1u << 19); top++)
    for (uint32_t low : kLow) expect_same_half(std::bit_cast<float>(top << 13 | low));
  std::mt19937 random(12345);
  for (int i = 0; i < 1000000; i++) expect_same_half(std::bit_cast<float>(static_cast<uint32_t>(random())));
}

TEST(WgslRules, HalfToFloatMatchesTheConstantEvaluator) {
  for (uint32_t h = 0; h < 65536; h++)
    EXPECT_EQ(std::bit_cast<uint32_t>(rules::wgx_h2f(static_cast<uint16_t>(h))),
              std::bit_cast<uint32_t>(half_to_float(static_cast<uint16_t>(h))))
        << std::hex << h;
}

TEST(WgslRules, QuietHalvesCanonicalizeNaNs) {
  EXPECT_EQ(rules::wgx_f2h_quiet(std::bit_cast<float>(0xffc01234u)), 0xfe00u);
  EXPECT_EQ(rules::wgx_f2h_quiet(1.0f), 0x3c00u);
  EXPECT_EQ(std::bit_cast<uint32_t>(rules::wgx_quantize_f16(70000.0f)), 0x7f800000u);
}

TEST(WgslRules, ExclusiveProductsOfHalvesStartAtOne) {
  const uint32_t v[8] = {std::bit_cast<uint32_t>(2.0f), 0, 0, 0, std::bit_cast<uint32_t>(3.0f), 0, 0, 0};
  const uint8_t active[2] = {1, 1};
  uint32_t out[8] = {};
  rules::wgx_subgroup(rules::WGX_SG_EXCLUSIVE, rules::WGX_COMBINE_MUL, rules::WGX_F16, 1, v, nullptr, active, 2, 4,
                      out);
  EXPECT_EQ(std::bit_cast<float>(out[0]), 1.0f);
  EXPECT_EQ(std::bit_cast<float>(out[4]), 2.0f);
}

}  // namespace
}  // namespace wgx
