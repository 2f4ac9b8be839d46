#include "diag/catalogue.h"

#include <array>

namespace wgx {
namespace {

// Indexed by Msg; keep in the same order as the enum.
constexpr std::array<MessageInfo, static_cast<size_t>(Msg::kCount)> kMessages = {{
    {"lex.invalid-character", "invalid character found"},
    {"lex.invalid-bom", "invalid character (UTF-8 BOM) found"},
    {"lex.null-character", "null character found"},
    {"lex.invalid-utf8", "invalid UTF-8"},
    {"lex.unterminated-comment", "unterminated block comment"},
    {"lex.incomplete-exponent", "incomplete exponent for floating point literal: {0}"},
    {"lex.not-representable", "value cannot be represented as '{0}'"},
    {"lex.not-exactly-representable", "value cannot be exactly represented as '{0}'"},
    {"lex.hex-mantissa-too-large", "mantissa is too large for hex float"},
    {"lex.hex-exponent-too-large", "exponent is too large for hex float"},
    {"lex.hex-exponent-missing", "expected an exponent value for hex float"},
    {"lex.hex-no-digits", "integer or float hex literal has no significant digits"},
    {"lex.leading-zeros", "integer literal cannot have leading 0s"},
    {"lex.double-underscore", "identifiers must not start with two or more underscores"},
    {"syntax.expected-token", "expected '{0}'{1}"},
    {"syntax.missing-closing-template", "missing closing '>'{0}"},
    {"syntax.expected", "expected {0}{1}"},
    {"syntax.reserved-keyword", "'{0}' is a reserved keyword"},
    {"syntax.unexpected-token", "unexpected token"},
    {"syntax.stopping-after", "stopping after {0} errors"},
    {"syntax.directive-order", "directives must come before all global declarations"},
    {"syntax.directive-parens", "{0} directives don't take parenthesis"},
    {"syntax.unsupported-feature", "feature '{0}' is not supported"},
    {"resolve.feature-not-allowed", "language feature '{0}' is not allowed in the current environment"},
    {"api.extension-not-allowed", "extension '{0}' is not allowed in the current environment"},
    {"syntax.invalid-feature-name", "invalid feature name for requires"},
    {"syntax.attributes-without-declaration", "expected declaration after attributes"},
    {"syntax.statement-outside-function", "statement found outside of function body"},
    {"syntax.missing-initializer", "missing initializer for {0}"},
    {"syntax.module-scope-let", "module-scope 'let' is invalid, use 'const'"},
    {"syntax.invalid-type", "invalid type{0}"},
    {"syntax.invalid-type-alias", "invalid type alias"},
    {"syntax.condition-expected", "unable to parse condition expression"},
    {"syntax.return-type-expected", "unable to determine function return type"},
    {"syntax.expression-expected", "unable to parse expression"},
    {"syntax.expected-expression-for", "expected expression for {0}"},
    {"syntax.while-condition-expected", "unable to parse while condition expression"},
    {"syntax.selector-expected", "unable to parse selector expression"},
    {"syntax.case-selector-expected", "expected case selector expression or `default`"},
    {"syntax.break-if-expression", "expected expression for `break-if`"},
    {"syntax.index-expression-expected", "unable to parse expression inside []"},
    {"syntax.right-side-expected", "unable to parse right side of {0} expression"},
    {"syntax.assignment-right-side", "unable to parse right side of assignment"},
    {"syntax.mixing-operators", "mixing '{0}' and '{1}' requires parenthesis"},
    {"syntax.prefix-increment", "prefix increment and decrement operators are not supported"},
    {"syntax.max-depth", "maximum parser recursive depth reached"},
    {"syntax.too-many-declarations", "module has more than {0} declarations, the most wgx checks"},
    {"syntax.invalid-expression", "invalid expression"},
    {"syntax.missing-expression", "missing expression"},
    {"syntax.expected-var", "expected 'var' for variable declaration"},
    {"syntax.const-attribute", "const attribute may not appear in shaders"},
    {"syntax.attribute-no-parens", "{0} attribute doesn't take parenthesis"},
    {"syntax.attribute-too-few-args", "{0} expects{1} {2} argument{3}"},
    {"syntax.attribute-too-many-args", "{0} expects{1} {2} argument{3}, got {4}"},
    {"syntax.unexpected-attributes", "unexpected attributes"},
    {"syntax.parsed-as-template-list", "parsed as template list"},
    {"syntax.note-wrap-less-than", "if this is intended to be a less-than expression then wrap in parentheses"},
    {"syntax.note-wrap-greater-than", "if this is intended to be a greater-than expression then wrap in parentheses"},
    {"driver.file-unreadable", "{0}"},
    {"api.null-character", "The WGSL shader contains an illegal character '\\0'"},
    {"sanitize.data-race", "data race on '{0}' ({1}, bytes {2}): {3}{4}"},
    {"sanitize.data-race-note", "the other access: {0}"},
    {"sanitize.out-of-bounds", "out-of-bounds {0}: index {1}, '{2}' has {3} ({4})"},
    {"sanitize.not-finite", "{0} produced {1} from finite operands {2} ({3})"},
    {"sanitize.division-by-zero", "integer {0} by zero: {1} ({2})"},
    {"sanitize.findings-dropped", "{0} more distinct findings were not reported (at most {1} per dispatch)"},
}};

}  // namespace

const MessageInfo& message_info(Msg m) { return kMessages[static_cast<size_t>(m)]; }

std::string format_message(Msg m, std::initializer_list<std::string_view> args) {
  std::string_view text = message_info(m).text;
  std::string out;
  out.reserve(text.size() + 16);
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '{' && i + 2 < text.size() && text[i + 2] == '}' && text[i + 1] >= '0' && text[i + 1] <= '9') {
      size_t index = static_cast<size_t>(text[i + 1] - '0');
      if (index < args.size()) out += *(args.begin() + index);
      i += 2;
      continue;
    }
    out += c;
  }
  return out;
}

}  // namespace wgx
