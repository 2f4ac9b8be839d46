// Texture execution goldens: each tests/golden/exec_textures/X.job.json (the Dawn oracle's job
// format with its "textures" list, ../shared/oracles/dawn-run.mjs) runs through wgx::gpu — its
// textures created and filled with writeTexture, its views and buffers bound, one dispatch — and
// every buffer and texture the job reads back must equal each oracle's answer (X.dawn.json, Dawn's
// Vulkan backend on Mesa lavapipe: `node dawn-run.mjs --backend vulkan X.job.json`; X.wgpu.json,
// wgpu + Naga on lavapipe: tools/record_wgpu.py; exec/oracle_answers.h) under the rules of
// exec/output_compare.h (buffers: exact words, or the job's wgx_ulp/wgx_abs; textures: exact bytes).
// Each job runs on both executors: the interpreter and the compiled backend (a device of
// ExecutionBackend::Compiled, on which a module the backend could not compile is an internal error,
// so a case cannot pass by falling back to the interpreter). wgx_cuda_tests builds this file too
// (WGX_TEXTURE_GOLDEN_ON_CUDA) to run each job on a CUDA device, the GPU's bytes against Dawn's and
// the interpreter's; skipped without a GPU, and where the pipeline was refused by the CUDA backend
// (its dispatch ran on the CPU: the executionNote says why).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "exec/oracle_answers.h"
#include "exec/output_compare.h"
#include "exec/texel_format.h"
#include "wgx/gpu.h"
#ifdef WGX_TEXTURE_GOLDEN_ON_CUDA
#include <cstdlib>

#include "program/executable.h"
#endif

namespace wgx {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using namespace wgx::gpu;

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

std::string to_hex(const std::vector<uint8_t>& bytes) {
  static const char* digits = "0123456789abcdef";
  std::string out;
  for (uint8_t b : bytes) out += digits[b >> 4], out += digits[b & 15];
  return out;
}

// INIT: "zeros" | {"hex"} | {"u32"|"i32"|"f32": [...]}, `size` bytes (0: as long as the data).
std::vector<uint8_t> init_bytes(const json& init, size_t size) {
  std::vector<uint8_t> out;
  if (init.is_object() && init.contains("hex")) {
    out = from_hex(init["hex"].get<std::string>());
  } else if (init.is_object()) {
    for (const char* kind : {"u32", "i32", "f32"}) {
      if (!init.contains(kind)) continue;
      for (const json& v : init[kind]) {
        uint32_t w = std::string(kind) == "f32"   ? std::bit_cast<uint32_t>(v.get<float>())
                     : std::string(kind) == "i32" ? static_cast<uint32_t>(v.get<int32_t>())
                                                  : v.get<uint32_t>();
        for (int i = 0; i < 4; i++) out.push_back(static_cast<uint8_t>(w >> (8 * i)));
      }
    }
  }
  if (size) out.resize(size, 0);
  return out;
}

TextureViewDimension view_dimension(const std::string& s) {
  if (s == "1d") return TextureViewDimension::D1;
  if (s == "2d") return TextureViewDimension::D2;
  if (s == "2d-array") return TextureViewDimension::D2Array;
  if (s == "cube") return TextureViewDimension::Cube;
  if (s == "cube-array") return TextureViewDimension::CubeArray;
  if (s == "3d") return TextureViewDimension::D3;
  return TextureViewDimension::Undefined;
}

// A GPUSamplerDescriptor as the job spells it.
SamplerDescriptor sampler_descriptor(const json& j) {
  auto address = [&](const char* key) {
    std::string m = j.value(key, "clamp-to-edge");
    return m == "repeat"          ? AddressMode::Repeat
           : m == "mirror-repeat" ? AddressMode::MirrorRepeat
                                  : AddressMode::ClampToEdge;
  };
  auto filter = [&](const char* key) {
    return j.value(key, "nearest") == "linear" ? FilterMode::Linear : FilterMode::Nearest;
  };
  SamplerDescriptor d;
  d.addressModeU = address("addressModeU");
  d.addressModeV = address("addressModeV");
  d.addressModeW = address("addressModeW");
  d.magFilter = filter("magFilter");
  d.minFilter = filter("minFilter");
  d.mipmapFilter =
      j.value("mipmapFilter", "nearest") == "linear" ? MipmapFilterMode::Linear : MipmapFilterMode::Nearest;
  d.lodMinClamp = j.value("lodMinClamp", 0.0f);
  d.lodMaxClamp = j.value("lodMaxClamp", 32.0f);
  if (j.contains("compare")) {
    const auto& names = EnumStrings<CompareFunction>::values;
    auto at = std::find(names.begin(), names.end(), j["compare"].get<std::string>());
    d.compare = static_cast<CompareFunction>(at - names.begin());
  }
  d.maxAnisotropy = j.value("maxAnisotropy", uint16_t{1});
  return d;
}

struct JobTexture {
  std::string name;
  Texture texture;
  TextureFormat format = TextureFormat::Undefined;
  TextureDimension dimension = TextureDimension::D2;
  uint32_t size[3] = {1, 1, 1};
  uint32_t levels = 1;
  bool readback = true;
  uint32_t texel_bytes() const { return exec::texel_layout(static_cast<exec::TexelFormat>(format)).bytes; }
  // A level's rows as a copy lays them out: rows of texels, or of blocks for a compressed format
  // (bytes per row, rows per image).
  std::pair<uint32_t, uint32_t> rows(const Extent3D& e) const {
    const exec::TexelLayout& l = exec::texel_layout(static_cast<exec::TexelFormat>(format));
    if (l.block_width == 1) return {e.width * l.bytes, e.height};
    return {(e.width + l.block_width - 1) / l.block_width * l.block_bytes,
            (e.height + l.block_height - 1) / l.block_height};
  }
  // A mip level's extent: 2d layers stay, 3d slices halve.
  Extent3D level(uint32_t l) const {
    uint32_t depth = dimension == TextureDimension::D3 ? std::max(1u, size[2] >> l) : size[2];
    return {std::max(1u, size[0] >> l), dimension == TextureDimension::D1 ? 1 : std::max(1u, size[1] >> l), depth};
  }
};

// What a run of a job leaves: its buffers, and the bytes of the textures the oracles' answers list
// (every mip level, rows tightly packed).
struct Ran {
  exec_compare::Outputs buffers;
  std::map<std::string, std::vector<uint8_t>> textures;
  std::string note;  // the pipeline's executionNote: why it ran on the CPU on a CUDA device
};

class TextureGolden : public ::testing::TestWithParam<std::tuple<std::string, ExecutionBackend>> {
 protected:
  void SetUp() override {
    instance = createInstance();
    adapter = instance.requestAdapter();
  }

