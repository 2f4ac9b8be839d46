// wgx::gpu: a WebGPU-shaped C++ API over the wgx engine. Compute shaders written in WGSL run on
// the CPU; objects, descriptors, validation rules and error reporting follow the WebGPU spec
// (names as in the JavaScript API, in C++ style), so a WebGPU program translates line by line:
//
//   gpu::Instance instance = gpu::createInstance();
//   gpu::Device device = instance.requestAdapter().requestDevice();
//   gpu::Buffer buf = device.createBuffer({.size = 1024, .usage = gpu::BufferUsage::Storage});
//
// Objects are reference-counted handles (copying one shares the object, like webgpu_cpp.h); a
// default-constructed handle is null. The API never throws and never aborts on misuse: as in
// WebGPU, a bad call raises a validation error (into the innermost matching error scope, else the
// uncaptured-error callback) and, where it creates something, returns an *invalid object* whose
// later use raises further errors. Where JavaScript would throw an exception (a TypeError,
// RangeError or OperationError), wgx raises a validation error instead.
//
// Each device has a queue timeline: Queue::submit, writeBuffer and writeTexture validate on the
// caller's thread and return; the work runs in order on the device's queue thread, as a GPU runs
// its queue. Callbacks (mapAsync, onSubmittedWorkDone, popErrorScope's) are delivered on the
// application's thread by Instance::processEvents (those that are ready), Instance::waitAny
// (blocks until its future is ready) or Device::tick, so the buffer map state machine (unmapped
// -> pending -> mapped) is as in WebGPU. An error the queue's work raises goes to the error scopes
// that were pushed when it was submitted. The API is not thread-safe otherwise: use each device
// from one thread at a time, as JavaScript does.
//
// docs/api.md describes the mapping to WebGPU and what is not there yet.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "wgx/diagnostics.h"
#include "wgx/gpu_enums.h"  // WebGPU's enums, generated from src/api/webgpu.json

