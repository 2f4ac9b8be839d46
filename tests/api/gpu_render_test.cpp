// Render pipelines, render passes, render bundles and query sets in wgx::gpu: one case of each
// of createRenderPipeline's rules, the default layout of two stages, the attachment rules of
// beginRenderPass, the state checks of draws, the pass's usage scope, and what a pass executes
// (clears, draws, stores, resolves, occlusion queries resolving to 0; a draw of what wgx does not
// draw yet is an internal error naming it). The CTS's api,validation groups test the same rules
// case by case (docs/conformance.md); tests/raster/render_golden_test.cpp compares pictures.
#include <cmath>
#include <limits>

#include "api/gpu_test_support.h"

namespace wgx::gpu::testing {
namespace {

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

constexpr const char* kVertex = R"(
  @vertex fn vs(@location(0) p: vec2f) -> @builtin(position) vec4f { return vec4f(p, 0, 1); })";
constexpr const char* kFragment = R"(
  @group(0) @binding(0) var<uniform> tint: vec4f;
  @fragment fn fs() -> @location(0) vec4f { return tint; })";

class gpu_render : public GpuTest {
 protected:
  ShaderModule module(const std::string& code) { return device.createShaderModule({.code = code}); }

  // A pipeline drawing one float32x2 attribute into `format`, its fragment stage reading a uniform.
  RenderPipelineDescriptor descriptor(TextureFormat format = TextureFormat::Rgba8Unorm) {
    RenderPipelineDescriptor d;
    d.vertex.module = module(kVertex);
    VertexBufferLayout b{.arrayStride = 8, .attributes = {{VertexFormat::Float32x2, 0, 0}}};
    d.vertex.buffers = {b};
    FragmentState f;
    f.module = module(kFragment);
    f.targets = {ColorTargetState{.format = format}};
    d.fragment = f;
    return d;
  }

  std::string pipeline_error(const RenderPipelineDescriptor& d) {
    return validation_error([&] { device.createRenderPipeline(d); });
  }

  Texture target(TextureFormat format = TextureFormat::Rgba8Unorm, uint32_t samples = 1,
                 TextureUsageFlags usage = TextureUsage::RenderAttachment | TextureUsage::CopySrc) {
    return device.createTexture({.size = {4, 4, 1}, .sampleCount = samples, .format = format, .usage = usage});
  }

  static RenderPassDescriptor clear_pass(const Texture& t, Color c = {}, StoreOp store = StoreOp::Store) {
    RenderPassDescriptor d;
    d.colorAttachments = {
        RenderPassColorAttachment{.view = t.createView(), .clearValue = c, .loadOp = LoadOp::Clear, .storeOp = store}};
    return d;
  }

  // The texels of a 4x4 texture's first mip level, `bytes` per texel (rows padded to 256).
  std::vector<uint8_t> read_texels(const Texture& t, uint32_t bytes, TextureAspect aspect = TextureAspect::All) {
    Buffer b = buffer(256 * 4, BufferUsage::CopyDst | BufferUsage::CopySrc);
    CommandEncoder e = device.createCommandEncoder();
    e.copyTextureToBuffer({.texture = t, .aspect = aspect}, {.layout = {0, 256, 4}, .buffer = b}, {4, 4, 1});
    device.queue().submit({e.finish()});
    std::vector<uint32_t> words = read_u32(b);
    std::vector<uint8_t> out;
    for (uint32_t row = 0; row < 4; row++)
      for (uint32_t i = 0; i < 4 * bytes; i++)
        out.push_back(static_cast<uint8_t>(words[(row * 256 + i) / 4] >> (8 * (i % 4))));
    return out;
  }

  std::string finish_error(CommandEncoder& e) {
    return validation_error([&] { e.finish(); });
  }
};

