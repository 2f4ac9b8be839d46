#include "ir/f16.h"

#include <algorithm>

namespace wgx::ir {

bool uses_f16(const Module& m) {
  auto is_f16 = [](const Type& t) { return t.scalar == Scalar::F16; };
  return std::any_of(m.functions.begin(), m.functions.end(),
                     [&](const Function& f) { return std::any_of(f.reg_types.begin(), f.reg_types.end(), is_f16); });
}

}  // namespace wgx::ir
