// Render goldens: each tests/golden/render/X.job.json with a "render" job (the Dawn oracle's job
// format, ../shared/oracles/dawn-run.mjs: buffers bound by the pipeline's auto layout, vertex
// buffers, indices, 2d textures and samplers, one color target, optionally a depth attachment) is drawn through
// wgx::gpu on both executors, and the target must equal each oracle's (X.dawn.json, Dawn's Vulkan backend on Mesa
// lavapipe: `node dawn-run.mjs --backend vulkan X.job.json`; X.wgpu.json, wgpu + Naga on lavapipe:
// tools/record_wgpu.py; exec/oracle_answers.h). A pixel may differ only on an edge of the oracle's picture (a
// neighbour of it differs there): where a pixel centre lies within the sub-pixel precision of a primitive's edge,
// WebGPU leaves the snapping of vertices open; at most kEdgePixels such pixels per picture; elsewhere a channel may
// be kChannelSteps off (precision).
#include <gtest/gtest.h>

#include <bit>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "exec/oracle_answers.h"
#include "wgx/gpu.h"

namespace wgx {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using namespace wgx::gpu;

constexpr int kEdgePixels = 16;
// Interpolated and blended values are computed at a precision WebGPU leaves to the implementation
// (lavapipe blends 8-bit targets in fixed point, wgx in f32): a channel of an 8-bit target may be
// one step off anywhere.
constexpr int kChannelSteps = 1;

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<uint8_t> from_hex(const std::string& hex) {
  std::vector<uint8_t> out(hex.size() / 2);
  for (size_t i = 0; i < out.size(); i++) out[i] = static_cast<uint8_t>(std::stoul(hex.substr(2 * i, 2), nullptr, 16));
  return out;
}

// INIT: "zeros" | {"hex"} | {"u32"|"i32"|"f32": [...]}, padded or cut to `size` bytes (0: as long
// as the data).
std::vector<uint8_t> init_bytes(const json& init, size_t size) {
  std::vector<uint8_t> out;
  if (init.is_object() && init.contains("hex")) out = from_hex(init["hex"].get<std::string>());
  if (init.is_object())
    for (const char* kind : {"u32", "i32", "f32"}) {
      if (!init.contains(kind)) continue;
      for (const json& v : init[kind]) {
        uint32_t w = std::string(kind) == "f32"   ? std::bit_cast<uint32_t>(v.get<float>())
                     : std::string(kind) == "i32" ? static_cast<uint32_t>(v.get<int32_t>())
                                                  : v.get<uint32_t>();
        for (int i = 0; i < 4; i++) out.push_back(static_cast<uint8_t>(w >> (8 * i)));
      }
    }
  if (size) out.resize(size, 0);
  return out;
}

// A WebGPU enum value from its JavaScript string (the generated string tables, gpu_enums.h).
template <typename E>
E enum_of(const std::string& s) {
  const auto& values = EnumStrings<E>::values;
  for (size_t i = 0; i < values.size(); i++)
    if (values[i] == s) return static_cast<E>(i);
  ADD_FAILURE() << "unknown " << EnumStrings<E>::idl << " value '" << s << "'";
  return static_cast<E>(0);
}

BlendComponent blend_component(const json& j) {
  BlendComponent c;
  if (j.contains("operation")) c.operation = enum_of<BlendOperation>(j["operation"]);
  if (j.contains("srcFactor")) c.srcFactor = enum_of<BlendFactor>(j["srcFactor"]);
  if (j.contains("dstFactor")) c.dstFactor = enum_of<BlendFactor>(j["dstFactor"]);
  return c;
}

// How wgx's picture differs from an oracle's: pixels a channel step off (precision), pixels on
// an edge of the oracle's picture (a neighbour differs from them there) and pixels elsewhere.
struct PictureDifference {
  int rounded = 0, on_edges = 0, inside = 0;
  std::string first;  // the first pixel that differs more than a step: where, ours, theirs
};

PictureDifference compare_picture(const std::vector<uint8_t>& ours, const std::vector<uint8_t>& theirs, int64_t width,
                                  uint32_t texel) {
  PictureDifference d;
  EXPECT_EQ(ours.size(), theirs.size());
  if (ours.size() != theirs.size()) return d;
  int64_t height = static_cast<int64_t>(ours.size() / texel) / width;
  auto pixel = [&](const std::vector<uint8_t>& img, int64_t x, int64_t y) {
    return std::vector<uint8_t>(img.begin() + (y * width + x) * texel, img.begin() + (y * width + x + 1) * texel);
  };
  auto text = [](const std::vector<uint8_t>& p) {
    std::string t;
    for (uint8_t b : p) t += (t.empty() ? "" : " ") + std::to_string(b);
    return t;
  };
  for (int64_t y = 0; y < height; y++)
    for (int64_t x = 0; x < width; x++) {
      std::vector<uint8_t> mine = pixel(ours, x, y), want = pixel(theirs, x, y);
      if (mine == want) continue;
      bool near = true;
      for (size_t c = 0; c < mine.size(); c++) near = near && std::abs(int{mine[c]} - int{want[c]}) <= kChannelSteps;
      if (near) {
        d.rounded++;
        continue;
      }
      bool edge = false;
      for (int64_t ny = std::max<int64_t>(0, y - 1); ny <= std::min<int64_t>(height - 1, y + 1); ny++)
        for (int64_t nx = std::max<int64_t>(0, x - 1); nx <= std::min<int64_t>(width - 1, x + 1); nx++)
          edge = edge || pixel(theirs, nx, ny) != want;
      (edge ? d.on_edges : d.inside)++;
      if (d.first.empty())
        d.first = "(" + std::to_string(x) + ", " + std::to_string(y) + "): " + text(mine) + " instead of " + text(want);
    }
  return d;
}

class RenderGolden : public ::testing::TestWithParam<std::tuple<std::string, ExecutionBackend>> {
 protected:
  void SetUp() override {
    instance = createInstance();
    DeviceDescriptor d;
    d.execution.backend = std::get<1>(GetParam());
    d.requiredFeatures = {"dual-source-blending", "shader-f16", "clip-distances",
                          "primitive-index",      "subgroups",  "depth-clip-control"};  // for the jobs that use them
    d.uncapturedErrorCallback = [this](const Error& e) { errors.push_back(e.message); };
    device = instance.requestAdapter().requestDevice(d);
  }