TEST_F(gpu_render, PipelineWithTheDefaultLayoutOfBothStages) {
  RenderPipelineDescriptor d = descriptor();
  d.vertex.module = module(R"(
    @group(0) @binding(0) var<uniform> tint: vec4f;
    @group(1) @binding(2) var<storage, read> offsets: array<vec2f>;
    @vertex fn vs(@location(0) p: vec2f) -> @builtin(position) vec4f { return vec4f(p + offsets[0], tint.x, 1); })");
  RenderPipeline p;
  EXPECT_EQ(validation_error([&] { p = device.createRenderPipeline(d); }), "");
  ASSERT_TRUE(p.isValid());
  // Group 0's uniform is seen by both stages, group 1's buffer by the vertex stage alone: a bind
  // group made from the pipeline's layouts is set in a render pass.
  BindGroupLayout l0 = p.getBindGroupLayout(0), l1 = p.getBindGroupLayout(1);
  EXPECT_TRUE(l0.isValid() && l1.isValid());
  Buffer uniform = buffer(16, BufferUsage::Uniform), storage = buffer(8, BufferUsage::Storage);
  BindGroup g0 = device.createBindGroup({.layout = l0, .entries = {{.binding = 0, .buffer = uniform}}});
  BindGroup g1 = device.createBindGroup({.layout = l1, .entries = {{.binding = 2, .buffer = storage}}});
  EXPECT_TRUE(g0.isValid() && g1.isValid());
  Texture t = target();
  CommandEncoder e = device.createCommandEncoder();
  RenderPassEncoder pass = e.beginRenderPass(clear_pass(t));
  pass.setPipeline(p);
  pass.setBindGroup(0, g0);
  pass.setBindGroup(1, g1);
  pass.end();
  EXPECT_EQ(finish_error(e), "");
  EXPECT_TRUE(
      contains(validation_error([&] { p.getBindGroupLayout(4); }), "exceeds the maximum number of bind groups"));
}

TEST_F(gpu_render, VertexStateRules) {
  RenderPipelineDescriptor d = descriptor();
  d.vertex.buffers[0]->attributes[0].format = VertexFormat::Uint32x2;
  EXPECT_TRUE(contains(pipeline_error(d), "not compatible with the shader's f32 input"));
  d = descriptor();
  d.vertex.buffers[0]->attributes[0].shaderLocation = 1;
  EXPECT_TRUE(contains(pipeline_error(d), "Vertex input at location 0"));
  d = descriptor();
  d.vertex.buffers[0]->arrayStride = 6;
  EXPECT_TRUE(contains(pipeline_error(d), "not a multiple of 4"));
  d = descriptor();
  d.vertex.buffers[0]->attributes[0].offset = 4;
  EXPECT_TRUE(contains(pipeline_error(d), "doesn't fit within the arrayStride"));
  d = descriptor();
  d.vertex.buffers[0]->attributes.push_back({VertexFormat::Float32, 0, 0});
  EXPECT_TRUE(contains(pipeline_error(d), "used more than once"));
  d = descriptor();
  d.vertex.buffers.resize(9);
  EXPECT_TRUE(contains(pipeline_error(d), "exceeds the maximum number of vertex buffers (8)"));
}

TEST_F(gpu_render, FragmentStateRules) {
  EXPECT_TRUE(contains(pipeline_error(descriptor(TextureFormat::Rgb9e5Ufloat)), "not color renderable"));
  RenderPipelineDescriptor d = descriptor(TextureFormat::R32Float);
  d.fragment->targets[0]->blend = BlendState{};
  EXPECT_TRUE(contains(pipeline_error(d), "is not blendable"));
  d = descriptor();
  d.fragment->targets[0]->writeMask = 16;
  EXPECT_TRUE(contains(pipeline_error(d), "not less than 16"));
  d = descriptor(TextureFormat::Rgba8Uint);
  EXPECT_TRUE(contains(pipeline_error(d), "is not compatible with the format \"rgba8uint\""));
  d = descriptor();
  d.fragment->targets.push_back(ColorTargetState{.format = TextureFormat::R8Unorm});
  EXPECT_TRUE(contains(pipeline_error(d), "no output at location 1"));
  d.fragment->targets[1]->writeMask = 0;  // a target nothing writes is allowed
  EXPECT_EQ(pipeline_error(d), "");
  d = descriptor();
  d.fragment->targets[0]->blend = BlendState{.color = {BlendOperation::Min, BlendFactor::Src, BlendFactor::One}};
  EXPECT_TRUE(contains(pipeline_error(d), "min or max operation"));
}

