// IEEE binary16 conversions and printing (base/half.h).
#include "base/half.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdlib>

namespace wgx {
namespace {

TEST(Half, RoundsToNearestEven) {
  EXPECT_EQ(half_from_double(1.0 + 0x1p-11), 0x3c00);      // tie: down to the even 1.0
  EXPECT_EQ(half_from_double(1.0 + 3 * 0x1p-11), 0x3c02);  // tie: up to the even mantissa
  EXPECT_EQ(half_from_double(65519.0), 0x7bff);            // below 65504 + half an ulp
  EXPECT_EQ(half_from_double(65520.0), 0x7c00);            // overflow to infinity
  EXPECT_EQ(half_from_double(-1e10), 0xfc00);
  EXPECT_EQ(half_from_double(0x1p-25), 0x0000);      // tie: to the even zero
  EXPECT_EQ(half_from_double(0x1.8p-24), 0x0002);    // tie between subnormals 1 and 2
  EXPECT_EQ(half_from_double(0x1.ffcp-15), 0x0400);  // rounds up into the normals
  EXPECT_EQ(half_from_double(-0.0), 0x8000);
}

TEST(Half, EveryHalfRoundTripsThroughFloatAndText) {
  for (uint32_t b = 0; b < 0x10000; b++) {
    auto h = static_cast<uint16_t>(b);
    float f = half_to_float(h);
    ASSERT_EQ(half_from_float(f), h) << std::hex << b;  // NaN payloads too
    if (std::isnan(f)) continue;
    std::string text = format_half(h);
    if (std::isinf(f)) continue;
    EXPECT_EQ(half_from_double(std::strtod(text.c_str(), nullptr)), h) << text;
  }
}

TEST(Half, PrintsShortestDecimals) {
  EXPECT_EQ(format_half(half_from_double(0.1)), "0.1");
  EXPECT_EQ(format_half(0x7bff), "65504");
  EXPECT_EQ(format_half(0x0001), "6e-08");
  EXPECT_EQ(format_half(0x3555), "0.3333");
  EXPECT_EQ(format_half(0x7c00), "inf");
  EXPECT_EQ(format_half(0xfc00), "-inf");
  EXPECT_EQ(format_half(0x7e00), "NaN");
  EXPECT_EQ(format_half(0x8000), "-0");
}

}  // namespace
}  // namespace wgx