  Buffer buffer_with(const std::vector<uint8_t>& bytes, BufferUsageFlags usage) {
    Buffer b = device.createBuffer({.size = (bytes.size() + 3) / 4 * 4, .usage = usage | BufferUsage::CopyDst});
    std::vector<uint8_t> padded = bytes;
    padded.resize(b.size(), 0);
    device.queue().writeBuffer(b, 0, padded.data(), padded.size());
    return b;
  }

  // A buffer's bytes.
  std::vector<uint8_t> read_buffer(const Buffer& from) {
    Buffer b = device.createBuffer({.size = from.size(), .usage = BufferUsage::CopyDst | BufferUsage::MapRead});
    CommandEncoder enc = device.createCommandEncoder();
    enc.copyBufferToBuffer(from, 0, b, 0, from.size());
    device.queue().submit({enc.finish()});
    std::vector<uint8_t> out(b.size());
    instance.waitAny(b.mapAsync(MapMode::Read, 0, b.size(), [](MapAsyncStatus, std::string_view) {}));
    if (const void* p = b.getConstMappedRange()) std::memcpy(out.data(), p, out.size());
    b.unmap();
    return out;
  }

  // The target's texels, rows tightly packed.
  std::vector<uint8_t> read_target(const Texture& t, uint32_t width, uint32_t height, uint32_t texel) {
    uint32_t row = width * texel, padded = (row + 255) / 256 * 256;
    Buffer b =
        device.createBuffer({.size = uint64_t{padded} * height, .usage = BufferUsage::CopyDst | BufferUsage::MapRead});
    CommandEncoder enc = device.createCommandEncoder();
    enc.copyTextureToBuffer({.texture = t}, {.layout = {.bytesPerRow = padded, .rowsPerImage = height}, .buffer = b},
                            {width, height, 1});
    device.queue().submit({enc.finish()});
    std::vector<uint8_t> mapped(b.size());
    instance.waitAny(b.mapAsync(MapMode::Read, 0, b.size(), [](MapAsyncStatus, std::string_view) {}));
    if (const void* p = b.getConstMappedRange()) std::memcpy(mapped.data(), p, mapped.size());
    b.unmap();
    std::vector<uint8_t> out;
    for (uint32_t r = 0; r < height; r++)
      out.insert(out.end(), mapped.begin() + r * padded, mapped.begin() + r * padded + row);
    return out;
  }