TEST_F(gpu_render, InterStageAndPipelineStates) {
  RenderPipelineDescriptor d = descriptor();
  d.fragment->module =
      module("@fragment fn fs(@location(3) @interpolate(flat) v: u32) -> @location(0) vec4f { return vec4f(); }");
  EXPECT_TRUE(contains(pipeline_error(d), "has no vertex output at that location"));
  d = descriptor();
  d.primitive.stripIndexFormat = IndexFormat::Uint16;
  EXPECT_TRUE(contains(pipeline_error(d), "not a strip"));
  d = descriptor();
  d.multisample.count = 2;
  EXPECT_TRUE(contains(pipeline_error(d), "is not 1 or 4"));
  d = descriptor();
  d.depthStencil = DepthStencilState{.format = TextureFormat::Depth32Float};
  EXPECT_TRUE(contains(pipeline_error(d), "depthWriteEnabled must be given"));
  d.depthStencil->depthWriteEnabled = true;
  EXPECT_TRUE(contains(pipeline_error(d), "depthCompare must be given"));
  d.depthStencil->depthCompare = CompareFunction::Less;
  EXPECT_EQ(pipeline_error(d), "");
  d = descriptor();
  d.fragment->module = module("@fragment fn fs() -> @builtin(frag_depth) f32 { return 0.5; }");
  d.fragment->targets = {};
  EXPECT_TRUE(contains(pipeline_error(d), "frag_depth"));
  // A fragment stage that names an entry point of another stage.
  d = descriptor();
  d.fragment->entryPoint = "vs";
  d.fragment->module = d.vertex.module;
  EXPECT_TRUE(contains(pipeline_error(d), "is a vertex entry point, not fragment"));
}

TEST_F(gpu_render, ExplicitLayoutMustCoverBothStages) {
  BindGroupLayout vertex_only = device.createBindGroupLayout(
      {.entries = {{.binding = 0, .visibility = ShaderStage::Vertex, .buffer = {BufferBindingType::Uniform}}}});
  RenderPipelineDescriptor d = descriptor();
  d.layout = device.createPipelineLayout({.bindGroupLayouts = {vertex_only}});
  EXPECT_TRUE(contains(pipeline_error(d), "not visible to the fragment stage"));
}

TEST_F(gpu_render, PassClearsStoresAndResolves) {
  Texture t = target();
  Texture f = target(TextureFormat::R32Float);
  Texture dropped = target();
  CommandEncoder e = device.createCommandEncoder();
  e.beginRenderPass(clear_pass(t, {1, 0.5, 0, 1})).end();
  e.beginRenderPass(clear_pass(f, {0.1, 0, 0, 0})).end();
  e.beginRenderPass(clear_pass(dropped, {1, 1, 1, 1}, StoreOp::Discard)).end();
  device.queue().submit({e.finish()});
  std::vector<uint8_t> texels = read_texels(t, 4);
  EXPECT_EQ(std::vector<uint8_t>(texels.begin(), texels.begin() + 4), (std::vector<uint8_t>{255, 128, 0, 255}));
  std::vector<uint8_t> floats = read_texels(f, 4);
  float v;
  std::memcpy(&v, floats.data() + 60, 4);
  EXPECT_EQ(v, 0.1f);
  EXPECT_EQ(read_texels(dropped, 4), std::vector<uint8_t>(64, 0));

  // A multisampled attachment resolves into a single-sampled texture.
  Texture ms = target(TextureFormat::Rgba8Unorm, 4, TextureUsage::RenderAttachment), resolved = target();
  RenderPassDescriptor d = clear_pass(ms, {0, 0, 1, 1}, StoreOp::Discard);
  d.colorAttachments[0]->resolveTarget = resolved.createView();
  e = device.createCommandEncoder();
  e.beginRenderPass(d).end();
  device.queue().submit({e.finish()});
  texels = read_texels(resolved, 4);
  EXPECT_EQ(std::vector<uint8_t>(texels.end() - 4, texels.end()), (std::vector<uint8_t>{0, 0, 255, 255}));
}

