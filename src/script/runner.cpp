// The shader test script runner (runner.h): commands run in script order on one device, so RUNs
// share buffers and each EXPECT sees the buffers as the commands before it left them. A failed
// setup step (a shader that does not compile, a pipeline or dispatch the API rejects) ends the
// script, because what follows depends on it; a failed expectation is reported and the script
// goes on, so one run lists every wrong buffer.
#include "script/runner.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <optional>
#include <set>

#include "api/texel_values.h"
#include "api/texture_format.h"
#include "script/report.h"

namespace wgx::script {
namespace {

std::string at_line(const Script& s, uint32_t line) { return s.path + ":" + std::to_string(line) + ": "; }

// Every error the API raises between construction and finish(): the three error scopes catch
// validation, out-of-memory and internal errors alike.
class ErrorCapture {
 public:
  explicit ErrorCapture(gpu::Device device) : device_(std::move(device)) {
    device_.pushErrorScope(gpu::ErrorFilter::OutOfMemory);
    device_.pushErrorScope(gpu::ErrorFilter::Internal);
    device_.pushErrorScope(gpu::ErrorFilter::Validation);
  }
  // The first error's message, or nullopt.
  std::optional<std::string> finish() {
    std::optional<std::string> first;
    for (int i = 0; i < 3; i++) {
      gpu::PopErrorScopeResult r = device_.popErrorScope();
      if (r.error && !first) first = r.error->message;
    }
    return first;
  }

 private:
  gpu::Device device_;
};

struct Failure {
  std::string text;
};

struct CompiledShader {
  gpu::ShaderModule module;
  std::vector<gpu::CompilationMessage> errors;
};

struct BuiltPipeline {
  gpu::ComputePipeline pipeline;
  std::map<uint32_t, gpu::BindGroup> groups;
};

std::string indent(const std::string& text) {
  std::string out;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    out += "    " + text.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return out;
}

// " beyond TOLERANCE 0.01 1%", or nothing for an exact comparison.
std::string tolerance_text(const std::vector<Tolerance>& tolerances) {
  if (tolerances.empty()) return {};
  std::string out = " beyond TOLERANCE";
  for (const Tolerance& t : tolerances) out += " " + format_value(t.value, ScalarKind::F32) + (t.percent ? "%" : "");
  return out;
}

std::string message_at(const gpu::CompilationMessage& m) {
  return std::to_string(m.lineNum) + ":" + std::to_string(m.utf16LinePos) + " error: " + m.message;
}

// The initial bytes of a buffer, scalar by scalar.
std::vector<uint8_t> initial_bytes(const BufferDecl& b) {
  std::vector<uint8_t> bytes(b.byte_size(), 0);
  uint64_t scalars = b.count * b.type.components;
  uint32_t x = b.seed ? static_cast<uint32_t>(b.seed) : 1;  // xorshift32, as `wgx run --binding random:SEED`
  for (uint64_t k = 0; k < scalars; k++) {
    double v = 0;
    switch (b.init) {
      case BufferInit::Fill:
        v = b.fill;
        break;
      case BufferInit::Data:
        v = k < b.data.size() ? b.data[k] : 0.0;
        break;
      case BufferInit::Series:
        if (b.type.is_float()) {
          v = b.series_start + static_cast<double>(k) * b.series_inc;
        } else {  // integer addition, wrapping at 32 bits, exact however long the series
          uint64_t start = static_cast<uint64_t>(static_cast<int64_t>(b.series_start));
          uint64_t inc = static_cast<uint64_t>(static_cast<int64_t>(b.series_inc));
          v = static_cast<uint32_t>(start + k * inc);
        }
        break;
      case BufferInit::Random: {
        x ^= x << 13, x ^= x >> 17, x ^= x << 5;
        double unit = x / 4294967296.0;  // [0, 1)
        if (!b.random_range) {
          v = b.type.is_float() ? unit : (b.type.scalar == ScalarKind::I32 ? static_cast<int32_t>(x) : x);
        } else if (b.type.is_float()) {
          v = b.random_lo + unit * (b.random_hi - b.random_lo);
        } else {
          uint64_t span = static_cast<uint64_t>(b.random_hi - b.random_lo) + 1;
          v = b.random_lo + static_cast<double>(x % span);
        }
        break;
      }
    }
    write_scalar(bytes, b.type, k, v);
  }
  return bytes;
}

class Runner {
 public:
  Runner(const Script& script, const RunnerOptions& options) : script_(script), options_(options) {}

