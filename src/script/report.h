// Buffer contents as a test script sees them, and the readable diff of an expectation that failed:
// scalars read and written by their WGSL type, printed in that type (floats in the shortest form
// that reads back as the same f32 or f16), named as WGSL would (`data[3]`, `data[1].y`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "script/script.h"

namespace wgx::script {

// The scalar number `k` of a buffer of `type` (vector components count one each; vec3 padding is
// skipped): its byte offset.
uint64_t scalar_offset(const ElementType& type, uint64_t k);
double read_scalar(const std::vector<uint8_t>& bytes, const ElementType& type, uint64_t k);
// Stores v as the type stores it: integers wrap to 32 bits, floats round to f32 or f16.
void write_scalar(std::vector<uint8_t>& bytes, const ElementType& type, uint64_t k, double v);
// v as the buffer's type holds it (a float rounded to f32 or f16; integers unchanged).
double in_type(double v, ScalarKind scalar);

std::string format_value(double v, ScalarKind scalar);
std::string scalar_label(const std::string& buffer, const ElementType& type, uint64_t k);

// Whether `actual` passes `op expected` (EQ within the tolerance of its component, if any; NaN
// equals NaN for EQ and nothing else).
bool compare_values(Compare op, double actual, double expected, const std::vector<Tolerance>& tolerances,
                    uint32_t component);

struct Mismatch {
  uint64_t scalar = 0;  // scalar number in the buffer
  double expected = 0;
  double actual = 0;
};

// At most this many differing scalars are listed; the rest are counted.
inline constexpr size_t kMaxListedMismatches = 10;

// `  data[1]: expected 4, got 4.5` lines (with the comparison when it is not EQ), capped.
std::string format_mismatches(const std::string& buffer, const ElementType& type, Compare op,
                              const std::vector<Mismatch>& mismatches);

}  // namespace wgx::script