TEST_F(gpu_render, DepthClear) {
  Texture depth = target(TextureFormat::Depth32Float);
  RenderPassDescriptor d;
  d.depthStencilAttachment = RenderPassDepthStencilAttachment{.view = depth.createView(),
                                                              .depthClearValue = 0.25f,
                                                              .depthLoadOp = LoadOp::Clear,
                                                              .depthStoreOp = StoreOp::Store};
  CommandEncoder e = device.createCommandEncoder();
  e.beginRenderPass(d).end();
  device.queue().submit({e.finish()});
  std::vector<uint8_t> texels = read_texels(depth, 4, TextureAspect::DepthOnly);
  float v;
  std::memcpy(&v, texels.data(), 4);
  EXPECT_EQ(v, 0.25f);
  // A clear value outside 0..1, and stencil operations for a format without stencil.
  d.depthStencilAttachment->depthClearValue = 2.0f;
  e = device.createCommandEncoder();
  e.beginRenderPass(d).end();
  EXPECT_TRUE(contains(finish_error(e), "depthClearValue"));
  d.depthStencilAttachment->depthClearValue = 0.0f;
  d.depthStencilAttachment->stencilLoadOp = LoadOp::Clear;
  e = device.createCommandEncoder();
  e.beginRenderPass(d).end();
  EXPECT_TRUE(contains(finish_error(e), "stencilLoadOp and stencilStoreOp must not be given"));
}

TEST_F(gpu_render, AttachmentRules) {
  auto pass_error = [&](const RenderPassDescriptor& d) {
    CommandEncoder e = device.createCommandEncoder();
    e.beginRenderPass(d).end();
    return finish_error(e);
  };
  EXPECT_TRUE(contains(pass_error({}), "no color attachment and no depth stencil attachment"));
  RenderPassDescriptor d = clear_pass(target());
  d.colorAttachments[0]->loadOp = LoadOp::Undefined;
  EXPECT_TRUE(contains(pass_error(d), "loadOp"));
  d = clear_pass(target(TextureFormat::Rgba8Unorm, 1, TextureUsage::CopySrc));
  EXPECT_TRUE(contains(pass_error(d), "does not have TextureUsage::RenderAttachment"));
  d = clear_pass(target());
  Texture big = device.createTexture(
      {.size = {8, 8, 1}, .format = TextureFormat::Rgba8Unorm, .usage = TextureUsage::RenderAttachment});
  d.colorAttachments.push_back(
      RenderPassColorAttachment{.view = big.createView(), .loadOp = LoadOp::Load, .storeOp = StoreOp::Store});
  EXPECT_TRUE(contains(pass_error(d), "different sizes"));
  d = clear_pass(target(TextureFormat::Rgba8Uint), {-1, 0, 0, 0});
  EXPECT_TRUE(contains(pass_error(d), "not representable as u32"));
}

