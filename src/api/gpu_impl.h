// The private side of wgx::gpu (include/wgx/gpu.h): the objects behind the handles, the command
// lists that encoders record and the queue executes, and the error-reporting helpers. Every
// object knows its device, its label and whether it is valid (an invalid object is WebGPU's
// "invalid object": it exists, and using it is an error).
#pragma once

#include <array>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "api/device_timeline.h"
#include "api/shader_module.h"
#include "exec/executor.h"
#include "exec/texel_blocks.h"
#include "ir/module.h"
#include "program/device_buffer.h"
#include "program/executable.h"
#include "sema/reflection.h"
#include "wgx/gpu.h"

namespace wgx::gpu {

// Callbacks wait here until the application processes events, as WebGPU delivers them on the
// content timeline after the call that scheduled them returned. An event is ready at once (a
// validation failure) or when the device timeline reaches it (mark_ready from a marker job); the
// application's thread runs ready callbacks in processEvents, waitAny and Device::tick. The
// timeline threads only mark events ready, under `mutex`.
struct InstanceImpl {
  struct Event {
    uint64_t id;
    std::function<void()> run;
    bool ready;
  };
  std::mutex mutex;
  std::condition_variable became_ready;
  std::deque<Event> events;
  uint64_t next_id = 1;
  // Called (on whichever thread made it so) when an event becomes ready, so an event loop that
  // sleeps can wake up and process events (the Node provider's). Set before any device exists.
  std::function<void()> on_ready;

  Future schedule(std::function<void()> run);          // ready at once
  Future schedule_pending(std::function<void()> run);  // ready at mark_ready(id)
  void mark_ready(uint64_t id);
  // Runs the ready events with id <= up_to, oldest first; false when none was ready.
  bool process(uint64_t up_to);
  // Blocks until the event `id` is ready or delivered; false for an id never scheduled.
  bool wait(uint64_t id);
};

struct AdapterImpl {
  std::shared_ptr<InstanceImpl> instance;
  Limits limits;
};

struct DeviceImpl {
  // An error scope: pushed and popped on the content timeline; errors reach it from both
  // timelines (a job keeps the stack it was issued under), so its error is set under error_mutex.
  struct Scope {
    ErrorFilter filter;
    std::optional<Error> error;
  };
  using ScopeStack = std::vector<std::shared_ptr<Scope>>;
  std::shared_ptr<InstanceImpl> instance;
  std::string label;
  Limits limits;
  std::set<std::string> features;
  std::atomic<bool> lost{false};
  ScopeStack scopes;
  std::mutex error_mutex;
  UncapturedErrorCallback uncaptured;
  DeviceLostCallback on_lost;
  program::DeviceSettings run_settings;            // what every dispatch of the device runs under
  exec::Backend backend = exec::Backend::Auto;     // what its pipelines are built for
  // ExecutionBackend::Cuda: compute dispatches run on the GPU over buffers kept in its memory
  // (BufferImpl::resident); every other command first brings the host bytes it touches up to date.
  bool on_cuda = false;
  AdapterInfo adapter_info;  // the CPU's, or the GPU's on CUDA
  std::vector<std::weak_ptr<BufferImpl>> buffers;  // so destroy() can destroy them
  ExecutionSettings settings;                      // as the descriptor gave them (sanitizer, schedule)
  std::mutex findings_mutex;
  std::vector<SanitizerFinding> sanitizer_findings;  // since the last takeSanitizerFindings()
  // Bytes of the device's live buffers and textures, against settings.memoryBudget.
  std::atomic<uint64_t> memory_in_use{0};
  QueueTimeline timeline;  // last: its destructor runs what is queued while the rest still exists

