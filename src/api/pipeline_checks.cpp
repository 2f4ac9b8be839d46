// createComputePipeline's checks on a compiled module: override values substituted (the module
// re-resolved with them, so that the checker's constant evaluator reports the override-expressions
// that fail), then the compute entry points against the device limits, with Dawn's messages
// (pipeline_checks.h).
#include "api/pipeline_checks.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <memory>
#include <optional>
#include <sstream>
#include <vector>

#include "sema/reflection.h"
#include "sema/resolver.h"

namespace wgx {

const char* diag_id(PipelineId id) {
  static constexpr const char* kIds[] = {
#define WGX_DIAG_ID(name, id) id,
#include "api/pipeline_ids.def"
#undef WGX_DIAG_ID
  };
  size_t i = static_cast<size_t>(id);
  return i < sizeof(kIds) / sizeof(kIds[0]) ? kIds[i] : "";
}

namespace {

void add(DiagnosticList& diags, const SourceFile& file, PipelineId id, std::string message) {
  Diagnostic d{Severity::Error, diag_id(id), std::move(message), &file, {}};
  d.file_level = true;
  diags.add(std::move(d));
}

// Bytes of var<workgroup> an entry point uses once its override-sized arrays have their counts;
// nullopt when a count is unknown (lowering names it) and the check is skipped. Saturates instead
// of wrapping: a count of 2^32-1 elements must read as too large, never as small.
std::optional<uint64_t> workgroup_storage(const sema::ModuleInfo& values, const sema::EntryPointReflection& ep,
                                          DiagnosticList& diags, const SourceFile& file) {
  uint64_t total = ep.workgroup_storage_size;
  for (const sema::Type* t : ep.workgroup_override_arrays) {
    std::optional<int64_t> n = values.int_value(t->override_count);
    if (!n) return std::nullopt;
    if (*n < 1) {
      add(diags, file, PipelineId::ArrayCount, "array count (" + std::to_string(*n) + ") must be greater than 0");
      return std::nullopt;
    }
    uint64_t bytes = 0;
    if (__builtin_mul_overflow(static_cast<uint64_t>(*n), uint64_t{sema::array_stride(t)}, &bytes) ||
        __builtin_add_overflow(total, (bytes + 15) / 16 * 16, &total))
      return UINT64_MAX;
  }
  return total;
}

// The default pipeline layout of the resources entry point `ep` uses, against the limits.
void check_bindings(const sema::ModuleReflection& r, const sema::EntryPointReflection& ep, const gpu::Limits& l,
                    DiagnosticList& diags, const SourceFile& file) {
  uint32_t storage = 0, uniform = 0;
  for (const sema::BindingReflection& b : r.bindings) {
    if (std::find(ep.bindings.begin(), ep.bindings.end(), b.name) == ep.bindings.end()) continue;
    if (b.group >= l.maxBindGroups)
      return add(diags, file, PipelineId::BindGroupLimit,
                 "Group index (" + std::to_string(b.group) + ") exceeds the maximum number of bind groups (" +
                     std::to_string(l.maxBindGroups) + ").");
    if (b.binding >= l.maxBindingsPerBindGroup)
      return add(diags, file, PipelineId::BindingNumberLimit,
                 "Binding number (" + std::to_string(b.binding) + ") exceeds the maxBindingsPerBindGroup limit (" +
                     std::to_string(l.maxBindingsPerBindGroup) + ") - 1.");
    if (b.kind == "storage" || b.kind == "read-only-storage") storage++;
    if (b.kind == "uniform") uniform++;
  }
  if (storage > l.maxStorageBuffersPerShaderStage)
    return add(diags, file, PipelineId::StorageBufferLimit,
               "The number of storage buffers (" + std::to_string(storage) +
                   ") in the Compute stage exceeds the maximum per-stage limit (" +
                   std::to_string(l.maxStorageBuffersPerShaderStage) + ").");
  if (uniform > l.maxUniformBuffersPerShaderStage)
    add(diags, file, PipelineId::UniformBufferLimit,
        "The number of uniform buffers (" + std::to_string(uniform) +
            ") in the Compute stage exceeds the maximum per-stage limit (" +
            std::to_string(l.maxUniformBuffersPerShaderStage) + ").");
}

// Each pipeline constant names an override (by its identifier: the @id of one that has an @id,
// else the name) whose type can hold its value; Dawn's messages.
void check_constants(const sema::ModuleReflection& r, const PipelineOptions& options, DiagnosticList& diags,
                     const SourceFile& file) {
  for (const auto& [key, value] : options.constants) {
    const sema::OverrideReflection* o = nullptr;
    // The override's identifier: its @id when it has one (then its name is no key), else its name.
    for (const sema::OverrideReflection& c : r.overrides)
      if (c.key == key) o = &c;
    if (!o) {
      add(diags, file, PipelineId::ConstantNotFound,
          "Pipeline overridable constant \"" + key + "\" not found in " + options.module_name + ".");
      continue;
    }
    if (constant_representable(value, o->type)) continue;
    std::ostringstream v;
    v << value;
    add(diags, file, PipelineId::ConstantNotRepresentable,
        "Pipeline overridable constant \"" + key + "\" with value (" + v.str() + ") is not representable in type (" +
            o->type + ").");
  }
}

bool given(const PipelineOptions& options, const sema::Entity* o) {
  return options.constants.count(sema::pipeline_constant_key(o)) != 0;
}

// Every override the entry point uses has a value: from the pipeline's constants or its
// initializer (Dawn's message, the identifiers in declaration order).
bool check_initialized(const ast::Module& module, const sema::ModuleInfo& info, const sema::EntryPointReflection& ep,
                       const PipelineOptions& options, const SourceFile& file, DiagnosticList& diags) {
  std::string missing;
  for (const ast::Decl* d : module.decls) {
    const sema::Entity* o = d->kind == ast::DeclKind::Override ? info.declared(d) : nullptr;
    if (!o || static_cast<const ast::VariableDecl*>(d)->initializer || given(options, o)) continue;
    if (std::find(ep.used_declarations.begin(), ep.used_declarations.end(), o) == ep.used_declarations.end()) continue;
    missing += (missing.empty() ? "" : ", ") + std::string(o->name);
  }
  if (missing.empty()) return true;
  add(diags, file, PipelineId::ConstantUninitialized,
      "There are uninitialized pipeline overridable constants, their identifiers:[" + missing + "]");
  return false;
}

// The errors of evaluating the module with the pipeline's override values that concern entry
// point `ep`: those in its functions, or in the module-scope declarations it uses (Dawn
// substitutes overrides in the entry point's own program, so other entry points' functions and
// overrides do not count). Returns false after reporting one.
bool check_substitution(const ast::Module& module, const sema::ModuleInfo& info, const sema::FunctionInfo* ep,
                        const sema::EntryPointReflection& reflection, const DiagnosticList& substituted,
                        const SourceFile& file, DiagnosticList& diags) {
  std::vector<const sema::FunctionInfo*> reachable(ep->transitive_callees);
  reachable.push_back(ep);
  auto used_at_module_scope = [&](uint32_t at) {
    for (const ast::Decl* d : module.decls) {
      if (d->kind == ast::DeclKind::Function || at < d->span.offset || at >= d->span.end()) continue;
      const sema::Entity* e = info.declared(d);
      auto& used = reflection.used_declarations;
      return !e || std::find(used.begin(), used.end(), e) != used.end();
    }
    return true;
  };
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
    if (!counts || !used_at_module_scope(d.span.offset)) continue;
    Location at = file.location(d.span.offset);
    add(diags, file, PipelineId::OverrideEvaluation,
        std::to_string(at.line) + ":" + std::to_string(at.column) + " error: " + d.message);
    return false;
  }
  return true;
}

}  // namespace