TEST_F(gpu_render, DrawStateAndDraws) {
  RenderPipeline p = device.createRenderPipeline(descriptor());
  Texture t = target();
  // A draw without a pipeline, or with a pipeline of other attachment formats, invalidates.
  CommandEncoder e = device.createCommandEncoder();
  RenderPassEncoder pass = e.beginRenderPass(clear_pass(t));
  pass.draw(3);
  pass.end();
  EXPECT_TRUE(contains(finish_error(e), "No pipeline set"));
  RenderPipeline other = device.createRenderPipeline(descriptor(TextureFormat::Bgra8Unorm));
  e = device.createCommandEncoder();
  pass = e.beginRenderPass(clear_pass(t));
  pass.setPipeline(other);
  pass.end();
  EXPECT_TRUE(contains(finish_error(e), "is not compatible with the attachment state"));
  // A draw missing its bind group and vertex buffer; then one with everything set.
  Buffer vertices = buffer(24, BufferUsage::Vertex | BufferUsage::CopyDst),
         uniform = buffer(16, BufferUsage::Uniform | BufferUsage::CopyDst);
  BindGroup g =
      device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = uniform}}});
  e = device.createCommandEncoder();
  pass = e.beginRenderPass(clear_pass(t));
  pass.setPipeline(p);
  pass.draw(3);
  pass.end();
  EXPECT_TRUE(contains(finish_error(e), "No bind group set at group index 0"));
  e = device.createCommandEncoder();
  pass = e.beginRenderPass(clear_pass(t));
  pass.setPipeline(p);
  pass.setBindGroup(0, g);
  pass.setVertexBuffer(0, vertices);
  pass.draw(4);  // 4 vertices of 8 bytes do not fit in 24
  pass.end();
  EXPECT_TRUE(contains(finish_error(e), "requires a larger buffer (32)"));
  // With everything set the draw runs: a triangle over the whole target in the uniform's colour.
  float triangle[6] = {-1, -1, 3, -1, -1, 3}, tint[4] = {0, 0.5f, 1, 1};
  device.queue().writeBuffer(vertices, 0, triangle, sizeof triangle);
  device.queue().writeBuffer(uniform, 0, tint, sizeof tint);
  e = device.createCommandEncoder();
  pass = e.beginRenderPass(clear_pass(t, {1, 1, 1, 1}));
  pass.setPipeline(p);
  pass.setBindGroup(0, g);
  pass.setVertexBuffer(0, vertices);
  pass.draw(0);  // no work: runs
  pass.draw(3);
  pass.end();
  CommandBuffer cb = e.finish();
  ASSERT_TRUE(cb.isValid());
  device.queue().submit({cb});
  std::vector<uint8_t> texels = read_texels(t, 4);
  EXPECT_EQ(std::vector<uint8_t>(texels.begin(), texels.begin() + 4), (std::vector<uint8_t>{0, 128, 255, 255}));
  // Stencil: a small triangle (the target's lower-left half) replaces the stencil with the
  // reference 1; a whole-target triangle drawn where the stencil equals 1 colours that half only.
  auto stencil_pipeline = [&](CompareFunction compare, StencilOperation pass_op) {
    RenderPipelineDescriptor sd = descriptor();
    sd.depthStencil = DepthStencilState{.format = TextureFormat::Depth24PlusStencil8,
                                        .depthWriteEnabled = false,
                                        .depthCompare = CompareFunction::Always,
                                        .stencilFront = {.compare = compare, .passOp = pass_op},
                                        .stencilBack = {.compare = compare, .passOp = pass_op}};
    return device.createRenderPipeline(sd);
  };
  RenderPipeline mark = stencil_pipeline(CompareFunction::Always, StencilOperation::Replace);
  RenderPipeline where = stencil_pipeline(CompareFunction::Equal, StencilOperation::Keep);
  Buffer small = buffer(24, BufferUsage::Vertex | BufferUsage::CopyDst);
  float half_triangle[6] = {-1, -1, 1, -1, -1, 1};
  device.queue().writeBuffer(small, 0, half_triangle, sizeof half_triangle);
  Texture ds = device.createTexture(
      {.size = {4, 4, 1}, .format = TextureFormat::Depth24PlusStencil8, .usage = TextureUsage::RenderAttachment});
  RenderPassDescriptor rp = clear_pass(t, {1, 1, 1, 1});
  rp.depthStencilAttachment = RenderPassDepthStencilAttachment{.view = ds.createView(),
                                                               .depthClearValue = 1,
                                                               .depthLoadOp = LoadOp::Clear,
                                                               .depthStoreOp = StoreOp::Store,
                                                               .stencilLoadOp = LoadOp::Clear,
                                                               .stencilStoreOp = StoreOp::Store};
  auto group_of = [&](const RenderPipeline& rpipe) {
    return device.createBindGroup(
        {.layout = rpipe.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = uniform}}});
  };
  e = device.createCommandEncoder();
  pass = e.beginRenderPass(rp);
  pass.setStencilReference(1);
  pass.setPipeline(mark);
  pass.setBindGroup(0, group_of(mark));
  pass.setVertexBuffer(0, small);
  pass.draw(3);
  pass.setPipeline(where);
  pass.setBindGroup(0, group_of(where));
  pass.setVertexBuffer(0, vertices);
  pass.draw(3);
  pass.end();
  device.queue().submit({e.finish()});
  texels = read_texels(t, 4);
  auto texel = [&](uint32_t x, uint32_t y) {
    return std::vector<uint8_t>(texels.begin() + (y * 4 + x) * 4, texels.begin() + (y * 4 + x) * 4 + 4);
  };
  EXPECT_EQ(texel(0, 3), (std::vector<uint8_t>{0, 128, 255, 255}));    // inside the marked half
  EXPECT_EQ(texel(3, 0), (std::vector<uint8_t>{255, 255, 255, 255}));  // outside: the clear colour
  // Positions at infinity or NaN draw nothing (and never crash); the pass's clear stays.
  float bad[6] = {-1, -1, std::numeric_limits<float>::infinity(), -1, std::nanf(""), 3};
  device.queue().writeBuffer(vertices, 0, bad, sizeof bad);
  e = device.createCommandEncoder();
  pass = e.beginRenderPass(clear_pass(t, {1, 1, 1, 1}));
  pass.setPipeline(p);
  pass.setBindGroup(0, g);
  pass.setVertexBuffer(0, vertices);
  pass.draw(3);
  pass.end();
  device.queue().submit({e.finish()});
  texels = read_texels(t, 4);
  EXPECT_EQ(std::vector<uint8_t>(texels.begin(), texels.end()), std::vector<uint8_t>(64, 255));
  // A depth bias draws (tests/raster/draw_test.cpp checks its values).
  RenderPipelineDescriptor bd = descriptor();
  bd.depthStencil = DepthStencilState{.format = TextureFormat::Depth24PlusStencil8,
                                      .depthWriteEnabled = false,
                                      .depthCompare = CompareFunction::Always,
                                      .depthBias = 2};
  RenderPipeline biased = device.createRenderPipeline(bd);
  e = device.createCommandEncoder();
  pass = e.beginRenderPass(rp);
  pass.setPipeline(biased);
  pass.setBindGroup(0, group_of(biased));
  pass.setVertexBuffer(0, vertices);
  pass.draw(3);
  pass.end();
  device.pushErrorScope(ErrorFilter::Internal);
  device.queue().submit({e.finish()});
  PopErrorScopeResult r = device.popErrorScope();
  EXPECT_FALSE(r.error) << r.error->message;
}

