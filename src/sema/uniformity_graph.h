// The uniformity analysis's graph (spec "Uniformity"): nodes stand for "this point of control
// flow / this value / this variable is uniform", edges for "only if". Plus the per-function tags
// that summarize a function for its callers, and the diagnostic severities the analysis uses.
// Internal to sema/uniformity*.cpp.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "sema/module_info.h"
#include "syntax/ast.h"
#include "wgx/diagnostics.h"

namespace wgx::sema::uniformity {

// ---- Diagnostic severities and filters ------------------------------------------------------

enum class Sev : uint8_t { Undefined, Off, Info, Warning, Error };
enum class Rule : uint8_t { Derivative, Subgroup };

inline Sev severity_from_name(std::string_view s) {
  if (s == "error") return Sev::Error;
  if (s == "warning") return Sev::Warning;
  if (s == "info") return Sev::Info;
  if (s == "off") return Sev::Off;
  return Sev::Undefined;
}

inline bool rule_from_control(const ast::DiagnosticControl& c, Rule* rule) {
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

inline Severity to_severity(Sev s) {
  switch (s) {
    case Sev::Error:
      return Severity::Error;
    case Sev::Warning:
      return Severity::Warning;
    default:
      return Severity::Note;  // Tint reports info-severity findings as notes
  }
}

// Which uniformity the analysis proves: workgroup (or draw) uniformity for barriers, derivatives
// and workgroupUniformLoad; subgroup uniformity for subgroup and quad builtins; or both at once,
// as the spec's single analysis does where the subgroup_uniformity feature is not supported.
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
    if (chunks_.empty() || used_ == sizes_.back()) {
      // Chunks grow geometrically: most functions need few nodes, some need many.
      size_t size = sizes_.empty() ? kFirstChunk : std::min(sizes_.back() * 2, kMaxChunk);
      chunks_.push_back(std::make_unique<Node[]>(size));
      sizes_.push_back(size);
      used_ = 0;
    }
    return &chunks_.back()[used_++];
  }
  template <typename F>
  void for_each(F&& f) {
    for (size_t c = 0; c < chunks_.size(); ++c) {
      size_t n = c + 1 == chunks_.size() ? used_ : sizes_[c];
      for (size_t i = 0; i < n; ++i) f(chunks_[c][i]);
    }
  }

 private:
  static constexpr size_t kFirstChunk = 32;
  static constexpr size_t kMaxChunk = 4096;
  std::vector<std::unique_ptr<Node[]>> chunks_;
  std::vector<size_t> sizes_;
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

}  // namespace wgx::sema::uniformity
