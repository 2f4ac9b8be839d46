// `wgx run FILE`: compiles a compute shader, prepares its entry point and runs one dispatch on the
// CPU as the API does (api/compute_program.h), then prints every bound buffer according to its
// WGSL type. Run settings come from the command line and from `// wgx-run: ...` comment lines in
// the shader (the command line wins).
#include <sys/resource.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <bit>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "api/compute_program.h"
#include "api/shader_module.h"
#include "base/half.h"
#include "base/printable.h"
#include "cli/binding_image.h"
#include "cli/binding_spec.h"
#include "cli/commands.h"
#include "cli/run_header.h"
#include "cli/run_textures.h"
#include "program/executable.h"
#include "sema/reflection.h"
#include "sema/type.h"
#include "wgx/diagnostics.h"
#include "wgx/gpu.h"

namespace wgx::cli {
namespace {

// WebGPU's default limits, a default device's: they bound what a run may allocate and do.
constexpr gpu::Limits kLimits{};
constexpr uint64_t kMaxBufferSize = kLimits.maxBufferSize;
constexpr uint64_t kMaxWorkgroupsPerDimension = kLimits.maxComputeWorkgroupsPerDimension;

struct RunOptions {
  std::string file;
  std::string entry;
  std::string dispatch;
  std::vector<std::string> constants;
  std::vector<std::string> bindings;
  size_t header_bindings = 0;         // how many of `bindings`, the first, came from the header
  std::vector<std::string> images;    // --png specs
  std::vector<std::string> textures;  // --texture specs
  std::vector<std::string> samplers;  // --sampler specs
  std::string output;
  unsigned threads = 0;
  uint64_t max_steps = 0;
  double max_time = 0;         // seconds for the whole dispatch; 0: the executor's default
  uint32_t subgroup_size = 0;  // 0: the executor's default
  bool dump_ir = false;
  bool dump_cpp = false;
  bool dump_cuda = false;
  bool no_header = false;
  std::string backend = "auto";
  unsigned time_runs = 0;
  std::string sanitize;  // the checks of --sanitize[=LIST]; empty: no sanitizer
  bool stop_at_first = false;
  std::string schedule = "lockstep";
  std::string format = "text";  // of the sanitizer's findings
};

// --schedule lockstep|reverse|random:SEED into the options; false on anything else.
bool parse_schedule(const std::string& text, exec::ExecOptions* eo) {
  if (text == "lockstep" || text == "reverse") {
    eo->schedule = text == "reverse" ? exec::Schedule::Reverse : exec::Schedule::Lockstep;
    return true;
  }
  if (!text.starts_with("random:")) return false;
  std::string seed = text.substr(7);
  auto r = std::from_chars(seed.data(), seed.data() + seed.size(), eo->schedule_seed);
  eo->schedule = exec::Schedule::Random;
  return r.ec == std::errc() && r.ptr == seed.data() + seed.size() && !seed.empty();
}

// The sanitizer's findings as diagnostics for the renderers: each finding, its count in its
// message when it happened more than once, then its notes.
std::vector<Diagnostic> finding_diagnostics(const std::vector<sanitize::Finding>& findings) {
  std::vector<Diagnostic> out;
  for (const sanitize::Finding& f : findings) {
    Diagnostic d = f.diagnostic;
    if (f.count > 1) d.message += " [" + std::to_string(f.count) + " times]";
    out.push_back(d);
    out.insert(out.end(), f.notes.begin(), f.notes.end());
  }
  return out;
}

std::string format_float(float f) {
  if (std::isnan(f)) return "NaN";
  if (std::isinf(f)) return f > 0 ? "inf" : "-inf";
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, f);
  return std::string(buf, r.ptr);
}

// Bytes of one scalar in memory.
uint32_t scalar_bytes(const sema::Type* t) { return t->kind == sema::TypeKind::F16 ? 2 : 4; }

std::string format_scalar(const sema::Type* t, const uint8_t* p) {
  uint32_t w = 0;
  std::memcpy(&w, p, scalar_bytes(t));
  switch (t->kind) {
    case sema::TypeKind::F16:
      return format_half(static_cast<uint16_t>(w));
    case sema::TypeKind::F32:
      return format_float(std::bit_cast<float>(w));
    case sema::TypeKind::I32:
      return std::to_string(static_cast<int32_t>(w));
    case sema::TypeKind::Bool:
      return w ? "true" : "false";
    default:
      return std::to_string(w);
  }
}

// One line per leaf (scalar or vector), named by its path: data[3], s.items[2].x.
void print_value(std::ostream& out, const std::string& path, const sema::Type* t, const uint8_t* p, uint64_t avail) {
  using sema::TypeKind;
  if (t->kind == TypeKind::Atomic) t = t->elem;
  if (t->kind == TypeKind::Array) {
    uint32_t stride = sema::array_stride(t);
    uint64_t count = t->count ? t->count : (avail / stride);
    for (uint64_t i = 0; i < count && (i + 1) * stride <= avail + stride - sema::size_of(t->elem); i++)
      print_value(out, path + "[" + std::to_string(i) + "]", t->elem, p + i * stride, avail - i * stride);
    return;
  }
  if (t->kind == TypeKind::Struct) {
    for (const auto& m : t->structure->members)
      if (m.offset < avail) print_value(out, path + "." + std::string(m.name), m.type, p + m.offset, avail - m.offset);
    return;
  }
  if (t->kind == TypeKind::Vector) {
    out << path << " = " << sema::type_name(t) << "(";
    for (uint32_t c = 0; c < t->width; c++)
      out << (c ? ", " : "") << format_scalar(t->elem, p + scalar_bytes(t->elem) * c);
    out << ")\n";
    return;
  }
  if (t->kind == TypeKind::Matrix) {  // one column per line
    uint32_t bytes = scalar_bytes(t->elem), stride = (t->rows == 2 ? 2 : 4) * bytes;
    for (uint32_t c = 0; c < t->width && c * stride + t->rows * bytes <= avail; c++) {
      out << path << "[" << c << "] = vec" << int(t->rows) << "<" << sema::type_name(t->elem) << ">(";
      for (uint32_t r = 0; r < t->rows; r++)
        out << (r ? ", " : "") << format_scalar(t->elem, p + c * stride + bytes * r);
      out << ")\n";
    }
    return;
  }
  out << path << " = " << format_scalar(t, p) << "\n";
}

double process_cpu_ms() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  auto ms = [](const timeval& t) { return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3; };
  return ms(u.ru_utime) + ms(u.ru_stime);
}

