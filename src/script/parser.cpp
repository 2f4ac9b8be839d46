// The shader test script parser (parser.h). Scripts are line-oriented, as Amber's: a command is a
// line of words; SHADER bodies and BUFFER DATA lists run to a line holding END. Faults are thrown
// as a Fault inside this file and returned as the one ParseError at the top, so each grammar
// function reads straight through.
#include "script/parser.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <memory>
#include <set>

#include "api/texel_values.h"
#include "api/texture_format.h"
#include "wgx/source.h"

namespace wgx::script {

std::string ElementType::wgsl_name() const {
  static const char* kScalar[] = {"u32", "i32", "f32", "f16"};
  const char* s = kScalar[static_cast<int>(scalar)];
  if (components == 1) return s;
  return "vec" + std::to_string(components) + "<" + s + ">";
}

const char* compare_name(Compare c) {
  static const char* kNames[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  return kNames[static_cast<int>(c)];
}

const char* finding_command(FindingKind k) {
  switch (k) {
    case FindingKind::Race:
      return "EXPECT_RACE";
    case FindingKind::OutOfBounds:
      return "EXPECT_OOB";
    case FindingKind::Numerics:
      return "EXPECT_NUMERICS";
  }
  return "EXPECT_RACE";
}

namespace {

struct Fault {
  uint32_t line;
  std::string message;
};

struct Token {
  std::string text;
  bool quoted = false;
};

// The words of one line; `#` starts a comment outside a quoted string; "..." is one token with
// \" and \\ escapes.
std::vector<Token> tokenize(std::string_view line, uint32_t line_no) {
  std::vector<Token> tokens;
  size_t i = 0;
  while (i < line.size()) {
    char c = line[i];
    if (c == ' ' || c == '\t' || c == '\r') {
      i++;
      continue;
    }
    if (c == '#') break;
    Token t;
    if (c == '"') {
      t.quoted = true;
      i++;
      while (i < line.size() && line[i] != '"') {
        if (line[i] == '\\' && i + 1 < line.size()) i++;
        t.text += line[i++];
      }
      if (i >= line.size()) throw Fault{line_no, "unterminated string"};
      i++;
    } else {
      while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' && line[i] != '#')
        t.text += line[i++];
    }
    tokens.push_back(std::move(t));
  }
  return tokens;
}

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::optional<ElementType> element_type(std::string_view name) {
  static const std::pair<std::string_view, ScalarKind> kScalars[] = {
      {"uint32", ScalarKind::U32}, {"u32", ScalarKind::U32}, {"int32", ScalarKind::I32},   {"i32", ScalarKind::I32},
      {"float", ScalarKind::F32},  {"f32", ScalarKind::F32}, {"float16", ScalarKind::F16}, {"f16", ScalarKind::F16}};
  auto scalar = [&](std::string_view s) -> std::optional<ScalarKind> {
    for (const auto& [n, k] : kScalars)
      if (n == s) return k;
    return std::nullopt;
  };
  if (auto k = scalar(name)) return ElementType{*k, 1};
  if (name.size() < 4 || name.substr(0, 3) != "vec" || name[3] < '2' || name[3] > '4') return std::nullopt;
  uint32_t n = static_cast<uint32_t>(name[3] - '0');
  std::string_view rest = name.substr(4);
  static const std::pair<std::string_view, ScalarKind> kShort[] = {
      {"u", ScalarKind::U32}, {"i", ScalarKind::I32}, {"f", ScalarKind::F32}, {"h", ScalarKind::F16}};
  for (const auto& [suffix, k] : kShort)
    if (rest == suffix) return ElementType{k, n};
  if (rest.size() < 3 || rest.front() != '<' || rest.back() != '>') return std::nullopt;
  if (auto k = scalar(rest.substr(1, rest.size() - 2))) return ElementType{*k, n};
  return std::nullopt;
}

std::optional<uint64_t> parse_unsigned(std::string_view s, uint64_t max) {
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) s.remove_prefix(2), base = 16;
  uint64_t v = 0;
  auto r = std::from_chars(s.data(), s.data() + s.size(), v, base);
  if (s.empty() || r.ec != std::errc() || r.ptr != s.data() + s.size() || v > max) return std::nullopt;
  return v;
}

std::optional<double> parse_float(std::string_view s) {
  if (!s.empty() && s[0] == '+') s.remove_prefix(1);
  double v = 0;
  auto r = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || r.ptr != s.data() + s.size()) return std::nullopt;
  if (r.ec == std::errc::result_out_of_range)
    v = std::isinf(v) ? v : 0.0;  // beyond double: as the type rounds it
  else if (r.ec != std::errc())
    return std::nullopt;
  return v;
}

// A value of `scalar` written in a script: integers (decimal or 0x hex) in the type's range,
// floats as decimal, `inf`, `-inf` or `nan`.
std::optional<double> parse_value(std::string_view s, ScalarKind scalar) {
  if (scalar == ScalarKind::F32 || scalar == ScalarKind::F16) return parse_float(s);
  bool negative = !s.empty() && s[0] == '-';
  if (negative && scalar == ScalarKind::U32) return std::nullopt;
  if (negative) s.remove_prefix(1);
  uint64_t max = scalar == ScalarKind::U32 ? 0xffffffffull : (negative ? 0x80000000ull : 0x7fffffffull);
  auto v = parse_unsigned(s, max);
  if (!v) return std::nullopt;
  return negative ? -static_cast<double>(*v) : static_cast<double>(*v);
}

class Parser {
 public:
  Parser(const std::string& path, std::string_view text, const ScriptLimits& limits)
      : lines_(split_lines(text)), limits_(limits) {
    script_.path = path;
    folder_ = std::filesystem::path(path).parent_path();
  }

