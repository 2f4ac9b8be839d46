// Inputs at and far past the nesting limits: clear errors, never a stack overflow.
#include <gtest/gtest.h>

#include <string>

#include "api/shader_module.h"

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

}  // namespace
}  // namespace wgx
