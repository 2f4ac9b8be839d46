// The uniformity analysis of the WGSL spec ("Uniformity"). For each function, callees first, the
// spec's graph is built (nodes for control flow and values, edges "is uniform only if"), then
// explored from RequiredToBeUniform.{error,warning,info}. Reaching MayBeNonUniform is a uniformity
// failure; otherwise the function's tags (call site, function, parameter, pointer parameter) are
// recorded for its callers.
//
// The graph follows Tint's construction node for node and edge for edge (including the order in
// which edges are added), because the notes explaining a failure are read off the path the
// depth-first traversal takes, and they must read like Tint's. As in Tint, the analysis runs
// twice: at workgroup scope (barriers, derivatives, workgroupUniformLoad) and, if that passes, at
// subgroup scope (subgroup and quad builtins), which is what the subgroup_uniformity language
// feature asks for.
#include "sema/uniformity.h"

#include <algorithm>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "sema/module_info.h"
#include "sema/uniformity_messages.h"
#include "syntax/ast.h"

namespace wgx::sema {
namespace {

using uniformity::format_message;
using uniformity::message_info;
using uniformity::Msg;

constexpr bool table_in_order() {
  for (size_t i = 0; i < std::size(uniformity::kMessages); ++i) {
    if (static_cast<size_t>(uniformity::kMessages[i].msg) != i) return false;
  }
  return true;
}
static_assert(table_in_order(), "uniformity::kMessages must be in the order of uniformity::Msg");

// ---- Statement behaviors (spec "Behavior Analysis", as Tint computes them) ------------------

enum : uint8_t { kNext = 1, kBreak = 2, kContinue = 4, kReturn = 8 };

class Behaviors {
 public:
  uint8_t of(const ast::Stmt* s) {
    auto it = memo_.find(s);
    if (it != memo_.end()) return it->second;
    uint8_t b = compute(s);
    memo_[s] = b;
    return b;
  }

 private:
  std::unordered_map<const ast::Stmt*, uint8_t> memo_;

  uint8_t block(const ast::BlockStmt* b) { return of(b); }

  uint8_t statements(const ast::BlockStmt* b) {
    uint8_t r = kNext;
    bool reachable = true;
    for (const ast::Stmt* s : b->stmts) {
      uint8_t sb = of(s);
      if (reachable) r = static_cast<uint8_t>((r & ~kNext) | sb);
      reachable = reachable && (sb & kNext);
    }
    return r;
  }

  uint8_t compute(const ast::Stmt* s) {
    switch (s->kind) {
      case ast::StmtKind::Block:
        return statements(static_cast<const ast::BlockStmt*>(s));
      case ast::StmtKind::Return:
        return kReturn;
      case ast::StmtKind::Break:
        return kBreak;
      case ast::StmtKind::BreakIf:
        return kNext | kBreak;
      case ast::StmtKind::Continue:
        return kContinue;
      case ast::StmtKind::If: {
        auto* i = static_cast<const ast::IfStmt*>(s);
        uint8_t r = block(i->then_block);
        r |= i->else_stmt ? of(i->else_stmt) : static_cast<uint8_t>(kNext);
        return r;
      }
      case ast::StmtKind::Switch: {
        auto* sw = static_cast<const ast::SwitchStmt*>(s);
        uint8_t r = 0;
        for (const ast::CaseClause* c : sw->clauses) r |= block(c->body);
        if (r & kBreak) r |= kNext;
        return static_cast<uint8_t>(r & ~kBreak);
      }
      case ast::StmtKind::Loop: {
        auto* l = static_cast<const ast::LoopStmt*>(s);
        uint8_t r = block(l->body);
        bool only_return = r == kReturn;
        if (l->continuing) {
          uint8_t c = block(l->continuing);
          if (!only_return) r |= c;
        }
        if (r & kBreak) {
          r |= kNext;
        } else {
          r &= ~kNext;
        }
        return static_cast<uint8_t>(r & ~(kBreak | kContinue));
      }
      case ast::StmtKind::For: {
        auto* f = static_cast<const ast::ForStmt*>(s);
        uint8_t r = kNext;
        if (f->init) r |= of(f->init);
        if (f->update) r |= of(f->update);
        r |= block(f->body);
        if (f->condition || (r & kBreak)) {
          r |= kNext;
        } else {
          r &= ~kNext;
        }
        return static_cast<uint8_t>(r & ~(kBreak | kContinue));
      }
      case ast::StmtKind::While: {
        auto* w = static_cast<const ast::WhileStmt*>(s);
        uint8_t r = kNext | block(w->body);
        return static_cast<uint8_t>(r & ~(kBreak | kContinue));
      }
      default:
        return kNext;
    }
  }
};

// ---- Builtin functions, as the analysis classifies them (Tint's categories) ----------------

enum class BuiltinClass : uint8_t { Other, Barrier, WorkgroupUniformLoad, Derivative, Atomic, TextureLoad, Subgroup };

BuiltinClass classify_builtin(std::string_view name) {
  static const std::unordered_map<std::string_view, BuiltinClass> table = [] {
    std::unordered_map<std::string_view, BuiltinClass> t;
    for (auto n : {"workgroupBarrier", "storageBarrier", "textureBarrier"}) t[n] = BuiltinClass::Barrier;
    t["workgroupUniformLoad"] = BuiltinClass::WorkgroupUniformLoad;
    for (auto n : {"dpdx", "dpdxCoarse", "dpdxFine", "dpdy", "dpdyCoarse", "dpdyFine", "fwidth", "fwidthCoarse",
                   "fwidthFine", "textureSample", "textureSampleBias", "textureSampleCompare"}) {
      t[n] = BuiltinClass::Derivative;
    }
    for (auto n : {"atomicLoad", "atomicStore", "atomicAdd", "atomicSub", "atomicMax", "atomicMin", "atomicAnd",
                   "atomicOr", "atomicXor", "atomicExchange", "atomicCompareExchangeWeak"}) {
      t[n] = BuiltinClass::Atomic;
    }
    t["textureLoad"] = BuiltinClass::TextureLoad;
    for (auto n : {"subgroupBallot", "subgroupElect", "subgroupBroadcast", "subgroupBroadcastFirst",
                   "subgroupShuffle", "subgroupShuffleXor", "subgroupShuffleUp", "subgroupShuffleDown",
                   "subgroupAdd", "subgroupInclusiveAdd", "subgroupExclusiveAdd", "subgroupMul",
                   "subgroupInclusiveMul", "subgroupExclusiveMul", "subgroupAnd", "subgroupOr", "subgroupXor",
                   "subgroupMin", "subgroupMax", "subgroupAll", "subgroupAny", "quadBroadcast", "quadSwapX",
                   "quadSwapY", "quadSwapDiagonal"}) {
      t[n] = BuiltinClass::Subgroup;
    }
    return t;
  }();
  auto it = table.find(name);
  return it == table.end() ? BuiltinClass::Other : it->second;
}

// Subgroup builtins whose result is the same for the whole subgroup.
bool subgroup_uniform_result(std::string_view n) {
  static const std::unordered_set<std::string_view> set = {
      "subgroupAdd", "subgroupAll", "subgroupAnd", "subgroupAny", "subgroupBallot", "subgroupBroadcast",
      "subgroupBroadcastFirst", "subgroupMax", "subgroupMin", "subgroupMul", "subgroupOr", "subgroupXor"};
  return set.count(n) != 0;
}

bool is_shuffle_with_delta(std::string_view n) {
  return n == "subgroupShuffleDown" || n == "subgroupShuffleUp" || n == "subgroupShuffleXor";
}

// ---- Diagnostic severities and filters ------------------------------------------------------

enum class Sev : uint8_t { Undefined, Off, Info, Warning, Error };
enum class Rule : uint8_t { Derivative, Subgroup };

Sev severity_from_name(std::string_view s) {
  if (s == "error") return Sev::Error;
  if (s == "warning") return Sev::Warning;
  if (s == "info") return Sev::Info;
  if (s == "off") return Sev::Off;
  return Sev::Undefined;
}

bool rule_from_control(const ast::DiagnosticControl& c, Rule* rule) {
  if (!c.rule_category.name.empty()) return false;
  if (c.rule.name == "derivative_uniformity") {
    *rule = Rule::Derivative;
    return true;
  }
  if (c.rule.name == "subgroup_uniformity") {
    *rule = Rule::Subgroup;
    return true;
  }
  return false;
}

Severity to_severity(Sev s) {
  switch (s) {
    case Sev::Error:
      return Severity::Error;
    case Sev::Warning:
      return Severity::Warning;
    default:
      return Severity::Note;  // Tint reports info-severity findings as notes
  }
}

enum class Scope : uint8_t { All, Workgroup, Subgroup };

// ---- The graph ------------------------------------------------------------------------------

// What a node stands for in the source, for the notes.
struct AstRef {
  enum Kind : uint8_t { None, Ident, Param, Var, Call, Expr, Stmt } kind = None;
  const void* ptr = nullptr;

  static AstRef ident(const ast::IdentExpr* e) { return {Ident, e}; }
  static AstRef param(const ast::Param* p) { return {Param, p}; }
  static AstRef var(const ast::VariableDecl* v) { return {Var, v}; }
  static AstRef call(const ast::CallExpr* c) { return {Call, c}; }
  static AstRef expr(const ast::Expr* e) { return {Expr, e}; }
  static AstRef stmt(const ast::Stmt* s) { return {Stmt, s}; }
};

struct Node;

// A node's out-edges, in insertion order; most nodes have one or two, kept inline.
class EdgeList {
 public:
  Node* const* begin() const { return size_ <= kInline ? small_ : big_.data(); }
  Node* const* end() const { return begin() + size_; }
  size_t size() const { return size_; }
  void push_back(Node* n) {
    if (size_ < kInline) {
      small_[size_++] = n;
      return;
    }
    if (size_ == kInline) big_.assign(small_, small_ + kInline);
    big_.push_back(n);
    ++size_;
  }

 private:
  static constexpr uint32_t kInline = 3;
  Node* small_[kInline] = {};
  uint32_t size_ = 0;
  std::vector<Node*> big_;
};

struct Node {
  enum Type : uint8_t { Regular, ArgValue, ArgContents, PtrArgResult, ReturnValue, PtrParamContents };

  Type type = Regular;
  bool affects_control_flow = false;
  AstRef ast;
  uint32_t arg_index = ~0u;
  EdgeList edges;
  std::unique_ptr<std::unordered_set<Node*>> edge_set;  // for large fan-outs only
  Node* visited_from = nullptr;