  Script run() {
    while (next_line()) command();
    if (script_.commands.empty()) throw Fault{1, "the script has no commands (nothing to test)"};
    check_sanitizer_expectations();
    return std::move(script_);
  }

 private:
  // ---- Lines and tokens ----------------------------------------------------------------------

  // Moves to the next line with any token; false at the end of the text.
  bool next_line() {
    while (index_ < lines_.size()) {
      line_no_ = static_cast<uint32_t>(index_ + 1);
      tokens_ = tokenize(lines_[index_++], line_no_);
      at_ = 0;
      if (!tokens_.empty()) return true;
    }
    return false;
  }

  [[noreturn]] void fail(const std::string& message) const { throw Fault{line_no_, message}; }

  bool done() const { return at_ >= tokens_.size(); }
  const std::string& peek() const {
    static const std::string kNone;
    return done() ? kNone : tokens_[at_].text;
  }
  std::string word(const char* what) {
    if (done()) fail("expected " + std::string(what));
    return tokens_[at_++].text;
  }
  bool accept(std::string_view keyword) {
    if (done() || tokens_[at_].quoted || tokens_[at_].text != keyword) return false;
    at_++;
    return true;
  }
  void expect(std::string_view keyword) {
    if (!accept(keyword)) fail("expected '" + std::string(keyword) + "'" + found());
  }
  std::string found() const { return done() ? " at the end of the line" : ", found '" + peek() + "'"; }
  void end_of_line() {
    if (!done()) fail("unexpected '" + peek() + "'");
  }
  uint64_t number(const char* what, uint64_t max) {
    std::string w = word(what);
    auto v = parse_unsigned(w, max);
    if (!v)
      fail("expected " + std::string(what) + " (an integer up to " + std::to_string(max) + "), found '" + w + "'");
    return *v;
  }
  double value(ScalarKind scalar, const ElementType& type) {
    std::string w = word("a value");
    auto v = parse_value(w, scalar);
    if (!v) fail("'" + w + "' is not a " + type.wgsl_name() + " value");
    return *v;
  }
  // A quoted message substring, or empty when the line ends.
  std::string optional_text() {
    if (done()) return {};
    if (!tokens_[at_].quoted) fail("expected a quoted message" + found());
    return tokens_[at_++].text;
  }
  ShaderLocation location() {
    std::string w = word("LINE or LINE:COL");
    ShaderLocation loc;
    size_t colon = w.find(':');
    auto line = parse_unsigned(std::string_view(w).substr(0, colon), UINT32_MAX);
    std::optional<uint64_t> column = uint64_t{0};
    if (colon != std::string::npos) column = parse_unsigned(std::string_view(w).substr(colon + 1), UINT32_MAX);
    if (!line || !column || *line == 0 || (colon != std::string::npos && *column == 0))
      fail("expected LINE or LINE:COL (1-based), found '" + w + "'");
    loc.line = static_cast<uint32_t>(*line);
    loc.column = static_cast<uint32_t>(*column);
    return loc;
  }
  std::string new_name(std::set<std::string>& names, const char* what) {
    std::string name = word(what);
    if (!names.insert(name).second) fail(std::string(what) + " '" + name + "' is already declared");
    return name;
  }

  // ---- Commands ------------------------------------------------------------------------------

  void command() {
    std::string keyword = word("a command");
    if (keyword == "SHADER") return shader();
    if (keyword == "BUFFER") return buffer();
    if (keyword == "IMAGE") return image();
    if (keyword == "SAMPLER") return sampler();
    if (keyword == "PIPELINE") return pipeline();
    if (keyword == "RUN") return run_command();
    if (keyword == "EXPECT") return expect_command();
    if (keyword == "EXPECT_ERROR") return expect_error();
    if (keyword == "EXPECT_RACE") return expect_finding(FindingKind::Race);
    if (keyword == "EXPECT_OOB") return expect_finding(FindingKind::OutOfBounds);
    if (keyword == "EXPECT_NUMERICS") return expect_finding(FindingKind::Numerics);
    if (keyword == "EXPECT_CLEAN") return expect_clean();
    if (keyword == "SANITIZE") return sanitize();
    if (keyword == "SCHEDULE") return schedule();
    if (keyword == "DEVICE_FEATURE") return device_feature();
    if (keyword == "SUBGROUP_SIZE") return subgroup_size();
    if (keyword == "END") fail("END without a SHADER, BUFFER, IMAGE or PIPELINE to close");
    fail("unknown command '" + keyword + "'");
  }

