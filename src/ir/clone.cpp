#include "ir/clone.h"

#include <memory>

namespace wgx::ir {
namespace {

Reg remap(Reg r, const std::vector<Reg>* map) {
  if (!map || r == kNoReg || r >= map->size()) return r;
  return (*map)[r];
}

Node clone_node(const Node& n, const std::vector<Reg>* map) {
  Node c;
  c.kind = n.kind;
  c.inst = n.inst;
  for (Reg& a : c.inst.args) a = remap(a, map);
  c.inst.result = remap(c.inst.result, map);
  c.cond = remap(n.cond, map);
  c.loc = n.loc;
  auto sub = [&](const std::unique_ptr<Block>& b) {
    return b ? std::make_unique<Block>(clone_block(*b, map)) : std::unique_ptr<Block>();
  };
  c.then_block = sub(n.then_block);
  c.else_block = sub(n.else_block);
  c.body = sub(n.body);
  c.continuing = sub(n.continuing);
  for (const SwitchCase& k : n.cases) c.cases.push_back(SwitchCase{k.values, k.is_default, clone_block(k.body, map)});
  return c;
}

}  // namespace

Block clone_block(const Block& b, const std::vector<Reg>* map) {
  Block out;
  out.reserve(b.size());
  for (const Node& n : b) out.push_back(clone_node(n, map));
  return out;
}

std::unique_ptr<Module> clone_module(const Module& m) {
  auto out = std::make_unique<Module>();
  out->vars = m.vars;
  for (const Function& f : m.functions) {
    Function c;
    c.name = f.name;
    c.params = f.params;
    c.returns_value = f.returns_value;
    c.result = f.result;
    c.ret_reg = f.ret_reg;
    c.reg_count = f.reg_count;
    c.reg_types = f.reg_types;
    c.body = clone_block(f.body);
    out->functions.push_back(std::move(c));
  }
  out->entry = m.entry;
  for (int i = 0; i < 3; i++) out->workgroup_size[i] = m.workgroup_size[i];
  out->workgroup_bytes = m.workgroup_bytes;
  out->lane_bytes = m.lane_bytes;
  out->source = m.source;
  return out;
}

}  // namespace wgx::ir
