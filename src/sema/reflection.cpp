#include "sema/reflection.h"

#include <algorithm>
#include <functional>
#include <nlohmann/json.hpp>
#include <set>

namespace wgx::sema {
namespace {

const char* stage_name(PipelineStage s) {
  switch (s) {
    case PipelineStage::Compute: return "compute";
    case PipelineStage::Vertex: return "vertex";
    case PipelineStage::Fragment: return "fragment";
    case PipelineStage::None: break;
  }
  return "";
}

uint64_t round_up(uint64_t align, uint64_t v) { return (v + align - 1) / align * align; }

// Size of `t` with every runtime-sized array given one element (WebGPU's minimum binding size).
uint64_t min_size(const Type* t) {
  if (t->kind == TypeKind::Array && t->count == 0 && !t->override_count) return array_stride(t);
  if (t->kind == TypeKind::Struct && !t->structure->members.empty()) {
    const StructMemberInfo& last = t->structure->members.back();
    if (last.type->kind == TypeKind::Array && last.type->count == 0) {
      return round_up(t->structure->align, last.offset + array_stride(last.type));
    }
  }
  return size_of(t);
}

BindingReflection binding_of(const Entity* v) {
  BindingReflection b;
  b.name = std::string(v->name);
  b.group = v->group;
  b.binding = v->binding;
  b.type = v->type ? type_name(v->type) : "";
  const Type* t = v->type;
  if (v->space == AddressSpace::Uniform) {
    b.kind = "uniform";
  } else if (v->space == AddressSpace::Storage) {
    b.kind = v->access == Access::Read ? "read-only-storage" : "storage";
  } else if (t && t->kind == TypeKind::Sampler) {
    b.kind = "sampler";
  } else if (t && t->kind == TypeKind::SamplerComparison) {
    b.kind = "comparison-sampler";
  } else if (t && t->kind == TypeKind::Texture) {
    b.kind = t->texture == TextureKind::Storage    ? "storage-texture"
             : t->texture == TextureKind::External ? "external-texture"
                                                   : "texture";
  }
  if (v->space == AddressSpace::Uniform || v->space == AddressSpace::Storage) {
    b.access = std::string(access_name(v->access));
    if (t) b.min_binding_size = min_size(t);
  } else if (t && t->kind == TypeKind::Texture && t->texture == TextureKind::Storage) {
    b.access = std::string(access_name(t->access));
  }
  return b;
}

bool is_resource(const Entity* e) {
  return e->kind == EntityKind::Var && e->module_scope &&
         (e->space == AddressSpace::Uniform || e->space == AddressSpace::Storage || e->space == AddressSpace::Handle);
}

}  // namespace

ModuleReflection reflect(const ast::Module& module, const ModuleInfo& info) {
  ModuleReflection r;
  std::vector<const Entity*> resources;
  std::vector<const Entity*> overrides;
  for (const ast::Decl* d : module.decls) {
    const Entity* e = info.declared(d);
    if (!e) continue;
    if (is_resource(e)) resources.push_back(e);
    if (e->kind == EntityKind::Override) overrides.push_back(e);
  }
  for (const FunctionInfo* f : info.functions()) {
    if (f->stage == PipelineStage::None) continue;
    EntryPointReflection ep;
    ep.name = std::string(f->entity->name);
    ep.stage = stage_name(f->stage);
    std::copy(std::begin(f->workgroup_size), std::end(f->workgroup_size), ep.workgroup_size);
    for (const ast::Expr* e : f->workgroup_size_exprs) {
      if (e && e->kind == ast::ExprKind::Ident) {
        const Entity* o = info.entity(static_cast<const ast::IdentExpr*>(e));
        if (o && o->kind == EntityKind::Override) ep.workgroup_size_overrides.push_back(std::string(o->name));
      }
    }
    // Everything the entry point uses, through its calls.
    std::set<const Entity*> used;
    std::set<const FunctionInfo*> seen;
    std::function<void(const FunctionInfo*)> walk = [&](const FunctionInfo* fn) {
      if (!seen.insert(fn).second) return;
      used.insert(fn->globals.begin(), fn->globals.end());
      for (const FunctionInfo* c : fn->callees) walk(c);
    };
    walk(f);
    for (const Entity* g : used) {
      if (is_resource(g)) ep.bindings.push_back(std::string(g->name));
      if (g->kind == EntityKind::Var && g->space == AddressSpace::Workgroup && g->type) {
        ep.workgroup_storage_size += round_up(16, size_of(g->type));
        if (g->type->kind == TypeKind::Array && g->type->override_count)
          ep.workgroup_override_arrays.push_back(g->type);
      }
    }
    std::sort(ep.bindings.begin(), ep.bindings.end());
    r.entry_points.push_back(std::move(ep));
  }
  for (const Entity* e : resources) r.bindings.push_back(binding_of(e));
  std::sort(r.bindings.begin(), r.bindings.end(), [](const BindingReflection& a, const BindingReflection& b) {
    return std::tie(a.group, a.binding, a.name) < std::tie(b.group, b.binding, b.name);
  });
  for (const Entity* o : overrides) {
    OverrideReflection ov;
    ov.name = std::string(o->name);
    ov.id = o->override_id;
    ov.type = o->type ? type_name(o->type) : "";
    ov.has_default = o->decl && static_cast<const ast::VariableDecl*>(o->decl)->initializer != nullptr;
    r.overrides.push_back(std::move(ov));
  }
  std::sort(r.overrides.begin(), r.overrides.end(),
            [](const OverrideReflection& a, const OverrideReflection& b) { return a.name < b.name; });
  return r;
}

std::string reflection_json(const ModuleReflection& r) {
  nlohmann::json j;
  j["entryPoints"] = nlohmann::json::array();
  for (const EntryPointReflection& ep : r.entry_points) {
    nlohmann::json e = {{"name", ep.name}, {"stage", ep.stage}, {"bindings", ep.bindings}};
    if (ep.stage == "compute") {
      e["workgroupSize"] = {ep.workgroup_size[0], ep.workgroup_size[1], ep.workgroup_size[2]};
      if (!ep.workgroup_size_overrides.empty()) e["workgroupSizeOverrides"] = ep.workgroup_size_overrides;
      e["workgroupStorageSize"] = ep.workgroup_storage_size;
    }
    j["entryPoints"].push_back(std::move(e));
  }
  j["bindings"] = nlohmann::json::array();
  for (const BindingReflection& b : r.bindings) {
    nlohmann::json e = {{"name", b.name}, {"group", b.group}, {"binding", b.binding}, {"kind", b.kind}, {"type", b.type}};
    if (!b.access.empty()) e["access"] = b.access;
    if (b.kind == "uniform" || b.kind == "storage" || b.kind == "read-only-storage") e["minBindingSize"] = b.min_binding_size;
    j["bindings"].push_back(std::move(e));
  }
  j["overrides"] = nlohmann::json::array();
  for (const OverrideReflection& o : r.overrides) {
    nlohmann::json e = {{"name", o.name}, {"type", o.type}, {"hasDefault", o.has_default}};
    if (o.id >= 0) e["id"] = o.id;
    j["overrides"].push_back(std::move(e));
  }
  return j.dump(2);
}

}  // namespace wgx::sema