  void shader() {
    ShaderDecl s;
    s.line = line_no_;
    s.stage = word("a shader stage (compute, vertex, fragment, multi)");
    if (s.stage != "compute" && s.stage != "vertex" && s.stage != "fragment" && s.stage != "multi")
      fail("unknown shader stage '" + s.stage + "' (compute, vertex, fragment, multi)");
    s.name = new_name(shader_names_, "shader");
    current_name_ = s.name;
    std::string format = word("the shader format WGSL");
    if (format != "WGSL") fail("unsupported shader format '" + format + "': wgx runs WGSL");
    if (accept("FILE")) {
      s.path = word("a file path");
      end_of_line();
      s.code = read_shader_file(s.path);
    } else {
      end_of_line();
      s.code = raw_block_until_end("SHADER '" + s.name + "'");
      count_memory(s.code.size() * ScriptLimits::kShaderMemoryFactor, "shader");
    }
    script_.commands.push_back(std::move(s));
  }

  // A script names its shader files relative to its folder and reads them as `wgx check` reads
  // sources (bounded in size), but only regular files inside its folder or a folder the command
  // line allows: a script from someone else may not read what its runner can (links resolved,
  // so none leads out), nor block on a FIFO or a device.
  std::string read_shader_file(const std::string& relative) {
    std::filesystem::path p = folder_ / relative;  // an absolute path replaces the folder
    std::string why = confinement_problem(p);
    if (!why.empty()) fail("cannot read shader file '" + relative + "': " + why);
    std::unique_ptr<SourceFile> file = SourceFile::load(p.string(), &why, SourceFile::RegularFilesOnly);
    if (!file) fail("cannot read shader file: " + why);
    count_memory(file->text().size() * ScriptLimits::kShaderMemoryFactor, "shader");
    return std::string(file->text());
  }

  // Why the script may not read `p` ("" when it may).
  std::string confinement_problem(const std::filesystem::path& p) const {
    std::error_code ec;
    std::filesystem::path real = std::filesystem::canonical(p, ec);
    if (ec) return ec.message();
    if (inside_folder(real, folder_.empty() ? std::filesystem::path(".") : folder_)) return "";
    for (const std::string& allowed : limits_.allowed_folders)
      if (inside_folder(real, allowed)) return "";
    return "it is outside the script's folder (wgx test --allow-read FOLDER allows more)";
  }

  static bool inside_folder(const std::filesystem::path& real, const std::filesystem::path& folder) {
    std::error_code ec;
    std::filesystem::path root = std::filesystem::canonical(folder, ec);
    if (ec) return false;
    auto r = real.begin(), f = root.begin();
    for (; f != root.end(); ++f, ++r)
      if (r == real.end() || *r != *f) return false;
    return true;
  }

  // Adds `bytes` of the declaration on this line (a "buffer" or "shader") to the script's memory,
  // which may not pass its budget.
  void count_memory(uint64_t bytes, const char* what) {
    memory_ += bytes;
    if (memory_ <= limits_.max_memory) return;
    fail(std::string(what) + " '" + current_name_ + "' takes the script past its memory budget of " +
         std::to_string(limits_.max_memory >> 20) + " MiB (buffers' bytes and " +
         std::to_string(ScriptLimits::kShaderMemoryFactor) +
         " times shaders' text; wgx test --max-memory MIB raises it)");
  }

  // `END`, alone on its line but for blanks and a `#` comment. (Shader lines are not tokenized:
  // WGSL text may hold anything, a lone `"` in a comment included.)
  static bool is_end_line(std::string_view line) {
    size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string_view::npos || line.substr(first, 3) != "END") return false;
    std::string_view rest = line.substr(first + 3);
    size_t next = rest.find_first_not_of(" \t\r");
    return next == std::string_view::npos || rest[next] == '#';
  }

  // The lines verbatim up to one holding only END.
  std::string raw_block_until_end(const std::string& what) {
    uint32_t start = line_no_;
    std::string text;
    while (index_ < lines_.size()) {
      std::string_view line = lines_[index_++];
      line_no_ = static_cast<uint32_t>(index_);
      if (is_end_line(line)) return text;
      text.append(line);
      text += '\n';
    }
    throw Fault{start, what + " has no END"};
  }

  void buffer() {
    BufferDecl b;
    b.line = line_no_;
    b.name = new_name(buffer_names_, "buffer");
    current_name_ = b.name;
    expect("DATA_TYPE");
    std::string type_name = word("a data type");
    auto type = element_type(type_name);
    if (!type) fail("unknown data type '" + type_name + "' (uint32, int32, float, float16, vecN<T>, or WGSL's names)");
    b.type = *type;
    if (accept("DATA")) {
      buffer_data(b);
    } else {
      expect("SIZE");
      b.count = number("the element count", UINT32_MAX);
      check_size(b);
      if (accept("DATA")) {  // the first elements given, the rest zero
        buffer_data(b);
      } else {
        buffer_initializer(b);
        end_of_line();
      }
    }
    count_memory(b.byte_size(), "buffer");
    buffers_[b.name] = b.type;
    counts_[b.name] = b.count;
    script_.commands.push_back(std::move(b));
  }

  void check_size(const BufferDecl& b) const {
    if (b.count == 0) fail("buffer '" + b.name + "' has no elements");
    if (b.byte_size() > kMaxBufferBytes)
      fail("buffer '" + b.name + "' of " + std::to_string(b.byte_size()) + " bytes is larger than maxBufferSize (" +
           std::to_string(kMaxBufferBytes) + ")");
  }