bool constant_representable(double v, const std::string& type) {
  if (!std::isfinite(v)) return false;
  if (type == "bool") return true;
  if (type == "f32") return std::fabs(v) <= FLT_MAX;
  if (type == "f16") return std::fabs(v) <= 65504.0;
  double t = std::trunc(v);
  if (type == "i32") return t >= -2147483648.0 && t <= 2147483647.0;
  if (type == "u32") return t >= 0 && t <= 4294967295.0;
  return true;
}

std::unique_ptr<sema::ModuleInfo> substitute_overrides(const CompiledModule& module, const SourceFile& file,
                                                       const PipelineOptions& options, DiagnosticList& diags) {
  return sema::resolve(*module.ast, file, diags, &options.constants);
}

bool check_compute_pipelines(const CompiledModule& module, const SourceFile& file, const PipelineOptions& options,
                             DiagnosticList& diags, std::shared_ptr<const sema::ModuleInfo>* values_out) {
  if (!module.ok || !module.info) return false;
  size_t before = diags.error_count();
  sema::ModuleReflection reflection = sema::reflect(*module.ast, *module.info);
  check_constants(reflection, options, diags, file);
  if (diags.error_count() != before) return false;
  // The module again with the override values substituted (Tint's SubstituteOverride): the
  // checker's one constant evaluator computes every override-expression (the sizes below read
  // its values) and reports what fails (acos(2), division by zero, 1 << 40, clamp with low >
  // high, f32 overflow).
  // A module without overrides resolves to the same thing again, without errors (it had none):
  // where the caller does not keep the values, the checks read the module's own.
  DiagnosticList substituted;
  std::shared_ptr<const sema::ModuleInfo> values;
  if (reflection.overrides.empty() && !values_out) {
    values = std::shared_ptr<const sema::ModuleInfo>(std::shared_ptr<const sema::ModuleInfo>(), module.info.get());
  } else {
    values = substitute_overrides(module, file, options, substituted);
  }
  for (const sema::FunctionInfo* f : module.info->functions()) {
    if (f->stage != options.stage) continue;
    if (!options.entry_point.empty() && f->entity->name != options.entry_point) continue;
    auto ep = std::find_if(reflection.entry_points.begin(), reflection.entry_points.end(),
                           [&](const sema::EntryPointReflection& r) { return r.name == f->entity->name; });
    if (ep == reflection.entry_points.end()) continue;
    if (options.check_uninitialized && !check_initialized(*module.ast, *module.info, *ep, options, file, diags))
      continue;
    size_t entry_errors = diags.error_count();
    if (options.stage != sema::PipelineStage::Compute) {
      check_substitution(*module.ast, *module.info, f, *ep, substituted, file, diags);
      continue;
    }
    int64_t size[3];
    bool known = true;
    for (int i = 0; i < 3; ++i) {
      size[i] = f->workgroup_size[i];
      const ast::Expr* e = f->workgroup_size_exprs[i];
      if (size[i] != 0 || !e) continue;
      std::optional<int64_t> v = values->int_value(e);
      if (v) size[i] = *v;
      known = known && v.has_value();
    }
    const gpu::Limits& l = options.limits;
    if (known && (size[0] < 1 || size[1] < 1 || size[2] < 1)) {
      add(diags, file, PipelineId::WorkgroupSizeZero, "workgroup_size argument must be at least 1");
      continue;
    }
    if (known && (size[0] > l.maxComputeWorkgroupSizeX || size[1] > l.maxComputeWorkgroupSizeY ||
                  size[2] > l.maxComputeWorkgroupSizeZ)) {
      add(diags, file, PipelineId::WorkgroupSizeLimit,
          "Entry-point uses workgroup_size(" + std::to_string(size[0]) + ", " + std::to_string(size[1]) + ", " +
              std::to_string(size[2]) + ") that exceeds the maximum allowed (" +
              std::to_string(l.maxComputeWorkgroupSizeX) + ", " + std::to_string(l.maxComputeWorkgroupSizeY) + ", " +
              std::to_string(l.maxComputeWorkgroupSizeZ) + ").");
      continue;
    }
    int64_t invocations = size[0] * size[1] * size[2];
    if (known && invocations > l.maxComputeInvocationsPerWorkgroup) {
      add(diags, file, PipelineId::InvocationsLimit,
          "The total number of workgroup invocations (" + std::to_string(invocations) +
              ") exceeds the maximum allowed (" + std::to_string(l.maxComputeInvocationsPerWorkgroup) + ").");
      continue;
    }
    if (options.check_bindings) check_bindings(reflection, *ep, l, diags, file);
    std::optional<uint64_t> storage = workgroup_storage(*values, *ep, diags, file);
    if (storage && *storage > l.maxComputeWorkgroupStorageSize)
      add(diags, file, PipelineId::WorkgroupStorageLimit,
          "The total use of workgroup storage (" + std::to_string(*storage) +
              " bytes) is larger than the maximum allowed (" + std::to_string(l.maxComputeWorkgroupStorageSize) +
              " bytes).");
    // After the limits, which Dawn checks on the same values with its own messages.
    if (diags.error_count() == entry_errors)
      check_substitution(*module.ast, *module.info, f, *ep, substituted, file, diags);
  }
  if (values_out) *values_out = std::move(values);
  return diags.error_count() == before;
}

}  // namespace wgx