  // A depth texture filled as Dawn's oracle fills one ("clear": {"depth": d}): a render pass
  // clears each layer of level 0 (depth32float takes no copies).
  void clear_depth_layers(const JobTexture& t, float depth) {
    CommandEncoder enc = device.createCommandEncoder();
    for (uint32_t layer = 0; layer < t.size[2]; layer++) {
      TextureView view = t.texture.createView({.dimension = TextureViewDimension::D2,
                                               .baseMipLevel = 0,
                                               .mipLevelCount = 1,
                                               .baseArrayLayer = layer,
                                               .arrayLayerCount = 1});
      RenderPassEncoder pass = enc.beginRenderPass(
          {.depthStencilAttachment = RenderPassDepthStencilAttachment{
               .view = view, .depthClearValue = depth, .depthLoadOp = LoadOp::Clear, .depthStoreOp = StoreOp::Store}});
      pass.end();
    }
    device.queue().submit({enc.finish()});
  }

  // A job's explicit layout ("wgx_layout": "explicit"): what Dawn's default layout gives and
  // WebGPU's does not, a sampler that filters nothing as "non-filtering", so that it may sample
  // integer and depth textures (the spec's default layout makes every sampler "filtering").
  // Textures take the sample type of their format, buffers are storage; group 0 only.
  std::vector<BindGroupLayout> explicit_layout(const json& job, const std::vector<JobTexture>& textures) {
    BindGroupLayoutDescriptor group;
    for (const json& b : job["bindings"]) {
      BindGroupLayoutEntry e{.binding = b["binding"].get<uint32_t>(), .visibility = ShaderStage::Compute};
      std::string type = b["type"].get<std::string>();
      if (type == "sampler") {
        const json& d = b["sampler"];
        bool filters = d.value("magFilter", "") == "linear" || d.value("minFilter", "") == "linear" ||
                       d.value("mipmapFilter", "") == "linear";
        e.sampler = SamplerBindingLayout{.type = d.contains("compare") ? SamplerBindingType::Comparison
                                                 : filters             ? SamplerBindingType::Filtering
                                                                       : SamplerBindingType::NonFiltering};
      } else if (type == "texture") {
        auto t =
            std::find_if(textures.begin(), textures.end(), [&](const JobTexture& x) { return x.name == b["texture"]; });
        std::string format(textureFormatName(t->format));
        TextureSampleType sample = format.starts_with("depth") ? TextureSampleType::Depth
                                   : format.ends_with("uint")  ? TextureSampleType::Uint
                                   : format.ends_with("sint")  ? TextureSampleType::Sint
                                                               : TextureSampleType::Float;
        TextureViewDimension dim = view_dimension(b.value("view", json::object()).value("dimension", "2d"));
        e.texture = TextureBindingLayout{.sampleType = sample, .viewDimension = dim};
      } else {
        e.buffer = BufferBindingLayout{.type = BufferBindingType::Storage};
      }
      group.entries.push_back(e);
    }
    return {device.createBindGroupLayout(group)};
  }