  void buffer_initializer(BufferDecl& b) {
    ScalarKind s = b.type.scalar;
    if (accept("FILL")) {
      b.init = BufferInit::Fill;
      b.fill = value(s, b.type);
    } else if (accept("SERIES_FROM")) {
      b.init = BufferInit::Series;
      b.series_start = value(s, b.type);
      expect("INC_BY");
      b.series_inc = value(s, b.type);
    } else if (accept("RANDOM")) {
      b.init = BufferInit::Random;
      expect("SEED");
      b.seed = number("the seed", UINT32_MAX);
      if (accept("RANGE")) {
        b.random_range = true;
        b.random_lo = value(s, b.type);
        b.random_hi = value(s, b.type);
        if (!(b.random_lo <= b.random_hi)) fail("RANGE needs lo <= hi");
      }
    } else {
      fail("expected FILL, SERIES_FROM or RANDOM" + found());
    }
  }

  // DATA v... END, over as many lines as needed; a vector type takes whole elements.
  void buffer_data(BufferDecl& b) {
    b.init = BufferInit::Data;
    uint32_t start = line_no_;
    uint64_t max_scalars = kMaxBufferBytes / b.type.scalar_bytes();
    while (true) {
      while (!done()) {
        if (accept("END")) {
          end_of_line();
          finish_data(b, start);
          return;
        }
        if (b.data.size() >= max_scalars) fail("buffer '" + b.name + "' is larger than maxBufferSize");
        b.data.push_back(value(b.type.scalar, b.type));
      }
      if (!next_line()) throw Fault{start, "BUFFER '" + b.name + "' DATA has no END"};
    }
  }

  // Without SIZE the data sets the element count; with it, the data may be shorter (zeros follow).
  void finish_data(BufferDecl& b, uint32_t start) {
    if (b.data.empty()) throw Fault{start, "buffer '" + b.name + "' DATA has no values"};
    if (b.data.size() % b.type.components)
      throw Fault{start, "buffer '" + b.name + "' DATA has " + std::to_string(b.data.size()) +
                             " values, not a whole number of " + b.type.wgsl_name()};
    uint64_t given = b.data.size() / b.type.components;
    if (b.count && given > b.count)
      throw Fault{start, "buffer '" + b.name + "' DATA has " + std::to_string(given) +
                             " elements, more than its SIZE " + std::to_string(b.count)};
    if (!b.count) b.count = given;
    check_size(b);
  }

  // ---- Images and samplers ---------------------------------------------------------------------

  void image() {
    ImageDecl d;
    d.line = line_no_;
    d.name = new_name(buffer_names_, "image");  // one namespace with buffers: BIND BUFFER names either
    current_name_ = d.name;
    expect("FORMAT");
    std::string format = word("a texture format");
    std::optional<gpu::TextureFormat> f = gpu::textureFormatByName(format);
    if (!f || gpu::texel_bytes(*f) == 0)
      fail("'" + format + "' is not a texture format a shader reads (rgba8unorm, r32float, rgba32uint, ...)");
    d.format = *f;
    d.components = std::max(1u, gpu::format_components(*f));
    bool has_height = false, has_count = false;
    while (!done()) {
      if (accept("DIM_1D")) {
        d.dimension = gpu::TextureDimension::D1;
      } else if (accept("DIM_2D")) {
        d.dimension = gpu::TextureDimension::D2;
      } else if (accept("DIM_3D")) {
        d.dimension = gpu::TextureDimension::D3;
      } else if (accept("WIDTH")) {
        d.width = static_cast<uint32_t>(number("the width", 16384));
      } else if (accept("HEIGHT")) {
        d.height = static_cast<uint32_t>(number("the height", 16384)), has_height = true;
      } else if (accept("DEPTH") || accept("LAYERS")) {
        d.depth_or_layers = static_cast<uint32_t>(number("the depth or layer count", 2048)), has_count = true;
      } else if (accept("MIP_LEVELS")) {
        d.levels = static_cast<uint32_t>(number("the mip level count", 15));
      } else if (accept("FILL")) {
        while (!done() && d.fill.size() < 4) d.fill.push_back(image_value(d));
        if (d.fill.empty()) fail("FILL needs 1 to 4 channel values");
      } else if (accept("DATA")) {
        image_data(d);
        break;
      } else {
        fail("expected DIM_1D, DIM_2D, DIM_3D, WIDTH, HEIGHT, DEPTH, LAYERS, MIP_LEVELS, FILL or DATA" + found());
      }
    }
    if (d.width == 0 || d.height == 0 || d.depth_or_layers == 0 || d.levels == 0)
      fail("image '" + d.name + "' needs a size and a mip level count of at least 1");
    if (d.dimension == gpu::TextureDimension::D1 && (has_height || has_count))
      fail("a DIM_1D image has a WIDTH only");
    count_memory(image_bytes(d), "image");
    images_[d.name] = d;
    script_.commands.push_back(std::move(d));
  }

  double image_value(const ImageDecl& d) {
    std::string w = word("a channel value");
    std::optional<double> v = parse_float(w);
    if (!v || !std::isfinite(*v)) fail("'" + w + "' is not a channel value of image '" + d.name + "'");
    return *v;
  }

