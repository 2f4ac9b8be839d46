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
      if (!v || u->op != ast::UnaryOp::Negate || *v == INT64_MIN) return std::nullopt;
      return -*v;
    }
    case ast::ExprKind::Binary: {
      auto* b = static_cast<const ast::BinaryExpr*>(e);
      std::optional<int64_t> l = override_expression(info, b->lhs, options, depth + 1);
      std::optional<int64_t> r = override_expression(info, b->rhs, options, depth + 1);
      if (!l || !r) return std::nullopt;
      // Workgroup sizes and array counts: an int64 result that overflows is no value at all.
      int64_t v = 0;
      switch (b->op) {
        case ast::BinaryOp::Add:
          return __builtin_add_overflow(*l, *r, &v) ? std::nullopt : std::optional<int64_t>(v);
        case ast::BinaryOp::Sub:
          return __builtin_sub_overflow(*l, *r, &v) ? std::nullopt : std::optional<int64_t>(v);
        case ast::BinaryOp::Mul:
          return __builtin_mul_overflow(*l, *r, &v) ? std::nullopt : std::optional<int64_t>(v);
        case ast::BinaryOp::Div:
          return *r == 0 || *r == -1 ? std::nullopt : std::optional<int64_t>(*l / *r);
        case ast::BinaryOp::Mod:
          return *r == 0 || *r == -1 ? std::nullopt : std::optional<int64_t>(*l % *r);
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
  if (it != options.constants.end()) {
    double v = it->second;  // the API and the CLI check it against the override's type first
    if (!(v > -9.2e18 && v < 9.2e18)) return std::nullopt;
    return static_cast<int64_t>(v);
  }
  auto* decl = static_cast<const ast::VariableDecl*>(o->decl);
  if (!decl || !decl->initializer) return std::nullopt;
  return override_expression(info, decl->initializer, options, depth);
}

void add(DiagnosticList& diags, const SourceFile& file, const char* id, std::string message) {
  Diagnostic d{Severity::Error, id, std::move(message), &file, {}};
  d.file_level = true;
  diags.add(std::move(d));
}

// Bytes of var<workgroup> an entry point uses once its override-sized arrays have their counts;
// nullopt when a count is unknown (lowering names it) and the check is skipped. Saturates instead
// of wrapping: a count of 2^32-1 elements must read as too large, never as small.
std::optional<uint64_t> workgroup_storage(const sema::ModuleInfo& info, const sema::EntryPointReflection& ep,
                                          const PipelineOptions& options, DiagnosticList& diags,
                                          const SourceFile& file) {
  uint64_t total = ep.workgroup_storage_size;
  for (const sema::Type* t : ep.workgroup_override_arrays) {
    std::optional<int64_t> n = override_expression(info, t->override_count, options, 0);
    if (!n) return std::nullopt;
    if (*n < 1) {
      add(diags, file, "pipeline.array-count", "array count (" + std::to_string(*n) + ") must be greater than 0");
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
      return add(diags, file, "pipeline.bind-group-limit",
                 "Group index (" + std::to_string(b.group) + ") exceeds the maximum number of bind groups (" +
                     std::to_string(l.maxBindGroups) + ").");
    if (b.binding >= l.maxBindingsPerBindGroup)
      return add(diags, file, "pipeline.binding-number-limit",
                 "Binding number (" + std::to_string(b.binding) + ") exceeds the maxBindingsPerBindGroup limit (" +
                     std::to_string(l.maxBindingsPerBindGroup) + ") - 1.");
    if (b.kind == "storage" || b.kind == "read-only-storage") storage++;
    if (b.kind == "uniform") uniform++;
  }
  if (storage > l.maxStorageBuffersPerShaderStage)
    return add(diags, file, "pipeline.storage-buffer-limit",
               "The number of storage buffers (" + std::to_string(storage) +
                   ") in the Compute stage exceeds the maximum per-stage limit (" +
                   std::to_string(l.maxStorageBuffersPerShaderStage) + ").");
  if (uniform > l.maxUniformBuffersPerShaderStage)
    add(diags, file, "pipeline.uniform-buffer-limit",
        "The number of uniform buffers (" + std::to_string(uniform) +
            ") in the Compute stage exceeds the maximum per-stage limit (" +
            std::to_string(l.maxUniformBuffersPerShaderStage) + ").");
}

// Each pipeline constant names an override (by name or @id) whose type can hold its value; Dawn's
// messages, with the module unnamed as a browser shows it.
void check_constants(const sema::ModuleReflection& r, const PipelineOptions& options, DiagnosticList& diags,
                     const SourceFile& file) {
  for (const auto& [key, value] : options.constants) {
    const sema::OverrideReflection* o = nullptr;
    for (const sema::OverrideReflection& c : r.overrides)
      if (c.name == key || (c.id >= 0 && std::to_string(c.id) == key)) o = &c;
    if (!o) {
      add(diags, file, "pipeline.constant-not-found",
          "Pipeline overridable constant \"" + key + "\" not found in [ShaderModule].");
      continue;
    }
    if (constant_representable(value, o->type)) continue;
    std::ostringstream v;
    v << value;
    add(diags, file, "pipeline.constant-not-representable",
        "Pipeline overridable constant \"" + key + "\" with value (" + v.str() + ") is not representable in type (" +
            o->type + ").");
  }
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

bool check_compute_pipelines(const CompiledModule& module, const SourceFile& file, const PipelineOptions& options,
                             DiagnosticList& diags) {
  if (!module.ok || !module.info) return false;
  size_t before = diags.error_count();
  sema::ModuleReflection reflection = sema::reflect(*module.ast, *module.info);
  check_constants(reflection, options, diags, file);
  if (diags.error_count() != before) return false;
  // The module again with the override values substituted (Tint's SubstituteOverride): the
  // checker's one constant evaluator computes every override-expression and reports what fails
  // (acos(2), division by zero, 1 << 40, clamp with low > high, f32 overflow).
  DiagnosticList substituted;
  sema::resolve(*module.ast, file, substituted, &options.constants);
  for (const sema::FunctionInfo* f : module.info->functions()) {
    if (f->stage != sema::PipelineStage::Compute) continue;
    if (!options.entry_point.empty() && f->entity->name != options.entry_point) continue;
    size_t entry_errors = diags.error_count();
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
    const gpu::Limits& l = options.limits;
    if (known && (size[0] < 1 || size[1] < 1 || size[2] < 1)) {
      add(diags, file, "pipeline.workgroup-size-zero", "workgroup_size argument must be at least 1");
      continue;
    }
    if (known && (size[0] > l.maxComputeWorkgroupSizeX || size[1] > l.maxComputeWorkgroupSizeY ||
                  size[2] > l.maxComputeWorkgroupSizeZ)) {
      add(diags, file, "pipeline.workgroup-size-limit",
          "Entry-point uses workgroup_size(" + std::to_string(size[0]) + ", " + std::to_string(size[1]) + ", " +
              std::to_string(size[2]) + ") that exceeds the maximum allowed (" +
              std::to_string(l.maxComputeWorkgroupSizeX) + ", " + std::to_string(l.maxComputeWorkgroupSizeY) + ", " +
              std::to_string(l.maxComputeWorkgroupSizeZ) + ").");
      continue;
    }
    int64_t invocations = size[0] * size[1] * size[2];
    if (known && invocations > l.maxComputeInvocationsPerWorkgroup) {
      add(diags, file, "pipeline.invocations-limit",
          "The total number of workgroup invocations (" + std::to_string(invocations) +
              ") exceeds the maximum allowed (" + std::to_string(l.maxComputeInvocationsPerWorkgroup) + ").");
      continue;
    }
    for (const sema::EntryPointReflection& ep : reflection.entry_points) {
      if (ep.name != f->entity->name) continue;
      if (options.check_bindings) check_bindings(reflection, ep, l, diags, file);
      std::optional<uint64_t> storage = workgroup_storage(*module.info, ep, options, diags, file);
      if (!storage || *storage <= l.maxComputeWorkgroupStorageSize) continue;
      add(diags, file, "pipeline.workgroup-storage-limit",
          "The total use of workgroup storage (" + std::to_string(*storage) +
              " bytes) is larger than the maximum allowed (" + std::to_string(l.maxComputeWorkgroupStorageSize) +
              " bytes).");
    }
    // After the limits, which Dawn checks on the same values with its own messages.
    if (diags.error_count() == entry_errors) check_substitution(*module.info, f, substituted, file, diags);
  }
  return diags.error_count() == before;
}

}  // namespace wgx
