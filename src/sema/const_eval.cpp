// Constant evaluation (see const_eval.h).
#include "sema/const_eval.h"

#include <unordered_map>

namespace wgx::sema {

struct ConstEvaluator::Impl {
  std::unordered_map<const ast::Expr*, EvalStage> stages;
};

ConstEvaluator::ConstEvaluator(const SourceFile&, DiagnosticList&, ModuleInfo&) : impl_(std::make_unique<Impl>()) {}
ConstEvaluator::~ConstEvaluator() = default;

bool ConstEvaluator::on_expression(const ast::Expr*, const Type*) { return true; }
void ConstEvaluator::on_const_declaration(const Entity*, const ast::Expr*) {}

EvalStage ConstEvaluator::stage(const ast::Expr* e) const {
  auto it = impl_->stages.find(e);
  return it == impl_->stages.end() ? EvalStage::Runtime : it->second;
}
const Value* ConstEvaluator::value(const ast::Expr*) const { return nullptr; }
const Value* ConstEvaluator::value(const Entity*) const { return nullptr; }

}  // namespace wgx::sema
