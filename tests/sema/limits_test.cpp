// Inputs at and far past the nesting limits: clear errors, never a stack overflow; and hostile
// inputs (huge constants, long chains, many declarations): clear errors in bounded time and memory.
#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "api/shader_module.h"
#include "syntax/ast_dump.h"
#include "syntax/parser.h"

namespace wgx {
namespace {

std::string first_error(const std::string& text) {
  SourceFile file("limits.wgsl", text);
  DiagnosticList diags;
  compile_module(file, diags);
  for (const Diagnostic& d : diags.all()) {
    if (d.severity == Severity::Error) return d.message;
  }
  return "";
}

std::string chain(const std::string& op, int terms) {
  std::string s = "1";
  for (int i = 1; i < terms; ++i) s += " " + op + " 1";
  return s;
}

TEST(Limits, ExpressionDepthLikeTint) {
  // 513 terms nest 512 operators: the most Tint accepts.
  EXPECT_EQ(first_error("fn f() -> i32 { return " + chain("+", 513) + "; }"), "");
  EXPECT_EQ(first_error("fn f() -> i32 { return " + chain("+", 514) + "; }"), "reached max expression depth of 512");
}

TEST(Limits, VeryLongOperatorChainsDoNotOverflowTheStack) {
  EXPECT_EQ(first_error("fn f() -> i32 { return " + chain("+", 200000) + "; }"), "reached max expression depth of 512");
  std::string index = "fn f() { var a: array<i32, 4>; let x = a";
  for (int i = 0; i < 100000; ++i) index += "[0]";
  EXPECT_EQ(first_error(index + "; }"), "reached max expression depth of 512");
}

TEST(Limits, DeepStatementNestingIsAParseError) {
  std::string ifs = "fn f() { ";
  for (int i = 0; i < 50000; ++i) ifs += "if true { ";
  for (int i = 0; i < 50000; ++i) ifs += "} ";
  EXPECT_EQ(first_error(ifs + "}"), "maximum parser recursive depth reached");
}

// ---- hostile input: each case once crashed, hung or took unbounded memory ----------------------

std::string repeat(int n, const std::function<std::string(int)>& piece) {
  std::string s;
  for (int i = 0; i < n; ++i) s += piece(i);
  return s;
}

TEST(Limits, ZeroValuesTooLargeToHoldAreNotACrash) {
  // More than 2^18 scalars: left unevaluated when only a runtime value is needed...
  EXPECT_EQ(first_error("@compute @workgroup_size(1) fn main() {\n"
                        "  var a = array<mat4x4f, 20000>();\n  a[0][0].x = 1.0;\n"
                        "  let b = array<array<i32, 1000>, 1000>();\n}"),
            "");
  // ...and a clear error where the constant itself is needed.
  EXPECT_EQ(
      first_error("const a = array<i32, 262145>();"),
      "constant value of type 'array<i32, 262145>' holds 262145 scalars; wgx evaluates constants of at most 262144");
}

TEST(Limits, ZeroValueOfAStructWithAnAtomicOrRuntimeArrayIsAnError) {
  EXPECT_EQ(first_error("struct S { a: atomic<u32> }\nconst x : S = S();"),
            "structure constructor has non-constructible type");
  EXPECT_EQ(first_error("struct S { a: array<u32> }\nfn f() -> S { return S(); }"),
            "structure constructor has non-constructible type");
}

TEST(Limits, DoublingConstantsAreBounded) {
  // `const a{i+1} = array(a{i}, a{i})` doubles each line: 2^25 scalars by the last line.
  std::string src = "const a0 = array(1, 2);\n" + repeat(24, [](int i) {
                      return "const a" + std::to_string(i + 1) + " = array(a" + std::to_string(i) + ", a" +
                             std::to_string(i) + ");\n";
                    });
  // The first too large: a18, of 19 nested arrays, 2^19 scalars.
  std::string type = "abstract-int";
  for (int i = 0; i < 19; ++i) type = "array<" + type + ", 2>";
  EXPECT_EQ(first_error(src),
            "constant value of type '" + type + "' holds 524288 scalars; wgx evaluates constants of at most 262144");
}

TEST(Limits, StructsHoldingTwoOfThePreviousAreCheckedInLinearTime) {
  // 2^40 paths through the member graph; each struct is walked once.
  std::string src = "struct S0 { x: i32 }\n" + repeat(40, [](int i) {
                      return "struct S" + std::to_string(i + 1) + " { a: S" + std::to_string(i) + ", b: S" +
                             std::to_string(i) + " }\n";
                    });
  EXPECT_EQ(first_error(src), "struct size (0x100000000) must not exceed 0xffffffff bytes");
}

std::string else_if_chain(int n) {
  return "fn f(x: u32) {\n  if x == 0u { return; }" +
         repeat(n, [](int i) { return " else if x == " + std::to_string(i + 1) + "u { return; }"; }) + "\n}";
}

TEST(Limits, ElseIfChainsStopAtTintsStatementDepth) {
  EXPECT_EQ(first_error(else_if_chain(123)), "");
  const std::string too_deep = "statement nesting depth / chaining length exceeds limit of 127";
  EXPECT_EQ(first_error(else_if_chain(124)), too_deep);
  EXPECT_EQ(first_error(else_if_chain(200000)), too_deep);  // once a stack overflow
}

TEST(Limits, AstDumpOfALongElseIfChainIsBounded) {
  SourceFile file("chain.wgsl", else_if_chain(50000));
  DiagnosticList diags;
  std::unique_ptr<ast::Module> module = parse(file, diags);
  ASSERT_TRUE(module);
  std::string dump = dump_ast(*module, &file);
  EXPECT_NE(dump.find("... (deeper nesting not dumped)"), std::string::npos);
  EXPECT_LT(dump.size(), 20u << 20);  // once 50000 levels of indentation: gigabytes
}

TEST(Limits, LongCallChainsAndManyLetsAreLinear) {
  std::string chain = repeat(10000, [](int i) {
    return "fn f" + std::to_string(i) + "() -> i32 { return f" + std::to_string(i + 1) + "(); }\n";
  });
  chain += "fn f10000() -> i32 { return 1; }\n@compute @workgroup_size(1) fn main() { _ = f0(); }\n";
  EXPECT_EQ(first_error(chain), "");
  std::string lets =
      "@compute @workgroup_size(1) fn main() {\n  var x0 = 1;\n" +
      repeat(100000, [](int i) { return "  let x" + std::to_string(i + 1) + " = x" + std::to_string(i) + " + 1;\n"; }) +
      "}\n";
  EXPECT_EQ(first_error(lets), "");
}

TEST(Limits, DeclarationsPerModuleAreBounded) {
  std::string src = repeat(65537, [](int i) { return "fn f" + std::to_string(i) + "() {}\n"; });
  EXPECT_EQ(first_error(src), "module has more than 65536 declarations, the most wgx checks");
}

TEST(Limits, NulAndByteOrderMarkAreReported) {
  std::string comment = "// a X\nfn f() {}\n";
  comment[5] = '\0';
  EXPECT_EQ(first_error(comment), "null character found");
  std::string block = "/* X */ fn f() {}\n";
  block[3] = '\0';
  EXPECT_EQ(first_error(block), "null character found");
  EXPECT_EQ(first_error("\xef\xbb\xbf fn f() {}\n"), "invalid character (UTF-8 BOM) found");
}

}  // namespace
}  // namespace wgx
