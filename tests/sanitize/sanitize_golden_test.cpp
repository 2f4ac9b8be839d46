// The sanitizer's corpora (tests/golden/sanitize/): every shader states in comments how to run it
// and which findings the sanitizer must report; the test fails on a missed or an extra finding,
// and checks that the buffers after a sanitized run equal those of a plain run. WGX_BLESS=1
// rewrites the expectations from what the sanitizer reports.
//
//   // sanitize-dispatch: X[,Y[,Z]]           workgroup counts (default 1)
//   // sanitize-checks: races,bounds,numerics  (default races,bounds)
//   // sanitize-buffer: G:B SIZE [iota]        a buffer's size in bytes (default: its minimum, at
//                                              least 1024); iota fills word i with i (else zeros)
//   // sanitize-texture: G:B FORMAT WxHxD [layers N] [levels N] [samples N]
//                                              a texture view of zero texels (the base level WxHxD)
//   // expect-race: L:C 'NAME' note L:C        a data race at L:C on NAME, the other access at L:C
//   // expect-oob: L:C ACCESS index I bound N  an out-of-bounds index at L:C (ACCESS read, write, index)
//   // expect-race: L:C texel T of 'NAME' note L:C       a race on a storage texel
//   // expect-texel-oob: L:C ACCESS: WHAT, 'NAME' has N  an out-of-bounds texel address
//   // expect-numerics: L:C ID                 sanitize.not-finite or sanitize.division-by-zero at L:C
//
// Files named racy_* must expect at least one race and clean_* none, oob_* at least one
// out-of-bounds index and guarded_* none, nan_* at least one numerics finding and finite_* none,
// so that a bless cannot turn a miss into an expectation.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "api/shader_module.h"
#include "golden_support.h"
#include "ir/lower.h"
#include "jit/jit_executor.h"
#include "program/executable.h"
#include "sanitize/sanitizer.h"
#include "sema/resolver.h"