// --time N: one warm-up dispatch (it also builds the kernel), then N timed ones, each from the
// initial buffer contents, so the outputs are those of a single dispatch (only buffers the
// shader can write are restored: inputs stay as warm in the caches as a native program's). Prints the median and
// minimum wall time, and the process CPU time per dispatch (all workers; steadier than wall time
// on a busy machine).
// With the CUDA backend, `device_ms` holds each dispatch's kernel time on the GPU (CUDA events),
// printed too (the warm-up's is left out).
std::string timed_dispatches(const std::vector<ProgramBuffer>& bound, std::vector<std::vector<uint8_t>>& contents,
                             unsigned runs, const std::function<std::string()>& dispatch,
                             const std::function<void()>& restore_textures, const std::vector<double>& device_ms) {
  const std::vector<std::vector<uint8_t>> initial = contents;
  std::vector<char> restore(contents.size(), 1);
  for (size_t i = 0; i < contents.size() && i < bound.size(); i++) restore[i] = bound[i].written;
  std::vector<double> ms;
  double cpu_start = 0;
  for (unsigned r = 0; r <= runs; r++) {
    if (r == 1) cpu_start = process_cpu_ms();
    for (size_t i = 0; i < contents.size(); i++)
      if (restore[i]) std::copy(initial[i].begin(), initial[i].end(), contents[i].begin());
    restore_textures();
    auto start = std::chrono::steady_clock::now();
    if (std::string error = dispatch(); !error.empty()) return error;
    auto end = std::chrono::steady_clock::now();
    if (r) ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
  }
  double cpu = (process_cpu_ms() - cpu_start) / runs;
  std::sort(ms.begin(), ms.end());
  std::cerr << "wgx run: time per dispatch: median " << ms[ms.size() / 2] << " ms, min " << ms.front() << " ms, cpu "
            << cpu << " ms (" << runs << " runs)\n";
  if (device_ms.size() > 1 && device_ms.back() >= 0) {
    std::vector<double> dev(device_ms.begin() + 1, device_ms.end());
    std::sort(dev.begin(), dev.end());
    std::cerr << "wgx run: device time per dispatch: median " << dev[dev.size() / 2] << " ms, min " << dev.front()
              << " ms (" << dev.size() << " runs, CUDA events)\n";
  }
  return "";
}

