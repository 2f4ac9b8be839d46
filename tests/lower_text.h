// Compiling and lowering a WGSL snippet, for tests of the IR and of the executors.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "api/shader_module.h"
#include "ir/lower.h"
#include "sema/resolver.h"

namespace wgx {

struct Lowered {
  std::unique_ptr<SourceFile> file;
  CompiledModule module;
  std::unique_ptr<sema::ModuleInfo> values;  // the module resolved with its overrides' defaults
  ir::LowerResult ir;
};

inline Lowered lower_text(const std::string& text, const ir::LowerOptions& options = {}) {
  Lowered l;
  l.file = std::make_unique<SourceFile>("test.wgsl", text);
  DiagnosticList diags;
  l.module = compile_module(*l.file, diags);
  EXPECT_TRUE(l.module.ok);
  if (!l.module.ok) return l;
  sema::OverrideValues no_constants;
  l.values = sema::resolve(*l.module.ast, *l.file, diags, &no_constants);
  l.ir = ir::lower(*l.module.ast, *l.values, *l.file, options);
  return l;
}

}  // namespace wgx