namespace wgx {
namespace {

namespace fs = std::filesystem;
using testing_support::blessing;
using testing_support::read_text;

struct Case {
  uint32_t dispatch[3] = {1, 1, 1};
  sanitize::Settings settings;
  struct Buffer {
    int64_t group, binding;
    uint64_t size;
    bool iota;
  };
  std::vector<Buffer> buffers;
  struct Texture {
    int64_t group, binding;
    exec::TexelFormat format;
    uint32_t size[3] = {1, 1, 1};
    uint32_t layers = 1, levels = 1, samples = 1;
  };
  std::vector<Texture> textures;
  std::vector<std::string> expected;
};

Case::Texture parse_texture(const std::string& text) {
  Case::Texture t{};
  char colon;
  std::string format, size, key;
  std::istringstream n(text);
  n >> t.group >> colon >> t.binding >> format >> size;
  t.format = exec::texel_format_named(format);
  EXPECT_NE(t.format, exec::TexelFormat::Undefined) << format;
  std::replace(size.begin(), size.end(), 'x', ' ');
  std::istringstream dims(size);
  for (uint32_t& d : t.size)
    if (!(dims >> d)) d = 1;
  uint32_t value;
  while (n >> key >> value) {
    if (key == "layers") t.layers = value;
    if (key == "levels") t.levels = value;
    if (key == "samples") t.samples = value;
  }
  return t;
}

std::string after(const std::string& line, const std::string& prefix) {
  size_t at = line.find(prefix);
  return at == std::string::npos ? std::string() : line.substr(at + prefix.size());
}

Case parse_case(const std::string& text) {
  Case c;
  std::istringstream in(text);
  std::string line;
  std::string error;
  while (std::getline(in, line)) {
    if (std::string d = after(line, "// sanitize-dispatch: "); !d.empty()) {
      std::replace(d.begin(), d.end(), ',', ' ');
      std::istringstream n(d);
      for (uint32_t& v : c.dispatch)
        if (!(n >> v)) v = 1;
    } else if (std::string k = after(line, "// sanitize-checks: "); !k.empty()) {
      EXPECT_TRUE(sanitize::parse_checks(k, &c.settings, &error)) << error;
    } else if (std::string b = after(line, "// sanitize-buffer: "); !b.empty()) {
      Case::Buffer buf{};
      char colon;
      std::string fill;
      std::istringstream n(b);
      n >> buf.group >> colon >> buf.binding >> buf.size >> fill;
      buf.iota = fill == "iota";
      c.buffers.push_back(buf);
    } else if (std::string t = after(line, "// sanitize-texture: "); !t.empty()) {
      c.textures.push_back(parse_texture(t));
    } else if (line.starts_with("// expect-")) {
      c.expected.push_back(line.substr(3));
    }
  }
  std::sort(c.expected.begin(), c.expected.end());
  return c;
}

std::string position(const Diagnostic& d) {
  Location l = d.file->location(d.span.offset);
  return std::to_string(l.line) + ":" + std::to_string(l.column);
}

// A finding as the expectation line that describes it.
std::string describe(const sanitize::Finding& f) {
  const Diagnostic& d = f.diagnostic;
  if (d.id == "sanitize.data-race") {
    std::string name = after(d.message, "data race on '");
    name = name.substr(0, name.find('\''));
    return "expect-race: " + position(d) + " '" + name + "' note " + position(f.notes.at(0));
  }
  if (d.id == "sanitize.texel-race") {
    std::string texel = after(d.message, "data race on ");
    texel = texel.substr(0, texel.find(" (storage texture"));
    return "expect-race: " + position(d) + " " + texel + " note " + position(f.notes.at(0));
  }
  if (d.id == "sanitize.texel-out-of-bounds") {
    std::string what = after(d.message, "out-of-bounds texel ");
    return "expect-texel-oob: " + position(d) + " " + what.substr(0, what.find(" (local_invocation_id"));
  }
  if (d.id == "sanitize.out-of-bounds") {
    std::string access = after(d.message, "out-of-bounds ");
    access = access.substr(0, access.find(':'));
    std::string index = after(d.message, "index ");
    index = index.substr(0, index.find(','));
    std::string bound = after(d.message, "' has ");
    bound = bound.substr(0, bound.find(' '));
    return "expect-oob: " + position(d) + " " + access + " index " + index + " bound " + bound;
  }
  if (d.file_level) return "expect-" + d.id;
  return "expect-numerics: " + position(d) + " " + d.id;
}

struct Buffers {
  std::vector<std::vector<uint8_t>> contents;
  std::vector<exec::BufferBinding> bindings;
  std::vector<std::vector<uint8_t>> texels;  // per texture, its levels one after another
  std::vector<exec::TextureBinding> textures;
};

void make_textures(const Case& c, Buffers* r) {
  for (const Case::Texture& t : c.textures) {
    uint64_t texel_bytes = uint64_t{exec::texel_layout(t.format).bytes} * t.samples;
    std::vector<uint64_t> offsets;
    uint64_t total = 0;
    for (uint32_t l = 0; l < t.levels; l++) {
      offsets.push_back(total);
      uint64_t w = std::max(1u, t.size[0] >> l), h = std::max(1u, t.size[1] >> l);
      total += w * h * t.size[2] * t.layers * texel_bytes;
    }
    r->texels.emplace_back(total, 0);
    exec::TextureBinding b;
    b.group = t.group, b.binding = t.binding, b.format = t.format, b.layers = t.layers, b.samples = t.samples;
    for (uint32_t l = 0; l < t.levels; l++)
      b.levels.push_back({r->texels.back().data() + offsets[l], std::max(1u, t.size[0] >> l),
                          std::max(1u, t.size[1] >> l), t.size[2]});
    r->textures.push_back(b);
  }
}

Buffers make_buffers(const ir::Module& m, const Case& c) {
  Buffers r;
  for (const ir::Variable& v : m.vars) {
    if (v.space != ir::Space::Storage && v.space != ir::Space::Uniform) continue;
    uint64_t size = std::max<uint64_t>(v.size, v.runtime_sized ? 1024 : 0);
    bool iota = false;
    for (const Case::Buffer& b : c.buffers)
      if (b.group == v.group && b.binding == v.binding) size = b.size, iota = b.iota;
    std::vector<uint8_t> bytes(size, 0);
    for (uint64_t i = 0; iota && i + 4 <= size; i += 4) {
      uint32_t w = static_cast<uint32_t>(i / 4);
      std::memcpy(bytes.data() + i, &w, 4);
    }
    r.contents.push_back(std::move(bytes));
  }
  size_t k = 0;
  for (const ir::Variable& v : m.vars)
    if (v.space == ir::Space::Storage || v.space == ir::Space::Uniform) {
      r.bindings.push_back({v.group, v.binding, r.contents[k].data(), r.contents[k].size()});
      k++;
    }
  make_textures(c, &r);
  return r;
}

void bless(const fs::path& path, const std::string& text, const std::vector<std::string>& actual) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line))
    if (!line.starts_with("// expect-")) out += line + "\n";
  for (const std::string& a : actual) out += "// " + a + "\n";
  std::ofstream(path) << out;
}