  void add_edge(Node* to) {
    if (!to) return;
    if (!edge_set) {
      if (std::find(edges.begin(), edges.end(), to) != edges.end()) return;
      edges.push_back(to);
      if (edges.size() == 16) edge_set = std::make_unique<std::unordered_set<Node*>>(edges.begin(), edges.end());
      return;
    }
    if (edge_set->insert(to).second) edges.push_back(to);
  }
};

// Nodes live in chunks that are never moved, so node pointers stay valid.
class NodePool {
 public:
  Node* create() {
    if (used_ == kChunk || chunks_.empty()) {
      chunks_.push_back(std::make_unique<Node[]>(kChunk));
      used_ = 0;
    }
    return &chunks_.back()[used_++];
  }
  template <typename F>
  void for_each(F&& f) {
    for (size_t c = 0; c < chunks_.size(); ++c) {
      size_t n = c + 1 == chunks_.size() ? used_ : kChunk;
      for (size_t i = 0; i < n; ++i) f(chunks_[c][i]);
    }
  }

 private:
  static constexpr size_t kChunk = 1024;
  std::vector<std::unique_ptr<Node[]>> chunks_;
  size_t used_ = 0;
};

// An insertion-ordered map from pointers; iteration order decides the order in which nodes get
// edges. Small maps are searched linearly; large ones get an open-addressing index.
template <typename K, typename V>
class OrderedMap {
 public:
  V* find(const K& k) {
    size_t i = index_of(k);
    return i == kNone ? nullptr : &items_[i].second;
  }
  bool contains(const K& k) const { return index_of(k) != kNone; }
  void set(const K& k, V v) {
    size_t i = index_of(k);
    if (i != kNone) {
      items_[i].second = v;
      return;
    }
    items_.emplace_back(k, v);
    if (items_.size() > kLinear) {
      if (slots_.size() < items_.size() * 2) {
        rehash();
      } else {
        insert_slot(items_.size() - 1);
      }
    }
  }
  template <typename F>
  V get_or_add(const K& k, F&& make) {
    if (V* v = find(k)) return *v;
    V v = make();
    set(k, v);
    return v;
  }
  auto begin() const { return items_.begin(); }
  auto end() const { return items_.end(); }

 private:
  static constexpr size_t kNone = ~size_t{0};
  static constexpr size_t kLinear = 8;
  std::vector<std::pair<K, V>> items_;
  std::vector<uint32_t> slots_;  // item index + 1; 0 = empty

  static size_t hash(const K& k) {
    uint64_t x = reinterpret_cast<uintptr_t>(k);
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return static_cast<size_t>(x);
  }
  size_t index_of(const K& k) const {
    if (items_.size() <= kLinear) {
      for (size_t i = 0; i < items_.size(); ++i) {
        if (items_[i].first == k) return i;
      }
      return kNone;
    }
    size_t mask = slots_.size() - 1;
    for (size_t s = hash(k) & mask;; s = (s + 1) & mask) {
      uint32_t v = slots_[s];
      if (v == 0) return kNone;
      if (items_[v - 1].first == k) return v - 1;
    }
  }
  void insert_slot(size_t item) {
    size_t mask = slots_.size() - 1;
    size_t s = hash(items_[item].first) & mask;
    while (slots_[s] != 0) s = (s + 1) & mask;
    slots_[s] = static_cast<uint32_t>(item + 1);
  }
  void rehash() {
    size_t n = 16;
    while (n < items_.size() * 4) n *= 2;
    slots_.assign(n, 0);
    for (size_t i = 0; i < items_.size(); ++i) insert_slot(i);
  }
};

template <typename K>
class OrderedSet {
 public:
  void add(const K& k) {
    if (std::find(items_.begin(), items_.end(), k) == items_.end()) items_.push_back(k);
  }
  void remove(const K& k) {
    auto it = std::find(items_.begin(), items_.end(), k);
    if (it != items_.end()) items_.erase(it);
  }
  bool contains(const K& k) const { return std::find(items_.begin(), items_.end(), k) != items_.end(); }
  auto begin() const { return items_.begin(); }
  auto end() const { return items_.end(); }
  // Iterations may add or remove entries of other sets only; take a copy to be safe.
  std::vector<K> snapshot() const { return items_; }

 private:
  std::vector<K> items_;
};

using VarKey = const Entity*;
using VarMap = OrderedMap<VarKey, Node*>;

// Values of function-scope variables, scoped by control flow.
class ScopeStack {
 public:
  ScopeStack() { push(); }
  void push() { scopes_.emplace_back(); }
  void pop() { scopes_.pop_back(); }
  VarMap& top() { return scopes_.back(); }
  void set(VarKey k, Node* v) { scopes_.back().set(k, v); }
  Node* get(VarKey k) {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
      if (Node** n = it->find(k)) return *n;
    }
    return nullptr;
  }

 private:
  std::vector<VarMap> scopes_;
};

struct CallSiteTag {
  bool required = false;
  Sev severity = Sev::Undefined;
};

enum class ParamTagKind : uint8_t { ValueRequired, ContentsRequired, NoRestriction };
struct ParamTag {
  ParamTagKind kind = ParamTagKind::NoRestriction;
  Sev severity = Sev::Undefined;
};

struct ParamInfo {
  const ast::Param* decl = nullptr;
  VarKey entity = nullptr;
  bool is_pointer = false;
  ParamTag tag_direct;
  ParamTag tag_retval;
  bool pointer_may_become_non_uniform = false;
  std::vector<uint32_t> ptr_output_source_param_values;
  std::vector<uint32_t> ptr_output_source_param_contents;
  Node* value = nullptr;
  Node* ptr_input_contents = nullptr;
  Node* ptr_output_contents = nullptr;
};

struct LoopSwitchInfo {
  VarMap var_in_nodes;
  VarMap var_continuing_nodes;
  VarMap var_exit_nodes;
};

struct FnGraph {
  const ast::FunctionDecl* decl = nullptr;
  std::string_view name;
  CallSiteTag callsite_tag;
  bool return_value_may_be_non_uniform = false;
  std::vector<ParamInfo> params;

  NodePool nodes;
  Node* rtbu_error = nullptr;
  Node* rtbu_warning = nullptr;
  Node* rtbu_info = nullptr;
  Node* may_be_non_uniform = nullptr;
  Node* cf_start = nullptr;
  Node* value_return = nullptr;

  ScopeStack variables;
  OrderedSet<VarKey> local_var_decls;
  std::unordered_set<VarKey> partial_ptrs;
  std::unordered_map<const ast::Stmt*, LoopSwitchInfo> loop_switch_infos;

  Node* create(AstRef ast = {}) {
    Node* n = nodes.create();
    n->ast = ast;
    return n;
  }
  Node* rtbu(Sev s) {
    switch (s) {
      case Sev::Warning:
        return rtbu_warning;
      case Sev::Info:
        return rtbu_info;
      default:
        return rtbu_error;
    }
  }
  void reset_visited() {
    nodes.for_each([](Node& n) { n.visited_from = nullptr; });
  }
};

// ---- Facts about the module the analysis needs, gathered once --------------------------------

bool attr_is_stage(const ast::Attribute* a) {
  return a->kind == ast::AttrKind::Compute || a->kind == ast::AttrKind::Fragment || a->kind == ast::AttrKind::Vertex;
}

std::string_view builtin_attr_name(const List<ast::Attribute*>& attrs) {
  for (const ast::Attribute* a : attrs) {
    if (a->kind != ast::AttrKind::Builtin || a->args.size() == 0) continue;
    const ast::Expr* e = a->args[0];
    if (e && e->kind == ast::ExprKind::Ident) return static_cast<const ast::IdentExpr*>(e)->ident.name;
  }
  return {};
}

bool has_attr(const List<ast::Attribute*>& attrs, ast::AttrKind k) {
  for (const ast::Attribute* a : attrs) {
    if (a->kind == k) return true;
  }
  return false;
}

struct ModuleFacts {
  const ast::Module& module;
  const ModuleInfo& info;
  const SourceFile& file;
  Behaviors behaviors;
  std::unordered_map<std::string_view, const ast::FunctionDecl*> functions_by_name;
  std::unordered_map<std::string_view, const ast::StructDecl*> structs_by_name;
  std::unordered_set<const ast::Decl*> module_decls;
  std::unordered_map<const ast::Param*, std::pair<const ast::FunctionDecl*, uint32_t>> param_owner;
  std::unordered_map<const ast::CallExpr*, const ast::FunctionDecl*> call_owner;
  std::vector<std::pair<Rule, Sev>> directive_filters;

  ModuleFacts(const ast::Module& m, const ModuleInfo& i, const SourceFile& f) : module(m), info(i), file(f) {
    for (const ast::Decl* d : m.decls) {
      module_decls.insert(d);
      if (d->kind == ast::DeclKind::Function) {
        auto* fn = static_cast<const ast::FunctionDecl*>(d);
        functions_by_name.emplace(fn->name.name, fn);
        uint32_t idx = 0;
        for (const ast::Param* p : fn->params) param_owner[p] = {fn, idx++};
      } else if (d->kind == ast::DeclKind::Struct) {
        structs_by_name.emplace(d->name.name, static_cast<const ast::StructDecl*>(d));
      }
    }
    for (const ast::Directive* d : m.directives) {
      if (d->kind != ast::DirectiveKind::Diagnostic) continue;
      Rule r;
      if (rule_from_control(d->control, &r)) directive_filters.emplace_back(r, severity_from_name(d->control.severity.name));
    }
  }

  bool is_entry_point(const ast::FunctionDecl* f) const {
    for (const ast::Attribute* a : f->attrs) {
      if (attr_is_stage(a)) return true;
    }
    return false;
  }
  bool is_compute(const ast::FunctionDecl* f) const { return has_attr(f->attrs, ast::AttrKind::Compute); }

  const Entity* entity(const ast::IdentExpr* e) const { return info.entity(e); }

  bool is_module_scope(const Entity* e) const {
    if (!e) return false;
    if (e->decl && module_decls.count(e->decl)) return true;
    return e->module_scope && !e->param;
  }
  bool is_var(const Entity* e) const {
    if (!e) return false;
    if (e->decl) return e->decl->kind == ast::DeclKind::Var;
    return e->kind == EntityKind::Var;
  }
  bool is_param(const Entity* e) const { return e && (e->param != nullptr || e->kind == EntityKind::Param); }
  const ast::VariableDecl* var_decl(const Entity* e) const {
    if (!e || !e->decl) return nullptr;
    switch (e->decl->kind) {
      case ast::DeclKind::Var:
      case ast::DeclKind::Let:
      case ast::DeclKind::Const:
      case ast::DeclKind::Override:
        return static_cast<const ast::VariableDecl*>(e->decl);
      default:
        return nullptr;
    }
  }

  static std::string_view ident_name(const ast::Expr* e) {
    if (e && e->kind == ast::ExprKind::Ident) return static_cast<const ast::IdentExpr*>(e)->ident.name;
    return {};
  }