  // DATA v... END over as many lines as needed: level 0's texels, `components` numbers each.
  void image_data(ImageDecl& d) {
    uint32_t start = line_no_;
    uint64_t max_values = uint64_t{d.width} * d.height * d.depth_or_layers * d.components;
    while (true) {
      while (!done()) {
        if (accept("END")) {
          end_of_line();
          if (d.data.empty() || d.data.size() % d.components)
            throw Fault{start, "image '" + d.name + "' DATA needs whole texels of " + std::to_string(d.components) +
                                   " value" + (d.components > 1 ? "s" : "")};
          return;
        }
        if (d.data.size() >= max_values) fail("image '" + d.name + "' DATA has more texels than its level 0");
        d.data.push_back(image_value(d));
      }
      if (!next_line()) throw Fault{start, "IMAGE '" + d.name + "' DATA has no END"};
    }
  }

  static uint64_t image_bytes(const ImageDecl& d) {
    uint64_t total = 0;
    bool is_3d = d.dimension == gpu::TextureDimension::D3;
    for (uint32_t l = 0; l < d.levels; l++)
      total += uint64_t{std::max(1u, d.width >> l)} * std::max(1u, d.height >> l) *
               (is_3d ? std::max(1u, d.depth_or_layers >> l) : d.depth_or_layers) * gpu::texel_bytes(d.format);
    return total;
  }

  void sampler() {
    SamplerDecl d;
    d.line = line_no_;
    d.name = new_name(sampler_names_, "sampler");
    d.desc.label = d.name;
    while (!done()) {
      std::string key = word("a sampler setting");
      if (key == "MAG_FILTER" || key == "MIN_FILTER") {
        gpu::FilterMode f = filter() ? gpu::FilterMode::Linear : gpu::FilterMode::Nearest;
        (key == "MAG_FILTER" ? d.desc.magFilter : d.desc.minFilter) = f;
      } else if (key == "MIPMAP_FILTER") {
        d.desc.mipmapFilter = filter() ? gpu::MipmapFilterMode::Linear : gpu::MipmapFilterMode::Nearest;
      } else if (key == "ADDRESS_MODE_U") {
        d.desc.addressModeU = address_mode();
      } else if (key == "ADDRESS_MODE_V") {
        d.desc.addressModeV = address_mode();
      } else if (key == "ADDRESS_MODE_W") {
        d.desc.addressModeW = address_mode();
      } else if (key == "MIN_LOD" || key == "MAX_LOD") {
        std::string w = word("a level of detail");
        std::optional<double> v = parse_float(w);
        if (!v || !(*v >= 0) || *v > 32) fail("a level of detail is a number from 0 to 32, found '" + w + "'");
        (key == "MIN_LOD" ? d.desc.lodMinClamp : d.desc.lodMaxClamp) = static_cast<float>(*v);
      } else if (key == "COMPARE") {
        d.desc.compare = compare_function();
      } else if (key == "MAX_ANISOTROPY") {
        std::string w = word("a maximum anisotropy");
        std::optional<double> v = parse_float(w);
        if (!v || !(*v >= 1) || *v > 65535 || *v != std::floor(*v))
          fail("a maximum anisotropy is an integer from 1 to 65535, found '" + w + "'");
        d.desc.maxAnisotropy = static_cast<uint16_t>(*v);
      } else {
        fail("unknown sampler setting '" + key +
             "' (MAG_FILTER, MIN_FILTER, MIPMAP_FILTER, ADDRESS_MODE_U/V/W, "
             "MIN_LOD, MAX_LOD, COMPARE, MAX_ANISOTROPY)");
      }
    }
    script_.commands.push_back(std::move(d));
  }

  bool filter() {
    std::string w = word("nearest or linear");
    if (w != "nearest" && w != "linear") fail("unknown filter '" + w + "' (nearest, linear)");
    return w == "linear";
  }

  // A comparison sampler's function by its WebGPU name (GPUCompareFunction).
  gpu::CompareFunction compare_function() {
    std::string w = word("a compare function");
    static const std::pair<const char*, gpu::CompareFunction> kNames[] = {
        {"never", gpu::CompareFunction::Never},
        {"less", gpu::CompareFunction::Less},
        {"equal", gpu::CompareFunction::Equal},
        {"less-equal", gpu::CompareFunction::LessEqual},
        {"greater", gpu::CompareFunction::Greater},
        {"not-equal", gpu::CompareFunction::NotEqual},
        {"greater-equal", gpu::CompareFunction::GreaterEqual},
        {"always", gpu::CompareFunction::Always}};
    for (const auto& [name, f] : kNames)
      if (w == name) return f;
    fail("unknown compare function '" + w +
         "' (never, less, equal, less-equal, greater, not-equal, greater-equal, "
         "always)");
  }

  gpu::AddressMode address_mode() {
    std::string w = word("clamp_to_edge, repeat or mirrored_repeat");
    if (w == "clamp_to_edge") return gpu::AddressMode::ClampToEdge;
    if (w == "repeat") return gpu::AddressMode::Repeat;
    if (w == "mirrored_repeat") return gpu::AddressMode::MirrorRepeat;
    fail("unknown address mode '" + w + "' (clamp_to_edge, repeat, mirrored_repeat)");
  }

