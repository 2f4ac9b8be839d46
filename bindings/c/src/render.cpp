// Reading the render pipeline and render pass descriptors of webgpu.h into the C++ API's.
#include <cmath>

#include "marshal.h"

using namespace wgx;

namespace wgx::capi {

gpu::ProgrammableStage stage(Marshal& m, WGPUShaderModule module, WGPUStringView entry_point,
                             const WGPUConstantEntry* constants, size_t count);
std::optional<gpu::PassTimestampWrites> timestamp_writes(Marshal& m, const WGPUPassTimestampWrites* writes);

namespace {

gpu::VertexState vertex_state(Marshal& m, const WGPUVertexState& v) {
  m.chain(v.nextInChain, {}, "WGPUVertexState");
  gpu::VertexState out;
  static_cast<gpu::ProgrammableStage&>(out) = stage(m, v.module, v.entryPoint, v.constants, v.constantCount);
  if (!m.array(v.buffers, v.bufferCount, "vertex.buffers")) return out;
  for (size_t i = 0; i < v.bufferCount; i++) {
    const WGPUVertexBufferLayout& b = v.buffers[i];
    m.chain(b.nextInChain, {}, "WGPUVertexBufferLayout");
    // A layout with VertexStepMode_Undefined and no attributes leaves its slot unused.
    if (b.stepMode == WGPUVertexStepMode_Undefined && b.attributeCount == 0) {
      out.buffers.push_back(std::nullopt);
      continue;
    }
    gpu::VertexBufferLayout layout;
    layout.arrayStride = b.arrayStride;
    layout.stepMode =
        m.enumeration(b.stepMode, WGPUVertexStepMode_Undefined, gpu::VertexStepMode::Vertex, "stepMode");
    if (m.array(b.attributes, b.attributeCount, "attributes")) {
      for (size_t j = 0; j < b.attributeCount; j++) {
        const WGPUVertexAttribute& a = b.attributes[j];
        m.chain(a.nextInChain, {}, "WGPUVertexAttribute");
        auto format = vertex_format_from_c(a.format);
        if (!format) m.fail("attribute format " + std::to_string(a.format) + " is not a WGPUVertexFormat");
        layout.attributes.push_back(
            gpu::VertexAttribute{format.value_or(gpu::VertexFormat::Undefined), a.offset, a.shaderLocation});
      }
    }
    out.buffers.push_back(layout);
  }
  return out;
}

gpu::BlendComponent blend_component(Marshal& m, const WGPUBlendComponent& c) {
  gpu::BlendComponent out;
  out.operation = m.enumeration(c.operation, WGPUBlendOperation_Undefined, gpu::BlendOperation::Add, "operation");
  out.srcFactor = m.enumeration(c.srcFactor, WGPUBlendFactor_Undefined, gpu::BlendFactor::One, "srcFactor");
  out.dstFactor = m.enumeration(c.dstFactor, WGPUBlendFactor_Undefined, gpu::BlendFactor::Zero, "dstFactor");
  return out;
}

gpu::FragmentState fragment_state(Marshal& m, const WGPUFragmentState& f) {
  m.chain(f.nextInChain, {}, "WGPUFragmentState");
  gpu::FragmentState out;
  static_cast<gpu::ProgrammableStage&>(out) = stage(m, f.module, f.entryPoint, f.constants, f.constantCount);
  if (!m.array(f.targets, f.targetCount, "fragment.targets")) return out;
  for (size_t i = 0; i < f.targetCount; i++) {
    const WGPUColorTargetState& t = f.targets[i];
    m.chain(t.nextInChain, {}, "WGPUColorTargetState");
    if (t.format == WGPUTextureFormat_Undefined) {
      out.targets.push_back(std::nullopt);
      continue;
    }
    gpu::ColorTargetState target;
    target.format = m.texture_format(t.format, "target format");
    if (t.blend) target.blend = gpu::BlendState{blend_component(m, t.blend->color), blend_component(m, t.blend->alpha)};
    target.writeMask = static_cast<gpu::ColorWriteFlags>(t.writeMask);
    out.targets.push_back(target);
  }
  return out;
}

gpu::StencilFaceState stencil_face(Marshal& m, const WGPUStencilFaceState& s) {
  gpu::StencilFaceState out;
  out.compare = m.enumeration(s.compare, WGPUCompareFunction_Undefined, gpu::CompareFunction::Always, "compare");
  out.failOp = m.enumeration(s.failOp, WGPUStencilOperation_Undefined, gpu::StencilOperation::Keep, "failOp");
  out.depthFailOp =
      m.enumeration(s.depthFailOp, WGPUStencilOperation_Undefined, gpu::StencilOperation::Keep, "depthFailOp");
  out.passOp = m.enumeration(s.passOp, WGPUStencilOperation_Undefined, gpu::StencilOperation::Keep, "passOp");
  return out;
}

gpu::DepthStencilState depth_stencil(Marshal& m, const WGPUDepthStencilState& d) {
  m.chain(d.nextInChain, {}, "WGPUDepthStencilState");
  gpu::DepthStencilState out;
  out.format = m.texture_format(d.format, "depthStencil.format");
  if (d.depthWriteEnabled != WGPUOptionalBool_Undefined) out.depthWriteEnabled = d.depthWriteEnabled == WGPUOptionalBool_True;
  out.depthCompare =
      m.enumeration(d.depthCompare, WGPUCompareFunction_Undefined, gpu::CompareFunction::Undefined, "depthCompare");
  out.stencilFront = stencil_face(m, d.stencilFront);
  out.stencilBack = stencil_face(m, d.stencilBack);
  out.stencilReadMask = d.stencilReadMask;
  out.stencilWriteMask = d.stencilWriteMask;
  out.depthBias = d.depthBias;
  out.depthBiasSlopeScale = d.depthBiasSlopeScale;
  out.depthBiasClamp = d.depthBiasClamp;
  return out;
}

}  // namespace

gpu::RenderPipelineDescriptor render_descriptor(Marshal& m, const WGPURenderPipelineDescriptor& descriptor) {
  m.chain(descriptor.nextInChain, {}, "WGPURenderPipelineDescriptor");
  gpu::RenderPipelineDescriptor d;
  d.label = m.string(descriptor.label);
  d.layout = handle_of(descriptor.layout);
  d.vertex = vertex_state(m, descriptor.vertex);
  const WGPUPrimitiveState& p = descriptor.primitive;
  m.chain(p.nextInChain, {}, "WGPUPrimitiveState");
  d.primitive.topology = m.enumeration(p.topology, WGPUPrimitiveTopology_Undefined,
                                       gpu::PrimitiveTopology::TriangleList, "topology");
  d.primitive.stripIndexFormat =
      m.enumeration(p.stripIndexFormat, WGPUIndexFormat_Undefined, gpu::IndexFormat::Undefined, "stripIndexFormat");
  d.primitive.frontFace = m.enumeration(p.frontFace, WGPUFrontFace_Undefined, gpu::FrontFace::CCW, "frontFace");
  d.primitive.cullMode = m.enumeration(p.cullMode, WGPUCullMode_Undefined, gpu::CullMode::None, "cullMode");
  d.primitive.unclippedDepth = p.unclippedDepth;
  if (descriptor.depthStencil) d.depthStencil = depth_stencil(m, *descriptor.depthStencil);
  m.chain(descriptor.multisample.nextInChain, {}, "WGPUMultisampleState");
  d.multisample.count = descriptor.multisample.count;
  d.multisample.mask = descriptor.multisample.mask;
  d.multisample.alphaToCoverageEnabled = descriptor.multisample.alphaToCoverageEnabled;
  if (descriptor.fragment) d.fragment = fragment_state(m, *descriptor.fragment);
  return d;
}

gpu::RenderPassDescriptor render_pass_descriptor(Marshal& m, const WGPURenderPassDescriptor& descriptor) {
  m.chain(descriptor.nextInChain, {WGPUSType_RenderPassMaxDrawCount}, "WGPURenderPassDescriptor");
  gpu::RenderPassDescriptor d;
  d.label = m.string(descriptor.label);
  if (auto* max = reinterpret_cast<const WGPURenderPassMaxDrawCount*>(
          find_in_chain(descriptor.nextInChain, WGPUSType_RenderPassMaxDrawCount)))
    d.maxDrawCount = max->maxDrawCount;
  if (m.array(descriptor.colorAttachments, descriptor.colorAttachmentCount, "colorAttachments")) {
    for (size_t i = 0; i < descriptor.colorAttachmentCount; i++) {
      const WGPURenderPassColorAttachment& c = descriptor.colorAttachments[i];
      m.chain(c.nextInChain, {}, "WGPURenderPassColorAttachment");
      if (!c.view) {
        d.colorAttachments.push_back(std::nullopt);
        continue;
      }
      gpu::RenderPassColorAttachment a;
      a.view = handle_of(c.view);
      if (c.depthSlice != WGPU_DEPTH_SLICE_UNDEFINED) a.depthSlice = c.depthSlice;
      a.resolveTarget = handle_of(c.resolveTarget);
      a.clearValue = gpu::Color{c.clearValue.r, c.clearValue.g, c.clearValue.b, c.clearValue.a};
      a.loadOp = m.enumeration(c.loadOp, WGPULoadOp_Undefined, gpu::LoadOp::Undefined, "loadOp");
      a.storeOp = m.enumeration(c.storeOp, WGPUStoreOp_Undefined, gpu::StoreOp::Undefined, "storeOp");
      d.colorAttachments.push_back(a);
    }
  }
  if (const WGPURenderPassDepthStencilAttachment* ds = descriptor.depthStencilAttachment) {
    m.chain(ds->nextInChain, {}, "WGPURenderPassDepthStencilAttachment");
    gpu::RenderPassDepthStencilAttachment a;
    a.view = handle_of(ds->view);
    if (!std::isnan(ds->depthClearValue)) a.depthClearValue = ds->depthClearValue;
    a.depthLoadOp = m.enumeration(ds->depthLoadOp, WGPULoadOp_Undefined, gpu::LoadOp::Undefined, "depthLoadOp");
    a.depthStoreOp = m.enumeration(ds->depthStoreOp, WGPUStoreOp_Undefined, gpu::StoreOp::Undefined, "depthStoreOp");
    a.depthReadOnly = ds->depthReadOnly;
    a.stencilClearValue = ds->stencilClearValue;
    a.stencilLoadOp = m.enumeration(ds->stencilLoadOp, WGPULoadOp_Undefined, gpu::LoadOp::Undefined, "stencilLoadOp");
    a.stencilStoreOp =
        m.enumeration(ds->stencilStoreOp, WGPUStoreOp_Undefined, gpu::StoreOp::Undefined, "stencilStoreOp");
    a.stencilReadOnly = ds->stencilReadOnly;
    d.depthStencilAttachment = a;
  }
  d.occlusionQuerySet = handle_of(descriptor.occlusionQuerySet);
  d.timestampWrites = timestamp_writes(m, descriptor.timestampWrites);
  return d;
}

}  // namespace wgx::capi
