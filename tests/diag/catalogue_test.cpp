// The diagnostic id tables of every phase: the catalogue (lexer, parser, driver, API, sanitizer),
// sema's tables (resolve.*, validate.*, const-eval.*) and the uniformity analysis's. An id is what
// tools and tests match on, so each must be unique across all phases and well formed: its phase,
// then dot-separated words of lowercase letters and digits joined by dashes.
#include "diag/catalogue.h"

#include <gtest/gtest.h>

#include <map>
#include <string_view>
#include <set>
#include <string>
#include <vector>

#include "api/pipeline_checks.h"
#include "sema/diag_ids.h"
#include "sema/uniformity_messages.h"

namespace wgx {
namespace {

struct Entry {
  std::string table;  // where the id is defined, for the failure message
  std::string id;
};

template <typename Enum, typename Name>
void add_table(std::vector<Entry>& out, const std::string& table, Name name_of) {
  for (size_t i = 0; i < static_cast<size_t>(Enum::kCount); ++i) {
    const char* id = name_of(static_cast<Enum>(i));
    out.push_back({table, id ? id : ""});
  }
}

std::vector<Entry> all_ids() {
  std::vector<Entry> ids;
  add_table<Msg>(ids, "diag/catalogue.def", [](Msg m) { return message_info(m).id; });
  add_table<sema::ResolveId>(ids, "sema/resolve_ids.def", [](sema::ResolveId m) { return sema::diag_id(m); });
  add_table<sema::ValidateId>(ids, "sema/validate_ids.def", [](sema::ValidateId m) { return sema::diag_id(m); });
  add_table<sema::ConstEvalId>(ids, "sema/const_eval_ids.def", [](sema::ConstEvalId m) { return sema::diag_id(m); });
  add_table<PipelineId>(ids, "api/pipeline_ids.def", [](PipelineId m) { return diag_id(m); });
  for (const sema::uniformity::MsgInfo& m : sema::uniformity::kMessages)
    ids.push_back({"sema/uniformity_messages.h", std::string(m.id)});
  return ids;
}

// The phases an id may name, with the tables allowed to hold each. The catalogue holds the
// messages of several phases (and the one resolve.* fault the parser reports itself).
const std::map<std::string, std::set<std::string>>& phases() {
  static const std::map<std::string, std::set<std::string>> kPhases = {
      {"lex", {"diag/catalogue.def"}},
      {"syntax", {"diag/catalogue.def"}},
      {"driver", {"diag/catalogue.def"}},
      {"api", {"diag/catalogue.def"}},
      {"sanitize", {"diag/catalogue.def"}},
      {"resolve", {"diag/catalogue.def", "sema/resolve_ids.def"}},
      {"validate", {"sema/validate_ids.def"}},
      {"const-eval", {"sema/const_eval_ids.def"}},
      {"uniformity", {"sema/uniformity_messages.h"}},
      {"pipeline", {"api/pipeline_ids.def"}},
  };
  return kPhases;
}

TEST(DiagnosticIds, EveryTableHasEntries) {
  std::map<std::string, size_t> counts;
  for (const Entry& e : all_ids()) ++counts[e.table];
  EXPECT_EQ(counts.size(), 6u);
  for (const auto& [table, n] : counts) EXPECT_GT(n, 0u) << table;
}

TEST(DiagnosticIds, AreUniqueAcrossPhases) {
  std::map<std::string, std::string> first_table;
  for (const Entry& e : all_ids()) {
    auto [it, fresh] = first_table.emplace(e.id, e.table);
    EXPECT_TRUE(fresh) << "'" << e.id << "' in " << e.table << " is also in " << it->second;
  }
}

// One or more words joined by single dashes, each of lowercase letters (and digits when allowed).
// By hand rather than std::regex, whose GCC 12 headers warn under the sanitizers' -O1.
bool dashed_words(std::string_view s, bool digits) {
  if (s.empty() || s.front() == '-' || s.back() == '-' || s.find("--") != std::string_view::npos) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || c == '-' || (digits && c >= '0' && c <= '9'))) return false;
  return true;
}

// The phase of an id of the form phase.word(-word)*(.word(-word)*)*, or "" for a malformed one.
std::string phase_of(std::string_view id) {
  size_t dot = id.find('.');
  if (dot == std::string_view::npos || !dashed_words(id.substr(0, dot), false)) return "";
  for (std::string_view rest = id.substr(dot + 1);;) {
    size_t next = rest.find('.');
    if (!dashed_words(rest.substr(0, next), true)) return "";
    if (next == std::string_view::npos) break;
    rest = rest.substr(next + 1);
  }
  return std::string(id.substr(0, dot));
}

TEST(DiagnosticIds, FormIsCheckedByHand) {
  EXPECT_EQ(phase_of("const-eval.div-by-zero"), "const-eval");
  EXPECT_EQ(phase_of("uniformity.note.called-by"), "uniformity");
  for (const char* bad : {"resolve", "resolve.", ".x", "Resolve.x", "resolve.x--y", "resolve.x.", "res0lve.x"})
    EXPECT_EQ(phase_of(bad), "") << bad;
}

TEST(DiagnosticIds, NameTheirPhaseInLowercaseWithDashes) {
  for (const Entry& e : all_ids()) {
    std::string name = phase_of(e.id);
    if (name.empty()) {
      ADD_FAILURE() << "'" << e.id << "' in " << e.table << " is not phase.lowercase-with-dashes";
      continue;
    }
    auto phase = phases().find(name);
    if (phase == phases().end()) {
      ADD_FAILURE() << "'" << e.id << "' in " << e.table << " names no known phase";
      continue;
    }
    EXPECT_TRUE(phase->second.count(e.table)) << "'" << e.id << "' is not an id of " << e.table;
  }
}

TEST(DiagnosticIds, CatalogueEntriesHaveText) {
  // A message without a template would print nothing.
  for (size_t i = 0; i < static_cast<size_t>(Msg::kCount); ++i) {
    const MessageInfo& info = message_info(static_cast<Msg>(i));
    ASSERT_NE(info.id, nullptr) << "Msg #" << i;
    ASSERT_NE(info.text, nullptr) << info.id;
    EXPECT_NE(std::string(info.text), "") << info.id;
  }
}

TEST(DiagnosticIds, UniformityTableIsInEnumOrder) {
  // uniformity::message_info indexes the table by its enum.
  size_t i = 0;
  for (const sema::uniformity::MsgInfo& m : sema::uniformity::kMessages) {
    EXPECT_EQ(static_cast<size_t>(m.msg), i) << m.id;
    ++i;
  }
}

TEST(DiagnosticIds, SemaIdsAreLookedUpByEnumerator) {
  EXPECT_STREQ(sema::diag_id(sema::ResolveId::Redeclaration), "resolve.redeclaration");
  EXPECT_STREQ(sema::diag_id(sema::ValidateId::AliasedPointer), "validate.aliased-pointer");
  EXPECT_STREQ(sema::diag_id(sema::ConstEvalId::DivisionByZero), "const-eval.division-by-zero");
}

}  // namespace
}  // namespace wgx
