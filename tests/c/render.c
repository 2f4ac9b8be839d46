/* Textures, render pipelines and passes through webgpu.h: WriteTexture and CopyTextureToBuffer
 * round-trip texels; a render pass clears a 4x4 rgba8unorm target and draws a triangle covering
 * its upper-left half with a color given by an override constant; a sampler, a texture view and
 * an occlusion query set are made and queried. */
#include "harness.h"

static const char *kShader =
    "override green: f32 = 0.0;\n"
    "@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {\n"
    "  let p = array(vec2f(-1, -1), vec2f(-1, 3), vec2f(3, 3));\n"
    "  return vec4f(p[i] * vec2f(1, 1), 0, 1);\n"
    "}\n"
    "@fragment fn fs() -> @location(0) vec4f { return vec4f(1, green, 0, 1); }\n";

static WGPUTexture texture(Harness *h, WGPUTextureUsage usage) {
  WGPUTextureDescriptor desc = WGPU_TEXTURE_DESCRIPTOR_INIT;
  desc.size.width = 4;
  desc.size.height = 4;
  desc.format = WGPUTextureFormat_RGBA8Unorm;
  desc.usage = usage;
  return wgpuDeviceCreateTexture(h->device, &desc);
}

/* The 4x4 texels of `t`, through a buffer with 256-byte rows. */
static void read_texels(Harness *h, WGPUTexture t, uint32_t out[16]) {
  WGPUBuffer buffer = harness_buffer(h, 256 * 4, WGPUBufferUsage_CopySrc | WGPUBufferUsage_CopyDst);
  WGPUCommandEncoder encoder = wgpuDeviceCreateCommandEncoder(h->device, NULL);
  WGPUTexelCopyTextureInfo src = WGPU_TEXEL_COPY_TEXTURE_INFO_INIT;
  src.texture = t;
  WGPUTexelCopyBufferInfo dst = WGPU_TEXEL_COPY_BUFFER_INFO_INIT;
  dst.buffer = buffer;
  dst.layout.bytesPerRow = 256;
  WGPUExtent3D size = {4, 4, 1};
  wgpuCommandEncoderCopyTextureToBuffer(encoder, &src, &dst, &size);
  WGPUCommandBuffer commands = wgpuCommandEncoderFinish(encoder, NULL);
  wgpuQueueSubmit(h->queue, 1, &commands);
  wgpuCommandBufferRelease(commands);
  wgpuCommandEncoderRelease(encoder);
  uint8_t rows[256 * 4];
  CHECK(harness_read(h, buffer, sizeof rows, rows));
  for (int y = 0; y < 4; y++) memcpy(&out[y * 4], &rows[y * 256], 16);
  wgpuBufferRelease(buffer);
}

static void copies(Harness *h) {
  WGPUTexture t = texture(h, WGPUTextureUsage_CopyDst | WGPUTextureUsage_CopySrc);
  CHECK(wgpuTextureGetWidth(t) == 4 && wgpuTextureGetHeight(t) == 4 && wgpuTextureGetFormat(t) == WGPUTextureFormat_RGBA8Unorm);
  CHECK(wgpuTextureGetDimension(t) == WGPUTextureDimension_2D && wgpuTextureGetMipLevelCount(t) == 1);
  uint32_t texels[16], back[16];
  for (uint32_t i = 0; i < 16; i++) texels[i] = 0x01020304u * (i + 1);
  WGPUTexelCopyTextureInfo dst = WGPU_TEXEL_COPY_TEXTURE_INFO_INIT;
  dst.texture = t;
  WGPUTexelCopyBufferLayout layout = WGPU_TEXEL_COPY_BUFFER_LAYOUT_INIT;
  layout.bytesPerRow = 16;
  WGPUExtent3D size = {4, 4, 1};
  wgpuQueueWriteTexture(h->queue, &dst, texels, sizeof texels, &layout, &size);
  read_texels(h, t, back);
  CHECK(memcmp(texels, back, sizeof texels) == 0);
  printf("render: WriteTexture then CopyTextureToBuffer: %s\n", memcmp(texels, back, sizeof texels) ? "differ" : "same texels");
  wgpuTextureRelease(t);
}

