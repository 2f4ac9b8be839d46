// ModuleInfo (module_info.h): the lookups over what the resolver recorded.
#include "sema/module_info.h"

namespace wgx::sema {

std::string pipeline_constant_key(const Entity* o) {
  return o->override_id >= 0 ? std::to_string(o->override_id) : std::string(o->name);
}

std::optional<int64_t> ModuleInfo::int_value(const ast::Expr* e) const {
  std::span<const ScalarConst> c = e ? scalar_const(e) : std::span<const ScalarConst>{};
  if (c.size() != 1 || c[0].kind != ScalarConst::Kind::Int) return std::nullopt;
  return c[0].i;
}

std::span<const ModuleInfo::ScalarConst> ModuleInfo::scalar_const(const ast::Expr* e) const {
  const ExprInfo* info = find_expr(e);
  if (!info || info->const_count == 0) return {};
  return std::span<const ScalarConst>(scalar_consts_).subspan(info->const_begin, info->const_count);
}

// A value recorded again (an expression resolved twice) is appended anew; the old components
// stay unused, as a module records few twice.
void ModuleInfo::set_scalar_const(const ast::Expr* e, std::span<const ScalarConst> components) {
  ExprInfo& info = expr_slot(e);
  info.const_begin = static_cast<uint32_t>(scalar_consts_.size());
  info.const_count = static_cast<uint32_t>(components.size());
  scalar_consts_.insert(scalar_consts_.end(), components.begin(), components.end());
}

const Entity* ModuleInfo::entity(const ast::IdentExpr* e) const {
  const ExprInfo* info = find_expr(e);
  return info ? info->entity : nullptr;
}

const Type* ModuleInfo::type(const ast::Expr* e) const {
  const ExprInfo* info = find_expr(e);
  return info ? info->type : nullptr;
}

const Entity* ModuleInfo::declared(const ast::Decl* d) const {
  auto it = decl_entities_.find(d);
  return it == decl_entities_.end() ? nullptr : it->second;
}

const Entity* ModuleInfo::declared(const ast::Param* p) const {
  auto it = param_entities_.find(p);
  return it == param_entities_.end() ? nullptr : it->second;
}

const FunctionInfo* ModuleInfo::function(const ast::FunctionDecl* f) const {
  auto it = fn_by_decl_.find(f);
  return it == fn_by_decl_.end() ? nullptr : it->second;
}

const CallSite* ModuleInfo::call(const ast::CallExpr* c) const {
  const ExprInfo* info = find_expr(c);
  return info && info->call ? &calls_[info->call - 1] : nullptr;
}

void ModuleInfo::set_call(const ast::CallExpr* c, CallSite site) {
  ExprInfo& info = expr_slot(c);
  if (info.call) {
    calls_[info.call - 1] = site;
    return;
  }
  calls_.push_back(site);
  info.call = static_cast<uint32_t>(calls_.size());
}

Entity* ModuleInfo::new_entity() {
  return &entities_.emplace_back();
}

FunctionInfo* ModuleInfo::new_function() {
  return &function_storage_.emplace_back();
}

}  // namespace wgx::sema