class SanitizeGolden : public testing::TestWithParam<std::string> {};

TEST_P(SanitizeGolden, ReportsExactlyTheExpectedFindings) {
  fs::path path = GetParam();
  std::string text = read_text(path);
  Case c = parse_case(text);
  SourceFile file(path.filename().string(), text);
  DiagnosticList diags;
  CompiledModule module = compile_module(file, diags);
  ASSERT_TRUE(module.ok) << (diags.all().empty() ? "" : diags.all()[0].message);
  sema::OverrideValues no_constants;
  std::unique_ptr<sema::ModuleInfo> values = sema::resolve(*module.ast, file, diags, &no_constants);
  ir::LowerResult lowered = ir::lower(*module.ast, *values, file, {});
  ASSERT_TRUE(lowered.module) << lowered.error;
  const ir::Module& m = *lowered.module;

  Buffers sanitized = make_buffers(m, c);
  exec::ExecOptions options;
  std::copy(c.dispatch, c.dispatch + 3, options.dispatch);
  sanitize::Result r = sanitize::run(m, sanitized.bindings, sanitized.textures, {}, options, c.settings);
  ASSERT_EQ(r.error, "");
  std::vector<std::string> actual;
  for (const sanitize::Finding& f : r.findings) actual.push_back(describe(f));
  std::sort(actual.begin(), actual.end());
  actual.erase(std::unique(actual.begin(), actual.end()), actual.end());

  bool expects_race = std::any_of(actual.begin(), actual.end(), [](auto& a) { return a.starts_with("expect-race"); });
  std::string stem = path.stem().string();
  if (stem.starts_with("racy_")) {
    EXPECT_TRUE(expects_race) << "a racy kernel with no race found";
  }
  if (stem.starts_with("clean_")) {
    EXPECT_FALSE(expects_race) << "a race-free kernel with a race reported";
  }
  bool expects_oob = std::any_of(actual.begin(), actual.end(), [](auto& a) {
    return a.starts_with("expect-oob") || a.starts_with("expect-texel-oob");
  });
  if (stem.starts_with("oob_")) {
    EXPECT_TRUE(expects_oob) << "an out-of-bounds kernel with nothing found";
  }
  if (stem.starts_with("guarded_")) {
    EXPECT_FALSE(expects_oob) << "a guarded kernel with an out-of-bounds report";
  }
  bool expects_numerics =
      std::any_of(actual.begin(), actual.end(), [](auto& a) { return a.starts_with("expect-numerics"); });
  if (stem.starts_with("nan_")) {
    EXPECT_TRUE(expects_numerics) << "a kernel with a NaN, infinity or division by zero with nothing found";
  }
  if (stem.starts_with("finite_")) {
    EXPECT_FALSE(expects_numerics) << "a finite kernel with a numerics report";
  }

  if (blessing()) {
    if (actual != c.expected) bless(path, text, actual);
  } else {
    EXPECT_EQ(actual, c.expected) << "missed or extra findings (WGX_BLESS=1 rewrites the expectations)";
  }

  // The run behaves as without the sanitizer: the same buffers as the plain interpreter, in the
  // same workgroup order (one thread, so that storage races across workgroups resolve alike).
  Buffers plain = make_buffers(m, c);
  options.backend = exec::Backend::Interpreter;
  options.threads = 1;
  ASSERT_EQ(exec::interpret_dispatch(m, plain.bindings, plain.textures, {}, options), "");
  EXPECT_EQ(plain.contents, sanitized.contents) << "the sanitizer changed the output";
  EXPECT_EQ(plain.texels, sanitized.texels) << "the sanitizer changed the texels";
}