  // The type expression an entity was declared with, or null.
  const ast::IdentExpr* declared_type(const Entity* e) const {
    if (!e) return nullptr;
    if (e->param) return e->param->type;
    if (auto* v = var_decl(e)) return v->type;
    return nullptr;
  }

  // Address space of a variable.
  AddressSpace var_space(const Entity* e) const {
    if (e->space != AddressSpace::Undefined) return e->space;
    auto* v = var_decl(e);
    std::string_view n = v ? ident_name(v->address_space) : std::string_view{};
    if (n == "function") return AddressSpace::Function;
    if (n == "private") return AddressSpace::Private;
    if (n == "workgroup") return AddressSpace::Workgroup;
    if (n == "uniform") return AddressSpace::Uniform;
    if (n == "storage") return AddressSpace::Storage;
    if (n == "immediate") return AddressSpace::Immediate;
    return is_module_scope(e) ? AddressSpace::Handle : AddressSpace::Function;
  }

  static Access default_access(AddressSpace s) {
    switch (s) {
      case AddressSpace::Function:
      case AddressSpace::Private:
      case AddressSpace::Workgroup:
        return Access::ReadWrite;
      default:
        return Access::Read;
    }
  }

  // Access mode of a variable, as Tint's sem::Variable::Access() reports it.
  Access var_access(const Entity* e) const {
    AddressSpace s = var_space(e);
    if (s == AddressSpace::Handle || s == AddressSpace::Uniform || s == AddressSpace::Immediate) return Access::Read;
    if (s == AddressSpace::Storage) {
      if (e->access != Access::Undefined) return e->access;
      auto* v = var_decl(e);
      return v && ident_name(v->access) == "read_write" ? Access::ReadWrite : Access::Read;
    }
    return Access::ReadWrite;
  }

  // Is a module-scope variable one whose loads may differ between invocations?
  bool global_is_mutable(const Entity* e) const { return is_var(e) && var_access(e) != Access::Read; }

  bool entity_is_pointer(const Entity* e) const {
    if (!e || is_var(e)) return false;
    if (e->type) return e->type->kind == TypeKind::Pointer;
    if (const ast::IdentExpr* t = declared_type(e)) return t->ident.name == "ptr";
    if (auto* v = var_decl(e); v && v->kind == ast::DeclKind::Let && v->initializer) return expr_is_pointer(v->initializer);
    return false;
  }

  // Address space and access of the memory a pointer parameter points to.
  std::pair<AddressSpace, Access> pointee(const Entity* e) const {
    if (e->type && e->type->kind == TypeKind::Pointer) {
      Access a = e->type->access != Access::Undefined ? e->type->access : default_access(e->type->space);
      return {e->type->space, a};
    }
    const ast::IdentExpr* t = declared_type(e);
    AddressSpace s = AddressSpace::Function;
    Access a = Access::Undefined;
    if (t && t->template_args.size() >= 1) {
      std::string_view n = ident_name(t->template_args[0]);
      if (n == "private") s = AddressSpace::Private;
      if (n == "workgroup") s = AddressSpace::Workgroup;
      if (n == "uniform") s = AddressSpace::Uniform;
      if (n == "storage") s = AddressSpace::Storage;
      if (n == "immediate") s = AddressSpace::Immediate;
    }
    if (t && t->template_args.size() >= 3) {
      std::string_view n = ident_name(t->template_args[2]);
      if (n == "read") a = Access::Read;
      if (n == "write") a = Access::Write;
      if (n == "read_write") a = Access::ReadWrite;
    }
    if (a == Access::Undefined) a = default_access(s);
    return {s, a};
  }

  bool expr_is_pointer(const ast::Expr* e) const {
    if (const Type* t = info.type(e)) return t->kind == TypeKind::Pointer;
    switch (e->kind) {
      case ast::ExprKind::Unary:
        return static_cast<const ast::UnaryExpr*>(e)->op == ast::UnaryOp::AddressOf;
      case ast::ExprKind::Ident:
        return entity_is_pointer(entity(static_cast<const ast::IdentExpr*>(e)));
      default:
        return false;
    }
  }

  // Is `e` a memory view (an expression of reference type)?
  bool expr_is_reference(const ast::Expr* e) const {
    if (const Type* t = info.type(e)) return t->kind == TypeKind::Reference;
    switch (e->kind) {
      case ast::ExprKind::Ident:
        return is_var(entity(static_cast<const ast::IdentExpr*>(e)));
      case ast::ExprKind::Unary:
        return static_cast<const ast::UnaryExpr*>(e)->op == ast::UnaryOp::Deref;
      case ast::ExprKind::Index: {
        auto* base = static_cast<const ast::IndexExpr*>(e)->base;
        return expr_is_reference(base) || expr_is_pointer(base);
      }
      case ast::ExprKind::Member: {
        auto* base = static_cast<const ast::MemberExpr*>(e)->base;
        return expr_is_reference(base) || expr_is_pointer(base);
      }
      default:
        return false;
    }
  }

  // The variable (or pointer parameter) a memory view or pointer expression is rooted at.
  const Entity* root_identifier(const ast::Expr* e, int depth = 0) const {
    if (!e || depth > 64) return nullptr;
    switch (e->kind) {
      case ast::ExprKind::Ident: {
        const Entity* ent = entity(static_cast<const ast::IdentExpr*>(e));
        if (!ent) return nullptr;
        if (!is_var(ent) && !is_param(ent) && entity_is_pointer(ent)) {
          if (auto* v = var_decl(ent); v && v->initializer) return root_identifier(v->initializer, depth + 1);
        }
        return ent;
      }
      case ast::ExprKind::Unary:
        return root_identifier(static_cast<const ast::UnaryExpr*>(e)->operand, depth + 1);
      case ast::ExprKind::Index:
        return root_identifier(static_cast<const ast::IndexExpr*>(e)->base, depth + 1);
      case ast::ExprKind::Member:
        return root_identifier(static_cast<const ast::MemberExpr*>(e)->base, depth + 1);
      case ast::ExprKind::Call: {
        auto* c = static_cast<const ast::CallExpr*>(e);
        return c->args.size() ? root_identifier(c->args[0], depth + 1) : nullptr;
      }
      default:
        return nullptr;
    }
  }

  // Width of the vector a swizzle applies to, or 0 when `e` is not a vector (or unknown).
  uint32_t vector_width(const ast::Expr* e) const {
    if (const Type* t = info.type(e)) {
      if (t->kind == TypeKind::Reference || t->kind == TypeKind::Pointer) t = t->elem;
      return t && t->kind == TypeKind::Vector ? t->width : 0;
    }
    const ast::IdentExpr* ty = nullptr;
    if (e->kind == ast::ExprKind::Ident) ty = declared_type(entity(static_cast<const ast::IdentExpr*>(e)));
    if (e->kind == ast::ExprKind::Unary) {
      const Entity* root = root_identifier(e);
      ty = root ? declared_type(root) : nullptr;
      if (ty && ty->ident.name == "ptr" && ty->template_args.size() >= 2 &&
          ty->template_args[1]->kind == ast::ExprKind::Ident) {
        ty = static_cast<const ast::IdentExpr*>(ty->template_args[1]);
      }
    }
    if (!ty) return 0;
    std::string_view n = ty->ident.name;
    if (n.size() >= 4 && n.substr(0, 3) == "vec" && n[3] >= '2' && n[3] <= '4') return static_cast<uint32_t>(n[3] - '0');
    return 0;
  }

  // Is the texture argument of textureLoad a read_write storage texture?
  bool is_read_write_storage_texture(const ast::Expr* e) const {
    if (const Type* t = info.type(e)) {
      t = unwrap_ref(t);
      return t && t->kind == TypeKind::Texture && t->texture == TextureKind::Storage && t->access == Access::ReadWrite;
    }
    if (e->kind != ast::ExprKind::Ident) return false;
    const Entity* ent = entity(static_cast<const ast::IdentExpr*>(e));
    if (ent && ent->type) {
      return ent->type->kind == TypeKind::Texture && ent->type->texture == TextureKind::Storage &&
             ent->type->access == Access::ReadWrite;
    }
    const ast::IdentExpr* t = declared_type(ent);
    return t && t->ident.name.substr(0, 15) == "texture_storage" && t->template_args.size() >= 2 &&
           ident_name(t->template_args[1]) == "read_write";
  }

  // The builtin names of the members of a struct-typed entry point parameter; nullopt-like
  // (false) when the parameter is not a struct.
  bool struct_member_builtins(const Entity* param, std::vector<std::string_view>* out) const {
    if (param->type && param->type->kind == TypeKind::Struct && param->type->structure) {
      for (const StructMemberInfo& m : param->type->structure->members) {
        out->push_back(m.decl ? builtin_attr_name(m.decl->attrs) : std::string_view{});
      }
      return true;
    }
    const ast::IdentExpr* t = declared_type(param);
    if (!t) return false;
    auto it = structs_by_name.find(t->ident.name);
    if (it == structs_by_name.end()) return false;
    for (const ast::StructMember* m : it->second->members) out->push_back(builtin_attr_name(m->attrs));
    return true;
  }

  // The function a parameter belongs to, and its index.
  std::pair<const ast::FunctionDecl*, uint32_t> owner_of(const Entity* param) const {
    if (param->param) {
      auto it = param_owner.find(param->param);
      if (it != param_owner.end()) return it->second;
    }
    return {nullptr, param->param_index};
  }

  // The span Tint gives a `var` declaration: from the `var` keyword.
  Span var_decl_span(const ast::VariableDecl* v) const {
    std::string_view text = file.text();
    uint32_t end = v->name.span.offset;
    for (uint32_t i = v->span.offset; i + 3 <= end && i + 3 <= text.size(); ++i) {
      if (text.compare(i, 3, "var") == 0 && (i == 0 || !is_ident_char(text[i - 1])) &&
          (i + 3 >= text.size() || !is_ident_char(text[i + 3]))) {
        uint32_t stop = v->type ? v->type->span.end() : v->name.span.end();
        return {i, stop - i};
      }
    }
    return v->name.span;
  }
  static bool is_ident_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  }
};

// ---- Function order: Tint's dependency order restricted to functions ------------------------

class CalleeCollector {
 public:
  CalleeCollector(const ModuleFacts& facts) : facts_(facts) {}

  std::vector<const ast::FunctionDecl*> callees(const ast::FunctionDecl* f) {
    out_.clear();
    seen_.clear();
    if (f->body) stmts(f->body);
    return out_;
  }