  Instance instance;
  Device device;
  std::vector<std::string> errors;
};

fs::path corpus() { return fs::path(WGX_SOURCE_DIR) / "tests/golden/render"; }

// The render jobs with Dawn's target beside them (the seed page's picture is compared as a PNG by
// the ctests examples.seed_page and examples.seed_page_wgpu instead).
std::vector<std::string> cases() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(corpus())) {
    std::string name = e.path().filename().string();
    if (!name.ends_with(".job.json")) continue;
    std::string stem = name.substr(0, name.size() - 9);
    if (!fs::exists(corpus() / (stem + ".dawn.json"))) continue;
    if (!json::parse(read_file(e.path())).contains("render")) continue;
    out.push_back(stem);
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST_P(RenderGolden, MatchesOracles) {
  const std::string& stem = std::get<0>(GetParam());
  json job = json::parse(read_file(corpus() / (stem + ".job.json")));
  golden::OracleAnswers oracles = golden::oracle_answers(corpus(), stem);
  for (const std::string& problem : oracles.problems) ADD_FAILURE() << problem;
  ASSERT_FALSE(oracles.answers.empty());
  const json& dawn = oracles.answers.front().answer;  // the target's texel size, from its bytes
  ShaderModule module = device.createShaderModule({.code = read_file(corpus() / job["shader"].get<std::string>())});
  const json& r = job["render"];
  const json& vj = r["vertex"];
  const json& fj = r["fragment"];
  RenderPipelineDescriptor d;
  d.vertex.module = module;
  d.vertex.entryPoint = vj.is_string() ? vj.get<std::string>() : vj["entry"].get<std::string>();
  std::vector<Buffer> vertex_buffers;
  if (vj.is_object())
    for (const json& b : vj.value("buffers", json::array())) {
      VertexBufferLayout l;
      l.arrayStride = b["arrayStride"];
      l.stepMode = enum_of<VertexStepMode>(b.value("stepMode", "vertex"));
      for (const json& a : b["attributes"])
        l.attributes.push_back({*vertexFormatByName(a["format"].get<std::string>()), a["offset"], a["shaderLocation"]});
      d.vertex.buffers.push_back(l);
      vertex_buffers.push_back(buffer_with(init_bytes(b.value("init", json("zeros")), b["size"]), BufferUsage::Vertex));
    }
  const json& tj = r["target"];
  TextureFormat format = *textureFormatByName(tj["format"].get<std::string>());
  ColorTargetState target{.format = format};
  if (fj.is_object() && fj.contains("blend"))
    target.blend = BlendState{blend_component(fj["blend"]["color"]), blend_component(fj["blend"]["alpha"])};
  if (fj.is_object() && fj.contains("writeMask")) target.writeMask = fj["writeMask"];
  d.fragment = FragmentState{
      {.module = module, .entryPoint = fj.is_string() ? fj.get<std::string>() : fj["entry"].get<std::string>()},
      {target}};
  const json& pj = r.value("primitive", json::object());
  d.primitive.topology = enum_of<PrimitiveTopology>(pj.value("topology", "triangle-list"));
  d.primitive.cullMode = enum_of<CullMode>(pj.value("cullMode", "none"));
  d.primitive.frontFace = enum_of<FrontFace>(pj.value("frontFace", "ccw"));
  d.primitive.unclippedDepth = pj.value("unclippedDepth", false);
  if (pj.contains("stripIndexFormat")) d.primitive.stripIndexFormat = enum_of<IndexFormat>(pj["stripIndexFormat"]);
  uint32_t width = tj["size"][0], height = tj["size"][1];
  uint32_t samples = tj.value("sampleCount", 1);  // 4: a multisampled target resolved into `color`
  d.multisample.count = samples;
  Texture depth;
  std::optional<RenderPassDepthStencilAttachment> depth_attachment;
  if (r.contains("depth")) {
    const json& dj = r["depth"];
    TextureFormat df = *textureFormatByName(dj["format"].get<std::string>());
    d.depthStencil = DepthStencilState{.format = df,
                                       .depthWriteEnabled = dj.value("write", true),
                                       .depthCompare = enum_of<CompareFunction>(dj.value("compare", "less"))};
    depth = device.createTexture(
        {.size = {width, height, 1}, .sampleCount = samples, .format = df, .usage = TextureUsage::RenderAttachment});
    depth_attachment = RenderPassDepthStencilAttachment{.view = depth.createView(),
                                                        .depthClearValue = dj.value("clear", 1.0f),
                                                        .depthLoadOp = LoadOp::Clear,
                                                        .depthStoreOp = StoreOp::Store};
  }
  RenderPipeline pipeline = device.createRenderPipeline(d);
  Texture color = device.createTexture(
      {.size = {width, height, 1}, .format = format, .usage = TextureUsage::RenderAttachment | TextureUsage::CopySrc});
  const json& clear = tj.value("clear", json::array({0, 0, 0, 0}));
  Texture msaa;
  if (samples > 1)
    msaa = device.createTexture({.size = {width, height, 1},
                                 .sampleCount = samples,
                                 .format = format,
                                 .usage = TextureUsage::RenderAttachment});
  CommandEncoder enc = device.createCommandEncoder();
  RenderPassEncoder pass = enc.beginRenderPass(
      {.colorAttachments = {RenderPassColorAttachment{.view = samples > 1 ? msaa.createView() : color.createView(),
                                                      .resolveTarget = samples > 1 ? color.createView() : TextureView(),
                                                      .clearValue = {clear[0], clear[1], clear[2], clear[3]},
                                                      .loadOp = LoadOp::Clear,
                                                      .storeOp = StoreOp::Store}},
       .depthStencilAttachment = depth_attachment});
  pass.setPipeline(pipeline);
  // The job's textures (2d, every level in turn, rows tightly packed), by name.
  std::map<std::string, Texture> textures;
  for (const json& t : job.value("textures", json::array())) {
    TextureFormat tf = *textureFormatByName(t["format"].get<std::string>());
    uint32_t w = t["size"][0], h = t["size"][1], levels = t.value("mipLevelCount", 1u);
    Texture texture = device.createTexture({.size = {w, h, 1},
                                            .mipLevelCount = levels,
                                            .format = tf,
                                            .usage = TextureUsage::TextureBinding | TextureUsage::CopyDst});
    std::vector<uint8_t> bytes = init_bytes(t.value("data", json("zeros")), 0);
    uint64_t texels = 0;  // of every level: the data's size gives a texel's bytes
    for (uint32_t l = 0; l < levels; l++) texels += uint64_t{std::max(1u, w >> l)} * std::max(1u, h >> l);
    auto texel = static_cast<uint32_t>(bytes.size() / texels);
    size_t at = 0;
    for (uint32_t l = 0; l < levels; l++) {
      uint32_t lw = std::max(1u, w >> l), lh = std::max(1u, h >> l);
      size_t size = size_t{lw} * lh * texel;
      device.queue().writeTexture({.texture = texture, .mipLevel = l}, bytes.data() + at, size,
                                  {.bytesPerRow = lw * texel, .rowsPerImage = lh}, {lw, lh, 1});
      at += size;
    }
    textures[t["name"]] = texture;
  }
  std::map<uint32_t, std::vector<BindGroupEntry>> groups;
  struct Written {
    uint32_t group, binding;
    Buffer buffer;
  };
  std::vector<Written> written;  // read-write storage buffers: the fragment shader may write them
  for (const json& b : job.value("bindings", json::array())) {
    std::string type = b["type"];
    if (type == "texture") {
      groups[b["group"]].push_back({.binding = b["binding"], .textureView = textures[b["texture"]].createView()});
      continue;
    }
    if (type == "sampler") {
      const json& sj = b["sampler"];
      auto address = [&](const char* key) {
        std::string m = sj.value(key, "clamp-to-edge");
        return m == "repeat"          ? AddressMode::Repeat
               : m == "mirror-repeat" ? AddressMode::MirrorRepeat
                                      : AddressMode::ClampToEdge;
      };
      auto filter = [&](const char* key) {
        return sj.value(key, "nearest") == "linear" ? FilterMode::Linear : FilterMode::Nearest;
      };
      SamplerDescriptor sd{.addressModeU = address("addressModeU"),
                           .addressModeV = address("addressModeV"),
                           .magFilter = filter("magFilter"),
                           .minFilter = filter("minFilter"),
                           .mipmapFilter = sj.value("mipmapFilter", "nearest") == "linear" ? MipmapFilterMode::Linear
                                                                                           : MipmapFilterMode::Nearest};
      if (sj.contains("compare")) {
        const auto& names = EnumStrings<CompareFunction>::values;
        sd.compare = static_cast<CompareFunction>(
            std::find(names.begin(), names.end(), sj["compare"].get<std::string>()) - names.begin());
      }
      groups[b["group"]].push_back({.binding = b["binding"], .sampler = device.createSampler(sd)});
      continue;
    }
    BufferUsageFlags usage = type == "uniform" ? BufferUsage::Uniform : BufferUsage::Storage | BufferUsage::CopySrc;
    Buffer buffer = buffer_with(init_bytes(b.value("init", json("zeros")), b["size"]), usage);
    groups[b["group"]].push_back({.binding = b["binding"], .buffer = buffer});
    if (type == "storage") written.push_back({b["group"], b["binding"], buffer});
  }
  for (const auto& [g, entries] : groups)
    pass.setBindGroup(g, device.createBindGroup({.layout = pipeline.getBindGroupLayout(g), .entries = entries}));
  for (size_t i = 0; i < vertex_buffers.size(); i++) pass.setVertexBuffer(static_cast<uint32_t>(i), vertex_buffers[i]);
  uint32_t instances = r.value("instanceCount", 1), first_instance = r.value("firstInstance", 0);
  if (r.contains("indices")) {
    IndexFormat index_format = enum_of<IndexFormat>(r["indices"]["format"]);
    std::vector<uint8_t> bytes;
    for (const json& v : r["indices"]["values"]) {
      uint32_t w = v;
      bytes.push_back(static_cast<uint8_t>(w)), bytes.push_back(static_cast<uint8_t>(w >> 8));
      if (index_format == IndexFormat::Uint32)
        bytes.push_back(static_cast<uint8_t>(w >> 16)), bytes.push_back(static_cast<uint8_t>(w >> 24));
    }
    pass.setIndexBuffer(buffer_with(bytes, BufferUsage::Index), index_format);
    pass.drawIndexed(static_cast<uint32_t>(r["indices"]["values"].size()), instances, 0, 0, first_instance);
  } else {
    pass.draw(r.value("vertexCount", 3), instances, r.value("firstVertex", 0), first_instance);
  }
  pass.end();
  device.queue().submit({enc.finish()});
  ASSERT_TRUE(errors.empty()) << errors[0];

  uint32_t texel = static_cast<uint32_t>(from_hex(dawn["target"]["hex"]).size() / (uint64_t{width} * height));
  std::vector<uint8_t> ours = read_target(color, width, height, texel);
  int edge_pixels = job.value("wgx_edge_pixels", kEdgePixels);  // a job's own bound, said in the README
  for (const golden::OracleAnswer& oracle : oracles.answers) {
    // What the shaders wrote to storage equals the oracle's byte for byte (the jobs write only what
    // the rasterization rules fix: covered pixels, counts of them).
    for (const Written& w : written)
      for (const json& b : oracle.answer["bindings"]) {
        if (b["group"] != w.group || b["binding"] != w.binding) continue;
        EXPECT_TRUE(read_buffer(w.buffer) == from_hex(b["hex"]))
            << "@group(" << w.group << ") @binding(" << w.binding << "), against " << oracle.oracle;
      }
    PictureDifference diff =
        compare_picture(ours, from_hex(oracle.answer["target"]["hex"]), static_cast<int64_t>(width), texel);
    EXPECT_EQ(diff.inside, 0) << "pixels off " << oracle.oracle << "'s edges differ, the first at " << diff.first;
    EXPECT_LE(diff.on_edges, edge_pixels)
        << "edge pixels differ from " << oracle.oracle << "'s, the first at " << diff.first;
    std::printf("%s against %s: %d pixels a step off, %d edge pixels differ\n", stem.c_str(), oracle.oracle.c_str(),
                diff.rounded, diff.on_edges);
  }
}

std::string case_name(const ::testing::TestParamInfo<std::tuple<std::string, ExecutionBackend>>& info) {
  return std::get<0>(info.param) + (std::get<1>(info.param) == ExecutionBackend::Compiled ? "_compiled" : "_interp");
}

INSTANTIATE_TEST_SUITE_P(Corpus, RenderGolden,
                         ::testing::Combine(::testing::ValuesIn(cases()),
                                            ::testing::Values(ExecutionBackend::Interpreter,
                                                              ExecutionBackend::Compiled)),
                         case_name);

}  // namespace
}  // namespace wgx