// Every finding in full (severity, id, message, span, notes, count): the report, byte for byte.
std::string report(const std::vector<sanitize::Finding>& findings) {
  std::string out;
  auto line = [&](const Diagnostic& d) {
    out += std::to_string(static_cast<int>(d.severity)) + " " + d.id + " " + std::to_string(d.span.offset) + "+" +
           std::to_string(d.span.length) + " " + d.message + "\n";
  };
  for (const sanitize::Finding& f : findings) {
    line(f.diagnostic);
    for (const Diagnostic& n : f.notes) line(n);
    out += "x" + std::to_string(f.count) + "\n";
  }
  return out;
}

// The sanitizer's event kernel (docs/sanitizer.md, "How it works") against the interpreter: the
// same findings, in the same order, with the same words and counts, and the same buffers.
TEST_P(SanitizeGolden, EventKernelReportsWhatTheInterpreterReports) {
  fs::path path = GetParam();
  std::string text = read_text(path);
  Case c = parse_case(text);
  if (c.settings.numerics) GTEST_SKIP() << "numerics run on the interpreter only";
  SourceFile file(path.filename().string(), text);
  DiagnosticList diags;
  CompiledModule module = compile_module(file, diags);
  ASSERT_TRUE(module.ok);
  sema::OverrideValues no_constants;
  std::unique_ptr<sema::ModuleInfo> values = sema::resolve(*module.ast, file, diags, &no_constants);
  ir::LowerResult lowered = ir::lower(*module.ast, *values, file, {});
  ASSERT_TRUE(lowered.module) << lowered.error;
  std::shared_ptr<const ir::Module> m(std::move(lowered.module));

  program::DeviceSettings settings;
  settings.backend = exec::Backend::Compiled;
  std::string error;
  std::shared_ptr<const program::Executable> e =
      program::Executable::build(m, exec::Backend::Interpreter, settings, &error);
  ASSERT_TRUE(e) << error;
  std::string why;
  if (!e->event_kernel(&why)) {
    if (jit::is_expected_fallback(why)) GTEST_SKIP() << why;
    // Modules with textures or subgroup operations are sanitized on the interpreter whatever the
    // switch says (docs/sanitizer.md, "The event kernel").
    if (why.find("sanitizer events with") != std::string::npos) GTEST_SKIP() << why;
    FAIL() << "no event kernel: " << why;
  }
  auto run = [&](const char* executor, Buffers* b) {
    setenv("WGX_SANITIZE_EXECUTOR", executor, 1);
    program::RunResult r = program::run(*e, b->bindings, c.dispatch, settings, &c.settings);
    unsetenv("WGX_SANITIZE_EXECUTOR");
    EXPECT_EQ(r.message, "") << executor;
    return report(r.findings);
  };
  Buffers interpreted = make_buffers(*m, c), compiled = make_buffers(*m, c);
  std::string expected = run("interp", &interpreted);
  EXPECT_EQ(run("compiled", &compiled), expected);
  EXPECT_EQ(compiled.contents, interpreted.contents) << "the event kernel computed other buffers";
}

std::vector<std::string> corpus() {
  std::vector<std::string> out;
  for (const char* dir : {"races", "bounds", "numerics", "textures"})
    for (const fs::path& p : testing_support::wgsl_files(fs::path(WGX_SOURCE_DIR) / "tests/golden/sanitize" / dir))
      out.push_back(p.string());
  return out;
}

INSTANTIATE_TEST_SUITE_P(Corpus, SanitizeGolden, testing::ValuesIn(corpus()),
                         [](const testing::TestParamInfo<std::string>& p) {
                           return testing_support::test_name_for(p.param);
                         });

}  // namespace
}  // namespace wgx