namespace wgx::gpu {

// "The rest of the buffer", as leaving `size` undefined in JavaScript.
inline constexpr uint64_t kWholeSize = UINT64_MAX;

// ---- Flags (GPUBufferUsage, GPUMapMode, GPUShaderStage) ----------------------------------------

using BufferUsageFlags = uint32_t;
struct BufferUsage {
  static constexpr BufferUsageFlags None = 0x0000;
  static constexpr BufferUsageFlags MapRead = 0x0001;
  static constexpr BufferUsageFlags MapWrite = 0x0002;
  static constexpr BufferUsageFlags CopySrc = 0x0004;
  static constexpr BufferUsageFlags CopyDst = 0x0008;
  static constexpr BufferUsageFlags Index = 0x0010;
  static constexpr BufferUsageFlags Vertex = 0x0020;
  static constexpr BufferUsageFlags Uniform = 0x0040;
  static constexpr BufferUsageFlags Storage = 0x0080;
  static constexpr BufferUsageFlags Indirect = 0x0100;
  static constexpr BufferUsageFlags QueryResolve = 0x0200;
};

using MapModeFlags = uint32_t;
struct MapMode {
  static constexpr MapModeFlags None = 0x0;
  static constexpr MapModeFlags Read = 0x1;
  static constexpr MapModeFlags Write = 0x2;
};

using TextureUsageFlags = uint32_t;
struct TextureUsage {
  static constexpr TextureUsageFlags None = 0x00;
  static constexpr TextureUsageFlags CopySrc = 0x01;
  static constexpr TextureUsageFlags CopyDst = 0x02;
  static constexpr TextureUsageFlags TextureBinding = 0x04;
  static constexpr TextureUsageFlags StorageBinding = 0x08;
  static constexpr TextureUsageFlags RenderAttachment = 0x10;
};

using ShaderStageFlags = uint32_t;
struct ShaderStage {
  static constexpr ShaderStageFlags None = 0x0;
  static constexpr ShaderStageFlags Vertex = 0x1;
  static constexpr ShaderStageFlags Fragment = 0x2;
  static constexpr ShaderStageFlags Compute = 0x4;
};

// ---- Errors (GPUError, error scopes) -----------------------------------------------------------

enum class ErrorType { Validation, OutOfMemory, Internal };  // ErrorFilter is gpu_enums.h's

struct SanitizerFinding;

struct Error {
  ErrorType type = ErrorType::Validation;
  std::string message{};
  // Set when the error is a sanitizer finding (SanitizerSettings::reportAsErrors): a validation
  // error whose message is the finding as `wgx check` prints it.
  std::shared_ptr<const SanitizerFinding> finding{};
};

// popErrorScope's result: JavaScript's promise resolves to the scope's first error or null, and
// rejects with OperationError when the stack is empty.
enum class PopErrorScopeStatus { Success, EmptyStack };
struct PopErrorScopeResult {
  PopErrorScopeStatus status = PopErrorScopeStatus::Success;
  std::optional<Error> error{};  // the first error the scope caught, if any
};
using PopErrorScopeCallback = std::function<void(const PopErrorScopeResult&)>;

using UncapturedErrorCallback = std::function<void(const Error&)>;

enum class DeviceLostReason { Unknown, Destroyed };
using DeviceLostCallback = std::function<void(DeviceLostReason, std::string_view message)>;

// ---- Limits and features -----------------------------------------------------------------------

// GPUSupportedLimits, with WebGPU's default values.
struct Limits {
#define WGX_LIMIT(name, type, value, better) type name = value;
#include "wgx/gpu_limits.def"
#undef WGX_LIMIT
};

// GPUAdapterInfo. wgx runs any subgroup size WGSL allows (the "subgroups" feature); a device uses
// ExecutionSettings::subgroupSize.
struct AdapterInfo {
  std::string vendor{"wgx"};
  std::string architecture{"cpu"};
  std::string device{};
  std::string description{"wgx: WebGPU compute shaders on the CPU"};
  uint32_t subgroupMinSize = 4;
  uint32_t subgroupMaxSize = 128;
  bool isFallbackAdapter = false;
};

// The value of the limit named as in JavaScript ("maxBufferSize"), or nullopt for an unknown name.
std::optional<uint64_t> limitByName(const Limits& limits, std::string_view name);

// ---- Shader compilation messages (GPUCompilationInfo) ------------------------------------------

enum class CompilationMessageType { Error, Warning, Info };

// One diagnostic of the checker (what `wgx check` prints); notes become Info messages, as in Dawn.
// Positions twice: as webgpu.h gives them (lineNum 1-based; linePos 1-based, offset and length in
// bytes of the UTF-8 source), and in UTF-16 code units (utf16LinePos, utf16Offset, utf16Length:
// what JavaScript's GPUCompilationMessage reports, and the columns `wgx check` prints).
// 0 everywhere for a message about no position.
struct CompilationMessage {
  std::string message{};
  CompilationMessageType type = CompilationMessageType::Error;
  uint64_t lineNum = 0;
  uint64_t linePos = 0;
  uint64_t offset = 0;
  uint64_t length = 0;
  uint64_t utf16LinePos = 0;
  uint64_t utf16Offset = 0;
  uint64_t utf16Length = 0;
};

struct CompilationInfo {
  std::vector<CompilationMessage> messages{};
};

// ---- Asynchronous results ----------------------------------------------------------------------

// The handle of a pending callback, as WGPUFuture: Instance::waitAny(f) delivers it.
struct Future {
  uint64_t id = 0;
};
enum class WaitStatus { Success, UnknownFuture };

enum class MapAsyncStatus { Success, Aborted, ValidationError, DeviceLost };
using MapCallback = std::function<void(MapAsyncStatus, std::string_view message)>;

enum class QueueWorkDoneStatus { Success, DeviceLost };
using QueueWorkDoneCallback = std::function<void(QueueWorkDoneStatus)>;

enum class BufferMapState { Unmapped, Pending, Mapped };

// createComputePipelineAsync / createRenderPipelineAsync: the pipeline, or why there is none (as
// JavaScript's GPUPipelineError: reason validation or internal).
enum class CreatePipelineAsyncStatus { Success, ValidationError, InternalError };
class ComputePipeline;
class RenderPipeline;
using CreateComputePipelineAsyncCallback =
    std::function<void(CreatePipelineAsyncStatus, ComputePipeline, std::string_view message)>;
using CreateRenderPipelineAsyncCallback =
    std::function<void(CreatePipelineAsyncStatus, RenderPipeline, std::string_view message)>;

// ---- Textures and samplers (GPUTextureFormat and the enums of their descriptors) ---------------

// Every format of WebGPU (include/wgx/texture_formats.def), `Undefined` first.
enum class TextureFormat : uint32_t {
  Undefined,
#define WGX_TEXTURE_FORMAT(Enum, ...) Enum,
#include "wgx/texture_formats.def"
#undef WGX_TEXTURE_FORMAT
};
// The JavaScript name ("rgba8unorm"), or "undefined".
std::string_view textureFormatName(TextureFormat format);
// The format of a JavaScript name, or nullopt.
std::optional<TextureFormat> textureFormatByName(std::string_view name);

struct Extent3D {
  uint32_t width = 0;
  uint32_t height = 1;
  uint32_t depthOrArrayLayers = 1;
};

struct Origin3D {
  uint32_t x = 0;
  uint32_t y = 0;
  uint32_t z = 0;
};

// "Not given", as leaving bytesPerRow or rowsPerImage undefined in JavaScript.
inline constexpr uint32_t kCopyStrideUndefined = UINT32_MAX;

// ---- Texel copies (GPUTexelCopyBufferLayout, GPUTexelCopyTextureInfo) ---------------------------

// How texel blocks lie in linear memory: rows of bytesPerRow bytes, images of rowsPerImage rows.
struct TexelCopyBufferLayout {
  uint64_t offset = 0;
  uint32_t bytesPerRow = kCopyStrideUndefined;
  uint32_t rowsPerImage = kCopyStrideUndefined;
};

// "All the levels (layers) from the base on", as leaving the member undefined in JavaScript.
inline constexpr uint32_t kMipLevelCountUndefined = UINT32_MAX;
inline constexpr uint32_t kArrayLayerCountUndefined = UINT32_MAX;

// ---- Objects -----------------------------------------------------------------------------------

struct InstanceImpl;
struct AdapterImpl;
struct DeviceImpl;
struct BufferImpl;
struct ShaderModuleImpl;
struct TextureImpl;
struct TextureViewImpl;
struct SamplerImpl;
struct BindGroupLayoutImpl;
struct PipelineLayoutImpl;
struct BindGroupImpl;
struct ComputePipelineImpl;
struct CommandEncoderImpl;
struct ComputePassEncoderImpl;
struct CommandBufferImpl;
struct RenderPipelineImpl;
struct RenderPassEncoderImpl;
struct RenderBundleEncoderImpl;
struct RenderBundleImpl;
struct QuerySetImpl;

// A shared handle. `explicit operator bool` is false for a null handle; an invalid object is not
// null (it exists, and using it raises errors), which isValid() tells apart.
template <typename Impl>
class Handle {
 public:
  Handle() = default;
  explicit Handle(std::shared_ptr<Impl> impl) : impl_(std::move(impl)) {}
  explicit operator bool() const { return impl_ != nullptr; }
  bool operator==(const Handle& other) const { return impl_ == other.impl_; }
  const std::shared_ptr<Impl>& impl() const { return impl_; }
  // GPUObjectBase.label, settable as in JavaScript: the name error messages give the object.
  void setLabel(std::string_view label);