using BindingKey = std::pair<int64_t, int64_t>;

// A --png of a texture, G:B=PATH (a buffer's names its size: G:B=WIDTHxHEIGHT...): true with the
// binding and path when `text` has that shape.
bool texture_png_spec(const std::string& text, BindingKey* key, std::string* path) {
  size_t eq = text.find('='), colon = text.find(':');
  if (eq == std::string::npos || colon > eq) return false;
  std::string rest = text.substr(eq + 1);
  size_t digits = 0;
  while (digits < rest.size() && std::isdigit(static_cast<unsigned char>(rest[digits]))) digits++;
  if (digits > 0 && digits < rest.size() && rest[digits] == 'x') return false;  // WIDTHxHEIGHT: a buffer's
  uint64_t g = 0, b = 0;
  if (rest.empty() || !parse_u64(text.substr(0, colon), &g) || !parse_u64(text.substr(colon + 1, eq - colon - 1), &b))
    return false;
  *key = {static_cast<int64_t>(g), static_cast<int64_t>(b)};
  *path = rest;
  return true;
}

// --png specs by binding (a later one for the same binding wins); false on a malformed one.
bool parse_images(const std::vector<std::string>& texts, std::map<BindingKey, ImageSpec>* out) {
  for (const std::string& text : texts) {
    ImageSpec spec;
    std::string err;
    if (!parse_image_spec(text, &spec, &err)) {
      std::cerr << "wgx run: " << printable_text(err) << '\n';
      return false;
    }
    (*out)[{spec.group, spec.binding}] = spec;
  }
  return true;
}

// The scalar type of a buffer's words: its elements' (through arrays, atomics, vectors and
// matrices); false for structs and f16 (not one number per word).
bool word_kind(const sema::Type* t, WordKind* kind) {
  using sema::TypeKind;
  while (t->kind == TypeKind::Array || t->kind == TypeKind::Atomic || t->kind == TypeKind::Vector ||
         t->kind == TypeKind::Matrix)
    t = t->elem;
  *kind = t->kind == TypeKind::F32 ? WordKind::F32 : t->kind == TypeKind::I32 ? WordKind::I32 : WordKind::U32;
  return t->kind != TypeKind::Struct && t->kind != TypeKind::F16;
}

// Writes each --png image from the buffer of its binding.
bool write_images(const std::map<BindingKey, ImageSpec>& images, const std::vector<exec::BufferBinding>& buffers,
                  const std::vector<const sema::Type*>& types) {
  for (const auto& [key, spec] : images) {
    size_t i = 0;
    while (i < buffers.size() && BindingKey{buffers[i].group, buffers[i].binding} != key) i++;
    std::string err;
    WordKind kind = WordKind::U32;
    PngImage image;
    if (i == buffers.size())
      err = "--png " + std::to_string(key.first) + ":" + std::to_string(key.second) +
            " names no buffer the entry point uses";
    else if (!word_kind(types[i], &kind) && spec.format != ImageFormat::Rgba8)
      err = "--png " + std::to_string(key.first) + ":" + std::to_string(key.second) +
            ": a buffer of structs or f16 can only be read as rgba8";
    if (err.empty() && binding_image(spec, kind, buffers[i].data, buffers[i].size, &image, &err) &&
        write_png(spec.path, image, &err))
      continue;
    std::cerr << "wgx run: " << printable_text(err) << '\n';
    return false;
  }
  return true;
}

