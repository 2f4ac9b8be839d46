// The out-of-bounds and numeric checks of the sanitizer (docs/sanitizer.md, "Out of bounds",
// "Numerics"). An out-of-range index is seen at its ClampIndex; whether it was a read or a write
// shows at the lane's next access to the same variable, so it waits per lane until then. A texel
// access carries its whole address, so it is checked where it happens.
#pragma once

#include <cstdint>
#include <vector>

#include "exec/events.h"
#include "sanitize/context.h"

namespace wgx::sanitize {

class BoundsChecker {
 public:
  explicit BoundsChecker(Context& ctx);
  void index_clamp(const exec::IndexClamp& c);
  void access(const exec::MemoryAccess& a);
  void workgroup_end();  // indices that never reached an access are reported as such
  // A texel address outside the view: a load gives zeros, a store does nothing (ir/texture.h).
  void texel(const exec::TexelAccess& a);

 private:
  struct Pending {
    const ir::Inst* clamp;
    uint32_t index, count;
    bool is_signed;
  };
  void report(const Pending& p, uint32_t lane, const char* access);
  void report_texel(const exec::TexelAccess& a, uint32_t lane, int what, std::string address, std::string bound);

  Context& ctx_;
  std::vector<std::vector<Pending>> pending_;  // per lane
  uint32_t lanes_ = 1;
};

class NumericsChecker {
 public:
  explicit NumericsChecker(Context& ctx);
  void arithmetic(const exec::Arithmetic& a);

 private:
  void check_float(const exec::Arithmetic& a, uint32_t lane);
  void check_division(const exec::Arithmetic& a, uint32_t lane);

  Context& ctx_;
  uint32_t lanes_ = 1;
};

}  // namespace wgx::sanitize
