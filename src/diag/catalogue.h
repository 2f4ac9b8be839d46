// The diagnostics catalogue: one entry per message of the lexer, parser, driver, API and
// sanitizer, with a stable id and a template whose {0}, {1}, ... are filled by the caller. Sema's
// ids have tables of their own (sema/diag_ids.h, sema/uniformity_messages.h); the ids of all are
// unique (tests/diag/catalogue_test.cpp). Wording follows Tint where Tint has the same fault, so
// wgx and a browser say the same thing.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace wgx {

enum class Msg {
  // Lexer
  InvalidCharacter,
  InvalidBom,
  NullCharacter,
  InvalidUtf8,
  UnterminatedComment,
  IncompleteExponent,
  NotRepresentable,
  NotExactlyRepresentable,
  HexMantissaTooLarge,
  HexExponentTooLarge,
  HexExponentMissing,
  HexNoDigits,
  LeadingZeros,
  DoubleUnderscore,
  // Parser
  ExpectedToken,
  MissingClosingTemplate,
  ExpectedKind,
  ReservedKeyword,
  UnexpectedToken,
  StoppingAfter,
  DirectiveOrder,
  DirectiveParens,
  UnsupportedFeature,
  FeatureNotAllowed,
  ExtensionNotAllowed,
  InvalidFeatureName,
  AttributesWithoutDecl,
  StatementOutsideFunction,
  MissingInitializer,
  ModuleScopeLet,
  InvalidType,
  InvalidTypeAlias,
  ConditionExpected,
  ReturnTypeExpected,
  ExpressionExpected,
  ExpectedExpressionFor,
  WhileConditionExpected,
  SelectorExpected,
  CaseSelectorExpected,
  BreakIfExpression,
  IndexExpressionExpected,
  RightSideExpected,
  AssignmentRightSide,
  MixingOperators,
  PrefixIncrement,
  MaxDepth,
  TooManyDeclarations,
  InvalidExpression,
  MissingExpression,
  ExpectedVar,
  ConstAttribute,
  AttributeNoParens,
  AttributeTooFewArgs,
  AttributeTooManyArgs,
  UnexpectedAttributes,
  ParsedAsTemplateList,
  NoteWrapLessThan,
  NoteWrapGreaterThan,
  // Driver
  FileUnreadable,
  // The API (src/api/): what Dawn rejects before Tint sees the shader
  ShaderNullCharacter,
  // The sanitizer (src/sanitize/): faults of the running program
  SanitizeDataRace,
  SanitizeDataRaceNote,
  SanitizeOutOfBounds,
  SanitizeNotFinite,
  SanitizeDivisionByZero,
  SanitizeFindingsDropped,
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
