// Reflection of a checked module (reflection.h): entry points (with their shader stage inputs and
// outputs), bindings and overrides, read off the checker's ModuleInfo for the API, `wgx reflect`
// and the pipeline checks.
#include "sema/reflection.h"

#include <algorithm>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

namespace wgx::sema {
namespace {

const char* stage_name(PipelineStage s) {
  switch (s) {
    case PipelineStage::Compute:
      return "compute";
    case PipelineStage::Vertex:
      return "vertex";
    case PipelineStage::Fragment:
      return "fragment";
    case PipelineStage::None:
      break;
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

void describe_texture(const Type* t, BindingReflection& b) {
  // WebGPU's view dimensions are WGSL's with dashes: "2d_array" is "2d-array".
  b.view_dimension = std::string(dim_name(t->dim));
  std::replace(b.view_dimension.begin(), b.view_dimension.end(), '_', '-');
  b.multisampled = t->texture == TextureKind::Multisampled || t->texture == TextureKind::DepthMultisampled;
  if (t->texture == TextureKind::Storage) {
    b.texel_format = std::string(texel_format_name(t->format));
    b.texture_format = texture_format_index(t->format);
  } else if (t->texture == TextureKind::Depth || t->texture == TextureKind::DepthMultisampled) {
    b.sample_type = "depth";
  } else if (t->elem) {
    b.sample_type = t->elem->kind == TypeKind::I32 ? "sint" : t->elem->kind == TypeKind::U32 ? "uint" : "float";
  }
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
  if (t && t->kind == TypeKind::Texture) describe_texture(t, b);
  return b;
}

bool is_resource(const Entity* e) {
  return e->kind == EntityKind::Var && e->module_scope &&
         (e->space == AddressSpace::Uniform || e->space == AddressSpace::Storage || e->space == AddressSpace::Handle);
}

// The module-scope declarations an expression names (overrides, variables, aliases), for the
// closure in used_declarations.
void named_declarations(const ModuleInfo& info, const ast::Expr* e, std::vector<const Entity*>& out) {
  if (!e) return;
  switch (e->kind) {
    case ast::ExprKind::Ident: {
      auto* id = static_cast<const ast::IdentExpr*>(e);
      const Entity* ent = info.entity(id);
      if (ent && ent->module_scope && ent->decl) out.push_back(ent);
      for (const ast::Expr* a : id->template_args) named_declarations(info, a, out);
      return;
    }
    case ast::ExprKind::Call: {
      auto* c = static_cast<const ast::CallExpr*>(e);
      named_declarations(info, c->target, out);
      for (const ast::Expr* a : c->args) named_declarations(info, a, out);
      return;
    }
    case ast::ExprKind::Unary:
      return named_declarations(info, static_cast<const ast::UnaryExpr*>(e)->operand, out);
    case ast::ExprKind::Binary:
      named_declarations(info, static_cast<const ast::BinaryExpr*>(e)->lhs, out);
      return named_declarations(info, static_cast<const ast::BinaryExpr*>(e)->rhs, out);
    case ast::ExprKind::Index:
      named_declarations(info, static_cast<const ast::IndexExpr*>(e)->base, out);
      return named_declarations(info, static_cast<const ast::IndexExpr*>(e)->index, out);
    case ast::ExprKind::Member:
      return named_declarations(info, static_cast<const ast::MemberExpr*>(e)->base, out);
    default:
      return;
  }
}

// The overrides, module-scope variables and aliases an entry point uses: those its functions name, then,
// transitively, those named by their types and initializers (an override's initializer, an
// override-sized array's count, an alias) and by its workgroup size, in first-use order. What
// Dawn substitutes and checks for the entry point's pipeline; a worklist, so long chains of
// declarations cost no recursion.
std::vector<const Entity*> used_declarations(const ModuleInfo& info, const FunctionInfo* entry,
                                             const std::set<const Entity*>& named_by_functions) {
  std::vector<const Entity*> work(named_by_functions.begin(), named_by_functions.end());
  for (const ast::Expr* e : entry->workgroup_size_exprs) named_declarations(info, e, work);
  std::set<const Entity*> seen;
  std::vector<const Entity*> out;
  for (size_t i = 0; i < work.size(); ++i) {
    const Entity* ent = work[i];
    if (!seen.insert(ent).second) continue;
    if (ent->kind == EntityKind::Override || ent->kind == EntityKind::Var || ent->decl->kind == ast::DeclKind::Alias)
      out.push_back(ent);
    if (ent->decl->kind == ast::DeclKind::Alias) {
      named_declarations(info, static_cast<const ast::AliasDecl*>(ent->decl)->type, work);
    } else if (ent->kind == EntityKind::Override || ent->kind == EntityKind::Var) {
      auto* v = static_cast<const ast::VariableDecl*>(ent->decl);
      named_declarations(info, v->type, work);
      named_declarations(info, v->initializer, work);
    }
  }
  return out;
}

// Who calls each function, and with which call: how a texture or sampler parameter is traced back
// to the module-scope variables callers pass.
using Callers = std::map<const FunctionInfo*, std::vector<std::pair<const FunctionInfo*, const ast::CallExpr*>>>;

// The module-scope handle variables an argument can be: the variable it names, or, for a
// parameter, what each caller among `reachable` passes (WGSL call graphs have no cycles). Each
// parameter's answer is kept, so that calls fanning out over long chains cost linear time.
struct HandleSources {
  const ModuleInfo& info;
  const Callers& callers;
  const std::set<const FunctionInfo*>& reachable;
  std::map<const Entity*, std::set<const Entity*>> of_param;

  const std::set<const Entity*>& of(const ast::Expr* e) {
    static const std::set<const Entity*> kNone;
    if (!e || e->kind != ast::ExprKind::Ident) return kNone;
    const Entity* ent = info.entity(static_cast<const ast::IdentExpr*>(e));
    if (!ent || (!ent->module_scope && (ent->kind != EntityKind::Param || !ent->owner))) return kNone;
    auto [it, fresh] = of_param.try_emplace(ent);
    if (!fresh) return it->second;
    if (ent->module_scope) {
      it->second.insert(ent);
      return it->second;
    }
    std::set<const Entity*> found;
    auto c = callers.find(ent->owner);
    if (c != callers.end())
      for (const auto& [caller, call] : c->second)
        if (reachable.count(caller) && ent->param_index < call->args.size()) {
          const std::set<const Entity*>& from = of(call->args[ent->param_index]);
          found.insert(from.begin(), from.end());
        }
    std::set<const Entity*>& slot = of_param[ent];  // `it` may be stale after the recursion
    slot = std::move(found);
    return slot;
  }
};

// Handle variables are named through references (to the handle address space).
bool is_kind(const Type* t, TypeKind kind) {
  if (t && t->kind == TypeKind::Reference) t = t->elem;
  return t && t->kind == kind;
}

// The (texture, sampler) pairs of the builtin calls in `reachable`.
std::vector<std::pair<std::string, std::string>> texture_sampler_pairs(const ModuleInfo& info, const Callers& callers,
                                                                       const std::set<const FunctionInfo*>& reachable) {
  std::set<std::pair<std::string, std::string>> pairs;
  HandleSources sources{info, callers, reachable, {}};
  for (const FunctionInfo* fn : reachable) {
    for (const CallSite& cs : fn->calls) {
      if (!cs.builtin) continue;
      const ast::Expr *texture = nullptr, *sampler = nullptr;
      for (const ast::Expr* a : cs.call->args) {
        const Type* t = info.type(a);
        if (is_kind(t, TypeKind::Texture)) texture = a;
        if (is_kind(t, TypeKind::Sampler) || is_kind(t, TypeKind::SamplerComparison)) sampler = a;
      }
      if (!texture || !sampler) continue;
      const std::set<const Entity*> textures = sources.of(texture);
      for (const Entity* t : textures)
        for (const Entity* s : sources.of(sampler)) pairs.insert({std::string(t->name), std::string(s->name)});
    }
  }
  return {pairs.begin(), pairs.end()};
}

// ---- Shader stage inputs and outputs (spec "Entry Point Interface", "Interpolation") ----

std::string_view ident_arg(const ast::Attribute* a, size_t i) {
  if (i >= a->args.size() || a->args[i]->kind != ast::ExprKind::Ident) return {};
  return static_cast<const ast::IdentExpr*>(a->args[i])->ident.name;
}

// A concrete scalar's WGSL name ("f32"), "" for anything else.
std::string scalar_name(const Type* t) {
  switch (t->kind) {
    case TypeKind::Bool:
    case TypeKind::I32:
    case TypeKind::U32:
    case TypeKind::F32:
    case TypeKind::F16:
      return type_name(t);
    default:
      return "";
  }
}

// The interpolation a user-defined value gets, its defaults filled in: a float without
// @interpolate is perspective/center; flat without sampling is first; perspective or linear
// without sampling is center. Integers are flat whether or not they say so (vertex inputs and
// fragment outputs carry no @interpolate), and flat's default sampling is first.
void resolve_interpolation(const ast::Attribute* interpolate, bool integer, StageIoReflection& io) {
  std::string_view type = interpolate ? ident_arg(interpolate, 0) : std::string_view{};
  std::string_view sampling = interpolate ? ident_arg(interpolate, 1) : std::string_view{};
  if (integer || type == "flat") {
    io.interpolation_type = "flat";
    io.interpolation_sampling = sampling.empty() ? "first" : std::string(sampling);
    return;
  }
  io.interpolation_type = type.empty() ? "perspective" : std::string(type);
  io.interpolation_sampling = sampling.empty() ? "center" : std::string(sampling);
}

// One input or output with IO attributes `attrs` and type `t`; nothing for one without a
// @location or @builtin (an invalid module).
void add_stage_io(const ModuleInfo& info, const List<ast::Attribute*>& attrs, const Type* t,
                  std::vector<StageIoReflection>& out) {
  t = unwrap_ref(t);
  StageIoReflection io;
  const ast::Attribute* interpolate = nullptr;
  for (const ast::Attribute* a : attrs) {
    const ast::Expr* arg = a->args.empty() ? nullptr : a->args[0];
    if (a->kind == ast::AttrKind::Location) io.location = info.int_value(arg).value_or(-1);
    if (a->kind == ast::AttrKind::Builtin) io.builtin = std::string(ident_arg(a, 0));
    if (a->kind == ast::AttrKind::BlendSrc) io.blend_src = info.int_value(arg).value_or(-1);
    if (a->kind == ast::AttrKind::Interpolate) interpolate = a;
  }
  if (io.location < 0 && io.builtin.empty()) return;
  // Vectors have their width; clip_distances, an array<f32, N>, its count.
  const Type* scalar = t;
  if (t->kind == TypeKind::Vector || t->kind == TypeKind::Array) {
    io.components = t->kind == TypeKind::Vector ? t->width : static_cast<uint32_t>(t->count);
    scalar = t->elem;
  }
  if (!scalar) return;
  io.base_type = scalar_name(scalar);
  if (io.builtin.empty()) resolve_interpolation(interpolate, is_integer_scalar(scalar), io);
  out.push_back(std::move(io));
}

// A parameter or the return value: itself, or each member of its struct type.
void add_stage_ios(const ModuleInfo& info, const List<ast::Attribute*>& attrs, const Type* t,
                   std::vector<StageIoReflection>& out) {
  if (!t) return;
  if (t->kind != TypeKind::Struct || !t->structure) return add_stage_io(info, attrs, t, out);
  for (const StructMemberInfo& m : t->structure->members)
    if (m.decl && m.type) add_stage_io(info, m.decl->attrs, m.type, out);
}

void reflect_stage_io(const ModuleInfo& info, const FunctionInfo* f, EntryPointReflection& ep) {
  const ast::FunctionDecl* decl = f->decl;
  for (size_t i = 0; i < decl->params.size() && i < f->params.size(); ++i)
    add_stage_ios(info, decl->params[i]->attrs, f->params[i]->type, ep.inputs);
  const Type* ret = f->entity ? f->entity->type : nullptr;
  if (ret && ret->kind != TypeKind::Void) add_stage_ios(info, decl->return_attrs, ret, ep.outputs);
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
  Callers callers;
  for (const FunctionInfo* f : info.functions())
    for (const CallSite& cs : f->calls)
      if (cs.callee) callers[cs.callee].push_back({f, cs.call});
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
    ep.used_declarations = used_declarations(info, f, used);
    ep.texture_sampler_pairs = texture_sampler_pairs(info, callers, seen);
    for (const Entity* g : used) {
      if (is_resource(g)) ep.bindings.push_back(std::string(g->name));
      if (g->kind == EntityKind::Var && g->space == AddressSpace::Workgroup && g->type) {
        ep.workgroup_storage_size += round_up(16, size_of(g->type));
        if (g->type->kind == TypeKind::Array && g->type->override_count)
          ep.workgroup_override_arrays.push_back(g->type);
      }
    }
    std::sort(ep.bindings.begin(), ep.bindings.end());
    if (f->decl) reflect_stage_io(info, f, ep);
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
    ov.key = pipeline_constant_key(o);
    ov.type = o->type ? type_name(o->type) : "";
    ov.has_default = o->decl && static_cast<const ast::VariableDecl*>(o->decl)->initializer != nullptr;
    r.overrides.push_back(std::move(ov));
  }
  std::sort(r.overrides.begin(), r.overrides.end(),
            [](const OverrideReflection& a, const OverrideReflection& b) { return a.name < b.name; });
  return r;
}

namespace {

// `wgx reflect`'s form of a stage input or output: the fields that are set, its type as WGSL
// writes it.
nlohmann::json stage_io_json(const StageIoReflection& io) {
  nlohmann::json j;
  if (io.location >= 0) j["location"] = io.location;
  if (!io.builtin.empty()) j["builtin"] = io.builtin;
  if (io.builtin == "clip_distances") {
    j["type"] = "array<" + io.base_type + ", " + std::to_string(io.components) + ">";
  } else if (io.components > 1) {
    j["type"] = "vec" + std::to_string(io.components) + "<" + io.base_type + ">";
  } else {
    j["type"] = io.base_type;
  }
  if (!io.interpolation_type.empty()) j["interpolation"] = {io.interpolation_type, io.interpolation_sampling};
  if (io.blend_src >= 0) j["blendSrc"] = io.blend_src;
  return j;
}

nlohmann::json stage_ios_json(const std::vector<StageIoReflection>& ios) {
  nlohmann::json a = nlohmann::json::array();
  for (const StageIoReflection& io : ios) a.push_back(stage_io_json(io));
  return a;
}

}  // namespace

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
    if (!ep.texture_sampler_pairs.empty()) e["textureSamplerPairs"] = ep.texture_sampler_pairs;
    e["inputs"] = stage_ios_json(ep.inputs);
    e["outputs"] = stage_ios_json(ep.outputs);
    j["entryPoints"].push_back(std::move(e));
  }
  j["bindings"] = nlohmann::json::array();
  for (const BindingReflection& b : r.bindings) {
    nlohmann::json e = {
        {"name", b.name}, {"group", b.group}, {"binding", b.binding}, {"kind", b.kind}, {"type", b.type}};
    if (!b.access.empty()) e["access"] = b.access;
    if (b.kind == "uniform" || b.kind == "storage" || b.kind == "read-only-storage")
      e["minBindingSize"] = b.min_binding_size;
    j["bindings"].push_back(std::move(e));
  }
  j["overrides"] = nlohmann::json::array();
  for (const OverrideReflection& o : r.overrides) {
    nlohmann::json e = {{"name", o.name}, {"type", o.type}, {"hasDefault", o.has_default}};
    if (o.id >= 0) e["id"] = o.id;
    j["overrides"].push_back(std::move(e));
  }
  // Names come from a checked module (valid UTF-8), but a dump never throws on bytes that are not.
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace wgx::sema
