// The lane-affine forms of affine.h, recorded run by run as a backend walks a straight run.
#include "ir/passes/affine.h"

#include <utility>

namespace wgx::ir {

using Kind = AffineTerm::Kind;

AffineForms::AffineForms(const Module& m, const Function& f, const LaneShapes& s, std::function<bool(Reg)> portable)
    : m_(m), fn_(f), s_(s), portable_(std::move(portable)) {
  number(0);  // kZero
  number(1);  // kOne
}

int AffineForms::term(AffineTerm t) const {
  terms_.push_back(t);
  return static_cast<int>(terms_.size() - 1);
}

bool AffineForms::is_number(int t, uint32_t* v) const {
  const AffineTerm& x = terms_[static_cast<size_t>(t)];
  if (x.kind != Kind::Number) return false;
  *v = x.value;
  return true;
}

// Sums and products of steps, folded when both are numbers (32-bit wrapping).
int AffineForms::add_steps(int a, int b) const {
  uint32_t x = 0, y = 0;
  if (is_zero(a)) return b;
  if (is_zero(b)) return a;
  if (is_number(a, &x) && is_number(b, &y)) return number(x + y);
  return node(Kind::Add, a, b);
}
int AffineForms::mul_steps(int a, int b) const {
  uint32_t x = 0, y = 0;
  if (is_zero(a) || is_zero(b)) return kZero;
  if (is_number(a, &x) && x == 1) return b;
  if (is_number(b, &y) && y == 1) return a;
  if (is_number(a, &x) && is_number(b, &y)) return number(x * y);
  return node(Kind::Mul, a, b);
}

bool AffineForms::integer(Reg r) const {
  Scalar s = fn_.reg_types[r].scalar;
  return s == Scalar::U32 || s == Scalar::I32;
}

const Affine* AffineForms::form(Reg r, unsigned c) const {
  if (r == kNoReg || r >= fn_.reg_count || !integer(r)) return nullptr;
  if (r < s_.uniform.size() && s_.uniform[r]) {
    scratch_ = Affine{};
    scratch_.base = term({Kind::Uniform, c, r, -1, -1});
    scratch_.k[0] = scratch_.k[1] = scratch_.k[2] = kZero;
    return &scratch_;
  }
  uint64_t key = static_cast<uint64_t>(r) * 4 + c;
  auto in = inputs_.find(key);
  if (in != inputs_.end()) return &in->second;
  auto it = run_.find(key);
  return it == run_.end() ? nullptr : &it->second;
}

void AffineForms::define(const Inst& in) {
  Reg r = in.result;
  if (r == kNoReg || r >= fn_.reg_count || !integer(r)) return;
  if (r < s_.uniform.size() && s_.uniform[r]) return;  // form() names it
  const uint32_t* sz = m_.workgroup_size;
  unsigned w = fn_.reg_types[r].width;
  for (unsigned c = 0; c < w; c++) {
    Affine f;
    f.k[0] = f.k[1] = f.k[2] = kZero;
    const Affine* a = in.args.size() > 0 ? form(in.args[0], c) : nullptr;
    Affine av = a ? *a : Affine{};
    const Affine* b0 = in.args.size() > 1 ? form(in.args[1], c) : nullptr;
    Affine bv = b0 ? *b0 : Affine{};  // a copy: form() of a uniform value reuses one slot
    bool ok = false;
    switch (in.op) {
      case Op::Input: {
        auto kind = static_cast<InputKind>(in.imm[0]);
        unsigned axis = c < 3 ? c : 2;
        if (kind == InputKind::LocalInvocationIndex) {
          f.base = term({Kind::Zero, 0, kNoReg, -1, -1});
          f.k[0] = kOne;
          f.k[1] = number(sz[0]);
          f.k[2] = number(sz[0] * sz[1]);
          ok = true;
        } else if (kind == InputKind::LocalInvocationId || kind == InputKind::GlobalInvocationId) {
          f.base = kind == InputKind::LocalInvocationId ? term({Kind::Zero, 0, kNoReg, -1, -1})
                                                        : term({Kind::GroupBase, axis, kNoReg, -1, -1});
          f.k[axis] = kOne;
          ok = true;
        }
        break;
      }
      case Op::Extract: {
        const Affine* e = form(in.args[0], in.imm[0]);
        if (e) f = *e, ok = true;
        break;
      }
      case Op::Convert:
      case Op::Bitcast:
      case Op::ClampIndex:
      case Op::ClampIndexDyn:  // identities where the caller has checked the range
        if (a) f = av, ok = true;
        break;
      case Op::Add:
        if (a && b0) {
          f.base = node(Kind::Add, av.base, bv.base);  // i32 operands must not overflow in C++
          for (int k = 0; k < 3; k++) f.k[k] = add_steps(av.k[k], bv.k[k]);
          ok = true;
        }
        break;
      case Op::Sub:  // only minus a uniform value: the steps stay as they are
        if (a && b0 && uniform_form(bv)) {
          f = av;
          f.base = node(Kind::Sub, av.base, bv.base);
          ok = true;
        }
        break;
      case Op::Mul:
        if (a && b0 && (uniform_form(av) || uniform_form(bv))) {
          const Affine& v = uniform_form(av) ? bv : av;
          int u = uniform_form(av) ? av.base : bv.base;
          f.base = node(Kind::Mul, v.base, u);
          for (int k = 0; k < 3; k++) f.k[k] = mul_steps(v.k[k], u);
          ok = true;
        }
        break;
      case Op::Shl:
        if (a && b0 && uniform_form(bv)) {
          int u = node(Kind::Bit, bv.base, -1);
          f.base = node(Kind::Shl, av.base, bv.base);
          for (int k = 0; k < 3; k++) f.k[k] = mul_steps(av.k[k], u);
          ok = true;
        }
        break;
      default:
        break;
    }
    // Inputs and portable values are recomputed in every run that uses them: their forms hold
    // everywhere.
    if (ok) (in.op == Op::Input || portable_(r) ? inputs_ : run_)[static_cast<uint64_t>(r) * 4 + c] = f;
  }
}

}  // namespace wgx::ir