  const ast::FunctionDecl* user_callee(const ast::CallExpr* c) const {
    if (const CallSite* site = facts_.info.call(c)) {
      if (site->callee && site->callee->decl) return site->callee->decl;
      if (site->builtin) return nullptr;
    }
    if (const Entity* e = facts_.entity(c->target)) {
      if (e->kind == EntityKind::Function && e->decl && e->decl->kind == ast::DeclKind::Function) {
        return static_cast<const ast::FunctionDecl*>(e->decl);
      }
      if (e->kind != EntityKind::Function) return nullptr;
    }
    auto it = facts_.functions_by_name.find(c->target->ident.name);
    return it == facts_.functions_by_name.end() ? nullptr : it->second;
  }

 private:
  const ModuleFacts& facts_;
  std::vector<const ast::FunctionDecl*> out_;
  std::unordered_set<const ast::FunctionDecl*> seen_;

  void stmts(const ast::BlockStmt* b) {
    for (const ast::Stmt* s : b->stmts) stmt(s);
  }
  void stmt(const ast::Stmt* s) {
    if (!s) return;
    switch (s->kind) {
      case ast::StmtKind::Block:
        stmts(static_cast<const ast::BlockStmt*>(s));
        break;
      case ast::StmtKind::Return:
        expr(static_cast<const ast::ReturnStmt*>(s)->value);
        break;
      case ast::StmtKind::If: {
        auto* i = static_cast<const ast::IfStmt*>(s);
        expr(i->condition);
        stmt(i->then_block);
        stmt(i->else_stmt);
        break;
      }
      case ast::StmtKind::Switch: {
        auto* sw = static_cast<const ast::SwitchStmt*>(s);
        expr(sw->selector);
        for (const ast::CaseClause* c : sw->clauses) {
          for (const ast::Expr* sel : c->selectors) expr(sel);
          stmt(c->body);
        }
        break;
      }
      case ast::StmtKind::Loop: {
        auto* l = static_cast<const ast::LoopStmt*>(s);
        stmts(l->body);
        stmt(l->continuing);
        break;
      }
      case ast::StmtKind::For: {
        auto* f = static_cast<const ast::ForStmt*>(s);
        stmt(f->init);
        expr(f->condition);
        stmt(f->update);
        stmt(f->body);
        break;
      }
      case ast::StmtKind::While: {
        auto* w = static_cast<const ast::WhileStmt*>(s);
        expr(w->condition);
        stmt(w->body);
        break;
      }
      case ast::StmtKind::BreakIf:
        expr(static_cast<const ast::BreakIfStmt*>(s)->condition);
        break;
      case ast::StmtKind::Call:
        expr(static_cast<const ast::CallStmt*>(s)->call);
        break;
      case ast::StmtKind::Decl:
        expr(static_cast<const ast::DeclStmt*>(s)->decl->initializer);
        break;
      case ast::StmtKind::Assign: {
        auto* a = static_cast<const ast::AssignStmt*>(s);
        expr(a->lhs);
        expr(a->rhs);
        break;
      }
      case ast::StmtKind::CompoundAssign: {
        auto* a = static_cast<const ast::CompoundAssignStmt*>(s);
        expr(a->lhs);
        expr(a->rhs);
        break;
      }
      case ast::StmtKind::Increment:
      case ast::StmtKind::Decrement:
        expr(static_cast<const ast::IncDecStmt*>(s)->lhs);
        break;
      default:
        break;
    }
  }
  void expr(const ast::Expr* e) {
    if (!e) return;
    switch (e->kind) {
      case ast::ExprKind::Call: {
        auto* c = static_cast<const ast::CallExpr*>(e);
        if (const ast::FunctionDecl* f = user_callee(c); f && seen_.insert(f).second) out_.push_back(f);
        for (const ast::Expr* a : c->args) expr(a);
        break;
      }
      case ast::ExprKind::Unary:
        expr(static_cast<const ast::UnaryExpr*>(e)->operand);
        break;
      case ast::ExprKind::Binary:
        expr(static_cast<const ast::BinaryExpr*>(e)->lhs);
        expr(static_cast<const ast::BinaryExpr*>(e)->rhs);
        break;
      case ast::ExprKind::Index:
        expr(static_cast<const ast::IndexExpr*>(e)->base);
        expr(static_cast<const ast::IndexExpr*>(e)->index);
        break;
      case ast::ExprKind::Member:
        expr(static_cast<const ast::MemberExpr*>(e)->base);
        break;
      default:
        break;
    }
  }
};

std::vector<const ast::FunctionDecl*> function_order(const ModuleFacts& facts) {
  CalleeCollector collector(facts);
  std::unordered_map<const ast::FunctionDecl*, std::vector<const ast::FunctionDecl*>> deps;
  std::vector<const ast::FunctionDecl*> decl_order;
  for (const ast::Decl* d : facts.module.decls) {
    if (d->kind != ast::DeclKind::Function) continue;
    auto* f = static_cast<const ast::FunctionDecl*>(d);
    decl_order.push_back(f);
    deps[f] = collector.callees(f);
  }
  std::vector<const ast::FunctionDecl*> order;
  std::unordered_set<const ast::FunctionDecl*> done, on_stack;
  struct Entry {
    const ast::FunctionDecl* f;
    size_t next;
  };
  for (const ast::FunctionDecl* root : decl_order) {
    if (done.count(root)) continue;
    std::vector<Entry> stack{{root, 0}};
    on_stack.insert(root);
    while (!stack.empty()) {
      Entry& top = stack.back();
      const auto& ds = deps[top.f];
      if (top.next < ds.size()) {
        const ast::FunctionDecl* d = ds[top.next++];
        if (done.count(d) || on_stack.count(d)) continue;  // recursion is rejected elsewhere
        on_stack.insert(d);
        stack.push_back({d, 0});
        continue;
      }
      done.insert(top.f);
      on_stack.erase(top.f);
      order.push_back(top.f);
      stack.pop_back();
    }
  }
  return order;
}

// ---- The analysis of one scope --------------------------------------------------------------

class Analysis {
 public:
  Analysis(ModuleFacts& facts, DiagnosticList& diags, Scope scope) : facts_(facts), diags_(diags), scope_(scope) {}

  bool run(const std::vector<const ast::FunctionDecl*>& order) {
    for (const ast::FunctionDecl* f : order) {
      if (!process_function(f)) return false;
    }
    return true;
  }

 private:
  ModuleFacts& facts_;
  DiagnosticList& diags_;
  Scope scope_;
  std::unordered_map<const ast::FunctionDecl*, std::unique_ptr<FnGraph>> functions_;
  FnGraph* fn_ = nullptr;
  bool fn_is_entry_ = false;
  bool fn_is_compute_ = false;

  // Enclosing loops and switches (for break/continue), and where each local var was declared.
  std::vector<const ast::Stmt*> constructs_;
  std::unordered_map<VarKey, size_t> decl_depth_;  // constructs_.size() at declaration
  // Loop bodies (of `loop` statements) being processed, to find the continuing block.
  std::unordered_map<const ast::BlockStmt*, const ast::LoopStmt*> loop_of_body_;
  // Diagnostic filters in effect, innermost last.
  std::vector<std::pair<Rule, Sev>> filters_;

  // -- helpers --
  Node* create(AstRef ast = {}) { return fn_->create(ast); }
  Node* get_var(VarKey k) { return fn_->variables.get(k); }
  void set_var(VarKey k, Node* n) { fn_->variables.set(k, n); }
  uint8_t behaviors(const ast::Stmt* s) { return facts_.behaviors.of(s); }

  Sev severity(Rule rule) const {
    for (auto it = filters_.rbegin(); it != filters_.rend(); ++it) {
      if (it->first == rule) return it->second;
    }
    for (auto it = facts_.directive_filters.rbegin(); it != facts_.directive_filters.rend(); ++it) {
      if (it->first == rule) return it->second;
    }
    return Sev::Error;
  }

  size_t push_filters(const List<ast::Attribute*>& attrs) {
    size_t n = 0;
    for (const ast::Attribute* a : attrs) {
      if (a->kind != ast::AttrKind::Diagnostic) continue;
      Rule r;
      if (!rule_from_control(a->control, &r)) continue;
      filters_.emplace_back(r, severity_from_name(a->control.severity.name));
      ++n;
    }
    return n;
  }
  void pop_filters(size_t n) { filters_.resize(filters_.size() - n); }

  // Was local `var` declared inside construct `c` (a loop or switch on constructs_)?
  bool declared_inside(VarKey v, const ast::Stmt* c) const {
    auto it = decl_depth_.find(v);
    if (it == decl_depth_.end()) return false;  // parameters
    for (size_t i = 0; i < constructs_.size(); ++i) {
      if (constructs_[i] == c) return it->second > i;
    }
    return false;
  }

  const ast::Stmt* innermost_construct(bool include_switch) const {
    for (auto it = constructs_.rbegin(); it != constructs_.rend(); ++it) {
      if (include_switch || (*it)->kind != ast::StmtKind::Switch) return *it;
    }
    return nullptr;
  }

  // -- functions --

