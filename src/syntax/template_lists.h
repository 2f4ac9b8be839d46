// Template-list discovery (WGSL spec, "Template Lists"): decides which '<' and '>' delimit a
// template list, before parsing. Rewrites those tokens to TemplateArgsLeft/Right, splitting
// '>>', '>=' and '>>=' when their first '>' closes a list.
#pragma once

#include <vector>

#include "syntax/token.h"

namespace wgx {

void discover_template_lists(std::vector<Token>& tokens);

}  // namespace wgx
