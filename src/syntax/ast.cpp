#include "syntax/ast.h"

#include <array>

namespace wgx::ast {
namespace {

struct AttrName {
  std::string_view name;
  AttrKind kind;
};

// Sorted by name.
constexpr std::array<AttrName, 19> kAttrNames = {{
    {"align", AttrKind::Align},
    {"binding", AttrKind::Binding},
    {"blend_src", AttrKind::BlendSrc},
    {"builtin", AttrKind::Builtin},
    {"color", AttrKind::Color},
    {"compute", AttrKind::Compute},
    {"diagnostic", AttrKind::Diagnostic},
    {"fragment", AttrKind::Fragment},
    {"group", AttrKind::Group},
    {"id", AttrKind::Id},
    {"input_attachment_index", AttrKind::InputAttachmentIndex},
    {"interpolate", AttrKind::Interpolate},
    {"invariant", AttrKind::Invariant},
    {"location", AttrKind::Location},
    {"must_use", AttrKind::MustUse},
    {"size", AttrKind::Size},
    {"subgroup_size", AttrKind::SubgroupSize},
    {"vertex", AttrKind::Vertex},
    {"workgroup_size", AttrKind::WorkgroupSize},
}};

}  // namespace

std::string_view binary_op_spelling(BinaryOp op) {
  switch (op) {
    case BinaryOp::Add:
      return "+";
    case BinaryOp::Sub:
      return "-";
    case BinaryOp::Mul:
      return "*";
    case BinaryOp::Div:
      return "/";
    case BinaryOp::Mod:
      return "%";
    case BinaryOp::And:
      return "&";
    case BinaryOp::Or:
      return "|";
    case BinaryOp::Xor:
      return "^";
    case BinaryOp::ShiftLeft:
      return "<<";
    case BinaryOp::ShiftRight:
      return ">>";
    case BinaryOp::LogicalAnd:
      return "&&";
    case BinaryOp::LogicalOr:
      return "||";
    case BinaryOp::Equal:
      return "==";
    case BinaryOp::NotEqual:
      return "!=";
    case BinaryOp::Less:
      return "<";
    case BinaryOp::LessEqual:
      return "<=";
    case BinaryOp::Greater:
      return ">";
    case BinaryOp::GreaterEqual:
      return ">=";
  }
  return "?";
}

std::string_view unary_op_spelling(UnaryOp op) {
  switch (op) {
    case UnaryOp::Negate:
      return "-";
    case UnaryOp::Not:
      return "!";
    case UnaryOp::Complement:
      return "~";
    case UnaryOp::Deref:
      return "*";
    case UnaryOp::AddressOf:
      return "&";
  }
  return "?";
}

const char* decl_kind_name(DeclKind k) {
  switch (k) {
    case DeclKind::Var:
      return "var";
    case DeclKind::Let:
      return "let";
    case DeclKind::Const:
      return "const";
    case DeclKind::Override:
      return "override";
    case DeclKind::Alias:
      return "alias";
    case DeclKind::Struct:
      return "struct";
    case DeclKind::Function:
      return "function";
    case DeclKind::ConstAssert:
      return "const_assert";
  }
  return "declaration";
}

std::string_view attr_name(AttrKind kind) {
  for (const AttrName& a : kAttrNames) {
    if (a.kind == kind) return a.name;
  }
  return "?";
}

bool attr_kind_from_name(std::string_view name, AttrKind* kind) {
  for (const AttrName& a : kAttrNames) {
    if (a.name == name) {
      *kind = a.kind;
      return true;
    }
  }
  return false;
}

const std::vector<std::string_view>& attribute_names() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> v;
    for (const AttrName& a : kAttrNames) v.push_back(a.name);
    return v;
  }();
  return names;
}

}  // namespace wgx::ast