  ScriptResult run() {
    try {
      start_device();
      collect_usages();
      for (const Command& c : script_.commands) std::visit([&](const auto& cmd) { step(cmd); }, c);
      std::string left = findings_.expect_clean();
      if (!left.empty()) fail(0, "sanitizer findings no expectation claimed:\n" + left);
    } catch (const Failure& f) {
      result_.failures.push_back(f.text);
    }
    for (const std::string& e : uncaptured_) result_.failures.push_back(script_.path + ": error: " + e);
    result_.passed = result_.failures.empty();
    if (device_) device_.destroy();
    return std::move(result_);
  }

 private:
  [[noreturn]] void abort(uint32_t line, const std::string& what) { throw Failure{at_line(script_, line) + what}; }
  void fail(uint32_t line, const std::string& what) {
    result_.failures.push_back(line ? at_line(script_, line) + what : script_.path + ": " + what);
  }

  void start_device() {
    instance_ = gpu::createInstance();
    gpu::DeviceDescriptor desc;
    desc.label = script_.path;
    desc.requiredFeatures = script_.features;
    desc.uncapturedErrorCallback = [this](const gpu::Error& e) { uncaptured_.push_back(e.message); };
    desc.execution.backend = options_.backend;
    desc.execution.threads = options_.threads;
    desc.execution.maxSteps = options_.max_steps;
    desc.execution.maxDispatchSeconds = options_.max_seconds;
    desc.execution.sanitize = script_.sanitize;
    desc.execution.schedule = script_.schedule;
    desc.execution.subgroupSize = script_.subgroup_size;
    std::string why;
    device_ = instance_.requestAdapter().requestDevice(desc, &why);
    if (!device_) abort(script_.features_line, "no device: " + why);
  }

  // A buffer's usage: what its BIND lines need, and copies for the initial data and read-back.
  void collect_usages() {
    for (const Command& c : script_.commands)
      if (const auto* p = std::get_if<PipelineDecl>(&c))
        for (const BindDecl& b : p->binds)
          add_usage(b);
    for (const Command& c : script_.commands)
      if (const auto* e = std::get_if<ExpectError>(&c))
        (e->pipeline ? pipelines_expected_to_fail_ : expected_to_fail_).insert(e->shader);
  }

  void add_usage(const BindDecl& b) {
    switch (b.as) {
      case BindAs::Storage:
        usages_[b.buffer] |= gpu::BufferUsage::Storage;
        return;
      case BindAs::Uniform:
        usages_[b.buffer] |= gpu::BufferUsage::Uniform;
        return;
      case BindAs::SampledImage:
        image_usages_[b.buffer] |= gpu::TextureUsage::TextureBinding;
        return;
      case BindAs::StorageImage:
        image_usages_[b.buffer] |= gpu::TextureUsage::StorageBinding;
        return;
      case BindAs::Sampler:
        return;
    }
  }

  void step(const ShaderDecl& s) {
    ErrorCapture capture(device_);
    CompiledShader compiled;
    compiled.module = device_.createShaderModule({.label = s.name, .code = s.code});
    capture.finish();  // an invalid module raises its errors; they are in the compilation info too
    for (const gpu::CompilationMessage& m : compiled.module.getCompilationInfo().messages)
      if (m.type == gpu::CompilationMessageType::Error) compiled.errors.push_back(m);
    if (!compiled.errors.empty() && !expected_to_fail_.count(s.name)) {
      std::string detail;
      for (const gpu::CompilationMessage& m : compiled.errors) detail += message_at(m) + "\n";
      abort(s.line, "shader '" + s.name + "' does not compile:\n" + indent(detail));
    }
    shaders_[s.name] = std::move(compiled);
  }

