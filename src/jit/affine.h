// Lane-affine values of the compiled backend: value = base + kx*x + ky*y + kz*z (32-bit wrapping)
// over the lane's local invocation id (x, y, z), with the base and the coefficients uniform C
// expressions. A straight run whose buffer indices are all affine checks once, before its lane
// loop, that no index needs its clamp and no access leaves its buffer; then the loop runs with
// plain, visibly consecutive addresses (vector loads and stores) instead of clamped gathers.
#pragma once

#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "ir/module.h"
#include "ir/passes/lane_shapes.h"

namespace wgx::jit {

struct Affine {
  std::string base;                    // the value of lane (0, 0, 0)
  std::string k[3] = {"0", "0", "0"};  // per-axis steps; "0" when the value does not vary along it
};

class AffineForms {
 public:
  // `uniform_name(r, c)` names component c of a uniform register where the run's code can see it.
  // `portable(r)`: r is recomputed in every run that uses it (its form holds in all of them).
  AffineForms(const ir::Module& m, const ir::Function& f, const ir::LaneShapes& s,
              std::function<std::string(ir::Reg, unsigned)> uniform_name, std::function<bool(ir::Reg)> portable);

  // Forgets the forms of the previous run (values of other runs live in lane arrays).
  void reset() { run_.clear(); }
  // Records the form of the instruction's result, taking clamps as identities (the caller checks
  // the clamp's input stays in range before it relies on that).
  void define(const ir::Inst& in);
  // The form of component c of r, or null when it is not affine in this run.
  const Affine* form(ir::Reg r, unsigned c = 0) const;

  // The largest value over the workgroup's lanes, without wrapping (a u64 C expression); `x_max`,
  // when given, is the largest x the loop runs (a u64 C expression).
  std::string max_expr(const Affine& a, const std::string& x_max = "") const;
  // The value for the current lane (l, or lx/ly/lz when `nested`) as a u64 C expression; equal to
  // the 32-bit value when max_expr < 2^32.
  std::string lane_expr(const Affine& a, bool nested) const;

 private:
  const ir::Module& m_;
  const ir::Function& fn_;
  const ir::LaneShapes& s_;
  std::function<std::string(ir::Reg, unsigned)> uniform_name_;
  std::function<bool(ir::Reg)> portable_;
  std::unordered_map<uint64_t, Affine> run_;     // register * 4 + component
  std::unordered_map<uint64_t, Affine> inputs_;  // the same, for inputs and portable values
  mutable Affine scratch_;

  bool integer(ir::Reg r) const;
};

}  // namespace wgx::jit
