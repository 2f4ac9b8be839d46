// The diagnostics catalogue: one entry per message of the lexer, parser, driver, API and
// sanitizer, with a stable id and a template whose {0}, {1}, ... are filled by the caller; the
// entries are the X-macro list catalogue.def. Sema's ids have tables of their own
// (sema/diag_ids.h, sema/uniformity_messages.h); the ids of all are unique
// (tests/diag/catalogue_test.cpp).
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace wgx {

enum class Msg {
#define WGX_MSG(name, id, text) name,
#include "diag/catalogue.def"
  kCount
};

struct MessageInfo {
  const char* id;
  const char* text;
};

const MessageInfo& message_info(Msg m);

// Fills the template of `m` with `args` ({0} is the first).
std::string format_message(Msg m, std::initializer_list<std::string_view> args = {});

}  // namespace wgx