int run(RunOptions opt) {
  std::string err;
  std::unique_ptr<SourceFile> file = SourceFile::load(opt.file, &err);
  if (!file) {
    std::cerr << "wgx run: " << printable_text(err) << '\n';
    return 2;
  }
  // Settings from the header first, then the command line (run_header.h: what a header may do).
  RunOptions merged;
  if (!opt.no_header) {
    RunHeader h;
    const exec::ExecOptions defaults;
    if (!read_run_header(file->text(), defaults.max_steps, defaults.max_seconds, &h, &err)) {
      std::cerr << "wgx run: " << printable_text(err) << '\n';
      return 2;
    }
    merged.dispatch = h.dispatch, merged.entry = h.entry, merged.bindings = h.bindings;
    merged.header_bindings = h.bindings.size();
    merged.constants = h.constants, merged.images = h.images, merged.max_steps = h.max_steps;
    merged.max_time = h.max_time, merged.subgroup_size = h.subgroup_size;
  }
  if (!opt.dispatch.empty()) merged.dispatch = opt.dispatch;
  if (!opt.entry.empty()) merged.entry = opt.entry;
  if (opt.max_steps) merged.max_steps = opt.max_steps;
  if (opt.max_time > 0) merged.max_time = opt.max_time;
  if (opt.subgroup_size) merged.subgroup_size = opt.subgroup_size;
  for (auto& c : opt.constants) merged.constants.push_back(c);
  for (auto& b : opt.bindings) merged.bindings.push_back(b);
  // A command-line --png replaces the header's for the same binding.
  for (auto& p : opt.images) merged.images.push_back(p);

  std::map<BindingKey, ImageSpec> images;
  std::map<BindingKey, std::string> texture_pngs;
  std::vector<std::string> buffer_images;
  for (const std::string& text : merged.images) {
    BindingKey key;
    std::string path;
    if (texture_png_spec(text, &key, &path))
      texture_pngs[key] = path;
    else
      buffer_images.push_back(text);
  }
  if (!parse_images(buffer_images, &images)) return 2;
  std::vector<TextureSpec> texture_specs;
  std::vector<exec::SamplerBinding> sampler_specs;
  for (const std::string& text : opt.textures) {
    TextureSpec spec;
    if (!parse_texture_spec(text, &spec, &err)) {
      std::cerr << "wgx run: " << err << '\n';
      return 2;
    }
    texture_specs.push_back(spec);
  }
  for (const std::string& text : opt.samplers) {
    exec::SamplerBinding sampler;
    if (!parse_sampler_spec(text, &sampler, &err)) {
      std::cerr << "wgx run: " << err << '\n';
      return 2;
    }
    sampler_specs.push_back(sampler);
  }

  DiagnosticList diags;
  CompiledModule module = compile_module(*file, diags);
  if (!module.ok) {
    render_text(std::cerr, diags.all(), TextStyle{});
    return 1;
  }
  // What createComputePipeline checks (WebGPU's limits, with the overrides substituted), then
  // the entry point lowered.
  PipelineOptions pipeline;
  pipeline.entry_point = merged.entry;
  for (const std::string& c : merged.constants) {
    size_t eq = c.find('=');
    if (eq == std::string::npos) {
      std::cerr << "wgx run: invalid --constant '" << printable_text(c) << "': expected NAME=VALUE\n";
      return 2;
    }
    const char* value = c.c_str() + eq + 1;
    char* end = nullptr;
    double v = std::strtod(value, &end);
    if (!*value || *end) {
      std::cerr << "wgx run: invalid --constant '" << printable_text(c) << "': expected NAME=NUMBER\n";
      return 2;
    }
    pipeline.constants[c.substr(0, eq)] = v;
  }
  ComputeProgram program = prepare_compute_program(module, *file, pipeline, diags);
  if (!program.checked) {
    render_text(std::cerr, diags.all(), TextStyle{});
    for (const Diagnostic& d : diags.all())
      if (d.id == diag_id(PipelineId::ConstantUninitialized))
        std::cerr << "note: give each a value with --constant NAME=VALUE (an override with an @id by its id)\n";
    return 1;
  }
  if (!program.module) {
    std::cerr << "wgx run: " << printable_text(program.error) << '\n';
    return 1;
  }
  if (opt.dump_ir) std::cout << program_ir_text(*program.module);
  if (opt.dump_cpp) std::cout << program::kernel_source_text(*program.module, !opt.sanitize.empty());
  if (opt.dump_cuda) std::cout << program::cuda_source_text(*program.module);

  exec::ExecOptions eo;
  if (!merged.dispatch.empty()) {
    auto d = split(merged.dispatch, ',');
    for (size_t i = 0; i < 3; i++) {
      uint64_t v = 1;
      if (d.size() > 3 || (i < d.size() && !parse_u64(d[i], &v))) {
        std::cerr << "wgx run: invalid --dispatch '" << printable_text(merged.dispatch) << "': expected X[,Y[,Z]]\n";
        return 2;
      }
      // WebGPU's maxComputeWorkgroupsPerDimension.
      if (v > kMaxWorkgroupsPerDimension) {
        std::cerr << "wgx run: --dispatch '" << printable_text(merged.dispatch) << "': at most "
                  << kMaxWorkgroupsPerDimension
                  << " workgroups per dimension (WebGPU's maxComputeWorkgroupsPerDimension)\n";
        return 2;
      }
      eo.dispatch[i] = static_cast<uint32_t>(v);
    }
  }
  eo.threads = opt.threads;
  if (merged.max_steps) eo.max_steps = merged.max_steps;
  if (merged.max_time > 0) eo.max_seconds = merged.max_time;
  if (merged.subgroup_size) eo.subgroup_size = merged.subgroup_size;
  eo.backend = opt.backend == "interp"     ? exec::Backend::Interpreter
               : opt.backend == "compiled" ? exec::Backend::Compiled
               : opt.backend == "cuda"     ? exec::Backend::Cuda
                                           : exec::Backend::Auto;
  eo.on_warning = [](const std::string& w) { std::cerr << "wgx run: warning: " << printable_text(w) << '\n'; };

  // Buffers: one per binding the entry point uses, in (group, binding) order.
  std::map<std::pair<int64_t, int64_t>, BindingSpec> specs;
  for (size_t i = 0; i < merged.bindings.size(); i++) {
    BindingSpec b;
    if (!parse_binding(merged.bindings[i], &b, &err)) {
      std::cerr << "wgx run: " << printable_text(err) << '\n';
      return 2;
    }
    b.from_header = i < merged.header_bindings;
    specs[{b.group, b.binding}] = b;
  }
  std::vector<exec::BufferBinding> buffers;
  std::vector<std::vector<uint8_t>> contents;  // what `buffers` views
  const std::vector<ProgramBuffer> bound = program_buffers(module, *program.module);
  for (auto& [key, spec] : specs)
    if (std::none_of(bound.begin(), bound.end(), [&](const ProgramBuffer& u) {
          return BindingKey{u.group, u.binding} == key;
        }))
      std::cerr << "wgx run: warning: --binding " << key.first << ":" << key.second
                << " names no buffer the entry point uses\n";
  for (const ProgramBuffer& u : bound) {
    BindingSpec b;
    b.kind = "zeros";
    if (auto it = specs.find({u.group, u.binding}); it != specs.end()) b = it->second;
    std::vector<uint8_t> bytes;
    if (!initial_bytes(b, u.size, &bytes, &err)) {
      std::cerr << "wgx run: " << printable_text(err) << '\n';
      return 2;
    }
    contents.push_back(std::move(bytes));
    buffers.push_back({u.group, u.binding, contents.back().data(), contents.back().size()});
    if (!u.type) {
      std::cerr << "wgx run: internal error: no declaration for binding " << u.group << ":" << u.binding << '\n';
      return 1;
    }
  }
  // Textures and samplers: those the entry point uses, from --texture and --sampler.
  std::vector<RunTexture> textures;
  std::vector<exec::SamplerBinding> samplers;
  if (!prepare_textures(sema::reflect(*module.ast, *module.info), merged.entry, texture_specs, sampler_specs, &textures,
                        &samplers, &err)) {
    std::cerr << "wgx run: " << printable_text(err) << '\n';
    return 2;
  }
  for (const auto& [key, path] : texture_pngs)
    if (std::none_of(textures.begin(), textures.end(), [&](const RunTexture& t) {
          return BindingKey{t.binding.group, t.binding.binding} == key;
        })) {
      std::cerr << "wgx run: --png " << key.first << ":" << key.second << "=" << printable_text(path)
                << " names no texture the entry point uses (a buffer's --png gives WIDTHxHEIGHT)\n";
      return 2;
    }
  std::vector<exec::TextureBinding> texture_bindings;
  for (const RunTexture& t : textures) texture_bindings.push_back(t.binding);
  std::vector<std::vector<std::vector<uint8_t>>> initial_textures;
  if (opt.time_runs)
    for (const RunTexture& t : textures)
      initial_textures.push_back(t.writable ? t.data.levels : decltype(t.data.levels){});
  auto restore_textures = [&] {
    for (size_t i = 0; i < initial_textures.size(); i++)
      for (size_t l = 0; l < initial_textures[i].size(); l++)
        std::copy(initial_textures[i][l].begin(), initial_textures[i][l].end(), textures[i].data.levels[l].begin());
  };
  if (!parse_schedule(opt.schedule, &eo)) {
    std::cerr << "wgx run: invalid --schedule '" << printable_text(opt.schedule)
              << "': expected lockstep, reverse or random:SEED\n";
    return 2;
  }
  sanitize::Settings checks;
  if (opt.sanitize == "races+bounds") opt.sanitize = "races,bounds";  // --sanitize without a list
  if (!opt.sanitize.empty() && !sanitize::parse_checks(opt.sanitize, &checks, &err)) {
    std::cerr << "wgx run: --sanitize: " << printable_text(err) << '\n';
    return 2;
  }
  checks.stop_at_first = opt.stop_at_first;
  // The program built once for the backend (a sanitized run or another schedule interprets), then
  // one dispatch of it, sanitized or not; --time runs it again (the findings are the last run's).
  program::DeviceSettings settings = program::settings_of(eo);
  std::string error;
  std::shared_ptr<const program::Executable> executable = program::Executable::build(
      program.module, program::backend_for(eo.backend, settings, !opt.sanitize.empty()), settings, &error);
  if (!executable) {
    std::cerr << "wgx run: " << error << '\n';
    return 1;
  }
  // A kernel never seen is built in the background while the dispatch runs on the interpreter
  // (docs/jit.md, "Tiering"). --time times the compiled kernel, so it waits for the build first.
  // Otherwise the results are printed first, and on the way out the process waits for the build
  // (bounded by the compiler's time limit) so that it lands in the disk cache for the next run.
  if (opt.time_runs) executable->finish_build(settings);
  struct FinishBuildOnExit {
    const program::Executable& executable;
    const program::DeviceSettings& settings;
    ~FinishBuildOnExit() {
      if (executable.building()) std::cout.flush();  // the results first, then the wait
      executable.finish_build(settings);
    }
  } finish_build_on_exit{*executable, settings};
  std::vector<sanitize::Finding> findings;
  std::vector<double> device_ms;
  auto dispatch = [&]() -> std::string {
    program::RunResult r = program::run(*executable, buffers, texture_bindings, samplers, eo.dispatch, settings,
                                        opt.sanitize.empty() ? nullptr : &checks);
    findings = std::move(r.findings);
    device_ms.push_back(r.device_ms);
    return r.message;
  };
  error = opt.time_runs ? timed_dispatches(bound, contents, opt.time_runs, dispatch, restore_textures, device_ms)
                        : dispatch();
  if (!findings.empty()) {
    std::vector<Diagnostic> reports = finding_diagnostics(findings);
    if (opt.format == "json")
      std::cerr << render_json(reports) << "\n";
    else
      render_text(std::cerr, reports, TextStyle{});
  }
  if (!error.empty()) {
    std::cerr << "wgx run: " << printable_text(error) << '\n';
    return 1;
  }
  int status = findings.empty() ? 0 : 1;
  std::vector<const sema::Type*> types;
  for (const ProgramBuffer& b : bound) types.push_back(b.type);
  if (!write_images(images, buffers, types)) return 1;
  for (const RunTexture& t : textures) {
    auto png = texture_pngs.find({t.binding.group, t.binding.binding});
    if (png == texture_pngs.end()) continue;
    PngImage image;
    if (!texture_image(t, &image, &err) || !write_png(png->second, image, &err)) {
      std::cerr << "wgx run: " << printable_text(err) << '\n';
      return 1;
    }
  }
  if (!opt.output.empty()) {
    std::ofstream out(opt.output, std::ios::binary);
    if (!out) {
      std::cerr << "wgx run: cannot write '" << printable_text(opt.output) << "': " << std::strerror(errno) << '\n';
      return 1;
    }
    if (opt.output.ends_with(".json")) {
      out << "{\"bindings\": [";
      for (size_t i = 0; i < buffers.size(); i++) {
        static const char* hex = "0123456789abcdef";
        out << (i ? ", " : "") << "{\"group\": " << buffers[i].group << ", \"binding\": " << buffers[i].binding
            << ", \"hex\": \"";
        for (uint8_t c : contents[i]) out << hex[c >> 4] << hex[c & 15];
        out << "\"}";
      }
      out << "]}\n";
    } else {
      for (auto& b : contents)
        out.write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
    }
    out.close();  // a full disk shows at the flush
    if (out) return status;
    std::cerr << "wgx run: writing '" << printable_text(opt.output) << "' failed\n";
    return 1;
  }
  for (size_t i = 0; i < buffers.size(); i++) {
    const ProgramBuffer& v = bound[i];
    if (images.count({v.group, v.binding})) {  // written as an image instead
      std::cout << "@group(" << v.group << ") @binding(" << v.binding << ") " << v.name << ": written to "
                << printable_text(images[{v.group, v.binding}].path) << "\n";
      continue;
    }
    std::cout << "@group(" << v.group << ") @binding(" << v.binding << ") " << v.name << ": " << sema::type_name(v.type)
              << "\n";
    print_value(std::cout, "  " + v.name, v.type, contents[i].data(), contents[i].size());
  }
  for (const RunTexture& t : textures) {
    if (!t.writable) continue;
    auto png = texture_pngs.find({t.binding.group, t.binding.binding});
    if (png != texture_pngs.end()) {
      std::cout << "@group(" << t.binding.group << ") @binding(" << t.binding.binding << ") " << t.declared.name
                << ": written to " << printable_text(png->second) << "\n";
      continue;
    }
    print_texture(std::cout, t);
  }
  return status;
}

}  // namespace