TEST_F(gpu_render, UsageScopeOfThePass) {
  Texture t = device.createTexture({.size = {4, 4, 1},
                                    .format = TextureFormat::Rgba8Unorm,
                                    .usage = TextureUsage::RenderAttachment | TextureUsage::TextureBinding});
  BindGroupLayout l = device.createBindGroupLayout(
      {.entries = {{.binding = 0, .visibility = ShaderStage::Fragment, .texture = TextureBindingLayout{}}}});
  BindGroup g = device.createBindGroup({.layout = l, .entries = {{.binding = 0, .textureView = t.createView()}}});
  CommandEncoder e = device.createCommandEncoder();
  RenderPassEncoder pass = e.beginRenderPass(clear_pass(t));
  pass.setBindGroup(0, g);  // even unused by a draw, a render pass's bind groups are in its scope
  pass.end();
  EXPECT_TRUE(contains(finish_error(e), "conflicting usages"));
}

TEST_F(gpu_render, BundlesExecuteInCompatiblePasses) {
  RenderBundleEncoder be = device.createRenderBundleEncoder({.colorFormats = {TextureFormat::Rgba8Unorm}});
  be.pushDebugGroup("bundle");
  be.popDebugGroup();
  RenderBundle bundle = be.finish();
  ASSERT_TRUE(bundle.isValid());
  EXPECT_TRUE(contains(validation_error([&] { be.finish(); }), "already finished"));
  Texture t = target();
  CommandEncoder e = device.createCommandEncoder();
  RenderPassEncoder pass = e.beginRenderPass(clear_pass(t));
  pass.executeBundles({bundle});
  pass.end();
  EXPECT_EQ(finish_error(e), "");
  RenderBundle other = device.createRenderBundleEncoder({.colorFormats = {TextureFormat::R8Unorm}}).finish();
  e = device.createCommandEncoder();
  pass = e.beginRenderPass(clear_pass(t));
  pass.executeBundles({other});
  pass.end();
  EXPECT_TRUE(contains(finish_error(e), "is not compatible with the attachment state"));
  EXPECT_TRUE(contains(validation_error([&] { device.createRenderBundleEncoder({}); }), "no color format"));
}