  bool process_function(const ast::FunctionDecl* func) {
    auto g = std::make_unique<FnGraph>();
    fn_ = g.get();
    functions_[func] = std::move(g);
    fn_->decl = func;
    fn_->name = func->name.name;
    fn_is_entry_ = facts_.is_entry_point(func);
    fn_is_compute_ = facts_.is_compute(func);
    constructs_.clear();
    decl_depth_.clear();
    filters_.clear();

    fn_->rtbu_error = create();
    fn_->rtbu_warning = create();
    fn_->rtbu_info = create();
    fn_->may_be_non_uniform = create();
    fn_->cf_start = create();
    if (func->return_type) fn_->value_return = create();

    fn_->params.resize(func->params.size());
    for (size_t i = 0; i < func->params.size(); ++i) {
      const ast::Param* p = func->params[i];
      ParamInfo& pi = fn_->params[i];
      pi.decl = p;
      pi.entity = facts_.info.declared(p);
      pi.is_pointer = facts_.entity_is_pointer(pi.entity) || (p->type && p->type->ident.name == "ptr");
      pi.value = create(AstRef::param(p));
      if (pi.is_pointer) {
        pi.ptr_input_contents = create(AstRef::param(p));
        pi.ptr_input_contents->type = Node::PtrParamContents;
        pi.ptr_output_contents = create();
        set_var(pi.entity, pi.ptr_input_contents);
        fn_->local_var_decls.add(pi.entity);
      } else {
        set_var(pi.entity, pi.value);
      }
    }

    size_t nf = push_filters(func->attrs);
    if (func->body) stmt(fn_->cf_start, func->body);
    pop_filters(nf);

    auto param_tag = [&](const std::unordered_set<Node*>& reachable, size_t i) {
      ParamInfo& pi = fn_->params[i];
      if (pi.is_pointer) {
        if (reachable.count(pi.ptr_input_contents)) return ParamTagKind::ContentsRequired;
        if (reachable.count(pi.value)) return ParamTagKind::ValueRequired;
      } else if (reachable.count(get_var(pi.entity))) {
        return ParamTagKind::ValueRequired;
      }
      return ParamTagKind::NoRestriction;
    };

    {
      std::unordered_set<Node*> reachable;
      auto check = [&](Sev sev) {
        traverse(fn_->rtbu(sev), &reachable);
        if (reachable.count(fn_->may_be_non_uniform)) {
          make_error(*fn_, fn_->may_be_non_uniform, sev);
          return false;
        }
        if (reachable.count(fn_->cf_start) && !fn_->callsite_tag.required) fn_->callsite_tag = {true, sev};
        for (size_t i = 0; i < fn_->params.size(); ++i) {
          if (fn_->params[i].tag_direct.kind == ParamTagKind::NoRestriction) {
            fn_->params[i].tag_direct = {param_tag(reachable, i), sev};
          }
        }
        return true;
      };
      if (!check(Sev::Error)) return false;
      if (check(Sev::Warning)) check(Sev::Info);
    }

    if (fn_->value_return) {
      fn_->reset_visited();
      std::unordered_set<Node*> reachable;
      traverse(fn_->value_return, &reachable);
      if (reachable.count(fn_->may_be_non_uniform)) fn_->return_value_may_be_non_uniform = true;
      for (size_t i = 0; i < fn_->params.size(); ++i) fn_->params[i].tag_retval = {param_tag(reachable, i), Sev::Undefined};
    }

    for (size_t i = 0; i < fn_->params.size(); ++i) {
      ParamInfo& pi = fn_->params[i];
      if (!pi.ptr_output_contents) continue;
      fn_->reset_visited();
      std::unordered_set<Node*> reachable;
      traverse(pi.ptr_output_contents, &reachable);
      if (reachable.count(fn_->may_be_non_uniform)) pi.pointer_may_become_non_uniform = true;
      for (size_t j = 0; j < fn_->params.size(); ++j) {
        ParamTagKind t = param_tag(reachable, j);
        if (t == ParamTagKind::ContentsRequired) pi.ptr_output_source_param_contents.push_back(static_cast<uint32_t>(j));
        if (t == ParamTagKind::ValueRequired) pi.ptr_output_source_param_values.push_back(static_cast<uint32_t>(j));
      }
    }
    return true;
  }

  // -- statements --

  void add_exit_edges(LoopSwitchInfo& info, const ast::Stmt* parent, bool skip_inner) {
    for (VarKey var : fn_->local_var_decls.snapshot()) {
      if (skip_inner && declared_inside(var, parent)) continue;
      Node* exit = info.var_exit_nodes.get_or_add(var, [&] { return create(); });
      exit->add_edge(get_var(var));
    }
  }

  void add_loop_in_edges(LoopSwitchInfo& info) {
    for (const auto& [var, in_node] : info.var_in_nodes) {
      Node* out = get_var(var);
      if (out != in_node) in_node->add_edge(out);
    }
  }

  Node* stmt(Node* cf, const ast::Stmt* s) {
    switch (s->kind) {
      case ast::StmtKind::Assign: {
        auto* a = static_cast<const ast::AssignStmt*>(s);
        if (a->lhs->kind == ast::ExprKind::Phony) {
          expr(cf, a->rhs);
          return cf;
        }
        LValue l = lvalue(cf, a->lhs);
        Node* r = expr(cf, a->rhs);
        l.node->add_edge(r);
        set_var(l.root, l.node);
        return cf;
      }
      case ast::StmtKind::Block:
        return block(cf, static_cast<const ast::BlockStmt*>(s));
      case ast::StmtKind::Break: {
        const ast::Stmt* parent = innermost_construct(true);
        if (!parent) return cf;
        add_exit_edges(fn_->loop_switch_infos[parent], parent, true);
        return cf;
      }
      case ast::StmtKind::BreakIf: {
        auto* b = static_cast<const ast::BreakIfStmt*>(s);
        Node* v_cond = expr(cf, b->condition);
        Node* v = create(AstRef::stmt(s));
        v->affects_control_flow = true;
        v->add_edge(v_cond);
        const ast::Stmt* parent = nullptr;
        for (auto it = constructs_.rbegin(); it != constructs_.rend(); ++it) {
          if ((*it)->kind == ast::StmtKind::Loop) {
            parent = *it;
            break;
          }
        }
        if (parent) add_exit_edges(fn_->loop_switch_infos[parent], parent, true);
        if (behaviors(s) != kNext) {
          Node* cf_end = create();
          cf_end->add_edge(v);
          return cf_end;
        }
        return cf;
      }
      case ast::StmtKind::Call:
        call(cf, static_cast<const ast::CallStmt*>(s)->call);
        return cf;
      case ast::StmtKind::CompoundAssign: {
        auto* c = static_cast<const ast::CompoundAssignStmt*>(s);
        LValue l = lvalue(cf, c->lhs);
        Node* lhs_load = get_var(l.root);
        Node* v2 = expr(cf, c->rhs);
        Node* result = create();
        result->add_edge(v2);
        if (lhs_load) result->add_edge(lhs_load);
        l.node->add_edge(result);
        set_var(l.root, l.node);
        return cf;
      }
      case ast::StmtKind::Continue:
        return continue_stmt(cf);
      case ast::StmtKind::Discard:
        return cf;
      case ast::StmtKind::For:
        return for_stmt(cf, static_cast<const ast::ForStmt*>(s));
      case ast::StmtKind::While:
        return while_stmt(cf, static_cast<const ast::WhileStmt*>(s));
      case ast::StmtKind::If:
        return if_stmt(cf, static_cast<const ast::IfStmt*>(s));
      case ast::StmtKind::Increment:
      case ast::StmtKind::Decrement: {
        auto* i = static_cast<const ast::IncDecStmt*>(s);
        LValue l = lvalue(cf, i->lhs);
        Node* lhs_load = get_var(l.root);
        Node* result = create();
        result->add_edge(cf);
        if (lhs_load) result->add_edge(lhs_load);
        l.node->add_edge(result);
        set_var(l.root, l.node);
        return cf;
      }
      case ast::StmtKind::Loop:
        return loop_stmt(cf, static_cast<const ast::LoopStmt*>(s));
      case ast::StmtKind::Return: {
        auto* r = static_cast<const ast::ReturnStmt*>(s);
        if (r->value) {
          Node* v = expr(cf, r->value);
          if (fn_->value_return) fn_->value_return->add_edge(v);
        }
        for (ParamInfo& p : fn_->params) {
          if (p.ptr_output_contents) p.ptr_output_contents->add_edge(get_var(p.entity));
        }
        return cf;
      }
      case ast::StmtKind::Switch:
        return switch_stmt(cf, static_cast<const ast::SwitchStmt*>(s));
      case ast::StmtKind::Decl:
        return decl_stmt(cf, static_cast<const ast::DeclStmt*>(s));
      case ast::StmtKind::ConstAssert:
        return cf;
    }
    return cf;
  }

  Node* block(Node* cf, const ast::BlockStmt* b) {
    size_t nf = push_filters(b->attrs);
    VarMap scoped;
    fn_->variables.push();
    for (const ast::Stmt* s : b->stmts) {
      cf = stmt(cf, s);
      if (!(behaviors(s) & kNext)) break;
    }

    auto loop_it = loop_of_body_.find(b);
    if (loop_it != loop_of_body_.end()) {
      const ast::LoopStmt* loop = loop_it->second;
      LoopSwitchInfo& info = fn_->loop_switch_infos[loop];
      uint8_t body_b = behaviors(b);
      if (body_b & (kNext | kContinue)) {
        if (loop->continuing) {
          for (const auto& [var, node] : info.var_continuing_nodes) {
            if (body_b & kNext) {
              if (Node* end_of_body = get_var(var)) node->add_edge(end_of_body);
            }
            set_var(var, node);
          }
          cf = stmt(cf, loop->continuing);
        }
        add_loop_in_edges(info);
      }
    }

    if (fn_->decl->body == b) {
      for (ParamInfo& p : fn_->params) {
        if (p.ptr_output_contents) p.ptr_output_contents->add_edge(get_var(p.entity));
      }
    }

    scoped = std::move(fn_->variables.top());
    fn_->variables.pop();
    if (behaviors(b) & kNext) {
      for (const auto& [var, node] : scoped) set_var(var, node);
    }
    for (const ast::Stmt* s : b->stmts) {
      if (s->kind != ast::StmtKind::Decl) continue;
      auto* d = static_cast<const ast::DeclStmt*>(s);
      if (const Entity* e = facts_.info.declared(d->decl)) fn_->local_var_decls.remove(e);
    }
    pop_filters(nf);
    return cf;
  }

  Node* continue_stmt(Node* cf) {
    const ast::Stmt* parent = innermost_construct(false);
    if (!parent) return cf;
    LoopSwitchInfo& info = fn_->loop_switch_infos[parent];
    bool has_continuing = false;
    if (parent->kind == ast::StmtKind::Loop) {
      auto* c = static_cast<const ast::LoopStmt*>(parent)->continuing;
      has_continuing = c && c->stmts.size() != 0;
    } else if (parent->kind == ast::StmtKind::For) {
      has_continuing = static_cast<const ast::ForStmt*>(parent)->update != nullptr;
    }
    if (has_continuing) {
      for (VarKey v : fn_->local_var_decls.snapshot()) {
        Node* in = info.var_continuing_nodes.get_or_add(v, [&] { return create(var_ref(v)); });
        in->add_edge(get_var(v));
      }
    } else {
      add_loop_in_edges(info);
    }
    return cf;
  }

  // The AST a loop input node refers to: the variable's declaration (or the pointer parameter).
  AstRef var_ref(VarKey v) const {
    if (!v) return {};
    if (v->param) return AstRef::param(v->param);
    if (auto* d = facts_.var_decl(v)) return AstRef::var(d);
    return {};
  }

  void create_loop_in_nodes(LoopSwitchInfo& info, bool with_ast) {
    for (VarKey v : fn_->local_var_decls.snapshot()) {
      Node* in = create(with_ast ? var_ref(v) : AstRef{});
      in->add_edge(get_var(v));
      info.var_in_nodes.set(v, in);
      set_var(v, in);
    }
  }