  void pipeline() {
    PipelineDecl p;
    p.line = line_no_;
    std::string kind = word("the pipeline type compute");
    if (kind != "compute") fail("unsupported pipeline type '" + kind + "': wgx runs compute pipelines");
    p.name = new_name(pipeline_names_, "pipeline");
    end_of_line();
    uint32_t start = line_no_;
    std::set<std::pair<uint32_t, uint32_t>> slots;
    while (true) {
      if (!next_line()) throw Fault{start, "PIPELINE '" + p.name + "' has no END"};
      std::string keyword = word("a pipeline command");
      if (keyword == "END") break;
      if (keyword == "ATTACH") {
        attach(p);
      } else if (keyword == "BIND") {
        bind(p, slots);
      } else if (keyword == "CONSTANT") {
        constant(p);
      } else {
        fail("unknown pipeline command '" + keyword + "' (ATTACH, BIND, CONSTANT, END)");
      }
    }
    end_of_line();
    if (p.shader.empty()) throw Fault{start, "PIPELINE '" + p.name + "' has no ATTACH"};
    script_.commands.push_back(std::move(p));
  }

  void attach(PipelineDecl& p) {
    if (!p.shader.empty()) fail("a compute pipeline has one shader");
    p.shader = word("a shader name");
    if (!shader_names_.count(p.shader)) fail("no shader '" + p.shader + "' is declared before this line");
    if (accept("ENTRY_POINT")) p.entry_point = word("an entry point name");
    end_of_line();
  }

  void bind(PipelineDecl& p, std::set<std::pair<uint32_t, uint32_t>>& slots) {
    BindDecl b;
    b.line = line_no_;
    if (accept("SAMPLER")) {
      b.buffer = word("a sampler name");
      if (!sampler_names_.count(b.buffer)) fail("no sampler '" + b.buffer + "' is declared before this line");
      b.as = BindAs::Sampler;
    } else {
      expect("BUFFER");
      b.buffer = word("a buffer or image name");
      bool image = images_.count(b.buffer) != 0;
      if (!image && !buffers_.count(b.buffer)) fail("no buffer or image '" + b.buffer + "' is declared before this line");
      expect("AS");
      std::string as = word(image ? "sampled_image or storage_image" : "storage or uniform");
      if (!image && as == "storage") {
        b.as = BindAs::Storage;
      } else if (!image && as == "uniform") {
        b.as = BindAs::Uniform;
      } else if (image && (as == "sampled_image" || as == "storage_image")) {
        b.as = as == "sampled_image" ? BindAs::SampledImage : BindAs::StorageImage;
        if (accept("VIEW")) b.view = view_dimension();
      } else {
        fail("unsupported binding type '" + as + "' for " + (image ? "image" : "buffer") + " '" + b.buffer + "' (" +
             (image ? "sampled_image, storage_image" : "storage, uniform") + ")");
      }
    }
    if (accept("DESCRIPTOR_SET")) b.group = static_cast<uint32_t>(number("the group", UINT32_MAX));
    expect("BINDING");
    b.binding = static_cast<uint32_t>(number("the binding", UINT32_MAX));
    end_of_line();
    if (!slots.insert({b.group, b.binding}).second)
      fail("@group(" + std::to_string(b.group) + ") @binding(" + std::to_string(b.binding) + ") is bound twice");
    p.binds.push_back(std::move(b));
  }

  gpu::TextureViewDimension view_dimension() {
    static const std::pair<std::string_view, gpu::TextureViewDimension> kViews[] = {
        {"1d", gpu::TextureViewDimension::D1},     {"2d", gpu::TextureViewDimension::D2},
        {"2d-array", gpu::TextureViewDimension::D2Array}, {"cube", gpu::TextureViewDimension::Cube},
        {"cube-array", gpu::TextureViewDimension::CubeArray}, {"3d", gpu::TextureViewDimension::D3}};
    std::string w = word("a view dimension");
    for (const auto& [name, d] : kViews)
      if (w == name) return d;
    fail("unknown view dimension '" + w + "' (1d, 2d, 2d-array, cube, cube-array, 3d)");
  }

  void constant(PipelineDecl& p) {
    std::string name = word("an override name or @id");
    std::string w = word("a value");
    std::optional<double> v = w == "true" ? 1.0 : w == "false" ? 0.0 : parse_float(w);
    if (!v) fail("'" + w + "' is not a number");
    end_of_line();
    if (!p.constants.emplace(name, *v).second) fail("constant '" + name + "' is set twice");
  }

  void run_command() {
    RunCmd r;
    r.line = line_no_;
    r.pipeline = word("a pipeline name");
    if (!pipeline_names_.count(r.pipeline)) fail("no pipeline '" + r.pipeline + "' is declared before this line");
    r.x = static_cast<uint32_t>(number("the workgroup count x", UINT32_MAX));
    if (!done()) r.y = static_cast<uint32_t>(number("the workgroup count y", UINT32_MAX));
    if (!done()) r.z = static_cast<uint32_t>(number("the workgroup count z", UINT32_MAX));
    end_of_line();
    script_.commands.push_back(std::move(r));
  }

  const ElementType& known_buffer(const std::string& name) {
    auto it = buffers_.find(name);
    if (it == buffers_.end()) fail("no buffer '" + name + "' is declared before this line");
    return it->second;
  }