TEST_F(gpu_render, OcclusionQueriesResolveToZero) {
  QuerySet q = device.createQuerySet({.type = QueryType::Occlusion, .count = 2});
  ASSERT_TRUE(q.isValid());
  EXPECT_EQ(q.count(), 2u);
  EXPECT_TRUE(contains(validation_error([&] { device.createQuerySet({.type = QueryType::Timestamp, .count = 1}); }),
                       "timestamp-query"));
  Texture t = target();
  Buffer results = upload_u32({7, 7, 7, 7}, BufferUsage::QueryResolve | BufferUsage::CopySrc);
  RenderPassDescriptor d = clear_pass(t);
  d.occlusionQuerySet = q;
  CommandEncoder e = device.createCommandEncoder();
  RenderPassEncoder pass = e.beginRenderPass(d);
  pass.beginOcclusionQuery(1);
  pass.endOcclusionQuery();
  pass.end();
  e.resolveQuerySet(q, 0, 2, results, 0);
  device.queue().submit({e.finish()});
  EXPECT_EQ(read_u32(results), (std::vector<uint32_t>{0, 0, 0, 0}));
  // Rules: a query written twice in a pass, a resolve past the set; a destroyed set in submit.
  e = device.createCommandEncoder();
  pass = e.beginRenderPass(d);
  pass.beginOcclusionQuery(0);
  pass.endOcclusionQuery();
  pass.beginOcclusionQuery(0);
  pass.endOcclusionQuery();
  pass.end();
  EXPECT_TRUE(contains(finish_error(e), "already written"));
  // Timestamp writes need a timestamp query set, for compute passes too.
  e = device.createCommandEncoder();
  e.beginComputePass({.timestampWrites = PassTimestampWrites{.querySet = q, .endOfPassWriteIndex = 0}}).end();
  EXPECT_TRUE(contains(finish_error(e), "is not of type timestamp"));
  e = device.createCommandEncoder();
  e.resolveQuerySet(q, 1, 2, results, 0);
  EXPECT_TRUE(contains(finish_error(e), "is larger than the count (2) of [QuerySet]"));
  e = device.createCommandEncoder();
  e.resolveQuerySet(q, 0, 1, results, 0);
  CommandBuffer cb = e.finish();
  q.destroy();
  EXPECT_TRUE(contains(validation_error([&] { device.queue().submit({cb}); }), "used in submit while destroyed"));
}