 protected:
  std::shared_ptr<Impl> impl_{};
};

class Buffer : public Handle<BufferImpl> {
 public:
  using Handle::Handle;
  Future mapAsync(MapModeFlags mode, uint64_t offset = 0, uint64_t size = kWholeSize, MapCallback callback = {});
  // A pointer to the mapped bytes [offset, offset + size), or null (with a validation error).
  void* getMappedRange(uint64_t offset = 0, uint64_t size = kWholeSize);
  const void* getConstMappedRange(uint64_t offset = 0, uint64_t size = kWholeSize);
  void unmap();
  void destroy();
  uint64_t size() const;
  BufferUsageFlags usage() const;
  BufferMapState mapState() const;
  std::string label() const;
  bool isValid() const;
};

class ShaderModule : public Handle<ShaderModuleImpl> {
 public:
  using Handle::Handle;
  // Synchronous (JavaScript's promise is already resolved).
  CompilationInfo getCompilationInfo() const;
  bool isValid() const;
};

struct TextureViewDescriptor;

class TextureView : public Handle<TextureViewImpl> {
 public:
  using Handle::Handle;
  bool isValid() const;
};

class Texture : public Handle<TextureImpl> {
 public:
  using Handle::Handle;
  TextureView createView() const;
  TextureView createView(const TextureViewDescriptor& descriptor) const;
  // Frees the texels; later use in a submit is a validation error. Views stay valid objects.
  void destroy();
  uint32_t width() const;
  uint32_t height() const;
  uint32_t depthOrArrayLayers() const;
  uint32_t mipLevelCount() const;
  uint32_t sampleCount() const;
  TextureDimension dimension() const;
  TextureFormat format() const;
  TextureUsageFlags usage() const;
  bool isValid() const;
};

struct TexelCopyBufferInfo {
  TexelCopyBufferLayout layout{};
  Buffer buffer{};
};
struct TexelCopyTextureInfo {
  Texture texture{};
  uint32_t mipLevel = 0;
  Origin3D origin{};
  TextureAspect aspect = TextureAspect::All;
};

class Sampler : public Handle<SamplerImpl> {
 public:
  using Handle::Handle;
  bool isValid() const;
};

class BindGroupLayout : public Handle<BindGroupLayoutImpl> {
 public:
  using Handle::Handle;
  bool isValid() const;
};

class PipelineLayout : public Handle<PipelineLayoutImpl> {
 public:
  using Handle::Handle;
  bool isValid() const;
};

class BindGroup : public Handle<BindGroupImpl> {
 public:
  using Handle::Handle;
  bool isValid() const;
};

class ComputePipeline : public Handle<ComputePipelineImpl> {
 public:
  using Handle::Handle;
  BindGroupLayout getBindGroupLayout(uint32_t index) const;
  bool isValid() const;
  // On a device of ExecutionBackend::Cuda, why this pipeline's dispatches run on the CPU
  // executors instead of the GPU (the CUDA backend's refusal, naming the construct); empty where
  // they run on the GPU, or on other devices. Builds the program if no dispatch has yet.
  std::string executionNote() const;
};

class CommandBuffer : public Handle<CommandBufferImpl> {
 public:
  using Handle::Handle;
  bool isValid() const;
};

// Render pipelines are created and validated as WebGPU says (every rule of
// createRenderPipeline, default layouts from both stages); wgx cannot run their draws yet, so a
// submitted draw of at least one vertex raises an internal error naming it (docs/api.md).
class RenderPipeline : public Handle<RenderPipelineImpl> {
 public:
  using Handle::Handle;
  BindGroupLayout getBindGroupLayout(uint32_t index) const;
  bool isValid() const;
};

class RenderBundle : public Handle<RenderBundleImpl> {
 public:
  using Handle::Handle;
  bool isValid() const;
};

// Occlusion queries count the samples that pass; with no draw run, each query a render pass
// begins and ends resolves to 0. Timestamp queries ("timestamp-query") resolve to the nanoseconds
// of a monotonic clock at which the queue reached the beginning or the end of the pass that wrote
// them (PassTimestampWrites), 0 where none did.
class QuerySet : public Handle<QuerySetImpl> {
 public:
  using Handle::Handle;
  void destroy();
  QueryType type() const;
  uint32_t count() const;
  bool isValid() const;
};

// ---- Descriptors -------------------------------------------------------------------------------

struct RequestAdapterOptions {
  std::string powerPreference{};  // accepted and ignored: there is one adapter, the CPU
};

// wgx's own settings for running dispatches (not part of WebGPU).
enum class ExecutionBackend {
  Auto,         // compiled when a C++ compiler is available, else interpreted
  Interpreter,  // always interpret
  Compiled,     // always compile; a dispatch that cannot be compiled fails (an internal error)
  // Compute dispatches run on the GPU (NVIDIA, through the CUDA driver: docs/cuda.md), and
  // buffers stay in its memory between dispatches and submits. requestDevice fails, saying why,
  // where there is no CUDA driver, GPU or NVRTC. A pipeline the CUDA backend cannot build (a depth
  // comparison, cube sampling, textureSampleGrad) runs on the CPU executors instead
  // (ComputePipeline::executionNote says why); textures stay in host memory (copied to the GPU
  // for each dispatch that binds them); draws, the sanitizer and schedules other than lockstep
  // stay on the CPU.
  Cuda,
};
// What the sanitizer checks in each dispatch (docs/sanitizer.md). Any check on runs the dispatch on
// the interpreter, which publishes the memory events the checks listen to.
struct SanitizerSettings {
  bool races = false;        // data races by WGSL's memory model (workgroup, storage memory, texels)
  bool bounds = false;       // out-of-bounds indices (the run still clamps them, as the spec's robust access)
  bool numerics = false;     // NaN or infinity produced by arithmetic, integer division by zero
  bool stopAtFirst = false;  // end the dispatch's (or draw's) checks at the first finding
  // Each finding of a dispatch is raised as a validation error on the queue timeline (into the
  // error scopes of its submit, else the uncaptured-error callback) with Error::finding set,
  // instead of waiting for Device::takeSanitizerFindings. What a JavaScript page sees.
  bool reportAsErrors = false;
  bool any() const { return races || bounds || numerics; }
};
// The order in which the invocations of a workgroup, and the workgroups of a dispatch, run between
// barriers (docs/sanitizer.md lists the legal orders). Output that changes between schedules
// depends on a race.
enum class ScheduleKind { Lockstep, Reverse, Random };
struct ScheduleSettings {
  ScheduleKind kind = ScheduleKind::Lockstep;
  uint64_t seed = 0;  // Random: the seed of the order
};
// One finding of the sanitizer, grouped by its pair of source locations: `diagnostic` sits at the
// later access (id "sanitize.data-race", "sanitize.out-of-bounds", ...), `notes` at the other one.
struct SanitizerFinding {
  Diagnostic diagnostic;
  std::vector<Diagnostic> notes;
  std::shared_ptr<const SourceFile> source{};  // the shader's text: keeps the diagnostics' `file` valid
  uint64_t count = 1;                          // occurrences in the dispatches since the last take
};

struct ExecutionSettings {
  unsigned threads = 0;   // worker threads for a dispatch; 0: all cores
  uint64_t maxSteps = 0;  // the watchdog's step budget per workgroup; 0: the engine's default
  // A whole dispatch stops with an internal error past this many seconds; 0: the default (10 s).
  double maxDispatchSeconds = 0;
  // Workgroup, private and function memory of a dispatch's workers together; a dispatch that
  // needs more is an out-of-memory error. 0: the default (2 GiB). See docs/limits.md.
  uint64_t maxDispatchMemory = 0;
  // The device's buffers and textures together: creating one past this is an out-of-memory error
  // (as a GPU's allocation failure), never an abort. The decoded views of compressed textures
  // count too: a dispatch or draw whose view cannot be decoded within it is an out-of-memory error
  // of Queue::submit. 0: the default, three quarters of what the process may use (physical
  // memory, or the address-space limit where that is lower).
  uint64_t memoryBudget = 0;
  ExecutionBackend backend = ExecutionBackend::Auto;
  uint32_t subgroupSize = 0;     // invocations per subgroup (4..128, a power of two); 0: the engine's default (32)
  SanitizerSettings sanitize{};  // all off: the executors pay nothing
  ScheduleSettings schedule{};
};

// Sets one of `settings` from a flag "name=value" (the Node provider's create(flags), the C ABI's
// WGX_FLAGS): backend=auto|compiled|interp|cuda, threads=N, sanitize[=races,bounds,numerics|all],
// sanitize-stop-at-first, schedule=lockstep|reverse|random:SEED, subgroup-size=N, max-steps=N,
// max-time=SECONDS, memory-budget=BYTES. False, with a message naming the flag in *error, for a
// flag it does not know or a value it cannot read.
bool applyExecutionFlag(ExecutionSettings& settings, std::string_view flag, std::string* error);

struct DeviceDescriptor {
  std::string label{};
  std::vector<std::string> requiredFeatures{};
  std::map<std::string, uint64_t> requiredLimits{};   // by JavaScript name: {{"maxBufferSize", 1 << 30}}
  UncapturedErrorCallback uncapturedErrorCallback{};  // null: uncaptured errors are printed to stderr
  DeviceLostCallback deviceLostCallback{};
  ExecutionSettings execution{};
};

struct BufferDescriptor {
  std::string label{};
  uint64_t size = 0;
  BufferUsageFlags usage = BufferUsage::None;
  bool mappedAtCreation = false;
};

struct ShaderModuleDescriptor {
  std::string label{};
  std::string code{};  // WGSL source
};

struct BufferBindingLayout {
  BufferBindingType type = BufferBindingType::Uniform;
  bool hasDynamicOffset = false;
  uint64_t minBindingSize = 0;
};

struct SamplerBindingLayout {
  SamplerBindingType type = SamplerBindingType::Filtering;
};

struct TextureBindingLayout {
  TextureSampleType sampleType = TextureSampleType::Float;
  TextureViewDimension viewDimension = TextureViewDimension::D2;
  bool multisampled = false;
};

struct StorageTextureBindingLayout {
  StorageTextureAccess access = StorageTextureAccess::WriteOnly;
  TextureFormat format = TextureFormat::Undefined;
  TextureViewDimension viewDimension = TextureViewDimension::D2;
};

// An external texture binding takes a 2d texture view (WebGPU's GPUTextureView form of a
// GPUExternalTexture); wgx cannot import video frames.
struct ExternalTextureBindingLayout {};

// The entry binds a buffer unless it sets one of sampler, texture, storageTexture or
// externalTexture; setting more than one of those is a validation error.
struct BindGroupLayoutEntry {
  uint32_t binding = 0;
  ShaderStageFlags visibility = ShaderStage::None;
  BufferBindingLayout buffer{};
  std::optional<SamplerBindingLayout> sampler{};
  std::optional<TextureBindingLayout> texture{};
  std::optional<StorageTextureBindingLayout> storageTexture{};
  std::optional<ExternalTextureBindingLayout> externalTexture{};
};

struct TextureDescriptor {
  std::string label{};
  Extent3D size{};
  uint32_t mipLevelCount = 1;
  uint32_t sampleCount = 1;
  TextureDimension dimension = TextureDimension::D2;
  TextureFormat format = TextureFormat::Undefined;
  TextureUsageFlags usage = TextureUsage::None;
  std::vector<TextureFormat> viewFormats{};  // other formats createView may use (sRGB twins)
};

struct TextureViewDescriptor {
  std::string label{};
  TextureFormat format = TextureFormat::Undefined;  // Undefined: the texture's (its aspect's)
  TextureViewDimension dimension = TextureViewDimension::Undefined;
  TextureUsageFlags usage = TextureUsage::None;  // None: the texture's usages the format allows
  TextureAspect aspect = TextureAspect::All;
  uint32_t baseMipLevel = 0;
  uint32_t mipLevelCount = kMipLevelCountUndefined;
  uint32_t baseArrayLayer = 0;
  uint32_t arrayLayerCount = kArrayLayerCountUndefined;
};

struct SamplerDescriptor {
  std::string label{};
  AddressMode addressModeU = AddressMode::ClampToEdge;
  AddressMode addressModeV = AddressMode::ClampToEdge;
  AddressMode addressModeW = AddressMode::ClampToEdge;
  FilterMode magFilter = FilterMode::Nearest;
  FilterMode minFilter = FilterMode::Nearest;
  MipmapFilterMode mipmapFilter = MipmapFilterMode::Nearest;
  float lodMinClamp = 0;
  float lodMaxClamp = 32;
  CompareFunction compare = CompareFunction::Undefined;  // Undefined: not a comparison sampler
  uint16_t maxAnisotropy = 1;
};

struct BindGroupLayoutDescriptor {
  std::string label{};
  std::vector<BindGroupLayoutEntry> entries{};
};

struct PipelineLayoutDescriptor {
  std::string label{};
  // A null (or empty) layout leaves its index without a bind group, as JavaScript's null does.
  std::vector<BindGroupLayout> bindGroupLayouts{};
};

// Exactly one resource: a buffer (GPUBufferBinding: buffer, offset, size), a sampler or a texture
// view (for texture, storage texture and external texture entries).
struct BindGroupEntry {
  uint32_t binding = 0;
  Buffer buffer{};
  uint64_t offset = 0;
  uint64_t size = kWholeSize;
  Sampler sampler{};
  TextureView textureView{};
};

struct BindGroupDescriptor {
  std::string label{};
  BindGroupLayout layout{};
  std::vector<BindGroupEntry> entries{};
};

struct ProgrammableStage {
  ShaderModule module{};
  // Not given: the module's only entry point of the stage. Given, it must name one exactly (an
  // empty string names none).
  std::optional<std::string> entryPoint{};
  // Override values by identifier: the @id ("12") of an override that has one, else its name.
  std::map<std::string, double> constants{};
};

struct ComputePipelineDescriptor {
  std::string label{};
  PipelineLayout layout{};  // null: layout "auto"
  ProgrammableStage compute{};
};

// ---- Render pipelines (GPURenderPipelineDescriptor) -------------------------------------------

// Every vertex format of WebGPU (include/wgx/vertex_formats.def), `Undefined` first.
enum class VertexFormat : uint32_t {
  Undefined,
#define WGX_VERTEX_FORMAT(Enum, ...) Enum,
#include "wgx/vertex_formats.def"
#undef WGX_VERTEX_FORMAT
};
std::string_view vertexFormatName(VertexFormat format);
std::optional<VertexFormat> vertexFormatByName(std::string_view name);

struct VertexAttribute {
  VertexFormat format = VertexFormat::Undefined;
  uint64_t offset = 0;
  uint32_t shaderLocation = 0;
};

struct VertexBufferLayout {
  uint64_t arrayStride = 0;
  VertexStepMode stepMode = VertexStepMode::Vertex;
  std::vector<VertexAttribute> attributes{};
};

struct VertexState : ProgrammableStage {
  std::vector<std::optional<VertexBufferLayout>> buffers{};  // nullopt: a slot the pipeline leaves unused
};

struct BlendComponent {
  BlendOperation operation = BlendOperation::Add;
  BlendFactor srcFactor = BlendFactor::One;
  BlendFactor dstFactor = BlendFactor::Zero;
};

struct BlendState {
  BlendComponent color{};
  BlendComponent alpha{};
};

using ColorWriteFlags = uint32_t;
struct ColorWrite {
  static constexpr ColorWriteFlags Red = 0x1;
  static constexpr ColorWriteFlags Green = 0x2;
  static constexpr ColorWriteFlags Blue = 0x4;
  static constexpr ColorWriteFlags Alpha = 0x8;
  static constexpr ColorWriteFlags All = 0xF;
};

struct ColorTargetState {
  TextureFormat format = TextureFormat::Undefined;
  std::optional<BlendState> blend{};
  ColorWriteFlags writeMask = ColorWrite::All;
};

struct FragmentState : ProgrammableStage {
  std::vector<std::optional<ColorTargetState>> targets{};  // nullopt: no attachment at that index
};

struct PrimitiveState {
  PrimitiveTopology topology = PrimitiveTopology::TriangleList;
  IndexFormat stripIndexFormat = IndexFormat::Undefined;
  FrontFace frontFace = FrontFace::CCW;
  CullMode cullMode = CullMode::None;
  bool unclippedDepth = false;  // needs "depth-clip-control", which wgx does not offer
};

struct StencilFaceState {
  CompareFunction compare = CompareFunction::Always;
  StencilOperation failOp = StencilOperation::Keep;
  StencilOperation depthFailOp = StencilOperation::Keep;
  StencilOperation passOp = StencilOperation::Keep;
};

struct DepthStencilState {
  TextureFormat format = TextureFormat::Undefined;
  std::optional<bool> depthWriteEnabled{};                    // required when the format has depth
  CompareFunction depthCompare = CompareFunction::Undefined;  // Undefined: not given
  StencilFaceState stencilFront{};
  StencilFaceState stencilBack{};
  uint32_t stencilReadMask = 0xFFFFFFFF;
  uint32_t stencilWriteMask = 0xFFFFFFFF;
  int32_t depthBias = 0;
  float depthBiasSlopeScale = 0;
  float depthBiasClamp = 0;
};

struct MultisampleState {
  uint32_t count = 1;
  uint32_t mask = 0xFFFFFFFF;
  bool alphaToCoverageEnabled = false;
};

struct RenderPipelineDescriptor {
  std::string label{};
  PipelineLayout layout{};  // null: layout "auto"
  VertexState vertex{};
  PrimitiveState primitive{};
  std::optional<DepthStencilState> depthStencil{};
  MultisampleState multisample{};
  std::optional<FragmentState> fragment{};
};

// ---- Passes, bundles and queries ---------------------------------------------------------------

struct Color {
  double r = 0, g = 0, b = 0, a = 0;
};

struct RenderPassColorAttachment {
  TextureView view{};
  std::optional<uint32_t> depthSlice{};  // required for a 3d view, not given for others
  TextureView resolveTarget{};
  Color clearValue{};
  LoadOp loadOp = LoadOp::Undefined;
  StoreOp storeOp = StoreOp::Undefined;
};

struct RenderPassDepthStencilAttachment {
  TextureView view{};
  std::optional<float> depthClearValue{};  // required (0..1) when depthLoadOp is Clear
  LoadOp depthLoadOp = LoadOp::Undefined;
  StoreOp depthStoreOp = StoreOp::Undefined;
  bool depthReadOnly = false;
  uint32_t stencilClearValue = 0;
  LoadOp stencilLoadOp = LoadOp::Undefined;
  StoreOp stencilStoreOp = StoreOp::Undefined;
  bool stencilReadOnly = false;
};

struct PassTimestampWrites {
  QuerySet querySet{};
  std::optional<uint32_t> beginningOfPassWriteIndex{};
  std::optional<uint32_t> endOfPassWriteIndex{};
};

struct RenderPassDescriptor {
  std::string label{};
  std::vector<std::optional<RenderPassColorAttachment>> colorAttachments{};
  std::optional<RenderPassDepthStencilAttachment> depthStencilAttachment{};
  QuerySet occlusionQuerySet{};
  std::optional<PassTimestampWrites> timestampWrites{};
  uint64_t maxDrawCount = 50000000;
};

struct RenderBundleEncoderDescriptor {
  std::string label{};
  std::vector<TextureFormat> colorFormats{};  // Undefined: no attachment at that index
  TextureFormat depthStencilFormat = TextureFormat::Undefined;
  uint32_t sampleCount = 1;
  bool depthReadOnly = false;
  bool stencilReadOnly = false;
};

struct RenderBundleDescriptor {
  std::string label{};
};

struct QuerySetDescriptor {
  std::string label{};
  QueryType type = QueryType::Occlusion;
  uint32_t count = 0;
};

struct CommandEncoderDescriptor {
  std::string label{};
};
struct ComputePassDescriptor {
  std::string label{};
  std::optional<PassTimestampWrites> timestampWrites{};
};
struct CommandBufferDescriptor {
  std::string label{};
};

class ComputePassEncoder : public Handle<ComputePassEncoderImpl> {
 public:
  using Handle::Handle;
  void setPipeline(const ComputePipeline& pipeline);
  // A null `group` unsets the slot.
  void setBindGroup(uint32_t index, const BindGroup& group, const std::vector<uint32_t>& dynamicOffsets = {});
  void dispatchWorkgroups(uint32_t x, uint32_t y = 1, uint32_t z = 1);
  void dispatchWorkgroupsIndirect(const Buffer& indirectBuffer, uint64_t indirectOffset);
  void pushDebugGroup(std::string_view label);
  void popDebugGroup();
  void insertDebugMarker(std::string_view label);
  void end();
};

// What render passes and render bundles both record (GPURenderCommandsMixin): pipeline, bind
// groups, vertex and index buffers, draws, debug groups.
#define WGX_RENDER_COMMANDS                                                                                          \
  void setPipeline(const RenderPipeline& pipeline);                                                                  \
  void setBindGroup(uint32_t index, const BindGroup& group, const std::vector<uint32_t>& dynamicOffsets = {});       \
  /* A null `buffer` unsets the slot. */                                                                             \
  void setVertexBuffer(uint32_t slot, const Buffer& buffer, uint64_t offset = 0, uint64_t size = kWholeSize);        \
  void setIndexBuffer(const Buffer& buffer, IndexFormat format, uint64_t offset = 0, uint64_t size = kWholeSize);    \
  void draw(uint32_t vertexCount, uint32_t instanceCount = 1, uint32_t firstVertex = 0, uint32_t firstInstance = 0); \
  void drawIndexed(uint32_t indexCount, uint32_t instanceCount = 1, uint32_t firstIndex = 0, int32_t baseVertex = 0, \
                   uint32_t firstInstance = 0);                                                                      \
  void drawIndirect(const Buffer& indirectBuffer, uint64_t indirectOffset);                                          \
  void drawIndexedIndirect(const Buffer& indirectBuffer, uint64_t indirectOffset);                                   \
  void pushDebugGroup(std::string_view label);                                                                       \
  void popDebugGroup();                                                                                              \
  void insertDebugMarker(std::string_view label);

class RenderPassEncoder : public Handle<RenderPassEncoderImpl> {
 public:
  using Handle::Handle;
  WGX_RENDER_COMMANDS
  void setViewport(float x, float y, float width, float height, float minDepth, float maxDepth);
  void setScissorRect(uint32_t x, uint32_t y, uint32_t width, uint32_t height);
  void setBlendConstant(const Color& color);
  void setStencilReference(uint32_t reference);
  void beginOcclusionQuery(uint32_t queryIndex);
  void endOcclusionQuery();
  void executeBundles(const std::vector<RenderBundle>& bundles);
  void end();
};

class RenderBundleEncoder : public Handle<RenderBundleEncoderImpl> {
 public:
  using Handle::Handle;
  WGX_RENDER_COMMANDS
  RenderBundle finish(const RenderBundleDescriptor& descriptor = {});
};
#undef WGX_RENDER_COMMANDS

class CommandEncoder : public Handle<CommandEncoderImpl> {
 public:
  using Handle::Handle;
  ComputePassEncoder beginComputePass(const ComputePassDescriptor& descriptor = {});
  // The attachments' load and store operations run at submit (a clear clears, "discard" zeroes).
  RenderPassEncoder beginRenderPass(const RenderPassDescriptor& descriptor);
  void resolveQuerySet(const QuerySet& querySet, uint32_t firstQuery, uint32_t queryCount, const Buffer& destination,
                       uint64_t destinationOffset);
  void copyBufferToBuffer(const Buffer& source, uint64_t sourceOffset, const Buffer& destination,
                          uint64_t destinationOffset, uint64_t size);
  void clearBuffer(const Buffer& buffer, uint64_t offset = 0, uint64_t size = kWholeSize);
  void copyBufferToTexture(const TexelCopyBufferInfo& source, const TexelCopyTextureInfo& destination,
                           const Extent3D& copySize);
  void copyTextureToBuffer(const TexelCopyTextureInfo& source, const TexelCopyBufferInfo& destination,
                           const Extent3D& copySize);
  void copyTextureToTexture(const TexelCopyTextureInfo& source, const TexelCopyTextureInfo& destination,
                            const Extent3D& copySize);
  void pushDebugGroup(std::string_view label);
  void popDebugGroup();
  void insertDebugMarker(std::string_view label);
  CommandBuffer finish(const CommandBufferDescriptor& descriptor = {});
};

class Queue : public Handle<DeviceImpl> {
 public:
  using Handle::Handle;
  void setLabel(std::string_view label) = delete;  // would rename the device (its handle is the device's)
  void submit(const std::vector<CommandBuffer>& commandBuffers);
  void writeBuffer(const Buffer& buffer, uint64_t bufferOffset, const void* data, uint64_t size);
  // `data` holds `dataSize` bytes laid out as `dataLayout` says.
  void writeTexture(const TexelCopyTextureInfo& destination, const void* data, uint64_t dataSize,
                    const TexelCopyBufferLayout& dataLayout, const Extent3D& writeSize);
  Future onSubmittedWorkDone(QueueWorkDoneCallback callback = {});
  // Blocks until the work submitted so far has run (also on a lost device: what was running
  // finishes). Not WebGPU's: for programs and bindings shutting down.
  void waitIdle();
};

class Device : public Handle<DeviceImpl> {
 public:
  using Handle::Handle;
  const Limits& limits() const;
  std::set<std::string> features() const;
  Queue queue() const;

