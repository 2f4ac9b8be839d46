// Rules about what each entry point's stage allows, checked once every function resolved (Tint's
// Validator::PipelineStages and ModuleScopeVarUsages): for the entry point and each function it
// calls, directly or not, the module-scope variables it names (workgroup memory only in compute
// shaders, writable storage not in vertex shaders), the builtins it calls (derivatives and
// texture sampling only in fragment shaders, barriers only in compute shaders), `discard` (only
// in fragment shaders); at most one `immediate` variable per entry point. A violation in a
// callee is followed by the call chain up to the entry point.
#include <unordered_set>
#include <vector>

#include "sema/intrinsics.h"
#include "sema/validate_fn.h"

namespace wgx::sema::fn {
namespace {

using namespace ast;  // NOLINT

uint8_t stage_bit(PipelineStage s) {
  switch (s) {
    case PipelineStage::Vertex: return static_cast<uint8_t>(StageMask::Vertex);
    case PipelineStage::Fragment: return static_cast<uint8_t>(StageMask::Fragment);
    case PipelineStage::Compute: return static_cast<uint8_t>(StageMask::Compute);
    case PipelineStage::None: break;
  }
  return 0;
}

// Whether `from` calls `to`, directly or through callees (a walk of the direct calls: only
// entry points keep their transitive callees).
bool calls(const FunctionInfo* from, const FunctionInfo* to) {
  std::unordered_set<const FunctionInfo*> seen{from};
  std::vector<const FunctionInfo*> pending{from};
  while (!pending.empty()) {
    const FunctionInfo* f = pending.back();
    pending.pop_back();
    for (const FunctionInfo* c : f->callees) {
      if (c == to) return true;
      if (seen.insert(c).second) pending.push_back(c);
    }
  }
  return false;
}

class Stages {
 public:
  explicit Stages(Validator& v) : v_(v) {}

  bool run() {
    std::vector<const FunctionInfo*> entry_points;
    for (const Decl* d : v_.module.decls) {
      if (d->kind != DeclKind::Function) continue;
      const FunctionInfo* f = v_.info.function(static_cast<const FunctionDecl*>(d));
      if (f && f->stage != PipelineStage::None) entry_points.push_back(f);
    }
    for (const FunctionInfo* ep : entry_points) {
      if (!check_function(ep, ep)) return false;
      for (const FunctionInfo* f : ep->transitive_callees) {
        if (!check_function(f, ep)) return false;
      }
    }
    for (const FunctionInfo* ep : entry_points) {
      if (!unique_immediate(ep)) return false;
    }
    return true;
  }

 private:
  Validator& v_;

  static std::string name_of(const FunctionInfo* f) {
    return f->entity ? std::string(f->entity->name) : std::string();
  }

  // Tint's TraverseCallChain: the path from `from` down to `to`, notes innermost first.
  void call_chain(const FunctionInfo* from, const FunctionInfo* to) {
    for (const FunctionInfo* f : from->callees) {
      if (f == to) {
        v_.note(f->decl->span, ValidateId::CalledBy, "called by function '" + name_of(f) + "'");
        return;
      }
      if (calls(f, to)) {
        call_chain(f, to);
        v_.note(f->decl->span, ValidateId::CalledBy, "called by function '" + name_of(f) + "'");
        return;
      }
    }
  }

  void backtrace(const FunctionInfo* f, const FunctionInfo* ep) {
    if (f == ep) return;
    call_chain(ep, f);
    v_.note(ep->decl->span, ValidateId::CalledByEntryPoint, "called by entry point '" + name_of(ep) + "'");
  }

  bool check_function(const FunctionInfo* f, const FunctionInfo* ep) {
    PipelineStage stage = ep->stage;
    std::string sn = stage_name(stage);
    for (size_t i = 0; i < f->direct_globals.size(); ++i) {
      const Entity* var = f->direct_globals[i];
      if (var->kind != EntityKind::Var) continue;
      Span at = f->direct_global_uses[i];
      std::string msg;
      if (stage != PipelineStage::Compute && var->space == AddressSpace::Workgroup) {
        msg = "var with 'workgroup' address space cannot be used by " + sn + " pipeline stage";
      } else if (stage == PipelineStage::Vertex && var->space == AddressSpace::Storage && var->access != Access::Read) {
        msg = "var with 'storage' address space and '" + std::string(access_name(var->access)) +
              "' access mode cannot be used by vertex pipeline stage";
      } else if (stage == PipelineStage::Vertex && var->type && var->type->kind == TypeKind::Texture &&
                 var->type->texture == TextureKind::Storage && var->type->access != Access::Read) {
        msg = "storage texture with '" + std::string(access_name(var->type->access)) +
              "' access mode cannot be used by vertex pipeline stage";
      }
      if (msg.empty()) continue;
      v_.error(at, ValidateId::VarStage, msg);
      v_.note(var->decl->span, ValidateId::VarDeclaredHere, "variable is declared here");
      backtrace(f, ep);
      return false;
    }
    uint8_t bit = stage_bit(stage);
    for (const CallSite& c : f->calls) {
      if (!c.builtin) continue;
      uint8_t stages = c.stages;
      if (stages & bit) continue;
      v_.error(c.call->span, ValidateId::BuiltinStage, "built-in cannot be used by " + sn + " pipeline stage");
      backtrace(f, ep);
      return false;
    }
    if (stage != PipelineStage::Fragment && f->first_discard) {
      v_.error(f->first_discard->span, ValidateId::DiscardStage,
               "discard statement cannot be used in " + sn + " pipeline stage");
      backtrace(f, ep);
      return false;
    }
    return true;
  }

  // At most one module-scope `immediate` variable per entry point.
  bool unique_immediate(const FunctionInfo* ep) {
    const Entity* seen = nullptr;
    const FunctionInfo* seen_in = nullptr;
    auto check = [&](const FunctionInfo* f) {
      for (const Entity* var : f->direct_globals) {
        if (var->kind != EntityKind::Var || var->space != AddressSpace::Immediate || var == seen) continue;
        if (!seen) {
          seen = var;
          seen_in = f;
          continue;
        }
        v_.error(ep->decl->span, ValidateId::MultipleImmediate,
                 "entry point '" + name_of(ep) + "' uses two different 'immediate' variables.");
        v_.note(var->decl->span, ValidateId::FirstImmediate, "first 'immediate' variable declaration is here");
        backtrace(f, ep);
        v_.note(seen->decl->span, ValidateId::SecondImmediate, "second 'immediate' variable declaration is here");
        backtrace(seen_in, ep);
        return false;
      }
      return true;
    };
    if (!check(ep)) return false;
    for (const FunctionInfo* f : ep->transitive_callees) {
      if (!check(f)) return false;
    }
    return true;
  }
};

}  // namespace

void validate_pipeline_stages(Validator& v) { Stages(v).run(); }

}  // namespace wgx::sema::fn
