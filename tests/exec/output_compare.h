// How an execution's output buffers are compared with a reference (Dawn's recorded or live
// output): the rules of the execution goldens, shared by tests/exec/exec_golden_test.cpp and the
// live differential tool (wgx_exec_compare, driven by tools/exec_differential.py).
//
// Words equal bit for bit agree. A job with "wgx_ulp": N also accepts 32-bit words within N
// units in the last place as floats, +0 and -0 equal (transcendental builtins are not correctly
// rounded on either side; WGSL lets an implementation ignore the sign of zero); "wgx_abs": E
// accepts floats within E (llvmpipe's asin/acos are accurate to about 2e-4 only).
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace wgx::exec_compare {

struct Tolerance {
  int64_t ulp = 0;
  double abs = 0;
};

// The job's "wgx_ulp" and "wgx_abs" (0 when absent).
Tolerance job_tolerance(const nlohmann::json& job);

// Distance in units in the last place between two f32 bit patterns, with +0 and -0 equal.
int64_t ulp_distance(uint32_t a, uint32_t b);

bool words_agree(uint32_t want, uint32_t got, const Tolerance& tol);

// Buffer bytes by (group, binding).
using Outputs = std::map<std::pair<int64_t, int64_t>, std::vector<uint8_t>>;

// {"bindings": [{"group", "binding", "hex"}]}, the Dawn oracle's and `wgx run --output X.json`'s format.
Outputs outputs_from_json(const nlohmann::json& doc);

struct Disagreement {
  enum class Kind : uint8_t { Missing, Size, Word } kind = Kind::Word;
  int64_t group = 0, binding = 0;
  uint64_t offset = 0;         // Word: the byte offset of the word
  uint64_t want = 0, got = 0;  // Word: the two words; Size: the two sizes
};

// Every binding of `want` against `got`: missing bindings, size differences, and each word that
// does not agree under `tol`.
std::vector<Disagreement> compare_outputs(const Outputs& want, const Outputs& got, const Tolerance& tol);

// "binding 0:1 offset 12: Dawn 0x3f800000 (1), wgx 0x3f800001 (1.0000001)"; the names label
// the two sides.
std::string describe(const Disagreement& d, const std::string& want_name, const std::string& got_name);

}  // namespace wgx::exec_compare