  // The bytes of `source` (level `l` of `t`) as Dawn's output lays them: rows tightly packed.
  std::vector<uint8_t> read_level(const JobTexture& t, uint32_t l) {
    Extent3D e = t.level(l);
    uint32_t row = e.width * t.texel_bytes(), padded = (row + 255) / 256 * 256;
    Buffer b = device.createBuffer({.size = uint64_t{padded} * e.height * e.depthOrArrayLayers,
                                    .usage = BufferUsage::CopyDst | BufferUsage::MapRead});
    CommandEncoder enc = device.createCommandEncoder();
    enc.copyTextureToBuffer({.texture = t.texture, .mipLevel = l},
                            {.layout = {.bytesPerRow = padded, .rowsPerImage = e.height}, .buffer = b}, e);
    device.queue().submit({enc.finish()});
    std::vector<uint8_t> mapped(b.size());
    instance.waitAny(b.mapAsync(MapMode::Read, 0, b.size(), [](MapAsyncStatus, std::string_view) {}));
    if (const void* p = b.getConstMappedRange()) std::memcpy(mapped.data(), p, mapped.size());
    b.unmap();
    std::vector<uint8_t> out;
    for (uint64_t r = 0; r < uint64_t{e.height} * e.depthOrArrayLayers; r++)
      out.insert(out.end(), mapped.begin() + static_cast<long>(r * padded),
                 mapped.begin() + static_cast<long>(r * padded + row));
    return out;
  }

  std::vector<uint8_t> read_buffer(const Buffer& source) {
    Buffer b = device.createBuffer({.size = source.size(), .usage = BufferUsage::CopyDst | BufferUsage::MapRead});
    CommandEncoder enc = device.createCommandEncoder();
    enc.copyBufferToBuffer(source, 0, b, 0, source.size());
    device.queue().submit({enc.finish()});
    std::vector<uint8_t> out(source.size());
    instance.waitAny(b.mapAsync(MapMode::Read, 0, b.size(), [](MapAsyncStatus, std::string_view) {}));
    if (const void* p = b.getConstMappedRange()) std::memcpy(out.data(), p, out.size());
    b.unmap();
    return out;
  }

  void run_job(const json& job, const std::set<std::string>& read_back, ExecutionBackend backend, Ran* ran);

  Instance instance;
  Adapter adapter;
  Device device;
  std::vector<std::string> errors;
};

// $WGX_SOURCE_DIR where set (a copy of the tree beside a binary built elsewhere), else the tree
// this test was built from.
fs::path corpus() {
  const char* env = std::getenv("WGX_SOURCE_DIR");
  return fs::path(env && *env ? env : WGX_SOURCE_DIR) / "tests/golden/exec_textures";
}

std::vector<std::string> cases() {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(corpus())) {
    std::string f = e.path().filename().string();
    if (f.ends_with(".job.json")) names.push_back(f.substr(0, f.size() - 9));
  }
  std::sort(names.begin(), names.end());
  return names;
}

// The textures the answers read back, by name.
std::set<std::string> textures_read_back(const std::vector<golden::OracleAnswer>& answers) {
  std::set<std::string> names;
  for (const golden::OracleAnswer& a : answers)
    for (const json& t : a.answer.value("textures", json::array())) names.insert(t["name"].get<std::string>());
  return names;
}