  std::vector<Tolerance> tolerances() {
    std::vector<Tolerance> out;
    while (!done() && out.size() < 4) {
      std::string w = peek();
      bool percent = !w.empty() && w.back() == '%';
      auto v = parse_float(percent ? std::string_view(w).substr(0, w.size() - 1) : std::string_view(w));
      if (!v) break;
      if (!(*v >= 0) || std::isinf(*v)) fail("a tolerance is a finite number >= 0, found '" + w + "'");
      out.push_back({*v, percent});
      at_++;
    }
    if (out.empty()) fail("TOLERANCE needs 1 to 4 values" + found());
    return out;
  }

  void expect_command() {
    std::string name = word("a buffer or image name");
    if (images_.count(name)) return expect_image(name);
    const ElementType type = known_buffer(name);
    if (accept("EQ_BUFFER")) return expect_buffer(name, type);
    ExpectValues e;
    e.line = line_no_;
    e.buffer = name;
    expect("IDX");
    e.index = number("the element index", UINT32_MAX);
    if (accept("TOLERANCE")) e.tolerances = tolerances();
    std::string op = word("a comparison (EQ NE LT LE GT GE)");
    static const std::pair<std::string_view, Compare> kOps[] = {{"EQ", Compare::EQ}, {"NE", Compare::NE},
                                                                {"LT", Compare::LT}, {"LE", Compare::LE},
                                                                {"GT", Compare::GT}, {"GE", Compare::GE}};
    bool known = false;
    for (const auto& [n, c] : kOps)
      if (op == n) e.op = c, known = true;
    if (!known) fail("unknown comparison '" + op + "' (EQ NE LT LE GT GE, EQ_BUFFER)");
    if (!e.tolerances.empty() && e.op != Compare::EQ) fail("TOLERANCE goes with EQ only");
    while (!done()) e.values.push_back(value(type.scalar, type));
    if (e.values.empty()) fail("EXPECT needs at least one value");
    uint64_t elements = (e.values.size() + type.components - 1) / type.components;
    if (e.index + elements > counts_[name])
      fail("EXPECT reads " +
           (elements == 1 ? "element " + std::to_string(e.index)
                          : "elements " + std::to_string(e.index) + ".." + std::to_string(e.index + elements - 1)) +
           " but '" + name + "' has " + std::to_string(counts_[name]));
    script_.commands.push_back(std::move(e));
  }

  void expect_image(const std::string& name) {
    const ImageDecl& d = images_.at(name);
    ExpectImage e;
    e.line = line_no_;
    e.image = name;
    expect("IDX");
    e.x = static_cast<uint32_t>(number("x", 16383));
    e.y = static_cast<uint32_t>(number("y", 16383));
    if (accept("LAYER")) e.layer = static_cast<uint32_t>(number("the layer or slice", 2047));
    if (accept("LEVEL")) e.level = static_cast<uint32_t>(number("the mip level", 14));
    if (accept("SIZE")) {
      e.width = static_cast<uint32_t>(number("the width", 16384));
      e.height = static_cast<uint32_t>(number("the height", 16384));
    }
    if (accept("TOLERANCE")) e.tolerances = tolerances();
    uint32_t channels = accept("EQ_RGBA") ? 4 : accept("EQ_RGB") ? 3 : 0;
    if (!channels) fail("expected EQ_RGBA or EQ_RGB" + found());
    while (e.values.size() < channels) e.values.push_back(image_value(d));
    end_of_line();
    bool is_3d = d.dimension == gpu::TextureDimension::D3;
    uint32_t w = std::max(1u, d.width >> e.level), h = std::max(1u, d.height >> e.level);
    uint32_t n = is_3d ? std::max(1u, d.depth_or_layers >> e.level) : d.depth_or_layers;
    if (e.level >= d.levels || e.width == 0 || e.height == 0 || e.x + e.width > w || e.y + e.height > h || e.layer >= n)
      fail("EXPECT reads past image '" + name + "' (level " + std::to_string(e.level) + " is " + std::to_string(w) +
           "x" + std::to_string(h) + " with " + std::to_string(n) + (is_3d ? " slices" : " layers") + ", " +
           std::to_string(d.levels) + " levels)");
    script_.commands.push_back(std::move(e));
  }

  void expect_buffer(const std::string& name, const ElementType& type) {
    ExpectBuffer e;
    e.line = line_no_;
    e.buffer = name;
    e.other = word("a buffer name");
    const ElementType other = known_buffer(e.other);
    if (other.scalar != type.scalar || other.components != type.components || counts_[name] != counts_[e.other])
      fail("EQ_BUFFER compares buffers of one type and size: '" + name + "' is " + std::to_string(counts_[name]) +
           " x " + type.wgsl_name() + ", '" + e.other + "' is " + std::to_string(counts_[e.other]) + " x " +
           other.wgsl_name());
    if (accept("TOLERANCE")) e.tolerances = tolerances();
    end_of_line();
    script_.commands.push_back(std::move(e));
  }