  Buffer createBuffer(const BufferDescriptor& descriptor);
  // Textures hold their texels in memory (zero at first; writeTexture and the copies fill and read
  // them); shaders cannot read or write them yet (a pipeline whose entry point calls a texture
  // builtin fails at its first dispatch, naming the builtin).
  Texture createTexture(const TextureDescriptor& descriptor);
  Sampler createSampler(const SamplerDescriptor& descriptor = {});
  ShaderModule createShaderModule(const ShaderModuleDescriptor& descriptor);
  BindGroupLayout createBindGroupLayout(const BindGroupLayoutDescriptor& descriptor);
  PipelineLayout createPipelineLayout(const PipelineLayoutDescriptor& descriptor);
  BindGroup createBindGroup(const BindGroupDescriptor& descriptor);
  ComputePipeline createComputePipeline(const ComputePipelineDescriptor& descriptor);
  RenderPipeline createRenderPipeline(const RenderPipelineDescriptor& descriptor);
  // As WebGPU's async creations: the errors go to the callback (not to the error scopes), and a
  // compute pipeline's program is built on the device's queue thread before the callback is due,
  // so its first dispatch does not wait for the compiler.
  Future createComputePipelineAsync(const ComputePipelineDescriptor& descriptor,
                                    CreateComputePipelineAsyncCallback callback);
  Future createRenderPipelineAsync(const RenderPipelineDescriptor& descriptor,
                                   CreateRenderPipelineAsyncCallback callback);
  CommandEncoder createCommandEncoder(const CommandEncoderDescriptor& descriptor = {});
  RenderBundleEncoder createRenderBundleEncoder(const RenderBundleEncoderDescriptor& descriptor);
  QuerySet createQuerySet(const QuerySetDescriptor& descriptor);

