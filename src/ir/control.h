// Structured control flow: a block is a list of nodes; if/loop/switch own their blocks and the
// exits (break, continue, return, break-if) are explicit nodes, so every backend can rebuild the
// structure (lane masks in the interpreter, real loops in a JIT or CUDA C++).
#pragma once

#include <memory>
#include <vector>

#include "ir/inst.h"

namespace wgx::ir {

struct Node;
using Block = std::vector<Node>;

enum class NodeKind : uint8_t { Inst, If, Loop, Switch, Break, Continue, Return, BreakIf };

struct SwitchCase {
  std::vector<uint32_t> values;  // selector words; empty with is_default
  bool is_default = false;
  Block body;
};

struct Node {
  NodeKind kind = NodeKind::Inst;
  Inst inst;                   // Inst
  Reg cond = kNoReg;           // If, BreakIf (bool); Switch: selector; Return: value or kNoReg
  std::unique_ptr<Block> then_block, else_block;  // If
  std::unique_ptr<Block> body, continuing;        // Loop (a Loop's BreakIf sits at the end of continuing)
  std::vector<SwitchCase> cases;                  // Switch
  Span loc;
};

}  // namespace wgx::ir