// Runs the job on a device of `backend` (a fatal failure where it cannot) and reads back its
// buffers and the textures named in `read_back`.
void TextureGolden::run_job(const json& job, const std::set<std::string>& read_back, ExecutionBackend backend,
                            Ran* ran) {
  errors.clear();
  DeviceDescriptor desc;
  desc.uncapturedErrorCallback = [this](const Error& e) { errors.push_back(e.message); };
  desc.execution.threads = 1;
  desc.execution.backend = backend;
  for (const json& f : job.value("features", json::array())) desc.requiredFeatures.push_back(f.get<std::string>());
  device = adapter.requestDevice(desc);
  ASSERT_TRUE(device);

  std::vector<JobTexture> textures;
  for (const json& t : job.value("textures", json::array())) {
    JobTexture jt;
    jt.name = t["name"].get<std::string>();
    jt.format = *textureFormatByName(t["format"].get<std::string>());
    std::string dim = t.value("dimension", "2d");
    jt.dimension = dim == "1d" ? TextureDimension::D1 : dim == "3d" ? TextureDimension::D3 : TextureDimension::D2;
    for (int i = 0; i < 3; i++) jt.size[i] = t["size"][i].get<uint32_t>();
    jt.levels = t.value("mipLevelCount", 1u);
    jt.readback = t.value("readback", true);
    TextureUsageFlags usage = TextureUsage::TextureBinding | TextureUsage::CopyDst | TextureUsage::CopySrc;
    for (const json& b : job["bindings"])
      if (b.value("texture", "") == jt.name && b["type"] == "storage-texture") usage |= TextureUsage::StorageBinding;
    bool clear_depth = t.contains("clear") && t["clear"].contains("depth");
    if (clear_depth) usage |= TextureUsage::RenderAttachment;
    jt.texture = device.createTexture({.size = {jt.size[0], jt.size[1], jt.size[2]},
                                       .mipLevelCount = jt.levels,
                                       .dimension = jt.dimension,
                                       .format = jt.format,
                                       .usage = usage});
    if (t.contains("data")) {
      std::vector<uint8_t> data = init_bytes(t["data"], 0);
      size_t at = 0;
      for (uint32_t l = 0; l < jt.levels; l++) {
        Extent3D e = jt.level(l);
        auto [row, rows] = jt.rows(e);
        size_t bytes = size_t{row} * rows * e.depthOrArrayLayers;
        ASSERT_LE(at + bytes, data.size()) << jt.name << " level " << l;
        device.queue().writeTexture({.texture = jt.texture, .mipLevel = l}, data.data() + at, bytes,
                                    {.bytesPerRow = row, .rowsPerImage = rows}, e);
        at += bytes;
      }
    }
    if (clear_depth) clear_depth_layers(jt, t["clear"]["depth"].get<float>());
    textures.push_back(jt);
  }

  ShaderModule module = device.createShaderModule({.code = read_file(corpus() / job["shader"].get<std::string>())});
  std::vector<BindGroupLayout> explicit_groups;
  if (job.value("wgx_layout", "") == "explicit") explicit_groups = explicit_layout(job, textures);
  PipelineLayout layout;
  if (!explicit_groups.empty()) layout = device.createPipelineLayout({.bindGroupLayouts = explicit_groups});
  ComputePipeline pipeline = device.createComputePipeline(
      {.layout = layout, .compute = {.module = module, .entryPoint = job.value("entry", "main")}});
  ASSERT_TRUE(pipeline.isValid()) << (errors.empty() ? "" : errors[0]);
  std::map<int64_t, std::vector<BindGroupEntry>> groups;
  std::map<std::pair<int64_t, int64_t>, Buffer> buffers;
  for (const json& b : job["bindings"]) {
    auto g = b["group"].get<int64_t>();
    auto binding = b["binding"].get<uint32_t>();
    std::string type = b["type"].get<std::string>();
    if (type == "sampler") {
      groups[g].push_back({.binding = binding, .sampler = device.createSampler(sampler_descriptor(b["sampler"]))});
      continue;
    }
    if (type == "texture" || type == "storage-texture") {
      auto t =
          std::find_if(textures.begin(), textures.end(), [&](const JobTexture& x) { return x.name == b["texture"]; });
      ASSERT_NE(t, textures.end());
      TextureViewDescriptor v;
      json view = b.value("view", json::object());
      v.dimension = view_dimension(view.value("dimension", ""));
      v.baseMipLevel = view.value("baseMipLevel", 0u);
      v.mipLevelCount = view.value("mipLevelCount", kMipLevelCountUndefined);
      v.baseArrayLayer = view.value("baseArrayLayer", 0u);
      v.arrayLayerCount = view.value("arrayLayerCount", kArrayLayerCountUndefined);
      groups[g].push_back({.binding = binding, .textureView = t->texture.createView(v)});
      continue;
    }
    std::vector<uint8_t> init = init_bytes(b.value("init", json("zeros")), b["size"].get<size_t>());
    Buffer buf = device.createBuffer(
        {.size = init.size(), .usage = BufferUsage::Storage | BufferUsage::CopySrc | BufferUsage::CopyDst});
    device.queue().writeBuffer(buf, 0, init.data(), init.size());
    buffers[{g, binding}] = buf;
    groups[g].push_back({.binding = binding, .buffer = buf});
  }
  CommandEncoder enc = device.createCommandEncoder();
  ComputePassEncoder pass = enc.beginComputePass();
  pass.setPipeline(pipeline);
  for (auto& [g, entries] : groups)
    pass.setBindGroup(static_cast<uint32_t>(g),
                      device.createBindGroup({.layout = explicit_groups.empty()
                                                            ? pipeline.getBindGroupLayout(static_cast<uint32_t>(g))
                                                            : explicit_groups[static_cast<size_t>(g)],
                                              .entries = entries}));
  const json& d = job["dispatch"];
  pass.dispatchWorkgroups(d[0].get<uint32_t>(), d[1].get<uint32_t>(), d[2].get<uint32_t>());
  pass.end();
  device.queue().submit({enc.finish()});
  ASSERT_TRUE(errors.empty()) << errors[0];

  ran->note = pipeline.executionNote();
  for (auto& [key, buf] : buffers) ran->buffers[key] = read_buffer(buf);
  for (const std::string& name : read_back) {
    auto t = std::find_if(textures.begin(), textures.end(), [&](const JobTexture& x) { return x.name == name; });
    ASSERT_NE(t, textures.end()) << name;
    std::vector<uint8_t>& bytes = ran->textures[t->name];
    for (uint32_t l = 0; l < t->levels; l++) {
      std::vector<uint8_t> level = read_level(*t, l);
      bytes.insert(bytes.end(), level.begin(), level.end());
    }
  }
}