  Node* for_stmt(Node* cf, const ast::ForStmt* f) {
    size_t nf = push_filters(f->attrs);
    constructs_.push_back(f);
    Node* cf_iter_start = create();
    Node* cf_init_end = cf;
    if (f->init) cf_init_end = stmt(cf, f->init);
    Node* cf_body_start = cf_iter_start;

    LoopSwitchInfo& info = fn_->loop_switch_infos[f];
    create_loop_in_nodes(info, false);

    if (f->condition) {
      Node* v = expr(cf_iter_start, f->condition);
      Node* cond_end = create(AstRef::stmt(f));
      cond_end->affects_control_flow = true;
      cond_end->add_edge(v);
      cf_body_start = cond_end;
      add_exit_edges(info, f, false);
    }
    Node* cf1 = stmt(cf_body_start, f->body);

    uint8_t body_b = behaviors(f->body);
    bool body_has_next_or_continue = body_b & (kNext | kContinue);
    bool body_has_return = body_b & kReturn;

    Node* cf_end_of_iter = cf1;
    if (f->update && body_has_next_or_continue) {
      for (const auto& [var, node] : info.var_continuing_nodes) {
        if (body_b & kNext) {
          if (Node* end_of_body = get_var(var)) node->add_edge(end_of_body);
        }
        set_var(var, node);
      }
      cf_end_of_iter = stmt(cf1, f->update);
    }
    if (body_has_next_or_continue) cf_iter_start->add_edge(cf_end_of_iter);
    cf_iter_start->add_edge(cf_init_end);

    add_loop_in_edges(info);
    for (const auto& [var, node] : info.var_exit_nodes) set_var(var, node);

    if (f->init && f->init->kind == ast::StmtKind::Decl) {
      if (const Entity* e = facts_.info.declared(static_cast<const ast::DeclStmt*>(f->init)->decl)) {
        fn_->local_var_decls.remove(e);
      }
    }
    fn_->loop_switch_infos.erase(f);
    constructs_.pop_back();
    pop_filters(nf);

    if (body_has_return) return body_has_next_or_continue ? cf_iter_start : cf1;
    return cf;
  }

  Node* while_stmt(Node* cf, const ast::WhileStmt* w) {
    size_t nf = push_filters(w->attrs);
    constructs_.push_back(w);
    Node* cfx = create();
    LoopSwitchInfo& info = fn_->loop_switch_infos[w];
    create_loop_in_nodes(info, false);

    Node* v = expr(cfx, w->condition);
    Node* cond_end = create(AstRef::stmt(w));
    cond_end->affects_control_flow = true;
    cond_end->add_edge(v);
    Node* cf_start = cond_end;

    add_exit_edges(info, w, false);
    Node* cf1 = stmt(cf_start, w->body);
    cfx->add_edge(cf1);
    cfx->add_edge(cf);

    add_loop_in_edges(info);
    for (const auto& [var, node] : info.var_exit_nodes) set_var(var, node);
    fn_->loop_switch_infos.erase(w);
    constructs_.pop_back();
    pop_filters(nf);

    return behaviors(w) == kNext ? cf : cfx;
  }

  Node* loop_stmt(Node* cf, const ast::LoopStmt* l) {
    size_t nf = push_filters(l->attrs);
    constructs_.push_back(l);
    Node* cfx = create();
    LoopSwitchInfo& info = fn_->loop_switch_infos[l];
    create_loop_in_nodes(info, true);

    loop_of_body_[l->body] = l;
    Node* cf1 = stmt(cfx, l->body);
    loop_of_body_.erase(l->body);
    uint8_t body_b = behaviors(l->body);
    if (body_b & (kNext | kContinue)) cfx->add_edge(cf1);
    cfx->add_edge(cf);

    for (const auto& [var, node] : info.var_exit_nodes) set_var(var, node);
    fn_->loop_switch_infos.erase(l);
    constructs_.pop_back();
    pop_filters(nf);

    return (behaviors(l) & kReturn) ? cf1 : cf;
  }

  Node* if_stmt(Node* cf, const ast::IfStmt* i) {
    size_t nf = push_filters(i->attrs);
    Node* v_cond = expr(cf, i->condition);
    Node* v = create(AstRef::stmt(i));
    v->affects_control_flow = true;
    v->add_edge(v_cond);

    VarMap true_vars, false_vars;
    auto in_scope = [&](Node* cf_in, const ast::Stmt* s, VarMap& assigned) {
      fn_->variables.push();
      Node* out = stmt(cf_in, s);
      assigned = std::move(fn_->variables.top());
      fn_->variables.pop();
      return out;
    };

    Node* cf1 = in_scope(v, i->then_block, true_vars);
    bool true_has_next = behaviors(i->then_block) & kNext;
    bool false_has_next = true;
    Node* cf2 = nullptr;
    if (i->else_stmt) {
      cf2 = in_scope(v, i->else_stmt, false_vars);
      false_has_next = behaviors(i->else_stmt) & kNext;
    }

    for (VarKey var : fn_->local_var_decls.snapshot()) {
      if (!true_vars.contains(var) && !false_vars.contains(var)) continue;
      Node* out = create();
      if (true_has_next) out->add_edge(true_vars.contains(var) ? *true_vars.find(var) : get_var(var));
      if (false_has_next) out->add_edge(false_vars.contains(var) ? *false_vars.find(var) : get_var(var));
      set_var(var, out);
    }
    pop_filters(nf);

    if (behaviors(i) != kNext) {
      Node* cf_end = create();
      cf_end->add_edge(cf1);
      if (cf2) cf_end->add_edge(cf2);
      return cf_end;
    }
    return cf;
  }

  Node* switch_stmt(Node* cf, const ast::SwitchStmt* s) {
    size_t nf = push_filters(s->attrs);
    Node* v_cond = expr(cf, s->selector);
    Node* v = create(AstRef::stmt(s));
    v->affects_control_flow = true;
    v->add_edge(v_cond);

    Node* cf_end = behaviors(s) != kNext ? create() : nullptr;
    constructs_.push_back(s);
    LoopSwitchInfo& info = fn_->loop_switch_infos[s];
    size_t nbf = push_filters(s->body_attrs);
    for (const ast::CaseClause* c : s->clauses) {
      fn_->variables.push();
      Node* cf_n = stmt(v, c->body);
      if (cf_end) cf_end->add_edge(cf_n);
      if (behaviors(c->body) & kNext) add_exit_edges(info, s, true);
      fn_->variables.pop();
    }
    pop_filters(nbf);
    for (const auto& [var, node] : info.var_exit_nodes) set_var(var, node);
    fn_->loop_switch_infos.erase(s);
    constructs_.pop_back();
    pop_filters(nf);
    return cf_end ? cf_end : cf;
  }

  Node* decl_stmt(Node* cf, const ast::DeclStmt* d) {
    const ast::VariableDecl* v = d->decl;
    const Entity* e = facts_.info.declared(v);
    Node* node;
    if (v->initializer) {
      node = expr(cf, v->initializer);
      if (facts_.entity_is_pointer(e) && is_partial_pointer(v->initializer)) fn_->partial_ptrs.insert(e);
    } else {
      node = cf;
    }
    set_var(e, node);
    if (v->kind == ast::DeclKind::Var) {
      fn_->local_var_decls.add(e);
      decl_depth_[e] = constructs_.size();
    }
    return cf;
  }

  // -- expressions --

  Node* expr(Node* cf, const ast::Expr* e, bool load_rule = false, bool value_context = true) {
    if (value_context && facts_.expr_is_reference(e)) load_rule = true;
    switch (e->kind) {
      case ast::ExprKind::Binary: {
        auto* b = static_cast<const ast::BinaryExpr*>(e);
        if (b->op == ast::BinaryOp::LogicalAnd || b->op == ast::BinaryOp::LogicalOr) {
          Node* v1 = expr(cf, b->lhs);
          Node* v1_cf = create(AstRef::expr(e));
          v1_cf->affects_control_flow = true;
          v1_cf->add_edge(v1);
          fn_->variables.push();
          Node* v2 = expr(v1_cf, b->rhs);
          VarMap rhs_vars = std::move(fn_->variables.top());
          fn_->variables.pop();
          for (VarKey var : fn_->local_var_decls.snapshot()) {
            Node** rhs_val = rhs_vars.find(var);
            if (!rhs_val) continue;
            Node* out = create();
            out->add_edge(*rhs_val);
            out->add_edge(get_var(var));
            set_var(var, out);
          }
          return v2;
        }
        Node* v1 = expr(cf, b->lhs);
        Node* v2 = expr(cf, b->rhs);
        Node* result = create(AstRef::expr(e));
        result->add_edge(v1);
        result->add_edge(v2);
        return result;
      }
      case ast::ExprKind::Call:
        return call(cf, static_cast<const ast::CallExpr*>(e));
      case ast::ExprKind::Ident:
        return ident(cf, static_cast<const ast::IdentExpr*>(e), load_rule);
      case ast::ExprKind::Index: {
        auto* ix = static_cast<const ast::IndexExpr*>(e);
        Node* v1 = expr(cf, ix->index);
        Node* v2 = expr(cf, ix->base, load_rule, false);
        Node* result = create();
        result->add_edge(v1);
        result->add_edge(v2);
        return result;
      }
      case ast::ExprKind::Member: {
        // A swizzle of a memory view that yields a value (`(&v).xy`) reads the memory.
        const ast::Expr* base = static_cast<const ast::MemberExpr*>(e)->base;
        if (!facts_.expr_is_reference(e) && (facts_.expr_is_reference(base) || facts_.expr_is_pointer(base))) {
          load_rule = true;
        }
        return expr(cf, base, load_rule, false);
      }
      case ast::ExprKind::Unary: {
        auto* u = static_cast<const ast::UnaryExpr*>(e);
        return expr(cf, u->operand, load_rule, u->op != ast::UnaryOp::AddressOf);
      }
      case ast::ExprKind::IntLiteral:
      case ast::ExprKind::FloatLiteral:
      case ast::ExprKind::BoolLiteral:
      case ast::ExprKind::Phony:
        return cf;
    }
    return cf;
  }

  bool builtin_is_uniform(std::string_view b) const {
    if (b == "num_subgroups" || b == "num_workgroups" || b == "subgroup_size" || b == "workgroup_id") return true;
    if (b == "subgroup_id") return scope_ == Scope::Subgroup;
    return false;
  }

  // Is an entry point input with these attributes possibly non-uniform?
  bool entry_input_non_uniform(std::string_view builtin) const {
    if (!builtin.empty() && fn_is_compute_) return !builtin_is_uniform(builtin);
    return true;
  }