TEST_F(gpu_render, LabelsNameRenderObjects) {
  RenderPipelineDescriptor d = descriptor();
  d.multisample.count = 3;
  RenderPipeline p;
  validation_error([&] { p = device.createRenderPipeline(d); });
  p.setLabel("tri");
  QuerySet q = device.createQuerySet({.count = 1});
  q.setLabel("occ");
  Texture t = device.createTexture(
      {.size = {4, 4, 1}, .format = TextureFormat::Rgba8Unorm, .usage = TextureUsage::RenderAttachment});
  RenderPassDescriptor pd = clear_pass(t);
  CommandEncoder e = device.createCommandEncoder();
  RenderPassEncoder pass = e.beginRenderPass(pd);
  pass.setLabel("main");
  pass.setPipeline(p);
  pass.end();
  EXPECT_TRUE(contains(finish_error(e), "[RenderPipeline \"tri\"] is invalid")) << finish_error(e);
  e = device.createCommandEncoder();
  e.resolveQuerySet(q, 0, 2, buffer(256, BufferUsage::QueryResolve), 0);
  std::string err = finish_error(e);
  EXPECT_TRUE(contains(err, "[QuerySet \"occ\"]")) << err;
}

TEST_F(gpu_render, RulesAtTheirEdges) {
  // A draw of no vertices still checks a first vertex past the buffer's end.
  RenderPipeline p = device.createRenderPipeline(descriptor());
  Buffer vertices = buffer(24, BufferUsage::Vertex | BufferUsage::CopyDst),
         uniform = buffer(16, BufferUsage::Uniform | BufferUsage::CopyDst);
  BindGroup g =
      device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = uniform}}});
  Texture t = target();
  CommandEncoder e = device.createCommandEncoder();
  RenderPassEncoder pass = e.beginRenderPass(clear_pass(t));
  pass.setPipeline(p);
  pass.setBindGroup(0, g);
  pass.setVertexBuffer(0, vertices);
  pass.draw(0, 1, 4);
  pass.end();
  EXPECT_TRUE(contains(finish_error(e), "requires a larger buffer"));
  // Attachments on two depth slices of one 3d texture share no region: allowed.
  Texture volume = device.createTexture({.size = {4, 4, 2},
                                         .dimension = TextureDimension::D3,
                                         .format = TextureFormat::Rgba8Unorm,
                                         .usage = TextureUsage::RenderAttachment});
  RenderPassDescriptor d;
  for (uint32_t slice : {0u, 1u})
    d.colorAttachments.push_back(RenderPassColorAttachment{
        .view = volume.createView(), .depthSlice = slice, .loadOp = LoadOp::Clear, .storeOp = StoreOp::Store});
  e = device.createCommandEncoder();
  e.beginRenderPass(d).end();
  EXPECT_EQ(finish_error(e), "");
  d.colorAttachments[1]->depthSlice = 0;
  e = device.createCommandEncoder();
  e.beginRenderPass(d).end();
  EXPECT_TRUE(contains(finish_error(e), "use the same subresource"));
  // Stencil operations of a culled face do not write: such a pipeline suits a read-only stencil.
  RenderPipelineDescriptor rd = descriptor();
  rd.depthStencil =
      DepthStencilState{.format = TextureFormat::Stencil8, .stencilBack = {.passOp = StencilOperation::Replace}};
  rd.primitive.cullMode = CullMode::Back;
  RenderPipeline culled = device.createRenderPipeline(rd);
  Texture stencil = target(TextureFormat::Stencil8);
  RenderPassDescriptor sd = clear_pass(t);
  sd.depthStencilAttachment = RenderPassDepthStencilAttachment{.view = stencil.createView(), .stencilReadOnly = true};
  e = device.createCommandEncoder();
  pass = e.beginRenderPass(sd);
  pass.setPipeline(culled);
  pass.end();
  EXPECT_EQ(finish_error(e), "");
}

TEST_F(gpu_render, VertexFormatNames) {
  EXPECT_EQ(vertexFormatName(VertexFormat::Float32x3), "float32x3");
  EXPECT_EQ(vertexFormatByName("unorm10-10-10-2"), VertexFormat::Unorm10_10_10_2);
  EXPECT_FALSE(vertexFormatByName("float64"));
}

}  // namespace
}  // namespace wgx::gpu::testing