  void step(const BufferDecl& b) {
    ErrorCapture capture(device_);
    gpu::Buffer buffer =
        device_.createBuffer({.label = b.name,
                              .size = (b.byte_size() + 3) / 4 * 4,
                              .usage = usages_[b.name] | gpu::BufferUsage::CopySrc | gpu::BufferUsage::CopyDst});
    std::vector<uint8_t> bytes = initial_bytes(b);
    bytes.resize((bytes.size() + 3) / 4 * 4, 0);
    device_.queue().writeBuffer(buffer, 0, bytes.data(), bytes.size());
    if (auto e = capture.finish()) abort(b.line, "buffer '" + b.name + "': " + e.value());
    buffers_[b.name] = {buffer, b};
  }

  // The initial texels of one level: DATA (level 0), FILL, or zeros.
  static std::vector<uint8_t> initial_texels(const ImageDecl& d, uint32_t level, uint32_t texels) {
    uint32_t bytes = gpu::texel_bytes(d.format);
    std::vector<uint8_t> out(size_t{texels} * bytes, 0);
    if (d.fill.empty() && (d.data.empty() || level > 0)) return out;
    for (uint32_t t = 0; t < texels; t++) {
      double v[4] = {0, 0, 0, 1};
      if (!d.data.empty()) {
        if (size_t{t} * d.components >= d.data.size()) break;  // zeros after the data
        for (uint32_t c = 0; c < d.components && c < 4; c++) v[c] = d.data[size_t{t} * d.components + c];
      } else {
        for (size_t c = 0; c < d.fill.size(); c++) v[c] = d.fill[c];
      }
      std::vector<uint8_t> texel = gpu::texel_from_numbers(d.format, v);
      std::memcpy(out.data() + size_t{t} * bytes, texel.data(), bytes);
    }
    return out;
  }

  void step(const ImageDecl& d) {
    ErrorCapture capture(device_);
    gpu::Texture texture = device_.createTexture(
        {.label = d.name,
         .size = {d.width, d.height, d.depth_or_layers},
         .mipLevelCount = d.levels,
         .dimension = d.dimension,
         .format = d.format,
         .usage = image_usages_[d.name] | gpu::TextureUsage::CopySrc | gpu::TextureUsage::CopyDst});
    bool is_3d = d.dimension == gpu::TextureDimension::D3;
    for (uint32_t level = 0; level < d.levels; level++) {
      uint32_t w = std::max(1u, d.width >> level), h = std::max(1u, d.height >> level);
      uint32_t n = is_3d ? std::max(1u, d.depth_or_layers >> level) : d.depth_or_layers;
      std::vector<uint8_t> bytes = initial_texels(d, level, w * h * n);
      device_.queue().writeTexture({.texture = texture, .mipLevel = level}, bytes.data(), bytes.size(),
                                   {.offset = 0, .bytesPerRow = w * gpu::texel_bytes(d.format), .rowsPerImage = h},
                                   {w, h, n});
    }
    if (auto e = capture.finish()) abort(d.line, "image '" + d.name + "': " + e.value());
    images_[d.name] = {texture, d};
  }

  void step(const SamplerDecl& d) {
    ErrorCapture capture(device_);
    samplers_[d.name] = device_.createSampler(d.desc);
    if (auto e = capture.finish()) abort(d.line, "sampler '" + d.name + "': " + e.value());
  }

  gpu::BindGroupEntry bind_entry(const BindDecl& b) {
    switch (b.as) {
      case BindAs::Storage:
      case BindAs::Uniform:
        return {.binding = b.binding, .buffer = buffers_.at(b.buffer).buffer};
      case BindAs::Sampler:
        return {.binding = b.binding, .sampler = samplers_.at(b.buffer)};
      case BindAs::SampledImage:
      case BindAs::StorageImage:
        break;
    }
    gpu::TextureViewDescriptor view{.dimension = b.view};
    if (b.as == BindAs::StorageImage) view.mipLevelCount = 1;  // a storage binding views one level
    return {.binding = b.binding, .textureView = images_.at(b.buffer).texture.createView(view)};
  }