  Node* ident(Node* cf, const ast::IdentExpr* id, bool load_rule) {
    Node* node = create(AstRef::ident(id));
    const Entity* e = facts_.entity(id);
    if (!e) {
      node->add_edge(cf);
      return node;
    }
    if (facts_.is_param(e)) {
      auto [owner, index] = facts_.owner_of(e);
      if (owner && facts_.is_entry_point(owner)) {
        std::vector<std::string_view> members;
        if (facts_.struct_member_builtins(e, &members)) {
          bool uniform = true;
          for (std::string_view b : members) {
            if (entry_input_non_uniform(b)) uniform = false;
          }
          node->add_edge(uniform ? cf : fn_->may_be_non_uniform);
        } else {
          std::string_view b = e->param ? builtin_attr_name(e->param->attrs) : e->builtin;
          node->add_edge(entry_input_non_uniform(b) ? fn_->may_be_non_uniform : cf);
        }
        return node;
      }
      node->add_edge(cf);
      Node* current = get_var(e);
      bool is_pointer = index < fn_->params.size() && fn_->params[index].is_pointer;
      if (is_pointer) {
        if (load_rule) {
          auto [space, access] = facts_.pointee(e);
          node->add_edge(space == AddressSpace::Function || access == Access::Read ? current : fn_->may_be_non_uniform);
        } else {
          node->add_edge(fn_->params[index].value);
        }
      } else {
        node->add_edge(current);
      }
      return node;
    }
    if (facts_.is_module_scope(e)) {
      node->add_edge(facts_.global_is_mutable(e) && load_rule ? fn_->may_be_non_uniform : cf);
      return node;
    }
    // Function-scope var, let or const.
    node->add_edge(cf);
    Node* local_value = get_var(e);
    if (facts_.entity_is_pointer(e)) {
      if (load_rule) {
        const Entity* root = facts_.root_identifier(id);
        if (root && facts_.is_module_scope(root)) {
          if (facts_.var_access(root) != Access::Read) node->add_edge(fn_->may_be_non_uniform);
        } else if (root) {
          node->add_edge(get_var(root));
        }
      }
      node->add_edge(local_value);
    } else if (facts_.is_var(e)) {
      if (load_rule) node->add_edge(local_value);
    } else {
      node->add_edge(local_value);
    }
    return node;
  }

  bool is_partial_pointer(const ast::Expr* e) const {
    while (e->kind == ast::ExprKind::Unary) {
      auto* u = static_cast<const ast::UnaryExpr*>(e);
      if (u->op != ast::UnaryOp::Deref && u->op != ast::UnaryOp::AddressOf) break;
      e = u->operand;
    }
    if (e->kind == ast::ExprKind::Ident) {
      const Entity* ent = facts_.entity(static_cast<const ast::IdentExpr*>(e));
      return ent && fn_->partial_ptrs.count(ent);
    }
    return e->kind == ast::ExprKind::Index || e->kind == ast::ExprKind::Member;
  }

  struct LValue {
    Node* node = nullptr;
    VarKey root = nullptr;
  };

  LValue lvalue(Node* cf, const ast::Expr* e, bool dereferencing = false, bool partial = false) {
    switch (e->kind) {
      case ast::ExprKind::Ident: {
        auto* id = static_cast<const ast::IdentExpr*>(e);
        const Entity* ent = facts_.entity(id);
        LValue result;
        if (!ent || (facts_.is_module_scope(ent) && !facts_.is_param(ent))) {
          result = {fn_->may_be_non_uniform, nullptr};
        } else if (facts_.is_param(ent)) {
          Node* value = create();
          auto [owner, index] = facts_.owner_of(ent);
          if (index < fn_->params.size()) value->add_edge(fn_->params[index].value);
          result = {value, ent};
        } else {
          Node* value = create();
          VarKey root = ent;
          if (dereferencing) {
            if (auto* v = facts_.var_decl(ent); v && v->initializer) root = facts_.root_identifier(v->initializer);
            value->add_edge(get_var(ent));
          }
          result = {value, root};
        }
        Node* old = get_var(result.root);
        if (partial && old) result.node->add_edge(old);
        return result;
      }
      case ast::ExprKind::Index: {
        auto* ix = static_cast<const ast::IndexExpr*>(e);
        dereferencing = dereferencing || facts_.expr_is_pointer(ix->base);
        Node* v1 = expr(cf, ix->index);
        LValue l = lvalue(cf, ix->base, dereferencing, true);
        l.node->add_edge(v1);
        return l;
      }
      case ast::ExprKind::Member: {
        auto* m = static_cast<const ast::MemberExpr*>(e);
        dereferencing = dereferencing || facts_.expr_is_pointer(m->base);
        uint32_t width = facts_.vector_width(m->base);
        bool full_swizzle = width != 0 && m->member.name.size() == width;
        return lvalue(cf, m->base, dereferencing, partial || !full_swizzle);
      }
      case ast::ExprKind::Unary: {
        auto* u = static_cast<const ast::UnaryExpr*>(e);
        if (u->op == ast::UnaryOp::Deref) return lvalue(cf, u->operand, true, partial || is_partial_pointer(e));
        return lvalue(cf, u->operand, false, partial);
      }
      case ast::ExprKind::Call: {
        auto* c = static_cast<const ast::CallExpr*>(e);
        VarKey root = c->args.size() ? facts_.root_identifier(c->args[0]) : nullptr;
        return {call(cf, c), root};
      }
      default:
        return {create(), nullptr};
    }
  }

  // -- calls --

  enum class Target : uint8_t { User, Builtin, Constructor };

  Target classify(const ast::CallExpr* c, const ast::FunctionDecl** user) const {
    CalleeCollector collector(facts_);
    if (const ast::FunctionDecl* f = collector.user_callee(c)) {
      *user = f;
      return Target::User;
    }
    if (const CallSite* site = facts_.info.call(c); site && site->builtin) return Target::Builtin;
    if (const Entity* e = facts_.entity(c->target)) {
      return e->kind == EntityKind::BuiltinFunction ? Target::Builtin : Target::Constructor;
    }
    // Unresolved: only the builtins the analysis treats specially need telling apart.
    return classify_builtin(c->target->ident.name) != BuiltinClass::Other ? Target::Builtin : Target::Constructor;
  }

  Node* call(Node* cf, const ast::CallExpr* c) {
    facts_.call_owner[c] = fn_->decl;
    std::string_view name = c->target->ident.name;
    std::vector<Node*> args;
    std::vector<Node*> ptrarg_contents(c->args.size(), nullptr);
    for (size_t i = 0; i < c->args.size(); ++i) {
      Node* arg_i = expr(cf, c->args[i]);
      Node* arg_node = create(AstRef::call(c));
      arg_node->type = Node::ArgValue;
      arg_node->arg_index = static_cast<uint32_t>(i);
      arg_node->add_edge(arg_i);
      if (facts_.expr_is_pointer(c->args[i])) {
        Node* contents = create(AstRef::call(c));
        contents->type = Node::ArgContents;
        contents->arg_index = static_cast<uint32_t>(i);
        const Entity* root = facts_.root_identifier(c->args[i]);
        if (root && facts_.is_module_scope(root)) {
          if (facts_.var_access(root) != Access::Read) contents->add_edge(fn_->may_be_non_uniform);
        } else if (root) {
          contents->add_edge(get_var(root));
        }
        contents->add_edge(arg_node);
        ptrarg_contents[i] = contents;
      }
      args.push_back(arg_node);
    }

    Node* call_node = create(AstRef::call(c));
    call_node->add_edge(cf);
    Node* result = create(AstRef::call(c));
    result->type = Node::ReturnValue;

    CallSiteTag callsite;
    bool ret_non_uniform = false;
    const ast::FunctionDecl* user = nullptr;
    const FnGraph* callee = nullptr;
    Target target = classify(c, &user);
    BuiltinClass bc = BuiltinClass::Other;
    if (target == Target::Builtin) {
      bc = classify_builtin(name);
      switch (bc) {
        case BuiltinClass::Barrier:
        case BuiltinClass::WorkgroupUniformLoad:
          if (scope_ != Scope::Subgroup) callsite = {true, Sev::Error};
          break;
        case BuiltinClass::Derivative: {
          Sev s = severity(Rule::Derivative);
          if (s != Sev::Off && scope_ != Scope::Subgroup) callsite = {true, s};
          ret_non_uniform = true;
          break;
        }
        case BuiltinClass::Atomic:
          ret_non_uniform = true;
          break;
        case BuiltinClass::TextureLoad:
          if (c->args.size() && facts_.is_read_write_storage_texture(c->args[0])) ret_non_uniform = true;
          break;
        case BuiltinClass::Subgroup: {
          Sev s = severity(Rule::Subgroup);
          if (s != Sev::Off && scope_ != Scope::Workgroup) callsite = {true, s};
          ret_non_uniform = !(scope_ == Scope::Subgroup && subgroup_uniform_result(name));
          break;
        }
        case BuiltinClass::Other:
          break;
      }
    } else if (target == Target::User) {
      auto it = functions_.find(user);
      if (it != functions_.end()) {
        callee = it->second.get();
        callsite = callee->callsite_tag;
        ret_non_uniform = callee->return_value_may_be_non_uniform;
      }
    }

    if (ret_non_uniform) result->add_edge(fn_->may_be_non_uniform);
    result->add_edge(call_node);

    for (size_t i = 0; i < args.size(); ++i) {
      if (callee) {
        if (i >= callee->params.size()) break;
        const ParamInfo& pi = callee->params[i];
        if (pi.tag_direct.kind == ParamTagKind::ValueRequired) fn_->rtbu(pi.tag_direct.severity)->add_edge(args[i]);
        if (pi.tag_direct.kind == ParamTagKind::ContentsRequired) {
          fn_->rtbu(pi.tag_direct.severity)->add_edge(ptrarg_contents[i]);
        }
        if (pi.tag_retval.kind == ParamTagKind::ValueRequired) result->add_edge(args[i]);
        if (pi.tag_retval.kind == ParamTagKind::ContentsRequired) result->add_edge(ptrarg_contents[i]);

        if (ptrarg_contents[i]) {
          Node* ptr_result = create(AstRef::call(c));
          ptr_result->type = Node::PtrArgResult;
          ptr_result->arg_index = static_cast<uint32_t>(i);
          if (pi.pointer_may_become_non_uniform) {
            ptr_result->add_edge(fn_->may_be_non_uniform);
          } else {
            ptr_result->add_edge(call_node);
            for (uint32_t src : pi.ptr_output_source_param_values) {
              if (src < args.size()) ptr_result->add_edge(args[src]);
            }
            for (uint32_t src : pi.ptr_output_source_param_contents) {
              if (src < args.size()) ptr_result->add_edge(ptrarg_contents[src]);
            }
          }
          const Entity* root = facts_.root_identifier(c->args[i]);
          Node* old = get_var(root);
          if (is_partial_pointer(c->args[i]) && old) ptr_result->add_edge(old);
          set_var(root, ptr_result);
        }
      } else if (target == Target::Builtin && bc == BuiltinClass::WorkgroupUniformLoad && scope_ != Scope::Subgroup) {
        fn_->rtbu(Sev::Error)->add_edge(args[i]);
      } else if (target == Target::Builtin && is_shuffle_with_delta(name) && i == 1) {
        Sev s = severity(Rule::Subgroup);
        if (s != Sev::Off && scope_ != Scope::Workgroup) fn_->rtbu(s)->add_edge(args[i]);
      } else if (target != Target::User) {
        result->add_edge(args[i]);
      }
    }

    if (callsite.required) fn_->rtbu(callsite.severity)->add_edge(call_node);
    return result;
  }

