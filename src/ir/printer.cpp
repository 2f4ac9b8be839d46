// The IR as text: one instruction per line, structured constructs indented.
#include <sstream>

#include "ir/module.h"

namespace wgx::ir {
namespace {

const char* space_name(Space s) {
  static const char* n[] = {"storage", "uniform", "workgroup", "private", "function", "handle"};
  return n[static_cast<int>(s)];
}

// "sampler", "texture storage 2d_array u32 read_write", "texture sampled 2d f32".
std::string handle_text(const TextureShape& t) {
  if (t.handle != HandleKind::Texture) return t.handle == HandleKind::Sampler ? "sampler" : "sampler_comparison";
  std::string s = "texture " + std::string(texture_kind_name(t.kind)) + " " + std::string(texture_dim_name(t.dim)) +
                  " " + type_name(scalar_type(t.channel));
  if (t.kind == TextureKind::Storage) s += t.readable && t.writable ? " read_write" : t.writable ? " write" : " read";
  return s;
}

struct Printer {
  const Module& m;
  std::ostringstream out;

  void indent(int d) { out << std::string(static_cast<size_t>(d) * 2, ' '); }
  void block(const Block& b, int d) {
    for (const Node& n : b) node(n, d);
  }
  void node(const Node& n, int d) {
    indent(d);
    switch (n.kind) {
      case NodeKind::Inst: inst(n.inst); break;
      case NodeKind::If:
        out << "if %" << n.cond << " {\n";
        block(*n.then_block, d + 1);
        if (!n.else_block->empty()) {
          indent(d);
          out << "} else {\n";
          block(*n.else_block, d + 1);
        }
        indent(d);
        out << "}\n";
        break;
      case NodeKind::Loop:
        out << "loop {\n";
        block(*n.body, d + 1);
        indent(d);
        out << "} continuing {\n";
        block(*n.continuing, d + 1);
        indent(d);
        out << "}\n";
        break;
      case NodeKind::Switch:
        out << "switch %" << n.cond << " {\n";
        for (const SwitchCase& c : n.cases) {
          indent(d + 1);
          out << "case";
          for (uint32_t v : c.values) out << ' ' << v;
          if (c.is_default) out << " default";
          out << " {\n";
          block(c.body, d + 2);
          indent(d + 1);
          out << "}\n";
        }
        indent(d);
        out << "}\n";
        break;
      case NodeKind::Break: out << "break\n"; break;
      case NodeKind::Continue: out << "continue\n"; break;
      case NodeKind::BreakIf: out << "break_if %" << n.cond << "\n"; break;
      case NodeKind::Return:
        out << "return";
        if (n.cond != kNoReg) out << " %" << n.cond;
        out << "\n";
        break;
    }
  }
  void inst(const Inst& i) {
    if (i.result != kNoReg) out << '%' << i.result << ':' << type_name(i.type) << " = ";
    out << op_name(i.op);
    if (i.op == Op::Builtin) out << '.' << builtin_fn_name(static_cast<BuiltinFn>(i.imm[0]));
    if (i.op == Op::Subgroup) out << '.' << subgroup_op_name(static_cast<SubgroupOp>(i.imm[0]));
    if (i.op == Op::Input) out << '.' << input_name(static_cast<InputKind>(i.imm[0]));
    if (i.op == Op::Texture) out << '.' << texture_op_name(static_cast<TextureOp>(i.imm[0]));
    if (op_traits(i.op).names_var) out << " @" << m.vars[i.var].name;
    if (i.op == Op::Texture && i.imm.size() > 1 && i.imm[1] < m.vars.size()) out << " @" << m.vars[i.imm[1]].name;
    for (Reg a : i.args) out << " %" << a;
    if (!i.imm.empty() && i.op != Op::Builtin && i.op != Op::Subgroup && i.op != Op::Input &&
        i.op != Op::Texture) {
      out << " [";
      for (size_t k = 0; k < i.imm.size(); k++) out << (k ? " " : "") << i.imm[k];
      out << ']';
    }
    out << '\n';
  }
};

}  // namespace

std::string print(const Module& m) {
  Printer p{m, {}};
  for (const Variable& v : m.vars) {
    p.out << "var @" << v.name << " " << space_name(v.space) << " size " << v.size;
    if (v.group >= 0) p.out << " binding " << v.group << ":" << v.binding;
    if (v.runtime_sized) p.out << " runtime-sized";
    if (v.space == Space::Handle) p.out << ' ' << handle_text(v.texture);
    p.out << '\n';
  }
  for (size_t f = 0; f < m.functions.size(); f++) {
    const Function& fn = m.functions[f];
    p.out << (f == m.entry ? "entry " : "") << "fn " << fn.name << "(";
    for (size_t i = 0; i < fn.params.size(); i++) p.out << (i ? ", " : "") << '%' << i << ':' << type_name(fn.params[i]);
    p.out << ")";
    if (fn.returns_value) p.out << " -> " << type_name(fn.result);
    if (f == m.entry)
      p.out << " @workgroup_size(" << m.workgroup_size[0] << ", " << m.workgroup_size[1] << ", " << m.workgroup_size[2] << ")";
    p.out << " {\n";
    p.block(fn.body, 1);
    p.out << "}\n";
  }
  return p.out.str();
}

}  // namespace wgx::ir