  void step(const PipelineDecl& p) {
    const CompiledShader& shader = shaders_.at(p.shader);
    if (!shader.errors.empty())
      abort(p.line, "pipeline '" + p.name + "' attaches shader '" + p.shader + "', which does not compile");
    ErrorCapture capture(device_);
    BuiltPipeline built;
    built.pipeline = device_.createComputePipeline(
        {.label = p.name,
         .compute = {.module = shader.module,
                     .entryPoint = p.entry_point.empty() ? std::nullopt : std::optional(p.entry_point),
                     .constants = p.constants}});
    std::optional<std::string> error = capture.finish();
    if (pipelines_expected_to_fail_.count(p.name)) {
      pipeline_errors_[p.name] = error.value_or("");
      if (error) return;  // no bind groups for a pipeline that does not exist; a RUN of it fails
    } else if (error) {
      abort(p.line, "pipeline '" + p.name + "':\n" + indent(*error));
    }
    std::map<uint32_t, std::vector<gpu::BindGroupEntry>> entries;
    std::map<uint32_t, uint32_t> first_line;  // of each group's BIND lines, for its errors
    for (const BindDecl& b : p.binds) {
      entries[b.group].push_back(bind_entry(b));
      first_line.emplace(b.group, b.line);
    }
    for (auto& [group, list] : entries) {
      ErrorCapture bind_capture(device_);
      built.groups[group] = device_.createBindGroup(
          {.label = p.name, .layout = built.pipeline.getBindGroupLayout(group), .entries = list});
      if (auto e = bind_capture.finish())
        abort(first_line[group], "pipeline '" + p.name + "', @group(" + std::to_string(group) + "):\n" + indent(*e));
    }
    pipelines_[p.name] = std::move(built);
  }

  void step(const RunCmd& r) {
    if (!pipelines_.count(r.pipeline)) abort(r.line, "RUN " + r.pipeline + ": the pipeline could not be created");
    const BuiltPipeline& p = pipelines_.at(r.pipeline);
    ErrorCapture capture(device_);
    gpu::CommandEncoder encoder = device_.createCommandEncoder();
    gpu::ComputePassEncoder pass = encoder.beginComputePass();
    pass.setPipeline(p.pipeline);
    for (const auto& [group, bind_group] : p.groups) pass.setBindGroup(group, bind_group);
    pass.dispatchWorkgroups(r.x, r.y, r.z);
    pass.end();
    device_.queue().submit({encoder.finish()});
    if (auto e = capture.finish()) abort(r.line, "RUN " + r.pipeline + ":\n" + indent(*e));
    findings_.add(device_.takeSanitizerFindings());
  }

  // The buffer's bytes now, through a staging buffer mapped for reading.
  std::vector<uint8_t> read_back(uint32_t line, const std::string& name) {
    const gpu::Buffer& source = buffers_.at(name).buffer;
    uint64_t size = source.size();
    ErrorCapture capture(device_);
    gpu::Buffer staging =
        device_.createBuffer({.size = size, .usage = gpu::BufferUsage::MapRead | gpu::BufferUsage::CopyDst});
    gpu::CommandEncoder encoder = device_.createCommandEncoder();
    encoder.copyBufferToBuffer(source, 0, staging, 0, size);
    device_.queue().submit({encoder.finish()});
    bool mapped = false;
    instance_.waitAny(staging.mapAsync(gpu::MapMode::Read, 0, size, [&](gpu::MapAsyncStatus s, std::string_view) {
      mapped = s == gpu::MapAsyncStatus::Success;
    }));
    std::vector<uint8_t> bytes(size);
    const void* data = mapped ? staging.getConstMappedRange(0, size) : nullptr;
    if (data) std::memcpy(bytes.data(), data, size);
    staging.destroy();
    if (auto e = capture.finish()) abort(line, "reading buffer '" + name + "' back: " + *e);
    if (!data) abort(line, "reading buffer '" + name + "' back: the map failed");
    return bytes;
  }