  // Routes an error to the innermost scope whose filter matches, else the uncaptured callback.
  // On the device timeline, the scopes are the stack the running job was issued under. A lost
  // device reports nothing, as WebGPU.
  void raise(ErrorType type, std::string message);
  void raise(Error error);
  // A validation error in Dawn's form: the rule, then " - While calling <context>."
  void validation(const std::string& message, const std::string& context) {
    raise(ErrorType::Validation, message + "\n - While calling " + context + ".");
  }
  std::string name() const;  // [Device "label"]
  // Queues `job` on the device timeline; its errors go to the scopes on the stack now. The job
  // holds what it uses (the device included) by shared pointer.
  void enqueue(std::function<void()> job);
  // A future made ready once the work queued before it has run.
  Future schedule_after_queue(std::function<void()> run);
  // Takes `bytes` of the memory budget for `object`; when they do not fit, takes nothing, raises
  // the out-of-memory error of the call `context` and returns false.
  bool reserve_memory(uint64_t bytes, const std::string& object, const std::string& context);
  // The same without the error, for callers that word their own.
  bool try_reserve_memory(uint64_t bytes);
  void release_memory(uint64_t bytes) { memory_in_use -= bytes; }
};

// Bytes taken from a device's memory budget for something other than a buffer or a texture (the
// decoded planes of a compressed view), given back when the charge goes.
struct MemoryCharge {
  std::shared_ptr<DeviceImpl> device;
  uint64_t bytes = 0;
  MemoryCharge(std::shared_ptr<DeviceImpl> d, uint64_t b) : device(std::move(d)), bytes(b) {}
  MemoryCharge(const MemoryCharge&) = delete;
  MemoryCharge& operator=(const MemoryCharge&) = delete;
  ~MemoryCharge() { device->release_memory(bytes); }
};

struct ComputePipelineImpl;
// The pipeline's executable for its device, built at the first call (api/gpu_queue.cpp); null when
// the build failed (pipeline.build_error says why) or the pipeline has no program.
const program::Executable* executable_for(const DeviceImpl& device, ComputePipelineImpl& pipeline);

// The default of ExecutionSettings::memoryBudget: three quarters of physical memory, or of the
// process's address-space limit where that is lower.
uint64_t default_memory_budget();

// What every object has: its device, label, and validity.
struct ObjectBase {
  std::shared_ptr<DeviceImpl> device;
  std::string label;
  bool valid = true;
};

// Dawn names objects as `[Buffer "label"]`, or `[Buffer]` without a label.
std::string object_name(const char* kind, const std::string& label);

struct BufferImpl : ObjectBase {
  // A mapAsync between validation and completion; unmap()/destroy() settle it as aborted.
  struct PendingMap {
    MapCallback callback;
    bool aborted = false;
    std::string abort_message;
    MapModeFlags mode = 0;
    uint64_t offset = 0, size = 0;
    uint64_t event = 0;  // the instance event that delivers the callback
  };
  struct AlignedFree {
    void operator()(uint8_t* p) const;
  };
  uint64_t size = 0;
  BufferUsageFlags usage = 0;
  std::unique_ptr<uint8_t[], AlignedFree> data;  // zero-initialized, as WebGPU buffers
  bool destroyed = false;
  BufferMapState map_state = BufferMapState::Unmapped;
  std::shared_ptr<PendingMap> pending;
  MapModeFlags map_mode = 0;  // while mapped; MapMode::Write for mappedAtCreation
  uint64_t map_offset = 0, map_size = 0;
  // The ranges returned since the buffer was mapped: webgpu.h refuses a range that overlaps one of
  // them, except that const ranges may overlap each other.
  struct ReturnedRange {
    uint64_t offset, size;
    bool writable;
  };
  std::vector<ReturnedRange> returned_ranges;
  uint64_t budgeted = 0;  // bytes taken from the device's memory budget, given back at destroy
  // On a CUDA device: the bytes in GPU memory once a dispatch there bound the buffer, and which
  // copy (those or `data`) is current.
  program::DeviceBuffer resident;