void add_run_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<RunOptions>();
  CLI::App* cmd =
      app.add_subcommand("run",
                         "Run one dispatch of a compute shader on the CPU and print its buffers.\n"
                         "Settings may also come from '// wgx-run: ...' lines in the shader (docs/cli.md).");
  cmd->add_option("file", opt->file, "The WGSL file")->required();
  cmd->add_option("--entry", opt->entry, "The compute entry point (default: the only one)");
  cmd->add_option("--dispatch", opt->dispatch, "Workgroup counts X[,Y[,Z]] (default 1,1,1)");
  cmd->add_option("--constant", opt->constants, "Override value NAME=VALUE (NAME may be an @id); repeatable");
  cmd->add_option("--binding", opt->bindings,
                  "Buffer contents G:B=KIND[:DATA][:SIZE], KIND one of zeros, u32:1,2,.., i32:.., f32:.., f16:.., "
                  "random:SEED, file:PATH; SIZE in bytes; repeatable");
  cmd->add_option("--png", opt->images,
                  "Write a buffer as a PNG image G:B=WIDTHxHEIGHT[:FORMAT]:PATH, FORMAT rgba8 (packed RGBA8 "
                  "words), gray (default) or palette (numbers from [min,max] to grays or a colour ramp), "
                  "gray-log or palette-log (the same on a log scale); a texture's level 0 as G:B=PATH; repeatable");
  cmd->add_option("--texture", opt->textures,
                  "A texture the shader uses: G:B=png:PATH[:FORMAT][:levels=N] (from a PNG) or "
                  "G:B=WxH[xN][:FORMAT][:fill=V,V,V,V][:levels=N] (zeros or a fill value; N: depth or layers); "
                  "FORMAT a WebGPU texture format (default: the storage format, or rgba8unorm/rgba8uint/rgba8sint/"
                  "depth32float by sample type); repeatable. Written storage textures are printed, or written "
                  "with --png G:B=PATH");
  cmd->add_option(
      "--sampler", opt->samplers,
      "A sampler the shader uses: G:B=nearest|linear[,clamp|repeat|mirror][,mip=nearest|linear][,compare=FN] "
      "(default nearest, clamp); repeatable");
  cmd->add_option("--output", opt->output,
                  "Write the buffers to FILE: JSON (hex per binding) when it ends in .json, else raw bytes");
  cmd->add_option("--threads", opt->threads,
                  "Worker threads (default: the cores this process may use: its CPU affinity and cgroup quota)");
  cmd->add_option("--max-steps", opt->max_steps,
                  "Watchdog: steps allowed per workgroup (an IR node over N invocations costs 1 + N/8; default 1e8)");
  cmd->add_option("--max-time", opt->max_time, "Seconds the whole dispatch may take (default 10)")
      ->check(CLI::Validator(
          [](std::string& v) {
            double seconds = 0;
            return parse_seconds(v, &seconds)
                       ? std::string()
                       : "expected seconds above 0 (a finite number such as 1.5), not '" + v + "'";
          },
          "SECONDS"));
  cmd->add_option("--subgroup-size", opt->subgroup_size,
                  "Invocations per subgroup (subgroup_size): 4, 8, 16, 32 (default), 64 or 128")
      ->check(CLI::IsMember({4u, 8u, 16u, 32u, 64u, 128u}));
  cmd->add_option("--backend", opt->backend,
                  "auto (default: compiled when a C++ compiler is installed), compiled (C++ built by the system "
                  "compiler, cached in ~/.cache/wgx), interp (the lockstep interpreter), or cuda (the GPU through "
                  "NVRTC and the CUDA driver, loaded at run time; docs/cuda.md)")
      ->check(CLI::IsMember({"auto", "compiled", "interp", "cuda"}));
  cmd->add_option("--time", opt->time_runs,
                  "Benchmark: after a warm-up, run the dispatch N more times from the same inputs and print the "
                  "median time per dispatch on stderr")
      ->check(CLI::Range(1u, 100000u));
  cmd->add_flag("--sanitize{races+bounds}", opt->sanitize,
                "Run on the interpreter with the sanitizer: --sanitize (data races and out-of-bounds indices) or "
                "--sanitize=LIST of races, bounds, numerics; findings on stderr, exit status 1 when any");
  cmd->add_flag("--stop-at-first", opt->stop_at_first, "With --sanitize: end the dispatch at the first finding");
  cmd->add_option("--schedule", opt->schedule,
                  "The order of invocations between barriers and of workgroups: lockstep (default), reverse or "
                  "random:SEED (docs/sanitizer.md); output that changes with it depends on a race");
  cmd->add_option("--format", opt->format, "The sanitizer's findings as text (default) or json, on stderr")
      ->check(CLI::IsMember({"text", "json"}));
  cmd->add_flag("--dump-ir", opt->dump_ir, "Print the IR before running");
  cmd->add_flag("--dump-cpp", opt->dump_cpp, "Print the C++ the compiled backend builds");
  cmd->add_flag("--dump-cuda", opt->dump_cuda, "Print the CUDA C++ the CUDA backend builds");
  cmd->add_flag("--no-header", opt->no_header, "Ignore '// wgx-run:' lines in the shader");
  cmd->callback([opt, &exit_code] { exit_code = run(*opt); });
}

}  // namespace wgx::cli