  void step(const ExpectValues& e) {
    const BufferDecl& decl = buffers_.at(e.buffer).decl;
    std::vector<uint8_t> bytes = read_back(e.line, e.buffer);
    std::vector<Mismatch> mismatches;
    uint64_t first = e.index * decl.type.components;
    for (uint64_t i = 0; i < e.values.size(); i++) {
      uint64_t k = first + i;
      double expected = in_type(e.values[i], decl.type.scalar);
      double actual = read_scalar(bytes, decl.type, k);
      if (!compare_values(e.op, actual, expected, e.tolerances, static_cast<uint32_t>(k % decl.type.components)))
        mismatches.push_back({k, expected, actual});
    }
    if (mismatches.empty()) return;
    fail(e.line, "EXPECT " + e.buffer + " IDX " + std::to_string(e.index) + " " + compare_name(e.op) + ": " +
                     std::to_string(mismatches.size()) + " of " + std::to_string(e.values.size()) + " " +
                     decl.type.wgsl_name() + " values differ" + tolerance_text(e.tolerances) + "\n" +
                     format_mismatches(e.buffer, decl.type, e.op, mismatches));
  }

  // A region of one subresource of an image as a shader reads it: four numbers per texel.
  std::vector<double> read_image(const ExpectImage& e) {
    const ScriptImage& image = images_.at(e.image);
    uint32_t texel = gpu::texel_bytes(image.decl.format);
    uint32_t row = (e.width * texel + 255) / 256 * 256;  // bytesPerRow: a multiple of 256
    uint64_t size = uint64_t{row} * e.height;
    ErrorCapture capture(device_);
    gpu::Buffer staging =
        device_.createBuffer({.size = size, .usage = gpu::BufferUsage::MapRead | gpu::BufferUsage::CopyDst});
    gpu::CommandEncoder encoder = device_.createCommandEncoder();
    encoder.copyTextureToBuffer({.texture = image.texture, .mipLevel = e.level, .origin = {e.x, e.y, e.layer}},
                                {.layout = {.offset = 0, .bytesPerRow = row, .rowsPerImage = e.height}, .buffer = staging},
                                {e.width, e.height, 1});
    device_.queue().submit({encoder.finish()});
    bool mapped = false;
    instance_.waitAny(staging.mapAsync(gpu::MapMode::Read, 0, size, [&](gpu::MapAsyncStatus s, std::string_view) {
      mapped = s == gpu::MapAsyncStatus::Success;
    }));
    const auto* data = mapped ? static_cast<const uint8_t*>(staging.getConstMappedRange(0, size)) : nullptr;
    std::vector<double> out(size_t{e.width} * e.height * 4);
    for (uint32_t y = 0; data && y < e.height; y++)
      for (uint32_t x = 0; x < e.width; x++)
        gpu::texel_to_numbers(image.decl.format, data + size_t{y} * row + size_t{x} * texel,
                              &out[(size_t{y} * e.width + x) * 4]);
    staging.destroy();
    if (auto error = capture.finish()) abort(e.line, "reading image '" + e.image + "' back: " + *error);
    if (!data) abort(e.line, "reading image '" + e.image + "' back: the map failed");
    return out;
  }

  void step(const ExpectImage& e) {
    const ImageDecl& decl = images_.at(e.image).decl;
    std::vector<double> texels = read_image(e);
    ScalarKind scalar = is_integer_format(decl.format) ? ScalarKind::I32 : ScalarKind::F32;
    std::string detail;
    uint32_t wrong = 0;
    for (uint32_t y = 0; y < e.height; y++)
      for (uint32_t x = 0; x < e.width; x++) {
        const double* got = &texels[(size_t{y} * e.width + x) * 4];
        bool same = true;
        for (uint32_t c = 0; c < e.values.size(); c++)
          same = same && compare_values(Compare::EQ, got[c], e.values[c], e.tolerances, c);
        if (same) continue;
        if (++wrong > 8) continue;
        std::string expected, actual;
        for (uint32_t c = 0; c < e.values.size(); c++) {
          expected += (c ? ", " : "") + format_value(e.values[c], scalar);
          actual += (c ? ", " : "") + format_value(got[c], scalar);
        }
        detail += "    " + e.image + "[" + std::to_string(e.x + x) + ", " + std::to_string(e.y + y) + "]: expected (" +
                  expected + "), got (" + actual + ")\n";
      }
    if (wrong == 0) return;
    if (wrong > 8) detail += "    ... and " + std::to_string(wrong - 8) + " more\n";
    fail(e.line, "EXPECT " + e.image + " IDX " + std::to_string(e.x) + " " + std::to_string(e.y) + " " +
                     (e.values.size() == 4 ? "EQ_RGBA" : "EQ_RGB") + ": " + std::to_string(wrong) + " of " +
                     std::to_string(e.width * e.height) + " texels differ" + tolerance_text(e.tolerances) + "\n" +
                     detail);
  }

