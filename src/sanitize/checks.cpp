// The out-of-bounds and numeric checks (sanitize/checks.h).
#include "sanitize/checks.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <sstream>

#include "diag/catalogue.h"
#include "exec/executor.h"

namespace wgx::sanitize {
namespace {

uint32_t lane_count(const ir::Module& m) { return m.workgroup_size[0] * m.workgroup_size[1] * m.workgroup_size[2]; }

std::string number(uint32_t word, ir::Scalar s) {
  if (s == ir::Scalar::I32) return std::to_string(static_cast<int32_t>(word));
  if (s == ir::Scalar::U32 || s == ir::Scalar::Bool) return std::to_string(word);
  std::ostringstream out;
  out << std::bit_cast<float>(word);
  return out.str();
}

std::string operation_name(const ir::Inst& in) {
  switch (in.op) {
    case ir::Op::Add:
      return "addition";
    case ir::Op::Sub:
      return "subtraction";
    case ir::Op::Mul:
      return "multiplication";
    case ir::Op::Div:
      return "division";
    case ir::Op::Rem:
      return "remainder";
    case ir::Op::Neg:
      return "negation";
    default:
      return "'" + std::string(ir::builtin_fn_name(static_cast<ir::BuiltinFn>(in.imm[0]))) + "'";
  }
}

bool finite_word(uint32_t w) { return std::isfinite(std::bit_cast<float>(w)); }

// Whether the index of `clamp` is in the address of `access`: lowering lists the clamps of each
// address; an access without that list (its address came through a pointer parameter) takes the
// lane's pending indices of the same variable.
bool feeds(const ir::Inst& clamp, const ir::Inst& access) {
  if (access.clamps.empty()) return clamp.var == access.var;
  return std::find(access.clamps.begin(), access.clamps.end(), clamp.clamp_id) != access.clamps.end();
}

}  // namespace

BoundsChecker::BoundsChecker(Context& ctx) : ctx_(ctx), lanes_(lane_count(ctx.module())) { pending_.resize(lanes_); }

void BoundsChecker::index_clamp(const exec::IndexClamp& c) {
  bool is_signed = c.index_type.scalar == ir::Scalar::I32;
  for (uint32_t l = 0; l < lanes_; l++) {
    if (!c.lanes[l]) continue;
    uint32_t count = c.count ? c.count[l * 4] : c.inst->imm[0];
    uint32_t index = c.index[l * 4];
    if (index < count) continue;
    Pending p{c.inst, index, count, is_signed};
    if (!c.inst->indexes_memory) {
      report(p, l, "read");  // a vector value's component
      continue;
    }
    // An index of the same clamp still waiting never reached an access: say so and replace it
    // (so at most one waits per clamp and lane).
    std::vector<Pending>& waiting = pending_[l];
    auto same = std::find_if(waiting.begin(), waiting.end(), [&](const Pending& w) { return w.clamp == c.inst; });
    if (same != waiting.end()) {
      report(*same, l, "index");
      *same = p;
    } else {
      waiting.push_back(p);
    }
  }
}

void BoundsChecker::access(const exec::MemoryAccess& a) {
  const char* kind = a.kind == exec::AccessKind::Read || a.kind == exec::AccessKind::AtomicRead ? "read" : "write";
  for (uint32_t l = 0; l < lanes_; l++) {
    if (!a.lanes[l] || pending_[l].empty()) continue;
    std::vector<Pending>& p = pending_[l];
    for (size_t k = 0; k < p.size();) {
      if (!feeds(*p[k].clamp, *a.inst)) {
        k++;
        continue;
      }
      report(p[k], l, kind);
      p.erase(p.begin() + static_cast<std::ptrdiff_t>(k));
    }
  }
}

void BoundsChecker::workgroup_end() {
  for (uint32_t l = 0; l < lanes_; l++) {
    for (const Pending& p : pending_[l]) report(p, l, "index");
    pending_[l].clear();
  }
}

void BoundsChecker::report(const Pending& p, uint32_t lane, const char* access) {
  const ir::Inst& in = *p.clamp;
  Span other{};
  other.length = static_cast<uint32_t>(access[0]);  // reads and writes of one index group apart
  ctx_.log().add(kBounds, in.loc, other, [&](Finding* f) {
    std::string elements = std::to_string(p.count) + (p.count == 1 ? " element" : " elements");
    std::string index = p.is_signed ? std::to_string(static_cast<int32_t>(p.index)) : std::to_string(p.index);
    std::string message = format_message(
        Msg::SanitizeOutOfBounds, {access, index, ctx_.source_text(in.base_loc), elements, ctx_.invocation(lane)});
    f->diagnostic = ctx_.log().diagnostic(Severity::Error, message_info(Msg::SanitizeOutOfBounds).id, message,
                                          in.index_loc.length ? in.index_loc : in.loc);
  });
}

namespace {

std::string plural(uint64_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "8x8 texels", "8 texels", "8x8x4 texels" at level `level` (named when the view has levels).
std::string level_size(const exec::TextureBinding& view, ir::TextureDim dim, uint32_t level) {
  const exec::TextureBinding::Level& l = view.levels[level];
  uint8_t width =
      ir::coord_width(dim == ir::TextureDim::Cube || dim == ir::TextureDim::CubeArray ? ir::TextureDim::D2 : dim);
  std::string out = std::to_string(l.width);
  if (width > 1) out += "x" + std::to_string(l.height);
  if (width > 2) out += "x" + std::to_string(l.depth);
  out += " texels";
  if (view.levels.size() > 1) out += " at level " + std::to_string(level);
  return out;
}

}  // namespace

// Checks in the order the address is resolved: the level (or sample), the layer, then the
// coordinates within that level.
void BoundsChecker::texel(const exec::TexelAccess& a) {
  if (!a.view) return;
  const exec::TextureBinding& view = *a.view;
  const ir::TextureShape& shape = ctx_.module().vars[a.inst->var].texture;
  bool multisampled = shape.kind == ir::TextureKind::Multisampled || shape.kind == ir::TextureKind::DepthMultisampled;
  uint8_t width = ir::coord_width(shape.dim);
  for (uint32_t l = 0; l < lanes_; l++) {
    if (!a.lanes[l]) continue;
    uint32_t third = a.level_or_sample ? a.level_or_sample[l * 4] : 0;
    uint32_t level = multisampled ? 0 : third, layer = a.layer[l * 4];
    if (multisampled && third >= view.samples) {
      report_texel(a, l, 1, "sample " + std::to_string(static_cast<int32_t>(third)),
                   plural(view.samples, "sample", "samples"));
    } else if (level >= view.levels.size()) {
      report_texel(a, l, 2, "level " + std::to_string(static_cast<int32_t>(level)),
                   plural(view.levels.size(), "mip level", "mip levels"));
    } else if (ir::is_arrayed(shape.dim) && layer >= view.layers) {
      report_texel(a, l, 3, "layer " + std::to_string(static_cast<int32_t>(layer)),
                   plural(view.layers, "array layer", "array layers"));
    } else {
      const exec::TextureBinding::Level& size = view.levels[level];
      const uint32_t* c = a.coords + l * 4;
      bool inside = c[0] < size.width && (width < 2 || c[1] < size.height) && (width < 3 || c[2] < size.depth);
      if (!inside) report_texel(a, l, 4, "texel " + ctx_.texel_name(a, l), level_size(view, shape.dim, level));
    }
  }
}

void BoundsChecker::report_texel(const exec::TexelAccess& a, uint32_t lane, int what, std::string address,
                                 std::string bound) {
  const char* access = a.kind == exec::AccessKind::Write ? "write" : "read";
  Span other{};
  other.offset = static_cast<uint32_t>(what);  // a coordinate, a layer, a level: findings of their own
  other.length = static_cast<uint32_t>(access[0]);
  ctx_.log().add(kBounds, a.inst->loc, other, [&](Finding* f) {
    std::string message =
        format_message(Msg::SanitizeTexelOutOfBounds,
                       {access, address, ctx_.module().vars[a.inst->var].name, bound, ctx_.invocation(lane)});
    f->diagnostic =
        ctx_.log().diagnostic(Severity::Error, message_info(Msg::SanitizeTexelOutOfBounds).id, message, a.inst->loc);
  });
}

NumericsChecker::NumericsChecker(Context& ctx) : ctx_(ctx), lanes_(lane_count(ctx.module())) {}

void NumericsChecker::arithmetic(const exec::Arithmetic& a) {
  bool division = (a.inst->op == ir::Op::Div || a.inst->op == ir::Op::Rem) && !ir::is_float(a.arg_types[0].scalar);
  bool floating = ir::is_float(a.inst->type.scalar);
  if (!division && !floating) return;
  for (uint32_t l = 0; l < lanes_; l++) {
    if (!a.lanes[l]) continue;
    if (division)
      check_division(a, l);
    else
      check_float(a, l);
  }
}

void NumericsChecker::check_float(const exec::Arithmetic& a, uint32_t lane) {
  unsigned float_args = 0;
  for (unsigned k = 0; k < a.arg_count; k++) {
    if (!ir::is_float(a.arg_types[k].scalar)) continue;  // ldexp's exponent, unpack's word, ...
    float_args++;
    for (unsigned c = 0; c < a.arg_types[k].width; c++)
      if (!finite_word(a.args[k][lane * 4 + c])) return;
  }
  if (float_args == 0) return;  // bits reinterpreted (unpack2x16float), not computed
  for (unsigned c = 0; c < a.inst->type.width; c++) {
    uint32_t r = a.result[lane * 4 + c];
    if (finite_word(r)) continue;
    ctx_.log().add(kNumerics, a.inst->loc, Span{}, [&](Finding* f) {
      std::string operands;
      for (unsigned k = 0; k < a.arg_count; k++)
        operands += (k ? (k + 1 == a.arg_count ? " and " : ", ") : "") +
                    number(a.args[k][lane * 4 + (a.arg_types[k].width > 1 ? c : 0)], a.arg_types[k].scalar);
      float v = std::bit_cast<float>(r);
      std::string what = std::isnan(v) ? "NaN" : (v > 0 ? "infinity" : "-infinity");
      std::string message =
          format_message(Msg::SanitizeNotFinite, {operation_name(*a.inst), what, operands, ctx_.invocation(lane)});
      f->diagnostic =
          ctx_.log().diagnostic(Severity::Error, message_info(Msg::SanitizeNotFinite).id, message, a.inst->loc);
    });
    return;
  }
}

void NumericsChecker::check_division(const exec::Arithmetic& a, uint32_t lane) {
  unsigned width = a.arg_types[0].width;
  for (unsigned c = 0; c < width; c++) {
    uint32_t divisor = a.args[1][lane * 4 + (a.arg_types[1].width > 1 ? c : 0)];
    if (divisor != 0) continue;
    ctx_.log().add(kNumerics, a.inst->loc, Span{}, [&](Finding* f) {
      bool rem = a.inst->op == ir::Op::Rem;
      std::string what = number(a.args[0][lane * 4 + c], a.arg_types[0].scalar) + (rem ? " % 0" : " / 0") +
                         (rem ? " (WGSL defines the result as 0)" : " (WGSL defines the result as the dividend)");
      std::string message =
          format_message(Msg::SanitizeDivisionByZero, {rem ? "remainder" : "division", what, ctx_.invocation(lane)});
      f->diagnostic =
          ctx_.log().diagnostic(Severity::Error, message_info(Msg::SanitizeDivisionByZero).id, message, a.inst->loc);
    });
    return;
  }
}

}  // namespace wgx::sanitize
