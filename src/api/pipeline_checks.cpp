#include "api/pipeline_checks.h"

#include <optional>

#include "sema/reflection.h"

namespace wgx {
namespace {

std::optional<int64_t> override_value(const sema::ModuleInfo& info, const sema::Entity* o,
                                      const PipelineOptions& options, int depth);

// The integer value of an override-expression once the pipeline's constants are substituted:
// literals, `const` and `override` names, unary minus, + - * / % and integer conversions. Other
// expressions give no value and the check that needs them is skipped.
std::optional<int64_t> override_expression(const sema::ModuleInfo& info, const ast::Expr* e,
                                           const PipelineOptions& options, int depth) {
  if (!e || depth > 64) return std::nullopt;
  switch (e->kind) {
    case ast::ExprKind::IntLiteral:
      return static_cast<const ast::IntLiteralExpr*>(e)->value;
    case ast::ExprKind::Ident: {
      const sema::Entity* ent = info.entity(static_cast<const ast::IdentExpr*>(e));
      if (!ent || !ent->decl) return std::nullopt;
      if (ent->kind == sema::EntityKind::Override) return override_value(info, ent, options, depth + 1);
      if (ent->kind != sema::EntityKind::Const) return std::nullopt;
      return override_expression(info, static_cast<const ast::VariableDecl*>(ent->decl)->initializer, options,
                                 depth + 1);
    }
    case ast::ExprKind::Unary: {
      auto* u = static_cast<const ast::UnaryExpr*>(e);
      std::optional<int64_t> v = override_expression(info, u->operand, options, depth + 1);
      if (!v || u->op != ast::UnaryOp::Negate) return std::nullopt;
      return -*v;
    }
    case ast::ExprKind::Binary: {
      auto* b = static_cast<const ast::BinaryExpr*>(e);
      std::optional<int64_t> l = override_expression(info, b->lhs, options, depth + 1);
      std::optional<int64_t> r = override_expression(info, b->rhs, options, depth + 1);
      if (!l || !r) return std::nullopt;
      // Values are workgroup sizes: small, so int64 arithmetic is exact here.
      switch (b->op) {
        case ast::BinaryOp::Add:
          return *l + *r;
        case ast::BinaryOp::Sub:
          return *l - *r;
        case ast::BinaryOp::Mul:
          return *l * *r;
        case ast::BinaryOp::Div:
          return *r == 0 ? std::nullopt : std::optional<int64_t>(*l / *r);
        case ast::BinaryOp::Mod:
          return *r == 0 ? std::nullopt : std::optional<int64_t>(*l % *r);
        default:
          return std::nullopt;
      }
    }
    case ast::ExprKind::Call: {
      auto* c = static_cast<const ast::CallExpr*>(e);
      std::string_view n = c->target->ident.name;
      if ((n != "i32" && n != "u32") || c->args.size() != 1) return std::nullopt;
      return override_expression(info, c->args[0], options, depth + 1);
    }
    default:
      return std::nullopt;
  }
}

// The value of override `o`: from the pipeline's constants (by name, then by @id), else its
// initializer evaluated with the constants substituted.
std::optional<int64_t> override_value(const sema::ModuleInfo& info, const sema::Entity* o,
                                      const PipelineOptions& options, int depth) {
  auto it = options.constants.find(std::string(o->name));
  if (it == options.constants.end() && o->override_id >= 0) it = options.constants.find(std::to_string(o->override_id));
  if (it != options.constants.end()) return static_cast<int64_t>(it->second);
  auto* decl = static_cast<const ast::VariableDecl*>(o->decl);
  if (!decl || !decl->initializer) return std::nullopt;
  return override_expression(info, decl->initializer, options, depth);
}

void add(DiagnosticList& diags, const SourceFile& file, const char* id, std::string message) {
  Diagnostic d{Severity::Error, id, std::move(message), &file, {}};
  d.file_level = true;
  diags.add(std::move(d));
}

}  // namespace

bool check_compute_pipelines(const CompiledModule& module, const SourceFile& file, const PipelineOptions& options,
                             DiagnosticList& diags) {
  if (!module.ok || !module.info) return false;
  size_t before = diags.error_count();
  sema::ModuleReflection reflection = sema::reflect(*module.ast, *module.info);
  for (const sema::FunctionInfo* f : module.info->functions()) {
    if (f->stage != sema::PipelineStage::Compute) continue;
    if (!options.entry_point.empty() && f->entity->name != options.entry_point) continue;
    int64_t size[3];
    bool known = true;
    for (int i = 0; i < 3; ++i) {
      size[i] = f->workgroup_size[i];
      const ast::Expr* e = f->workgroup_size_exprs[i];
      if (size[i] != 0 || !e) continue;
      std::optional<int64_t> v = override_expression(*module.info, e, options, 0);
      if (v) size[i] = *v;
      known = known && v.has_value();
    }
    const ComputeLimits& l = options.limits;
    if (known &&
        (size[0] > l.max_workgroup_size_x || size[1] > l.max_workgroup_size_y || size[2] > l.max_workgroup_size_z)) {
      add(diags, file, "pipeline.workgroup-size-limit",
          "Entry-point uses workgroup_size(" + std::to_string(size[0]) + ", " + std::to_string(size[1]) + ", " +
              std::to_string(size[2]) + ") that exceeds the maximum allowed (" +
              std::to_string(l.max_workgroup_size_x) + ", " + std::to_string(l.max_workgroup_size_y) + ", " +
              std::to_string(l.max_workgroup_size_z) + ").");
      continue;
    }
    int64_t invocations = size[0] * size[1] * size[2];
    if (known && invocations > l.max_invocations_per_workgroup) {
      add(diags, file, "pipeline.invocations-limit",
          "The total number of workgroup invocations (" + std::to_string(invocations) +
              ") exceeds the maximum allowed (" + std::to_string(l.max_invocations_per_workgroup) + ").");
      continue;
    }
    for (const sema::EntryPointReflection& ep : reflection.entry_points) {
      if (ep.name != f->entity->name || ep.workgroup_storage_size <= l.max_workgroup_storage_size) continue;
      add(diags, file, "pipeline.workgroup-storage-limit",
          "The total use of workgroup storage (" + std::to_string(ep.workgroup_storage_size) +
              " bytes) is larger than the maximum allowed (" + std::to_string(l.max_workgroup_storage_size) +
              " bytes).");
    }
  }
  return diags.error_count() == before;
}

}  // namespace wgx