  // -- traversal and diagnostics --

  static void traverse(Node* source, std::unordered_set<Node*>* reachable = nullptr) {
    std::vector<Node*> to_visit{source};
    while (!to_visit.empty()) {
      Node* node = to_visit.back();
      to_visit.pop_back();
      if (reachable) reachable->insert(node);
      for (Node* to : node->edges) {
        if (to->visited_from == nullptr) {
          to->visited_from = node;
          to_visit.push_back(to);
        }
      }
    }
  }

  template <typename F>
  static Node* trace_back_until(Node* start, F&& pred) {
    Node* current = start;
    size_t steps = 0;
    while (current && steps++ < 1000000) {
      if (pred(current)) break;
      current = current->visited_from;
    }
    return steps > 1000000 ? nullptr : current;
  }

  const ast::CallExpr* find_builtin_requiring_uniformity(const ast::CallExpr* c, Sev sev, int depth = 0) {
    const ast::FunctionDecl* user = nullptr;
    if (depth > 256 || classify(c, &user) != Target::User) return c;
    auto it = functions_.find(user);
    if (it == functions_.end()) return c;
    for (Node* n : it->second->rtbu(sev)->edges) {
      if (n->type == Node::Regular && n->ast.kind == AstRef::Call) {
        return find_builtin_requiring_uniformity(static_cast<const ast::CallExpr*>(n->ast.ptr), sev, depth + 1);
      }
    }
    return c;
  }

  void report(Severity sev, Msg m, Span span, std::string_view a0 = {}, std::string_view a1 = {}) {
    diags_.add(Diagnostic{sev, std::string(message_info(m).id), format_message(m, a0, a1), &facts_.file, span});
  }
  void note(Msg m, Span span, std::string_view a0 = {}, std::string_view a1 = {}) {
    report(Severity::Note, m, span, a0, a1);
  }

  static Span keyword_span(const ast::Stmt* s) {
    switch (s->kind) {
      case ast::StmtKind::If:
        return {s->span.offset, 2};
      case ast::StmtKind::Switch:
        return {s->span.offset, 6};
      case ast::StmtKind::For:
        return {s->span.offset, 3};
      case ast::StmtKind::While:
        return {s->span.offset, 5};
      case ast::StmtKind::BreakIf:
        return {s->span.offset, 5};
      default:
        return s->span;
    }
  }

  Span span_of(const AstRef& r) const {
    switch (r.kind) {
      case AstRef::Ident:
        return static_cast<const ast::IdentExpr*>(r.ptr)->ident.span;
      case AstRef::Param:
        return static_cast<const ast::Param*>(r.ptr)->name.span;
      case AstRef::Var:
        return facts_.var_decl_span(static_cast<const ast::VariableDecl*>(r.ptr));
      case AstRef::Call:
      case AstRef::Expr:
        return static_cast<const ast::Expr*>(r.ptr)->span;
      case AstRef::Stmt:
        return keyword_span(static_cast<const ast::Stmt*>(r.ptr));
      case AstRef::None:
        break;
    }
    return {};
  }

  void show_control_flow_divergence(FnGraph& function, Node* required, Node* may_be_non_uniform) {
    function.reset_visited();
    traverse(required);
    Node* source = may_be_non_uniform;
    if (source == function.may_be_non_uniform) source = source->visited_from;
    if (!source) return;
    Node* control_flow = trace_back_until(source, [](Node* n) { return n->affects_control_flow; });
    if (control_flow) note(Msg::ControlFlowDependsOnNonUniformValue, span_of(control_flow->ast));
    show_source_of_non_uniformity(source);
  }

  static std::string_view var_kind_prefix(AddressSpace s) {
    switch (s) {
      case AddressSpace::Storage:
        return "read_write storage buffer ";
      case AddressSpace::Workgroup:
        return "workgroup storage variable ";
      case AddressSpace::Private:
        return "module-scope private variable ";
      default:
        return "";
    }
  }

  std::string_view var_prefix(const Entity* e) const {
    if (!e || !facts_.is_var(e)) return "";
    return var_kind_prefix(facts_.var_space(e));
  }

  void param_note(const ast::Param* p, bool points_to) {
    auto it = facts_.param_owner.find(p);
    std::string_view fn_name = it != facts_.param_owner.end() ? it->second.first->name.name : std::string_view{};
    if (points_to) {
      note(Msg::ParameterMayPointToNonUniform, p->name.span, p->name.name, fn_name);
    } else if (has_attr(p->attrs, ast::AttrKind::Builtin)) {
      note(Msg::BuiltinMayBeNonUniform, p->name.span, p->name.name, fn_name);
    } else if (has_attr(p->attrs, ast::AttrKind::Location)) {
      note(Msg::UserInputMayBeNonUniform, p->name.span, p->name.name, fn_name);
    } else {
      note(Msg::ParameterMayBeNonUniform, p->name.span, p->name.name, fn_name);
    }
  }

  void show_source_of_non_uniformity(Node* source) {
    if (!source) return;
    switch (source->ast.kind) {
      case AstRef::Ident: {
        auto* id = static_cast<const ast::IdentExpr*>(source->ast.ptr);
        const Entity* e = facts_.entity(id);
        if (facts_.is_param(e)) {
          const ast::Param* p = e->param;
          auto [owner, index] = facts_.owner_of(e);
          std::string_view fn_name = owner ? owner->name.name : std::string_view{};
          Msg m = Msg::ParameterMayBeNonUniform;
          if (p && has_attr(p->attrs, ast::AttrKind::Builtin)) m = Msg::BuiltinMayBeNonUniform;
          else if (p && has_attr(p->attrs, ast::AttrKind::Location)) m = Msg::UserInputMayBeNonUniform;
          note(m, id->ident.span, id->ident.name, fn_name);
        } else {
          std::string prefix(var_prefix(e));
          note(Msg::ReadMayBeNonUniform, id->ident.span, prefix, id->ident.name);
        }
        return;
      }
      case AstRef::Param:
        param_note(static_cast<const ast::Param*>(source->ast.ptr), source->type == Node::PtrParamContents);
        return;
      case AstRef::Var: {
        auto* v = static_cast<const ast::VariableDecl*>(source->ast.ptr);
        std::string prefix(var_prefix(facts_.info.declared(v)));
        note(Msg::ReadMayBeNonUniform, facts_.var_decl_span(v), prefix, v->name.name);
        return;
      }
      case AstRef::Call: {
        auto* c = static_cast<const ast::CallExpr*>(source->ast.ptr);
        std::string_view target = c->target->ident.name;
        switch (source->type) {
          case Node::ReturnValue:
            note(Msg::ReturnValueMayBeNonUniform, c->span, target);
            return;
          case Node::ArgContents: {
            const Entity* root = facts_.root_identifier(c->args[source->arg_index]);
            std::string prefix(var_prefix(root));
            Span at = c->args[source->arg_index]->span;
            std::string_view name;
            if (root && root->param) {
              at = root->param->name.span;
              name = root->param->name.name;
            } else if (auto* d = facts_.var_decl(root)) {
              at = d->kind == ast::DeclKind::Var ? facts_.var_decl_span(d) : d->name.span;
              name = d->name.name;
            }
            note(Msg::ReadMayBeNonUniform, at, prefix, name);
            return;
          }
          case Node::ArgValue:
            note(Msg::PassingNonUniformPointer, c->args[source->arg_index]->span, target);
            return;
          case Node::PtrArgResult:
            note(Msg::PointerContentsMayBecomeNonUniform, c->args[source->arg_index]->span, target);
            return;
          default:
            note(Msg::ExpressionMayBeNonUniform, c->span);
            return;
        }
      }
      case AstRef::Expr:
        note(Msg::ExpressionMayBeNonUniform, static_cast<const ast::Expr*>(source->ast.ptr)->span);
        return;
      case AstRef::Stmt:
      case AstRef::None:
        return;
    }
  }

  FnGraph* graph_of(const ast::FunctionDecl* f) {
    auto it = functions_.find(f);
    return it == functions_.end() ? nullptr : it->second.get();
  }

  void make_error(FnGraph& function, Node* source_node, Sev sev) {
    Node* rtbu = function.rtbu(sev);
    function.reset_visited();
    traverse(rtbu);
    if (!source_node->visited_from) return;

    Node* cause = trace_back_until(source_node, [&](Node* n) { return n->visited_from == rtbu; });
    if (!cause || cause->ast.kind != AstRef::Call) return;
    auto* c = static_cast<const ast::CallExpr*>(cause->ast.ptr);
    const ast::FunctionDecl* user = nullptr;
    Target target = classify(c, &user);
    std::string_view func_name = c->target->ident.name;

    if (cause->type == Node::ArgValue || cause->type == Node::ArgContents) {
      bool is_value = cause->type == Node::ArgValue;
      Span arg_span = c->args[cause->arg_index]->span;
      if (target == Target::User) {
        if (FnGraph* next = graph_of(user); next && cause->arg_index < next->params.size()) {
          ParamInfo& pi = next->params[cause->arg_index];
          make_error(*next, is_value ? pi.value : pi.ptr_input_contents, sev);
        }
        note(is_value ? Msg::ValuePassedHere : Msg::ValuePassedViaPointerHere, arg_span);
      } else {
        std::string index = std::to_string(cause->arg_index);
        report(to_severity(sev), is_value ? Msg::ArgumentMustBeUniform : Msg::ArgumentContentsMustBeUniform, arg_span,
               func_name, index);
      }
      show_source_of_non_uniformity(source_node->visited_from);
      return;
    }

    const ast::CallExpr* builtin_call = find_builtin_requiring_uniformity(c, sev);
    report(to_severity(sev),
           scope_ == Scope::Subgroup ? Msg::CallInNonUniformSubgroupControlFlow : Msg::CallInNonUniformControlFlow,
           builtin_call->span, builtin_call->target->ident.name);
    if (builtin_call != c) {
      auto it = facts_.call_owner.find(builtin_call);
      bool direct = it != facts_.call_owner.end() && it->second == user;
      note(direct ? Msg::CalledBy : Msg::CalledIndirectlyBy, c->span, func_name, function.name);
    }
    show_control_flow_divergence(function, cause, source_node);
  }
};

}  // namespace

void analyze_uniformity(const ast::Module& module, const ModuleInfo& info, const SourceFile& file,
                        DiagnosticList& diags) {
  ModuleFacts facts(module, info, file);
  std::vector<const ast::FunctionDecl*> order = function_order(facts);
  Analysis workgroup(facts, diags, Scope::Workgroup);
  if (!workgroup.run(order)) return;
  Analysis subgroup(facts, diags, Scope::Subgroup);
  subgroup.run(order);
}

}  // namespace wgx::sema