  static bool is_integer_format(gpu::TextureFormat format) {
    gpu::SampleClass c = gpu::format_info(format).sample;
    return c == gpu::SampleClass::Uint || c == gpu::SampleClass::Sint;
  }

  void step(const ExpectBuffer& e) {
    const BufferDecl& decl = buffers_.at(e.buffer).decl;
    std::vector<uint8_t> actual = read_back(e.line, e.buffer);
    std::vector<uint8_t> expected = read_back(e.line, e.other);
    std::vector<Mismatch> mismatches;
    uint64_t scalars = decl.count * decl.type.components;
    for (uint64_t k = 0; k < scalars; k++) {
      double a = read_scalar(actual, decl.type, k), x = read_scalar(expected, decl.type, k);
      if (!compare_values(Compare::EQ, a, x, e.tolerances, static_cast<uint32_t>(k % decl.type.components)))
        mismatches.push_back({k, x, a});
    }
    if (mismatches.empty()) return;
    fail(e.line, "EXPECT " + e.buffer + " EQ_BUFFER " + e.other + ": " + std::to_string(mismatches.size()) + " of " +
                     std::to_string(scalars) + " " + decl.type.wgsl_name() + " values differ" +
                     tolerance_text(e.tolerances) + " (expected: '" + e.other + "')\n" +
                     format_mismatches(e.buffer, decl.type, Compare::EQ, mismatches));
  }

  void step(const ExpectError& e) {
    if (e.pipeline) return expect_pipeline_error(e);
    const CompiledShader& shader = shaders_.at(e.shader);
    for (const gpu::CompilationMessage& m : shader.errors)
      if (m.lineNum == e.error_line && (e.error_column == 0 || m.utf16LinePos == e.error_column) &&
          m.message.find(e.text) != std::string::npos)
        return;
    std::string want = std::to_string(e.error_line) + (e.error_column ? ":" + std::to_string(e.error_column) : "") +
                       (e.text.empty() ? "" : " \"" + e.text + "\"");
    if (shader.errors.empty()) return fail(e.line, "shader '" + e.shader + "' compiles, expected an error at " + want);
    std::string got;
    for (const gpu::CompilationMessage& m : shader.errors) got += message_at(m) + "\n";
    fail(e.line, "shader '" + e.shader + "' has no error at " + want + "; its errors:\n" + indent(got));
  }

  void expect_pipeline_error(const ExpectError& e) {
    const std::string& error = pipeline_errors_[e.shader];
    std::string want = e.text.empty() ? "an error" : "an error containing \"" + e.text + "\"";
    if (error.empty()) return fail(e.line, "pipeline '" + e.shader + "' was created, expected " + want);
    if (error.find(e.text) == std::string::npos)
      fail(e.line, "pipeline '" + e.shader + "' failed, but not with " + want + ":\n" + indent(error));
  }

  void step(const ExpectFinding& e) {
    std::string why = findings_.expect(e);
    if (!why.empty()) fail(e.line, why);
  }

  void step(const ExpectClean& e) {
    std::string left = findings_.expect_clean();
    if (!left.empty()) fail(e.line, "EXPECT_CLEAN, but the sanitizer found:\n" + left);
  }

  struct ScriptBuffer {
    gpu::Buffer buffer;
    BufferDecl decl;
  };