  ~BufferImpl() { release_budget(); }
  void release_budget() {
    if (budgeted) device->release_memory(budgeted);
    budgeted = 0;
  }
  std::string name() const { return object_name("Buffer", label); }
  bool usable() const { return valid && !destroyed; }
};

struct ShaderModuleImpl : ObjectBase {
  std::shared_ptr<SourceFile> file;  // the AST points into its text; sanitizer findings share it
  DiagnosticList diags;
  CompiledModule compiled;
  CompilationInfo info;
  sema::ModuleReflection reflection;
  std::string name() const { return object_name("ShaderModule", label); }
};

struct TextureImpl : ObjectBase {
  TextureDescriptor desc;  // as created (label aside)
  bool destroyed = false;
  // Texels by (plane, mip level), allocated (zeroed) at the first write: plane 0 is the color or
  // depth aspect, plane 1 the stencil aspect (api/texture_copy.h lays them out).
  std::map<std::pair<int, uint32_t>, std::vector<uint8_t>> texels;
  uint64_t budgeted = 0;  // bytes taken from the device's memory budget (every plane and level)
  // A compressed texture's views as shaders last read them decoded, by (base mip level, mip levels,
  // base array layer, array layers): texture_binding (gpu_queue.cpp) decodes a view again only
  // when its blocks changed, and each decoding holds its charge on the device's memory budget.
  // Binding happens on the device's timeline; the lock keeps the cache sound should another thread
  // bind the same texture.
  std::mutex decoded_mutex;
  std::map<std::array<uint32_t, 4>, exec::DecodedViewCache> decoded_views;
  ~TextureImpl() {
    if (budgeted) device->release_memory(budgeted);
  }
  uint32_t array_layers() const { return desc.dimension == TextureDimension::D2 ? desc.size.depthOrArrayLayers : 1; }
  std::string name() const { return object_name("Texture", label); }
  bool usable() const { return valid && !destroyed; }
};

// A view with every default of its descriptor resolved (WebGPU's "resolving
// GPUTextureViewDescriptor defaults").
struct TextureViewImpl : ObjectBase {
  std::shared_ptr<TextureImpl> texture;
  TextureViewDescriptor desc;
  std::string name() const { return object_name("TextureView", label); }
};

struct SamplerImpl : ObjectBase {
  SamplerDescriptor desc;
  bool comparison() const { return desc.compare != CompareFunction::Undefined; }
  bool filtering() const {
    return desc.magFilter == FilterMode::Linear || desc.minFilter == FilterMode::Linear ||
           desc.mipmapFilter == MipmapFilterMode::Linear;
  }
  std::string name() const { return object_name("Sampler", label); }
};

// Which member of a layout entry is in use (gpu.h: a buffer unless another is set).
enum class BindingKind { Buffer, Sampler, Texture, StorageTexture, ExternalTexture };
BindingKind binding_kind(const BindGroupLayoutEntry& e);
// How many of the non-buffer members the entry sets (more than one is invalid).
int binding_members_set(const BindGroupLayoutEntry& e);

struct BindGroupLayoutImpl : ObjectBase {
  std::vector<BindGroupLayoutEntry> entries;  // sorted by binding
  // Layouts made by a pipeline's layout "auto" match only bind groups made from that pipeline's
  // layouts (WebGPU's default pipeline layout rule); null for explicit layouts.
  const void* auto_owner = nullptr;
  uint32_t dynamic_count() const;
  const BindGroupLayoutEntry* find(uint32_t binding) const;
  std::string name() const { return object_name("BindGroupLayout", label); }
};

struct PipelineLayoutImpl : ObjectBase {
  // By group index; null where the descriptor gave null. A null or empty layout needs no bind
  // group at its index (WebGPU's createPipelineLayout keeps empty layouts as null).
  std::vector<std::shared_ptr<BindGroupLayoutImpl>> groups;
  std::string name() const { return object_name("PipelineLayout", label); }
};

struct BindGroupImpl : ObjectBase {
  struct Entry {
    uint32_t binding = 0;
    std::shared_ptr<BufferImpl> buffer;
    uint64_t offset = 0, size = 0;
    BufferBindingLayout layout;
  };
  // The texture views and samplers, apart so that the buffer entries stay what dispatches bind.
  struct ResourceEntry {
    uint32_t binding = 0;
    std::shared_ptr<TextureViewImpl> view;
    std::shared_ptr<SamplerImpl> sampler;
    bool writable = false;  // a write-only or read-write storage texture (WebGPU's "storage" usage)
  };
  std::vector<ResourceEntry> resources;
  std::shared_ptr<BindGroupLayoutImpl> layout;
  std::vector<Entry> entries;  // sorted by binding, so dynamic offsets apply in binding order
  std::string name() const { return object_name("BindGroup", label); }
};

struct ComputePipelineImpl : ObjectBase {
  struct ShaderBinding {
    uint32_t group = 0, binding = 0;
    uint64_t min_size = 0;
  };
  std::shared_ptr<ShaderModuleImpl> module;
  std::shared_ptr<PipelineLayoutImpl> layout;
  bool auto_layout = false;
  // The lowered entry point; null when wgx cannot run it yet (texture builtins...), which
  // `cannot_run` names: the pipeline is valid, and each dispatch of it is an internal error.
  std::shared_ptr<const ir::Module> program;
  std::string cannot_run;
  // The program built for the device's backend, at its first dispatch and never again (a failed
  // build keeps its reason, reported at every dispatch). executable_for() builds it.
  std::once_flag built;
  std::shared_ptr<const program::Executable> executable;
  std::string build_error;
  // On a CUDA device, why the program runs on the CPU executors instead (the CUDA backend's
  // refusal, a texture builtin); empty when it runs on the GPU or the device is not on CUDA.
  std::string execution_note;
  std::vector<ShaderBinding> bindings;  // what the entry point uses, for draw-time size checks
  std::string name() const { return object_name("ComputePipeline", label); }
};

// The attachment formats of a pass or bundle, which the render pipelines and bundles used in it
// must share (WebGPU's GPURenderPassLayout).
struct RenderPassLayout {
  std::vector<TextureFormat> colors;  // Undefined: no attachment at that index; none trailing
  TextureFormat depth_stencil = TextureFormat::Undefined;
  uint32_t samples = 1;
  bool operator==(const RenderPassLayout&) const = default;
  std::string describe() const;  // for messages: "{colors: [rgba8unorm], depthStencil: -, samples: 1}"
};

struct RenderPipelineImpl : ObjectBase {
  std::shared_ptr<ShaderModuleImpl> vertex_module, fragment_module;
  std::shared_ptr<PipelineLayoutImpl> layout;
  bool auto_layout = false;
  RenderPassLayout pass_layout;
  bool writes_depth = false, writes_stencil = false;  // what a read-only depth/stencil pass forbids
  bool strip = false;                                 // a strip topology (indexed draws need its index format)
  IndexFormat strip_index_format = IndexFormat::Undefined;
  std::vector<std::optional<VertexBufferLayout>> vertex_buffers;  // slots a draw needs set
  std::vector<ComputePipelineImpl::ShaderBinding> bindings;       // both stages', for draw-time size checks
  // What draws run: the descriptor's fixed-function states, the fragment inputs' interpolation,
  // and both stages lowered to compute-shaped kernels (ir/lower.h), built for the device's backend
  // at the first draw. A stage wgx cannot run leaves its program null and `cannot_run` its reason.
  PrimitiveState primitive;
  std::optional<DepthStencilState> depth_stencil;
  MultisampleState multisample;
  std::vector<std::optional<ColorTargetState>> targets;
  std::vector<sema::StageIoReflection> fragment_inputs;
  std::shared_ptr<const ir::Module> vertex_program, fragment_program;
  std::string cannot_run;
  std::once_flag built;
  std::shared_ptr<const program::Executable> vertex_executable, fragment_executable;
  std::string build_error;
  std::string name() const { return object_name("RenderPipeline", label); }
};

struct QuerySetImpl : ObjectBase {
  QueryType type = QueryType::Occlusion;
  uint32_t count = 0;
  bool destroyed = false;
  // A timestamp set's values (nanoseconds), written by the passes' timestampWrites as submits run
  // them; an occlusion set keeps none (no draw runs, so each resolves to 0).
  std::vector<uint64_t> timestamps;
  std::string name() const { return object_name("QuerySet", label); }
  bool usable() const { return valid && !destroyed; }
};

// ---- Commands: what encoders record and Queue::submit executes ---------------------------------

struct CopyCommand {
  std::shared_ptr<BufferImpl> source, destination;
  uint64_t source_offset = 0, destination_offset = 0, size = 0;
};
struct ClearCommand {
  std::shared_ptr<BufferImpl> buffer;
  uint64_t offset = 0, size = 0;
};
struct BoundGroup {
  std::shared_ptr<BindGroupImpl> group;
  std::vector<uint32_t> dynamic_offsets;
};
struct DispatchCommand {
  std::shared_ptr<ComputePipelineImpl> pipeline;
  std::vector<BoundGroup> groups;  // one per group of the pipeline's layout
  uint32_t count[3] = {1, 1, 1};
  std::shared_ptr<BufferImpl> indirect;  // counts read from here at execution when set
  uint64_t indirect_offset = 0;
};
// A bind group set in a compute pass. It runs nothing, but submit checks its buffers (alive,
// unmapped) even when no dispatch uses it, as Dawn does.
struct BindCommand {
  std::shared_ptr<BindGroupImpl> group;
};
// A texel copy between a buffer and a texture or two textures (api/texture_copy.h).
struct TexelCopyCommand {
  std::shared_ptr<BufferImpl> buffer;  // null for texture-to-texture
  TexelCopyBufferLayout layout{};
  std::shared_ptr<TextureImpl> texture, other;  // other: the destination of texture-to-texture
  uint32_t level = 0, other_level = 0;
  Origin3D origin{}, other_origin{};
  TextureAspect aspect = TextureAspect::All;
  Extent3D size{};
  bool to_texture = false;  // buffer -> texture (else texture -> buffer, or texture -> other)
};
// A render pass: its attachments' load and store operations and its draws (gpu_draw.cpp), run at
// submit, and everything its commands use (submit checks them).
struct ColorAttachmentOps {
  std::shared_ptr<TextureViewImpl> view, resolve;
  uint32_t slice = 0;  // the depth slice of a 3d view, else the view's array layer
  LoadOp load = LoadOp::Load;
  StoreOp store = StoreOp::Store;
  Color clear{};
};
struct DepthStencilAttachmentOps {
  std::shared_ptr<TextureViewImpl> view;
  LoadOp depth_load = LoadOp::Undefined, stencil_load = LoadOp::Undefined;  // Undefined: read-only
  StoreOp depth_store = StoreOp::Undefined, stencil_store = StoreOp::Undefined;
  float depth_clear = 0;
  uint32_t stencil_clear = 0;
};
struct BufferRange {
  std::shared_ptr<BufferImpl> buffer;
  uint64_t offset = 0, size = 0;
};
// What a pass sets for the draws after it (a bundle's draws take the pass's at executeBundles).
struct PassDrawState {
  float viewport[6] = {0, 0, 0, 0, 0, 1};  // x, y, width, height, minDepth, maxDepth
  uint32_t scissor[4] = {0, 0, 0, 0};
  Color blend_constant{};
  uint32_t stencil_reference = 0;
};
// A draw as recorded, with the state it was checked against.
struct DrawRecord {
  std::shared_ptr<RenderPipelineImpl> pipeline;
  std::vector<BoundGroup> groups;
  std::vector<BufferRange> vertex;  // by slot
  BufferRange index;
  IndexFormat index_format = IndexFormat::Undefined;
  bool indexed = false;
  uint32_t count = 0, instances = 0, first = 0, first_instance = 0;
  int32_t base_vertex = 0;
  std::shared_ptr<BufferImpl> indirect;  // its arguments are read at submit when set
  uint64_t indirect_offset = 0;
  int64_t state = -1;  // index into RenderPassCommand::states; -1 in a bundle until a pass runs it
};
struct RenderPassCommand {
  std::vector<ColorAttachmentOps> colors;
  std::optional<DepthStencilAttachmentOps> depth_stencil;
  std::vector<std::shared_ptr<BufferImpl>> buffers;    // bound, vertex, index and indirect buffers
  std::vector<std::shared_ptr<TextureImpl>> textures;  // the bind groups' (attachments above)
  std::vector<std::shared_ptr<QuerySetImpl>> query_sets;
  std::vector<DrawRecord> draws;
  std::vector<PassDrawState> states;
};
// A texture view and a sampler as the executors take them (gpu_queue.cpp). A view that cannot be
// bound gives why ("" when bound), an out-of-memory error of the dispatch or draw: a plane of it
// (or of its decoded texels, for a compressed format) past kMaxPlaneBytes, or a decoding the
// device's memory budget has no room for.
std::string texture_binding(int64_t group, uint32_t binding, const TextureViewImpl& view, exec::TextureBinding* out);
exec::SamplerBinding sampler_binding(int64_t group, uint32_t binding, const SamplerDescriptor& d);
// Runs a render pass's draws between its load and its store operations (gpu_draw.cpp); a draw
// that cannot run raises an internal error and ends the pass's drawing.
void run_draws(DeviceImpl& device, const RenderPassCommand& pass);
// A multisampled color attachment's samples averaged into its resolve target (gpu_draw.cpp);
// false where a plane would be too large.
bool resolve_attachment(const ColorAttachmentOps& c);
struct ResolveQueryCommand {
  std::shared_ptr<QuerySetImpl> query_set;
  uint32_t first = 0, count = 0;
  std::shared_ptr<BufferImpl> destination;
  uint64_t offset = 0;
};
// A pass's timestampWrites entry: the time the queue reaches it, written to the query.
struct TimestampCommand {
  std::shared_ptr<QuerySetImpl> query_set;
  uint32_t index = 0;
};
using Command = std::variant<CopyCommand, ClearCommand, DispatchCommand, BindCommand, TexelCopyCommand,
                             RenderPassCommand, ResolveQueryCommand, TimestampCommand>;

// The timestampWrites command of one end of a pass (none when the pass does not write there).
std::optional<TimestampCommand> timestamp_at(const std::optional<PassTimestampWrites>& writes, bool beginning);

// Every buffer a command reads or writes, for submit's checks (not destroyed, not mapped).
std::vector<const BufferImpl*> buffers_used(const Command& command);
// Every texture its bind groups view, for submit's check that none is destroyed.
std::vector<const TextureImpl*> textures_used(const Command& command);
std::vector<const QuerySetImpl*> query_sets_used(const Command& command);

enum class EncoderState { Open, Locked, Ended };

// What every encoder has: a bad command invalidates it, keeping the first reason for the error
// that finish() or end() raises.
struct EncoderBase : ObjectBase {
  std::string invalid_reason;
  void invalidate(std::string reason) {
    if (valid) invalid_reason = std::move(reason);
    valid = false;
  }
};

struct CommandEncoderImpl : EncoderBase {
  EncoderState state = EncoderState::Open;
  std::vector<Command> commands;
  int debug_depth = 0;
  std::string name() const { return object_name("CommandEncoder", label); }
};

struct ComputePassEncoderImpl : EncoderBase {
  std::shared_ptr<CommandEncoderImpl> encoder;
  std::optional<PassTimestampWrites> timestamp_writes;
  EncoderState state = EncoderState::Open;  // Open or Ended
  std::vector<Command> commands;            // handed to the encoder by end()
  std::shared_ptr<ComputePipelineImpl> pipeline;
  std::vector<BoundGroup> groups;  // indexed by group; null group: unset
  int debug_depth = 0;
  std::string name() const { return object_name("ComputePassEncoder", label); }
};

// What render passes and render bundles both record (gpu.h's WGX_RENDER_COMMANDS), with the
// state their draws are checked against.
struct RenderCommandsState {
  using VertexBinding = BufferRange;
  RenderPassLayout layout;
  bool depth_read_only = false, stencil_read_only = false;
  std::shared_ptr<RenderPipelineImpl> pipeline;
  std::vector<BoundGroup> groups;
  std::vector<VertexBinding> vertex;  // by slot; null buffer: unset
  VertexBinding index;
  IndexFormat index_format = IndexFormat::Undefined;
  uint64_t draw_count = 0;
  int debug_depth = 0;
  RenderPassCommand used;  // buffers, textures and the first unrun draw (attachments unused here)
  // The pass's usage scope takes every bind group ever set and every vertex, index and indirect
  // buffer, checked at end() or finish().
  std::vector<std::shared_ptr<BindGroupImpl>> scope_groups;
  std::vector<std::shared_ptr<BufferImpl>> scope_reads;
};

struct RenderPassEncoderImpl : EncoderBase {
  std::shared_ptr<CommandEncoderImpl> encoder;
  std::optional<PassTimestampWrites> timestamp_writes;
  EncoderState state = EncoderState::Open;
  RenderCommandsState render;
  RenderPassCommand pass;        // the attachments, handed to the encoder with `render.used` by end()
  PassDrawState draw_state;      // viewport, scissor, blend constant, stencil reference now
  bool draw_state_kept = false;  // draw_state is render.used.states.back()
  uint64_t max_draw_count = 0;
  std::shared_ptr<QuerySetImpl> occlusion;
  std::set<uint32_t> occlusion_written;
  bool occlusion_active = false;
  std::string name() const { return object_name("RenderPassEncoder", label); }
};

struct RenderBundleImpl : ObjectBase {
  RenderPassLayout layout;
  bool depth_read_only = false, stencil_read_only = false;
  uint64_t draw_count = 0;
  RenderPassCommand used;
  std::vector<std::shared_ptr<BindGroupImpl>> scope_groups;
  std::vector<std::shared_ptr<BufferImpl>> scope_reads;
  std::string name() const { return object_name("RenderBundle", label); }
};

struct RenderBundleEncoderImpl : EncoderBase {
  EncoderState state = EncoderState::Open;  // Open or Ended (finished)
  RenderCommandsState render;
  std::string name() const { return object_name("RenderBundleEncoder", label); }
};

struct CommandBufferImpl : ObjectBase {
  std::vector<Command> commands;
  bool submitted = false;
  std::string name() const { return object_name("CommandBuffer", label); }
};

// ---- Shared helpers ----------------------------------------------------------------------------

// Creates an object of type T for `device`, labelled, valid or not.
template <typename T>
std::shared_ptr<T> make_object(const std::shared_ptr<DeviceImpl>& device, const std::string& label, bool valid = true) {
  auto object = std::make_shared<T>();
  object->device = device;
  object->label = label;
  object->valid = valid;
  return object;
}

// The size of one attribute of `format` (include/wgx/vertex_formats.def).
uint32_t vertex_format_bytes(VertexFormat format);

// Whether a dispatch or draw with `layout` needs a bind group at `index`: its layout has entries.
bool needs_group(const PipelineLayoutImpl& layout, size_t index);

// True when `a` and `b` would be the same layout for setBindGroup (WebGPU's group-equivalence).
bool layouts_compatible(const BindGroupLayoutImpl& a, const BindGroupLayoutImpl& b);

// The rule one bind group layout entry breaks (createBindGroupLayout; default layouts check
// theirs too), or "".
std::string check_layout_entry(const BindGroupLayoutEntry& e, const Limits& l, const std::set<std::string>& features);

// The buffer-binding range check shared by createBindGroup and setBindGroup: offset + size within
// the buffer, without overflow.
bool range_in_bounds(uint64_t offset, uint64_t size, uint64_t limit);

// The per-stage and per-layout binding limits over a pipeline layout's groups: the first one
// exceeded, or "" (createPipelineLayout, and the default layout of `layout: auto`).
std::string check_binding_limits(const std::vector<std::shared_ptr<BindGroupLayoutImpl>>& groups, const Limits& l);

// Shared by the encoders (gpu_command.cpp): WebGPU's "validate the encoder state" of a command
// encoder (open: true; locked: invalidates it; ended: an error now); the rule a buffer operand
// breaks (valid, this device's, with usage `need`); the rule setBindGroup breaks.
bool validate_state(CommandEncoderImpl& e, const char* method);
std::string check_buffer(const Buffer& buffer, const DeviceImpl& device, BufferUsageFlags need, const char* role);
// end()'s steps every pass shares: the state rules (an error now), the encoder unlocked, an
// invalid pass invalidating it. True when the pass's own checks at end follow.
bool end_pass(EncoderBase& pass, EncoderState& state, CommandEncoderImpl& parent, const std::string& name);
std::string check_bind_group(const DeviceImpl& device, uint32_t index, const BindGroupImpl& g,
                             const std::vector<uint32_t>& offsets);

// The rule a pass's query set breaks (valid, this device's, of `type`), or ""; and WebGPU's
// "validate timestampWrites" (gpu_render_pass.cpp), for compute and render passes.
std::string check_query_set(const QuerySet& q, const DeviceImpl& device, QueryType type);
std::string check_timestamp_writes(const PassTimestampWrites& t, const DeviceImpl& device);

// Executes one command (Queue::submit).
void execute_command(DeviceImpl& device, const Command& command);

// A CUDA device's buffers between the GPU and the host (api/gpu_residency.cpp). host_current
// brings the host bytes of `b` up to date before the CPU reads or writes them (false, with an
// internal error raised "While calling `context`", when the GPU cannot give them back); host_written marks
// the device copy stale after the CPU wrote them. Both do nothing for a buffer never on the GPU.
bool host_current(DeviceImpl& device, BufferImpl& b, const std::string& context);
inline void host_written(BufferImpl& b) { b.resident.host_written(); }
// The same for every buffer a command the CPU runs uses (before) or may write (after).
bool host_current(DeviceImpl& device, const Command& command);
void host_written(const Command& command);
// copyBufferToBuffer on a CUDA device: on the GPU when both copies are there (DeviceBuffer::copy);
// clearBuffer: in every copy that is current (DeviceBuffer::clear).
void copy_buffers(DeviceImpl& device, const CopyCommand& c);
void clear_buffer(DeviceImpl& device, const ClearCommand& c);
// Whether `command` is a dispatch that runs on the GPU (its pipeline built for CUDA).
bool runs_on_gpu(const DeviceImpl& device, const Command& command);
// The device's limits and adapter info where it runs on CUDA: the adapter's limits capped by the
// GPU's launch bounds and memory; false with `why` when there is no GPU to run on.
bool cuda_device_setup(Limits* adapter_limits, AdapterInfo* info, std::string* why);

std::string usage_string(BufferUsageFlags usage);  // "BufferUsage::(CopyDst|Storage)"

}  // namespace wgx::gpu