  void pushErrorScope(ErrorFilter filter);
  // Pops the innermost scope; its result comes once the queue work submitted while it was pushed
  // has run: through `callback` as an event (WebGPU's promise), or by blocking until then.
  // An empty stack gives PopErrorScopeStatus::EmptyStack.
  Future popErrorScope(PopErrorScopeCallback callback);
  PopErrorScopeResult popErrorScope();
  void setUncapturedErrorCallback(UncapturedErrorCallback callback);
  // Raises `error` as if the device had found it (Dawn's InjectError): for bindings that check a
  // rule themselves, so the error reaches the scopes like the device's own.
  void injectError(ErrorType type, std::string_view message);

  // The sanitizer's findings from the dispatches run since the last call (ExecutionSettings::sanitize),
  // in the order first seen; the list starts empty again. Waits for the work submitted so far.
  std::vector<SanitizerFinding> takeSanitizerFindings();

  // GPUDevice.adapterInfo: the adapter's, or for ExecutionBackend::Cuda the GPU's (vendor
  // "nvidia", its name and compute capability).
  AdapterInfo adapterInfo() const;

  // Delivers the callbacks that are due (the device's share of Instance::processEvents).
  void tick();
  // Loses the device: later calls do nothing and raise no errors, pending maps are aborted.
  void destroy();
};

class Adapter : public Handle<AdapterImpl> {
 public:
  using Handle::Handle;
  void setLabel(std::string_view label) = delete;  // no label in WebGPU
  const Limits& limits() const;
  // "shader-f16", "subgroups", and for shader validation "clip-distances", "dual-source-blending",
  // "texture-formats-tier1", "texture-formats-tier2" (which also widen the storage texture
  // formats), "bgra8unorm-storage".
  std::set<std::string> features() const;
  AdapterInfo info() const;
  // A null device when the request cannot be met (an unknown or too large limit, an unsupported
  // feature); `error` then says why, as JavaScript's rejected promise would.
  Device requestDevice(const DeviceDescriptor& descriptor = {}, std::string* error = nullptr);
};

class Instance : public Handle<InstanceImpl> {
 public:
  using Handle::Handle;
  void setLabel(std::string_view label) = delete;  // no label in WebGPU
  Adapter requestAdapter(const RequestAdapterOptions& options = {});
  // Delivers every callback that is ready (mapAsync, onSubmittedWorkDone, popErrorScope), oldest
  // first; does not wait for queue work.
  void processEvents();
  // Waits until `future`'s callback is ready, then delivers the ready callbacks up to and including it.
  WaitStatus waitAny(Future future);
  // Called each time a callback becomes ready (on a device's queue thread, or in the call that
  // scheduled it), so an event loop can wake and call processEvents on its own thread. Set it
  // before requesting devices.
  void setEventsReadyCallback(std::function<void()> callback);
};

Instance createInstance();

// The WGSL language features a shader module may name in `requires` (WGSL's spelling, e.g.
// "pointer_composite_access"): the front end's list, as GPU.wgslLanguageFeatures and
// wgpuInstanceGetWGSLLanguageFeatures report it.
std::vector<std::string_view> wgslLanguageFeatures();

}  // namespace wgx::gpu
