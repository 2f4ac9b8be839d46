// Lane-affine values: value = base + kx*x + ky*y + kz*z (32-bit wrapping) over the lane's local
// invocation id (x, y, z), with the base and the steps uniform. A backend that checks once per
// straight run that no affine index needs its clamp and no access leaves its buffer can then run
// the run with plain, visibly consecutive addresses (the compiled backend's fast versions,
// docs/jit.md). The bases and steps are small expressions over constants, uniform registers and
// workgroup ids (AffineTerm), which each backend spells in its own language.
#pragma once

#include <cstdint>
#include <functional>
#include <unordered_map>
#include <vector>

#include "ir/module.h"
#include "ir/passes/lane_shapes.h"

namespace wgx::ir {

// One node of a base or step expression; operands are indices into AffineForms::terms().
struct AffineTerm {
  enum class Kind : uint8_t {
    Number,     // `value` (a step, folded where both operands were numbers)
    Zero,       // the base 0 of a local id
    Uniform,    // component `value` of uniform register `reg`
    GroupBase,  // workgroup_id[value] * workgroup_size[value]: the base of a global id
    Add,        // a + b
    Sub,        // a - b
    Mul,        // a * b
    Shl,        // a << (b & 31)
    Bit,        // 1 << (a & 31): the step factor of a shift
  };
  Kind kind = Kind::Number;
  uint32_t value = 0;
  Reg reg = kNoReg;
  int a = -1, b = -1;
};

struct Affine {
  int base = -1;            // the value of lane (0, 0, 0)
  int k[3] = {-1, -1, -1};  // per-axis steps; AffineForms::kZero when the value does not vary
};

class AffineForms {
 public:
  static constexpr int kZero = 0;  // the term Number 0
  static constexpr int kOne = 1;   // the term Number 1

  // `portable(r)`: r is recomputed in every run that uses it (its form holds in all of them).
  AffineForms(const Module& m, const Function& f, const LaneShapes& s, std::function<bool(Reg)> portable);

  // Forgets the forms of the previous run (values of other runs live in lane arrays).
  void reset() { run_.clear(); }
  // Records the form of the instruction's result, taking clamps as identities (the caller checks
  // the clamp's input stays in range before it relies on that).
  void define(const Inst& in);
  // The form of component c of r, or null when it is not affine in this run.
  const Affine* form(Reg r, unsigned c = 0) const;

  const std::vector<AffineTerm>& terms() const { return terms_; }
  bool is_zero(int t) const {
    return terms_[static_cast<size_t>(t)].kind == AffineTerm::Kind::Number && terms_[static_cast<size_t>(t)].value == 0;
  }

 private:
  const Module& m_;
  const Function& fn_;
  const LaneShapes& s_;
  std::function<bool(Reg)> portable_;
  mutable std::vector<AffineTerm> terms_;
  std::unordered_map<uint64_t, Affine> run_;     // register * 4 + component
  std::unordered_map<uint64_t, Affine> inputs_;  // the same, for inputs and portable values
  mutable Affine scratch_;

  bool integer(Reg r) const;
  int term(AffineTerm t) const;
  int number(uint32_t v) const { return term({AffineTerm::Kind::Number, v, kNoReg, -1, -1}); }
  int node(AffineTerm::Kind k, int a, int b) const { return term({k, 0, kNoReg, a, b}); }
  bool is_number(int t, uint32_t* v) const;
  int add_steps(int a, int b) const;
  int mul_steps(int a, int b) const;
  bool uniform_form(const Affine& a) const { return is_zero(a.k[0]) && is_zero(a.k[1]) && is_zero(a.k[2]); }
};

}  // namespace wgx::ir