  void expect_error() {
    ExpectError e;
    e.line = line_no_;
    if (accept("PIPELINE")) {
      e.pipeline = true;
      e.shader = word("a pipeline name");
      if (!pipeline_names_.count(e.shader)) fail("no pipeline '" + e.shader + "' is declared before this line");
      e.text = optional_text();
      end_of_line();
      script_.commands.push_back(std::move(e));
      return;
    }
    if (!accept("SHADER")) fail("expected 'SHADER' or 'PIPELINE'" + found());
    e.shader = word("a shader name");
    if (!shader_names_.count(e.shader)) fail("no shader '" + e.shader + "' is declared before this line");
    ShaderLocation at = location();
    e.error_line = at.line;
    e.error_column = at.column;
    e.text = optional_text();
    end_of_line();
    script_.commands.push_back(std::move(e));
  }

  void expect_finding(FindingKind kind) {
    ExpectFinding e;
    e.line = line_no_;
    e.kind = kind;
    e.at.push_back(location());
    if (kind == FindingKind::Race && !done() && !tokens_[at_].quoted) e.at.push_back(location());
    e.text = optional_text();
    end_of_line();
    script_.commands.push_back(std::move(e));
  }

  void expect_clean() {
    end_of_line();
    script_.commands.push_back(ExpectClean{line_no_});
  }

  void sanitize() {
    if (done()) fail("SANITIZE needs races, bounds, numerics or stop_at_first");
    while (!done()) {
      std::string w = word("a check");
      if (w == "races") {
        script_.sanitize.races = true;
      } else if (w == "bounds") {
        script_.sanitize.bounds = true;
      } else if (w == "numerics") {
        script_.sanitize.numerics = true;
      } else if (w == "stop_at_first") {
        script_.sanitize.stopAtFirst = true;
      } else {
        fail("unknown sanitizer check '" + w + "' (races, bounds, numerics, stop_at_first)");
      }
    }
  }

  void schedule() {
    std::string w = word("lockstep, reverse or random SEED");
    if (w == "lockstep") {
      script_.schedule.kind = gpu::ScheduleKind::Lockstep;
    } else if (w == "reverse") {
      script_.schedule.kind = gpu::ScheduleKind::Reverse;
    } else if (w == "random") {
      script_.schedule.kind = gpu::ScheduleKind::Random;
      script_.schedule.seed = number("the seed", UINT64_MAX);
    } else {
      fail("unknown schedule '" + w + "' (lockstep, reverse, random SEED)");
    }
    end_of_line();
  }

  void device_feature() {
    if (script_.features.empty()) script_.features_line = line_no_;
    script_.features.push_back(word("a feature name (shader-f16, subgroups)"));
    end_of_line();
  }

  void subgroup_size() {
    uint64_t n = number("the subgroup size", 128);
    if (n < 4 || (n & (n - 1))) fail("the subgroup size is 4, 8, 16, 32, 64 or 128");
    script_.subgroup_size = static_cast<uint32_t>(n);
    end_of_line();
  }

  // A sanitizer expectation with its check off could never be met (or, for EXPECT_CLEAN, never
  // fail): the script is wrong, not the shader.
  void check_sanitizer_expectations() const {
    const gpu::SanitizerSettings& s = script_.sanitize;
    for (const Command& c : script_.commands) {
      if (const auto* f = std::get_if<ExpectFinding>(&c)) {
        bool on = f->kind == FindingKind::Race ? s.races : f->kind == FindingKind::OutOfBounds ? s.bounds : s.numerics;
        static const char* kCheck[] = {"races", "bounds", "numerics"};
        if (!on)
          throw Fault{f->line,
                      std::string(finding_command(f->kind)) + " needs SANITIZE " + kCheck[static_cast<int>(f->kind)]};
      }
      if (const auto* e = std::get_if<ExpectClean>(&c); e && !s.any())
        throw Fault{e->line, "EXPECT_CLEAN needs SANITIZE with at least one check"};
    }
  }

  std::vector<std::string_view> lines_;
  size_t index_ = 0;
  uint32_t line_no_ = 0;
  std::vector<Token> tokens_;
  size_t at_ = 0;
  std::filesystem::path folder_;
  const ScriptLimits& limits_;
  uint64_t memory_ = 0;       // of the buffers and shaders so far (count_memory)
  std::string current_name_;  // of the SHADER or BUFFER being read, for its errors
  Script script_;
  std::set<std::string> shader_names_, buffer_names_, pipeline_names_, sampler_names_;
  std::map<std::string, ImageDecl> images_;
  std::map<std::string, ElementType> buffers_;
  std::map<std::string, uint64_t> counts_;
};

}  // namespace

std::optional<Script> parse_script(const std::string& path, std::string_view text, ParseError* error,
                                   const ScriptLimits& limits) {
  try {
    return Parser(path, text, limits).run();
  } catch (const Fault& f) {
    if (error) *error = {f.line, f.message};
    return std::nullopt;
  }
}

std::optional<Script> load_script(const std::string& path, ParseError* error, const ScriptLimits& limits) {
  std::string why;
  // Bounded, as shader sources; never a FIFO or a device.
  std::unique_ptr<SourceFile> file = SourceFile::load(path, &why, SourceFile::RegularFilesOnly);
  if (!file) {
    if (error) *error = {0, why};
    return std::nullopt;
  }
  return parse_script(path, std::string(file->text()), error, limits);
}

}  // namespace wgx::script