  const Script& script_;
  RunnerOptions options_;
  ScriptResult result_;
  gpu::Instance instance_;
  gpu::Device device_;
  std::vector<std::string> uncaptured_;
  std::map<std::string, gpu::BufferUsageFlags> usages_;
  std::map<std::string, gpu::TextureUsageFlags> image_usages_;
  struct ScriptImage {
    gpu::Texture texture;
    ImageDecl decl;
  };
  std::map<std::string, ScriptImage> images_;
  std::map<std::string, gpu::Sampler> samplers_;
  std::set<std::string> expected_to_fail_;              // shaders named by EXPECT_ERROR SHADER
  std::set<std::string> pipelines_expected_to_fail_;    // pipelines named by EXPECT_ERROR PIPELINE
  std::map<std::string, std::string> pipeline_errors_;  // their creation errors ("" if created)
  std::map<std::string, CompiledShader> shaders_;
  std::map<std::string, ScriptBuffer> buffers_;
  std::map<std::string, BuiltPipeline> pipelines_;
  FindingLedger findings_;
};

std::optional<Location> diagnostic_location(const Diagnostic& d) {
  if (!d.file || d.file_level) return std::nullopt;
  return d.file->location(d.span.offset);
}

bool at(const ShaderLocation& want, const Diagnostic& d) {
  std::optional<Location> loc = diagnostic_location(d);
  return loc && loc->line == want.line && (want.column == 0 || loc->column == want.column);
}

bool any_note_at(const ShaderLocation& want, const gpu::SanitizerFinding& f) {
  for (const Diagnostic& n : f.notes)
    if (at(want, n)) return true;
  return false;
}

FindingKind kind_of(const std::string& id) {
  if (id.find("race") != std::string::npos) return FindingKind::Race;
  if (id.find("bounds") != std::string::npos || id.find("oob") != std::string::npos) return FindingKind::OutOfBounds;
  return FindingKind::Numerics;
}

std::string location_text(const Diagnostic& d) {
  std::optional<Location> loc = diagnostic_location(d);
  return loc ? std::to_string(loc->line) + ":" + std::to_string(loc->column) : "-";
}

}  // namespace

bool finding_matches(const ExpectFinding& e, const gpu::SanitizerFinding& f) {
  const Diagnostic& d = f.diagnostic;
  if (d.id.rfind("sanitize.", 0) != 0 || kind_of(d.id) != e.kind) return false;
  if (!e.text.empty() && d.message.find(e.text) == std::string::npos) return false;
  if (e.at.size() == 1) return at(e.at[0], d) || any_note_at(e.at[0], f);
  return (at(e.at[0], d) && any_note_at(e.at[1], f)) || (at(e.at[1], d) && any_note_at(e.at[0], f));
}

std::string describe_finding(const gpu::SanitizerFinding& f) {
  std::string out = location_text(f.diagnostic) + " " + f.diagnostic.id + ": " + f.diagnostic.message;
  if (f.count > 1) out += " (" + std::to_string(f.count) + " times)";
  out += "\n";
  for (const Diagnostic& n : f.notes) out += "  note at " + location_text(n) + ": " + n.message + "\n";
  return out;
}

void FindingLedger::add(std::vector<gpu::SanitizerFinding> findings) {
  for (gpu::SanitizerFinding& f : findings) pending_.push_back(std::move(f));
}

std::string FindingLedger::list_pending() const {
  std::string out;
  for (const gpu::SanitizerFinding& f : pending_) out += describe_finding(f);
  return indent(out);
}

std::string FindingLedger::expect(const ExpectFinding& e) {
  size_t before = pending_.size();
  std::erase_if(pending_, [&](const gpu::SanitizerFinding& f) { return finding_matches(e, f); });
  if (pending_.size() < before) return {};
  std::string want;
  for (const ShaderLocation& l : e.at)
    want += (want.empty() ? "" : " and ") + std::to_string(l.line) + (l.column ? ":" + std::to_string(l.column) : "");
  std::string head = std::string(finding_command(e.kind)) + " " + want + (e.text.empty() ? "" : " \"" + e.text + "\"");
  if (pending_.empty()) return head + ": the sanitizer found nothing";
  return head + ": no such finding; the sanitizer found:\n" + list_pending();
}

std::string FindingLedger::expect_clean() {
  std::string left = pending_.empty() ? "" : list_pending();
  pending_.clear();
  return left;
}

ScriptResult run_script(const Script& script, const RunnerOptions& options) { return Runner(script, options).run(); }

}  // namespace wgx::script
