// Tests of the shader test script parser: each command's fields, and a clear `line: message` for
// malformed scripts (unknown keywords, missing END, absurd sizes, bad numbers), never a crash.
#include "script/parser.h"

#include <gtest/gtest.h>

#include <random>

namespace wgx::script {
namespace {

Script parse_ok(std::string_view text) {
  ParseError error;
  std::optional<Script> s = parse_script("t.wgxtest", text, &error);
  EXPECT_TRUE(s.has_value()) << error.line << ": " << error.message;
  return s ? *s : Script{};
}

ParseError parse_error(std::string_view text) {
  ParseError error;
  std::optional<Script> s = parse_script("t.wgxtest", text, &error);
  EXPECT_FALSE(s.has_value());
  return error;
}

const char* kShader = "SHADER compute s WGSL\n@compute @workgroup_size(1) fn main() {}\nEND\n";

TEST(ScriptParser, ShaderTextIsVerbatimUpToEnd) {
  Script s = parse_ok(
      "# comment\nSHADER compute k WGSL\n  // # not a comment, \" not a string\nfn f() {}\n  ENDING\nEND  # closes\n");
  ASSERT_EQ(s.commands.size(), 1u);
  const auto& shader = std::get<ShaderDecl>(s.commands[0]);
  EXPECT_EQ(shader.name, "k");
  EXPECT_EQ(shader.line, 2u);
  EXPECT_EQ(shader.code, "  // # not a comment, \" not a string\nfn f() {}\n  ENDING\n");
}

TEST(ScriptParser, BufferInitializers) {
  Script s = parse_ok(
      "BUFFER a DATA_TYPE uint32 SIZE 8 FILL 7\n"
      "BUFFER b DATA_TYPE vec4<float> SIZE 2 SERIES_FROM 0.5 INC_BY 0.25\n"
      "BUFFER c DATA_TYPE vec2<int32> DATA 1 -2\n 3 0x10 END\n"
      "BUFFER d DATA_TYPE u32 SIZE 4 RANDOM SEED 9 RANGE 1 6\n"
      "BUFFER e DATA_TYPE vec3f SIZE 10 DATA 1 2 3 END\n");
  ASSERT_EQ(s.commands.size(), 5u);
  const auto& a = std::get<BufferDecl>(s.commands[0]);
  EXPECT_EQ(a.count, 8u);
  EXPECT_EQ(a.init, BufferInit::Fill);
  EXPECT_EQ(a.fill, 7);
  const auto& b = std::get<BufferDecl>(s.commands[1]);
  EXPECT_EQ(b.type.components, 4u);
  EXPECT_EQ(b.type.scalar, ScalarKind::F32);
  EXPECT_EQ(b.byte_size(), 32u);
  EXPECT_EQ(b.series_inc, 0.25);
  const auto& c = std::get<BufferDecl>(s.commands[2]);
  EXPECT_EQ(c.count, 2u);
  EXPECT_EQ(c.data, (std::vector<double>{1, -2, 3, 16}));
  const auto& d = std::get<BufferDecl>(s.commands[3]);
  EXPECT_EQ(d.init, BufferInit::Random);
  EXPECT_EQ(d.seed, 9u);
  EXPECT_TRUE(d.random_range);
  const auto& e = std::get<BufferDecl>(s.commands[4]);
  EXPECT_EQ(e.count, 10u);
  EXPECT_EQ(e.byte_size(), 160u);  // vec3 elements take 16 bytes, as in a WGSL array
  EXPECT_EQ(e.type.wgsl_name(), "vec3<f32>");
}

TEST(ScriptParser, PipelineRunAndExpectations) {
  Script s = parse_ok(std::string(kShader) +
                      "BUFFER buf DATA_TYPE float SIZE 4 FILL 0\n"
                      "PIPELINE compute p\n"
                      "  ATTACH s ENTRY_POINT main\n"
                      "  CONSTANT scale 2.5\n"
                      "  BIND BUFFER buf AS storage DESCRIPTOR_SET 1 BINDING 3\n"
                      "END\n"
                      "RUN p 4 2\n"
                      "EXPECT buf IDX 1 TOLERANCE 0.1 1% EQ 1 2 3\n"
                      "EXPECT buf IDX 0 GE 0\n"
                      "EXPECT buf EQ_BUFFER buf\n"
                      "EXPECT_ERROR SHADER s 3:5 \"a \\\"quoted\\\" text\"\n");
  ASSERT_EQ(s.commands.size(), 8u);
  const auto& p = std::get<PipelineDecl>(s.commands[2]);
  EXPECT_EQ(p.entry_point, "main");
  EXPECT_EQ(p.constants.at("scale"), 2.5);
  ASSERT_EQ(p.binds.size(), 1u);
  EXPECT_EQ(p.binds[0].group, 1u);
  EXPECT_EQ(p.binds[0].binding, 3u);
  const auto& r = std::get<RunCmd>(s.commands[3]);
  EXPECT_EQ(r.x, 4u);
  EXPECT_EQ(r.y, 2u);
  EXPECT_EQ(r.z, 1u);
  const auto& e = std::get<ExpectValues>(s.commands[4]);
  EXPECT_EQ(e.line, 11u);
  EXPECT_EQ(e.index, 1u);
  ASSERT_EQ(e.tolerances.size(), 2u);
  EXPECT_TRUE(e.tolerances[1].percent);
  EXPECT_EQ(e.values.size(), 3u);
  EXPECT_EQ(std::get<ExpectValues>(s.commands[5]).op, Compare::GE);
  const auto& err = std::get<ExpectError>(s.commands[7]);
  EXPECT_EQ(err.error_line, 3u);
  EXPECT_EQ(err.error_column, 5u);
  EXPECT_EQ(err.text, "a \"quoted\" text");
}

TEST(ScriptParser, SanitizerSettingsAndExpectations) {
  Script s = parse_ok(std::string(kShader) +
                      "SANITIZE races bounds\nSCHEDULE random 42\n"
                      "EXPECT_RACE 12:3 14 \"tile\"\nEXPECT_OOB 9\nEXPECT_CLEAN\n");
  EXPECT_TRUE(s.sanitize.races);
  EXPECT_TRUE(s.sanitize.bounds);
  EXPECT_FALSE(s.sanitize.numerics);
  EXPECT_EQ(s.schedule.kind, gpu::ScheduleKind::Random);
  EXPECT_EQ(s.schedule.seed, 42u);
  const auto& race = std::get<ExpectFinding>(s.commands[1]);
  ASSERT_EQ(race.at.size(), 2u);
  EXPECT_EQ(race.at[0].line, 12u);
  EXPECT_EQ(race.at[0].column, 3u);
  EXPECT_EQ(race.at[1].column, 0u);
  EXPECT_EQ(race.text, "tile");
  EXPECT_EQ(std::get<ExpectFinding>(s.commands[2]).kind, FindingKind::OutOfBounds);
}

TEST(ScriptParser, ImagesAndSamplers) {
  Script s = parse_ok(std::string(kShader) +
                      "IMAGE img FORMAT rg32uint DIM_3D WIDTH 4 HEIGHT 2 DEPTH 3 MIP_LEVELS 2 DATA 1 2 3 4 END\n"
                      "IMAGE out FORMAT rgba8unorm WIDTH 2 HEIGHT 2 FILL 0.5\n"
                      "SAMPLER smp MAG_FILTER linear ADDRESS_MODE_V mirrored_repeat MAX_LOD 4\n"
                      "PIPELINE compute p\nATTACH s\nBIND BUFFER img AS sampled_image VIEW 3d BINDING 0\n"
                      "BIND BUFFER out AS storage_image DESCRIPTOR_SET 1 BINDING 0\nBIND SAMPLER smp BINDING 1\nEND\n"
                      "EXPECT img IDX 1 0 LAYER 2 LEVEL 0 SIZE 2 1 TOLERANCE 1 EQ_RGB 3 4 0\n");
  const auto& img = std::get<ImageDecl>(s.commands[1]);
  EXPECT_EQ(img.format, gpu::TextureFormat::Rg32Uint);
  EXPECT_EQ(img.dimension, gpu::TextureDimension::D3);
  EXPECT_EQ(img.depth_or_layers, 3u);
  EXPECT_EQ(img.levels, 2u);
  EXPECT_EQ(img.components, 2u);
  EXPECT_EQ(img.data, (std::vector<double>{1, 2, 3, 4}));
  EXPECT_EQ(std::get<ImageDecl>(s.commands[2]).fill, std::vector<double>{0.5});
  const auto& smp = std::get<SamplerDecl>(s.commands[3]);
  EXPECT_EQ(smp.desc.magFilter, gpu::FilterMode::Linear);
  EXPECT_EQ(smp.desc.addressModeV, gpu::AddressMode::MirrorRepeat);
  EXPECT_EQ(smp.desc.lodMaxClamp, 4.0f);
  const auto& p = std::get<PipelineDecl>(s.commands[4]);
  ASSERT_EQ(p.binds.size(), 3u);
  EXPECT_EQ(p.binds[0].as, BindAs::SampledImage);
  EXPECT_EQ(p.binds[0].view, gpu::TextureViewDimension::D3);
  EXPECT_EQ(p.binds[1].as, BindAs::StorageImage);
  EXPECT_EQ(p.binds[1].group, 1u);
  EXPECT_EQ(p.binds[2].as, BindAs::Sampler);
  const auto& e = std::get<ExpectImage>(s.commands[5]);
  EXPECT_EQ(e.x, 1u);
  EXPECT_EQ(e.layer, 2u);
  EXPECT_EQ(e.width, 2u);
  EXPECT_EQ(e.values, (std::vector<double>{3, 4, 0}));
  EXPECT_EQ(e.tolerances.size(), 1u);
}

TEST(ScriptParser, Errors) {
  struct Case {
    std::string text;
    uint32_t line;
    std::string message;
  };
  const Case cases[] = {
      {"FROB x\n", 1, "unknown command 'FROB'"},
      {"# only a comment\n\n", 1, "the script has no commands"},
      {"SANITIZE races\n", 1, "the script has no commands"},
      {"\n\nSHADER compute s WGSL\nfn f() {}\n", 3, "SHADER 's' has no END"},
      {"SHADER compute s GLSL\nEND\n", 1, "unsupported shader format 'GLSL'"},
      {"BUFFER b DATA_TYPE float SIZE 99999999999 FILL 0\n", 1, "expected the element count"},
      {"BUFFER b DATA_TYPE vec4<float> SIZE 4000000000 FILL 0\n", 1, "larger than maxBufferSize"},
      {"BUFFER b DATA_TYPE uint32 SIZE 0 FILL 0\n", 1, "has no elements"},
      {"BUFFER b DATA_TYPE uint8 SIZE 1 FILL 0\n", 1, "unknown data type 'uint8'"},
      {"BUFFER b DATA_TYPE uint32 SIZE 2 FILL -1\n", 1, "'-1' is not a u32 value"},
      {"BUFFER b DATA_TYPE int32 SIZE 2 FILL 2147483648\n", 1, "not a i32 value"},
      {"BUFFER b DATA_TYPE float DATA 1 2\n3\n", 1, "DATA has no END"},
      {"BUFFER b DATA_TYPE vec2<float> DATA 1 2 3 END\n", 1, "not a whole number of vec2<f32>"},
      {"BUFFER b DATA_TYPE float SIZE 2 DATA 1 2 3 END\n", 1, "more than its SIZE"},
      {"BUFFER b DATA_TYPE float SIZE 1 FILL 0\nBUFFER b DATA_TYPE float SIZE 1 FILL 0\n", 2, "already declared"},
      {"PIPELINE compute p\nATTACH nope\nEND\n", 2, "no shader 'nope'"},
      {std::string(kShader) + "PIPELINE compute p\nATTACH s\n", 4, "PIPELINE 'p' has no END"},
      {std::string(kShader) + "PIPELINE compute p\nEND\n", 4, "has no ATTACH"},
      {std::string(kShader) + "PIPELINE graphics p\nEND\n", 4, "unsupported pipeline type 'graphics'"},
      {std::string(kShader) + "PIPELINE compute p\nATTACH s\nSHOUT\nEND\n", 6, "unknown pipeline command 'SHOUT'"},
      {std::string(kShader) + "BUFFER b DATA_TYPE float SIZE 1 FILL 0\nPIPELINE compute p\nATTACH s\n"
                              "BIND BUFFER b AS storage BINDING 0\nBIND BUFFER b AS uniform BINDING 0\nEND\n",
       8, "bound twice"},
      {"RUN p 1 1 1\n", 1, "no pipeline 'p'"},
      {"BUFFER b DATA_TYPE float SIZE 4 FILL 0\nEXPECT b IDX 2 EQ 1 2 3\n", 2, "EXPECT reads elements 2..4"},
      {"BUFFER b DATA_TYPE float SIZE 4 FILL 0\nEXPECT b IDX 0 LT TOLERANCE 1 2\n", 2, "'TOLERANCE' is not a f32"},
      {"BUFFER b DATA_TYPE float SIZE 4 FILL 0\nEXPECT b IDX 0 TOLERANCE 1 LT 2\n", 2, "TOLERANCE goes with EQ"},
      {"BUFFER b DATA_TYPE float SIZE 4 FILL 0\nEXPECT b IDX 0 ABOUT 2\n", 2, "unknown comparison 'ABOUT'"},
      {"BUFFER b DATA_TYPE float SIZE 4 FILL 0\nEXPECT b IDX 0 EQ\n", 2, "at least one value"},
      {"EXPECT_RACE 3\n", 1, "EXPECT_RACE needs SANITIZE races"},
      {"SANITIZE bounds\nEXPECT_CLEAN\nEXPECT_NUMERICS 4\n", 3, "needs SANITIZE numerics"},
      {"EXPECT_CLEAN\n", 1, "EXPECT_CLEAN needs SANITIZE"},
      {"SANITIZE races\nEXPECT_RACE 0:1\n", 2, "expected LINE or LINE:COL"},
      {"SANITIZE everything\n", 1, "unknown sanitizer check 'everything'"},
      {std::string(kShader) + "EXPECT_ERROR SHADER s 2 unquoted\n", 4, "expected a quoted message"},
      {"EXPECT_ERROR SHADER s 2 \"open\n", 1, "unterminated string"},
      {"END\n", 1, "END without"},
      {"EXPECT_ERROR PIPELINE p\n", 1, "no pipeline 'p'"},
      {"EXPECT_ERROR BUFFER b 1\n", 1, "expected 'SHADER' or 'PIPELINE', found 'BUFFER'"},
      {"SUBGROUP_SIZE 12\n", 1, "the subgroup size is 4, 8"},
      {"SHADER compute s WGSL FILE /no/such/file.wgsl\n", 1, "cannot read shader file"},
      // Images and samplers.
      {"IMAGE i FORMAT rgba9unorm WIDTH 2 HEIGHT 2\n", 1, "'rgba9unorm' is not a texture format"},
      {"IMAGE i FORMAT depth24plus-stencil8 WIDTH 2 HEIGHT 2\n", 1, "is not a texture format a shader reads"},
      {"IMAGE i FORMAT rgba8unorm WIDTH 0 HEIGHT 2\n", 1, "needs a size"},
      {"IMAGE i FORMAT rgba8unorm WIDTH 99999 HEIGHT 2\n", 1, "expected the width"},
      {"IMAGE i FORMAT rgba8unorm DIM_1D WIDTH 4 HEIGHT 2\n", 1, "a DIM_1D image has a WIDTH only"},
      {"IMAGE i FORMAT rgba8unorm WIDTH 2 HEIGHT 2 SHINY\n", 1, "expected DIM_1D"},
      {"IMAGE i FORMAT rgba8unorm WIDTH 2 HEIGHT 2 FILL\n", 1, "FILL needs 1 to 4"},
      {"IMAGE i FORMAT rg8uint WIDTH 2 HEIGHT 1 DATA 1 2 3 END\n", 1, "whole texels of 2 values"},
      {"IMAGE i FORMAT r8uint WIDTH 2 HEIGHT 1 DATA 1 2 3 END\n", 1, "more texels than its level 0"},
      {"IMAGE i FORMAT r8uint WIDTH 2 HEIGHT 1 DATA 1\n", 1, "DATA has no END"},
      {"IMAGE i FORMAT rgba32float WIDTH 16384 HEIGHT 16384 LAYERS 8\n", 1, "past its memory budget"},
      {"BUFFER i DATA_TYPE float SIZE 1 FILL 0\nIMAGE i FORMAT r8uint WIDTH 1 HEIGHT 1\n", 2, "already declared"},
      {"SAMPLER s MAG_FILTER cubic\n", 1, "unknown filter 'cubic'"},
      {"SAMPLER s ADDRESS_MODE_U wrap\n", 1, "unknown address mode 'wrap'"},
      {"SAMPLER s MAX_LOD 40\n", 1, "a level of detail is a number from 0 to 32"},
      {"SAMPLER s FROB\n", 1, "unknown sampler setting 'FROB'"},
      {"SAMPLER s COMPARE sometimes\n", 1, "unknown compare function 'sometimes'"},
      {"SAMPLER s MAX_ANISOTROPY 0\n", 1, "a maximum anisotropy is an integer from 1 to 65535"},
      {"IMAGE i FORMAT r8uint WIDTH 2 HEIGHT 2\nEXPECT i IDX 1 1 SIZE 2 1 EQ_RGBA 0 0 0 1\n", 2, "EXPECT reads past image 'i'"},
      {"IMAGE i FORMAT r8uint WIDTH 2 HEIGHT 2\nEXPECT i IDX 0 0 LEVEL 1 EQ_RGBA 0 0 0 1\n", 2, "EXPECT reads past image"},
      {"IMAGE i FORMAT r8uint WIDTH 2 HEIGHT 2\nEXPECT i IDX 0 0 EQ 1\n", 2, "expected EQ_RGBA or EQ_RGB"},
      {std::string(kShader) + "IMAGE i FORMAT r8uint WIDTH 1 HEIGHT 1\nPIPELINE compute p\nATTACH s\n"
                              "BIND BUFFER i AS storage BINDING 0\nEND\n",
       7, "unsupported binding type 'storage' for image 'i'"},
      {std::string(kShader) + "IMAGE i FORMAT r8uint WIDTH 1 HEIGHT 1\nPIPELINE compute p\nATTACH s\n"
                              "BIND BUFFER i AS sampled_image VIEW sphere BINDING 0\nEND\n",
       7, "unknown view dimension 'sphere'"},
      {std::string(kShader) + "PIPELINE compute p\nATTACH s\nBIND SAMPLER nope BINDING 0\nEND\n", 6,
       "no sampler 'nope'"},
  };
  for (const Case& c : cases) {
    ParseError e = parse_error(c.text);
    EXPECT_EQ(e.line, c.line) << c.text;
    EXPECT_NE(e.message.find(c.message), std::string::npos) << c.text << "\n-> " << e.message;
  }
}

// Random bytes and random keyword soups never crash the parser and always give an error or a
// script (a fuzz-ish sweep; the fuzzers cover WGSL, not scripts).
// Shader files are read as `wgx check` reads sources, but only regular files: a folder, an
// endless device or a FIFO is an error naming the file, never a hang or an unbounded read (here
// with their folders allowed, to reach the check of the file itself).
TEST(ScriptParser, ShaderFilesThatAreNotFilesAreErrors) {
  ParseError error;
  ScriptLimits anywhere{.allowed_folders = {"/"}};
  EXPECT_FALSE(parse_script("t.wgxtest", "SHADER compute s WGSL FILE /dev/zero\n", &error, anywhere));
  EXPECT_NE(error.message.find("'/dev/zero': not a regular file"), std::string::npos) << error.message;
  EXPECT_FALSE(parse_script("t.wgxtest", "SHADER compute s WGSL FILE /\n", &error, anywhere));
  EXPECT_NE(error.message.find("it is a folder"), std::string::npos) << error.message;
  EXPECT_FALSE(load_script("/", &error));
  EXPECT_NE(error.message.find("it is a folder"), std::string::npos) << error.message;
  EXPECT_FALSE(load_script("/dev/null", &error));
  EXPECT_NE(error.message.find("not a regular file"), std::string::npos) << error.message;
}

// A script reads shader files inside its own folder only (links resolved), unless the command
// line allows another folder.
TEST(ScriptParser, ShaderFilesStayInTheScriptsFolder) {
  std::string root = std::string(WGX_SOURCE_DIR);
  std::string script = root + "/tests/scripts/examples/x.wgxtest";
  ParseError error;
  for (const char* path : {"../../../examples/double.wgsl", "/etc/passwd", "/dev/zero", "../../../examples"}) {
    std::string text = std::string("SHADER compute s WGSL FILE ") + path + "\n";
    EXPECT_FALSE(parse_script(script, text, &error)) << path;
    EXPECT_EQ(error.line, 1u);
    EXPECT_NE(error.message.find("outside the script's folder"), std::string::npos) << error.message;
  }
  ScriptLimits examples{.allowed_folders = {root + "/examples"}};
  EXPECT_TRUE(parse_script(script, "SHADER compute s WGSL FILE ../../../examples/double.wgsl\n", &error, examples))
      << error.message;
  EXPECT_FALSE(parse_script(script, "SHADER compute s WGSL FILE ../../../README.md\n", &error, examples));
  EXPECT_NE(error.message.find("outside the script's folder"), std::string::npos) << error.message;
}

// Buffers and shaders count against the script's memory budget; the one past it is named.
TEST(ScriptParser, MemoryBudget) {
  ParseError error;
  ScriptLimits small{.max_memory = 1 << 20};
  EXPECT_TRUE(parse_script("t.wgxtest", "BUFFER a DATA_TYPE uint32 SIZE 262144 FILL 0\n", &error, small));
  EXPECT_FALSE(parse_script("t.wgxtest",
                            "BUFFER a DATA_TYPE uint32 SIZE 262144 FILL 0\nBUFFER b DATA_TYPE uint32 SIZE 1 FILL 0\n",
                            &error, small));
  EXPECT_EQ(error.line, 2u);
  EXPECT_NE(error.message.find("buffer 'b' takes the script past its memory budget of 1 MiB"), std::string::npos)
      << error.message;
  std::string big = "SHADER compute s WGSL\n// " + std::string(200000, 'x') + "\nEND\n";
  EXPECT_FALSE(parse_script("t.wgxtest", big, &error, small));  // 8 times its text
  EXPECT_NE(error.message.find("shader 's' takes the script past its memory budget"), std::string::npos)
      << error.message;
}

TEST(ScriptParser, NoiseNeverCrashes) {
  static const char* kWords[] = {
      "SHADER",    "compute",   "WGSL", "END", "BUFFER",   "DATA_TYPE",  "vec3<float>", "SIZE",   "FILL", "DATA",
      "PIPELINE",  "ATTACH",    "BIND", "AS",  "storage",  "BINDING",    "RUN",         "EXPECT", "IDX",  "EQ",
      "TOLERANCE", "EQ_BUFFER", "1",    "-1",  "0x",       "4294967296", "1e999",       "nan",    "\"",   "#",
      "\n",        "b",         "s",    "p",   "SANITIZE", "races",      "EXPECT_RACE"};
  std::mt19937 rng(5);
  for (int round = 0; round < 3000; round++) {
    std::string text;
    int n = static_cast<int>(rng() % 40);
    for (int i = 0; i < n; i++) {
      if (rng() % 7 == 0) {
        text += static_cast<char>(rng() % 256);
      } else {
        text += kWords[rng() % std::size(kWords)];
        text += rng() % 3 ? " " : "\n";
      }
    }
    ParseError error;
    std::optional<Script> s = parse_script("noise.wgxtest", text, &error);
    if (!s) {
      EXPECT_FALSE(error.message.empty()) << text;
    }
  }
}

}  // namespace
}  // namespace wgx::script
