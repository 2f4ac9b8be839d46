// createComputePipeline's checks (see pipeline_checks.h): the module re-resolved with the override
// values substituted, then the compute limits of the entry point, in Dawn's words.
#include "api/pipeline_checks.h"

#include <algorithm>
#include <memory>
#include <vector>

#include "sema/reflection.h"
#include "sema/resolver.h"

namespace wgx {
namespace {

void add(DiagnosticList& diags, const SourceFile& file, const char* id, std::string message) {
  Diagnostic d{Severity::Error, id, std::move(message), &file, {}};
  d.file_level = true;
  diags.add(std::move(d));
}

// The errors of evaluating the module with the pipeline's override values that concern entry
// point `ep`: those in its functions or at module scope (Dawn substitutes overrides in the entry
// point's own program, so other entry points' functions do not count). Returns false after
// reporting one.
bool check_substitution(const sema::ModuleInfo& info, const sema::FunctionInfo* ep, const DiagnosticList& substituted,
                        const SourceFile& file, DiagnosticList& diags) {
  std::vector<const sema::FunctionInfo*> reachable(ep->transitive_callees);
  reachable.push_back(ep);
  // A function's text: from its first attribute (or its name) to the end of its body.
  auto inside = [](const ast::FunctionDecl* f, uint32_t at) {
    uint32_t begin = f->attrs.empty() ? f->span.offset : std::min(f->span.offset, f->attrs[0]->span.offset);
    uint32_t end = f->body ? f->body->span.end() : f->span.end();
    return at >= begin && at < end;
  };
  for (const Diagnostic& d : substituted.all()) {
    if (d.severity != Severity::Error) continue;
    bool counts = true;
    for (const sema::FunctionInfo* f : info.functions()) {
      if (!f->decl || !inside(f->decl, d.span.offset)) continue;
      counts = std::find(reachable.begin(), reachable.end(), f) != reachable.end();
      break;
    }
    if (!counts) continue;
    Location at = file.location(d.span.offset);
    add(diags, file, "pipeline.override-evaluation",
        std::to_string(at.line) + ":" + std::to_string(at.column) + " error: " + d.message);
    return false;
  }
  return true;
}

}  // namespace

bool check_compute_pipelines(const CompiledModule& module, const SourceFile& file, const PipelineOptions& options,
                             DiagnosticList& diags) {
  if (!module.ok || !module.info) return false;
  size_t before = diags.error_count();
  // The module again with the override values substituted (Tint's SubstituteOverride): the
  // checker's one constant evaluator computes every override-expression, the workgroup sizes and
  // override-sized arrays included, and reports what fails (acos(2), division by zero, 1 << 40).
  DiagnosticList substituted;
  std::unique_ptr<sema::ModuleInfo> info = sema::resolve(*module.ast, file, substituted, &options.constants);
  sema::ModuleReflection reflection = sema::reflect(*module.ast, *info);
  for (const sema::FunctionInfo* f : info->functions()) {
    if (f->stage != sema::PipelineStage::Compute) continue;
    if (!options.entry_point.empty() && f->entity->name != options.entry_point) continue;
    if (!check_substitution(*info, f, substituted, file, diags)) continue;
    int64_t size[3];
    bool known = true;
    for (int i = 0; i < 3; ++i) {
      size[i] = f->workgroup_size[i];
      known = known && size[i] != 0;  // 0: an override without a value (reported by the caller)
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
