// `wgx draw`: a vertex and fragment shader pair drawn into a PNG, in the style of `wgx run`:
//   wgx draw FILE.wgsl -o OUT.png [--vertex vs] [--fragment fs] [--vertices N] [--instances N]
//            [--topology triangle-list] [--size WxH] [--format rgba8unorm] [--clear r,g,b,a]
//            [--binding G:B=KIND[:DATA][:SIZE]]... [--sanitize[=LIST]] [--stop-at-first]
// It goes through the WebGPU-shaped API (wgx/gpu.h) as a program would: a render pipeline with
// the module's entry points and an auto layout, one buffer per --binding (storage or uniform, as
// the layout says), one render pass clearing the target and drawing, and the target read back.
// With --sanitize the draw's vertex and fragment invocations run on the interpreter with the
// sanitizer (docs/sanitizer.md, "Draws"), its findings on stderr as `wgx run --sanitize` prints
// them. Exit status: 0 drawn, 1 a shader or draw error or a sanitizer finding, 2 bad options.
#include <CLI/CLI.hpp>
#include <cstring>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "cli/binding_spec.h"
#include "cli/commands.h"
#include "cli/png_image.h"
#include "program/executable.h"  // sanitize::parse_checks, as `wgx run` reads --sanitize
#include "wgx/diagnostics.h"
#include "wgx/gpu.h"