static void draw(Harness *h, int use_bundle) {
  WGPUShaderModule module = harness_module(h, kShader);
  WGPUConstantEntry green = WGPU_CONSTANT_ENTRY_INIT;
  green.key = sv("green");
  green.value = 1.0;
  WGPUColorTargetState target = WGPU_COLOR_TARGET_STATE_INIT;
  target.format = WGPUTextureFormat_RGBA8Unorm;
  WGPUFragmentState fragment = WGPU_FRAGMENT_STATE_INIT;
  fragment.module = module;
  fragment.constantCount = 1;
  fragment.constants = &green;
  fragment.targetCount = 1;
  fragment.targets = &target;
  WGPURenderPipelineDescriptor desc = WGPU_RENDER_PIPELINE_DESCRIPTOR_INIT;
  desc.vertex.module = module;
  desc.fragment = &fragment;
  WGPURenderPipeline pipeline = wgpuDeviceCreateRenderPipeline(h->device, &desc);

  WGPUTexture t = texture(h, WGPUTextureUsage_RenderAttachment | WGPUTextureUsage_CopySrc);
  WGPUTextureView view = wgpuTextureCreateView(t, NULL);
  WGPURenderPassColorAttachment color = WGPU_RENDER_PASS_COLOR_ATTACHMENT_INIT;
  color.view = view;
  color.loadOp = WGPULoadOp_Clear;
  color.storeOp = WGPUStoreOp_Store;
  color.clearValue = (WGPUColor){0, 0, 1, 1};
  WGPURenderPassDescriptor pass_desc = WGPU_RENDER_PASS_DESCRIPTOR_INIT;
  pass_desc.colorAttachmentCount = 1;
  pass_desc.colorAttachments = &color;
  WGPUCommandEncoder encoder = wgpuDeviceCreateCommandEncoder(h->device, NULL);
  WGPURenderPassEncoder pass = wgpuCommandEncoderBeginRenderPass(encoder, &pass_desc);
  if (use_bundle) {
    /* The same draw recorded once in a render bundle. */
    WGPUTextureFormat format = WGPUTextureFormat_RGBA8Unorm;
    WGPURenderBundleEncoderDescriptor bdesc = WGPU_RENDER_BUNDLE_ENCODER_DESCRIPTOR_INIT;
    bdesc.colorFormatCount = 1;
    bdesc.colorFormats = &format;
    WGPURenderBundleEncoder bundle_encoder = wgpuDeviceCreateRenderBundleEncoder(h->device, &bdesc);
    wgpuRenderBundleEncoderSetPipeline(bundle_encoder, pipeline);
    wgpuRenderBundleEncoderDraw(bundle_encoder, 3, 1, 0, 0);
    WGPURenderBundle bundle = wgpuRenderBundleEncoderFinish(bundle_encoder, NULL);
    wgpuRenderPassEncoderExecuteBundles(pass, 1, &bundle);
    wgpuRenderBundleRelease(bundle);
    wgpuRenderBundleEncoderRelease(bundle_encoder);
  } else {
    wgpuRenderPassEncoderSetPipeline(pass, pipeline);
    wgpuRenderPassEncoderDraw(pass, 3, 1, 0, 0);
  }
  wgpuRenderPassEncoderEnd(pass);
  WGPUCommandBuffer commands = wgpuCommandEncoderFinish(encoder, NULL);
  wgpuQueueSubmit(h->queue, 1, &commands);
  uint32_t texels[16];
  read_texels(h, t, texels);
  int yellow = 0, blue = 0;
  for (int i = 0; i < 16; i++) {
    yellow += texels[i] == 0xFF00FFFFu;
    blue += texels[i] == 0xFFFF0000u;
  }
  printf("render: a triangle over a cleared 4x4 target%s: %d yellow texels, %d blue (clear) texels\n",
         use_bundle ? ", from a bundle" : "", yellow, blue);
  CHECK(yellow + blue == 16 && yellow >= 6 && blue >= 6);
  wgpuCommandBufferRelease(commands);
  wgpuRenderPassEncoderRelease(pass);
  wgpuCommandEncoderRelease(encoder);
  wgpuTextureViewRelease(view);
  wgpuTextureRelease(t);
  wgpuRenderPipelineRelease(pipeline);
  wgpuShaderModuleRelease(module);
}

static void objects(Harness *h) {
  WGPUSampler sampler = wgpuDeviceCreateSampler(h->device, NULL);
  CHECK(sampler != NULL);
  wgpuSamplerSetLabel(sampler, sv("nearest"));
  wgpuSamplerRelease(sampler);
  WGPUQuerySetDescriptor qdesc = WGPU_QUERY_SET_DESCRIPTOR_INIT;
  qdesc.type = WGPUQueryType_Occlusion;
  qdesc.count = 8;
  WGPUQuerySet queries = wgpuDeviceCreateQuerySet(h->device, &qdesc);
  CHECK(wgpuQuerySetGetType(queries) == WGPUQueryType_Occlusion && wgpuQuerySetGetCount(queries) == 8);
  wgpuQuerySetDestroy(queries);
  wgpuQuerySetRelease(queries);
  printf("render: a sampler and an occlusion query set\n");
}

int main(void) {
  Harness h;
  if (!harness_init(&h)) return 1;
  copies(&h);
  draw(&h, 0);
  draw(&h, 1);
  objects(&h);
  return harness_finish(&h, "render");
}