// Each oracle's answers within the job's tolerance; on the compiled backend and on the GPU also the
// interpreter's bytes, exactly (every executor computes every value the same way).
TEST_P(TextureGolden, MatchesOracles) {
  const std::string& name = std::get<0>(GetParam());
  json job = json::parse(read_file(corpus() / (name + ".job.json")));
  ExecutionBackend backend = std::get<1>(GetParam());
#ifdef WGX_TEXTURE_GOLDEN_ON_CUDA
  bool gpu = false;
  std::string device_or_why = program::cuda_device(&gpu);
  if (!gpu) GTEST_SKIP() << "no CUDA GPU here: " << device_or_why;
#endif
  golden::OracleAnswers oracles = golden::oracle_answers(corpus(), name);
  for (const std::string& problem : oracles.problems) ADD_FAILURE() << problem;
  std::set<std::string> read_back = textures_read_back(oracles.answers);
  Ran ran;
  run_job(job, read_back, backend, &ran);
  if (HasFatalFailure()) return;
  if (backend == ExecutionBackend::Cuda && !ran.note.empty()) GTEST_SKIP() << "ran on the CPU: " << ran.note;
  exec_compare::Tolerance tol = exec_compare::job_tolerance(job);
  for (const golden::OracleAnswer& oracle : oracles.answers) {
    for (const exec_compare::Disagreement& x :
         exec_compare::compare_outputs(exec_compare::outputs_from_json(oracle.answer), ran.buffers, tol))
      ADD_FAILURE() << exec_compare::describe(x, oracle.oracle, "wgx");
    for (const json& want : oracle.answer.value("textures", json::array()))
      EXPECT_EQ(to_hex(ran.textures[want["name"].get<std::string>()]), want["hex"].get<std::string>())
          << "texture " << want["name"] << ", against " << oracle.oracle;
  }
  if (backend == ExecutionBackend::Interpreter) return;
  Ran interpreted;
  run_job(job, read_back, ExecutionBackend::Interpreter, &interpreted);
  if (HasFatalFailure()) return;
  EXPECT_TRUE(ran.buffers == interpreted.buffers) << "the buffers differ from the interpreter's";
  for (const auto& [texture, bytes] : interpreted.textures)
    EXPECT_EQ(to_hex(ran.textures[texture]), to_hex(bytes)) << "texture " << texture << ", against the interpreter's";
}

#ifdef WGX_TEXTURE_GOLDEN_ON_CUDA
constexpr ExecutionBackend kBackends[] = {ExecutionBackend::Cuda};
#else
constexpr ExecutionBackend kBackends[] = {ExecutionBackend::Interpreter, ExecutionBackend::Compiled};
#endif

INSTANTIATE_TEST_SUITE_P(Corpus, TextureGolden,
                         ::testing::Combine(::testing::ValuesIn(cases()), ::testing::ValuesIn(kBackends)),
                         [](const ::testing::TestParamInfo<std::tuple<std::string, ExecutionBackend>>& i) {
                           ExecutionBackend b = std::get<1>(i.param);
                           return std::get<0>(i.param) + (b == ExecutionBackend::Compiled ? "_compiled"
                                                          : b == ExecutionBackend::Cuda   ? "_cuda"
                                                                                          : "_interp");
                         });

}  // namespace
}  // namespace wgx
