#include "api/pipeline_checks.h"

#include <optional>

#include "sema/reflection.h"

namespace wgx {
namespace {

// The value of override `o`: from the pipeline's constants (by name, then by @id), else its
// initializer when that is an integer literal. Other initializers need the const evaluator and
// are left unchecked.
std::optional<int64_t> override_value(const sema::Entity* o, const PipelineOptions& options) {
  auto it = options.constants.find(std::string(o->name));
  if (it == options.constants.end() && o->override_id >= 0) it = options.constants.find(std::to_string(o->override_id));
  if (it != options.constants.end()) return static_cast<int64_t>(it->second);
  auto* decl = static_cast<const ast::VariableDecl*>(o->decl);
  if (decl && decl->initializer && decl->initializer->kind == ast::ExprKind::IntLiteral) {
    return static_cast<const ast::IntLiteralExpr*>(decl->initializer)->value;
  }
  return std::nullopt;
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
      if (size[i] != 0 || !e || e->kind != ast::ExprKind::Ident) continue;
      const sema::Entity* o = module.info->entity(static_cast<const ast::IdentExpr*>(e));
      std::optional<int64_t> v = o && o->kind == sema::EntityKind::Override ? override_value(o, options) : std::nullopt;
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
