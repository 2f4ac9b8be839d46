#include "jit/affine.h"

#include <cstdlib>

namespace wgx::jit {
namespace {

using ir::Op;
using ir::Reg;

bool number(const std::string& s, uint64_t* v) {
  if (s.empty() || s.size() > 10) return false;
  for (char ch : s)
    if (ch < '0' || ch > '9') return false;
  *v = std::strtoull(s.c_str(), nullptr, 10);
  return true;
}

// Sums and products of coefficients, folded when both are numbers (32-bit wrapping).
std::string add(const std::string& a, const std::string& b) {
  uint64_t x = 0, y = 0;
  if (a == "0") return b;
  if (b == "0") return a;
  if (number(a, &x) && number(b, &y)) return std::to_string((x + y) & 0xffffffffull);
  return "(u32)((u32)(" + a + ") + (u32)(" + b + "))";
}
std::string mul(const std::string& a, const std::string& b) {
  uint64_t x = 0, y = 0;
  if (a == "0" || b == "0") return "0";
  if (a == "1") return b;
  if (b == "1") return a;
  if (number(a, &x) && number(b, &y)) return std::to_string((x * y) & 0xffffffffull);
  return "(u32)((u32)(" + a + ") * (u32)(" + b + "))";
}

bool uniform_form(const Affine& a) { return a.k[0] == "0" && a.k[1] == "0" && a.k[2] == "0"; }

}  // namespace

AffineForms::AffineForms(const ir::Module& m, const ir::Function& f, const ir::LaneShapes& s,
                         std::function<std::string(ir::Reg, unsigned)> uniform_name,
                         std::function<bool(ir::Reg)> portable)
    : m_(m), fn_(f), s_(s), uniform_name_(std::move(uniform_name)), portable_(std::move(portable)) {}

bool AffineForms::integer(Reg r) const {
  ir::Scalar s = fn_.reg_types[r].scalar;
  return s == ir::Scalar::U32 || s == ir::Scalar::I32;
}

const Affine* AffineForms::form(Reg r, unsigned c) const {
  if (r == ir::kNoReg || r >= fn_.reg_count || !integer(r)) return nullptr;
  if (r < s_.uniform.size() && s_.uniform[r]) {
    scratch_ = Affine{};
    scratch_.base = uniform_name_(r, c);
    return &scratch_;
  }
  uint64_t key = static_cast<uint64_t>(r) * 4 + c;
  auto in = inputs_.find(key);
  if (in != inputs_.end()) return &in->second;
  auto it = run_.find(key);
  return it == run_.end() ? nullptr : &it->second;
}

void AffineForms::define(const ir::Inst& in) {
  Reg r = in.result;
  if (r == ir::kNoReg || r >= fn_.reg_count || !integer(r)) return;
  if (r < s_.uniform.size() && s_.uniform[r]) return;  // form() names it
  const uint32_t* sz = m_.workgroup_size;
  unsigned w = fn_.reg_types[r].width;
  for (unsigned c = 0; c < w; c++) {
    Affine f;
    const Affine* a = in.args.size() > 0 ? form(in.args[0], c) : nullptr;
    Affine av = a ? *a : Affine{};
    const Affine* b = in.args.size() > 1 ? form(in.args[1], c) : nullptr;
    bool ok = false;
    switch (in.op) {
      case Op::Input: {
        auto kind = static_cast<ir::InputKind>(in.imm[0]);
        unsigned axis = c < 3 ? c : 2;
        if (kind == ir::InputKind::LocalInvocationIndex) {
          f.base = "0u";
          f.k[0] = "1";
          f.k[1] = std::to_string(sz[0]);
          f.k[2] = std::to_string(sz[0] * sz[1]);
          ok = true;
        } else if (kind == ir::InputKind::LocalInvocationId || kind == ir::InputKind::GlobalInvocationId) {
          f.base = kind == ir::InputKind::LocalInvocationId
                       ? std::string("0u")
                       : "(WID" + std::to_string(axis) + " * " + std::to_string(sz[axis]) + "u)";
          f.k[axis] = "1";
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
        if (a && b) {
          f.base = "(u32)((u32)(" + av.base + ") + (u32)(" + b->base + "))";  // i32 operands must not overflow in C++
          for (int k = 0; k < 3; k++) f.k[k] = add(av.k[k], b->k[k]);
          ok = true;
        }
        break;
      case Op::Sub:  // only minus a uniform value: the steps stay as they are
        if (a && b && uniform_form(*b)) {
          f = av;
          f.base = "(u32)((u32)(" + av.base + ") - (u32)(" + b->base + "))";
          ok = true;
        }
        break;
      case Op::Mul:
        if (a && b && (uniform_form(av) || uniform_form(*b))) {
          const Affine& v = uniform_form(av) ? *b : av;
          std::string u = uniform_form(av) ? av.base : b->base;
          f.base = "(u32)((u32)(" + v.base + ") * (u32)(" + u + "))";
          for (int k = 0; k < 3; k++) f.k[k] = mul(v.k[k], u);
          ok = true;
        }
        break;
      case Op::Shl:
        if (a && b && uniform_form(*b)) {
          std::string u = "(1u << ((u32)(" + b->base + ") & 31u))";
          f.base = "(u32)((u32)(" + av.base + ") << ((u32)(" + b->base + ") & 31u))";
          for (int k = 0; k < 3; k++) f.k[k] = mul(av.k[k], u);
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

std::string AffineForms::max_expr(const Affine& a, const std::string& x_max) const {
  const uint32_t* sz = m_.workgroup_size;
  std::string e = "(u64)(u32)(" + a.base + ")";
  for (int k = 0; k < 3; k++) {
    if (a.k[k] == "0" || sz[k] == 1) continue;
    std::string top = k == 0 && !x_max.empty() ? x_max : std::to_string(sz[k] - 1) + "ull";
    e += " + (u64)(u32)(" + a.k[k] + ") * " + top;
  }
  return "(" + e + ")";
}

std::string AffineForms::lane_expr(const Affine& a, bool nested) const {
  static const char* axis[3] = {"lx", "ly", "lz"};
  std::string e = "(u64)(u32)(" + a.base + ")";
  for (int k = 0; k < 3; k++) {
    if (a.k[k] == "0" || m_.workgroup_size[k] == 1) continue;
    std::string lane = nested ? axis[k] : "l";  // a flat loop only runs 1D workgroups here
    e += " + (u64)" + lane + " * (u64)(u32)(" + a.k[k] + ")";
  }
  return "(" + e + ")";
}

}  // namespace wgx::jit
