// `wgx run`'s textures and samplers (run_textures.h).
#include "cli/run_textures.h"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "base/printable.h"
#include "cli/binding_spec.h"

namespace wgx::cli {
namespace {

// What one run may allocate for one texture (WebGPU's maxBufferSize, as a buffer may).
constexpr uint64_t kMaxTextureBytes = uint64_t{256} << 20;

bool parse_key(std::string_view text, int64_t* group, int64_t* binding) {
  size_t colon = text.find(':');
  uint64_t g = 0, b = 0;
  if (colon == std::string::npos || !parse_u64(std::string(text.substr(0, colon)), &g) ||
      !parse_u64(std::string(text.substr(colon + 1)), &b))
    return false;
  *group = static_cast<int64_t>(g), *binding = static_cast<int64_t>(b);
  return true;
}

bool parse_size(const std::string& text, TextureSpec* spec) {
  std::vector<std::string> dims = split(text, 'x');
  uint64_t v[3] = {0, 0, 0};
  if (dims.size() < 2 || dims.size() > 3) return false;
  for (size_t i = 0; i < dims.size(); i++)
    if (!parse_u64(dims[i], &v[i]) || v[i] == 0 || v[i] > 16384) return false;
  spec->width = static_cast<uint32_t>(v[0]), spec->height = static_cast<uint32_t>(v[1]);
  spec->count = static_cast<uint32_t>(v[2]);
  return true;
}

bool parse_number(const std::string& text, double* out) {
  auto r = std::from_chars(text.data(), text.data() + text.size(), *out);
  return r.ec == std::errc() && r.ptr == text.data() + text.size() && std::isfinite(*out);
}

// One `:`-separated option after the source: FORMAT, fill=..., levels=N.
bool parse_texture_option(const std::string& option, TextureSpec* spec, std::string* error) {
  if (option.starts_with("levels=")) {
    uint64_t n = 0;
    if (!parse_u64(option.substr(7), &n) || n == 0 || n > 15) return *error = "levels= takes 1 to 15", false;
    spec->levels = static_cast<uint32_t>(n);
    return true;
  }
  if (option.starts_with("fill=")) {
    spec->fill.clear();
    for (const std::string& v : split(option.substr(5), ',')) {
      double d = 0;
      if (!parse_number(v, &d)) return *error = "fill= takes 1 to 4 numbers separated by ','", false;
      spec->fill.push_back(d);
    }
    if (spec->fill.empty() || spec->fill.size() > 4) return *error = "fill= takes 1 to 4 numbers", false;
    return true;
  }
  spec->format = program::texel_format_named(option);
  if (spec->format == exec::TexelFormat::Undefined)
    return *error = "'" + option + "' is not a texture format, fill=V[,V,V,V] or levels=N", false;
  return true;
}

// A sampled texture's format when the command line names none.
exec::TexelFormat default_format(const sema::BindingReflection& b) {
  if (b.kind == "storage-texture") return static_cast<exec::TexelFormat>(b.texture_format);
  if (b.sample_type == "uint") return exec::TexelFormat::Rgba8Uint;
  if (b.sample_type == "sint") return exec::TexelFormat::Rgba8Sint;
  if (b.sample_type == "depth") return exec::TexelFormat::Depth32Float;
  return exec::TexelFormat::Rgba8Unorm;
}

std::string binding_name(const sema::BindingReflection& b) {
  return "'" + b.name + "' (" + b.type + ") at " + std::to_string(b.group) + ":" + std::to_string(b.binding);
}

// The shape the spec gives a texture of the declared view dimension; false with the reason.
bool texture_shape(const sema::BindingReflection& b, const TextureSpec& spec, uint32_t width, uint32_t height,
                   program::TextureShape* shape, std::string* error) {
  const std::string& dim = b.view_dimension;
  shape->width = width, shape->height = height, shape->levels = spec.levels;
  if (dim == "1d" && (height != 1 || spec.count > 1)) return *error = "a 1d texture is Wx1", false;
  if (dim == "3d") shape->depth = spec.count ? spec.count : 1;
  if (dim == "2d-array") shape->layers = spec.count ? spec.count : 1;
  if (dim == "cube" || dim == "cube-array") {
    shape->layers = spec.count ? spec.count : 6;
    if (width != height || shape->layers % 6 != 0 || (dim == "cube" && shape->layers != 6))
      return *error = "a cube texture is square, with 6 layers (a cube array: 6 per cube)", false;
  }
  if ((dim == "1d" || dim == "2d") && spec.count > 1)
    return *error = "a " + dim + " texture has one layer: WxH, not WxHx" + std::to_string(spec.count), false;
  return true;
}

// PNG bytes as a texel value of the format's channel kind.
double png_channel(uint8_t byte, const program::TextureData& t, int c) {
  if (t.channel() != exec::TexelChannel::Float) return byte;
  double v = byte / 255.0;
  bool srgb = t.format() == exec::TexelFormat::Rgba8UnormSrgb || t.format() == exec::TexelFormat::Bgra8UnormSrgb;
  return srgb && c < 3 ? exec::srgb_to_linear(static_cast<float>(v)) : v;
}

// Level `l` from level `l - 1` by a 2x2 box filter (edges repeat), per image.
void box_filter_level(program::TextureData& t, uint32_t l) {
  for (uint32_t i = 0; i < t.images(l); i++)
    for (uint32_t y = 0; y < t.height(l); y++)
      for (uint32_t x = 0; x < t.width(l); x++) {
        double sum[4] = {0, 0, 0, 0};
        for (uint32_t k = 0; k < 4; k++) {
          double v[4];
          t.read(l - 1, std::min(2 * x + (k & 1), t.width(l - 1) - 1), std::min(2 * y + (k >> 1), t.height(l - 1) - 1),
                 std::min(i, t.images(l - 1) - 1), v);
          for (int c = 0; c < 4; c++) sum[c] += v[c] / 4;
        }
        t.write(l, x, y, i, sum);
      }
}

bool fill_from_spec(const TextureSpec& spec, const PngImage& png, program::TextureData& t) {
  for (uint32_t l = 0; l < t.shape().levels; l++) {
    if (!spec.png.empty() && l > 0) {
      box_filter_level(t, l);
      continue;
    }
    for (uint32_t i = 0; i < t.images(l); i++)
      for (uint32_t y = 0; y < t.height(l); y++)
        for (uint32_t x = 0; x < t.width(l); x++) {
          double v[4] = {0, 0, 0, 1};
          if (!spec.png.empty()) {
            const uint8_t* p = &png.pixels[(size_t{y} * png.width + x) * 4];
            for (int c = 0; c < 4; c++) v[c] = png_channel(p[c], t, c);
          } else if (!spec.fill.empty()) {
            for (size_t c = 0; c < 4; c++) v[c] = c < spec.fill.size() ? spec.fill[c] : (c == 3 ? 1 : 0);
          } else {
            v[3] = 0;  // zeros
          }
          t.write(l, x, y, i, v);
        }
  }
  return true;
}

bool make_texture(const sema::BindingReflection& b, const TextureSpec& spec, RunTexture* out, std::string* error) {
  if (b.multisampled) return *error = "multisampled textures are not made by wgx run", false;
  if (b.kind == "external-texture") return *error = "texture_external is not made by wgx run", false;
  exec::TexelFormat format = spec.format != exec::TexelFormat::Undefined ? spec.format : default_format(b);
  if (b.kind == "storage-texture" && format != static_cast<exec::TexelFormat>(b.texture_format))
    return *error = "a storage texture has the format its type names (" + b.texel_format + ")", false;
  PngImage png;
  uint32_t width = spec.width, height = spec.height;
  if (!spec.png.empty()) {
    if (!read_png(spec.png, &png, error)) return false;
    width = png.width, height = png.height;
  }
  program::TextureShape shape;
  if (!texture_shape(b, spec, width, height, &shape, error)) return false;
  if (!program::TextureData::make(format, shape, kMaxTextureBytes, &out->data, error)) return false;
  fill_from_spec(spec, png, out->data);
  out->declared = b;
  out->writable = b.kind == "storage-texture" && b.access != "read";
  return true;
}

std::string format_number(double v, exec::TexelChannel channel) {
  if (channel != exec::TexelChannel::Float) return std::to_string(static_cast<int64_t>(v));
  char buf[32];
  auto r = std::to_chars(buf, buf + sizeof buf, static_cast<float>(v));
  return std::string(buf, r.ptr);
}

}  // namespace

bool parse_texture_spec(const std::string& text, TextureSpec* spec, std::string* error) {
  const std::string usage = "invalid --texture '" + printable_text(text) +
                            "': expected GROUP:BINDING=png:PATH[:FORMAT][:levels=N] or "
                            "GROUP:BINDING=WxH[xN][:FORMAT][:fill=V,V,V,V][:levels=N]";
  size_t eq = text.find('=');
  if (eq == std::string::npos || !parse_key(std::string_view(text).substr(0, eq), &spec->group, &spec->binding))
    return *error = usage, false;
  std::vector<std::string> parts = split(text.substr(eq + 1), ':');
  if (parts.empty()) return *error = usage, false;
  size_t options = 1;
  if (parts[0] == "png") {
    // The path runs to the next part that is an option (a path may hold ':').
    if (parts.size() < 2) return *error = usage, false;
    spec->png = parts[1];
    options = 2;
    while (options < parts.size() && program::texel_format_named(parts[options]) == exec::TexelFormat::Undefined &&
           !parts[options].starts_with("levels=") && !parts[options].starts_with("fill="))
      spec->png += ":" + parts[options++];
    if (spec->png.empty()) return *error = usage, false;
  } else if (!parse_size(parts[0], spec)) {
    return *error = usage + " (sizes 1 to 16384)", false;
  }
  for (size_t i = options; i < parts.size(); i++) {
    std::string why;
    if (!parse_texture_option(parts[i], spec, &why)) return *error = usage + ": " + printable_text(why), false;
  }
  if (!spec->png.empty() && !spec->fill.empty()) return *error = usage + ": fill= is for a size, not a PNG", false;
  return true;
}

// A comparison sampler's function by its WebGPU name.
static bool parse_compare(std::string_view name, exec::SamplerBinding::Compare* out) {
  using C = exec::SamplerBinding::Compare;
  static const std::pair<std::string_view, C> kNames[] = {{"never", C::Never},
                                                          {"less", C::Less},
                                                          {"equal", C::Equal},
                                                          {"less-equal", C::LessEqual},
                                                          {"greater", C::Greater},
                                                          {"not-equal", C::NotEqual},
                                                          {"greater-equal", C::GreaterEqual},
                                                          {"always", C::Always}};
  for (const auto& [n, c] : kNames)
    if (n == name) return *out = c, true;
  return false;
}

bool parse_sampler_spec(const std::string& text, exec::SamplerBinding* sampler, std::string* error) {
  const std::string usage =
      "invalid --sampler '" + printable_text(text) +
      "': expected GROUP:BINDING=nearest|linear[,clamp|repeat|mirror][,mip=nearest|linear][,compare=FN]";
  size_t eq = text.find('=');
  if (eq == std::string::npos || !parse_key(std::string_view(text).substr(0, eq), &sampler->group, &sampler->binding))
    return *error = usage, false;
  using Filter = exec::SamplerBinding::Filter;
  using Address = exec::SamplerBinding::Address;
  for (const std::string& word : split(text.substr(eq + 1), ',')) {
    if (word == "nearest" || word == "linear") {
      sampler->mag = sampler->min = word == "linear" ? Filter::Linear : Filter::Nearest;
    } else if (word == "clamp" || word == "repeat" || word == "mirror") {
      Address a = word == "repeat" ? Address::Repeat : word == "mirror" ? Address::MirrorRepeat : Address::ClampToEdge;
      std::fill(std::begin(sampler->address), std::end(sampler->address), a);
    } else if (word == "mip=nearest" || word == "mip=linear") {
      sampler->mipmap = word == "mip=linear" ? Filter::Linear : Filter::Nearest;
    } else if (word.starts_with("compare=")) {
      if (!parse_compare(word.substr(8), &sampler->compare)) return *error = usage, false;
    } else {
      return *error = usage, false;
    }
  }
  return true;
}

bool prepare_textures(const sema::ModuleReflection& reflection, const std::string& entry,
                      const std::vector<TextureSpec>& texture_specs,
                      const std::vector<exec::SamplerBinding>& sampler_specs, std::vector<RunTexture>* textures,
                      std::vector<exec::SamplerBinding>* samplers, std::string* error) {
  const sema::EntryPointReflection* ep = nullptr;
  for (const sema::EntryPointReflection& e : reflection.entry_points)
    if (e.stage == "compute" && (entry.empty() || e.name == entry)) ep = &e;
  std::vector<const sema::BindingReflection*> used;
  for (const sema::BindingReflection& b : reflection.bindings)
    if (ep && std::find(ep->bindings.begin(), ep->bindings.end(), b.name) != ep->bindings.end()) used.push_back(&b);
  auto find = [&](int64_t g, int64_t n) -> const sema::BindingReflection* {
    for (const sema::BindingReflection* b : used)
      if (b->group == g && b->binding == n) return b;
    return nullptr;
  };
  for (const TextureSpec& s : texture_specs) {
    const sema::BindingReflection* b = find(s.group, s.binding);
    if (!b || b->kind.find("texture") == std::string::npos)
      return *error = "--texture " + std::to_string(s.group) + ":" + std::to_string(s.binding) +
                      " names no texture the entry point uses",
             false;
  }
  for (const exec::SamplerBinding& s : sampler_specs) {
    const sema::BindingReflection* b = find(s.group, s.binding);
    if (!b || b->kind.find("sampler") == std::string::npos)
      return *error = "--sampler " + std::to_string(s.group) + ":" + std::to_string(s.binding) +
                      " names no sampler the entry point uses",
             false;
    if (b->kind == "sampler" && s.compare != exec::SamplerBinding::Compare::None)
      return *error = "--sampler " + std::to_string(s.group) + ":" + std::to_string(s.binding) +
                      " gives a compare function to a sampler that is not a sampler_comparison",
             false;
  }
  textures->reserve(used.size());  // the bindings point into these: no reallocation after
  for (const sema::BindingReflection* b : used) {
    if (b->kind.find("sampler") != std::string::npos) {
      exec::SamplerBinding s;
      for (const exec::SamplerBinding& given : sampler_specs)
        if (given.group == b->group && given.binding == b->binding) s = given;
      s.group = b->group, s.binding = b->binding;
      // A comparison sampler needs a function; without compare=FN it is "less".
      if (b->kind == "comparison-sampler" && s.compare == exec::SamplerBinding::Compare::None)
        s.compare = exec::SamplerBinding::Compare::Less;
      samplers->push_back(s);
      continue;
    }
    if (b->kind.find("texture") == std::string::npos) continue;
    const TextureSpec* spec = nullptr;
    for (const TextureSpec& s : texture_specs)
      if (s.group == b->group && s.binding == b->binding) spec = &s;
    if (!spec)
      return *error = "the entry point uses texture " + binding_name(*b) + ": give it with --texture " +
                      std::to_string(b->group) + ":" + std::to_string(b->binding) + "=WxH or =png:PATH",
             false;
    RunTexture t;
    if (!make_texture(*b, *spec, &t, error)) return *error = "--texture for " + binding_name(*b) + ": " + *error, false;
    textures->push_back(std::move(t));
    textures->back().binding = textures->back().data.binding(b->group, b->binding);
  }
  return true;
}

void print_texture(std::ostream& out, const RunTexture& texture, uint64_t max_texels) {
  const program::TextureData& t = texture.data;
  const sema::BindingReflection& b = texture.declared;
  uint64_t texels = uint64_t{t.width(0)} * t.height(0) * t.images(0);
  out << "@group(" << b.group << ") @binding(" << b.binding << ") " << b.name << ": " << b.type << ", "
      << program::texel_format_name(t.format()) << " " << t.width(0) << "x" << t.height(0);
  if (t.images(0) > 1) out << "x" << t.images(0);
  out << "\n";
  if (texels > max_texels) {
    out << "  (" << texels << " texels; --png " << b.group << ":" << b.binding << "=PATH writes level 0 as an image)\n";
    return;
  }
  std::string scalar = t.channel() == exec::TexelChannel::Float  ? "f32"
                       : t.channel() == exec::TexelChannel::Sint ? "i32"
                                                                 : "u32";
  for (uint32_t i = 0; i < t.images(0); i++)
    for (uint32_t y = 0; y < t.height(0); y++)
      for (uint32_t x = 0; x < t.width(0); x++) {
        double v[4];
        t.read(0, x, y, i, v);
        out << "  " << b.name << "[" << x << ", " << y;
        if (t.images(0) > 1) out << ", " << i;
        out << "] = vec4<" << scalar << ">(";
        for (int c = 0; c < 4; c++) out << (c ? ", " : "") << format_number(v[c], t.channel());
        out << ")\n";
      }
}

bool texture_image(const RunTexture& texture, PngImage* image, std::string* error) {
  const program::TextureData& t = texture.data;
  if (t.format() == exec::TexelFormat::Undefined) return *error = "no texture", false;
  bool gray = t.components() == 1;
  bool srgb = t.format() == exec::TexelFormat::Rgba8UnormSrgb || t.format() == exec::TexelFormat::Bgra8UnormSrgb;
  image->width = t.width(0), image->height = t.height(0);
  image->channels = gray ? PngChannels::Gray : PngChannels::Rgba;
  image->pixels.clear();
  for (uint32_t y = 0; y < t.height(0); y++)
    for (uint32_t x = 0; x < t.width(0); x++) {
      double v[4];
      t.read(0, x, y, 0, v);
      for (int c = 0; c < (gray ? 1 : 4); c++) {
        double byte = v[c];  // integer formats: the value, clamped to a byte
        if (t.channel() == exec::TexelChannel::Float) {
          double f = std::isnan(v[c]) ? 0 : std::clamp(v[c], 0.0, 1.0);
          byte = 255 * (srgb && c < 3 ? exec::linear_to_srgb(static_cast<float>(f)) : f);
        }
        image->pixels.push_back(static_cast<uint8_t>(std::lround(std::clamp(byte, 0.0, 255.0))));
      }
    }
  return true;
}

}  // namespace wgx::cli
