// Walking structured IR: every node of a block and of the blocks it owns, in program order.
#pragma once

#include <cstddef>

#include "ir/control.h"

namespace wgx::ir {

// Calls f(node) for every node of b, a node before the blocks it owns.
template <typename F>
void for_each_node(const Block& b, F&& f) {
  for (const Node& n : b) {
    f(n);
    for (const Block* c : {n.then_block.get(), n.else_block.get(), n.body.get(), n.continuing.get()})
      if (c) for_each_node(*c, f);
    for (const SwitchCase& c : n.cases) for_each_node(c.body, f);
  }
}

// Calls f(inst) for every instruction of b.
template <typename F>
void for_each_inst(const Block& b, F&& f) {
  for_each_node(b, [&](const Node& n) {
    if (n.kind == NodeKind::Inst) f(n.inst);
  });
}

// Whether any instruction of b satisfies `pred`.
template <typename P>
bool any_inst(const Block& b, P&& pred) {
  bool found = false;
  for_each_inst(b, [&](const Inst& in) { found = found || pred(in); });
  return found;
}

// How many nodes b holds, nested ones included.
inline size_t count_nodes(const Block& b) {
  size_t n = 0;
  for_each_node(b, [&](const Node&) { n++; });
  return n;
}

}  // namespace wgx::ir