namespace wgx::cli {
namespace {

namespace gpu = wgx::gpu;

struct DrawOptions {
  std::string file, output, vertex, fragment, topology = "triangle-list", size = "256x256", format = "rgba8unorm";
  std::string clear = "0,0,0,1";
  uint32_t vertices = 3, instances = 1;
  std::vector<std::string> bindings;
  std::string sanitize;  // the checks of --sanitize[=LIST]; empty: no sanitizer
  bool stop_at_first = false;
};

// --sanitize's list as the device's settings; false with `error` set for an unknown check.
bool sanitizer_settings(const DrawOptions& o, gpu::SanitizerSettings* out, std::string* error) {
  if (o.sanitize.empty()) return true;
  sanitize::Settings checks;
  std::string list = o.sanitize == "races+bounds" ? "races,bounds" : o.sanitize;  // a bare --sanitize
  if (!sanitize::parse_checks(list, &checks, error)) return false;
  out->races = checks.races, out->bounds = checks.bounds, out->numerics = checks.numerics;
  out->stopAtFirst = o.stop_at_first;
  return true;
}

// The sanitizer's findings on stderr, as `wgx run --sanitize` prints them; true when any.
bool print_findings(gpu::Device& device) {
  std::vector<Diagnostic> reports;
  for (const gpu::SanitizerFinding& f : device.takeSanitizerFindings()) {
    Diagnostic d = f.diagnostic;
    if (f.count > 1) d.message += " [" + std::to_string(f.count) + " times]";
    reports.push_back(d);
    reports.insert(reports.end(), f.notes.begin(), f.notes.end());
  }
  render_text(std::cerr, reports, TextStyle{});
  return !reports.empty();
}

// The largest target `wgx draw` makes: WebGPU's maxTextureDimension2D each way.
constexpr uint32_t kMaxSide = gpu::Limits{}.maxTextureDimension2D;

int usage_error(const std::string& message) {
  std::cerr << "wgx draw: " << message << "\n";
  return 2;
}

template <typename E>
bool enum_value(const std::string& text, E* out) {
  const auto& values = gpu::EnumStrings<E>::values;
  for (size_t i = 0; i < values.size(); i++)
    if (!values[i].empty() && values[i] == text) return *out = static_cast<E>(i), true;
  return false;
}

bool parse_size(const std::string& text, uint32_t* w, uint32_t* h) {
  std::vector<std::string> parts = split(text, 'x');
  uint64_t a = 0, b = 0;
  if (parts.size() != 2 || !parse_u64(parts[0], &a) || !parse_u64(parts[1], &b)) return false;
  if (a == 0 || b == 0 || a > kMaxSide || b > kMaxSide) return false;
  *w = static_cast<uint32_t>(a), *h = static_cast<uint32_t>(b);
  return true;
}

bool parse_clear(const std::string& text, gpu::Color* c) {
  std::vector<std::string> parts = split(text, ',');
  if (parts.size() != 4) return false;
  double v[4];
  for (int i = 0; i < 4; i++) {
    char* end = nullptr;
    v[i] = std::strtod(parts[i].c_str(), &end);
    if (parts[i].empty() || *end) return false;
  }
  *c = {v[0], v[1], v[2], v[3]};
  return true;
}

// The formats a PNG holds as they are: 8-bit RGBA or BGRA.
bool png_format(gpu::TextureFormat f) {
  return f == gpu::TextureFormat::Rgba8Unorm || f == gpu::TextureFormat::Rgba8UnormSrgb ||
         f == gpu::TextureFormat::Bgra8Unorm || f == gpu::TextureFormat::Bgra8UnormSrgb;
}

// The module's compilation errors as `FILE:LINE:COL: error: MESSAGE`; true when there was one.
bool print_compilation_errors(const std::string& file, const gpu::ShaderModule& module) {
  bool any = false;
  for (const gpu::CompilationMessage& m : module.getCompilationInfo().messages) {
    if (m.type != gpu::CompilationMessageType::Error) continue;
    std::cerr << file << ":" << m.lineNum << ":" << m.linePos << ": error: " << m.message << "\n";
    any = true;
  }
  return any;
}

// The target's texels as RGBA rows.
std::vector<uint8_t> read_target(gpu::Instance& instance, gpu::Device& device, const gpu::Texture& t, uint32_t width,
                                 uint32_t height, bool bgra) {
  uint32_t row = width * 4, padded = (row + 255) / 256 * 256;
  gpu::Buffer b = device.createBuffer(
      {.size = uint64_t{padded} * height, .usage = gpu::BufferUsage::CopyDst | gpu::BufferUsage::MapRead});
  gpu::CommandEncoder enc = device.createCommandEncoder();
  enc.copyTextureToBuffer({.texture = t}, {.layout = {.bytesPerRow = padded, .rowsPerImage = height}, .buffer = b},
                          {width, height, 1});
  device.queue().submit({enc.finish()});
  std::vector<uint8_t> out(uint64_t{row} * height);
  instance.waitAny(b.mapAsync(gpu::MapMode::Read, 0, b.size(), [](gpu::MapAsyncStatus, std::string_view) {}));
  const uint8_t* p = static_cast<const uint8_t*>(b.getConstMappedRange());
  if (!p) return {};
  for (uint32_t y = 0; y < height; y++) std::memcpy(out.data() + uint64_t{y} * row, p + uint64_t{y} * padded, row);
  b.unmap();
  if (bgra)
    for (size_t i = 0; i < out.size(); i += 4) std::swap(out[i], out[i + 2]);
  return out;
}

int run_draw(const DrawOptions& o) {
  gpu::PrimitiveTopology topology;
  if (!enum_value(o.topology, &topology)) return usage_error("unknown --topology '" + o.topology + "'");
  std::optional<gpu::TextureFormat> format = gpu::textureFormatByName(o.format);
  if (!format || !png_format(*format))
    return usage_error("--format '" + o.format + "': wgx draw writes rgba8unorm, rgba8unorm-srgb, bgra8unorm or " +
                       "bgra8unorm-srgb targets");
  uint32_t width = 0, height = 0;
  if (!parse_size(o.size, &width, &height))
    return usage_error("invalid --size '" + o.size + "': expected WIDTHxHEIGHT, each 1.." + std::to_string(kMaxSide));
  gpu::Color clear;
  if (!parse_clear(o.clear, &clear)) return usage_error("invalid --clear '" + o.clear + "': expected r,g,b,a");
  std::vector<BindingSpec> specs;
  for (const std::string& text : o.bindings) {
    BindingSpec b;
    std::string err;
    if (!parse_binding(text, &b, &err)) return usage_error(err);
    specs.push_back(b);
  }
  std::string source;
  {
    std::ifstream in(o.file, std::ios::binary);
    if (!in) return usage_error("cannot read '" + o.file + "'");
    source.assign(std::istreambuf_iterator<char>(in), {});
  }

  gpu::Instance instance = gpu::createInstance();
  std::vector<std::string> errors;
  // Every feature the adapter offers, as `wgx run` allows every extension: a shader that enables
  // f16, subgroups, clip distances, dual-source blending or primitive_index draws as written.
  gpu::Adapter adapter = instance.requestAdapter();
  gpu::DeviceDescriptor descriptor;
  std::string sanitize_error;
  if (!sanitizer_settings(o, &descriptor.execution.sanitize, &sanitize_error))
    return usage_error("--sanitize: " + sanitize_error);
  for (const std::string& feature : adapter.features()) descriptor.requiredFeatures.push_back(feature);
  descriptor.uncapturedErrorCallback = [&](const gpu::Error& e) { errors.push_back(e.message); };
  gpu::Device device = adapter.requestDevice(descriptor);
  gpu::ShaderModule module = device.createShaderModule({.label = o.file, .code = source});
  if (print_compilation_errors(o.file, module)) return 1;
  gpu::RenderPipelineDescriptor d;
  d.vertex.module = module;
  if (!o.vertex.empty()) d.vertex.entryPoint = o.vertex;
  d.primitive.topology = topology;
  gpu::FragmentState fragment;
  fragment.module = module;
  if (!o.fragment.empty()) fragment.entryPoint = o.fragment;
  fragment.targets = {gpu::ColorTargetState{.format = *format}};
  d.fragment = fragment;
  gpu::RenderPipeline pipeline = device.createRenderPipeline(d);
  gpu::Texture target =
      device.createTexture({.size = {width, height, 1},
                            .format = *format,
                            .usage = gpu::TextureUsage::RenderAttachment | gpu::TextureUsage::CopySrc});
  std::map<uint32_t, std::vector<gpu::BindGroupEntry>> groups;
  for (const BindingSpec& b : specs) {
    std::vector<uint8_t> bytes;
    std::string err;
    if (!initial_bytes(b, 16, &bytes, &err)) return usage_error(err);
    gpu::Buffer buffer = device.createBuffer(
        {.size = bytes.size(),
         .usage = gpu::BufferUsage::Storage | gpu::BufferUsage::Uniform | gpu::BufferUsage::CopyDst});
    device.queue().writeBuffer(buffer, 0, bytes.data(), bytes.size());
    groups[static_cast<uint32_t>(b.group)].push_back({.binding = static_cast<uint32_t>(b.binding), .buffer = buffer});
  }
  gpu::CommandEncoder enc = device.createCommandEncoder();
  gpu::RenderPassEncoder pass =
      enc.beginRenderPass({.colorAttachments = {gpu::RenderPassColorAttachment{.view = target.createView(),
                                                                               .clearValue = clear,
                                                                               .loadOp = gpu::LoadOp::Clear,
                                                                               .storeOp = gpu::StoreOp::Store}}});
  pass.setPipeline(pipeline);
  for (const auto& [g, entries] : groups)
    pass.setBindGroup(g, device.createBindGroup({.layout = pipeline.getBindGroupLayout(g), .entries = entries}));
  pass.draw(o.vertices, o.instances);
  pass.end();
  device.queue().submit({enc.finish()});
  bool bgra = *format == gpu::TextureFormat::Bgra8Unorm || *format == gpu::TextureFormat::Bgra8UnormSrgb;
  PngImage image{width, height, PngChannels::Rgba, read_target(instance, device, target, width, height, bgra)};
  bool found = !o.sanitize.empty() && print_findings(device);
  if (!errors.empty()) {
    for (const std::string& e : errors) std::cerr << "wgx draw: error: " << e << "\n";
    return 1;
  }
  std::string err;
  if (!write_png(o.output, image, &err)) {
    std::cerr << "wgx draw: " << err << "\n";
    return 1;
  }
  return found ? 1 : 0;
}

}  // namespace

void add_draw_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<DrawOptions>();
  CLI::App* cmd = app.add_subcommand("draw", "Draw a vertex and fragment shader pair into a PNG image");
  cmd->add_option("file", opt->file, "WGSL file with a vertex and a fragment entry point")->required();
  cmd->add_option("-o,--output", opt->output, "the PNG to write")->required();
  cmd->add_option("--vertex", opt->vertex, "vertex entry point (default: the module's only one)");
  cmd->add_option("--fragment", opt->fragment, "fragment entry point (default: the module's only one)");
  cmd->add_option("--vertices", opt->vertices, "vertices to draw (default 3)");
  cmd->add_option("--instances", opt->instances, "instances to draw (default 1)");
  cmd->add_option("--topology", opt->topology,
                  "point-list, line-list, line-strip, triangle-list (default) or triangle-strip");
  cmd->add_option("--size", opt->size, "target size WIDTHxHEIGHT (default 256x256)");
  cmd->add_option("--format", opt->format, "target format: rgba8unorm (default), rgba8unorm-srgb, bgra8unorm[-srgb]");
  cmd->add_option("--clear", opt->clear, "clear colour r,g,b,a (default 0,0,0,1)");
  cmd->add_option("--binding", opt->bindings, "buffer G:B=KIND[:DATA][:SIZE] as for `wgx run`");
  cmd->add_flag("--sanitize{races+bounds}", opt->sanitize,
                "Run both stages on the interpreter with the sanitizer: --sanitize (data races and out-of-bounds "
                "accesses) or --sanitize=LIST of races, bounds, numerics; findings on stderr, exit status 1 when any");
  cmd->add_flag("--stop-at-first", opt->stop_at_first, "With --sanitize: end the draw's checks at the first finding");
  cmd->callback([opt, &exit_code] { exit_code = run_draw(*opt); });
}

}  // namespace wgx::cli
